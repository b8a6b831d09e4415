// Luck: how far a run of blows was from its exact odds (combat/RULES.md §39, the luck ledger). The number of
// hits (or criticals) of n blows of differing chances is a Poisson binomial, worked out exactly here; a sum of
// damage is approximated by the normal curve of its exact mean and variance.

package combat

import "math"

// PoissonBinomial is the exact distribution of the number of successes of independent trials whose chances
// are p: P[k] the chance of exactly k, for k from 0 to len(p). O(len(p)²).
func PoissonBinomial(p []float64) []float64 {
	out := make([]float64, len(p)+1)
	out[0] = 1
	for i, q := range p {
		q = min(1, max(0, q))
		// Down from the top, so that out[k-1] is still the count before trial i.
		for k := i + 1; k >= 1; k-- {
			out[k] = out[k]*(1-q) + out[k-1]*q
		}
		out[0] *= 1 - q
	}
	return out
}

// Tail is how unlikely k successes are under dist (a distribution over 0, 1, 2...), one-sided toward the
// luck seen: the smaller of the chances of k or fewer and of k or more (RULES.md §39.2). Above reports that
// the smaller is of k or more (more than the odds expected). 1 for a k outside dist's range is impossible
// and says 0.
func Tail(dist []float64, k int) (tail float64, above bool) {
	if k < 0 || k >= len(dist) {
		return 0, k >= len(dist)
	}
	var low, high float64
	for i, p := range dist {
		if i <= k {
			low += p
		}
		if i >= k {
			high += p
		}
	}
	if high < low {
		return min(1, high), true
	}
	return min(1, low), false
}

// NormalTail is Tail of a whole amount x under the normal curve of mean and variance, with the continuity
// correction of half a unit: the smaller of the chances of x or less and of x or more, and whether it is of x
// or more. A variance of 0 says 1 at the mean and 0 elsewhere.
func NormalTail(x int, mean, variance float64) (tail float64, above bool) {
	if variance <= 0 {
		d := float64(x) - mean
		if math.Abs(d) < 1e-9 {
			return 1, false
		}
		return 0, d > 0
	}
	sd := math.Sqrt(variance)
	low := normalCDF((float64(x) + 0.5 - mean) / sd)
	high := 1 - normalCDF((float64(x)-0.5-mean)/sd)
	if high < low {
		return min(1, high), true
	}
	return min(1, low), false
}

// normalCDF is the standard normal curve's chance of z or less.
func normalCDF(z float64) float64 { return 0.5 * math.Erfc(-z/math.Sqrt2) }

// Variance is the variance of d.
func (d Dist) Variance() float64 {
	m := d.Mean()
	v := 0.0
	for i, p := range d.P {
		x := float64(d.Min+i) - m
		v += x * x * p
	}
	return v
}
