// Sight: symmetric shadowcasting with a light radius, gruid's SSC algorithm without allocations.

package levels

import "codeberg.org/anaseto/gruid"

// FOV computes what can be seen from one cell: symmetric shadowcasting (if A sees B, B sees A)
// cut to a round light radius. Walls and closed doors block sight and are themselves seen.
// It gives exactly gruid's rl.FOV.SSCVisionMap (diagonal gaps let sight through) inside the
// radius. A FOV is reusable: after the first Compute on a level size it allocates nothing.
// The zero value is ready to use.
type FOV struct {
	vis   Bits
	cells []int32 // the cells seen, by index (y·W+x), in the order seen
	pts   []gruid.Point
	ptsOK bool // pts holds cells as points (Points makes them when first asked)
	rows  []sscRow
	// span[d] is the greatest column within the radius at depth d (d²+span[d]² ≤ radius²+radius), for the
	// radius spanR; worked out again when the radius changes.
	span  []int
	spanR int
	// state of the current Compute
	l      *Level
	from   gruid.Point
	r2     int
	dp, cp gruid.Point // the steps of one row deeper and one column right in the current quadrant
}

// sscRow is a row of a quadrant being scanned, between two slopes start sn/sd and end en/ed (sd, ed > 0).
type sscRow struct {
	depth          int
	sn, sd, en, ed int
}

// quadrants are the depth and column steps of the four quadrants, north, east, south, west
// (a constant table).
var quadrants = [4][2]gruid.Point{
	{{X: 0, Y: -1}, {X: 1, Y: 0}},
	{{X: 1, Y: 0}, {X: 0, Y: 1}},
	{{X: 0, Y: 1}, {X: 1, Y: 0}},
	{{X: -1, Y: 0}, {X: 0, Y: 1}},
}

// NewFOV returns a field of view ready for levels of any size (buffers grow on first use).
func NewFOV() *FOV { return &FOV{} }

// Compute makes the field of view from `from` on l with the given radius (cells within
// dx²+dy² ≤ radius²+radius are in range). It replaces the previous result.
func (f *FOV) Compute(l *Level, from gruid.Point, radius int) { f.scan(l, from, radius, f.quadrant) }

// scan is Compute by the given scan of a quadrant (the quadrant's steps in dp and cp).
func (f *FOV) scan(l *Level, from gruid.Point, radius int, quadrant func(radius int)) {
	if f.vis.W != l.W || f.vis.H != l.H {
		f.vis = NewBits(l.W, l.H)
	} else {
		f.vis.Clear()
	}
	f.cells, f.pts, f.ptsOK = f.cells[:0], f.pts[:0], false
	if !l.In(from) || radius < 0 {
		return
	}
	f.l, f.from, f.r2 = l, from, radius*radius+radius
	if f.spanR != radius || len(f.span) != radius+1 {
		f.span, f.spanR = f.span[:0], radius
		for d, c := 0, radius; d <= radius; d++ {
			for d*d+c*c > f.r2 {
				c--
			}
			f.span = append(f.span, c)
		}
	}
	f.reveal(from)
	for _, q := range quadrants {
		f.dp, f.cp = q[0], q[1]
		quadrant(radius)
	}
	f.l = nil
}

// quadrant scans one quadrant, as gruid's sscQuadrant with diagonals let through, within the light's circle:
// a row's columns are cut to the radius's span at its depth, and a floor cell's test against the row's
// slopes is two bounds worked out once a row (issue 35). What the scan beyond the circle would have found
// is never seen within it: a wall beyond the span at depth d casts its shadow from column d·(2c−1)/2d on,
// past every span deeper (spans shrink with depth), and the rows it would split start past them too; so the
// cells seen and their order are the plain scan's (TestFOVAsPlainScan, over many random levels).
func (f *FOV) quadrant(radius int) {
	l, src := f.l, f.from
	tiles := l.Tiles
	colmin, colmax, dmax := f.quadrantBounds(radius)
	if dmax <= 0 {
		return
	}
	// The cell at depth d and column col by index: the source's, d depth steps and col column steps on.
	si, di, ci := src.Y*l.W+src.X, f.dp.Y*l.W+f.dp.X, f.cp.Y*l.W+f.cp.X
	f.rows = append(f.rows[:0], sscRow{depth: 1, sn: -1, sd: 1, en: 1, ed: 1})
	for len(f.rows) > 0 {
		r := f.rows[len(f.rows)-1]
		f.rows = f.rows[:len(f.rows)-1]
		// min column lo: depth·start rounded half up; max column hi: depth·end rounded half down. A floor
		// cell is seen between the slopes, from a = depth·start rounded up (col·sd ≥ depth·sn) to b =
		// depth·end rounded down (col·ed ≤ depth·en). One division for each end: q, m the quotient rounded
		// down and its remainder (0 ≤ m < divisor).
		qs, ms := floorDivMod(r.depth*r.sn, r.sd)
		qe, me := floorDivMod(r.depth*r.en, r.ed)
		lo, a, hi, b := qs, qs, qe, qe
		if 2*ms >= r.sd {
			lo++
		}
		if ms > 0 {
			a++
		}
		if 2*me > r.ed {
			hi++
		}
		// The columns within the radius: distance² from src is depth²+col², the steps dp and cp being unit
		// and square to each other.
		span := f.span[r.depth]
		lo, hi = max(lo, colmin, -span), min(hi, colmax, span)
		if lo > hi {
			continue
		}
		// The first column's wall or floor is the one before it, so that it starts no change of slope.
		i := si + r.depth*di + lo*ci
		prevWall := tiles[i].Opaque()
		for col := lo; col <= hi; col, i = col+1, i+ci {
			wall := tiles[i].Opaque()
			if wall || col >= a && col <= b {
				f.revealAt(i)
			}
			if wall != prevWall {
				if !wall {
					// the start slope (2col−1)/2depth: every column from col on is past it
					r.sn, r.sd, a = 2*col-1, 2*r.depth, col
				} else if r.depth < dmax {
					f.rows = append(f.rows, sscRow{depth: r.depth + 1, sn: r.sn, sd: r.sd, en: 2*col - 1, ed: 2 * r.depth})
				}
				prevWall = wall
			}
		}
		if !prevWall && r.depth < dmax {
			r.depth++
			f.rows = append(f.rows, r)
		}
	}
}

// quadrantBounds are the current quadrant's least and greatest columns on the level and its greatest depth on
// the level and within the radius.
func (f *FOV) quadrantBounds(radius int) (colmin, colmax, dmax int) {
	l, src := f.l, f.from
	switch {
	case f.dp.Y < 0:
		colmin, colmax, dmax = -src.X, l.W-src.X-1, src.Y
	case f.dp.Y > 0:
		colmin, colmax, dmax = -src.X, l.W-src.X-1, l.H-src.Y-1
	case f.dp.X > 0:
		colmin, colmax, dmax = -src.Y, l.H-src.Y-1, l.W-src.X-1
	default:
		colmin, colmax, dmax = -src.Y, l.H-src.Y-1, src.X
	}
	return colmin, colmax, min(dmax, radius)
}

// reveal marks p seen if it lies within the radius.
func (f *FOV) reveal(p gruid.Point) {
	d := p.Sub(f.from)
	if d.X*d.X+d.Y*d.Y > f.r2 || f.vis.Has(p) {
		return
	}
	f.vis.Add(p)
	f.cells = append(f.cells, int32(p.Y*f.vis.W+p.X))
}

// revealAt marks the cell of index i, within the radius, seen: reveal's.
func (f *FOV) revealAt(i int) {
	if w := &f.vis.Words[i>>6]; *w&(1<<(uint(i)&63)) == 0 {
		*w |= 1 << (uint(i) & 63)
		f.cells = append(f.cells, int32(i))
	}
}

// floorDivMod is floorDiv's quotient and the remainder that goes with it, 0 ≤ m < b (b > 0).
func floorDivMod(a, b int) (q, m int) {
	q, m = a/b, a%b
	if m < 0 {
		q, m = q-1, m+b
	}
	return q, m
}

// Visible reports whether p was seen by the last Compute.
func (f *FOV) Visible(p gruid.Point) bool { return f.vis.Has(p) }

// Points returns the cells seen by the last Compute; the slice is reused by the next Compute.
func (f *FOV) Points() []gruid.Point {
	if !f.ptsOK {
		w := f.vis.W
		for _, i := range f.cells {
			f.pts = append(f.pts, gruid.Point{X: int(i) % w, Y: int(i) / w})
		}
		f.ptsOK = true
	}
	return f.pts
}

// Cells returns the cells seen by the last Compute by index on the level (y·W+x), in Points' order; the
// slice is reused by the next Compute. The game marks what is seen by index (issue 35: no point made).
func (f *FOV) Cells() []int32 { return f.cells }

// Seen returns the set of cells seen by the last Compute (reused by the next Compute); the game
// may Union it into its remembered cells.
func (f *FOV) Seen() *Bits { return &f.vis }
