// Who stands where: a cell index of the living creatures, so that finding the actor on a cell is one lookup
// and a creature's search for a foe or a noise's reach looks at the cells around it, not at everyone.

package game

import (
	"slices"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/levels"
)

// cellIndex is the ID of the living creature on each cell of the player's floor (0: none). The player is not
// in it: ActorAt looks at the player first. It is not saved: it is built again from Creatures the first time
// it is used on another level (a new floor, the stairs, a loaded game), and kept by every move (moveTo),
// arrival (addActor) and death (fell) in between.
type cellIndex struct {
	level  *levels.Level
	count  int // len(Creatures) it was kept for
	filled int // cells with a creature
	ids    []int32
}

// where is the cell index of the player's floor, built first if it is of another level.
func (g *Game) where() *cellIndex {
	w := &g.cells
	if g.current() {
		return w
	}
	l := g.Level
	w.level, w.count = l, len(g.Creatures)
	w.ids = slices.Grow(w.ids[:0], l.W*l.H)[:l.W*l.H]
	clear(w.ids)
	w.filled = 0
	for _, a := range g.Creatures {
		// the lowest ID first, as a walk through Creatures would find it
		if i := a.Pos.Y*l.W + a.Pos.X; !a.Dead && l.In(a.Pos) && w.ids[i] == 0 {
			w.ids[i] = int32(a.ID)
			w.filled++
		}
	}
	return w
}

// checkCells forgets the cell index when it no longer says where the creatures are: when something set a
// creature's Pos or Dead without moveTo or fell (a test, a tool). It is one walk through Creatures, done
// before each of the player's actions and each round of creatures' turns; the same walk finds whether any
// creature may still sleep (maySleep: creatures wake, and none falls asleep again).
func (g *Game) checkCells() {
	current := g.current()
	w, l := &g.cells, g.Level
	n := 0
	g.maySleep = false
	for _, a := range g.Creatures {
		if a.Dead {
			continue
		}
		g.maySleep = g.maySleep || !a.Awake
		if !current {
			continue
		}
		if !l.In(a.Pos) {
			w.level, current = nil, false
			continue
		}
		id := w.ids[a.Pos.Y*l.W+a.Pos.X]
		if id == 0 || g.Creatures[id-1].Dead || g.Creatures[id-1].Pos != a.Pos {
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
}

// current reports whether the cell index is of the player's floor as it is.
func (g *Game) current() bool {
	return g.cells.level == g.Level && g.cells.level != nil && g.cells.count == len(g.Creatures)
}

// creatureAt is the living creature on p (never the player), or nil.
func (g *Game) creatureAt(p gruid.Point) *Actor {
	if !g.Level.In(p) {
		return nil
	}
	id := g.where().ids[p.Y*g.Level.W+p.X]
	if id == 0 {
		return nil
	}
	return g.Creatures[id-1]
}

// moveTo puts a on p, keeping the cell index.
func (g *Game) moveTo(a *Actor, p gruid.Point) {
	if a.Player || !g.current() {
		a.Pos = p // the player is not indexed; an index of another level is built again when used
		return
	}
	g.leave(a)
	a.Pos = p
	g.enter(a)
}

// fell marks t dead (its hit points at 0) and takes it out of the cell index.
func (g *Game) fell(t *Actor) {
	t.HP, t.Dead = 0, true
	if !t.Player && g.current() {
		g.leave(t)
	}
}

// enter indexes a (a living creature of the player's floor) on its cell, unless a creature of a lower ID is
// there already.
func (g *Game) enter(a *Actor) {
	l := g.Level
	if a.Player || a.Dead || !l.In(a.Pos) || !g.current() {
		return
	}
	i := a.Pos.Y*l.W + a.Pos.X
	switch id := g.cells.ids[i]; {
	case id == 0:
		g.cells.ids[i] = int32(a.ID)
		g.cells.filled++
	case int(id) > a.ID:
		g.cells.ids[i] = int32(a.ID)
	}
}

// leave takes a off its cell in the index. (Two living creatures on one cell are a mistake: the other is
// found again when checkCells sees it missing, before the next action.)
func (g *Game) leave(a *Actor) {
	l := g.Level
	if !l.In(a.Pos) {
		return
	}
	i := a.Pos.Y*l.W + a.Pos.X
	if int(g.cells.ids[i]) != a.ID {
		return
	}
	g.cells.ids[i] = 0
	g.cells.filled--
}

// nearest is the nearest living creature within r of p (Chebyshev distance) that accept takes, the lowest
// ID of the nearest taken (nil: none). It looks ring by ring at the cells around p when they are fewer than
// the creatures, and through Creatures otherwise: either way the same creature. accept must not change the
// game.
func (g *Game) nearest(p gruid.Point, r int, accept func(*Actor) bool) *Actor {
	if side := 2*r + 1; side*side >= len(g.Creatures) {
		var best *Actor
		bestD := r + 1
		for _, a := range g.Creatures {
			if d := levels.Distance(a.Pos, p); d < bestD && !a.Dead && accept(a) {
				best, bestD = a, d
			}
		}
		return best
	}
	w := g.where()
	l := g.Level
	for d := 0; d <= r; d++ {
		var best *Actor
		for y := max(0, p.Y-d); y <= min(l.H-1, p.Y+d); y++ {
			step := 1
			if y != p.Y-d && y != p.Y+d {
				step = max(1, 2*d) // the ring's sides: only its first and last cell
			}
			for x := p.X - d; x <= p.X+d; x += step {
				if x < 0 || x >= l.W {
					continue
				}
				if id := w.ids[y*l.W+x]; id != 0 && (best == nil || int(id) < best.ID) && accept(g.Creatures[id-1]) {
					best = g.Creatures[id-1]
				}
			}
		}
		if best != nil {
			return best
		}
	}
	return nil
}

// within is the living creatures within r of p (Chebyshev distance), only those not awake when sleepers, in
// order of ID, in buf (scratch). Like nearest it looks at the cells around p only when they are fewer
// than the creatures.
func (g *Game) within(p gruid.Point, r int, buf []*Actor, sleepers bool) []*Actor {
	buf = buf[:0]
	if side := 2*r + 1; side*side >= len(g.Creatures) {
		for _, a := range g.Creatures {
			if !a.Dead && levels.Distance(a.Pos, p) <= r && !(sleepers && a.Awake) {
				buf = append(buf, a)
			}
		}
		return buf
	}
	w := g.where()
	l := g.Level
	for y := max(0, p.Y-r); y <= min(l.H-1, p.Y+r); y++ {
		for x := max(0, p.X-r); x <= min(l.W-1, p.X+r); x++ {
			if id := w.ids[y*l.W+x]; id != 0 && !(sleepers && g.Creatures[id-1].Awake) {
				buf = append(buf, g.Creatures[id-1])
			}
		}
	}
	slices.SortFunc(buf, func(a, b *Actor) int { return a.ID - b.ID })
	return buf
}

// Place puts a on p at once (no step, no time, no event): for tools and tests that arrange a scene. Setting
// a.Pos directly leaves the game's index of who stands where behind until the next action.
func (g *Game) Place(a *Actor, p gruid.Point) { g.moveTo(a, p) }
