// Odds of the largest dice a data file may hold (issue 12, point 8): every weapon the loader takes has odds.

package combat

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// largest is the largest weapon the limits allow: MaxDiceCount dice of MaxDiceSides sides plus
// MaxDiceBonus, a critical of MaxMultiplier rolls.
func largest() Attack {
	return Attack{Str: 10, Dex: 10, Weapon: Weapon{Name: "huge",
		Damage:     Dice{MaxDiceCount, MaxDiceSides, MaxDiceBonus},
		Multiplier: MaxMultiplier, Types: AnyOf(Slashing)}}
}

// TestOddsOfTheLargestDice: 100d1000+1000 ×5 loads, so Odds, DamageDist and DealtDist answer, exactly:
// the ranges, the probabilities adding up to 1, the mean and the variance of a critical's 500d1000.
func TestOddsOfTheLargestDice(t *testing.T) {
	a := largest()
	require.NoError(t, a.Validate(), "the loader's limits allow it")
	d := Defender{HP: 10000, MaxHP: 10000}
	rep, err := Odds(a, d)
	require.NoError(t, err, "odds")
	c, m, b := MaxDiceCount, MaxDiceSides, MaxDiceBonus
	assert.Equal(t, [2]int{c + b, c*m + b}, rep.HitDamage)
	assert.Equal(t, [2]int{MaxMultiplier * (c + b), MaxMultiplier * (c*m + b)}, rep.CritDamage)

	crit, err := DamageDist(a, true)
	require.NoError(t, err, "critical damage")
	rolls := float64(MaxMultiplier * c)
	sum, mean, sq := 0.0, 0.0, 0.0
	for i, p := range crit.P {
		v := float64(crit.Min + i)
		sum += p
		mean += p * v
		sq += p * v * v
	}
	wantMean := rolls*float64(m+1)/2 + float64(MaxMultiplier*b)
	assert.InDelta(t, 1, sum, 1e-9, "a distribution")
	assert.InDelta(t, wantMean, mean, 1e-9*wantMean, "mean of 500d1000+5000")
	wantVar := rolls * float64(m*m-1) / 12
	assert.InDelta(t, wantVar, sq-mean*mean, 1e-6*wantVar, "variance of 500d1000")

	dealt, err := DealtDist(a, d)
	require.NoError(t, err, "dealt")
	hit := float64(rep.HitCount) / 144
	wCrit := rep.Crit
	plainMean := float64(c)*float64(m+1)/2 + float64(b)
	wantDealt := (hit-wCrit)*plainMean + wCrit*wantMean
	assert.InDelta(t, wantDealt, dealt.Mean(), 1e-9*wantDealt, "no Protection: the dealt mean is the damage's")
	assert.InDelta(t, wantDealt, rep.MeanDamage, 1e-9*wantDealt)
	assert.Equal(t, 1-hit, dealt.P[0], "only misses deal nothing")
	assert.False(t, math.IsNaN(rep.Kill))
	assert.InDelta(t, dealt.AtLeast(d.MaxHP), rep.Kill, 1e-12, "kill: a hit of 10,000 or more")
	assert.Greater(t, rep.Kill, 0.5*hit, "most hits (a mean of 51,050) kill")
}

// BenchmarkOddsLargestDice: the odds of 100d1000+1000 ×5 (a critical of 500d1000) against one defender.
func BenchmarkOddsLargestDice(b *testing.B) {
	a, d := largest(), Defender{HP: 10000, MaxHP: 10000, Protection: []Piece{{Name: "plate", Protection: 8}}}
	for b.Loop() {
		if _, err := Odds(a, d); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAgainstLargestDice: the same attack worked out once, against one more defender.
func BenchmarkAgainstLargestDice(b *testing.B) {
	o, err := NewAttackOdds(largest())
	require.NoError(b, err)
	d := Defender{HP: 10000, MaxHP: 10000, Protection: []Piece{{Name: "plate", Protection: 8}}}
	for b.Loop() {
		if _, _, err := o.Against(d); err != nil {
			b.Fatal(err)
		}
	}
}
