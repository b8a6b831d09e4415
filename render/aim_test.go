// Tests of the aim as drawn (issue 13 §3): the target's marker leaves the creature in sight.

package render

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/art"
	"github.com/cleave-game/cleave/render/ui"
)

// TestAimMarkerLeavesTheTargetInSight: aiming at a foe draws brackets at the corners of its cell and
// nothing over the creature itself, whose sprite shows whole; the line under the map names it.
func TestAimMarkerLeavesTheTargetInSight(t *testing.T) {
	r, err := New(Options{Seed: 1, Character: game.Character{Race: "elf", Background: "archer"}})
	require.NoError(t, err)
	a, err := art.Parse("sprites.txt", art.Sprites)
	require.NoError(t, err)
	r.g.TakeEvents()
	r.anim.tick = 100
	pl := r.g.Player
	at := visibleAround(t, r, pl.Pos, 3)
	foe := placeFoe(t, r, at)
	r.ui.Update(ui.Input{Typed: []rune{'t'}}, r.g)
	aim, ok := r.ui.Screen().(*ui.Aim)
	require.True(t, ok, "t aims")
	require.Equal(t, at, aim.At)
	frame := renderFrame(r)
	x, y := r.view.screenPos(r.camera(), at)
	sprite := foe.Name
	if c, ok := r.data.Creature(foe.Name); ok && c.Sprite != "" {
		sprite = c.Sprite
	}
	if _, ok := a.Rects[sprite]; !ok {
		sprite = strings.ReplaceAll(sprite, " ", "_") // as sprites.sprite finds it
	}
	assert.Greater(t, match(t, a, frame, sprite, int(x), int(y), [3]float64{1, 1, 1}), 0.9, "the %s shows under the aim", foe.Name)
	corner := frame.RGBAAt(int(x), int(y))
	for i, want := range [3]float64{255, 0.9 * 255, 0.3 * 255} { // the bracket's yellow, give or take 2
		assert.InDelta(t, want, float64([3]uint8{corner.R, corner.G, corner.B}[i]), 2, "a yellow bracket at the corner")
	}
	assert.Contains(t, aim.Line(r.g), "The "+foe.Name+": you would hit it ")
}
