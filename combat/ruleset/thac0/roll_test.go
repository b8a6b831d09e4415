// Tests of the thac0 roll (RULES.md §33): the seed's worked example, the hit chance by need, the
// natural 20 and 1 switches, helpless targets, criticals and the exact odds against many rolls.

package thac0

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
)

// rules: RULES.md §33.1 — the seed's example: a level 7 fighter (THAC0 14) needs 8 against AC 6; with
// Strength 18/80 (+2) and a long sword +1 his THAC0 becomes 12 then 11, and he needs 5.
func TestTHAC0SeedExample(t *testing.T) {
	assert.Equal(t, 8, Need(14, 6))
	assert.Equal(t, 5, Need(14-2-1, 6))
	x := Attack{THAC0: 11, Natural20: true, Natural1: true}
	assert.InDelta(t, 16.0/20, HitChance(x, Defence{AC: 6}), 1e-12, "5 to 20 hit")
}

// rules: RULES.md §33.1 — the hit chance for every need, with and without the Baldur's Gate switches;
// a helpless target is always hit.
func TestTHAC0HitChanceByNeed(t *testing.T) {
	for need := -5; need <= 25; need++ {
		plain := Attack{THAC0: need}
		bg := Attack{THAC0: need, Natural20: true, Natural1: true}
		n := 0
		for v := 1; v <= 20; v++ {
			if v >= need {
				n++
			}
		}
		assert.InDelta(t, float64(n)/20, HitChance(plain, Defence{}), 1e-12, "need %d", need)
		want := float64(min(19, max(1, n))) / 20
		if need <= 1 {
			want = 19.0 / 20
		}
		assert.InDelta(t, want, HitChance(bg, Defence{}), 1e-12, "need %d, natural 20 and 1", need)
		assert.Equal(t, 1.0, HitChance(bg, Defence{Helpless: true}), "need %d: a helpless target", need)
	}
}

// rules: RULES.md §33.1 — the odds equal what many resolved attacks give: hit, criticals (a natural 20
// doubles the damage), mean damage, armour soaking nothing.
func TestTHAC0OddsMatchResolve(t *testing.T) {
	a := combat.Attack{Str: 10, Dex: 10, Weapon: combat.Weapon{Name: "sword", Damage: combat.Dice{Count: 1, Sides: 8}, Types: combat.AnyOf(combat.Slashing)}, Mode: combat.Blow}
	x := Attack{THAC0: 14, Damage: combat.Dice{Count: 1, Sides: 8, Bonus: 1}, Natural20: true, Natural1: true, CritMultiplier: 2}
	d := combat.Defender{HP: 9, MaxHP: 9, Protection: []combat.Piece{{Name: "mail", Protection: 5}}}
	dd := Defence{AC: 4}
	rep, dealt, err := odds(a, d, x, dd)
	require.NoError(t, err)
	assert.Equal(t, 10, rep.Need)
	assert.InDelta(t, 11.0/20, rep.Hit, 1e-12)
	assert.InDelta(t, 1.0/20, rep.Crit, 1e-12)
	// mean: 10 plain hits of 5.5 and one critical of 11, a twentieth each.
	assert.InDelta(t, (10*5.5+11)/20, rep.MeanDamage, 1e-12)
	assert.InDelta(t, rep.MeanDamage, dealt.Mean(), 1e-12)
	r := combat.NewRoller(rand.New(rand.NewPCG(3, 4)))
	const n = 200000
	hits, crits, sum := 0, 0, 0
	for range n {
		o, err := settle(r, a, d, x, dd)
		require.NoError(t, err)
		if o.Hit {
			hits++
			require.Equal(t, o.Damage, o.Dealt, "armour soaks nothing")
		}
		if o.Critical {
			crits++
			require.Equal(t, 20, o.Natural)
		}
		sum += o.Dealt
	}
	assert.InDelta(t, rep.Hit, float64(hits)/n, 0.005)
	assert.InDelta(t, rep.Crit, float64(crits)/n, 0.002)
	assert.InDelta(t, rep.MeanDamage, float64(sum)/n, 0.03)
	dd.Helpless = true
	rep, _, err = odds(a, d, x, dd)
	require.NoError(t, err)
	assert.Equal(t, 1.0, rep.Hit)
	assert.Zero(t, rep.Crit, "a helpless target takes normal damage")
}
