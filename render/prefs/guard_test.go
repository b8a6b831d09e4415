// The player's guard under tiers, as settings.toml names it.

package prefs

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
)

// rules: RULES.md §35.2 — the player's guard is settings.toml's guard: auto when left out, each name
// its guard, anything else refused by name with the list of guards.
func TestTiersGuardSetting(t *testing.T) {
	for text, want := range map[string]combat.Guard{"": combat.GuardAuto, `guard = "auto"`: combat.GuardAuto,
		`guard = "dodge"`: combat.GuardDodge, `guard = "block"`: combat.GuardBlock, `guard = "none"`: combat.GuardNone} {
		s, err := ParseSettings([]byte(text))
		require.NoError(t, err, text)
		assert.Equal(t, want, s.PlayerGuard(), text)
	}
	_, err := ParseSettings([]byte(`guard = "parry"`))
	require.Error(t, err)
	assert.Contains(t, err.Error(), `guard = "parry" is not a guard`)
	assert.Contains(t, err.Error(), `guard = "auto", "dodge", "block" or "none"`)
	_, err = ParseSettings([]byte(`guard = 2`))
	require.Error(t, err, "a number is no guard")
	assert.Contains(t, err.Error(), "settings.toml")
}
