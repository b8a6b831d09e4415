package hindsight

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/arena"
)

// deathSeed is a bot game that dies with a potion of healing, a second weapon and a shield carried at the
// start of its last fight (the first such of seeds 1, 2, …; 11 was until every generated level got its
// packs, RULES.md §38.2).
const deathSeed = 3

// botDeath plays the bot's game of seed under the watcher w to its end (at most turns turns).
func botDeath(t testing.TB, d *assets.Data, seed uint64, w *Watcher, turns int) *game.Game {
	t.Helper()
	g, err := game.New(game.Config{Seed: seed, Data: d})
	require.NoError(t, err)
	for i := 0; i < turns && !g.Over; i++ {
		w.Frame(g)
		g.Act(g.BotAction())
	}
	w.Frame(g)
	return g
}

// TestBotDeath (issue 34, part 2): the bot's death of deathSeed shows at least three alternatives the player
// had, each with its chance out of Runs fights, and their count in the head line.
func TestBotDeath(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	w := NewWatcher(d)
	g := botDeath(t, d, deathSeed, w, 20000)
	require.True(t, g.Player.Dead, "the bot's game of seed %d ends in a death", deathSeed)
	lines := w.Wait()
	require.NotEmpty(t, lines)
	require.Contains(t, lines[0], "100 times each")
	alts := 0
	for _, l := range lines[1:] {
		if strings.Contains(l, "you would have lived") && strings.HasSuffix(l, "in 100.") && !strings.Contains(l, "as you stood") {
			alts++
		}
	}
	require.GreaterOrEqual(t, alts, 3, "alternatives: %q", lines)
	for _, want := range []string{"stance you would have lived", "Wielding your", "Drinking your potion of healing first"} {
		require.Contains(t, strings.Join(lines, "\n"), want)
	}
}

// TestChanceByArena: one figure (the defensive stance) recomputed with the arena alone, from the same
// state and with the same seeds, is exactly the figure the alternatives give.
func TestChanceByArena(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	w := NewWatcher(d)
	botDeath(t, d, deathSeed, w, 20000)
	require.NotNil(t, w.snap)
	alts, err := Alternatives(w.snap, d)
	require.NoError(t, err)
	want := -1
	for _, a := range alts {
		if a.What == "In the defensive stance" {
			want = a.Lived
		}
	}
	require.GreaterOrEqual(t, want, 0, "the defensive stance is an alternative")
	start, err := NewStart(w.snap, d)
	require.NoError(t, err)
	lived := 0
	for seed := uint64(1); seed <= Runs; seed++ {
		g, err := start.Game(seed)
		require.NoError(t, err)
		took := false
		r := arena.Resume(g, g.Targets()).PlayWith(maxSeconds, func() game.Action {
			if !took {
				took = true
				if g.Player.Stance != "defensive" {
					return game.Action{Kind: game.ActStance, Stance: "defensive"}
				}
			}
			return arena.MeleeAction(g)
		})
		if r.Won || r.Escaped {
			lived++
		}
	}
	require.Equal(t, want, lived, "the defensive stance's figure, the arena's own count")
}

// BenchmarkAlternatives is the work done at death: every alternative of deathSeed's last fight, Runs each.
func BenchmarkAlternatives(b *testing.B) {
	d, err := assets.Load(nil)
	require.NoError(b, err)
	w := NewWatcher(d)
	botDeath(b, d, deathSeed, w, 20000)
	b.ResetTimer()
	for range b.N {
		if _, err := Alternatives(w.snap, d); err != nil {
			b.Fatal(err)
		}
	}
}
