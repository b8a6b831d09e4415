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

// tiersByHand is an independent count of the damage one attack of bonus 8 and damage 3/5/7 deals
// against defence bonus 2 after the defender's guard: every pair of d20 and every face of the die
// thrown on the guard (sides 0: none), by the guard's own arithmetic.
func tiersByHand(guard Guard, dieSides, blockNew int) map[int]float64 {
	dmg := [4]int{0, 3, 5, 7}
	out := map[int]float64{}
	faces := max(1, dieSides)
	for n := 1; n <= 20; n++ {
		for m := 1; m <= 20; m++ {
			s := 0
			switch margin := n + 8 - (m + 2); {
			case margin >= 12:
				s = 3
			case margin >= 6:
				s = 2
			case margin >= 0:
				s = 1
			}
			for f := 1; f <= faces; f++ {
				q := 1.0 / 400 / float64(faces)
				switch {
				case s == 0:
					out[0] += q
				case guard == GuardDodge:
					extra := 0
					if dieSides > 0 {
						extra = f / 3
					}
					out[dmg[max(0, s-1-extra)]] += q
				case guard == GuardBlock:
					pool := blockNew
					if dieSides > 0 {
						pool += f
					}
					out[max(0, dmg[s]-pool)] += q
				}
			}
		}
	}
	return out
}

// rules: RULES.md §35.2 — Evasion's Dodge Die (1d6) takes one more hit strength off on a 3–5 and two on a
// 6; Deflect's (or a shield's) Block Die adds to Block: the exact distribution of damage after Guard
// equals an independent count, and many resolved attacks agree with it.
func TestTiersEvasionAndDeflectExact(t *testing.T) {
	a := Attack{Str: 10, Dex: 10, Weapon: Weapon{Name: "long sword", Damage: Dice{Count: 1, Sides: 9}, Types: AnyOf(Slashing)}, Mode: Blow,
		Tiers: TiersAttack{Bonus: 8, Damage: [3]int{3, 5, 7}}}
	dodge := [4]Guard{GuardNone, GuardDodge, GuardDodge, GuardDodge}
	block := [4]Guard{GuardNone, GuardBlock, GuardBlock, GuardBlock}
	d6, d4 := Dice{Count: 1, Sides: 6}, Dice{Count: 1, Sides: 4}
	cases := []struct {
		name  string
		def   TiersDefence
		guard Guard
		sides int
	}{
		{"dodge", TiersDefence{Bonus: 2, GP: 1, Guard: dodge}, GuardDodge, 0},
		{"evasion 1d6", TiersDefence{Bonus: 2, GP: 1, Guard: dodge, DodgeDie: d6}, GuardDodge, 6},
		{"block", TiersDefence{Bonus: 2, GP: 1, Guard: block, BlockNew: 3}, GuardBlock, 0},
		{"deflect 1d4", TiersDefence{Bonus: 2, GP: 1, Guard: block, BlockNew: 3, BlockDie: d4}, GuardBlock, 4},
	}
	r := NewRoller(rand.New(rand.NewPCG(11, 12)))
	for _, c := range cases {
		d := Defender{HP: 20, MaxHP: 20, Tiers: c.def}
		got, err := OddsTiersGuarded(a, d)
		require.NoError(t, err, c.name)
		want := tiersByHand(c.guard, c.sides, 3)
		sum := 0.0
		for v := range 8 {
			assert.InDelta(t, want[v], got.At(v), 1e-12, "%s: %d damage", c.name, v)
			sum += got.At(v)
		}
		assert.InDelta(t, 1, sum, 1e-12, c.name)
		const n = 60000
		counts := map[int]int{}
		for range n {
			o, err := ResolveUnder(Tiers, r, a, d)
			require.NoError(t, err)
			counts[o.Dealt]++
			if c.sides == 0 {
				require.Zero(t, o.Tiers.Evaded, c.name)
			}
		}
		for v := range 8 {
			assert.InDelta(t, got.At(v), float64(counts[v])/n, 0.012, "%s: %d damage, resolved", c.name, v)
		}
	}
	// The Dodge Die by itself: 1d6 gives no more on 1–2 (1/3), one more on 3–5 (1/2), two on 6 (1/6): a
	// Critical hit dodged with Evasion lands Medium, Light or nothing in those shares.
	crit := Defender{HP: 20, MaxHP: 20, Tiers: TiersDefence{Bonus: -40, GP: 1, Guard: dodge, DodgeDie: d6}}
	got, err := OddsTiersGuarded(a, crit)
	require.NoError(t, err)
	assert.InDelta(t, 1.0/3, got.At(5), 1e-12)
	assert.InDelta(t, 1.0/2, got.At(3), 1e-12)
	assert.InDelta(t, 1.0/6, got.At(0), 1e-12)
}

// rules: RULES.md §35.2 — the auto guard takes whichever of Dodge and Block leaves less damage, a tie to
// a Block from a pool left, else to Dodge; with no Guard Point it still spends a pool left.
func TestTiersAutoGuard(t *testing.T) {
	x := TiersAttack{Damage: [3]int{3, 5, 9}}
	cases := []struct {
		name      string
		gp, block int
		s         int
		want      Guard
	}{
		{"Light, fresh: both leave 0, Dodge", 1, 0, TierLight, GuardDodge},
		{"Light, pool 3 left: both 0, the free Block", 1, 3, TierLight, GuardBlock},
		{"Light, pool 1 left: Block leaves 2, Dodge 0", 1, 1, TierLight, GuardDodge},
		{"Medium, fresh: Block leaves 2, Dodge 3", 1, 0, TierMedium, GuardBlock},
		{"Critical, fresh: Block leaves 6, Dodge 5", 1, 0, TierCritical, GuardDodge},
		{"no Guard Point, a pool left", 0, 2, TierCritical, GuardBlock},
		{"no Guard Point, no pool", 0, 0, TierLight, GuardNone},
	}
	for _, c := range cases {
		dd := TiersDefence{GP: c.gp, Block: c.block, BlockNew: 3}
		assert.Equal(t, c.want, autoGuard(x, dd, c.s, x.Damage[c.s-1]), c.name)
	}
}
