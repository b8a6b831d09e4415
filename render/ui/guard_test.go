// The @ screen's G key under tiers (RULES.md §35.2): the player's guard in turn; other rule sets ignore it.

package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/prefs"
)

func TestCharacterScreenGuardKey(t *testing.T) {
	g, err := game.New(game.Config{Seed: 1, Rules: "tiers"})
	require.NoError(t, err)
	m := New(Config{Data: g.Data(), PagerRows: 20, PagerColumns: 60}, false)
	m.Update(typed("@"), g)
	require.IsType(t, &Character{}, m.Screen())
	assert.Equal(t, "auto", g.OptionValue(prefs.GuardOption))
	for _, want := range []string{"dodge", "block", "none", "auto"} {
		eff := m.Update(typed("g"), g)
		assert.Equal(t, want, g.OptionValue(prefs.GuardOption))
		assert.IsType(t, &Character{}, m.Screen(), "G stays on the @ screen")
		assert.True(t, eff.Settings, "the settings change, for the renderer to save")
		assert.Equal(t, want, m.Settings().Guard, "the setting follows the choice")
	}
	var lines []string
	for _, l := range CharacterLines(g) {
		lines = append(lines, l.Text)
	}
	assert.Contains(t, lines, "  G: change your guard (auto, dodge, block, none)")
	// Under another rule set, G is any other key: back to the map, the guard untouched.
	h, m2 := newGame(t, game.Character{}, nil)
	m2.Update(typed("@"), h)
	m2.Update(typed("g"), h)
	assert.Equal(t, "", h.OptionValue(prefs.GuardOption), "no guard under the chapter's rules")
	_, still := m2.Screen().(*Character)
	assert.False(t, still, "any other key goes back")
}
