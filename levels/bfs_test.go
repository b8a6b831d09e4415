package levels

import (
	"math/rand/v2"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestApproachBreadthFirst: the default approach map (breadth first) gives the values the heap gives for the
// same uniform costs, settles cells in the same order of value, and keeps MaxCost; its flee map is the same.
func TestApproachBreadthFirst(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		l := GenerateCave(rand.New(rand.NewPCG(seed, 7)), 80, 50)
		if seed%2 == 0 {
			l = Generate(rand.New(rand.NewPCG(seed, 7)), 80, 50)
		}
		cost := func(p gruid.Point) int { return tileCost(l.At(p)) }
		goals := []gruid.Point{l.Up, l.Down}
		for _, most := range []int{0, 7 * Step} {
			bfs, heap := DijkstraMap{MaxCost: most}, DijkstraMap{MaxCost: most}
			bfs.Approach(l, goals, nil)
			heap.Approach(l, goals, cost)
			assert.Equal(t, heap.Dist, bfs.Dist, "seed %d, most %d", seed, most)
			assert.Len(t, bfs.order, len(heap.order))
			for i := 1; i < len(bfs.order); i++ {
				if bfs.Dist[bfs.order[i]] < bfs.Dist[bfs.order[i-1]] {
					t.Fatalf("seed %d: settled out of order at %d", seed, i)
				}
			}
		}
		var fb, fh DijkstraMap
		fb.Flee(l, goals, nil)
		fh.Flee(l, goals, cost)
		assert.Equal(t, fh.Dist, fb.Dist, "seed %d: the flee map", seed)
	}
}

// TestFleeQueueAsHeap: the flee map of the default costs, rescanned through a queue (rescanUniform), is the
// heap's of the same costs (a cost function) on 200 random levels of 3×3 to 90×60, walls strewn at 0–60%
// (the edges open too), with one to four goals anywhere, walls among them (issue 35).
func TestFleeQueueAsHeap(t *testing.T) {
	rng := rand.New(rand.NewPCG(35, 3))
	var fq, fh DijkstraMap
	cells := 0
	for range 200 {
		w, h := 3+rng.IntN(88), 3+rng.IntN(58)
		l := NewLevel(w, h)
		walls := rng.Float64() * 0.6
		for i := range l.Tiles {
			l.Tiles[i] = Floor
			if rng.Float64() < walls {
				l.Tiles[i] = Wall
			}
		}
		goals := make([]gruid.Point, 1+rng.IntN(4))
		for i := range goals {
			goals[i] = gruid.Point{X: rng.IntN(w), Y: rng.IntN(h)}
		}
		cost := func(p gruid.Point) int { return tileCost(l.At(p)) }
		fq.Flee(l, goals, nil)
		fh.Flee(l, goals, cost)
		require.Equal(t, fh.Dist, fq.Dist, "%d×%d, walls %.2f, goals %v", w, h, walls, goals)
		cells += w * h
	}
	t.Logf("%d cells", cells)
}
