// Tests of the death screen's words (issue 32, defect 7).

package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/save"
)

// TestDeathScreenWords: the death screen names a unique by its name alone ("Grizzletooth", as
// creatures.toml's unique flag says), counts kinds in their plural ("3 kobolds"), names an unidentified
// ring by its look alone ("ring of green jade (not identified)", never its magic), and with no high
// scores yet says nothing of them rather than a heading with nothing under it.
func TestDeathScreenWords(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	pl := g.Player
	pl.KillsByKind = map[string]int{"Grizzletooth": 1, "kobold": 3, "goblin archer": 1}
	pl.Kills = 5
	ring := game.Item{Kind: game.ItemArmour, Name: "ring of green jade", Count: 1, Letter: 'r'}
	ring.Affixes[0] = "antidotes"
	pl.Pack = append(pl.Pack, ring)
	m.cfg.Scores = func() (save.HighScores, int, string) { return save.HighScores{}, -1, "" }
	g.Over = true
	m.Update(Input{}, g)
	require.IsType(t, &Death{}, m.Screen())
	out := drawn(m, g)
	assert.Contains(t, out, "Killed: 3 kobolds, Grizzletooth, a goblin archer")
	assert.NotContains(t, out, "a Grizzletooth")
	assert.Contains(t, out, "r - ring of green jade (not identified)")
	assert.NotContains(t, out, "antidotes", "an unidentified ring's magic is not named")
	assert.NotContains(t, out, "High scores:", "no heading over an empty table")
}
