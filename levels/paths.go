// Paths: A* for single routes and Dijkstra maps for approaching and fleeing, on 8-direction moves.

package levels

import (
	"math"

	"codeberg.org/anaseto/gruid"
	"codeberg.org/anaseto/gruid/paths"
)

// Step is the cost of one ordinary step (orthogonal or diagonal alike). Costs are integers in
// tenths of a step so a cost function can say "one and a half steps" (15).
const Step = 10

// Unreachable is the Dijkstra map value of a cell no goal can be reached from (and of cells off the map).
const Unreachable = math.MaxInt32

// CostFunc gives the cost of stepping into p, a cell on the level; 0 or less means p cannot be
// entered. It lets the game make walls passable for the incorporeal, or cells held by creatures
// dearer. A nil CostFunc is DefaultCost: Step on passable tiles (doors included), blocked otherwise.
type CostFunc func(p gruid.Point) int

// dirs8 are the eight steps, cardinal first, in a fixed order that breaks ties (a constant table).
var dirs8 = [8]gruid.Point{{X: 0, Y: -1}, {X: 1, Y: 0}, {X: 0, Y: 1}, {X: -1, Y: 0},
	{X: 1, Y: -1}, {X: 1, Y: 1}, {X: -1, Y: 1}, {X: -1, Y: -1}}

// DefaultCost returns the cost function used when none is given, for l.
func DefaultCost(l *Level) CostFunc {
	return func(p gruid.Point) int { return tileCost(l.Tiles[p.Y*l.W+p.X]) }
}

// CostOf turns a passability test into a cost function: Step where pass is true, blocked elsewhere.
func CostOf(pass func(gruid.Point) bool) CostFunc {
	return func(p gruid.Point) int {
		if pass(p) {
			return Step
		}
		return 0
	}
}

func tileCost(t Tile) int {
	if t.Passable() {
		return Step
	}
	return 0
}

// entry is an element of a priority queue of cells: key first, then larger g (nearer the goal).
type entry struct {
	key, g int32
	idx    int32
}

// heap is a binary min-heap of entries, kept between calls.
type heap []entry

func (h heap) less(i, j int) bool {
	return h[i].key < h[j].key || h[i].key == h[j].key && h[i].g > h[j].g
}

func (h *heap) push(e entry) {
	*h = append(*h, e)
	s := *h
	i := len(s) - 1
	for i > 0 {
		p := (i - 1) / 2
		if !s.less(i, p) {
			break
		}
		s[i], s[p] = s[p], s[i]
		i = p
	}
}

func (h *heap) pop() entry {
	s := *h
	top := s[0]
	n := len(s) - 1
	s[0] = s[n]
	s = s[:n]
	i := 0
	for {
		l := 2*i + 1
		if l >= n {
			break
		}
		m := l
		if r := l + 1; r < n && s.less(r, l) {
			m = r
		}
		if !s.less(m, i) {
			break
		}
		s[i], s[m] = s[m], s[i]
		i = m
	}
	*h = s
	return top
}

// openItem is an element of A*'s open queue: a cell and its key, f (the cost so far plus the estimate) in the
// high 32 bits and MaxInt32 − g in the low ones, so that one comparison orders by f, then by larger g (nearer
// the goal), and the cell's g at its push can be read back.
type openItem struct {
	key uint64
	idx int32
}

// openKey packs f and g into an openItem's key (both from 0 to MaxInt32).
func openKey(f, g int32) uint64 { return uint64(uint32(f))<<32 | uint64(uint32(math.MaxInt32-g)) }

// openG reads g back from an openItem's key.
func openG(key uint64) int32 { return math.MaxInt32 - int32(uint32(key)) }

// openQueue is a 4-ary min-heap of open items by key, kept between calls: half the levels of a binary heap,
// the four children of a node side by side in memory.
type openQueue []openItem

func (q *openQueue) push(key uint64, idx int32) {
	s := append(*q, openItem{})
	i := len(s) - 1
	for i > 0 {
		p := (i - 1) >> 2
		if s[p].key <= key {
			break
		}
		s[i] = s[p]
		i = p
	}
	s[i] = openItem{key: key, idx: idx}
	*q = s
}

func (q *openQueue) pop() openItem {
	s := *q
	top := s[0]
	n := len(s) - 1
	last := s[n]
	s = s[:n]
	if n > 0 {
		i := 0
		for {
			c := 4*i + 1
			if c >= n {
				break
			}
			m, mk := c, s[c].key
			for j := c + 1; j < min(c+4, n); j++ {
				if s[j].key < mk {
					m, mk = j, s[j].key
				}
			}
			if mk >= last.key {
				break
			}
			s[i] = s[m]
			i = m
		}
		s[i] = last
	}
	*q = s
	return top
}

// astarNode is what A* knows of a cell: the cost of the best route found to it and the cell it came from,
// good while stamp is the Pather's current search (so nothing is cleared between searches).
type astarNode struct {
	g, parent int32
	stamp     uint32
}

// Pather finds single routes with A*. It is reusable: after warm-up on a level size it
// allocates nothing. The zero value is ready to use.
type Pather struct {
	// MinCost is the cheapest step any cost function given will return (Step when 0); A* stays
	// optimal as long as no step costs less.
	MinCost int
	nodes   []astarNode
	cur     uint32
	open    openQueue
	buckets [3][]int32 // the open cells of A* with the default costs, by f (see uniform)
	path    []gruid.Point
	// default costs: gruid's jump point search over the current level
	jps  *paths.PathRange
	l    *Level
	pass func(gruid.Point) bool
}

// NewPather returns a ready Pather.
func NewPather() *Pather { return &Pather{} }

func (pa *Pather) passable(p gruid.Point) bool { return pa.l.Tiles[p.Y*pa.l.W+p.X].Passable() }

// grow sizes the nodes for n cells and starts a new search (a new stamp).
func (pa *Pather) grow(n int) {
	if len(pa.nodes) < n {
		pa.nodes = make([]astarNode, n)
		pa.cur = 0
	}
	pa.cur++
	if pa.cur == 0 {
		clear(pa.nodes)
		pa.cur = 1
	}
}

// Path returns a shortest route by 8-direction steps from `from` to `to`, both included, with
// the default costs (every step Step, doors passable), or nil if there is none. With uniform costs
// it uses gruid's jump point search, which finds the same lengths as A* several times faster.
// The slice is reused by the next call.
func (pa *Pather) Path(l *Level, from, to gruid.Point) []gruid.Point {
	if !l.In(from) || !l.In(to) {
		return nil
	}
	rg := l.Bounds()
	if pa.jps == nil {
		pa.jps = paths.NewPathRange(rg)
		pa.pass = pa.passable
	} else if pa.jps.Range() != rg {
		pa.jps.SetRange(rg)
	}
	if !l.At(to).Passable() {
		return nil
	}
	pa.l = l
	pa.path = pa.jps.JPSPath(pa.path[:0], from, to, pa.pass, true)
	pa.l = nil
	if len(pa.path) == 0 {
		return nil
	}
	return pa.path
}

// PathCost is Path by A* with a cost function (nil for the default costs). The goal must be
// enterable by it.
func (pa *Pather) PathCost(l *Level, from, to gruid.Point, cost CostFunc) []gruid.Point {
	if !l.In(from) || !l.In(to) {
		return nil
	}
	w, h := l.W, l.H
	pa.grow(w * h)
	minc := int32(pa.MinCost)
	if minc <= 0 {
		minc = Step
	}
	if cost == nil && minc == Step {
		return pa.uniform(l, from, to)
	}
	nodes, cur, tiles := pa.nodes[:w*h], pa.cur, l.Tiles[:w*h]
	fi := int32(from.Y*w + from.X)
	ti := int32(to.Y*w + to.X)
	nodes[fi] = astarNode{g: 0, parent: -1, stamp: cur}
	open := pa.open[:0]
	open.push(openKey(int32(max(abs(from.X-to.X), abs(from.Y-to.Y)))*minc, 0), fi)
	for len(open) > 0 {
		e := open.pop()
		g := openG(e.key)
		if g != nodes[e.idx].g {
			continue // stale: the cell was reached more cheaply since
		}
		if e.idx == ti {
			pa.open = open
			return pa.build(w, ti)
		}
		x, y := int(e.idx)%w, int(e.idx)/w
		for _, d := range dirs8 {
			qx, qy := x+d.X, y+d.Y
			if uint(qx) >= uint(w) || uint(qy) >= uint(h) {
				continue
			}
			qi := qy*w + qx
			c := int32(Step)
			if cost == nil {
				if !tiles[qi].Passable() {
					continue
				}
			} else if c = int32(cost(gruid.Point{X: qx, Y: qy})); c <= 0 {
				continue
			}
			ng := g + c
			if n := &nodes[qi]; n.stamp == cur && n.g <= ng {
				continue
			}
			nodes[qi] = astarNode{g: ng, parent: e.idx, stamp: cur}
			open.push(openKey(ng+int32(max(abs(qx-to.X), abs(qy-to.Y)))*minc, ng), int32(qi))
		}
	}
	pa.open = open
	return nil
}

// uniform is PathCost with the default costs (every step Step, the estimate Step a Chebyshev step), by a bucket
// queue instead of the heap: a step changes g by Step and the estimate by −Step, 0 or Step, so the cells of the
// open set are in three buckets, f, f+Step and f+2·Step, the current f first. Each bucket is a stack: the
// cell last opened at the current f, a child of the cell last taken, goes first, so that of the cells of equal
// f the search follows the one nearest the goal, as the heap's larger g does.
func (pa *Pather) uniform(l *Level, from, to gruid.Point) []gruid.Point {
	w, h := l.W, l.H
	nodes, cur, tiles := pa.nodes[:w*h], pa.cur, l.Tiles[:w*h]
	est := func(x, y int) int32 { return int32(max(abs(x-to.X), abs(y-to.Y))) * Step }
	fi := int32(from.Y*w + from.X)
	ti := int32(to.Y*w + to.X)
	nodes[fi] = astarNode{g: 0, parent: -1, stamp: cur}
	b := &pa.buckets
	for k := range b {
		b[k] = b[k][:0]
	}
	f, k := est(from.X, from.Y), 0 // the current f and its bucket
	b[0] = append(b[0], fi)
	for {
		top := len(b[k]) - 1
		if top < 0 {
			if len(b[(k+1)%3]) == 0 && len(b[(k+2)%3]) == 0 {
				return nil
			}
			f, k = f+Step, (k+1)%3
			continue
		}
		i := b[k][top]
		b[k] = b[k][:top]
		x, y := int(i)%w, int(i)/w
		g := nodes[i].g
		if g+est(x, y) != f {
			continue // stale: the cell was reached more cheaply since
		}
		if i == ti {
			return pa.build(w, ti)
		}
		ng := g + Step
		for _, d := range dirs8 {
			qx, qy := x+d.X, y+d.Y
			if uint(qx) >= uint(w) || uint(qy) >= uint(h) {
				continue
			}
			qi := qy*w + qx
			if !tiles[qi].Passable() {
				continue
			}
			if n := &nodes[qi]; n.stamp == cur && n.g <= ng {
				continue
			}
			nodes[qi] = astarNode{g: ng, parent: i, stamp: cur}
			qk := (k + int((ng+est(qx, qy)-f)/Step)) % 3
			b[qk] = append(b[qk], int32(qi))
		}
	}
}

func (pa *Pather) build(w int, ti int32) []gruid.Point {
	pa.path = pa.path[:0]
	for i := ti; i >= 0; i = pa.nodes[i].parent {
		pa.path = append(pa.path, gruid.Point{X: int(i) % w, Y: int(i) / w})
	}
	for i, j := 0, len(pa.path)-1; i < j; i, j = i+1, j-1 {
		pa.path[i], pa.path[j] = pa.path[j], pa.path[i]
	}
	return pa.path
}

// DijkstraMap holds, for every cell, the cost of the cheapest route to the nearest goal (Approach)
// or a flee value (Flee). A creature rolls downhill with Next. It is reusable: after warm-up on a
// level size it allocates nothing. The zero value is ready to use.
type DijkstraMap struct {
	W, H int
	// Dist is the value of each cell, row by row; Unreachable where no goal can be reached.
	Dist []int32
	// MaxCost, when positive, stops Approach at that cost (cells beyond stay Unreachable).
	MaxCost int
	open    heap
	order   []int32  // cells in the order the last scan settled them (cheapest first)
	seeds   []int32  // the flee values of order, for the rescan
	aroundW int      // the width offsets is for (around)
	offsets [8]int32 // dirs8 as index steps on a level aroundW wide
}

func (m *DijkstraMap) reset(l *Level) {
	m.W, m.H = l.W, l.H
	n := l.W * l.H
	if cap(m.Dist) < n {
		m.Dist = make([]int32, n)
	}
	m.Dist = m.Dist[:n]
	for i := range m.Dist {
		m.Dist[i] = Unreachable
	}
	m.open = m.open[:0]
	m.order = m.order[:0]
}

// At returns the value at p; Unreachable off the map or where no goal can be reached.
func (m *DijkstraMap) At(p gruid.Point) int {
	if p.X < 0 || p.Y < 0 || p.X >= m.W || p.Y >= m.H {
		return Unreachable
	}
	return int(m.Dist[p.Y*m.W+p.X])
}

// Approach fills the map with the cost of the cheapest route from each cell to the nearest of
// goals, moving by 8-direction steps with the given costs (nil for the default).
func (m *DijkstraMap) Approach(l *Level, goals []gruid.Point, cost CostFunc) {
	m.reset(l)
	limit := int32(math.MaxInt32 - 1)
	if m.MaxCost > 0 {
		limit = int32(m.MaxCost)
	}
	if cost == nil { // every step costs Step: breadth first, no heap (the same values, settled in the same cost order)
		for _, g := range goals {
			if i := int32(g.Y*l.W + g.X); l.In(g) && m.Dist[i] != 0 {
				m.Dist[i] = 0
				m.order = append(m.order, i)
			}
		}
		m.breadthFirst(l, limit)
		return
	}
	for _, g := range goals {
		if l.In(g) {
			i := int32(g.Y*l.W + g.X)
			m.Dist[i] = 0
			m.open.push(entry{key: 0, idx: i})
		}
	}
	m.scan(l, cost, limit)
}

// breadthFirst fills the map from the goals already in m.order (at 0) when every passable cell costs Step:
// each cell is settled once, in order of its value, which m.order keeps as scan does.
func (m *DijkstraMap) breadthFirst(l *Level, limit int32) {
	var lowered [8]int32
	for head := 0; head < len(m.order); head++ {
		i := m.order[head]
		nd := m.Dist[i] + Step
		if nd > limit {
			continue
		}
		k := m.lowerAround(l, i, nd, &lowered)
		m.order = append(m.order, lowered[:k]...)
	}
}

// lowerAround gives the passable cells around cell i of l whose value is above nd the value nd, and puts them
// in out in dirs8's order; it returns how many it lowered.
func (m *DijkstraMap) lowerAround(l *Level, i, nd int32, out *[8]int32) int {
	w, h := l.W, l.H
	dist, n := m.Dist, 0
	x, y := int(i)%w, int(i)/w
	border := x == 0 || y == 0 || x == w-1 || y == h-1 // not all eight around it on the level: each is checked
	for k, o := range m.around(w) {
		if border {
			if qx, qy := x+dirs8[k].X, y+dirs8[k].Y; qx < 0 || qy < 0 || qx >= w || qy >= h {
				continue
			}
		}
		qi := i + o
		if nd >= dist[qi] || !l.Tiles[qi].Passable() {
			continue
		}
		dist[qi] = nd
		out[n] = qi
		n++
	}
	return n
}

// around is dirs8 as index steps on a level w wide, worked out once a width.
func (m *DijkstraMap) around(w int) *[8]int32 {
	if m.aroundW != w {
		for k, d := range dirs8 {
			m.offsets[k] = int32(d.Y*w + d.X)
		}
		m.aroundW = w
	}
	return &m.offsets
}

// Flee fills the map for running away from goals: the approach map multiplied by -1.2 and
// rescanned, so that downhill leads away from the goals and towards open space rather than
// into dead ends (the classic "safety map"). MaxCost is ignored.
func (m *DijkstraMap) Flee(l *Level, goals []gruid.Point, cost CostFunc) {
	saved := m.MaxCost
	m.MaxCost = 0
	m.Approach(l, goals, cost)
	m.MaxCost = saved
	// Every reached cell is a source of the rescan. They were settled cheapest first, so their
	// flee values come sorted the other way round: feed them from that list, merged with a heap
	// that only holds the cells the rescan lowers.
	n := len(m.order)
	if cap(m.seeds) < n {
		m.seeds = make([]int32, n)
	}
	m.seeds = m.seeds[:n]
	for k, i := range m.order {
		v := -(m.Dist[i]*12 + 5) / 10
		m.Dist[i] = v
		m.seeds[k] = v
	}
	m.open = m.open[:0]
	next := n - 1
	w, h := l.W, l.H
	if cost == nil {
		m.rescanUniform(l, next)
		return
	}
	for next >= 0 || len(m.open) > 0 {
		var e entry
		if next >= 0 && (len(m.open) == 0 || m.seeds[next] <= m.open[0].key) {
			e = entry{key: m.seeds[next], idx: m.order[next]}
			next--
		} else {
			e = m.open.pop()
		}
		if e.key != m.Dist[e.idx] {
			continue // stale
		}
		m.relax(l, cost, e, w, h, math.MaxInt32-1)
	}
}

// rescanUniform is Flee's rescan when every passable cell costs Step (issue 35): each cell it lowers gets the
// value of the cell settled plus Step, and the cells are settled in order of value (the seeds sorted, read
// from next down, merged with the cells lowered), so the cells lowered come in order of value too and a
// queue in the order they came holds them, not a heap. The values are a shortest walk's, whatever the order
// among equal ones: the heap's (TestApproachBreadthFirst, TestFleeQueueAsHeap).
func (m *DijkstraMap) rescanUniform(l *Level, next int) {
	dist, order, seeds := m.Dist, m.order, m.seeds
	queue := m.open[:0]
	var lowered [8]int32
	for head := 0; next >= 0 || head < len(queue); {
		var e entry
		if next >= 0 && (head == len(queue) || seeds[next] <= queue[head].key) {
			e = entry{key: seeds[next], idx: order[next]}
			next--
		} else {
			e = queue[head]
			if head++; head >= 256 && 2*head >= len(queue) { // the cells taken dropped: the queue keeps its room
				queue = queue[:copy(queue, queue[head:])]
				head = 0
			}
		}
		if e.key != dist[e.idx] {
			continue // lowered since
		}
		nd := e.key + Step
		for _, qi := range lowered[:m.lowerAround(l, e.idx, nd, &lowered)] {
			queue = append(queue, entry{key: nd, idx: qi})
		}
	}
	m.open = queue[:0]
}

// scan runs Dijkstra from the queued cells, recording the order cells are settled in.
func (m *DijkstraMap) scan(l *Level, cost CostFunc, limit int32) {
	w, h := l.W, l.H
	for len(m.open) > 0 {
		e := m.open.pop()
		if e.key != m.Dist[e.idx] {
			continue // stale
		}
		m.order = append(m.order, e.idx)
		m.relax(l, cost, e, w, h, limit)
	}
}

// relax lowers the neighbours of a settled cell through it, queueing those it lowers.
func (m *DijkstraMap) relax(l *Level, cost CostFunc, e entry, w, h int, limit int32) {
	x, y := int(e.idx)%w, int(e.idx)/w
	if cost == nil && x > 0 && y > 0 && x < w-1 && y < h-1 { // the default costs, all eight on the level: by index
		for _, d := range dirs8 {
			qi := e.idx + int32(d.Y*w+d.X)
			c := tileCost(l.Tiles[qi])
			if c <= 0 {
				continue
			}
			nd := e.key + int32(c)
			if nd > limit || nd >= m.Dist[qi] {
				continue
			}
			m.Dist[qi] = nd
			m.open.push(entry{key: nd, idx: qi})
		}
		return
	}
	for _, d := range dirs8 {
		qx, qy := x+d.X, y+d.Y
		if qx < 0 || qy < 0 || qx >= w || qy >= h {
			continue
		}
		qi := int32(qy*w + qx)
		var c int
		if cost == nil {
			c = tileCost(l.Tiles[qi])
		} else {
			c = cost(gruid.Point{X: qx, Y: qy})
		}
		if c <= 0 {
			continue
		}
		nd := e.key + int32(c)
		if nd > limit || nd >= m.Dist[qi] {
			continue
		}
		m.Dist[qi] = nd
		m.open.push(entry{key: nd, idx: qi})
	}
}

// Next returns the best step from `from` on the map: the enterable neighbour (by cost, nil for
// the default) with the lowest value, if lower than the value at from. ok is false when no
// neighbour is better (at a goal, or cornered).
func (m *DijkstraMap) Next(l *Level, from gruid.Point, cost CostFunc) (to gruid.Point, ok bool) {
	best := m.At(from)
	for _, d := range dirs8 {
		q := from.Add(d)
		if !l.In(q) {
			continue
		}
		var c int
		if cost == nil {
			c = tileCost(l.At(q))
		} else {
			c = cost(q)
		}
		if c <= 0 {
			continue
		}
		if v := m.At(q); v < best {
			best, to, ok = v, q, true
		}
	}
	return to, ok
}
