// Generation: caves by gruid's cellular automata, kept to their largest connected part.

package levels

import (
	"math/rand/v2"
	"slices"

	"codeberg.org/anaseto/gruid"
	"codeberg.org/anaseto/gruid/rl"
)

const (
	caveWall   rl.Cell = 0
	caveGround rl.Cell = 1
)

// caveRules are the cellular automata rules of the caves (a constant table): first smooth with
// both radii so big open areas get pillars, then with radius 1 only.
var caveRules = [...]rl.CellularAutomataRule{
	{WCutoff1: 5, WCutoff2: 2, WallsOutOfRange: true, Reps: 4},
	{WCutoff1: 5, WCutoff2: 25, WallsOutOfRange: true, Reps: 3},
}

// GenerateCave builds a w×h cave level from rng by cellular automata (the rules of gruid's
// rl.MapGen.CellularAutomataCave, worked out here in one pass per step: see automaton), keeping only the
// largest connected part, with a few pools of shallow water. The same rng state gives the same level;
// every passable cell is reachable from every other one.
func GenerateCave(rng *rand.Rand, w, h int) *Level {
	if w < 8 || h < 8 {
		return tinyLevel(NewLevel(w, h))
	}
	var c automaton
	c.init(w, h)
	for tries := 0; ; tries++ {
		c.run(rng, 0.43, caveRules[:])
		c.border()
		best, bestN := c.largest()
		if bestN*100 < w*h*35 && tries < 20 || bestN < 2 && tries < 50 {
			continue // too small a cave: draw again
		}
		if bestN < 2 {
			return tinyLevel(NewLevel(w, h))
		}
		c.keep(best)
		break
	}
	l := NewLevel(w, h)
	l.Kind = KindCave
	floor := c.queue[:0] // the scratch's queue holds the floor cells from here on
	for y := range h {
		for x := range w {
			if c.at(x, y) == uint8(caveGround) {
				l.Tiles[y*w+x] = Floor
				floor = append(floor, int32(y*w+x))
			}
		}
	}
	l.pools(rng, floor)
	floor = l.still(floor, Floor)
	up := floor[rng.IntN(len(floor))]
	l.Up = gruid.Point{X: int(up) % w, Y: int(up) / w}
	l.Set(l.Up, StairsUp)
	l.Down = l.farthestWith(l.Up, c.labels, c.queue[len(floor):cap(c.queue)])
	l.Set(l.Down, StairsDown)
	floor = l.still(floor, Floor)
	l.scatter(rng, floor, c.taken, 6+rng.IntN(6), 3+rng.IntN(4))
	return l
}

// automaton is the scratch of a cave's cellular automata: the grid with a border of two cells around it
// (the rules count the cells beyond the edge as walls), the next step's grid, and the connected parts.
// One allocation holds it all.
type automaton struct {
	w, h, pw   int     // the grid's size and the padded width
	cells, nxt []uint8 // padded grids, caveWall or caveGround
	labels     []int32 // the connected part of each cell (−1: wall), then the distances of farthestWith
	sizes      []int32 // the size of each part
	queue      []int32 // a breadth-first queue, then the floor cells
	taken      []uint8 // cells scatter has used (1)
}

// init sizes the scratch for a w×h grid.
func (c *automaton) init(w, h int) {
	c.w, c.h, c.pw = w, h, w+4
	n, pn := w*h, (w+4)*(h+4)
	bytes := make([]uint8, 2*pn+n)
	c.cells, c.nxt, c.taken = bytes[:pn], bytes[pn:2*pn], bytes[2*pn:]
	ints := make([]int32, 4*n+1)
	c.labels, c.sizes = ints[:n], ints[n:2*n+1]
	c.queue = ints[2*n+1 : 2*n+1 : 4*n+1] // room for the floor cells and a walk through them
}

// at is the cell (x, y) of the grid (x, y within it).
func (c *automaton) at(x, y int) uint8 { return c.cells[(y+2)*c.pw+x+2] }

// run fills the grid at random (a wall where rng.Float64() < winit, row by row, as gruid does) and applies
// the rules: each step, a cell becomes wall when the walls among the 3×3 cells around it (itself counted)
// are at least WCutoff1, or those among the 5×5 cells at most WCutoff2 (a cutoff of 25 or more is off),
// every cell from the grid before the step.
func (c *automaton) run(rng *rand.Rand, winit float64, rules []rl.CellularAutomataRule) {
	pw := c.pw
	for i := range c.cells {
		c.cells[i] = uint8(caveWall)
	}
	for y := range c.h {
		row := c.cells[(y+2)*pw+2:]
		for x := range c.w {
			if rng.Float64() < winit {
				row[x] = uint8(caveWall)
			} else {
				row[x] = uint8(caveGround)
			}
		}
	}
	copy(c.nxt, c.cells)
	for _, r := range rules {
		for range r.Reps {
			c.step(r)
		}
	}
}

// step applies rule r once to every cell.
func (c *automaton) step(r rl.CellularAutomataRule) {
	pw := c.pw
	wall := func(i int) int { return int(1 - c.cells[i]) } // caveWall is 0, caveGround 1
	for y := range c.h {
		for x := range c.w {
			i := (y+2)*pw + x + 2
			c1 := wall(i-pw-1) + wall(i-pw) + wall(i-pw+1) + wall(i-1) + wall(i) + wall(i+1) + wall(i+pw-1) + wall(i+pw) + wall(i+pw+1)
			cell := uint8(caveGround)
			if c1 >= r.WCutoff1 {
				cell = uint8(caveWall)
			} else if r.WCutoff2 < 25 {
				c2 := c1
				for _, o := range [...]int{-2*pw - 2, -2*pw - 1, -2 * pw, -2*pw + 1, -2*pw + 2, -pw - 2, -pw + 2, -2, 2,
					pw - 2, pw + 2, 2*pw - 2, 2*pw - 1, 2 * pw, 2*pw + 1, 2*pw + 2} {
					c2 += wall(i + o)
				}
				if c2 <= r.WCutoff2 {
					cell = uint8(caveWall)
				}
			}
			c.nxt[i] = cell
		}
	}
	c.cells, c.nxt = c.nxt, c.cells
}

// border walls the grid's edge.
func (c *automaton) border() {
	for x := range c.w {
		c.cells[2*c.pw+x+2] = uint8(caveWall)
		c.cells[(c.h+1)*c.pw+x+2] = uint8(caveWall)
	}
	for y := range c.h {
		c.cells[(y+2)*c.pw+2] = uint8(caveWall)
		c.cells[(y+2)*c.pw+c.w+1] = uint8(caveWall)
	}
}

// largest labels the connected parts of ground (by cardinal steps) and returns the part to keep and its
// size: the one whose count, going through the cells row by row, first goes above every other's (as the
// map of sizes did with gruid's parts), given by one of its cells.
func (c *automaton) largest() (best int32, bestN int) {
	w, h := c.w, c.h
	for i := range c.labels {
		c.labels[i] = -1
	}
	parts := int32(0)
	for i := range w * h {
		if c.labels[i] >= 0 || c.at(i%w, i/w) != uint8(caveGround) {
			continue
		}
		q := append(c.queue[:0], int32(i))
		c.labels[i] = parts
		for k := 0; k < len(q); k++ {
			j := int(q[k])
			x, y := j%w, j/w
			for _, d := range card4 {
				nx, ny := x+d.X, y+d.Y
				if nx < 0 || ny < 0 || nx >= w || ny >= h {
					continue
				}
				if n := ny*w + nx; c.labels[n] < 0 && c.at(nx, ny) == uint8(caveGround) {
					c.labels[n] = parts
					q = append(q, int32(n))
				}
			}
		}
		parts++
	}
	clear(c.sizes[:parts])
	best = -1
	for i, id := range c.labels {
		if id < 0 {
			continue
		}
		c.sizes[id]++
		if int(c.sizes[id]) > bestN {
			best, bestN = int32(i), int(c.sizes[id])
		}
	}
	return best, bestN
}

// keep walls every cell not in the part of cell best.
func (c *automaton) keep(best int32) {
	id := c.labels[best]
	for i, l := range c.labels {
		if l != id {
			c.cells[(i/c.w+2)*c.pw+i%c.w+2] = uint8(caveWall)
		}
	}
}

// still keeps of cells (indices, in row order) those that hold tile t, in place.
func (l *Level) still(cells []int32, t Tile) []int32 {
	out := cells[:0]
	for _, i := range cells {
		if l.Tiles[i] == t {
			out = append(out, i)
		}
	}
	return out
}

// pools floods a few blobs of floor with shallow water (water is passable: connectivity holds); floor is
// the floor cells (indices, in row order).
func (l *Level) pools(rng *rand.Rand, floor []int32) {
	for n := rng.IntN(4); n > 0 && len(floor) > 0; n-- {
		i := int(floor[rng.IntN(len(floor))])
		c := gruid.Point{X: i % l.W, Y: i / l.W}
		r := 1 + rng.IntN(3)
		for y := -r; y <= r; y++ {
			for x := -r; x <= r; x++ {
				p := c.Shift(x, y)
				if x*x+y*y <= r*r+rng.IntN(2) && l.At(p) == Floor {
					l.Set(p, Water)
				}
			}
		}
	}
}

// scatter picks distinct free floor cells for creatures (at least 6 steps from the up stairs when
// it can) and items, from floor (the floor cells, indices in row order); taken is scratch of the level's
// size.
func (l *Level) scatter(rng *rand.Rand, floor []int32, taken []uint8, creatures, items int) {
	clear(taken)
	for _, p := range l.Spawns {
		taken[p.Y*l.W+p.X] = 1
	}
	for _, p := range l.ItemPlaces {
		taken[p.Y*l.W+p.X] = 1
	}
	if len(floor) == 0 {
		return
	}
	pick := func(far bool) (gruid.Point, bool) {
		for range 50 {
			i := int(floor[rng.IntN(len(floor))])
			p := gruid.Point{X: i % l.W, Y: i / l.W}
			if taken[i] != 0 || far && Distance(p, l.Up) < 6 {
				continue
			}
			taken[i] = 1
			return p, true
		}
		return gruid.Point{}, false
	}
	l.Spawns = slices.Grow(l.Spawns, creatures)
	for range creatures {
		if p, ok := pick(true); ok {
			l.Spawns = append(l.Spawns, p)
		}
	}
	l.ItemPlaces = slices.Grow(l.ItemPlaces, items)
	for range items {
		if p, ok := pick(false); ok {
			l.ItemPlaces = append(l.ItemPlaces, p)
		}
	}
}
