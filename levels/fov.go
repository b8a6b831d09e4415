// Sight: symmetric shadowcasting with a light radius, wrapping gruid's rl.FOV.
package levels

import (
	"codeberg.org/anaseto/gruid"
	"codeberg.org/anaseto/gruid/rl"
)

// FOV computes what can be seen from one cell: symmetric shadowcasting (if A sees B, B sees A)
// cut to a round light radius. Walls and closed doors block sight and are themselves seen.
// A FOV is reusable: after the first Compute on a level size it allocates nothing.
type FOV struct {
	g    *rl.FOV
	l    *Level
	vis  Bits
	pts  []gruid.Point
	pass func(gruid.Point) bool
}

// NewFOV returns a field of view ready for levels of any size (buffers grow on first use).
func NewFOV() *FOV {
	f := &FOV{}
	f.pass = f.transparent
	return f
}

func (f *FOV) transparent(p gruid.Point) bool {
	return !f.l.Tiles[p.Y*f.l.W+p.X].Opaque()
}

// Compute makes the field of view from `from` on l with the given radius (cells within
// dx²+dy² ≤ radius²+radius are in range). It replaces the previous result.
func (f *FOV) Compute(l *Level, from gruid.Point, radius int) {
	if f.pass == nil {
		f.pass = f.transparent
	}
	rg := l.Bounds()
	if f.g == nil {
		f.g = rl.NewFOV(rg)
	} else if f.g.Range() != rg {
		f.g.SetRange(rg)
	}
	if f.vis.W != l.W || f.vis.H != l.H {
		f.vis = NewBits(l.W, l.H)
	} else {
		f.vis.Clear()
	}
	f.pts = f.pts[:0]
	if !l.In(from) {
		return
	}
	f.l = l
	r2 := radius*radius + radius
	for _, p := range f.g.SSCVisionMap(from, radius, f.pass, true) {
		d := p.Sub(from)
		if d.X*d.X+d.Y*d.Y <= r2 {
			f.vis.Add(p)
			f.pts = append(f.pts, p)
		}
	}
	f.l = nil
}

// Visible reports whether p was seen by the last Compute.
func (f *FOV) Visible(p gruid.Point) bool { return f.vis.Has(p) }

// Points returns the cells seen by the last Compute; the slice is reused by the next Compute.
func (f *FOV) Points() []gruid.Point { return f.pts }

// Seen returns the set of cells seen by the last Compute (reused by the next Compute); the game
// may Union it into its remembered cells.
func (f *FOV) Seen() *Bits { return &f.vis }
