// The census's walk down a dungeon (game/census, issue 36) makes each level exactly as the stairs down do.

package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/levels"
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

// RULES.md §38.2, the creatures of a level: a generated level holds dungeon.toml's CreaturesAt its depth, its vault
// pieces' creatures counted among them (a level with a piece gets its packs too), and a whole authored level
// (the lair, the goal's) only the creatures its map places, the goal's guardian besides.
func TestEveryGeneratedLevelGetsItsPacks(t *testing.T) {
	pieces := 0
	for seed := uint64(1); seed <= 6; seed++ {
		g := newGame(t, seed)
		_, goal := g.Goal()
		for g.Depth < goal {
			require.True(t, g.DescendAtOnce())
			placed := 0
			for _, s := range g.Level.Fixed {
				if s.Kind == levels.SpawnCreature {
					placed++
				}
			}
			if g.Level.Kind == levels.KindAuthored {
				assert.LessOrEqual(t, len(g.Creatures), placed+1, "seed %d level %d: a whole level's creatures are its map's", seed, g.Depth)
				continue
			}
			if placed > 0 {
				pieces++
			}
			assert.Equal(t, g.data.Dungeon.CreaturesAt(g.Depth), len(g.Creatures), "seed %d level %d (%d placed by vault pieces)", seed, g.Depth, placed)
		}
	}
	require.Positive(t, pieces, "some level of these seeds has a vault piece with creatures")
}
