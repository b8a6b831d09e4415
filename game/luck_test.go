// Tests of the luck ledger (combat/RULES.md §39).

package game

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/cleave-game/cleave/combat/ruleset/cleave"
	"github.com/cleave-game/cleave/combat/ruleset/tiers"
)

// oddsWitness is the game's rule set with a witness at its Resolve: before each blow is settled it works out
// the blow's exact odds on its own — the chapter's combat.Odds and combat.DealtDist for cleave, the rule
// set's Odds (and tiers' GuardedDealt, RULES.md §35.2) for the others — and sums them, with what the blow
// rolled, for the blows the player strikes or takes.
type oddsWitness struct {
	ruleset.RuleSet
	t     *testing.T
	sums  [2]Tally
	blows int
}

func (w *oddsWitness) Resolve(r *combat.Roller, b *ruleset.Blow) (combat.Outcome, error) {
	side := -1
	switch {
	case b.By != nil && b.To != nil && b.By.Player && !b.To.Player:
		side = Yours
	case b.By != nil && b.To != nil && b.To.Player && !b.By.Player:
		side = Theirs
	}
	var hit, crit float64
	var dealt combat.Dist
	if side >= 0 {
		switch rs := w.RuleSet.(type) {
		case cleave.Rules:
			rep, err := combat.Odds(b.Attack, b.Defender)
			require.NoError(w.t, err)
			dealt, err = combat.DealtDist(b.Attack, b.Defender)
			require.NoError(w.t, err)
			hit, crit = rep.Hit, rep.Crit
		case tiers.Rules:
			o, err := rs.Odds(b)
			require.NoError(w.t, err)
			dealt, err = rs.GuardedDealt(b)
			require.NoError(w.t, err)
			hit, crit = o.Report.Hit, o.Report.Crit
		default:
			o, err := rs.Odds(b)
			require.NoError(w.t, err)
			hit, crit, dealt = o.Report.Hit, o.Report.Crit, o.Dealt
		}
	}
	o, err := w.RuleSet.Resolve(r, b)
	if side >= 0 && err == nil {
		w.blows++
		w.sums[side].add(hit, crit, dealt, o)
	}
	return o, err
}

// GuardedDealt passes tiers' on, as the game asks it of its rule set.
func (w *oddsWitness) GuardedDealt(b *ruleset.Blow) (combat.Dist, error) {
	if gd, ok := w.RuleSet.(guardedOdds); ok {
		return gd.GuardedDealt(b)
	}
	return combat.Dist{}, assert.AnError
}

// RULES.md §39.1: the ledger's expected hits, criticals and damage of the whole game are the sums of the
// exact odds of every blow the player struck or took, and what it counts rolled is what the blows rolled.
// Over a seeded bot game under each rule set, a witness at the rule set's Resolve works each blow's odds out
// on its own; the sums agree exactly (the same additions in the same order). And the dice keep to the odds:
// each count rolled is within 5 standard deviations (of its exact variance) of what was expected.
func TestLedgerMatchesTheExactOdds(t *testing.T) {
	for _, rules := range []string{"cleave", "drn", "thac0", "nethack", "tiers"} {
		t.Run(rules, func(t *testing.T) {
			g, err := New(Config{Seed: 7, Rules: rules})
			require.NoError(t, err)
			w := &oddsWitness{RuleSet: g.arms.rules, t: t}
			g.arms.rules = w
			for i := 0; i < 1500 && !g.Over; i++ {
				g.Act(g.BotAction())
			}
			require.Greater(t, w.blows, 20, "the bot's game had fights")
			l := g.Ledger
			for side := range 2 {
				got, want := l.Whole[side], w.sums[side]
				assert.Equal(t, want, got, "side %d: the ledger against the witness's sums", side)
				for _, c := range []struct {
					name     string
					n        int
					mean, vr float64
				}{{"hits", got.Hits, got.EHits, got.VHits}, {"crits", got.Crits, got.ECrits, got.VCrits},
					{"damage", got.Dealt, got.EDealt, got.VDealt}} {
					assert.LessOrEqual(t, math.Abs(float64(c.n)-c.mean), 5*math.Sqrt(c.vr)+1,
						"side %d %s: %d rolled, %.1f expected", side, c.name, c.n, c.mean)
				}
			}
			assert.Equal(t, l.Whole[Yours].Blows+l.Whole[Theirs].Blows, w.blows)
			assert.Positive(t, l.Fights, "fights ended")
		})
	}
}

// binomialTail is the one-sided tail of k successes of n trials of chance p (RULES.md §39.2), from the
// binomial coefficients: the smaller of P(X ≤ k) and P(X ≥ k).
func binomialTail(n, k int, p float64) float64 {
	var low, high float64
	for i := 0; i <= n; i++ {
		lc, _ := math.Lgamma(float64(n + 1))
		li, _ := math.Lgamma(float64(i + 1))
		lr, _ := math.Lgamma(float64(n - i + 1))
		q := math.Exp(lc-li-lr) * math.Pow(p, float64(i)) * math.Pow(1-p, float64(n-i))
		if i <= k {
			low += q
		}
		if i >= k {
			high += q
		}
	}
	return min(low, high)
}

// bruteTail enumerates every one of the 2^n outcomes of trials of chances p: the tail of k successes.
func bruteTail(p []float64, k int) float64 {
	var low, high float64
	for mask := 0; mask < 1<<len(p); mask++ {
		q, s := 1.0, 0
		for i, pi := range p {
			if mask&(1<<i) != 0 {
				q *= pi
				s++
			} else {
				q *= 1 - pi
			}
		}
		if s <= k {
			low += q
		}
		if s >= k {
			high += q
		}
	}
	return min(low, high)
}

// RULES.md §39.2: a fight's "1 in N" of hits and criticals is the exact tail of a Poisson binomial. With equal
// chances it is the binomial's; with differing chances it is what enumerating every outcome gives.
func TestLuckTailsAreExact(t *testing.T) {
	for _, c := range []struct {
		n int
		p float64
	}{{10, 65.0 / 144}, {30, 0.25}, {200, 100.0 / 144}, {1, 0.5}} {
		same := make([]float64, c.n)
		for i := range same {
			same[i] = c.p
		}
		dist := combat.PoissonBinomial(same)
		for k := 0; k <= c.n; k++ {
			tail, _ := combat.Tail(dist, k)
			assert.InDelta(t, binomialTail(c.n, k, c.p), tail, 1e-12, "%d of %d at %g", k, c.n, c.p)
		}
	}
	differ := []float64{0.9, 0.1, 55.0 / 144, 0.5, 0.02, 0.75, 1, 0.33, 0.61, 0.08, 0.47, 0}
	for n := 1; n <= len(differ); n++ {
		p := differ[:n]
		dist := combat.PoissonBinomial(p)
		for k := 0; k <= n; k++ {
			tail, _ := combat.Tail(dist, k)
			assert.InDelta(t, bruteTail(p, k), tail, 1e-12, "%d of %v", k, p)
		}
	}
	// A fight's rows: its hits' tail is the enumeration's, and says the side of the luck.
	f := Fight{FoeID: 1, Foe: "kobold"}
	for i, pi := range differ[:10] {
		f.HitP[Theirs] = append(f.HitP[Theirs], pi)
		f.CritP[Theirs] = append(f.CritP[Theirs], pi/10)
		f.Side[Theirs].add(pi, pi/10, combat.Dist{P: []float64{1}}, combat.Outcome{Hit: i < 8})
	}
	rows := f.Rows()
	require.Len(t, rows, 3)
	assert.Equal(t, "game.luck.row.hits_on_you", rows[0].What)
	assert.Equal(t, 8, rows[0].Rolled)
	assert.InDelta(t, bruteTail(differ[:10], 8), rows[0].Tail, 1e-12)
	assert.True(t, rows[0].Above)
	assert.False(t, rows[0].About, "a fight's hits are exact")
	assert.Contains(t, rows[0].OneIn(), "unlucky", "more hits on you than the odds: bad luck")
}

// RULES.md §39.2: a run's unlikeliness is said as "1 in N", N = 1/tail rounded; "about" for the normal
// curve's.
func TestOneInSays(t *testing.T) {
	assert.Equal(t, "a 1-in-20 run, lucky", LuckRow{Tail: 0.05, Above: true, Side: Yours}.OneIn())
	assert.Equal(t, "about a 1-in-20 run, unlucky", LuckRow{Tail: 0.05, Above: true, Side: Theirs, About: true}.OneIn())
	assert.Equal(t, "as the odds", LuckRow{Tail: 0.4}.OneIn())
}

// RULES.md §39: the ledger is kept in the save: a game saved and loaded has the same ledger, the fight under
// way with it, and plays on to the same ledger as the game never saved.
func TestLedgerSurvivesASave(t *testing.T) {
	g := newGame(t, 4)
	for i := 0; i < 300 && !g.Over; i++ {
		g.Act(g.BotAction())
	}
	require.Positive(t, g.Ledger.Whole[Yours].Blows)
	h := reloaded(t, g)
	assert.Equal(t, g.Ledger, h.Ledger)
	for i := 0; i < 300 && !g.Over; i++ {
		g.Act(g.BotAction())
		h.Act(h.BotAction())
	}
	assert.Equal(t, g.Ledger, h.Ledger)
}
