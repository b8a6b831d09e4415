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
// A cell's value is kept plus one, 0 standing for a cell not reached yet, so that a start clears the map
// with one memclr (filling it with Unreachable cell by cell was a third of the map's cost); and the steps
// to the eight cells around are index offsets worked out once a level width.
type lazyApproach struct {
	w, h  int
	tiles []levels.Tile // the level's tiles at start
	dist  []int32       // a cell's value plus one; 0: not reached yet
	queue []int32
	head  int
	offW  int      // the width off is for
	off   [8]int32 // dirs as index steps on a level offW wide
}

// start begins the walk toward goal on l.
func (m *lazyApproach) start(l *levels.Level, goal gruid.Point) {
	m.w, m.h = l.W, l.H
	n := l.W * l.H
	m.tiles = append(m.tiles[:0], l.Tiles[:n]...)
	if cap(m.dist) < n {
		m.dist = make([]int32, n)
	}
	m.dist = m.dist[:n]
	clear(m.dist)
	if m.offW != l.W {
		for k, d := range dirs {
			m.off[k] = int32(d.Y*l.W + d.X)
		}
		m.offW = l.W
	}
	m.queue, m.head = m.queue[:0], 0
	if l.In(goal) {
		i := int32(goal.Y*l.W + goal.X)
		m.dist[i] = 1
		m.queue = append(m.queue, i)
	}
}

// At is the walking cost from p to the goal (levels.Step a step), levels.Unreachable off the level or where
// the goal cannot be reached.
func (m *lazyApproach) At(p gruid.Point) int {
	if p.X < 0 || p.Y < 0 || p.X >= m.w || p.Y >= m.h {
		return levels.Unreachable
	}
	i := p.Y*m.w + p.X
	for m.dist[i] == 0 && m.head < len(m.queue) {
		m.settle()
	}
	if m.dist[i] == 0 {
		return levels.Unreachable
	}
	return int(m.dist[i] - 1)
}

// settle takes the next cell of the walk and gives its passable neighbours not reached yet their values. A
// cell reached has a value no greater than the one it would be given (the walk goes by value), so "not
// reached yet" is the old test's "a lesser value than it has".
func (m *lazyApproach) settle() {
	w, h := m.w, m.h
	i := m.queue[m.head]
	m.head++
	nd := m.dist[i] + levels.Step
	x, y := int(i)%w, int(i)/w
	if x > 0 && y > 0 && x < w-1 && y < h-1 { // all eight around it on the level: by index, in dirs' order
		for _, o := range m.off {
			qi := i + o
			if m.dist[qi] != 0 || !m.tiles[qi].Passable() {
				continue
			}
			m.dist[qi] = nd
			m.queue = append(m.queue, qi)
		}
		return
	}
	for _, d := range dirs {
		qx, qy := x+d.X, y+d.Y
		if qx < 0 || qy < 0 || qx >= w || qy >= h {
			continue
		}
		qi := int32(qy*w + qx)
		if m.dist[qi] != 0 || !m.tiles[qi].Passable() {
			continue
		}
		m.dist[qi] = nd
		m.queue = append(m.queue, qi)
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
