// Benchmarks on an 80×50 level from a fixed seed (A* also on larger caves), each beside the same algorithm run
// directly with gruid.

package levels

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"codeberg.org/anaseto/gruid"
	"codeberg.org/anaseto/gruid/paths"
	"codeberg.org/anaseto/gruid/rl"
)

const benchSeed = 5

// benchLevel is the fixed 80×50 level of the benchmarks: a cave (open, so sight and paths go far),
// or rooms and corridors.
func benchLevel(t testing.TB, kind Kind) *Level {
	t.Helper()
	return benchLevelSized(kind, 80, 50)
}

// benchLevelSized is the bench level of the given kind made at w×h from the same seed (the game's levels are 80×50).
func benchLevelSized(kind Kind, w, h int) *Level {
	rng := rand.New(rand.NewPCG(benchSeed, benchSeed))
	if kind == KindCave {
		return GenerateCave(rng, w, h)
	}
	return Generate(rng, w, h)
}

// benchFrom is the viewpoint of the sight benchmarks: the passable cell seeing the most at radius 40.
func benchFrom(l *Level) gruid.Point {
	f := NewFOV()
	best, n := l.Up, 0
	for p := range l.Bounds().Points() {
		if l.At(p).Passable() && p.X%4 == 0 && p.Y%4 == 0 {
			f.Compute(l, p, 40)
			if len(f.Points()) > n {
				best, n = p, len(f.Points())
			}
		}
	}
	return best
}

func benchFOV(b *testing.B, radius int) {
	l := benchLevel(b, KindCave)
	from := benchFrom(l)
	f := NewFOV()
	b.ReportAllocs()
	for b.Loop() {
		f.Compute(l, from, radius)
	}
}

func benchFOVGruid(b *testing.B, radius int) {
	l := benchLevel(b, KindCave)
	from := benchFrom(l)
	f := rl.NewFOV(l.Bounds())
	pass := func(p gruid.Point) bool { return !l.At(p).Opaque() }
	b.ReportAllocs()
	for b.Loop() {
		f.SSCVisionMap(from, radius, pass, true)
	}
}

// BenchmarkFOV10 is our field of view of radius 10.
func BenchmarkFOV10(b *testing.B) { benchFOV(b, 10) }

// BenchmarkFOV10Gruid is gruid's SSCVisionMap of depth 10 on the same map.
func BenchmarkFOV10Gruid(b *testing.B) { benchFOVGruid(b, 10) }

// BenchmarkFOV40 is our field of view of radius 40.
func BenchmarkFOV40(b *testing.B) { benchFOV(b, 40) }

// BenchmarkFOV40Gruid is gruid's SSCVisionMap of depth 40 on the same map.
func BenchmarkFOV40Gruid(b *testing.B) { benchFOVGruid(b, 40) }

// gruidMover is the same 8-direction, unit-cost movement written for gruid's paths package.
type gruidMover struct {
	l  *Level
	nb paths.Neighbors
}

func (m *gruidMover) pass(p gruid.Point) bool { return m.l.At(p).Passable() }

func (m *gruidMover) Neighbors(p gruid.Point) []gruid.Point { return m.nb.All(p, m.pass) }

func (m *gruidMover) Cost(p, q gruid.Point) int { return 1 }

func (m *gruidMover) Estimation(p, q gruid.Point) int { return paths.DistanceChebyshev(p, q) }

// benchEnds are the two ends of the longest route of the bench level.
func benchEnds(l *Level) (gruid.Point, gruid.Point) {
	a := l.farthest(l.Up)
	return a, l.farthest(a)
}

func benchAstar(b *testing.B, kind Kind) {
	l := benchLevel(b, kind)
	from, to := benchEnds(l)
	pa := NewPather()
	if pa.PathCost(l, from, to, nil) == nil {
		b.Fatal("no path")
	}
	b.ReportAllocs()
	for b.Loop() {
		pa.PathCost(l, from, to, nil)
	}
}

func benchAstarGruid(b *testing.B, kind Kind) {
	l := benchLevel(b, kind)
	from, to := benchEnds(l)
	pr := paths.NewPathRange(l.Bounds())
	m := &gruidMover{l: l}
	if pr.AstarPath(m, from, to) == nil {
		b.Fatal("no path")
	}
	b.ReportAllocs()
	for b.Loop() {
		pr.AstarPath(m, from, to)
	}
}

// BenchmarkAstar is our A* (PathCost) across the cave bench level (its two farthest cells).
func BenchmarkAstar(b *testing.B) { benchAstar(b, KindCave) }

// BenchmarkAstarGruid is gruid's AstarPath on the same map and ends.
func BenchmarkAstarGruid(b *testing.B) { benchAstarGruid(b, KindCave) }

// astarSizes are the cave sizes A* is compared with gruid's on: the game's level and two larger ones.
var astarSizes = []gruid.Point{{X: 80, Y: 50}, {X: 140, Y: 100}, {X: 200, Y: 200}}

// BenchmarkAstarVsGruid runs our A* (PathCost, the default costs) and gruid's AstarPath (the same 8-direction
// moves at one cost a step, the Chebyshev estimate) across a cave of each size of astarSizes made by our
// generator, between its two farthest cells, in interleaved rounds: one op is one route by each, in turn first.
// It reports x-gruid, our CPU time over gruid's (the thread's CPU clock, so that other work on a loaded
// machine does not count), then each one's ns and allocations a route.
func BenchmarkAstarVsGruid(b *testing.B) {
	for _, sz := range astarSizes {
		b.Run(fmt.Sprintf("%dx%d", sz.X, sz.Y), func(b *testing.B) {
			l := benchLevelSized(KindCave, sz.X, sz.Y)
			from, to := benchEnds(l)
			pa := NewPather()
			pr := paths.NewPathRange(l.Bounds())
			m := &gruidMover{l: l}
			ours := func() { pa.PathCost(l, from, to, nil) }
			theirs := func() { pr.AstarPath(m, from, to) }
			if p, q := pa.PathCost(l, from, to, nil), pr.AstarPath(m, from, to); len(p) == 0 || len(p) != len(q) {
				b.Fatalf("routes of %d and %d cells from %v to %v", len(p), len(q), from, to)
			}
			allocsOurs, allocsGruid := testing.AllocsPerRun(20, ours), testing.AllocsPerRun(20, theirs)
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			var cpuOurs, cpuGruid time.Duration
			rounds := 0
			for b.Loop() {
				t0 := threadCPU()
				if rounds%2 == 0 {
					ours()
					t1 := threadCPU()
					theirs()
					cpuOurs, cpuGruid = cpuOurs+t1-t0, cpuGruid+threadCPU()-t1
				} else {
					theirs()
					t1 := threadCPU()
					ours()
					cpuGruid, cpuOurs = cpuGruid+t1-t0, cpuOurs+threadCPU()-t1
				}
				rounds++
			}
			b.ReportMetric(float64(cpuOurs)/float64(cpuGruid), "x-gruid")
			b.ReportMetric(float64(cpuOurs.Nanoseconds())/float64(rounds), "ours-ns/op")
			b.ReportMetric(float64(cpuGruid.Nanoseconds())/float64(rounds), "gruid-ns/op")
			b.ReportMetric(allocsOurs, "ours-allocs/op")
			b.ReportMetric(allocsGruid, "gruid-allocs/op")
		})
	}
}

// BenchmarkAstarRooms is our A* across the rooms bench level.
func BenchmarkAstarRooms(b *testing.B) { benchAstar(b, KindRooms) }

// BenchmarkAstarRoomsGruid is gruid's AstarPath on the same rooms map.
func BenchmarkAstarRoomsGruid(b *testing.B) { benchAstarGruid(b, KindRooms) }

// BenchmarkPath is Pather.Path across the cave bench level: gruid's jump point search through
// our wrapper (default, uniform costs).
func BenchmarkPath(b *testing.B) {
	l := benchLevel(b, KindCave)
	from, to := benchEnds(l)
	pa := NewPather()
	b.ReportAllocs()
	for b.Loop() {
		pa.Path(l, from, to)
	}
}

// BenchmarkPathGruid is gruid's jump point search called directly on the same map and ends.
func BenchmarkPathGruid(b *testing.B) {
	l := benchLevel(b, KindCave)
	from, to := benchEnds(l)
	pr := paths.NewPathRange(l.Bounds())
	pass := func(p gruid.Point) bool { return l.At(p).Passable() }
	var path []gruid.Point
	b.ReportAllocs()
	for b.Loop() {
		path = pr.JPSPath(path[:0], from, to, pass, true)
	}
}

// BenchmarkDijkstra is our approach map of the whole cave bench level from one goal.
func BenchmarkDijkstra(b *testing.B) {
	l := benchLevel(b, KindCave)
	goals := []gruid.Point{l.Up}
	var dm DijkstraMap
	b.ReportAllocs()
	for b.Loop() {
		dm.Approach(l, goals, nil)
	}
}

// BenchmarkDijkstraGruid is gruid's DijkstraMap of the same level from the same goal.
func BenchmarkDijkstraGruid(b *testing.B) {
	l := benchLevel(b, KindCave)
	goals := []gruid.Point{l.Up}
	pr := paths.NewPathRange(l.Bounds())
	m := &gruidMover{l: l}
	b.ReportAllocs()
	for b.Loop() {
		pr.DijkstraMap(m, goals, 1<<30)
	}
}

// BenchmarkFlee is our flee map (approach, ×-1.2, rescan) of the whole cave bench level.
func BenchmarkFlee(b *testing.B) {
	l := benchLevel(b, KindCave)
	goals := []gruid.Point{l.Up}
	var dm DijkstraMap
	b.ReportAllocs()
	for b.Loop() {
		dm.Flee(l, goals, nil)
	}
}

// BenchmarkGenerateCave is our cave generator (automata, largest part, water, stairs, places).
func BenchmarkGenerateCave(b *testing.B) {
	b.ReportAllocs()
	var i uint64
	for b.Loop() {
		i++
		GenerateCave(rand.New(rand.NewPCG(i, benchSeed)), 80, 50)
	}
}

// BenchmarkGenerateCaveGruid is the gruid part alone: the same automata and keeping the largest part.
func BenchmarkGenerateCaveGruid(b *testing.B) {
	b.ReportAllocs()
	var i uint64
	for b.Loop() {
		i++
		gruidCave(rand.New(rand.NewPCG(i, benchSeed)), 80, 50)
	}
}

// gruidCave is the gruid part of a w×h cave: gruid's automata with the caves' rules and keeping the largest part
// (KeepCC), each made anew as a game would that made one level at a time.
func gruidCave(rng *rand.Rand, w, h int) rl.Grid {
	gd := rl.NewGrid(w, h)
	mg := rl.MapGen{Rand: rng, Grid: gd}
	mg.CellularAutomataCave(caveWall, caveGround, 0.43, caveRules[:])
	pr := paths.NewPathRange(gd.Range())
	pr.CCMapAll(&caveNeighbors{gd: gd})
	sizes := map[int]int{}
	best, bestN := gruid.Point{}, 0
	for p, c := range gd.All() {
		if c == caveGround {
			id := pr.CCMapAt(p)
			sizes[id]++
			if sizes[id] > bestN {
				best, bestN = p, sizes[id]
			}
		}
	}
	mg.KeepCC(pr, best, caveWall)
	return gd
}

// BenchmarkGenerateCaveVsGruid makes, an op, one whole cave of the game's size with our generator (automata,
// largest part, water, stairs, places) and the gruid part of one (gruidCave) from the same seed, in turn first,
// and reports x-gruid-bytes, the bytes ours allocates over gruid's (runtime.MemStats' TotalAlloc around each),
// each one's bytes and allocations a cave, and each one's ns a cave (the thread's CPU clock).
func BenchmarkGenerateCaveVsGruid(b *testing.B) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var ms runtime.MemStats
	mem := func() (uint64, uint64) {
		runtime.ReadMemStats(&ms)
		return ms.TotalAlloc, ms.Mallocs
	}
	var bytesOurs, bytesGruid, allocsOurs, allocsGruid uint64
	var cpuOurs, cpuGruid time.Duration
	ours := func(seed uint64) {
		b0, a0 := mem()
		t0 := threadCPU()
		GenerateCave(rand.New(rand.NewPCG(seed, benchSeed)), 80, 50)
		cpuOurs += threadCPU() - t0
		b1, a1 := mem()
		bytesOurs, allocsOurs = bytesOurs+b1-b0, allocsOurs+a1-a0
	}
	theirs := func(seed uint64) {
		b0, a0 := mem()
		t0 := threadCPU()
		gruidCave(rand.New(rand.NewPCG(seed, benchSeed)), 80, 50)
		cpuGruid += threadCPU() - t0
		b1, a1 := mem()
		bytesGruid, allocsGruid = bytesGruid+b1-b0, allocsGruid+a1-a0
	}
	var n uint64
	for b.Loop() {
		n++
		if n%2 == 0 {
			ours(n)
			theirs(n)
		} else {
			theirs(n)
			ours(n)
		}
	}
	b.ReportMetric(float64(bytesOurs)/float64(bytesGruid), "x-gruid-bytes")
	b.ReportMetric(float64(bytesOurs)/float64(n), "ours-B/op")
	b.ReportMetric(float64(bytesGruid)/float64(n), "gruid-B/op")
	b.ReportMetric(float64(allocsOurs)/float64(n), "ours-allocs/op")
	b.ReportMetric(float64(allocsGruid)/float64(n), "gruid-allocs/op")
	b.ReportMetric(float64(cpuOurs.Nanoseconds())/float64(n), "ours-ns/op")
	b.ReportMetric(float64(cpuGruid.Nanoseconds())/float64(n), "gruid-ns/op")
}

// BenchmarkGenerateRooms is our rooms-and-corridors generator (gruid has none to compare with).
func BenchmarkGenerateRooms(b *testing.B) {
	b.ReportAllocs()
	var i uint64
	for b.Loop() {
		i++
		Generate(rand.New(rand.NewPCG(i, benchSeed)), 80, 50)
	}
}

// BenchmarkDijkstraHeap is the approach map of the same level through the heap (a cost function that gives
// what the default gives): what the breadth-first walk of the default replaced.
func BenchmarkDijkstraHeap(b *testing.B) {
	l := benchLevel(b, KindCave)
	goals := []gruid.Point{l.Up}
	var dm DijkstraMap
	cost := func(p gruid.Point) int { return tileCost(l.At(p)) }
	b.ReportAllocs()
	for b.Loop() {
		dm.Approach(l, goals, cost)
	}
}

// BenchmarkPlainBFS is the plainest breadth-first walk of the same level from the same goal (an array of
// distances and a queue, eight neighbours): the floor BenchmarkDijkstra's uniform-cost map is measured against.
func BenchmarkPlainBFS(b *testing.B) {
	l := benchLevel(b, KindCave)
	dist := make([]int32, l.W*l.H)
	queue := make([]int32, 0, l.W*l.H)
	b.ReportAllocs()
	for b.Loop() {
		for i := range dist {
			dist[i] = -1
		}
		start := int32(l.Up.Y*l.W + l.Up.X)
		dist[start] = 0
		queue = append(queue[:0], start)
		for head := 0; head < len(queue); head++ {
			i := queue[head]
			x, y := int(i)%l.W, int(i)/l.W
			for _, d := range dirs8 {
				qx, qy := x+d.X, y+d.Y
				if qx < 0 || qy < 0 || qx >= l.W || qy >= l.H {
					continue
				}
				if qi := int32(qy*l.W + qx); dist[qi] < 0 && l.Tiles[qi].Passable() {
					dist[qi] = dist[i] + 1
					queue = append(queue, qi)
				}
			}
		}
	}
}
