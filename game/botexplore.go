// The bot's walks to the unexplored and to the items it wants kept between actions (issue 35): when nothing
// the walk reads changed but where the player stands, and the player stepped along the chain the last walk
// found, the walk from there is that chain less its first step. Exploring through cells already seen, it is
// the same chain at every step.

package game

import (
	"slices"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/levels"
)

// walkKept is explore's last walk to a cell bordering unseen ones (toUnseen) or to a cell of items it wants
// (toItems), and what it read: the level, its tiles, the seen cells (a goalKey with no goal), the cells of
// the items, the cells where the player saw a creature (the player's own left out), where it started and the
// chain it found (nil: none). Below, a frontier cell is the walk's goal: a cell next to an unseen one, or a
// cell of the items.
//
// Why the chain less its first step is the fresh walk's answer from that step: explore is breadth first with
// the steps in dirs' order, so it ends on the frontier cell whose chain, read as the sequence of its steps'
// directions, is the least (by length, then in dirs' order) of all the walks from its start to a frontier cell.
// From the chain's first step s every walk to a frontier cell is a walk from the start less its first step
// (the start itself aside: a walk through it is two steps longer than one from the start, so never the
// shortest), so the least from s is the least from the start less its first step, unless the start is a
// frontier cell of its own (the walk never ends on its start; from s it may). When no walk found one, none is
// found from a neighbour of the start that the walk could cross: it reaches the same cells and the start.
type walkKept struct {
	key       goalKey       // what the walk read (level nil: nothing kept)
	to        int           // toUnseen or toItems
	items     []gruid.Point // toItems: the cells of the items (s.items)
	from      gruid.Point   // where it started
	found     bool          // whether it found one
	chain     []gruid.Point // the cells from the frontier cell found back to from's neighbour
	creatures []int32       // s.marked but the player's cell
}

// answer is the walk from `from` to items (toItems; nil: toUnseen) by the walk kept, ok when it holds.
func (u *walkKept) answer(s *bfsScratch, l *levels.Level, seen []bool, key goalKey, from gruid.Point, items []gruid.Point) ([]gruid.Point, bool) {
	if u.key.level == nil || u.key != key || !slices.Equal(u.items, items) || !sameCreatures(u.creatures, s.marked, from, l.W) {
		return nil, false
	}
	if from == u.from {
		return u.answered()
	}
	if d := from.Sub(u.from); max(abs(d.X), abs(d.Y)) != 1 || u.goalAt(l, seen, u.from) {
		return nil, false
	}
	if n := len(u.chain); u.found && n >= 2 && u.chain[n-1] == from {
		u.chain, u.from = u.chain[:n-1], from
		return u.chain, true
	}
	// None found: from must be a cell the walk crossed (seen, passable, no creature: the list holds).
	if fi := from.Y*l.W + from.X; !u.found && seen[fi] && l.Tiles[fi].Passable() {
		u.from = from
		return nil, true
	}
	return nil, false
}

// goalAt reports whether p of l is one of the walk's goals.
func (u *walkKept) goalAt(l *levels.Level, seen []bool, p gruid.Point) bool {
	if u.to == toItems {
		return slices.Contains(u.items, p)
	}
	return bordersUnseen(l, seen, p)
}

// answered is the walk kept's answer: its chain, or nil when it found none.
func (u *walkKept) answered() ([]gruid.Point, bool) {
	if !u.found {
		return nil, true
	}
	return u.chain, true
}

// keep keeps the walk from `from` to items (nil: toUnseen) that found chain.
func (u *walkKept) keep(s *bfsScratch, key goalKey, from gruid.Point, items, chain []gruid.Point, w int) {
	u.key, u.from, u.to, u.items = key, from, toUnseen, append(u.items[:0], items...)
	if len(items) > 0 {
		u.to = toItems
	}
	u.found, u.chain = chain != nil, append(u.chain[:0], chain...)
	fi := int32(from.Y*w + from.X)
	u.creatures = u.creatures[:0]
	for _, c := range s.marked {
		if c != fi {
			u.creatures = append(u.creatures, c)
		}
	}
}

// sameCreatures reports whether marked, the player's cell at from left out, is kept.
func sameCreatures(kept, marked []int32, from gruid.Point, w int) bool {
	fi := int32(from.Y*w + from.X)
	i := 0
	for _, c := range marked {
		if c == fi {
			continue
		}
		if i >= len(kept) || kept[i] != c {
			return false
		}
		i++
	}
	return i == len(kept)
}

// bordersUnseen reports whether p of l is next to a cell of l not seen.
func bordersUnseen(l *levels.Level, seen []bool, p gruid.Point) bool {
	for _, d := range dirs {
		if q := p.Add(d); l.In(q) && !seen[q.Y*l.W+q.X] {
			return true
		}
	}
	return false
}
