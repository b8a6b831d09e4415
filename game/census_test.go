// The census's walk down a dungeon (game/census, issue 36) makes each level exactly as the stairs down do.

package game

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestDescendAtOnceIsTheStairs: a level DescendAtOnce makes is the level the stairs down make from the same
// game (RULES.md §38: the same generator, creatures, items, traps, from the same random source), every level
// down to the goal's for a few seeds; at the goal there is nothing below, and it does nothing.
func TestDescendAtOnceIsTheStairs(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		stairs, census := newGame(t, seed), newGame(t, seed)
		_, goal := census.Goal()
		for census.Depth < goal {
			descend(t, stairs)
			require.True(t, census.DescendAtOnce())
			require.Equal(t, stairs.Depth, census.Depth)
			require.Equal(t, stairs.Level, census.Level, "seed %d level %d: the map", seed, census.Depth)
			require.Equal(t, stairs.Creatures, census.Creatures, "seed %d level %d: the creatures", seed, census.Depth)
			require.Equal(t, stairs.Items, census.Items, "seed %d level %d: the items", seed, census.Depth)
			require.Equal(t, stairs.Traps, census.Traps, "seed %d level %d: the traps", seed, census.Depth)
		}
		floors := len(census.Floors)
		require.False(t, census.DescendAtOnce(), "nothing lies below the goal's level")
		require.Len(t, census.Floors, floors)
	}
}
