// Tests of the seams of the designer's tools: a game on a level of its own, the what-ifs, the blows of a duel.

package game

import (
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/levels"
)

// bareLevel is a floor of w×h cells inside a wall.
func bareLevel(w, h int) *levels.Level {
	l := levels.NewLevel(w, h)
	for y := 1; y < h-1; y++ {
		for x := 1; x < w-1; x++ {
			l.Set(gruid.Point{X: x, Y: y}, levels.Floor)
		}
	}
	return l
}

// TestNewOn: the game stands on the level given, the player where asked and alone, nothing said, the cells
// in view worked out; the same seed places the same creatures alike.
func TestNewOn(t *testing.T) {
	l := bareLevel(12, 7)
	g, err := NewOn(Config{Seed: 3}, l, gruid.Point{X: 2, Y: 3})
	require.NoError(t, err)
	assert.Same(t, l, g.Level)
	assert.Len(t, g.Floors, 1)
	assert.Equal(t, gruid.Point{X: 2, Y: 3}, g.Player.Pos)
	assert.Empty(t, g.Creatures)
	assert.Empty(t, g.Log, "a tool's game says nothing")
	assert.True(t, g.IsVisible(gruid.Point{X: 9, Y: 3}), "the floor is in view")
	k, err := g.PlaceCreature("kobold", gruid.Point{X: 3, Y: 3})
	require.NoError(t, err)
	again, err := NewOn(Config{Seed: 3}, bareLevel(12, 7), gruid.Point{X: 2, Y: 3})
	require.NoError(t, err)
	k2, err := again.PlaceCreature("kobold", gruid.Point{X: 3, Y: 3})
	require.NoError(t, err)
	assert.Equal(t, k, k2)
	_, err = NewOn(Config{Character: Character{Race: "no such race", Background: "warrior"}}, bareLevel(5, 5), gruid.Point{X: 2, Y: 2})
	assert.ErrorContains(t, err, "no such race")
}

// TestSuppose: the what-ifs switch off bleeding wounds and flight.
func TestSuppose(t *testing.T) {
	g := newGame(t, 1)
	g.Suppose(WhatIfs{NoBleeding: true})
	assert.True(t, g.noBleeding)
	assert.False(t, g.noFleeing)
	g.Suppose(WhatIfs{NoFleeing: true})
	assert.False(t, g.noBleeding)
	assert.True(t, g.noFleeing)
	assert.Equal(t, int64(12), Tenths(1.2))
	assert.Equal(t, int64(1), Tenths(0), "at least a tenth")
}

// TestDuelCountsTheGamesBlows: a duel's blows are the look screen's (Matchup), counted the same way: the
// same odds, damage and times; a kobold bleeds and a skeleton does not (RULES.md §8.1).
func TestDuelCountsTheGamesBlows(t *testing.T) {
	g, err := NewOn(Config{Seed: 1}, bareLevel(12, 7), gruid.Point{X: 2, Y: 3})
	require.NoError(t, err)
	k, err := g.PlaceCreature("kobold", gruid.Point{X: 3, Y: 3})
	require.NoError(t, err)
	d, err := g.Duel(k)
	require.NoError(t, err)
	mu, err := g.Matchup(k)
	require.NoError(t, err)
	assert.Equal(t, mu.You, d.You.Report)
	assert.Equal(t, mu.It, d.It.Report)
	assert.Equal(t, mu.YourTime, d.You.Time)
	assert.Equal(t, mu.TheirTime, d.It.Time)
	assert.True(t, d.You.Bleeds, "the build's blows can open a wound on a kobold")
	assert.False(t, d.You.TwoWeapons)
	assert.Zero(t, d.It.Poison)

	s, err := g.PlaceCreature("skeleton", gruid.Point{X: 2, Y: 2})
	require.NoError(t, err)
	d, err = g.Duel(s)
	require.NoError(t, err)
	assert.False(t, d.You.Bleeds, "a skeleton is bloodless")

	// Armoured creatures: the build's blows meet the creature's own Protection, not the build's (the two
	// defenders are worked out together, and the game reuses one buffer for a defender's pieces).
	for i, kind := range []string{"goblin", "gargoyle", "bronze golem", "ironhide ogre"} {
		m, err := g.PlaceCreature(kind, gruid.Point{X: 4 + i, Y: 2})
		require.NoError(t, err)
		d, err := g.Duel(m)
		require.NoError(t, err)
		mu, err := g.Matchup(m)
		require.NoError(t, err)
		assert.Equal(t, mu.You, d.You.Report, "%s: the build's blow against its own armour", kind)
		assert.Equal(t, mu.It, d.It.Report, kind)
	}
}
