package arena

import "math"

// Wilson is the Wilson score interval at 95% of k successes in n trials: the arena's win rate and its
// interval, as the designer's arena command and the sandbox's console print them.
func Wilson(k, n int) (low, high float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p, fn := float64(k)/float64(n), float64(n)
	den := 1 + z*z/fn
	mid := (p + z*z/(2*fn)) / den
	half := z * math.Sqrt(p*(1-p)/fn+z*z/(4*fn*fn)) / den
	return max(0, mid-half), min(1, mid+half)
}
