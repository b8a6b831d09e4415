// Distance and direction on the grid: the measures every package moves and aims by.

package levels

import "codeberg.org/anaseto/gruid"

// Distance is the number of steps from p to q when a diagonal step counts as one (Chebyshev distance):
// the game's measure of reach, range and sight.
func Distance(p, q gruid.Point) int {
	d := p.Sub(q)
	return max(abs(d.X), abs(d.Y))
}

// Toward is the direction of one step from from toward to: each coordinate −1, 0 or 1 (the zero point when
// they are the same cell).
func Toward(from, to gruid.Point) gruid.Point {
	d := to.Sub(from)
	return gruid.Point{X: sign(d.X), Y: sign(d.Y)}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}
