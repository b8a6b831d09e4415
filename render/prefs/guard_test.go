// The player's guard under a rule set of Guard Points, as settings.toml names it, and as the game takes it.

package prefs

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat/ruleset/tiers"
	"github.com/cleave-game/cleave/game"
)

// rules: RULES.md §35.2 — the player's guard is settings.toml's guard: auto when left out, each name its
// guard in the game, anything else refused by name with the list of guards.
func TestTiersGuardSetting(t *testing.T) {
	g, err := game.New(game.Config{Seed: 5, Rules: "tiers"})
	require.NoError(t, err)
	for text, want := range map[string]tiers.Guard{"": tiers.GuardAuto, `guard = "auto"`: tiers.GuardAuto,
		`guard = "dodge"`: tiers.GuardDodge, `guard = "block"`: tiers.GuardBlock, `guard = "none"`: tiers.GuardNone} {
		s, err := ParseSettings([]byte(text))
		require.NoError(t, err, text)
		a, ok := g.Choose(GuardOption, s.Guard)
		require.True(t, ok, "the rule set has the option")
		g.Do(a)
		assert.Equal(t, int(want), g.Choice(0), text)
	}
	_, err = ParseSettings([]byte(`guard = "parry"`))
	require.Error(t, err)
	assert.Contains(t, err.Error(), `guard = "parry" is not a guard`)
	assert.Contains(t, err.Error(), `guard = "auto", "dodge", "block" or "none"`)
	_, err = ParseSettings([]byte(`guard = 2`))
	require.Error(t, err, "a number is no guard")
	assert.Contains(t, err.Error(), "settings.toml")
}
