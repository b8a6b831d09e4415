// Issue 18: odds --rules drn against an independent computation, and balance --rules drn.

package cli

import (
	"encoding/json"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset/drn"
	"github.com/cleave-game/cleave/game"
)

// openDie is the chance one open-ended d6 shows v: 1..5 a sixth each; above 5 a six (counted 5) then v−5.
func openDie(v int) float64 {
	p := 1.0
	for v > 5 {
		p /= 6
		v -= 5
	}
	if v < 1 {
		return 0
	}
	return p / 6
}

// beats is P(attack + DRN > defence + DRN), the four dice enumerated up to 60 each (a tail below 1e-20).
func beats(attack, defence int) float64 {
	s := 0.0
	for a := 1; a <= 60; a++ {
		for b := 1; b <= 60; b++ {
			pab := openDie(a) * openDie(b)
			for c := 1; c <= 60; c++ {
				for d := 1; d <= 60; d++ {
					if attack+a+b > defence+c+d {
						s += pab * openDie(c) * openDie(d)
					}
				}
			}
		}
	}
	return s
}

func TestOddsDRNHitByDifference(t *testing.T) {
	for diff := -10; diff <= 20; diff++ {
		def := 10 - diff // the long sword's Attack at Strength 10, rank 0: attack_base 10 + 0
		code, out, errs := run(t, "odds", "--rules", "drn", "--weapon", "long sword", "--defence", itoa(def), "--hp", "10", "--json")
		require.Equal(t, 0, code, errs)
		var m map[string]float64
		require.NoError(t, json.Unmarshal([]byte(out), &m))
		require.Equal(t, 10.0, m["to_hit"])
		require.Equal(t, float64(def), m["defence"])
		assert.InDelta(t, beats(10, def), m["hit"], 1e-6, "Attack − Defence = %d", diff)
		for _, k := range []string{"shield_hit", "crit", "mean_damage", "kill"} {
			assert.Contains(t, m, k)
		}
	}
}

func TestOddsDRNCreature(t *testing.T) {
	code, out, errs := run(t, "odds", "--rules", "drn", "--weapon", "long sword", "--target", "goblin", "--json")
	require.Equal(t, 0, code, errs)
	var m map[string]float64
	require.NoError(t, json.Unmarshal([]byte(out), &m))
	assert.Positive(t, m["hit"])
	code, _, errs = run(t, "odds", "--rules", "gurps", "--weapon", "long sword", "--target", "goblin")
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errs, "cleave, drn, thac0, nethack, tiers")
}

func TestBalanceDRNSameSheet(t *testing.T) {
	code, cl, errs := run(t, "balance", "--weapon", "long sword")
	require.Equal(t, 0, code, errs)
	code, dr, errs := run(t, "balance", "--rules", "drn", "--weapon", "long sword")
	require.Equal(t, 0, code, errs)
	assert.Contains(t, dr, "Rules: drn")
	cll, drl := strings.Split(strings.TrimSpace(cl), "\n"), strings.Split(strings.TrimSpace(dr), "\n")
	require.Equal(t, len(cll), len(drl), "one row a creature, as for the default rules")
	assert.Equal(t, cll[2], drl[2], "the same header")
	assert.NotEqual(t, cll[3], drl[3], "other numbers")
}

func itoa(v int) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// TestDRNExactAsOdds (issue 35): the balance sheet's odds under drn, asked blow after blow in one Scratch
// (drn.Rules.Exact, the sheet's Asker), are the odds command's (RuleSet.Odds), to the last bit: the hit,
// critical, glance, mean damage and kill of RULES.md §32.2 and every chance of the hit points dealt, for every
// weapon against every creature, rested and at 60 fatigue; a distribution Odds returned is not touched by the
// next blow asked; and the sheet's rows are those Odds gives.
func TestDRNExactAsOdds(t *testing.T) {
	d, rs, blows := drnSheet(t)
	s := new(drn.Scratch)
	ask := rs.Asker()
	var kept []combat.Dist
	crits := 0
	for i := range blows {
		b := &blows[i]
		o, err := rs.Odds(b)
		require.NoError(t, err)
		rep, dealt, err := rs.Exact(b, s)
		require.NoError(t, err)
		require.Equal(t, o.Own, rep, "blow %d", i)
		require.Equal(t, o.Dealt, dealt, "blow %d", i)
		common, dealt2, err := ask(b)
		require.NoError(t, err)
		require.Equal(t, o.Report, common, "blow %d", i)
		require.Equal(t, o.Dealt, dealt2, "blow %d", i)
		if rep.Crit > 0 {
			crits++
		}
		kept = append(kept, o.Dealt)
	}
	assert.Positive(t, crits, "the tired targets are hit critically")
	for i, dealt := range kept {
		o, err := rs.Odds(&blows[i])
		require.NoError(t, err)
		require.Equal(t, o.Dealt, dealt, "blow %d's distribution, after every other blow was asked", i)
	}
	weapons, creatures := d.WeaponNames(), d.CreatureNames()
	rows, err := SheetUnder(d, rs, weapons, creatures, game.AttackSpec{Str: 10, Dex: 10})
	require.NoError(t, err)
	require.Len(t, rows, len(blows)/2, "the rested half of the blows")
	for i, r := range rows {
		want, err := rs.Odds(&blows[i])
		require.NoError(t, err)
		assert.Equal(t, Row{Weapon: weapons[i/len(creatures)], Target: creatures[i%len(creatures)], Hit: want.Report.Hit,
			Crit: want.Report.Crit, MeanDamage: want.Report.MeanDamage, PerSecond: r.PerSecond,
			ToKill: ExpectedAttacks(want.Dealt, blows[i].Defender.MaxHP)}, r, "row %d", i)
	}
}

// TestDRNExactConcurrent: a freshly loaded drn rule set works out its table when its odds are first asked, by
// whichever goroutine asks first; goroutines asking at once, each with its own Scratch, get the odds one alone
// gets (RULES.md §32.2). Under the race detector (CI's race step runs ./game/...) it checks that they share
// nothing else: a table made without sync.Once was seen to race.
func TestDRNExactConcurrent(t *testing.T) {
	_, rs, blows := drnSheet(t)
	blows = blows[:min(len(blows), 300)]
	want := make([]drn.Report, len(blows))
	_, _, fresh := drnSheet(t) // the sequential answers from another load: rs's table is still to be made
	_, other, _ := drnSheet(t)
	s := new(drn.Scratch)
	for i := range blows {
		rep, _, err := other.Exact(&fresh[i], s)
		require.NoError(t, err)
		want[i] = rep
	}
	const workers = 4
	got := make([][]drn.Report, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			s := new(drn.Scratch)
			for i := range blows {
				b := blows[i] // a copy: each goroutine its own blow (the rule set only reads it)
				rep, _, err := rs.Exact(&b, s)
				if err != nil {
					return
				}
				got[w] = append(got[w], rep)
			}
		})
	}
	wg.Wait()
	for w := range workers {
		require.Equal(t, want, got[w], "goroutine %d", w)
	}
}
