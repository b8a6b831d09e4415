// Tests of the census (issue 36): it counts what the game's own levels hold, whatever the goroutines, and
// tells each vault by its name.

package census

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

func embedded(t testing.TB) *assets.Data {
	t.Helper()
	d, err := assets.Load(nil)
	require.NoError(t, err)
	return d
}

// TestCensusCountsTheGamesLevels: each level's rows add up what the game's floors hold, level by level, over
// the seeds: the creatures by kind, the floor's items, the magic items on the floor and in the creatures'
// hands, the traps and the vaults (RULES.md §38: the levels as the stairs
// down make them, game.Game.DescendAtOnce), the mean a dungeon, the fewest and the most.
func TestCensusCountsTheGamesLevels(t *testing.T) {
	d := embedded(t)
	const seeds, first = 3, 7
	rep, err := Run(d, Options{Seeds: seeds, First: first, Workers: 2})
	require.NoError(t, err)
	require.Len(t, rep.Levels, d.Dungeon.GoalDepth)
	type tally struct{ total, lo, hi int }
	want := map[[3]any]*tally{} // depth, kind, name
	add := func(depth int, kind, name string, n int) {
		k := [3]any{depth, kind, name}
		w, ok := want[k]
		if !ok {
			w = &tally{lo: n, hi: n}
			want[k] = w
		}
		w.total += n
		w.lo, w.hi = min(w.lo, n), max(w.hi, n)
	}
	kinds := map[string]bool{}
	for s := uint64(first); s < first+seeds; s++ {
		g, err := game.New(game.Config{Seed: s, Data: d})
		require.NoError(t, err)
		for {
			add(g.Depth, KindCreature, All, len(g.Creatures))
			add(g.Depth, KindItem, All, len(g.Items))
			add(g.Depth, KindTrap, All, len(g.Traps))
			magic, carried := 0, 0
			for _, fi := range g.Items {
				if fi.Item.Affixes != (game.Item{}).Affixes { // any affix (RULES.md §19)
					magic++
				}
			}
			for _, a := range g.Creatures {
				for _, it := range append(a.Worn[:], a.Pack...) {
					if it.Affixes != (game.Item{}).Affixes {
						carried++
					}
				}
			}
			add(g.Depth, KindMagic, All, magic)
			add(g.Depth, KindCarried, All, carried)
			vaults := len(g.Level.Vaults)
			if g.Level.Kind == levels.KindAuthored {
				vaults = 1 // the whole level is its vault
			}
			add(g.Depth, KindVault, All, vaults)
			for _, a := range g.Creatures {
				kinds[a.Kind] = true
			}
			if !g.DescendAtOnce() {
				break
			}
		}
	}
	for s := uint64(first); s < first+seeds; s++ { // the kinds, by kind, every seed counting (0 too)
		g, err := game.New(game.Config{Seed: s, Data: d})
		require.NoError(t, err)
		for {
			for k := range kinds {
				n := 0
				for _, a := range g.Creatures {
					if a.Kind == k {
						n++
					}
				}
				add(g.Depth, KindCreature, k, n)
			}
			if !g.DescendAtOnce() {
				break
			}
		}
	}
	for k, w := range want {
		depth, kind, name := k[0].(int), k[1].(string), k[2].(string)
		row, ok := rep.Row(depth, kind, name)
		if w.total == 0 {
			assert.False(t, ok, "level %d: no row for %s %s, never generated there", depth, kind, name)
			continue
		}
		require.True(t, ok, "level %d has a row for %s %s", depth, kind, name)
		assert.Equal(t, w.total, row.Total, "level %d %s %s: total", depth, kind, name)
		assert.Equal(t, w.lo, row.Min, "level %d %s %s: fewest", depth, kind, name)
		assert.Equal(t, w.hi, row.Max, "level %d %s %s: most", depth, kind, name)
		assert.InDelta(t, float64(w.total)/seeds, row.Mean, 1e-12, "level %d %s %s: mean", depth, kind, name)
	}
}

// TestCensusDoesNotDependOnTheWorkers: one goroutine or four, the same census.
func TestCensusDoesNotDependOnTheWorkers(t *testing.T) {
	d := embedded(t)
	one, err := Run(d, Options{Seeds: 6, First: 3, Workers: 1})
	require.NoError(t, err)
	four, err := Run(d, Options{Seeds: 6, First: 3, Workers: 4})
	require.NoError(t, err)
	require.Equal(t, one, four)
	other, err := Run(d, Options{Seeds: 6, First: 4, Workers: 1})
	require.NoError(t, err)
	require.NotEqual(t, one, other, "other seeds, another census")
}

// TestVaultsAreToldByName: every vault piece placed into a generated level is named by Vaults (RULES.md §38.2),
// and every whole level by its own; a level with none names none.
func TestVaultsAreToldByName(t *testing.T) {
	d := embedded(t)
	rng := rand.New(rand.NewPCG(1, 2))
	pieces := 0
	for _, v := range d.Vaults {
		if v.Whole {
			assert.Equal(t, []string{VaultName(v)}, Vaults(d, levels.Authored(v, game.LevelW, game.LevelH)), "whole level %s", v.Name)
			continue
		}
		for range 5 {
			l := levels.Generate(rng, game.LevelW, game.LevelH)
			require.Empty(t, Vaults(d, l), "a level with no vault")
			if l.PlaceVault(rng, v) {
				assert.Equal(t, []string{VaultName(v)}, Vaults(d, l), "vault %s", v.Name)
				pieces++
				break
			}
		}
	}
	require.Positive(t, pieces, "some pieces were placed")
}

// BenchmarkCensus: 200 dungeons, every level down to the goal's, on every core (the README's figure).
func BenchmarkCensus(b *testing.B) {
	d := embedded(b)
	for b.Loop() {
		if _, err := Run(d, Options{Seeds: 200, First: 1}); err != nil {
			b.Fatal(err)
		}
	}
}
