// Expected attacks: how many attacks of a dealt distribution take a number of hit points, on average.

package combat

import "math"

// ExpectedAttacks is the expected number of attacks, each dealing dealt, to take hp hit points: 0 when
// hp is 0 or less (nothing is left to take), +Inf when dealt never deals any damage.
//
// It is the renewal recurrence m(h) = (1 + Σ_{k≥1} p_k·m(h−k)) / (1 − p_0), m(h ≤ 0) = 0, solved
// exactly but not step by step to hp:
//   - Misses and glances only wait: m = n / (1 − p_0), n the expected number of attacks that deal
//     damage, whose amounts have the chances q_k = p_k / (1 − p_0).
//   - Amounts that are all multiples of g take hp as they take ⌈hp/g⌉ in units of g, so g is 1.
//   - n(h) = Σ_{j<h} U(j), U(j) the expected number of damaging attacks after which exactly j
//     hit points are gone: U(0) = 1, U(j) = Σ_k q_k·U(j−k).
//   - Each U(j) is a weighted mean of the K before it (K the largest amount), so once K in a row are
//     within relTol of the renewal theorem's limit 1/μ (μ the mean amount), every later one is too
//     and the rest of the sum is (h − j)/μ within relTol. Aperiodic (g = 1), U converges
//     geometrically: a few dozen amounts for ordinary weapons.
//
// The cost is O(min(hp, L)·min(hp, K)) time and O(K) memory, L the number of steps U takes to
// settle, whatever hp is:
// 10,000 hit points at 0.09 a hit (111,000 attacks) take about 50 steps. The answer is the
// recurrence's to relTol (1e-12), relative.
func ExpectedAttacks(dealt Dist, hp int) float64 { return new(Expect).Attacks(dealt, hp) }

// Expect keeps ExpectedAttacks's buffers from one question to the next, for many asked in a row on one
// goroutine (a balance sheet's rows): the zero Expect is ready, and once its buffers have grown to the
// largest question nothing more is allocated.
type Expect struct {
	amounts       []int
	chances, last []float64
}

// Attacks is ExpectedAttacks(dealt, hp), worked out in e's buffers: the same answer, to the bit.
func (e *Expect) Attacks(dealt Dist, hp int) float64 {
	if hp <= 0 {
		return 0
	}
	// The amounts an attack can deal (1 or more), their chances, and their greatest common divisor.
	if cap(e.amounts) < len(dealt.P) {
		e.amounts, e.chances = make([]int, 0, len(dealt.P)), make([]float64, 0, len(dealt.P))
	}
	amounts, chances := e.amounts[:0], e.chances[:0]
	g, dealing := 0, 0.0
	for i, p := range dealt.P {
		if v := dealt.Min + i; v >= 1 && p > 0 {
			amounts, chances = append(amounts, v), append(chances, p)
			g = gcd(g, v)
			dealing += p
		}
	}
	if dealing == 0 {
		return math.Inf(1)
	}
	h := hp / g // ⌈hp/g⌉, with no overflow at the largest int
	if hp%g != 0 {
		h++
	}
	mu := 0.0
	for i := range amounts {
		amounts[i] /= g
		chances[i] /= dealing
		mu += float64(amounts[i]) * chances[i]
	}
	k := amounts[len(amounts)-1]
	limit := 1 / mu
	// The last k values of U, written twice so that they always lie in a row: U(j−a) is
	// last[j%k+k−a]. U(0) = 1, and U of a negative amount 0.
	if cap(e.last) < 2*k {
		e.last = make([]float64, 2*k)
	}
	last := e.last[:2*k]
	clear(last)
	last[0], last[k] = 1, 1
	n := 1.0 // Σ U(i) for i ≤ j
	settled := 0
	for j := 1; j < h; j++ {
		base := j%k + k
		s := 0.0
		for i, a := range amounts {
			if a > j {
				break
			}
			s += chances[i] * last[base-a]
		}
		last[base-k], last[base] = s, s
		n += s
		if math.Abs(s-limit) <= relTol*limit {
			settled++
		} else {
			settled = 0
		}
		if settled >= k {
			n += float64(h-1-j) * limit
			break
		}
	}
	return n / dealing
}

// relTol is how close to its limit the renewal measure must come, relative, for ExpectedAttacks to
// stop stepping: the relative error of its answer.
const relTol = 1e-12

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
