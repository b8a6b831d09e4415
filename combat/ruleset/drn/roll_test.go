// Tests of the drn roll (RULES.md §32.2): the open-ended DRN, the opposed rolls, shield hits,
// Protection, criticals, and the exact odds against the rolls.

package drn

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
)

// drnDieP is the chance that one open-ended d6 shows v, by its own recursion: 1..5 a sixth each; v > 5
// only after a 6 (a sixth), which counted 5, then v − 5 on the die rolled again.
func drnDieP(v int) float64 {
	switch {
	case v < 1:
		return 0
	case v <= 5:
		return 1.0 / 6
	}
	return drnDieP(v-5) / 6
}

// drnP is the chance that a DRN shows v: the two dice's values summed over.
func drnP(v int) float64 {
	s := 0.0
	for a := 1; a < v; a++ {
		s += drnDieP(a) * drnDieP(v-a)
	}
	return s
}

// hitChance is P(attack + DRN > defence + DRN), summed over the defence's DRN up to a far tail.
func hitChance(attack, defence int) float64 {
	s := 0.0
	for y := 2; y <= 200; y++ {
		py := drnP(y)
		if py < 1e-18 {
			break
		}
		above := 0.0 // P(DRN > defence + y − attack)
		for x := max(2, defence+y-attack+1); x <= 400; x++ {
			px := drnP(x)
			if px < 1e-20 && x > defence+y-attack+50 {
				break
			}
			above += px
		}
		s += py * above
	}
	return s
}

func TestDRNDistributionByEnumeration(t *testing.T) {
	d := Dist()
	total := 0.0
	for i, p := range d.P {
		v := d.Min + i
		total += p
		if v > 5*(Sixes+1) {
			continue // the enumeration's tail: a die beyond Sixes sixes is left out
		}
		require.InDelta(t, drnP(v), p, 1e-15, "P(DRN = %d)", v)
	}
	assert.InDelta(t, 1, total, 1e-11, "the tail left out is below 1e-11")
	// Without a six: 2 by 1/36, 6 by 5/36 (1+5, 2+4, 3+3, 4+2, 5+1).
	assert.InDelta(t, 1.0/36, d.At(2), 1e-15)
	assert.InDelta(t, 5.0/36, d.At(6), 1e-15, "1+5, 2+4, 3+3, 4+2, 5+1")
	assert.Zero(t, d.At(1))
	// The mean of one open-ended d6: E = 15/6 + (5 + E)/6, so E = 4; a DRN's, 8.
	assert.InDelta(t, 8, d.Mean(), 1e-9)
}

func TestDRNDistributionBy1e6Rolls(t *testing.T) {
	r := combat.NewRoller(rand.New(rand.NewPCG(18, 1)))
	const n = 1_000_000
	counts := map[int]int{}
	sum := 0
	for range n {
		v := Roll(r, WhyAttack)
		counts[v]++
		sum += v
	}
	d := Dist()
	for v := 2; v <= 20; v++ {
		p := d.At(v)
		sigma := math.Sqrt(p * (1 - p) / n)
		assert.InDelta(t, p, float64(counts[v])/n, 5*sigma+1e-6, "P(DRN = %d) over 10^6 rolls", v)
	}
	assert.InDelta(t, 8, float64(sum)/n, 0.02, "the mean")
	assert.Zero(t, counts[1])
}

func TestDRNHitChanceIndependent(t *testing.T) {
	for diff := -10; diff <= 20; diff++ {
		want := hitChance(10+diff, 10)
		assert.InDelta(t, want, HitChance(10+diff, 10), 1e-9, "Attack − Defence = %d", diff)
	}
	assert.InDelta(t, 0.4577259475, HitChance(10, 10), 1e-9, "the defender wins ties: below half at equal values")
}

// drnFixture is a long sword blow against a defender with a shield, both given drn numbers.
func drnFixture() (combat.Attack, combat.Defender, Attack, Defence) {
	a := combat.Attack{Str: 10, Dex: 10, Weapon: combat.Weapon{Name: "long sword", Damage: combat.Dice{Count: 1, Sides: 9}, Types: combat.AnyOf(combat.Slashing)}}
	d := combat.Defender{HP: 12, MaxHP: 12}
	return a, d, Attack{Attack: 12, Damage: 15}, Defence{Defence: 10, Shield: true, Parry: 4, ShieldProtection: 8, Protection: 9, CritBelow: 5}
}

func TestDRNOddsMatchRolls(t *testing.T) {
	a, d, x, dd := drnFixture()
	rep, dealt, err := odds(a, d, x, dd)
	require.NoError(t, err)
	r := combat.NewRoller(rand.New(rand.NewPCG(7, 7)))
	const n = 400_000
	hit, shield, crit, glance, dmg, kill := 0, 0, 0, 0, 0, 0
	for range n {
		o, err := settle(r, a, d, x, dd)
		require.NoError(t, err)
		require.IsType(t, Rolls{}, o.Own, "drn's rolls on the outcome")
		if o.Hit {
			hit++
		}
		if o.ShieldHit {
			shield++
		}
		if o.Critical {
			crit++
		}
		if o.Hit && o.Glance {
			glance++
		}
		dmg += o.Dealt
		if o.Killed {
			kill++
		}
	}
	within := func(p float64, c int, what string) {
		sigma := math.Sqrt(p*(1-p)/n) + 1e-9
		assert.InDelta(t, p, float64(c)/n, 5*sigma, what)
	}
	within(rep.Hit, hit, "hit")
	within(rep.ShieldHit, shield, "shield hit")
	within(rep.Crit, crit, "critical")
	within(rep.Glance, glance, "glance")
	within(rep.Kill, kill, "kill")
	assert.InDelta(t, rep.MeanDamage, float64(dmg)/n, 0.05, "mean damage")
	total := 0.0
	for _, p := range dealt.P {
		total += p
	}
	assert.InDelta(t, 1, total, 1e-9)
	assert.Greater(t, rep.ShieldHit, 0.0)
	assert.Less(t, rep.ShieldHit, rep.Hit)
}

func TestCutProtection(t *testing.T) {
	assert.Equal(t, 20, CutProtection(20, false, false))
	assert.Equal(t, 10, CutProtection(20, true, false), "armour-piercing halves")
	assert.Equal(t, 15, CutProtection(20, false, true), "a critical cuts a quarter")
	assert.Equal(t, 7, CutProtection(20, true, true), "both: 37.5%, rounded down")
}

func TestDRNDefenderWinsTies(t *testing.T) {
	// A roller with no randomness cannot resolve; a fixed pair of equal values never hits on equal DRNs:
	// over many rolls every hit has the attack roll strictly above.
	a, d, x, dd := drnFixture()
	dd.Shield = false
	r := combat.NewRoller(rand.New(rand.NewPCG(3, 3)))
	ties := 0
	for range 20_000 {
		o, err := settle(r, a, d, x, dd)
		require.NoError(t, err)
		rolls := o.Own.(Rolls)
		if rolls.Attack == rolls.Defence {
			ties++
			require.False(t, o.Hit, "the defender wins ties")
		}
		require.Equal(t, rolls.Attack > rolls.Defence, o.Hit)
	}
	assert.Positive(t, ties)
}
