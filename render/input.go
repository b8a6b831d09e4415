// Input: the keys, the mouse and the gamepad read from Ebitengine once a tick into a ui.Input; what they mean is the
// ui package's.

package render

import (
	"image"

	"codeberg.org/anaseto/gruid"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/prefs"
	"github.com/cleave-game/cleave/render/ui"
)

// The directions of movement.
var (
	north, south, east, west = gruid.Point{Y: -1}, gruid.Point{Y: 1}, gruid.Point{X: 1}, gruid.Point{X: -1}
	ne, nw, se, sw           = gruid.Point{X: 1, Y: -1}, gruid.Point{X: -1, Y: -1}, gruid.Point{X: 1, Y: 1}, gruid.Point{X: -1, Y: 1}
)

// keyDir binds a key to a direction of movement.
type keyDir struct {
	key ebiten.Key
	dir gruid.Point
}

// keyPress binds a key to a key of interest of the ui package.
type keyPress struct {
	key ebiten.Key
	ui  ui.Key
}

// keyTables are the model's key bindings as Ebitengine's keys, made again when they change
// (ui.Model.KeysVersion).
type keyTables struct {
	version int
	ok      bool
	moves   []keyDir   // every key that moves, with its direction (the wait keys: zero)
	runs    []keyDir   // the movement keys that type no character: with Shift, they run
	presses []keyPress // the screens' keys
}

// keyChars are the characters that name a key of their own, and the key.
var keyChars = map[rune]ebiten.Key{
	'.': ebiten.KeyPeriod, ',': ebiten.KeyComma, ';': ebiten.KeySemicolon, '/': ebiten.KeySlash,
	'[': ebiten.KeyBracketLeft, ']': ebiten.KeyBracketRight, '-': ebiten.KeyMinus, '=': ebiten.KeyEqual,
	'\'': ebiten.KeyQuote, '`': ebiten.KeyBackquote, '\\': ebiten.KeyBackslash,
}

// arrowNames are the settings' names of the arrows, which Ebitengine calls ArrowUp and so on.
var arrowNames = map[string]string{"Up": "ArrowUp", "Down": "ArrowDown", "Left": "ArrowLeft", "Right": "ArrowRight"}

// ebitenKey is the key that a binding's key name names (prefs.HoldableKey: a named key, or a character
// typed without Shift), and whether there is one.
func ebitenKey(name string) (ebiten.Key, bool) {
	if r := []rune(name); len(r) == 1 {
		switch c := r[0]; {
		case c >= 'a' && c <= 'z':
			return ebiten.KeyA + ebiten.Key(c-'a'), true
		case c >= '0' && c <= '9':
			return ebiten.KeyDigit0 + ebiten.Key(c-'0'), true
		default:
			k, ok := keyChars[c]
			return k, ok
		}
	}
	if a, ok := arrowNames[name]; ok {
		name = a
	}
	var k ebiten.Key
	if err := k.UnmarshalText([]byte(name)); err != nil {
		return 0, false
	}
	return k, true
}

// keyName is the settings' name of a key that types no character ("" for the others: letters, digits,
// punctuation come as typed characters).
func keyName(k ebiten.Key) string {
	name := k.String()
	for n, a := range arrowNames {
		if a == name {
			return n
		}
	}
	if prefs.IsNamedKey(name) {
		return name
	}
	return ""
}

// input reads the keys, the mouse and the fingers once a tick into a ui.Input, its slices reused: it keeps
// the key bindings as Ebitengine's keys, the fingers on the screen and when one was last down. What the
// input means is the ui package's.
type input struct {
	in        ui.Input     // the input of this tick
	keyTab    keyTables    // the key bindings as Ebitengine's keys
	pressed   []ebiten.Key // the keys pressed this tick (reused)
	fingers   []finger     // the touches under way
	touchIDs  []ebiten.TouchID
	downIDs   []ebiten.TouchID   // the touches on the screen this tick (reused)
	pinch     ui.Pinch           // two fingers zooming the map
	touchedAt int                // the tick a finger was last down
	pad       ui.Pad             // the gamepad's buttons and direction held (render/gamepad.go)
	padIDs    []ebiten.GamepadID // the gamepads connected (reused)
	padOn     bool               // a gamepad with the standard layout is connected
	wheel     float64            // the mouse wheel's turn toward the player not yet a whole notch
	// What input asks of the runner: where the logical screen is on the window and how it is laid out, the
	// map cell under a logical pixel, and the touch bar turned on at the first touch.
	placed  *placement
	lay     *ui.Layout
	cellAt  func(x, y int) (gruid.Point, bool)
	touchOn func()
}

// keys are the key tables of model m's bindings now.
func (ip *input) keys(m *ui.Model) *keyTables {
	t := &ip.keyTab
	if t.ok && t.version == m.KeysVersion() {
		return t
	}
	t.version, t.ok = m.KeysVersion(), true
	t.moves, t.runs, t.presses = t.moves[:0], t.runs[:0], t.presses[:0]
	for _, mv := range m.MoveKeys() {
		if k, ok := ebitenKey(mv.Name); ok {
			t.moves = append(t.moves, keyDir{k, mv.Dir})
			if len(mv.Name) > 1 { // a named key types no character: Shift and it runs
				t.runs = append(t.runs, keyDir{k, mv.Dir})
			}
		}
	}
	for _, p := range m.PressKeys() {
		if k, ok := ebitenKey(p.Name); ok {
			t.presses = append(t.presses, keyPress{k, p.Key})
		}
	}
	return t
}

// read reads this tick's keys, mouse and fingers (tick now; hits the places to tap of the screen drawn last)
// for model m and game g (nil while the player creates a character) into the input, and returns it.
func (ip *input) read(m *ui.Model, g *game.Game, now int, hits []hit) ui.Input {
	in := &ip.in
	in.Typed = ebiten.AppendInputChars(in.Typed[:0])
	in.Pressed = 0
	keys := ip.keys(m)
	for _, k := range keys.presses {
		if inpututil.IsKeyJustPressed(k.key) {
			in.Pressed |= k.ui
		}
	}
	in.Moves = in.Moves[:0]
	in.Run = gruid.Point{}
	if !ebiten.IsKeyPressed(ebiten.KeyShift) { // Shift and a key type a character ('>', 'T'), not a move
		for _, k := range keys.moves {
			if d := inpututil.KeyPressDuration(k.key); d > 0 {
				in.Moves = append(in.Moves, ui.Move{Dir: k.dir, Held: d})
			}
		}
	} else {
		for _, k := range keys.runs { // Shift and an arrow or the numpad: a run (Shift+h types 'H', which runs too)
			if inpututil.IsKeyJustPressed(k.key) {
				in.Run = k.dir
			}
		}
	}
	in.Keys = in.Keys[:0]
	ip.pressed = inpututil.AppendJustPressedKeys(ip.pressed[:0])
	for _, k := range ip.pressed {
		if n := keyName(k); n != "" {
			in.Keys = append(in.Keys, n)
		}
	}
	in.Commands = in.Commands[:0]
	ip.readPad(in, m.Settings().Pad)
	_, dy := ebiten.Wheel() // up is positive: a list goes down for a notch turned toward the player
	ip.wheel -= dy
	in.Wheel = int(ip.wheel) // whole notches; a touchpad's fractions add up
	ip.wheel -= float64(in.Wheel)
	in.Click, in.Touch, in.LongPress, in.MapZoom = false, false, false, 0
	in.Hover, in.HoverOK = gruid.Point{}, false
	ip.readTouches(in, now, hits)
	if len(ip.fingers) == 0 && now-ip.touchedAt > touchQuiet && !in.Click && !in.LongPress {
		// the mouse, unless a finger is down or was lately: a browser follows a tap with a mouse click
		in.Click = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
		in.Hover, in.HoverOK = ip.mouseCell(g)
		if in.Click {
			ip.clickAt(in, ip.logical(ebiten.CursorPosition()), hits)
		}
	}
	return *in
}

// clickAt adds to in a mouse click at logical pixel q: on a place to tap (hits: a creation row, the side
// panel's "Rules:" line) it types that place's key, as a tap does.
func (ip *input) clickAt(in *ui.Input, q image.Point, hits []hit) {
	for _, h := range hits {
		if q.In(h.rect) {
			in.Typed = append(in.Typed, h.key)
			return
		}
	}
}

// mouseCell is the map cell under the mouse, and whether the mouse is over the map of g.
func (ip *input) mouseCell(g *game.Game) (gruid.Point, bool) {
	if g == nil {
		return gruid.Point{}, false
	}
	x, y := ebiten.CursorPosition()
	p := *ip.placed
	if p.k == 0 {
		return gruid.Point{}, false // nothing drawn yet
	}
	return ip.cellAt(int((float64(x)-p.ox)/p.k), int((float64(y)-p.oy)/p.k))
}
