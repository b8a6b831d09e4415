// The look mode's cursor and a caster's side panel as drawn (issue 32, defect 9): the cursor leaves the
// creature it marks in sight, and the panel lists the spells with their recharge.

package render

import (
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/art"
	"github.com/cleave-game/cleave/render/ui"
)

// TestLookCursorLeavesTheCreatureInSight: the look mode's cursor on a creature changes the cell (it marks
// it) and leaves the creature's sprite as it was without the cursor: of the sprite's opaque pixels, at least
// nine in ten are the same colour with the cursor and without it (a shape over the cell, the old faint
// starburst, changed most of them). The frames go to cleave-look-cursor.png and -x4.
func TestLookCursorLeavesTheCreatureInSight(t *testing.T) {
	r, a := testRunner(t)
	pl := r.g.Player
	at := visibleAround(t, r, pl.Pos, 3)
	foe := placeFoe(t, r, at)
	without := renderFrame(r)
	r.ui.Update(ui.Input{Typed: []rune{ui.LookKey}}, r.g)
	look, ok := r.ui.Screen().(*ui.Look)
	require.True(t, ok, "; looks")
	look.At = at
	with := renderFrame(r)
	require.NoError(t, writePNG(filepath.Join(shotDir(), "cleave-look-cursor.png"), with))
	x, y := r.view.screenPos(r.camera(), at)
	require.NoError(t, writePNG(filepath.Join(shotDir(), "cleave-look-cursor-x4.png"),
		double(double(crop(with, image.Point{X: int(x) - 3*tile, Y: int(y)})))))

	sprite := foe.Name
	if c, ok := r.data.Creature(foe.Name); ok && c.Sprite != "" {
		sprite = c.Sprite
	}
	if _, ok := a.Rects[sprite]; !ok {
		sprite = strings.ReplaceAll(sprite, " ", "_") // as sprites.sprite finds it
	}
	rect := a.Rects[sprite]
	require.False(t, rect.Empty(), sprite)
	opaque, same, changed := 0, 0, 0
	for dy := range tile {
		for dx := range tile {
			w, o := with.RGBAAt(int(x)+dx, int(y)+dy), without.RGBAAt(int(x)+dx, int(y)+dy)
			if w != o {
				changed++
			}
			if dx >= art.Size || dy >= art.Size || a.Image.RGBAAt(rect.Min.X+dx, rect.Min.Y+dy).A != 0xff {
				continue
			}
			opaque++
			if w == o {
				same++
			}
		}
	}
	require.Positive(t, opaque)
	t.Logf("%d of the %s's %d pixels unchanged, %d of the cell's changed", same, foe.Name, opaque, changed)
	assert.Positive(t, changed, "the cursor marks the cell")
	assert.GreaterOrEqual(t, float64(same)/float64(opaque), 0.9,
		"the %s's sprite shows under the cursor: %d of its %d pixels unchanged", foe.Name, same, opaque)
}

// TestCasterPanelDrawn: a hedge mage that has cast ward sees its spells on the side panel, ward
// recharging (a dim bar and the seconds left) and the others ready (in green); the frame is the README's
// render/doc/caster-panel.png with CLEAVE_SHOTS=update.
func TestCasterPanelDrawn(t *testing.T) {
	r, err := New(Options{Seed: 1, Character: game.Character{Race: "human", Background: "hedge mage"}})
	require.NoError(t, err)
	r.g.Act(game.Action{Kind: game.ActCast, Spell: "ward", Target: r.g.Player.Pos})
	r.g.TakeEvents()
	r.anim.list = r.anim.list[:0]
	r.anim.tick = 100
	sb := r.ui.Sidebar(r.g)
	require.NotEmpty(t, sb.Spells)
	recharging := 0
	for _, s := range sb.Spells {
		if !s.Ready {
			recharging++
		}
	}
	require.Equal(t, 1, recharging, "ward recharges")
	frame := renderFrame(r)
	again := r.g.Player.SpellReady["ward"]
	r.g.Player.SpellReady["ward"] = r.g.Time
	r.hud.stale() // the panel's key is the moment's: the same moment, ward ready
	assert.NotEqual(t, panelPixels(frame), panelPixels(renderFrame(r)), "the panel shows ward ready")
	r.g.Player.SpellReady["ward"] = again
	if os.Getenv("CLEAVE_SHOTS") == "update" {
		require.NoError(t, writePNG("doc/caster-panel.png", frame))
	}
	require.NoError(t, writePNG(filepath.Join(shotDir(), "cleave-caster-panel.png"), frame))
}

// TestCasterStripDrawn: on a phone held upright the panel is a strip under the map, and its last line names
// the spells recharging ("ward in 54.0s"): the strip changes when ward is ready. The frame goes to
// cleave-caster-strip.png.
func TestCasterStripDrawn(t *testing.T) {
	r, err := New(Options{Seed: 1, Character: game.Character{Race: "human", Background: "hedge mage"},
		Layout: ui.LayoutOptions{MinScale: readableScale(3), Touch: true}})
	require.NoError(t, err)
	r.g.Act(game.Action{Kind: game.ActCast, Spell: "ward", Target: r.g.Player.Pos})
	r.g.TakeEvents()
	r.anim.list = r.anim.list[:0]
	r.anim.tick = 100
	frame := renderCanvas(r, 1170, 2532)
	require.True(t, r.lay.Strip)
	require.NoError(t, writePNG(filepath.Join(shotDir(), "cleave-caster-strip.png"), frame))
	strip := func(f *image.RGBA) []byte {
		pn := r.lay.Panel
		var out []byte
		for y := pn.Min.Y; y < pn.Max.Y; y++ {
			out = append(out, f.Pix[f.PixOffset(pn.Min.X, y):f.PixOffset(pn.Max.X, y)]...)
		}
		return out
	}
	again := r.g.Player.SpellReady["ward"]
	r.g.Player.SpellReady["ward"] = r.g.Time
	r.hud.stale()
	assert.NotEqual(t, strip(frame), strip(renderCanvas(r, 1170, 2532)), "the strip tells ward's recharge")
	r.g.Player.SpellReady["ward"] = again
}
