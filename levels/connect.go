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
// by cardinal steps (doors count as passable).
func (l *Level) Connected() bool {
	start := gruid.Point{X: -1}
	n := 0
	for i, t := range l.Tiles {
		if t.Passable() {
			if n == 0 {
				start = gruid.Point{X: i % l.W, Y: i / l.W}
			}
			n++
		}
	}
	if n == 0 {
		return false
	}
	r := l.Reach(start)
	got := 0
	for _, w := range r.Words {
		got += popcount(w)
	}
	return got == n
}

func popcount(w uint64) int {
	n := 0
	for w != 0 {
		w &= w - 1
		n++
	}
	return n
}
