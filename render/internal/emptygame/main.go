// Command emptygame is the smallest Ebitengine program: a window that draws nothing. It is the anchor the
// performance benchmarks measure Cleave against (issue 35): its WASM module's size, its start to a first frame,
// its resident memory, its idle CPU. The benchmarks build it with the same flags as the game, never from memory.
//
// With EMPTYGAME_FRAMES=N in its environment it ends after N frames drawn, as the game's --frames does.
package main

import (
	"os"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

type empty struct{ frames, left int }

// Update ends the program at the update after the N-th, as the game's --frames N does: N updates, and the
// N frames drawn after them (ending at the N-th update would draw one frame fewer: none at N=1).
func (e *empty) Update() error {
	if e.frames > 0 {
		if e.left <= 0 {
			return ebiten.Termination
		}
		e.left--
	}
	return nil
}

func (*empty) Draw(*ebiten.Image) {}

func (*empty) Layout(w, h int) (int, int) { return w, h }

func main() {
	n, _ := strconv.Atoi(os.Getenv("EMPTYGAME_FRAMES"))
	ebiten.SetWindowSize(640, 480)
	if err := ebiten.RunGame(&empty{frames: n, left: n}); err != nil {
		os.Exit(1)
	}
}
