// Tests of the tiers roll (RULES.md §35): Light/Medium/Critical against an independent enumeration,
// Guard's Dodge and Block, the off hand's Light hits.

package tiers

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/words"
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
		got := Chances(diff+3, 3, false)
		for s := range 4 {
			assert.InDelta(t, float64(want[s])/400, got[s], 1e-12, "difference %d, strength %d", diff, s)
		}
	}
}

// rules: RULES.md §35.1–35.2 — the odds against many resolved attacks; Dodge takes a hit strength off,
// Block takes 3 (and the Block Die) spread over attacks; the off hand lands only Light hits.
func TestTiersResolveAndGuard(t *testing.T) {
	a := combat.Attack{Str: 10, Dex: 10, Weapon: combat.Weapon{Name: "long sword", Damage: combat.Dice{Count: 1, Sides: 9}, Types: combat.AnyOf(combat.Slashing)}, Mode: combat.Blow}
	x := Attack{Bonus: 8, Damage: [3]int{3, 5, 7}}
	d := combat.Defender{HP: 7, MaxHP: 7}
	dd := Defence{Bonus: 2}
	rep, _, err := odds(a, d, x, dd)
	require.NoError(t, err)
	assert.InDelta(t, rep.Light*3+rep.Medium*5+rep.Critical*7, rep.MeanDamage, 1e-12)
	assert.InDelta(t, rep.Critical, rep.Kill, 1e-12, "only a Critical (7) kills 7 hit points")
	r := combat.NewRoller(rand.New(rand.NewPCG(7, 8)))
	const n = 100000
	var counts [4]int
	for range n {
		o, err := settle(r, a, d, x, dd)
		require.NoError(t, err)
		g := guarded(o)
		require.Equal(t, Strength(g.AttackRoll, g.DefenceRoll), g.Strength)
		counts[g.Strength]++
	}
	assert.InDelta(t, rep.Light, float64(counts[1])/n, 0.01)
	assert.InDelta(t, rep.Critical, float64(counts[3])/n, 0.01)
	// Dodge: a Medium hit deals a Light hit's damage; a Light hit nothing.
	dd.GP = 1
	dd.Guard = [4]Guard{GuardNone, GuardDodge, GuardDodge, GuardDodge}
	for range 2000 {
		o, err := settle(r, a, d, x, dd)
		require.NoError(t, err)
		if !o.Hit {
			continue
		}
		g := guarded(o)
		require.True(t, g.GPSpent)
		require.Equal(t, g.Strength-1, g.Landed)
		want := 0
		if g.Landed > 0 {
			want = x.Damage[g.Landed-1]
		}
		require.Equal(t, want, o.Dealt)
	}
	// Block: 3 off, the rest of the pool left for the next attack.
	dd.Guard = [4]Guard{GuardNone, GuardBlock, GuardBlock, GuardBlock}
	dd.BlockNew = 3
	for range 2000 {
		o, err := settle(r, a, d, x, dd)
		require.NoError(t, err)
		if !o.Hit {
			continue
		}
		g := guarded(o)
		dmg := x.Damage[g.Strength-1]
		require.Equal(t, min(3, dmg), g.Blocked)
		require.Equal(t, dmg-min(3, dmg), o.Dealt)
		require.Equal(t, 3-min(3, dmg), g.BlockLeft)
	}
	// The off hand: Light hits only.
	x.LightOnly = true
	rep, _, err = odds(a, combat.Defender{HP: 7, MaxHP: 7}, x, Defence{Bonus: -20})
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
	a := combat.Attack{Str: 10, Dex: 10, Weapon: combat.Weapon{Name: "long sword", Damage: combat.Dice{Count: 1, Sides: 9}, Types: combat.AnyOf(combat.Slashing)}, Mode: combat.Blow}
	x := Attack{Bonus: 8, Damage: [3]int{3, 5, 7}}
	dodge := [4]Guard{GuardNone, GuardDodge, GuardDodge, GuardDodge}
	block := [4]Guard{GuardNone, GuardBlock, GuardBlock, GuardBlock}
	d6, d4 := combat.Dice{Count: 1, Sides: 6}, combat.Dice{Count: 1, Sides: 4}
	cases := []struct {
		name  string
		def   Defence
		guard Guard
		sides int
	}{
		{"dodge", Defence{Bonus: 2, GP: 1, Guard: dodge}, GuardDodge, 0},
		{"evasion 1d6", Defence{Bonus: 2, GP: 1, Guard: dodge, DodgeDie: d6}, GuardDodge, 6},
		{"block", Defence{Bonus: 2, GP: 1, Guard: block, BlockNew: 3}, GuardBlock, 0},
		{"deflect 1d4", Defence{Bonus: 2, GP: 1, Guard: block, BlockNew: 3, BlockDie: d4}, GuardBlock, 4},
	}
	r := combat.NewRoller(rand.New(rand.NewPCG(11, 12)))
	for _, c := range cases {
		d := combat.Defender{HP: 20, MaxHP: 20}
		got, err := guardedDealt(a, d, x, c.def)
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
			o, err := settle(r, a, d, x, c.def)
			require.NoError(t, err)
			counts[o.Dealt]++
			if c.sides == 0 {
				require.Zero(t, guarded(o).Evaded, c.name)
			}
		}
		for v := range 8 {
			assert.InDelta(t, got.At(v), float64(counts[v])/n, 0.012, "%s: %d damage, resolved", c.name, v)
		}
	}
	// The Dodge Die by itself: 1d6 gives no more on 1–2 (1/3), one more on 3–5 (1/2), two on 6 (1/6): a
	// Critical hit dodged with Evasion lands Medium, Light or nothing in those shares.
	got, err := guardedDealt(a, combat.Defender{HP: 20, MaxHP: 20}, x, Defence{Bonus: -40, GP: 1, Guard: dodge, DodgeDie: d6})
	require.NoError(t, err)
	assert.InDelta(t, 1.0/3, got.At(5), 1e-12)
	assert.InDelta(t, 1.0/2, got.At(3), 1e-12)
	assert.InDelta(t, 1.0/6, got.At(0), 1e-12)
}

// rules: RULES.md §35.2 — the auto guard takes whichever of Dodge and Block leaves less damage, a tie to
// a Block from a pool left, else to Dodge; with no Guard Point it still spends a pool left.
func TestTiersAutoGuard(t *testing.T) {
	x := Attack{Damage: [3]int{3, 5, 9}}
	cases := []struct {
		name      string
		gp, block int
		s         int
		want      Guard
	}{
		{"Light, fresh: both leave 0, Dodge", 1, 0, Light, GuardDodge},
		{"Light, pool 3 left: both 0, the free Block", 1, 3, Light, GuardBlock},
		{"Light, pool 1 left: Block leaves 2, Dodge 0", 1, 1, Light, GuardDodge},
		{"Medium, fresh: Block leaves 2, Dodge 3", 1, 0, Medium, GuardBlock},
		{"Critical, fresh: Block leaves 6, Dodge 5", 1, 0, Critical, GuardDodge},
		{"no Guard Point, a pool left", 0, 2, Critical, GuardBlock},
		{"no Guard Point, no pool", 0, 0, Light, GuardNone},
	}
	for _, c := range cases {
		dd := Defence{GP: c.gp, Block: c.block, BlockNew: 3}
		assert.Equal(t, c.want, autoGuard(x, dd, c.s, x.Damage[c.s-1]), c.name)
	}
}

// message is a tiers hit's message as the game writes it: the chapter's words and the rule set's note.
func message(o combat.Outcome, s words.Scene) string {
	return strings.TrimRight(words.Message(o, s), ".!") + ": " + Rules{}.Note(lang.English(), o) + "."
}

// rules: RULES.md §35 — tiers' messages say the hit strength and what Guard did.
func TestTiersMessages(t *testing.T) {
	s := words.Scene{Attacker: words.Noun{You: true}, Target: words.Noun{Name: "kobold"}, Weapon: combat.Weapon{Name: "long sword"}}
	o := combat.Outcome{Hit: true, Dealt: 5, Damage: 5, Own: Guarded{Strength: 2, Landed: 2}}
	assert.True(t, strings.HasSuffix(message(o, s), ": a Medium hit."), message(o, s))
	o.Own = Guarded{Strength: 3, Landed: 2, Guard: GuardDodge, GPSpent: true}
	assert.Contains(t, message(o, s), "a Critical hit, dodged to a Medium hit.")
	o.Own = Guarded{Strength: 3, Landed: 1, Guard: GuardDodge, GPSpent: true, Evaded: 1}
	assert.Contains(t, message(o, s), "a Critical hit, dodged and evaded to a Light hit.")
	o.Own = Guarded{Strength: 2, Landed: 0, Guard: GuardDodge, GPSpent: true, Evaded: 1}
	assert.Contains(t, message(o, s), "a Medium hit, dodged and evaded.")
	o.Own = Guarded{Strength: 1, Landed: 1, Guard: GuardBlock, Blocked: 3}
	assert.Contains(t, message(o, s), "a Light hit, partly blocked.", "the block took part of the damage")
	o.Dealt, o.Glance = 0, true
	assert.Contains(t, message(o, s), "a Light hit, blocked.", "the block took it whole: a glance")
	o.Dealt, o.Glance, o.Own = 5, false, Guarded{Strength: 1, Landed: 1, Guard: GuardBlock}
	assert.Contains(t, message(o, s), "a Light hit, the block in vain.")
	for _, m := range []string{message(o, s), message(combat.Outcome{Hit: true, Dealt: 2, Damage: 5, Own: Guarded{Strength: 3, Landed: 3, Guard: GuardBlock, Blocked: 3}}, s)} {
		assert.NotRegexp(t, `[0-9]`, m, "no numbers in a message (the chapter's rule)")
	}
	assert.NotContains(t, words.Message(o, s), "Light", "the chapter's message says no hit strength")
	assert.Empty(t, Rules{}.Note(lang.English(), combat.Outcome{}), "a miss adds nothing")
}

// Issue 38: tiers' note in Russian: the hit's strength and what Guard did, the strength it landed at in the
// genitive after «до».
func TestTiersNoteInRussian(t *testing.T) {
	ru, err := lang.Load("ru")
	require.NoError(t, err)
	o := combat.Outcome{Hit: true, Dealt: 5, Damage: 5, Own: Guarded{Strength: 3, Landed: 2, Guard: GuardDodge, GPSpent: true}}
	assert.Equal(t, "критическое попадание, уклонение до среднего попадания", Rules{}.Note(ru, o))
	o.Own = Guarded{Strength: 1, Landed: 1, Guard: GuardBlock, Blocked: 3}
	assert.Equal(t, "лёгкое попадание, частичный блок", Rules{}.Note(ru, o))
	o.Own = Guarded{Strength: 2, Landed: 2}
	assert.Equal(t, "a Medium hit", Rules{}.Note(lang.English(), o))
}
