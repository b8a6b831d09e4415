// Tests of the aim's warnings as drawn (issue 13 §3): the marks past the range, and the refusal of a
// missile weapon without its ammunition, each saved as a PNG to look at.

package render

import (
	"image"
	"os"
	"path/filepath"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
	"github.com/cleave-game/cleave/render/ui"
)

// shotDir is where these tests leave their frames to look at: CLEAVE_SHOT_DIR, else the temporary
// directory of the system.
func shotDir() string {
	if d := os.Getenv("CLEAVE_SHOT_DIR"); d != "" {
		return d
	}
	return os.TempDir()
}

// TestPastRangeMarksDrawn: a rock readied and a kobold in view past its throw: the cells of the line past
// the range carry the dim red mark, those within it the reticle (no red mark), and the line under the map
// says "out of range". The frame goes to cleave-aim-range.png.
func TestPastRangeMarksDrawn(t *testing.T) {
	r, err := New(Options{Seed: 1})
	require.NoError(t, err)
	g := r.g
	pl := g.Player
	pl.Pack = append(pl.Pack, game.Item{Kind: game.ItemWeapon, Name: "rock", Count: 1, Letter: 'Z'})
	r.ui.Update(ui.Input{Typed: []rune{'w'}}, g)
	r.ui.Update(ui.Input{Typed: []rune{'Z'}}, g)
	require.Equal(t, "rock", pl.Worn[game.SlotMissile].Name)
	// The farthest cell in view and on screen whose line goes past the range up to it.
	var far gruid.Point
	best := 0
	aim := ui.Aim{}
	for y := range g.Level.H {
		for x := range g.Level.W {
			aim.At = gruid.Point{X: x, Y: y}
			v := aim.View(g)
			if g.IsVisible(aim.At) && r.view.inView(r.camera(), aim.At) && g.ActorAt(aim.At) == nil && len(v.Beyond) > best && v.Target == nil &&
				levels.Distance(pl.Pos, v.Beyond[len(v.Beyond)-1]) >= levels.Distance(pl.Pos, aim.At)-1 {
				far, best = aim.At, len(v.Beyond)
			}
		}
	}
	require.Positive(t, best, "a cell in view past the rock's range")
	k, err := g.PlaceCreature("kobold", far)
	require.NoError(t, err)
	for _, c := range g.Creatures {
		if c != k && !c.Dead && g.IsVisible(c.Pos) {
			g.Place(c, gruid.Point{}) // out of the way
		}
	}
	g.TakeEvents()
	r.ui.Update(ui.Input{Typed: []rune{'t'}}, g)
	a, ok := r.ui.Screen().(*ui.Aim)
	require.True(t, ok, "t aims")
	a.At = far
	v := a.View(g)
	require.NotEmpty(t, v.Beyond)
	r.anim.tick += 100
	frame := renderFrame(r)
	require.NoError(t, writePNG(filepath.Join(shotDir(), "cleave-aim-range.png"), frame))
	x, y := r.view.screenPos(r.camera(), far)
	near := crop(frame, image.Point{X: int(x) - 3*tile, Y: int(y)})
	require.NoError(t, writePNG(filepath.Join(shotDir(), "cleave-aim-range-x4.png"), double(double(near))))
	assert.Equal(t, "The kobold: out of range.", a.Line(g))
	mark := func(p gruid.Point) bool { // the 4×4 dim red square at the cell's centre
		x, y := r.view.screenPos(r.camera(), p)
		c := frame.RGBAAt(int(x)+tile/2, int(y)+tile/2)
		return c.R > 100 && int(c.R) > 2*int(c.G) && int(c.R) > 2*int(c.B)
	}
	for _, p := range v.Beyond {
		assert.True(t, mark(p), "%v past the range: a red mark", p)
	}
	assert.False(t, mark(far), "no mark over the kobold aimed at: its brackets leave it in sight")
	for _, p := range v.Path {
		assert.False(t, mark(p), "%v within the range: no red mark", p)
	}
}

// TestWrongAmmunitionDrawn: the elf archer wields a heavy crossbow, her quiver full of arrows; t says on
// screen what the crossbow needs, and no aim opens. The frame goes to cleave-wrong-ammo.png.
func TestWrongAmmunitionDrawn(t *testing.T) {
	r, err := New(Options{Seed: 1, Character: game.Character{Race: "elf", Background: "archer"}})
	require.NoError(t, err)
	g := r.g
	pl := g.Player
	pl.Pack = append(pl.Pack, game.Item{Kind: game.ItemWeapon, Name: "heavy crossbow", Count: 1, Letter: 'Z'})
	r.ui.Update(ui.Input{Typed: []rune{'w'}}, g)
	r.ui.Update(ui.Input{Typed: []rune{'Z'}}, g)
	at := visibleAround(t, r, pl.Pos, 3)
	_, err = g.PlaceCreature("kobold", at)
	require.NoError(t, err)
	g.TakeEvents()
	r.ui.Update(ui.Input{Typed: []rune{'t'}}, g)
	assert.Equal(t, "Your heavy crossbow needs crossbow bolts.", r.ui.Notice())
	assert.IsType(t, &ui.Play{}, r.ui.Screen(), "no aim")
	r.anim.tick += 100
	frame := renderFrame(r)
	require.NoError(t, writePNG(filepath.Join(shotDir(), "cleave-wrong-ammo.png"), frame))
}

// TestAimNumbersDrawn: with the numbers option the line under the map gives the exact odds of the shot;
// drawn for the longest name of the bestiary, it is saved to cleave-aim-numbers.png to see that it fits.
func TestAimNumbersDrawn(t *testing.T) {
	r, err := New(Options{Seed: 1, Character: game.Character{Race: "elf", Background: "archer"}, Numbers: true})
	require.NoError(t, err)
	g := r.g
	longest := ""
	for _, c := range r.data.Creatures {
		if len(c.Name) > len(longest) {
			longest = c.Name
		}
	}
	k, err := g.PlaceCreature(longest, visibleAround(t, r, g.Player.Pos, 3))
	require.NoError(t, err)
	g.TakeEvents()
	r.ui.Update(ui.Input{Typed: []rune{'t'}}, g)
	require.IsType(t, &ui.Aim{}, r.ui.Screen())
	r.anim.tick += 100
	frame := renderFrame(r)
	require.NoError(t, writePNG(filepath.Join(shotDir(), "cleave-aim-numbers.png"), frame))
	rep, err := g.Shots().AimOdds(k, -1)
	require.NoError(t, err)
	assert.Equal(t, "The "+longest+": "+game.AimNumbers(game.LangOf(g), rep)+".", r.ui.Screen().(*ui.Aim).Line(g))
}

// TestHelpDrawn draws the help screen and saves it to cleave-help.png, to see that it fits.
func TestHelpDrawn(t *testing.T) {
	r, err := New(Options{Seed: 1})
	require.NoError(t, err)
	r.ui.Update(ui.Input{Typed: []rune{'?'}}, r.g)
	require.IsType(t, &ui.Help{}, r.ui.Screen())
	r.anim.tick += 100
	require.NoError(t, writePNG(filepath.Join(shotDir(), "cleave-help.png"), renderFrame(r)))
}

// TestDeathKillsDrawn draws the death screen with kills of several kinds and saves it to
// cleave-death.png: one kind in the singular, the others in the plural.
func TestDeathKillsDrawn(t *testing.T) {
	r, err := New(Options{Seed: 1})
	require.NoError(t, err)
	r.g.Player.KillsByKind = map[string]int{"draugr": 2, "giant rat": 3, "kobold": 1}
	r.g.Over, r.g.Cause = true, "a kobold's spear"
	r.ui.Update(ui.Input{}, r.g)
	require.IsType(t, &ui.Death{}, r.ui.Screen())
	r.anim.tick += 100
	require.NoError(t, writePNG(filepath.Join(shotDir(), "cleave-death.png"), renderFrame(r)))
	assert.Equal(t, "3 giant rats, 2 draugar, a kobold", r.g.Obituary().KillsLine())
}
