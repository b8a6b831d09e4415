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
	g.beginTurn()
	g.approachMap(false)
	g.fleeMap()
	g.beginTurn()
	assert.True(t, g.paths.approachOK && g.paths.fleeOK, "kept: nothing changed")
	var free gruid.Point
	for y := range g.Level.H {
		for x := range g.Level.W {
			if p := (gruid.Point{X: x, Y: y}); g.Level.At(p) == levels.Floor && p != g.Player.Pos {
				free = p
			}
		}
	}
	g.Level.Set(free, levels.Wall)
	g.beginTurn()
	assert.False(t, g.paths.approachOK || g.paths.fleeOK, "a tile changed")
	g.approachMap(false)
	g.Level.Set(free, levels.Wall) // the same tile again: no change
	g.beginTurn()
	assert.True(t, g.paths.approachOK, "setting a tile to what it is changes nothing")
	g.Player.Pos = g.Player.Pos.Add(gruid.Point{X: 1})
	g.beginTurn()
	assert.False(t, g.paths.approachOK, "the player moved")
}
