package prefs

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDefaultKeysCheck: the default bindings have no conflict (PageUp and PageDown are diagonals and the
// pager's keys at once, which the rule allows), every action has a key, and command runes are unique.
func TestDefaultKeysCheck(t *testing.T) {
	require.NoError(t, Keys{}.Check())
	runes := map[rune]string{}
	for _, a := range actions {
		assert.NotEmpty(t, a.Defaults, a.Name)
		if a.Kind == KindCommand {
			r := a.Rune()
			require.NotZero(t, r, a.Name)
			assert.Empty(t, runes[r], "%s and %s share %q", runes[r], a.Name, r)
			runes[r] = a.Name
		}
	}
}

// TestKeysParse: [keys] in settings.toml are read, and what is wrong is refused by name: an unknown
// action, an unknown key, a key of two actions, a move on a shifted character, Escape unbound.
func TestKeysParse(t *testing.T) {
	s, err := ParseSettings([]byte("[keys]\nnorth = [\"w\", \"Up\"]\nwield = [\"E\"]\n"))
	require.NoError(t, err)
	assert.Equal(t, []string{"w", "Up"}, s.Keys["north"])
	for bad, says := range map[string]string{
		"[keys]\nnorht = [\"w\"]\n":             "norht: no such action",
		"[keys]\nnorth = [\"Upp\"]\n":           `"Upp" is not a key`,
		"[keys]\nnorth = [\"w\"]\n":             `"w" is bound to both`,
		"[keys]\nnorth = [\">\"]\n":             "needs Shift",
		"[keys]\nescape = []\n":                 "escape has no key",
		"[keys]\nnorth = \"w\"\n":               "keys",
		"[keys]\nhelp = [\"F1\", \"Escape\"]\n": `"Escape" is bound to both`,
	} {
		_, err := ParseSettings([]byte(bad))
		require.Error(t, err, bad)
		assert.Contains(t, err.Error(), says, bad)
		assert.Contains(t, err.Error(), SettingsFileName, bad)
	}
}

// TestBindRefusesConflicts: binding a key another action has is refused, naming it; once that action is
// cleared, the key binds; Escape keeps a key when cleared; Reset brings the defaults back.
func TestBindRefusesConflicts(t *testing.T) {
	k := Keys{}
	north, _ := ActionNamed("north")
	wield, _ := ActionNamed("wield")
	err := k.Bind(north, "w")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "wield")
	assert.Equal(t, []string{"k", "Up", "Numpad8"}, k.Bound(north), "refused: nothing changed")
	k.Unbind(wield)
	require.NoError(t, k.Bind(north, "w"))
	assert.Equal(t, []string{"k", "Up", "Numpad8", "w"}, k.Bound(north))
	require.NoError(t, k.Check())
	esc, _ := ActionNamed("escape")
	k.Unbind(esc)
	assert.Equal(t, []string{"Escape"}, k.Bound(esc))
	assert.Error(t, k.Reset(wield), "w went to north")
	require.NoError(t, k.Reset(north))
	require.NoError(t, k.Reset(wield))
	assert.Equal(t, Keys{esc.Name: {"Escape"}}, k)
}
