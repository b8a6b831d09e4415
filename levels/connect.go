// Connectivity: flood fills over passable cells.

package levels

import "codeberg.org/anaseto/gruid"

// card4 are the four cardinal steps (a constant table).
var card4 = [4]gruid.Point{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}}

// Reach returns the set of passable cells reachable from p by cardinal steps (the strictest
// notion of connected: it holds even if diagonal squeezes between walls were forbidden).
func (l *Level) Reach(p gruid.Point) Bits {
	seen := NewBits(l.W, l.H)
	if !l.At(p).Passable() {
		return seen
	}
	stack := []gruid.Point{p}
	seen.Add(p)
	for len(stack) > 0 {
		q := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, d := range card4 {
			n := q.Add(d)
			if l.At(n).Passable() && !seen.Has(n) {
				seen.Add(n)
				stack = append(stack, n)
			}
		}
	}
	return seen
}

// Connected reports whether every passable cell of the level can be reached from every other one
// by cardinal steps (doors count as passable): Reach's fill from the first passable cell, cell by
// index, counting the cells it reaches.
func (l *Level) Connected() bool {
	w, h := l.W, l.H
	start, n := -1, 0
	for i, t := range l.Tiles {
		if t.Passable() {
			if n == 0 {
				start = i
			}
			n++
		}
	}
	if n == 0 {
		return false
	}
	reached := make([]bool, len(l.Tiles))
	stack := append(make([]int32, 0, 64), int32(start))
	reached[start] = true
	got := 1
	for len(stack) > 0 {
		i := int(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		x, y := i%w, i/w
		for _, d := range card4 {
			qx, qy := x+d.X, y+d.Y
			if qx < 0 || qy < 0 || qx >= w || qy >= h {
				continue
			}
			if q := qy*w + qx; !reached[q] && l.Tiles[q].Passable() {
				reached[q] = true
				got++
				stack = append(stack, int32(q))
			}
		}
	}
	return got == n
}
