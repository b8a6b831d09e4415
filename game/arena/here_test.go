package arena

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

// TestHereFightsAsTheyStand: issue 36, "run arena/odds on the creature under the cursor against the current
// character": the fights are the player's and the creature's as they stand in the game (a troll at 1 hit
// point falls at the player's first hit, a player at 1 hit point to the troll's), the same for the same
// seed, and the game itself is not touched.
func TestHereFightsAsTheyStand(t *testing.T) {
	g, err := game.New(game.Config{Seed: 4, Data: arenaData(t)})
	require.NoError(t, err)
	troll, err := g.PlaceBeside("troll")
	require.NoError(t, err)
	const n = 40
	full, err := Here(g, troll, n, 1, Melee)
	require.NoError(t, err)
	assert.Equal(t, n, full.Fights)
	assert.Equal(t, n, full.Won+full.Lost+full.Undecided)
	again, err := Here(g, troll, n, 1, Melee)
	require.NoError(t, err)
	assert.Equal(t, full, again, "the same seed, the same fights")

	troll.HP = 1
	weak, err := Here(g, troll, n, 1, Melee)
	require.NoError(t, err)
	assert.Equal(t, 1, troll.HP, "the game's troll untouched")
	t.Logf("a troll at full hit points: won %d of %d; at 1: won %d", full.Won, n, weak.Won)
	assert.Greater(t, weak.Won, full.Won, "a troll at 1 hit point is beaten more often")
	assert.Equal(t, n, weak.Won, "every fight of these seeds won")

	troll.HP = troll.MaxHP
	hp := g.Player.HP
	g.Player.HP = 1
	frail, err := Here(g, troll, n, 1, Melee)
	require.NoError(t, err)
	assert.Equal(t, 1, g.Player.HP)
	g.Player.HP = hp
	t.Logf("the player at 1 hit point: lost %d of %d (at full: %d)", frail.Lost, n, full.Lost)
	assert.Greater(t, frail.Lost, full.Lost, "a player at 1 hit point loses more often")

	_, err = Here(g, g.Player, 1, 1, Melee)
	assert.ErrorContains(t, err, "no living creature")
}
