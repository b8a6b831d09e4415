// The README's screenshot of the aim, made by the game itself.

package render

import (
	"image"
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
	"github.com/cleave-game/cleave/render/ui"
)

// TestDocAimScreenshot remakes render/doc/aim.png when asked: the elf archer of seed 18 waits until a foe
// is in its line of fire four cells or more away, presses t, and the map around her with the aim line under it is
// saved, scaled ×2.
//
//	CLEAVE_SHOTS=update xvfb-run -a go test ./render -run TestDocAimScreenshot -v
func TestDocAimScreenshot(t *testing.T) {
	if os.Getenv("CLEAVE_SHOTS") != "update" {
		t.Skip("set CLEAVE_SHOTS=update to remake the README's screenshots")
	}
	r, err := New(Options{Seed: 18, Character: game.Character{Race: "elf", Background: "archer"}})
	require.NoError(t, err)
	pl := r.g.Player
	for range 200 {
		if ts := r.g.Targets(); len(ts) > 0 && levels.Distance(ts[0].Pos, pl.Pos) >= 4 {
			aim := ui.Aim{At: ts[0].Pos}
			if aim.View(r.g).Target == ts[0] {
				break // in the line of fire
			}
		}
		r.g.Do(game.Action{Kind: game.ActWait})
	}
	require.NotEmpty(t, r.g.Targets(), "a foe in view")
	r.g.TakeEvents()
	r.ui.Update(ui.Input{Typed: []rune{'t'}}, r.g)
	require.IsType(t, &ui.Aim{}, r.ui.Screen())
	r.anim.tick += 100
	frame := renderFrame(r)
	x, y := r.view.screenPos(r.camera(), pl.Pos)
	w, h := 24*tile, 10*tile
	x0, y0 := max(0, int(x)-w/3), max(0, int(y)-h/2)
	top := frame.SubImage(image.Rect(x0, y0, x0+w, y0+h)).(*image.RGBA)
	low := frame.SubImage(image.Rect(0, r.lay.Log.Min.Y, w, r.lay.Log.Min.Y+2*r.lay.LineH+4)).(*image.RGBA)
	out := image.NewRGBA(image.Rect(0, 0, w, h+low.Bounds().Dy()))
	for yy := range h {
		for xx := range w {
			out.SetRGBA(xx, yy, top.RGBAAt(x0+xx, y0+yy))
		}
	}
	for yy := range low.Bounds().Dy() {
		for xx := range w {
			out.SetRGBA(xx, h+yy, low.RGBAAt(xx, r.lay.Log.Min.Y+yy))
		}
	}
	require.NoError(t, writePNG("doc/aim.png", double(out)))
}
