package ui

import (
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/levels"
)

// TestOverviewOpensAndCloses: X opens the level map on the player, direction keys move its cursor (Shift
// and a vi key eight cells, never off the level), X and Escape go back; none of it takes a turn.
func TestOverviewOpensAndCloses(t *testing.T) {
	g, m := seededGame(t, 1)
	turns, at := g.Turns, g.Player.Pos
	m.Update(typed("X"), g)
	ov, ok := m.Screen().(*Overview)
	require.True(t, ok, "X opens the level map")
	assert.Equal(t, at, ov.At, "on the player")
	m.Update(Input{Moves: []Move{{Dir: gruid.Point{X: 1}, Held: 1}}}, g)
	assert.Equal(t, at.Add(gruid.Point{X: 1}), ov.At, "a direction key moves the cursor")
	m.Update(typed("Y"), g)
	// Shift and a vi key jump eight cells, stopping at the level's edge.
	from := at.Add(gruid.Point{X: 1})
	n := min(overviewJump, from.X, from.Y)
	assert.Equal(t, from.Add(gruid.Point{X: -n, Y: -n}), ov.At, "Y jumps up and left")
	assert.Equal(t, g.Player.Pos, at, "the player did not move")
	for range 20 {
		m.Update(typed("K"), g)
	}
	assert.Equal(t, 0, ov.At.Y, "the cursor stops at the top edge")
	m.Update(typed("X"), g)
	assert.IsType(t, &Play{}, m.Screen(), "X goes back")
	m.Update(typed("X"), g)
	m.Update(pressed(KeyEscape), g)
	assert.IsType(t, &Play{}, m.Screen(), "Escape goes back")
	assert.Equal(t, turns, g.Turns, "looking at the map takes no time")
}

// TestOverviewTravels: on an explored level, > puts the cursor on the stairs down and Enter walks there
// (a walk of the play screen, stopping as a click's does); an unknown place is refused.
func TestOverviewTravels(t *testing.T) {
	g, m := seededGame(t, 2)
	onlyFoe(g, false)
	require.Equal(t, "Done exploring.", explore(t, m, g))
	down, ok := g.Walks().StairsTo(levels.StairsDown)
	require.True(t, ok)
	var unknown gruid.Point
	found := false
	for y := 0; y < g.Level.H && !found; y++ {
		for x := 0; x < g.Level.W && !found; x++ {
			if p := (gruid.Point{X: x, Y: y}); !g.IsSeen(p) {
				unknown, found = p, true
			}
		}
	}
	require.True(t, found, "some cell is unknown (solid rock)")
	m.Update(typed("X"), g)
	ov := m.Screen().(*Overview)
	ov.At = unknown
	m.Update(pressed(KeyEnter), g)
	assert.Equal(t, "You do not know that place.", m.Notice())
	assert.IsType(t, &Overview{}, m.Screen(), "still on the map")
	m.Update(typed(">"), g)
	assert.Equal(t, down, ov.At, "> finds the stairs down")
	m.Update(pressed(KeyEnter), g)
	require.IsType(t, &Play{}, m.Screen(), "Enter travels: back to play")
	for i := 0; m.play.Traveling() && i < 20000; i++ {
		m.Update(Input{}, g)
	}
	assert.Equal(t, down, g.Player.Pos, "arrived")
}

// TestOverviewClickTravels: a click on the map's cell walks there.
func TestOverviewClickTravels(t *testing.T) {
	g, m := seededGame(t, 2)
	onlyFoe(g, false)
	require.Equal(t, "Done exploring.", explore(t, m, g))
	up, ok := g.Walks().StairsTo(levels.StairsUp)
	require.True(t, ok)
	require.NotEqual(t, up, g.Player.Pos)
	m.Update(typed("X"), g)
	m.Update(Input{Click: true, Hover: up, HoverOK: true}, g)
	require.IsType(t, &Play{}, m.Screen())
	for i := 0; m.play.Traveling() && i < 20000; i++ {
		m.Update(Input{}, g)
	}
	assert.Equal(t, up, g.Player.Pos)
}

// TestKeysAfterAScreenOpens: keys typed in the same tick after one that opens a screen are not played on
// the map (X then 2 does not change the stance).
func TestKeysAfterAScreenOpens(t *testing.T) {
	g, m := seededGame(t, 1)
	stance, time := g.Player.Stance, g.Time
	m.Update(typed("X2"), g)
	assert.IsType(t, &Overview{}, m.Screen())
	assert.Equal(t, stance, g.Player.Stance)
	assert.Equal(t, time, g.Time)
	m.Update(pressed(KeyEscape), g)
	m.Update(typed("2"), g)
	assert.NotEqual(t, stance, g.Player.Stance, "2 alone does change it")
}

// TestOverviewSaysWhyAndHasALegend: on the level map, > with no stairs down known says so where the
// prompt was (issue 32: it said nothing), and the map has a legend of its colours.
func TestOverviewSaysWhyAndHasALegend(t *testing.T) {
	g, m := seededGame(t, 1)
	_, known := g.Walks().StairsTo(levels.StairsDown)
	require.False(t, known, "seed 1 starts with the stairs down unseen")
	m.Update(typed("X"), g)
	out := drawn(m, g)
	for _, w := range []string{"you", "creature", "item", "stairs", "door", "wall", "floor", "water", "chasm"} {
		assert.Contains(t, out, "\n"+w+"\n", "the legend names %q", w)
	}
	assert.Contains(t, out, "(dimmer: remembered, not in view)")
	m.Update(typed(">"), g)
	assert.Contains(t, drawn(m, g), "You know of no stairs down on this level.")
	assert.IsType(t, &Overview{}, m.Screen(), "still on the map")
}
