// Tests of the tiers rule set (RULES.md §35): Light/Medium/Critical against an independent enumeration,
// Guard's Dodge and Block, the off hand's Light hits.

package combat

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rules: RULES.md §35.1 — for attack − defence bonus −10..+20, the chances of each hit strength equal a
// count of the 400 pairs of d20 by the margin (below 0 a miss, 0–5 Light, 6–11 Medium, 12 up Critical).
func TestTiersStrengthsByDifference(t *testing.T) {
	for diff := -10; diff <= 20; diff++ {
		var want [4]int
		for a := 1; a <= 20; a++ {
			for d := 1; d <= 20; d++ {
				m := a + diff - d
				switch {
				case m < 0:
					want[0]++
				case m <= 5:
					want[1]++
				case m <= 11:
					want[2]++
				default:
					want[3]++
				}
			}
		}
		got := TiersChances(diff+3, 3, false)
		for s := range 4 {
			assert.InDelta(t, float64(want[s])/400, got[s], 1e-12, "difference %d, strength %d", diff, s)
		}
	}
}

// rules: RULES.md §35.1–35.2 — the odds against many resolved attacks; Dodge takes a hit strength off,
// Block takes 3 (and the Block Die) spread over attacks; the off hand lands only Light hits.
func TestTiersResolveAndGuard(t *testing.T) {
	a := Attack{Str: 10, Dex: 10, Weapon: Weapon{Name: "long sword", Damage: Dice{Count: 1, Sides: 9}, Types: AnyOf(Slashing)}, Mode: Blow,
		Tiers: TiersAttack{Bonus: 8, Damage: [3]int{3, 5, 7}}}
	d := Defender{HP: 7, MaxHP: 7, Tiers: TiersDefence{Bonus: 2}}
	rep, _, err := OddsTiers(a, d)
	require.NoError(t, err)
	assert.InDelta(t, rep.Light*3+rep.Medium*5+rep.Critical*7, rep.MeanDamage, 1e-12)
	assert.InDelta(t, rep.Critical, rep.Kill, 1e-12, "only a Critical (7) kills 7 hit points")
	r := NewRoller(rand.New(rand.NewPCG(7, 8)))
	const n = 100000
	var counts [4]int
	for range n {
		o, err := ResolveUnder(Tiers, r, a, d)
		require.NoError(t, err)
		require.Equal(t, TiersStrength(o.AttackRoll, o.DefenceRoll), o.Tiers.Strength)
		counts[o.Tiers.Strength]++
	}
	assert.InDelta(t, rep.Light, float64(counts[1])/n, 0.01)
	assert.InDelta(t, rep.Critical, float64(counts[3])/n, 0.01)
	// Dodge: a Medium hit deals a Light hit's damage; a Light hit nothing.
	d.Tiers.GP = 1
	d.Tiers.Guard = [4]Guard{GuardNone, GuardDodge, GuardDodge, GuardDodge}
	for range 2000 {
		o, err := ResolveUnder(Tiers, r, a, d)
		require.NoError(t, err)
		if !o.Hit {
			continue
		}
		require.True(t, o.Tiers.GPSpent)
		require.Equal(t, o.Tiers.Strength-1, o.Tiers.Landed)
		want := 0
		if o.Tiers.Landed > 0 {
			want = a.Tiers.Damage[o.Tiers.Landed-1]
		}
		require.Equal(t, want, o.Dealt)
	}
	// Block: 3 off, the rest of the pool left for the next attack.
	d.Tiers.Guard = [4]Guard{GuardNone, GuardBlock, GuardBlock, GuardBlock}
	d.Tiers.BlockNew = 3
	for range 2000 {
		o, err := ResolveUnder(Tiers, r, a, d)
		require.NoError(t, err)
		if !o.Hit {
			continue
		}
		dmg := a.Tiers.Damage[o.Tiers.Strength-1]
		require.Equal(t, min(3, dmg), o.Tiers.Blocked)
		require.Equal(t, dmg-min(3, dmg), o.Dealt)
		require.Equal(t, 3-min(3, dmg), o.Tiers.BlockLeft)
	}
	// The off hand: Light hits only.
	a.Tiers.LightOnly = true
	rep, _, err = OddsTiers(a, Defender{HP: 7, MaxHP: 7, Tiers: TiersDefence{Bonus: -20}})
	require.NoError(t, err)
	assert.InDelta(t, 1.0, rep.Light, 1e-12)
	assert.Zero(t, rep.Critical)
}
