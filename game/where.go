// Who stands where: a cell index of the living creatures, so that finding the actor on a cell is one lookup
// and a creature's search for a foe or a noise's reach looks at the cells around it, not at everyone.

package game

import (
	"slices"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/levels"
)

// cellIndex is the ID of the living creature on each cell of a floor (0: none): the game keeps one, of the
// player's floor. The player is not in it: ActorAt looks at the player first. It is not saved: it is built
// again from the floor's creatures the first time it is used on another level (a new floor, the stairs, a
// loaded game), and kept by every move (move), arrival (arrived) and death (fell) in between. Its methods
// take the floor it is of, and need nothing else of the game.
type cellIndex struct {
	level  *levels.Level
	count  int // len(Creatures) it was kept for
	filled int // cells with a creature
	ids    []int32
	ring   []int32 // nearest's scratch: the IDs on a ring
}

// of is the index of floor f, built first if it is of another level (or out of date).
func (w *cellIndex) of(f *Floor) *cellIndex {
	if w.current(f) {
		return w
	}
	l := f.Level
	w.level, w.count = l, len(f.Creatures)
	w.ids = slices.Grow(w.ids[:0], l.W*l.H)[:l.W*l.H]
	clear(w.ids)
	w.filled = 0
	for _, a := range f.Creatures {
		// the lowest ID first, as a walk through Creatures would find it
		if i := a.Pos.Y*l.W + a.Pos.X; !a.Dead && l.In(a.Pos) && w.ids[i] == 0 {
			w.ids[i] = int32(a.ID)
			w.filled++
		}
	}
	return w
}

// check forgets the index when it no longer says where the creatures of f are: when something set a
// creature's Pos or Dead without move or fell (a test, a tool). It is one walk through the creatures, done
// before each of the player's actions and each round of creatures' turns; the same walk finds whether any
// creature may still sleep (maySleep: creatures wake, and none falls asleep again).
func (w *cellIndex) check(f *Floor) (maySleep bool) {
	current := w.current(f)
	l := f.Level
	n := 0
	for _, a := range f.Creatures {
		if a.Dead {
			continue
		}
		maySleep = maySleep || !a.Awake
		if !current {
			continue
		}
		if !l.In(a.Pos) {
			w.level, current = nil, false
			continue
		}
		id := w.ids[a.Pos.Y*l.W+a.Pos.X]
		if id == 0 || f.Creatures[id-1].Dead || f.Creatures[id-1].Pos != a.Pos {
			w.level, current = nil, false
			continue
		}
		if int(id) == a.ID {
			n++
		}
	}
	if current && n != w.filled {
		w.level = nil
	}
	return maySleep
}

// current reports whether the index is of floor f as it is.
func (w *cellIndex) current(f *Floor) bool {
	return w.level == f.Level && w.level != nil && w.count == len(f.Creatures)
}

// at is the living creature of f on p (never the player), or nil.
func (w *cellIndex) at(f *Floor, p gruid.Point) *Actor {
	if !f.Level.In(p) {
		return nil
	}
	id := w.of(f).ids[p.Y*f.Level.W+p.X]
	if id == 0 {
		return nil
	}
	return f.Creatures[id-1]
}

// arrived indexes a, which just joined the creatures of f: indexed says whether the index was of f before
// it came (else it is built again when used).
func (w *cellIndex) arrived(f *Floor, a *Actor, indexed bool) {
	if indexed {
		w.count++
		w.enter(f, a)
	}
}

// move puts a on p, keeping the index of f, a's floor.
func (w *cellIndex) move(f *Floor, a *Actor, p gruid.Point) {
	if a.Player || !w.current(f) {
		a.Pos = p // the player is not indexed; an index of another level is built again when used
		return
	}
	w.leave(f, a)
	a.Pos = p
	w.enter(f, a)
}

// fell marks t dead (its hit points at 0) and takes it out of the index of f, its floor.
func (w *cellIndex) fell(f *Floor, t *Actor) {
	t.HP, t.Dead = 0, true
	if !t.Player && w.current(f) {
		w.leave(f, t)
	}
}

// enter indexes a (a living creature of f) on its cell, unless a creature of a lower ID is there already.
func (w *cellIndex) enter(f *Floor, a *Actor) {
	l := f.Level
	if a.Player || a.Dead || !l.In(a.Pos) || !w.current(f) {
		return
	}
	i := a.Pos.Y*l.W + a.Pos.X
	switch id := w.ids[i]; {
	case id == 0:
		w.ids[i] = int32(a.ID)
		w.filled++
	case int(id) > a.ID:
		w.ids[i] = int32(a.ID)
	}
}

// leave takes a off its cell in the index. (Two living creatures on one cell are a mistake: the other is
// found again when check sees it missing, before the next action.)
func (w *cellIndex) leave(f *Floor, a *Actor) {
	l := f.Level
	if !l.In(a.Pos) {
		return
	}
	i := a.Pos.Y*l.W + a.Pos.X
	if int(w.ids[i]) != a.ID {
		return
	}
	w.ids[i] = 0
	w.filled--
}

// ringCost is what a cell of the index costs nearest against a creature: a cell is an int32 read along a
// row, a creature a pointer to chase to its Actor (a cache miss in a crowd). With the sight's 17×17 square
// (289 cells) the rings are searched from 37 creatures up; in a crowd the foe is most often a ring or two
// away, so the rings stop early (issue 35: a turn of 100 creatures took a fifth less).
const ringCost = 8

// nearest is the nearest living creature of f within r of p (Chebyshev distance) that accept takes, the
// lowest ID of the nearest taken (nil: none). It looks ring by ring at the cells around p when they cost
// less than the creatures (ringCost), and through the creatures otherwise: either way the same creature.
// accept must not change the game.
func (w *cellIndex) nearest(f *Floor, p gruid.Point, r int, accept func(*Actor) bool) *Actor {
	if side := 2*r + 1; side*side >= len(f.Creatures)*ringCost {
		var best *Actor
		bestD := r + 1
		for _, a := range f.Creatures {
			if d := levels.Distance(a.Pos, p); d < bestD && !a.Dead && accept(a) {
				best, bestD = a, d
			}
		}
		return best
	}
	w = w.of(f)
	l := f.Level
	for d := 0; d <= r; d++ {
		ring := w.ring[:0] // the IDs on the ring, asked in order: the first accept takes is the lowest
		for y := max(0, p.Y-d); y <= min(l.H-1, p.Y+d); y++ {
			step := 1
			if y != p.Y-d && y != p.Y+d {
				step = max(1, 2*d) // the ring's sides: only its first and last cell
			}
			for x := p.X - d; x <= p.X+d; x += step {
				if x < 0 || x >= l.W {
					continue
				}
				if id := w.ids[y*l.W+x]; id != 0 {
					ring = append(ring, id)
				}
			}
		}
		w.ring = ring
		// A ring's creatures asked from the lowest ID up, the first taken the answer: in a crowd most of
		// them are not asked (each one asked is a creature's Actor read, a cache miss in a crowd).
		slices.Sort(ring)
		for _, id := range ring {
			if a := f.Creatures[id-1]; accept(a) {
				return a
			}
		}
	}
	return nil
}

// within is the living creatures of f within r of p (Chebyshev distance), only those not awake when
// sleepers, in order of ID, in buf (scratch). Like nearest it looks at the cells around p only when they
// are fewer than the creatures.
func (w *cellIndex) within(f *Floor, p gruid.Point, r int, buf []*Actor, sleepers bool) []*Actor {
	buf = buf[:0]
	if side := 2*r + 1; side*side >= len(f.Creatures) {
		for _, a := range f.Creatures {
			if !a.Dead && levels.Distance(a.Pos, p) <= r && !(sleepers && a.Awake) {
				buf = append(buf, a)
			}
		}
		return buf
	}
	w = w.of(f)
	l := f.Level
	for y := max(0, p.Y-r); y <= min(l.H-1, p.Y+r); y++ {
		for x := max(0, p.X-r); x <= min(l.W-1, p.X+r); x++ {
			if id := w.ids[y*l.W+x]; id != 0 && !(sleepers && f.Creatures[id-1].Awake) {
				buf = append(buf, f.Creatures[id-1])
			}
		}
	}
	slices.SortFunc(buf, func(a, b *Actor) int { return a.ID - b.ID })
	return buf
}

// Place puts a on p at once (no step, no time, no event): for tools and tests that arrange a scene. Setting
// a.Pos directly leaves the game's index of who stands where behind until the next action.
func (g *Game) Place(a *Actor, p gruid.Point) { g.cells.move(g.Floor, a, p) }
