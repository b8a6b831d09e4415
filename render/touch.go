// Touch: fingers read once a tick into the ui.Input as taps (a click on a cell, a button of the touch bar, a
// line of a list: the places to tap the painter kept), long presses (look) and pinches (the map's zoom).

package render

import (
	"image"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/cleave-game/cleave/render/ui"
)

// How far a finger may move and still tap, in logical pixels, and touch timings, in ticks (a long press's:
// ui.LongPressTicks).
const (
	tapSlop = 10
	// touchQuiet is how long after a touch the mouse is not read: a browser sends a mouse click after a
	// tap, which the tap has already played.
	touchQuiet = 45
)

// finger is a touch under way: where it went down and where it is, in logical pixels, and whether its long
// press has been played.
type finger struct {
	id        ebiten.TouchID
	start, at image.Point
	long      bool
	pinched   bool // the finger was one of a pinch: it neither taps nor presses
}

// readTouches adds this tick's taps and long presses to in (tick now; hits the places to tap). The first
// touch turns the touch bar on.
func (ip *input) readTouches(in *ui.Input, now int, hits []hit) {
	ip.touchIDs = inpututil.AppendJustPressedTouchIDs(ip.touchIDs[:0])
	for _, id := range ip.touchIDs {
		p := ip.logical(ebiten.TouchPosition(id))
		ip.fingers = append(ip.fingers, finger{id: id, start: p, at: p})
		ip.touchOn()
	}
	if len(ip.fingers) > 0 {
		ip.touchedAt = now
	}
	ip.downIDs = ebiten.AppendTouchIDs(ip.downIDs[:0])
	kept := ip.fingers[:0]
	for _, f := range ip.fingers {
		if inpututil.IsTouchJustReleased(f.id) {
			if !f.long && !f.pinched && near(f.start, f.at) {
				ip.tap(in, f.start, hits)
			}
			continue
		}
		if !slices.Contains(ip.downIDs, f.id) {
			continue // a finger whose lifting was not seen: no longer on the screen, and no second finger of a pinch
		}
		f.at = ip.logical(ebiten.TouchPosition(f.id))
		if !f.long && !f.pinched && ui.LongPress(inpututil.TouchPressDuration(f.id), !near(f.start, f.at)) {
			f.long = true
			if p, ok := ip.cellAt(f.start.X, f.start.Y); ok {
				in.LongPress, in.Hover, in.HoverOK = true, p, true
			}
		}
		kept = append(kept, f)
	}
	ip.fingers = kept
	ip.readPinch(in)
}

// readPinch follows two fingers on the screen as a pinch: its steps zoom the map (in.MapZoom), and its
// fingers neither tap nor press. A third finger, or one lifted, ends it.
func (ip *input) readPinch(in *ui.Input) {
	if len(ip.fingers) != 2 {
		ip.pinch.End()
		return
	}
	a, b := &ip.fingers[0], &ip.fingers[1]
	a.pinched, b.pinched = true, true
	in.MapZoom += ip.pinch.Move(ui.Distance(a.at.X, a.at.Y, b.at.X, b.at.Y))
}

// near reports whether a finger that went down at a is still a tap at b.
func near(a, b image.Point) bool {
	d := b.Sub(a)
	return d.X*d.X+d.Y*d.Y <= tapSlop*tapSlop
}

// tap plays a tap at logical pixel q: a button of the touch bar, a line of a list on screen (one of hits: its
// key, as a touch: a tap on the creation screen's line already chosen takes it), else a click on the map's
// cell there.
func (ip *input) tap(in *ui.Input, q image.Point, hits []hit) {
	if i, ok := ip.lay.ButtonAt(q); ok {
		ui.TouchButtons[i].Press(in)
		return
	}
	for _, h := range hits {
		if q.In(h.rect) {
			in.Typed, in.Touch = append(in.Typed, h.key), true
			return
		}
	}
	in.Click, in.Touch = true, true
	in.Hover, in.HoverOK = ip.cellAt(q.X, q.Y)
}

// logical is the logical pixel under window point (x, y).
func (ip *input) logical(x, y int) image.Point {
	p := *ip.placed
	if p.k == 0 {
		return image.Point{X: -1, Y: -1}
	}
	return image.Pt(int(math.Floor((float64(x)-p.ox)/p.k)), int(math.Floor((float64(y)-p.oy)/p.k)))
}
