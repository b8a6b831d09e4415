// The gamepad: a snapshot of the standard layout's buttons and left stick, read by the renderer once a
// tick, turned into the Input a keyboard would give. The d-pad and the stick move (held, with the keys'
// repeat); the other buttons do the actions bound to them (prefs.Pad).

package ui

import (
	"math"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/render/prefs"
)

// PadState is a gamepad as the renderer read it this tick: the standard layout's buttons held down (by
// prefs.PadButtons' index) and the left stick's axes, -1 to 1 (right and down positive).
type PadState struct {
	Down   [prefs.PadButtonCount]bool
	LX, LY float64
}

// PadDeadZone is how far the left stick must lean, of its full reach, to move: less is a thumb at rest.
const PadDeadZone = 0.5

// Pad turns the gamepad's snapshots into input, tick after tick: it remembers how long each button and the
// direction have been held. The zero value is a pad with nothing held.
type Pad struct {
	held    [prefs.PadButtonCount]int // ticks each button has been held (0: up)
	dir     gruid.Point               // the direction held last tick (zero: none)
	dirHeld int                       // ticks it has been held
}

// Read adds snapshot s to in under bindings b: a direction held as a movement key held that long, a
// bound button pressed this tick as its action (the wait held repeats as '.' does; a screen key or a
// command fires once per press).
func (p *Pad) Read(s PadState, b prefs.Pad, in *Input) {
	for i, down := range s.Down {
		if down {
			p.held[i]++
		} else {
			p.held[i] = 0
		}
	}
	d := padDir(s)
	switch {
	case d == (gruid.Point{}):
		p.dirHeld = 0
	case d == p.dir:
		p.dirHeld++
	default:
		p.dirHeld = 1
	}
	p.dir = d
	if p.dirHeld > 0 {
		in.Moves = append(in.Moves, Move{Dir: d, Held: p.dirHeld})
	}
	names := prefs.PadButtons()
	for i, n := range p.held {
		if n == 1 {
			in.PadButtons = append(in.PadButtons, names[i])
		}
	}
	acts, ok := b.PadActions()
	for i := range acts {
		if !ok[i] || p.held[i] == 0 {
			continue
		}
		a := acts[i]
		switch {
		case a.Kind == prefs.KindMove: // the wait: held, it repeats
			in.Moves = append(in.Moves, Move{Held: p.held[i]})
		case p.held[i] != 1:
		case a.Kind == prefs.KindPress:
			in.Pressed |= pressKey(a.Name)
		default:
			in.Commands = append(in.Commands, a.Rune())
		}
	}
}

// padDir is the direction snapshot s holds: the d-pad's (two of its buttons make a diagonal), else the
// left stick's past the dead zone, to the nearest of the eight directions.
func padDir(s PadState) gruid.Point {
	var d gruid.Point
	if s.Down[prefs.PadUp] {
		d.Y--
	}
	if s.Down[prefs.PadDown] {
		d.Y++
	}
	if s.Down[prefs.PadLeft] {
		d.X--
	}
	if s.Down[prefs.PadRight] {
		d.X++
	}
	if d != (gruid.Point{}) || math.Hypot(s.LX, s.LY) < PadDeadZone {
		return d
	}
	// eight sectors of 45°, the first centred on east; y grows downward, as on the map
	sector := int(math.Round(math.Atan2(s.LY, s.LX)/(math.Pi/4))+8) % 8
	return []gruid.Point{{X: 1}, {X: 1, Y: 1}, {Y: 1}, {X: -1, Y: 1}, {X: -1}, {X: -1, Y: -1}, {Y: -1}, {X: 1, Y: -1}}[sector]
}
