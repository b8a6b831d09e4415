package ui

import (
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// TestCloseDoorKey: c asks for a direction, a direction closes the open door there and the map is back;
// Escape gives up; c towards no door says so on screen and takes no time.
func TestCloseDoorKey(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	d := openDir(t, g)
	door := g.Player.Pos.Add(d)
	g.Level.Set(door, levels.DoorOpen)

	m.Update(typed("c"), g)
	require.IsType(t, &CloseDoor{}, m.Screen())
	assert.Contains(t, m.Prompt(), "Close the door")
	m.Update(pressed(KeyEscape), g)
	require.IsType(t, &Play{}, m.Screen())
	assert.Equal(t, levels.DoorOpen, g.Level.At(door), "Escape closes nothing")

	turns := g.Turns
	m.Update(typed("c"), g)
	m.Update(held(d, 1), g)
	require.IsType(t, &Play{}, m.Screen())
	assert.Equal(t, levels.DoorClosed, g.Level.At(door))
	assert.Equal(t, turns+1, g.Turns)

	m.Update(typed("c"), g)
	m.Update(held(gruid.Point{X: -d.X, Y: -d.Y}, 1), g)
	assert.Equal(t, "There is no open door there.", m.Notice())
	assert.Equal(t, turns+1, g.Turns)
}
