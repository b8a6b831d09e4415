// Expect (issue 35): ExpectedAttacks asked many times in a row in the same buffers, as a balance sheet asks it.

package combat

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestExpectReusedAsFresh: expected attacks to kill (RULES.md §2.4's "attacks to kill"), asked through one
// Expect for dealt distributions of every size in a random order — a small one after a big one, misses and
// glances among them, amounts with a common divisor — are those asked fresh, to the bit; once the buffers have
// grown, a question allocates nothing.
func TestExpectReusedAsFresh(t *testing.T) {
	r := rand.New(rand.NewPCG(35, 2))
	var e Expect
	for i := range 500 {
		d := DiceDist(Dice{Count: 1 + r.IntN(6), Sides: 1 + r.IntN(20), Bonus: r.IntN(10) - 3}, 1)
		miss := r.Float64()
		p := make([]float64, 1+len(d.P)+d.Min-1)
		p[0] = miss
		for j, q := range d.P {
			p[d.Min+j] = (1 - miss) * q
		}
		dealt := Dist{Min: 0, P: p}
		if r.IntN(5) == 0 { // every amount a multiple of 3
			wide := make([]float64, 3*len(p))
			for j, q := range p {
				wide[3*j] = q
			}
			dealt.P = wide
		}
		hp := 1 + r.IntN(300)
		want, got := ExpectedAttacks(dealt, hp), e.Attacks(dealt, hp)
		require.Equal(t, math.Float64bits(want), math.Float64bits(got), "question %d: %v against %v, %d hit points", i, want, got, hp)
	}
	require.True(t, math.IsInf(e.Attacks(Dist{Min: 0, P: []float64{1}}, 10), 1), "nothing dealt: never")
	require.Zero(t, e.Attacks(Dist{Min: 0, P: []float64{0, 1}}, 0), "nothing to take")
	small := Dist{Min: 0, P: []float64{0.5, 0.25, 0.25}}
	require.Zero(t, testing.AllocsPerRun(100, func() { e.Attacks(small, 40) }))
}
