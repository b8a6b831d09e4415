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

// The marks of a cell of the automaton's grid besides caveWall and caveGround: seen by the count of the parts,
// kept (in the largest part), and taken by a creature's or an item's place (a bit over the others).
const (
	cellSeen  uint8 = 2
	cellKept  uint8 = 3
	cellTaken uint8 = 4
)

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
	// The kept part becomes the floor (and the grid's ground again, the rest wall); counts holds the floor
	// cells of each row from here on, of the grid's ground first (the floor before the pools), then of the
	// level's Floor.
	for y := range h {
		row := c.cells[(y+2)*c.pw+2:]
		n := int32(0)
		for x := range w {
			if row[x] == cellKept {
				l.Tiles[y*w+x] = Floor
				row[x] = uint8(caveGround)
				n++
			} else {
				row[x] = uint8(caveWall)
			}
		}
		c.counts[y] = n
	}
	c.pools(l, rng)
	up := c.nthFloor(l, rng.IntN(c.countFloor(l)))
	l.Up = gruid.Point{X: int(up) % w, Y: int(up) / w}
	l.Set(l.Up, StairsUp)
	l.Down = c.farthest(l)
	l.Set(l.Down, StairsDown)
	c.scatter(l, rng, c.countFloor(l), 6+rng.IntN(6), 3+rng.IntN(4))
	return l
}

// automaton is the scratch of a cave's cellular automata: the grid with a border of two cells around it
// (the rules count the cells beyond the edge as walls), which also marks the connected parts and the places
// taken, three rows of the next step's grid, the walls of each column of the 3 and the 5 rows around the row a
// step makes (a cell's counts are then sums of three and five, not of 9 and 25 cells), a count of floor cells a
// row and the queue of the breadth-first walks. It takes a byte a cell and a few rows (the level's grid is as
// big), in two allocations.
type automaton struct {
	w, h, pw int     // the grid's size and the padded width
	cells    []uint8 // the padded grid: caveWall, caveGround or a mark
	rows     []uint8 // three padded rows of the next step, written back two rows behind
	v3, v5   []uint8 // step's walls by padded column of the row: of its 3 and its 5 rows around it
	counts   []int32 // the floor cells of each row (see GenerateCave)
	queue    ring    // the cells (padded indices) a walk has yet to visit
}

// init sizes the scratch for a w×h grid.
func (c *automaton) init(w, h int) {
	c.w, c.h, c.pw = w, h, w+4
	pn := (w + 4) * (h + 4)
	bytes := make([]uint8, pn+5*c.pw)
	c.cells, c.rows, c.v3, c.v5 = bytes[:pn], bytes[pn:pn+3*c.pw], bytes[pn+3*c.pw:pn+4*c.pw], bytes[pn+4*c.pw:]
	// The queue of a walk holds a front of it: room for w+h cells (the fronts of 300 caves of 80×50 held at
	// most 128), made when it needs more.
	qn := 64
	for qn < w+h {
		qn *= 2
	}
	ints := make([]int32, h+qn)
	c.counts, c.queue.buf = ints[:h], ints[h:]
}

// pad is the padded index of the cell of index i of the level.
func (c *automaton) pad(i int) int { return (i/c.w+2)*c.pw + i%c.w + 2 }

// unpad is the index in the level of the padded index j.
func (c *automaton) unpad(j int) int { return (j/c.pw-2)*c.w + j%c.pw - 2 }

// run fills the grid at random (a wall where rng.Float64() < winit, row by row, as gruid does) and applies
// the rules: each step, a cell becomes wall when the walls among the 3×3 cells around it (itself counted)
// are at least WCutoff1, or those among the 5×5 cells at most WCutoff2 (a cutoff of 25 or more is off),
// every cell from the grid before the step.
func (c *automaton) run(rng *rand.Rand, winit float64, rules []rl.CellularAutomataRule) {
	pw := c.pw
	clear(c.cells) // caveWall
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
	for _, r := range rules {
		for range r.Reps {
			c.step(r)
		}
	}
}

// step applies rule r once to every cell. Row y of the next grid goes to rows until the step has read the
// last row it needs (y+2), then back into the grid.
func (c *automaton) step(r rl.CellularAutomataRule) {
	pw, w := c.pw, c.w
	back := func(y int) { copy(c.cells[(y+2)*pw+2:(y+2)*pw+2+w], c.rows[(y%3)*pw:]) }
	cells, v3, v5 := c.cells, c.v3[:pw], c.v5[:pw]
	for y := range c.h {
		// The walls of each column of the 3 and the 5 rows around row y (caveWall is 0, caveGround 1): a cell's
		// 3×3 count is three columns' of v3, its 5×5 five of v5.
		for px := range pw {
			j := (y+2)*pw + px
			n3 := 3 - int(cells[j-pw]) - int(cells[j]) - int(cells[j+pw])
			v3[px] = uint8(n3)
			v5[px] = uint8(n3 + 2 - int(cells[j-2*pw]) - int(cells[j+2*pw]))
		}
		out := c.rows[(y%3)*pw : (y%3)*pw+w]
		if r.WCutoff2 < 25 {
			// the sums slide along the row: a column comes in on the right, one goes out on the left
			c1 := int(v3[0]) + int(v3[1]) + int(v3[2])
			c2 := int(v5[0]) + int(v5[1]) + int(v5[2]) + int(v5[3])
			for x := range out {
				px := x + 2
				c1 += int(v3[px+1]) - int(v3[px-2])
				c2 += int(v5[px+2])
				cell := uint8(caveGround)
				if c1 >= r.WCutoff1 || c2 <= r.WCutoff2 {
					cell = uint8(caveWall)
				}
				out[x] = cell
				c2 -= int(v5[px-2])
			}
		} else {
			c1 := int(v3[0]) + int(v3[1]) + int(v3[2])
			for x := range out {
				px := x + 2
				c1 += int(v3[px+1]) - int(v3[px-2])
				cell := uint8(caveGround)
				if c1 >= r.WCutoff1 {
					cell = uint8(caveWall)
				}
				out[x] = cell
			}
		}
		if y >= 2 {
			back(y - 2)
		}
	}
	back(c.h - 2)
	back(c.h - 1)
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

// largest walks the connected parts of ground (by cardinal steps), marking them seen, and returns the part to
// keep, given by one of its cells (a padded index), and its size: the one whose count, going through the cells
// row by row, first goes above every other's (as the map of sizes did with gruid's parts). That is the
// largest, and of the largest the one whose last cell in row order comes first.
func (c *automaton) largest() (best int32, bestN int) {
	pw := c.pw
	best, bestLast := -1, -1
	for y := range c.h {
		for x := range c.w {
			i := (y+2)*pw + x + 2
			if c.cells[i] != uint8(caveGround) {
				continue
			}
			n, last := c.flood(i, uint8(caveGround), cellSeen)
			if n > bestN || n == bestN && last < bestLast {
				best, bestN, bestLast = int32(i), n, last
			}
		}
	}
	return best, bestN
}

// flood marks `to` every cell marked `from` connected to cell i (marked from) by cardinal steps through such
// cells, and returns how many it marked and the last of them in row order.
func (c *automaton) flood(i int, from, to uint8) (n, last int) {
	pw := c.pw
	c.queue.reset()
	c.cells[i] = to
	c.queue.push(int32(i))
	last = i
	for c.queue.n > 0 {
		j := int(c.queue.pop())
		n++
		last = max(last, j)
		for _, o := range [...]int{1, -1, pw, -pw} {
			if c.cells[j+o] == from {
				c.cells[j+o] = to
				c.queue.push(int32(j + o))
			}
		}
	}
	return n, last
}

// keep marks kept the part of cell best (a padded index).
func (c *automaton) keep(best int32) { c.flood(int(best), cellSeen, cellKept) }

// countFloor counts the Floor cells of each row of l into counts and returns their sum.
func (c *automaton) countFloor(l *Level) int {
	sum := 0
	for y := range c.h {
		n := int32(0)
		for _, t := range l.Tiles[y*c.w : (y+1)*c.w] {
			if t == Floor {
				n++
			}
		}
		c.counts[y] = n
		sum += int(n)
	}
	return sum
}

// nth is the index in the level of the k-th cell (from 0, in row order) among those counted a row in counts,
// known by is(its index in the level).
func (c *automaton) nth(k int, is func(i int) bool) int {
	y := 0
	for ; k >= int(c.counts[y]); y++ {
		k -= int(c.counts[y])
	}
	for i := y * c.w; ; i++ {
		if is(i) {
			if k == 0 {
				return i
			}
			k--
		}
	}
}

// nthFloor is the k-th Floor cell of l in row order, counts having been counted by countFloor.
func (c *automaton) nthFloor(l *Level, k int) int {
	return c.nth(k, func(i int) bool { return l.Tiles[i] == Floor })
}

// pools floods a few blobs of floor with shallow water (water is passable: connectivity holds), each around a
// cell of the floor as it was before the first (the grid's ground, counted a row in counts).
func (c *automaton) pools(l *Level, rng *rand.Rand) {
	floor := 0
	for _, n := range c.counts {
		floor += int(n)
	}
	for n := rng.IntN(4); n > 0 && floor > 0; n-- {
		i := c.nth(rng.IntN(floor), func(i int) bool { return c.cells[c.pad(i)] == uint8(caveGround) })
		ctr := gruid.Point{X: i % l.W, Y: i / l.W}
		r := 1 + rng.IntN(3)
		for y := -r; y <= r; y++ {
			for x := -r; x <= r; x++ {
				p := ctr.Shift(x, y)
				if x*x+y*y <= r*r+rng.IntN(2) && l.At(p) == Floor {
					l.Set(p, Water)
				}
			}
		}
	}
}

// farthest returns the Floor cell of l farthest from l.Up by cardinal steps through passable cells (the
// grid's ground), the first such in row order, as Level.farthest does; it marks the ground seen.
func (c *automaton) farthest(l *Level) gruid.Point {
	best, bestD := l.Up.Y*c.w+l.Up.X, 0
	pw := c.pw
	c.queue.reset()
	start := c.pad(best)
	c.cells[start] = cellSeen
	c.queue.push(int32(start))
	for d := 0; c.queue.n > 0; d++ {
		for k := c.queue.n; k > 0; k-- {
			j := int(c.queue.pop())
			if i := c.unpad(j); l.Tiles[i] == Floor && (d > bestD || d == bestD && i < best) {
				best, bestD = i, d
			}
			for _, o := range [...]int{1, -1, pw, -pw} {
				if c.cells[j+o] == uint8(caveGround) {
					c.cells[j+o] = cellSeen
					c.queue.push(int32(j + o))
				}
			}
		}
	}
	return gruid.Point{X: best % c.w, Y: best / c.w}
}

// scatter picks distinct free floor cells for creatures (at least 6 steps from the up stairs when it can) and
// items among the floor Floor cells of l (counted a row in counts), marking them taken in the grid.
func (c *automaton) scatter(l *Level, rng *rand.Rand, floor, creatures, items int) {
	for _, ps := range [][]gruid.Point{l.Spawns, l.ItemPlaces} {
		for _, p := range ps {
			c.cells[c.pad(p.Y*l.W+p.X)] |= cellTaken
		}
	}
	if floor == 0 {
		return
	}
	pick := func(far bool) (gruid.Point, bool) {
		for range 50 {
			i := c.nthFloor(l, rng.IntN(floor))
			p := gruid.Point{X: i % l.W, Y: i / l.W}
			j := c.pad(i)
			if c.cells[j]&cellTaken != 0 || far && Distance(p, l.Up) < 6 {
				continue
			}
			c.cells[j] |= cellTaken
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

// ring is a queue of cells in a ring buffer whose length is a power of two; it doubles when full.
type ring struct {
	buf     []int32
	head, n int
}

func (r *ring) reset() { r.head, r.n = 0, 0 }

func (r *ring) push(i int32) {
	if r.n == len(r.buf) {
		buf := make([]int32, 2*len(r.buf))
		for k := range r.n {
			buf[k] = r.buf[(r.head+k)&(len(r.buf)-1)]
		}
		r.buf, r.head = buf, 0
	}
	r.buf[(r.head+r.n)&(len(r.buf)-1)] = i
	r.n++
}

func (r *ring) pop() int32 {
	i := r.buf[r.head]
	r.head = (r.head + 1) & (len(r.buf) - 1)
	r.n--
	return i
}
