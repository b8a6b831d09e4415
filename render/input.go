// Input: the keys and the mouse read from Ebitengine once a tick into a ui.Input; what they mean is the
// ui package's.

package render

import (
	"slices"

	"codeberg.org/anaseto/gruid"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/cleave-game/cleave/render/ui"
)

// keyDir binds a key to a direction of movement.
type keyDir struct {
	key ebiten.Key
	dir gruid.Point
}

var (
	north, south, east, west = gruid.Point{Y: -1}, gruid.Point{Y: 1}, gruid.Point{X: 1}, gruid.Point{X: -1}
	ne, nw, se, sw           = gruid.Point{X: 1, Y: -1}, gruid.Point{X: -1, Y: -1}, gruid.Point{X: 1, Y: 1}, gruid.Point{X: -1, Y: 1}
)

// moveKeys are every key that moves, with its direction. Wait keys have the zero direction.
var moveKeys = []keyDir{
	{ebiten.KeyArrowUp, north}, {ebiten.KeyArrowDown, south}, {ebiten.KeyArrowLeft, west}, {ebiten.KeyArrowRight, east},
	{ebiten.KeyK, north}, {ebiten.KeyJ, south}, {ebiten.KeyH, west}, {ebiten.KeyL, east},
	{ebiten.KeyY, nw}, {ebiten.KeyU, ne}, {ebiten.KeyB, sw}, {ebiten.KeyN, se},
	{ebiten.KeyNumpad8, north}, {ebiten.KeyNumpad2, south}, {ebiten.KeyNumpad4, west}, {ebiten.KeyNumpad6, east},
	{ebiten.KeyNumpad7, nw}, {ebiten.KeyNumpad9, ne}, {ebiten.KeyNumpad1, sw}, {ebiten.KeyNumpad3, se},
	{ebiten.KeyHome, nw}, {ebiten.KeyPageUp, ne}, {ebiten.KeyEnd, sw}, {ebiten.KeyPageDown, se},
	{ebiten.KeyPeriod, gruid.Point{}}, {ebiten.KeyNumpad5, gruid.Point{}},
}

// runKeys are the movement keys that type no character: with Shift, they run.
var runKeys = slices.Concat(moveKeys[:4], moveKeys[12:20])

// pressKeys are the other keys of interest, as the ui package names them.
var pressKeys = []struct {
	key ebiten.Key
	ui  ui.Key
}{
	{ebiten.KeyEscape, ui.KeyEscape}, {ebiten.KeyEnter, ui.KeyEnter}, {ebiten.KeyNumpadEnter, ui.KeyEnter},
	{ebiten.KeyTab, ui.KeyTab}, {ebiten.KeyPageUp, ui.KeyPageUp}, {ebiten.KeyPageDown, ui.KeyPageDown},
	{ebiten.KeyF11, ui.KeyFullscreen},
}

// readInput reads this tick's keys and mouse into r.in (its slices reused) and returns it.
func (r *Runner) readInput() ui.Input {
	in := &r.in
	in.Typed = ebiten.AppendInputChars(in.Typed[:0])
	in.Pressed = 0
	for _, k := range pressKeys {
		if inpututil.IsKeyJustPressed(k.key) {
			in.Pressed |= k.ui
		}
	}
	in.Moves = in.Moves[:0]
	in.Run = gruid.Point{}
	if !ebiten.IsKeyPressed(ebiten.KeyShift) { // Shift and a key type a character ('>', 'T'), not a move
		for _, k := range moveKeys {
			if d := inpututil.KeyPressDuration(k.key); d > 0 {
				in.Moves = append(in.Moves, ui.Move{Dir: k.dir, Held: d})
			}
		}
	} else {
		for _, k := range runKeys { // Shift and an arrow or the numpad: a run (Shift+h types 'H', which runs too)
			if inpututil.IsKeyJustPressed(k.key) {
				in.Run = k.dir
			}
		}
	}
	in.Click, in.Touch, in.LongPress = false, false, false
	in.Hover, in.HoverOK = gruid.Point{}, false
	r.readTouches(in)
	if len(r.fingers) == 0 && r.tick-r.touchedAt > touchQuiet && !in.Click && !in.LongPress {
		// the mouse, unless a finger is down or was lately: a browser follows a tap with a mouse click
		in.Click = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
		in.Hover, in.HoverOK = r.mouseCell()
	}
	return *in
}

// mouseCell is the map cell under the mouse, and whether the mouse is over the map.
func (r *Runner) mouseCell() (gruid.Point, bool) {
	if r.g == nil {
		return gruid.Point{}, false
	}
	x, y := ebiten.CursorPosition()
	p := r.placed
	if p.k == 0 {
		return gruid.Point{}, false // nothing drawn yet
	}
	return r.cellAt(int((float64(x)-p.ox)/p.k), int((float64(y)-p.oy)/p.k))
}
