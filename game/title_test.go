// Tests of how the player is named: a character with no name is called by race and background.

package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestUnnamedPlayer(t *testing.T) {
	g, err := New(Config{Seed: 5, Character: Character{Race: "elf", Background: "archer"}})
	require.NoError(t, err)
	pl := g.Player
	assert.Empty(t, pl.Name, "no name is made up for the player")
	assert.Equal(t, "an elf archer", pl.Title())
	assert.Equal(t, "You, an elf archer, enter the dungeon. Press ? for help.", g.Log[0].Text)

	g, err = New(Config{Seed: 5, Character: Character{Name: "Ash", Race: "elf", Background: "archer"}})
	require.NoError(t, err)
	assert.Equal(t, "Ash the elf archer", g.Player.Title())
	assert.Equal(t, "Ash the elf archer enters the dungeon. Press ? for help.", g.Log[0].Text)
}
