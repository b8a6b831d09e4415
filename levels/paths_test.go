// Tests of A* and Dijkstra maps on small fixture maps and on generated levels.

package levels

import (
	"math/rand/v2"
	"testing"

	"codeberg.org/anaseto/gruid"
	"codeberg.org/anaseto/gruid/paths"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// validRoute checks a route steps by 8-direction moves on enterable cells from a to b.
func validRoute(t *testing.T, l *Level, path []gruid.Point, a, b gruid.Point, cost CostFunc) {
	t.Helper()
	require.Truef(t, len(path) > 0, "no path from %v to %v", a, b)
	require.Truef(t, path[0] == a && path[len(path)-1] == b, "path ends %v..%v, want %v..%v", path[0], path[len(path)-1], a, b)
	if cost == nil {
		cost = DefaultCost(l)
	}
	for i := 1; i < len(path); i++ {
		d := path[i].Sub(path[i-1])
		require.Truef(t, max(abs(d.X), abs(d.Y)) == 1, "step %v -> %v is not one move", path[i-1], path[i])
		require.Truef(t, cost(path[i]) > 0, "step into blocked %v", path[i])
	}
}

// issue 5, Paths: "A* for a single route" — around walls, through doors, 8-direction moves.
func TestPathFixture(t *testing.T) {
	l, m := fixture(t, `
##########
#A...#..B#
#....#...#
#....+...#
#....#...#
##########`)
	pa := NewPather()
	p := pa.Path(l, m['A'], m['B'])
	validRoute(t, l, p, m['A'], m['B'], nil)
	// A(1,1) to the door (5,3): 4 steps (diagonals), then to B(8,1): 3 steps.
	assert.Truef(t, len(p) == 8, "path has %d cells, want 8: %v", len(p), p)
	assert.Truef(t, p[4] == gruid.Point{X: 5, Y: 3}, "the route goes through the door, got %v", p)
	l.Set(gruid.Point{X: 5, Y: 3}, Wall)
	assert.Truef(t, pa.Path(l, m['A'], m['B']) == nil, "walled off: no path")
	// An incorporeal mover passes walls (but not off the map).
	ghost := CostOf(func(q gruid.Point) bool { return true })
	p = pa.PathCost(l, m['A'], m['B'], ghost)
	validRoute(t, l, p, m['A'], m['B'], ghost)
	assert.Truef(t, len(p) == 8, "the ghost goes straight: %d cells, want 8", len(p))
	assert.Truef(t, pa.Path(l, m['A'], gruid.Point{X: 20, Y: 1}) == nil, "off the map: no path")
	q := pa.Path(l, m['A'], m['A'])
	assert.Truef(t, len(q) == 1 && q[0] == m['A'], "from a cell to itself is that cell: %v", q)
}

// issue 5, Creatures: cells held by creatures can cost more, so routes go around them.
func TestPathAvoidsDearCells(t *testing.T) {
	l, m := fixture(t, `
#########
#.......#
#A.....B#
#.......#
#########`)
	held := map[gruid.Point]bool{{X: 4, Y: 2}: true, {X: 4, Y: 1}: true}
	cost := func(q gruid.Point) int {
		if held[q] {
			return 5 * Step
		}
		return tileCost(l.At(q))
	}
	p := NewPather().PathCost(l, m['A'], m['B'], cost)
	validRoute(t, l, p, m['A'], m['B'], cost)
	assert.Truef(t, len(p) == 7, "still the shortest length: %v", p)
	for _, q := range p {
		assert.Truef(t, !held[q], "route goes through the held cell %v", q)
	}
}

// issue 5, Paths: A* (PathCost) and jump point search (Path) agree with the Dijkstra map on route
// costs (all optimal) on generated levels.
func TestPathOptimalAgainstDijkstra(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	pa := NewPather()
	var dm DijkstraMap
	for seed := range uint64(20) {
		l := GenerateDepth(rand.New(rand.NewPCG(seed, 7)), 1+int(seed%8), 80, 50, nil)
		var floor []gruid.Point
		for p := range l.Bounds().Points() {
			if l.At(p).Passable() {
				floor = append(floor, p)
			}
		}
		for range 25 {
			a, b := floor[rng.IntN(len(floor))], floor[rng.IntN(len(floor))]
			dm.Approach(l, []gruid.Point{b}, nil)
			p := pa.PathCost(l, a, b, nil)
			validRoute(t, l, p, a, b, nil)
			require.Truef(t, (len(p)-1)*Step == dm.At(a), "seed %d: A* %v->%v costs %d, Dijkstra %d", seed, a, b, (len(p)-1)*Step, dm.At(a))
			p = pa.Path(l, a, b)
			validRoute(t, l, p, a, b, nil)
			require.Truef(t, (len(p)-1)*Step == dm.At(a), "seed %d: JPS %v->%v costs %d, Dijkstra %d", seed, a, b, (len(p)-1)*Step, dm.At(a))
		}
	}
}

// issue 5, Paths: "Dijkstra maps for approaching" — exact distances on a fixture.
func TestDijkstraApproach(t *testing.T) {
	l, m := fixture(t, `
#######
#G....#
#.###.#
#..#X.#
#######`)
	var dm DijkstraMap
	dm.Approach(l, []gruid.Point{m['G']}, nil)
	for _, c := range []struct {
		p    gruid.Point
		want int
	}{
		{m['G'], 0}, {gruid.Point{X: 5, Y: 1}, 4 * Step}, {m['X'], 5 * Step},
		{gruid.Point{X: 2, Y: 3}, 2 * Step}, {gruid.Point{X: 1, Y: 2}, Step}, {gruid.Point{X: 3, Y: 3}, Unreachable}, {gruid.Point{X: -1}, Unreachable},
	} {
		assert.Truef(t, dm.At(c.p) == c.want, "at %v: %d, want %d", c.p, dm.At(c.p), c.want)
	}
	// Rolling downhill from X reaches G in 5 steps.
	p, n := m['X'], 0
	for {
		q, ok := dm.Next(l, p, nil)
		if !ok {
			break
		}
		require.Truef(t, dm.At(q) < dm.At(p), "Next went uphill")
		p = q
		n++
	}
	assert.Truef(t, p == m['G'] && n == 5, "downhill ends at %v after %d steps", p, n)
	dm.MaxCost = 2 * Step
	dm.Approach(l, []gruid.Point{m['G']}, nil)
	assert.Truef(t, dm.At(m['X']) == Unreachable && dm.At(gruid.Point{X: 3, Y: 1}) == 2*Step, "MaxCost cuts the map")
}

// issue 5, Creatures: "the weak flee" — a flee map leads away from the threat, past it to open space.
func TestDijkstraFlee(t *testing.T) {
	l, m := fixture(t, `
##############
#............#
#.D.T.F......#
#............#
##############`)
	var dm DijkstraMap
	dm.Flee(l, []gruid.Point{m['T']}, nil)
	var ap DijkstraMap
	ap.Approach(l, []gruid.Point{m['T']}, nil)
	p := m['F']
	for range 6 {
		q, ok := dm.Next(l, p, nil)
		require.Truef(t, ok, "fleeing: stuck at %v", p)
		require.Truef(t, ap.At(q) > ap.At(p), "fleeing: step %v->%v does not get away", p, q)
		p = q
	}
	assert.Truef(t, ap.At(p) == 8*Step, "after 6 flee steps from F the threat is %d away, want %d", ap.At(p), 8*Step)
	q, ok := dm.Next(l, m['D'], nil)
	assert.Truef(t, ok && ap.At(q) > ap.At(m['D']), "from D the first flee step gets away: %v", q)
	// D is cornered on the short side: fleeing keeps going away while it can, and the far open
	// side is the lower (better) value.
	assert.Truef(t, dm.At(gruid.Point{X: 12, Y: 2}) < dm.At(gruid.Point{X: 1, Y: 2}), "the far side is safer than the near corner")
}

// issue 5, Speed: paths reuse their buffers.
func TestPathsNoAllocs(t *testing.T) {
	l := benchLevel(t, KindRooms)
	pa := NewPather()
	var dm DijkstraMap
	pa.Path(l, l.Up, l.Down)
	dm.Approach(l, []gruid.Point{l.Up}, nil)
	dm.Flee(l, []gruid.Point{l.Up}, nil)
	n := testing.AllocsPerRun(10, func() {
		pa.Path(l, l.Up, l.Down)
		dm.Approach(l, []gruid.Point{l.Up}, nil)
		dm.Flee(l, []gruid.Point{l.Up}, nil)
		dm.Next(l, l.Down, nil)
	})
	assert.Truef(t, n == 0, "paths allocate %v times", n)
}

// issue 5, Paths: the flee map is the approach map ×-1.2 rescanned — checked against a plain
// relaxation to a fixpoint on generated levels.
func TestDijkstraFleeMatchesRelaxation(t *testing.T) {
	var dm, ap DijkstraMap
	for seed := range uint64(6) {
		rng := rand.New(rand.NewPCG(seed, 4))
		l := Generate(rng, 60, 30)
		if seed%2 == 1 {
			l = GenerateCave(rng, 60, 30)
		}
		goals := []gruid.Point{l.Up, l.Down}
		dm.Flee(l, goals, nil)
		ap.Approach(l, goals, nil)
		want := make([]int32, len(ap.Dist))
		for i, d := range ap.Dist {
			want[i] = Unreachable
			if d != Unreachable {
				want[i] = -(d*12 + 5) / 10
			}
		}
		for changed := true; changed; {
			changed = false
			for p := range l.Bounds().Points() {
				i := p.Y*l.W + p.X
				if want[i] == Unreachable {
					continue
				}
				for _, d := range dirs8 {
					q := p.Add(d)
					if qi := q.Y*l.W + q.X; l.At(q).Passable() && want[i]+Step < want[qi] {
						want[qi] = want[i] + Step
						changed = true
					}
				}
			}
		}
		for i := range want {
			require.Truef(t, dm.Dist[i] == want[i], "seed %d cell %d: flee %d, want %d", seed, i, dm.Dist[i], want[i])
		}
	}
}

// issue 35, A*: our A* (PathCost) finds routes exactly as short as gruid's AstarPath with the same moves
// (8 directions, one step each) and the same estimate (Chebyshev), on random pairs of cells of caves of the sizes
// the benchmark compares them on, both with the default costs (its bucket queue) and with a cost function that
// gives the same costs (its heap); every route is a legal one, and neither finds a route into a wall.
func TestAstarAsShortAsGruid(t *testing.T) {
	pa := NewPather()
	for _, sz := range astarSizes {
		for seed := range uint64(3) {
			l := GenerateCave(rand.New(rand.NewPCG(seed, 35)), sz.X, sz.Y)
			pr := paths.NewPathRange(l.Bounds())
			m := &gruidMover{l: l}
			cost := DefaultCost(l)
			var floor, walls []gruid.Point
			for p := range l.Bounds().Points() {
				if l.At(p).Passable() {
					floor = append(floor, p)
				} else {
					walls = append(walls, p)
				}
			}
			rng := rand.New(rand.NewPCG(seed, 36))
			for range 40 {
				a, b := floor[rng.IntN(len(floor))], floor[rng.IntN(len(floor))]
				want := pr.AstarPath(m, a, b)
				got := pa.PathCost(l, a, b, nil)
				validRoute(t, l, got, a, b, nil)
				require.Truef(t, len(got) == len(want), "%v seed %d: our route %v->%v has %d cells, gruid's %d", sz, seed, a, b, len(got), len(want))
				got = pa.PathCost(l, a, b, cost)
				validRoute(t, l, got, a, b, nil)
				require.Truef(t, len(got) == len(want), "%v seed %d: our route by the heap %v->%v has %d cells, gruid's %d", sz, seed, a, b, len(got), len(want))
			}
			a, b := floor[rng.IntN(len(floor))], walls[rng.IntN(len(walls))]
			require.Truef(t, pa.PathCost(l, a, b, nil) == nil && pa.PathCost(l, a, b, cost) == nil && pr.AstarPath(m, a, b) == nil,
				"%v: a route into the wall %v", sz, b)
		}
	}
}
