// Touch: fingers read once a tick into the ui.Input as taps (a click on a cell, a button of the touch bar, a
// line of a list) and long presses (look); the touch bar drawn; the lists' lines kept as places to tap.

package render

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/cleave-game/cleave/render/ui"
)

// Touch timings, in ticks, and how far a finger may move and still tap, in logical pixels.
const (
	longPressTicks = 30 // half a second held: a long press
	tapSlop        = 10
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
}

// readTouches adds this tick's taps and long presses to in. The first touch turns the touch bar on.
func (r *Runner) readTouches(in *ui.Input) {
	r.touchIDs = inpututil.AppendJustPressedTouchIDs(r.touchIDs[:0])
	for _, id := range r.touchIDs {
		p := r.logical(ebiten.TouchPosition(id))
		r.fingers = append(r.fingers, finger{id: id, start: p, at: p})
		if !r.layOpt.Touch {
			r.layOpt.Touch = true
			r.relayout(r.lay.Device)
		}
	}
	if len(r.fingers) > 0 {
		r.touchedAt = r.anim.tick
	}
	kept := r.fingers[:0]
	for _, f := range r.fingers {
		if inpututil.IsTouchJustReleased(f.id) {
			if !f.long && near(f.start, f.at) {
				r.tap(in, f.start)
			}
			continue
		}
		f.at = r.logical(ebiten.TouchPosition(f.id))
		if !f.long && near(f.start, f.at) && inpututil.TouchPressDuration(f.id) >= longPressTicks {
			f.long = true
			if p, ok := r.cellAt(f.start.X, f.start.Y); ok {
				in.LongPress, in.Hover, in.HoverOK = true, p, true
			}
		}
		kept = append(kept, f)
	}
	r.fingers = kept
}

// near reports whether a finger that went down at a is still a tap at b.
func near(a, b image.Point) bool {
	d := b.Sub(a)
	return d.X*d.X+d.Y*d.Y <= tapSlop*tapSlop
}

// tap plays a tap at logical pixel q: a button of the touch bar, a line of a list on screen (its key, as a
// touch: a tap on the creation screen's line already chosen takes it), else a click on the map's cell there.
func (r *Runner) tap(in *ui.Input, q image.Point) {
	if i, ok := r.lay.ButtonAt(q); ok {
		ui.TouchButtons[i].Press(in)
		return
	}
	for _, h := range r.paint.hits {
		if q.In(h.rect) {
			in.Typed, in.Touch = append(in.Typed, h.key), true
			return
		}
	}
	in.Click, in.Touch = true, true
	in.Hover, in.HoverOK = r.cellAt(q.X, q.Y)
}

// logical is the logical pixel under window point (x, y).
func (r *Runner) logical(x, y int) image.Point {
	p := r.placed
	if p.k == 0 {
		return image.Point{X: -1, Y: -1}
	}
	return image.Pt(int(math.Floor((float64(x)-p.ox)/p.k)), int(math.Floor((float64(y)-p.oy)/p.k)))
}

// drawBar draws the touch bar: a box for each button, its label in the middle.
func (r *Runner) drawBar(p *painter) {
	if r.lay.Bar.Empty() {
		return
	}
	b := r.lay.Bar
	p.fill(float64(b.Min.X), float64(b.Min.Y), float64(b.Dx()), float64(b.Dy()), r.pal.Panel)
	for i, btn := range ui.TouchButtons {
		q := r.lay.Button(i)
		x, y, w, h := float64(q.Min.X)+2, float64(q.Min.Y)+3, float64(q.Dx())-4, float64(q.Dy())-6
		p.fill(x, y, w, h, colPanelEdge)
		p.Text(btn.Label, x+(w-float64(r.lay.CharW*len(btn.Label)))/2, y+(h-float64(13*r.lay.Text))/2, ui.ColInfo)
	}
}
