// Trap places: where a level may hide its traps.

package levels

import (
	"math/rand/v2"

	"codeberg.org/anaseto/gruid"
)

// trapClearance is how near the stairs no trap is put: a player arriving is never trapped on the stairs.
const trapClearance = 3

// TrapCells picks n distinct floor cells of l for traps, at random: plain floor (no door, no stairs),
// farther than a few cells from either staircase, none taken by a spawn or an item place. It gives fewer
// when the level has not that many.
func TrapCells(l *Level, rng *rand.Rand, n int) []gruid.Point {
	if n <= 0 {
		return nil
	}
	taken := map[gruid.Point]bool{}
	for _, p := range l.ItemPlaces {
		taken[p] = true
	}
	for _, s := range l.Fixed {
		taken[s.P] = true
	}
	var out []gruid.Point
	for tries := 0; len(out) < n && tries < 200*n; tries++ {
		p := gruid.Point{X: rng.IntN(l.W), Y: rng.IntN(l.H)}
		if l.At(p) != Floor || taken[p] || Distance(p, l.Up) <= trapClearance || Distance(p, l.Down) <= trapClearance {
			continue
		}
		taken[p] = true
		out = append(out, p)
	}
	return out
}
