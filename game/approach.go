// The approach map worked out as far as it is asked: the creatures hunting the player ask it of the cells
// around them, which are mostly near the player, and the map was worked out over the whole level at every
// step of the player's (issue 35: a sixth of bot play).

package game

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/levels"
)

// distMap is a map of values by cell that a creature rolls downhill on: an approach or a flee map.
type distMap interface {
	At(p gruid.Point) int
}

// lazyApproach is levels.DijkstraMap's Approach of uniform costs (nil CostFunc, no MaxCost) toward one
// goal, with the same value at every cell, worked out only as far as At is asked: a breadth-first walk from
// the goal, resumed until the cell asked has its value or the walk is over. A cell's first value in a
// breadth-first walk of uniform steps is its least, so a cell's value never changes once set, and a walk
// stopped early answers what the whole walk would. It walks the level's tiles as they were at start.
//
// The map is the level padded by a cell all round, a cell's value kept plus one, 0 for a cell not reached
// yet and −1 for a cell never reached (impassable, or the padding): a start copies the level's blocked cells
// (worked out once for its tiles, Level.Changes) with one memmove, and a step looks at the cell alone — no
// edge of the level, no tile (issue 35: the settling was a tenth of bot play); the steps to the eight cells
// around are index offsets on the padded width.
type lazyApproach struct {
	w, h, pw int     // the level's size and the padded width
	dist     []int32 // by padded index: a cell's value plus one; 0: not reached yet; −1: never
	queue    []int32
	head     int
	off      [8]int32 // dirs as index steps on a level pw wide
	// blocked is the padded level's −1 (impassable or off the level) and 0 (passable), for blockedOf
	blocked   []int32
	blockedOf struct {
		level   *levels.Level
		changes uint64
	}
}

// start begins the walk toward goal on l.
func (m *lazyApproach) start(l *levels.Level, goal gruid.Point) {
	m.w, m.h, m.pw = l.W, l.H, l.W+2
	pn := m.pw * (l.H + 2)
	if m.blockedOf.level != l || m.blockedOf.changes != l.Changes() || len(m.blocked) != pn {
		m.block(l)
	}
	if cap(m.dist) < pn {
		m.dist = make([]int32, pn)
	}
	m.dist = m.dist[:pn]
	copy(m.dist, m.blocked)
	for k, d := range dirs {
		m.off[k] = int32(d.Y*m.pw + d.X)
	}
	m.queue, m.head = m.queue[:0], 0
	if l.In(goal) { // the goal's value is 0 whatever its tile
		i := int32((goal.Y+1)*m.pw + goal.X + 1)
		m.dist[i] = 1
		m.queue = append(m.queue, i)
	}
}

// block works out the padded level's blocked cells of l's tiles now.
func (m *lazyApproach) block(l *levels.Level) {
	w, pw := l.W, l.W+2
	pn := pw * (l.H + 2)
	if cap(m.blocked) < pn {
		m.blocked = make([]int32, pn)
	}
	b := m.blocked[:pn]
	for i := range b {
		b[i] = -1
	}
	for y := range l.H {
		row, tiles := b[(y+1)*pw+1:(y+1)*pw+1+w], l.Tiles[y*w:y*w+w]
		for x, t := range tiles {
			if t.Passable() {
				row[x] = 0
			}
		}
	}
	m.blocked = b
	m.blockedOf.level, m.blockedOf.changes = l, l.Changes()
}

// At is the walking cost from p to the goal (levels.Step a step), levels.Unreachable off the level or where
// the goal cannot be reached.
func (m *lazyApproach) At(p gruid.Point) int {
	if p.X < 0 || p.Y < 0 || p.X >= m.w || p.Y >= m.h {
		return levels.Unreachable
	}
	i := (p.Y+1)*m.pw + p.X + 1
	for m.dist[i] == 0 && m.head < len(m.queue) {
		m.settle()
	}
	if m.dist[i] <= 0 {
		return levels.Unreachable
	}
	return int(m.dist[i] - 1)
}

// settle takes the next cell of the walk and gives the cells around it not reached yet and not blocked their
// values. A cell reached has a value no greater than the one it would be given (the walk goes by value), so
// "not reached yet" is the old test's "a lesser value than it has".
func (m *lazyApproach) settle() {
	dist := m.dist
	i := m.queue[m.head]
	m.head++
	nd := dist[i] + levels.Step
	for _, o := range m.off { // in dirs' order
		if qi := i + o; dist[qi] == 0 {
			dist[qi] = nd
			m.queue = append(m.queue, qi)
		}
	}
}

// ghostApproach is the incorporeal's approach map: levels.DijkstraMap's Approach toward at on a level of w×h
// where every cell costs a Step to enter, walls too. Every step of the eight then costs the same and leads
// anywhere on the level, so a cell's value is the fewest such steps to at, the greater of its distances
// across and down (Chebyshev's), a Step each (issue 35: the Dijkstra map over the whole level worked out at
// every step of the player's; TestGhostApproachAsDijkstra).
type ghostApproach struct {
	w, h int
	at   gruid.Point
}

// At is the walking cost from p to at, levels.Unreachable off the level (and everywhere when at is off it:
// no goal).
func (m *ghostApproach) At(p gruid.Point) int {
	if p.X < 0 || p.Y < 0 || p.X >= m.w || p.Y >= m.h || m.at.X < 0 || m.at.Y < 0 || m.at.X >= m.w || m.at.Y >= m.h {
		return levels.Unreachable
	}
	return levels.Step * max(abs(p.X-m.at.X), abs(p.Y-m.at.Y))
}
