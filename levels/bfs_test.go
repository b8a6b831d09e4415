package levels

import (
	"math/rand/v2"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
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
