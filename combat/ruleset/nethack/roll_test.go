// Tests of the nethack roll (RULES.md §34): the hit chance for sums −5..25 against the d20's faces, and
// the exact odds against many resolved attacks.

package nethack

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
)

// rules: RULES.md §34.1 — the attack hits when the sum is greater than 1d20: counted face by face.
func TestNetHackHitChanceBySum(t *testing.T) {
	for sum := -5; sum <= 25; sum++ {
		n := 0
		for v := 1; v <= 20; v++ {
			if sum > v {
				n++
			}
		}
		assert.InDelta(t, float64(n)/20, HitChance(sum), 1e-12, "sum %d", sum)
	}
	assert.Equal(t, 13, Sum(Attack{ToHit: 5}, Defence{AC: 6, State: 2}))
}

// rules: RULES.md §34.1 — the odds equal what many resolved attacks give; armour soaks nothing.
func TestNetHackOddsMatchResolve(t *testing.T) {
	a := combat.Attack{Str: 10, Dex: 10, Weapon: combat.Weapon{Name: "sword", Damage: combat.Dice{Count: 1, Sides: 8}, Types: combat.AnyOf(combat.Slashing)}, Mode: combat.Blow}
	x := Attack{ToHit: 4, Damage: combat.Dice{Count: 1, Sides: 8, Bonus: 1}}
	d := combat.Defender{HP: 7, MaxHP: 7, Protection: []combat.Piece{{Name: "mail", Protection: 5}}}
	dd := Defence{AC: 5, State: 2}
	rep, dealt, err := odds(a, d, x, dd)
	require.NoError(t, err)
	assert.Equal(t, 11, rep.ToHit)
	assert.InDelta(t, 10.0/20, rep.Hit, 1e-12)
	assert.InDelta(t, 0.5*5.5, rep.MeanDamage, 1e-12)
	assert.InDelta(t, 0.5*3.0/8, rep.Kill, 1e-12, "7, 8 or 9")
	assert.InDelta(t, rep.MeanDamage, dealt.Mean(), 1e-12)
	r := combat.NewRoller(rand.New(rand.NewPCG(5, 6)))
	const n = 100000
	hits, sum := 0, 0
	for range n {
		o, err := settle(r, a, d, x, dd)
		require.NoError(t, err)
		require.Equal(t, o.Hit, 11 > o.Natural)
		if o.Hit {
			hits++
			require.Equal(t, o.Damage, o.Dealt)
		}
		sum += o.Dealt
	}
	assert.InDelta(t, rep.Hit, float64(hits)/n, 0.01)
	assert.InDelta(t, rep.MeanDamage, float64(sum)/n, 0.05)
}
