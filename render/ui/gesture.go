// Gestures: how long a finger is held for a long press, and how far two fingers move apart or together for a
// pinch to zoom the map, read by the renderer from the fingers' positions (render/touch.go).

package ui

import "math"

// TicksPerSecond is the game loop's rate (Ebitengine's default, which the renderer keeps while anything moves).
const TicksPerSecond = 60

// LongPressTicks is how long a finger is held still for a long press (look): 350 ms. iOS Safari ends a touch
// held 500 ms (it takes it for its own callout: DCSS's WebTiles lost its hold gesture there), so the long press
// comes well before that.
const LongPressTicks = 21

// LongPress reports whether a finger held still for held ticks is a long press (moved: it left its cell's
// tap slop, a drag or a pinch, never a press).
func LongPress(held int, moved bool) bool { return !moved && held >= LongPressTicks }

// PinchStep is the ratio of two fingers' distance to its distance at the last step that zooms the map one step:
// apart by a quarter more, one step in (bigger cells); together by a fifth, one step out.
const PinchStep = 1.25

// Pinch follows two fingers on the screen: the distance between them at the last step taken. The zero value
// is no pinch under way.
type Pinch struct {
	base float64 // the fingers' distance at the pinch's start or its last step (0: no pinch)
}

// Move is the zoom step the two fingers at distance dist (logical pixels) make: +1 when they moved PinchStep
// times further apart than at the last step (zoom in), -1 as many times closer (zoom out), else 0. Each step
// taken starts the next from where the fingers are. The first call begins the pinch.
func (p *Pinch) Move(dist float64) int {
	if dist <= 0 {
		return 0
	}
	if p.base == 0 {
		p.base = dist
		return 0
	}
	r := dist / p.base
	switch {
	case r >= PinchStep:
		p.base = dist
		return 1
	case r <= 1/PinchStep:
		p.base = dist
		return -1
	}
	return 0
}

// End ends the pinch (a finger lifted): the next Move begins another.
func (p *Pinch) End() { p.base = 0 }

// UnderWay reports whether a pinch is being followed.
func (p *Pinch) UnderWay() bool { return p.base > 0 }

// Distance is how far apart two fingers at (ax, ay) and (bx, by) are.
func Distance(ax, ay, bx, by int) float64 { return math.Hypot(float64(bx-ax), float64(by-ay)) }

// The map's zoom: how many screen pixels a pixel of the art takes on the map (the layout's Zoom). A pinch
// steps it between MinMapZoom and MaxMapZoom, and lower where the map would keep fewer than
// MinMapCols×MinMapRows cells.
const MinMapZoom, MaxMapZoom = 1, 4

// ClampMapZoom is zoom z bounded to MinMapZoom..MaxMapZoom.
func ClampMapZoom(z int) int { return max(MinMapZoom, min(MaxMapZoom, z)) }
