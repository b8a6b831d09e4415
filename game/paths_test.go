package game

import (
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"

	"github.com/cleave-game/cleave/levels"
)

// TestPathMapsKept: the creatures' path maps are kept from turn to turn while the player stands still and
// no tile changes, and made again when the player moves, a tile changes or the level does.
func TestPathMapsKept(t *testing.T) {
	g := newGame(t, 1)
	g.monsters.beginTurn()
	g.monsters.paths.approachMap(g.Level, g.Player.Pos, false)
	g.monsters.paths.fleeMap(g.Level, g.Player.Pos)
	g.monsters.beginTurn()
	assert.True(t, g.monsters.paths.approachOK && g.monsters.paths.fleeOK, "kept: nothing changed")
	var free gruid.Point
	for y := range g.Level.H {
		for x := range g.Level.W {
			if p := (gruid.Point{X: x, Y: y}); g.Level.At(p) == levels.Floor && p != g.Player.Pos {
				free = p
			}
		}
	}
	g.Level.Set(free, levels.Wall)
	g.monsters.beginTurn()
	assert.False(t, g.monsters.paths.approachOK || g.monsters.paths.fleeOK, "a tile changed")
	g.monsters.paths.approachMap(g.Level, g.Player.Pos, false)
	g.Level.Set(free, levels.Wall) // the same tile again: no change
	g.monsters.beginTurn()
	assert.True(t, g.monsters.paths.approachOK, "setting a tile to what it is changes nothing")
	g.Player.Pos = g.Player.Pos.Add(gruid.Point{X: 1})
	g.monsters.beginTurn()
	assert.False(t, g.monsters.paths.approachOK, "the player moved")
}

// The shared maps alone, on a level of their own with no game around them: downhill on the approach map leads
// to the player's cell, on the flee map away from it; a map is built once until reset says what it was built
// for changed, and the incorporeal's goes through walls.
func TestPathsAlone(t *testing.T) {
	l := levels.NewLevel(12, 5)
	for x := 1; x < 11; x++ {
		l.Set(gruid.Point{X: x, Y: 2}, levels.Floor)
	}
	at, far := gruid.Point{X: 2, Y: 2}, gruid.Point{X: 9, Y: 2}
	var p paths
	p.reset(l, at)
	m := p.approachMap(l, at, false)
	assert.Less(t, m.At(far.Add(gruid.Point{X: -1})), m.At(far), "nearer the player, lower")
	assert.Less(t, m.At(at), m.At(at.Add(gruid.Point{X: 1})))
	f := p.fleeMap(l, at)
	assert.Less(t, f.At(far), f.At(at), "fleeing: lower away from the player")
	ghost := p.approachMap(l, at, true)
	wall := gruid.Point{X: 2, Y: 0}
	assert.Less(t, ghost.At(wall), m.At(wall), "through walls for the incorporeal only")
	p.reset(l, at)
	assert.True(t, p.approachOK && p.fleeOK, "nothing changed: kept")
	p.reset(l, far)
	assert.False(t, p.approachOK || p.fleeOK, "the player moved: made again")
	assert.Equal(t, 7*levels.Step, p.approachMap(l, far, true).At(at), "the incorporeal's: toward the player where it is now")
	assert.Equal(t, []gruid.Point{{X: 3, Y: 2}, {X: 4, Y: 2}}, p.path(l, at, gruid.Point{X: 4, Y: 2})[1:], "A* along the corridor")
}

// The bot's breadth-first walk alone, on a level of its own: the shortest way round a wall, the first step
// of it, nothing when the goal cannot be reached, and the same answers from its reused buffers walk after
// walk (the stamps that spare clearing them).
func TestWalkAlone(t *testing.T) {
	l := levels.NewLevel(7, 5)
	l.Bounds().Iter(func(p gruid.Point) { l.Set(p, levels.Floor) })
	for y := range 4 {
		l.Set(gruid.Point{X: 3, Y: y}, levels.Wall) // a wall with a gap at the bottom
	}
	from, goal := gruid.Point{X: 1, Y: 0}, gruid.Point{X: 5, Y: 0}
	open := func(q gruid.Point) bool { return l.At(q) == levels.Floor }
	var s bfsScratch
	for range 3 {
		chain := s.walk(l, from, open, func(p gruid.Point) bool { return p == goal })
		assert.Len(t, chain, 8, "round the wall's end: 8 steps")
		assert.Equal(t, goal, chain[0], "the goal found last")
		step, ok := firstStep(chain)
		assert.True(t, ok)
		assert.Equal(t, gruid.Point{X: 2, Y: 1}, step, "the first step, down toward the gap")
	}
	l.Set(gruid.Point{X: 3, Y: 4}, levels.Wall)
	assert.Nil(t, s.walk(l, from, open, func(p gruid.Point) bool { return p == goal }), "walled off")
	_, ok := firstStep(nil)
	assert.False(t, ok)
}
