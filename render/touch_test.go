// Touch on screen: the phone's layout drawn with its bar, and what a tap at a place means.

package render

import (
	"image"
	"path/filepath"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/render/art"
	"github.com/cleave-game/cleave/render/ui"
)

// phone is a runner laid out for a phone held upright: 390×844 CSS pixels at a pixel ratio of 3, touched.
func phone(t *testing.T) (*Runner, *image.RGBA) {
	t.Helper()
	r, err := New(Options{Seed: 1, Layout: ui.LayoutOptions{MinScale: readableScale(3), Touch: true}})
	require.NoError(t, err)
	frame := renderCanvas(r, 1170, 2532)
	return r, frame
}

// TestPhoneLayout: upright, the phone's screen is 390×844 at scale 3 (text 13 CSS pixels high), the bar's
// buttons are drawn in their boxes, the player is on the map.
func TestPhoneLayout(t *testing.T) {
	r, frame := phone(t)
	require.NoError(t, writePNG(filepath.Join(shotDir(), "cleave-phone.png"), frame))
	assert.Equal(t, 3, r.lay.Scale)
	assert.Equal(t, image.Rect(0, 0, 390, 844), frame.Bounds())
	assert.True(t, r.lay.Strip)
	for i := range ui.TouchButtons {
		b := r.lay.Button(i)
		assert.Equal(t, colPanelEdge, frame.RGBAAt(b.Min.X+3, b.Min.Y+4), "button %d's box", i)
	}
	assert.True(t, r.lay.CellPos(r.g.Player.Pos, r.camera()).In(r.lay.Map), "the player on the map")
	assert.Equal(t, 2, r.lay.Zoom, "cells doubled for fingers")
	a, err := art.Parse("sprites.txt", art.Sprites)
	require.NoError(t, err)
	var layers [6]string
	body := art.Compose(a, layers[:PlayerLayers(r.data, r.g.Player, &layers)]...)
	at := r.lay.CellPos(r.g.Player.Pos, r.camera())
	same, opaque := 0, 0
	for y := range art.Size {
		for x := range art.Size {
			if want := body.RGBAAt(x, y); want.A == 0xff {
				opaque++
				if frame.RGBAAt(at.X+2*x+1, at.Y+2*y+1) == want {
					same++
				}
			}
		}
	}
	assert.Equal(t, opaque, same, "the player's sprite, each pixel doubled")
	light := countColour(frame, r.lay.Panel, ui.ColTitle)
	assert.Positive(t, light, "the strip's title")
}

// TestReadableScale: 12 CSS pixels of text or more: scale 1 at a ratio of 1 (and 1.1), 2 at 1.5 and 2, 3 on
// a phone's 2.625 and 3.
func TestReadableScale(t *testing.T) {
	for dpr, want := range map[float64]int{1: 1, 1.1: 1, 1.5: 2, 2: 2, 2.625: 3, 3: 3} {
		assert.Equal(t, want, readableScale(dpr), "%v", dpr)
	}
}

// TestTapPlaces: a tap on a button presses its key, on a line of the pack types its letter, on the map
// clicks its cell as a tap.
func TestTapPlaces(t *testing.T) {
	r, _ := phone(t)
	var in ui.Input
	for i, b := range ui.TouchButtons {
		if b.Label(lang.English()) == "pack" {
			q := r.lay.Button(i)
			r.input.tap(&in, q.Min.Add(image.Pt(5, 5)), r.paint.hits)
		}
	}
	assert.Equal(t, []rune{'i'}, in.Commands, "the pack button gives the command i")
	r.ui.Update(in, r.g)
	require.IsType(t, &ui.Pick{}, r.ui.Screen())
	renderCanvas(r, 1170, 2532) // the pack drawn: its lines are places to tap
	require.NotEmpty(t, r.paint.hits)
	h := r.paint.hits[len(r.paint.hits)-1]
	in = ui.Input{}
	r.input.tap(&in, h.rect.Min.Add(image.Pt(6, 4)), r.paint.hits)
	assert.Equal(t, []rune{h.key}, in.Typed, "a line of the pack types its letter")
	r.ui.Update(ui.Input{Pressed: ui.KeyEscape}, r.g)
	renderCanvas(r, 1170, 2532)
	in = ui.Input{}
	q := r.lay.CellPos(r.g.Player.Pos.Add(gruid.Point{X: 1}), r.camera()) // the map is zoomed: 32 pixels a cell
	require.Equal(t, 32, r.lay.Cell)
	r.input.tap(&in, q.Add(image.Pt(20, 20)), r.paint.hits)
	assert.True(t, in.Click && in.Touch && in.HoverOK)
	assert.Equal(t, r.g.Player.Pos.Add(gruid.Point{X: 1}), in.Hover)
}

// TestPhoneOnItsSide: on its side (844×390) the help takes the log's room too, down to the touch bar, and
// its last line is written there.
func TestPhoneOnItsSide(t *testing.T) {
	r, err := New(Options{Seed: 1, Layout: ui.LayoutOptions{MinScale: readableScale(3), Touch: true}})
	require.NoError(t, err)
	r.ui.Update(ui.Input{Typed: []rune{'?'}}, r.g)
	frame := renderCanvas(r, 2532, 1170)
	require.NoError(t, writePNG(filepath.Join(shotDir(), "cleave-phone-help.png"), frame))
	assert.Equal(t, []int{844, 390}, []int{r.lay.W, r.lay.H})
	assert.Equal(t, r.lay.Bar.Min.Y, r.lay.Over.Max.Y, "the help reaches the bar")
	low := image.Rect(0, r.lay.Log.Min.Y, r.lay.W, r.lay.Bar.Min.Y)
	assert.Positive(t, countColour(frame, low, ui.ColDim), "the help's last lines, where the log was")
}

// TestTapWithNoGame: a tap on the creation screen, or on a rule set's page opened from it, where no line is
// (no game yet: no map to find a cell on) is a click, which scrolls the page and at its end goes back to the
// creation screen (issue 31); it once looked for the map's cell and crashed the page.
func TestTapWithNoGame(t *testing.T) {
	r, err := New(Options{Seed: 1, Create: true, Layout: ui.LayoutOptions{MinScale: readableScale(3), Touch: true}})
	require.NoError(t, err)
	renderCanvas(r, 1170, 2532)
	r.ui.Update(ui.Input{Typed: []rune{ui.PageKey}, Touch: true}, nil)
	require.IsType(t, &ui.RulesPage{}, r.ui.Screen())
	for i := 0; i < 20; i++ {
		var in ui.Input
		r.input.tap(&in, image.Pt(r.lay.W/2, r.lay.H/3), nil)
		require.True(t, in.Click, "a tap on no line is a click")
		assert.False(t, in.HoverOK, "no cell with no map")
		r.ui.Update(in, nil)
		if _, ok := r.ui.Screen().(*ui.Creation); ok {
			return
		}
	}
	t.Fatalf("taps on the page never went back to the creation screen: %T", r.ui.Screen())
}

// TestClickTypesThePlaceKey: a mouse click on a place to tap types its key, as a tap does (issue 31): on
// the creation screen a click on the third rule set's row chooses it (a second takes it), and in play a
// click on the side panel's "Rules:" line opens the page of the game's rule set; a click elsewhere types
// nothing.
func TestClickTypesThePlaceKey(t *testing.T) {
	r, err := New(Options{Seed: 1, Create: true})
	require.NoError(t, err)
	click := func(key rune) ui.Input {
		t.Helper()
		renderCanvas(r, ScreenW, ScreenH)
		for _, h := range r.paint.hits {
			if h.key == key {
				in := ui.Input{Click: true}
				r.input.clickAt(&in, h.rect.Min.Add(h.rect.Size().Div(2)), r.paint.hits)
				return in
			}
		}
		require.Failf(t, "no place to click", "%q: %v", key, r.paint.hits)
		return ui.Input{}
	}
	in := click('c')
	assert.Equal(t, []rune{'c'}, in.Typed)
	r.ui.Update(in, nil)
	cr, ok := r.ui.Screen().(*ui.Creation)
	require.True(t, ok)
	assert.Equal(t, 2, cr.Rules, "a click on the third row chooses it")
	assert.Equal(t, ui.StepRules, cr.Step, "not yet taken")
	r.ui.Update(click('c'), nil)
	assert.Equal(t, ui.StepRace, cr.Step, "a click on the row chosen takes it")

	var none ui.Input
	r.input.clickAt(&none, image.Pt(r.lay.W-2, r.lay.H-2), r.paint.hits)
	assert.Empty(t, none.Typed, "a click on no place types nothing")

	p, err := New(Options{Seed: 1, Rules: "drn"})
	require.NoError(t, err)
	r = p
	in = click(ui.RulesPageKey)
	r.ui.Update(in, r.g)
	page, ok := r.ui.Screen().(*ui.RulesPage)
	require.True(t, ok, "a click on the Rules: line opens the page: %T", r.ui.Screen())
	assert.Equal(t, "drn", page.Name)
}
