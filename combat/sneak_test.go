package combat

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// thoraSneak is Thora's blow of RULES.md §2.4 made as a sneak attack with the shipped numbers (§22.2):
// +4 to hit, the threat 6 rolls wider, and Vital strike's +1 multiplier.
func thoraSneak() Attack {
	step, _ := testSkills.Step(2)
	a := Attack{Str: 15, Dex: 10, Weapon: longSword, Skill: step}
	a.Sneak = Sneak{On: true, ToHit: 4, ThreatWiden: 6, MultiplierUp: 1}
	return a
}

// TestSneakProfile: RULES.md §22.2 — a sneak attack adds its to-hit, widens the threat range and raises
// the multiplier; the same numbers with On false add nothing.
func TestSneakProfile(t *testing.T) {
	a := thoraSneak()
	p := a.Profile()
	assert.Equal(t, 3+4, p.ToHit, "RULES.md §22.2: +4 to hit")
	assert.Equal(t, 20-6, p.ThreatLow, "RULES.md §22.2: a long sword's 20–24 becomes 14–24")
	assert.Equal(t, 3, p.Multiplier, "RULES.md §22.2: Vital strike makes ×2 ×3")
	a.Sneak.On = false
	p = a.Profile()
	assert.Equal(t, Profile{ToHit: 3, Damage: Dice{1, 9, 3}, ThreatLow: 20, Multiplier: 2}, p)
	a.Sneak = Sneak{On: true, ThreatWiden: 21}
	assert.Equal(t, 3, a.Profile().ThreatLow, "RULES.md §22.2: never past a natural 3")
}

// TestTalentAndMomentToHit: RULES.md §24, §27.3 — talents add to hit and damage, the moment to hit only.
func TestTalentAndMomentToHit(t *testing.T) {
	a := Attack{Str: 10, Dex: 10, Weapon: longSword, TalentToHit: 1, TalentDamage: 2, MomentToHit: -4}
	p := a.Profile()
	assert.Equal(t, 1-4, p.ToHit)
	assert.Equal(t, Dice{1, 9, 2}, p.Damage)
	a.MomentToHit = 99
	assert.Error(t, a.Validate(), "an absurd moment is refused")
}

// TestNoVitalsImmuneToSneak: RULES.md §22.4 — a sneak attack on a target with no vitals is rolled as a
// plain attack: the same to-hit, no wider threat, no Vital strike, and the outcome says so.
func TestNoVitalsImmuneToSneak(t *testing.T) {
	a := thoraSneak()
	skeleton := Defender{HP: 50, NoVitals: true, Defence: Defence{}}
	for seed := range uint64(200) {
		o, err := Resolve(NewRoller(rand.New(rand.NewPCG(seed, 1))), a, skeleton)
		require.NoError(t, err)
		assert.Equal(t, 3, o.ToHit, "RULES.md §22.4: no sneak bonus to hit")
		assert.False(t, o.Sneak)
		assert.True(t, o.NoVitalSpot)
		assert.False(t, o.Critical)
	}
	o, err := Resolve(NewRoller(rand.New(rand.NewPCG(1, 1))), a, Defender{HP: 50})
	require.NoError(t, err)
	assert.True(t, o.Sneak)
	assert.False(t, o.NoVitalSpot)
	assert.Equal(t, 7, o.ToHit)

	plain := a
	plain.Sneak = Sneak{}
	want, err := Odds(plain, skeleton)
	require.NoError(t, err)
	got, err := Odds(a, skeleton)
	require.NoError(t, err)
	assert.Equal(t, want, got, "RULES.md §22.4: the odds of a sneak attack on no vitals are the plain attack's")
}

// TestSneakOddsEnumerated: RULES.md §22.2 — the exact odds of a sneak attack equal an independent count
// over the 144 × 144 rolls with the sneak's to-hit, threat and multiplier written out by hand.
func TestSneakOddsEnumerated(t *testing.T) {
	for _, c := range []struct {
		name    string
		a       Attack
		defence int
		hitB    int // the to-hit by hand
		low     int // the threat range's bottom by hand
	}{
		{"Thora's long sword, sneak, Defence 11", thoraSneak(), 1, 7, 14},
		{"a battle axe, sneak without Vital strike, Defence 16", Attack{Str: 10, Dex: 10, Weapon: battleAxe, Sneak: Sneak{On: true, ToHit: 4, ThreatWiden: 6}}, 6, 4, 16},
		{"a spear, exploit (+8), Defence 20", Attack{Str: 12, Dex: 10, Weapon: spear, Sneak: Sneak{On: true, ToHit: 8, ThreatWiden: 6}}, 10, 9, 16},
	} {
		t.Run(c.name, func(t *testing.T) {
			var d Defence
			d.Add(Armour, c.defence)
			rep, err := Odds(c.a, Defender{HP: 100, Defence: d})
			require.NoError(t, err)
			def := 10 + c.defence
			hits, threats := 0, 0
			for x := 1; x <= 12; x++ {
				for y := 1; y <= 12; y++ {
					n := x + y
					if n >= 22 || (n > 2 && n+c.hitB >= def) {
						hits++
						if n >= c.low {
							threats++
						}
					}
				}
			}
			assert.Equal(t, hits, rep.HitCount)
			assert.Equal(t, threats, rep.ThreatCount)
			assert.Equal(t, threats*hits, rep.CritCount)
			assert.InDelta(t, float64(threats*hits)/(144*144), rep.Crit, 1e-12)
		})
	}
}

// TestResolveInLeavesTheBlow: ResolveIn reads the attack and the defender in place (issue 35) and changes
// neither: the sneak attack it rolls as a plain one against no vitals (RULES.md §22.4) is still a sneak
// attack after, so that the same blow against a target with vitals, next, is one (§22.2).
func TestResolveInLeavesTheBlow(t *testing.T) {
	a := thoraSneak()
	skeleton := Defender{HP: 50, NoVitals: true, Protection: []Piece{{Name: "bone", Protection: 2}}}
	wantA, wantD := a, skeleton
	for seed := range uint64(50) {
		o, err := ResolveIn(NewRoller(rand.New(rand.NewPCG(seed, 1))), &a, &skeleton)
		require.NoError(t, err)
		assert.True(t, o.NoVitalSpot)
		assert.Equal(t, 3, o.ToHit, "RULES.md §22.4: no sneak bonus to hit")
		require.Equal(t, wantA, a, "the attack as it was")
		require.Equal(t, wantD, skeleton, "the defender as it was")
		o, err = ResolveIn(NewRoller(rand.New(rand.NewPCG(seed, 1))), &a, &Defender{HP: 50})
		require.NoError(t, err)
		assert.True(t, o.Sneak, "RULES.md §22.2: against vitals, a sneak attack")
		assert.Equal(t, 7, o.ToHit)
	}
}
