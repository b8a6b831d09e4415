//go:build !js

package prefs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game/save"
)

// TestShownRoundTrip: the hints shown go to hints_shown.toml beside the settings and come back the same; no file
// is none shown.
func TestShownRoundTrip(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(save.DirEnv, dir)
	s, err := LoadShown()
	require.NoError(t, err)
	assert.Empty(t, s, "no file: no hint shown yet")
	s = s.With("trap").With("glance").With("trap")
	assert.Equal(t, Shown{"glance", "trap"}, s, "a set, sorted")
	assert.True(t, s.Has("glance"))
	assert.False(t, s.Has("critical"))
	require.NoError(t, SaveShown(s))
	_, err = os.Stat(filepath.Join(dir, HintsFileName))
	require.NoError(t, err, "the file is beside settings.toml")
	back, err := LoadShown()
	require.NoError(t, err)
	assert.Equal(t, s, back)
	require.NoError(t, SaveShown(nil))
	back, err = LoadShown()
	require.NoError(t, err)
	assert.Empty(t, back, "shown again: the file says none")
}

// TestShownDamaged: a damaged file of hints shown is refused with its name and why, whatever it holds; the
// game then shows the hints again.
func TestShownDamaged(t *testing.T) {
	for _, c := range []struct{ name, text, why string }{
		{"not toml", "shown = [\"glance\"", "hints_shown.toml"},
		{"an unknown key", "show = [\"glance\"]\n", "show"},
		{"not a list", "shown = \"glance\"\n", "hints_shown.toml"},
		{"a name with a digit", "shown = [\"glance2\"]\n", `"glance2" is no hint's name`},
		{"an empty name", "shown = [\"\"]\n", `"" is no hint's name`},
		{"too long a name", "shown = [\"" + strings.Repeat("a", maxHintNameLen+1) + "\"]\n", "is no hint's name"},
		{"too many", "shown = [" + strings.Repeat("\"a\", ", MaxHintsShown) + "\"a\"]\n", "more than the 64"},
		{"too large", "# " + strings.Repeat("x", MaxHintsFileLen) + "\nshown = []\n", "more than the 4096"},
		{"binary", "\x00\xff\xfe", "hints_shown.toml"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			t.Setenv(save.DirEnv, dir)
			require.NoError(t, os.WriteFile(filepath.Join(dir, HintsFileName), []byte(c.text), 0o644))
			s, err := LoadShown()
			require.Error(t, err)
			assert.Nil(t, s)
			assert.Contains(t, err.Error(), HintsFileName)
			assert.Contains(t, err.Error(), c.why)
		})
	}
	// At the bounds: the most names, the longest name, a name of a newer version kept.
	s, err := ParseShown([]byte("shown = [" + strings.Repeat("\"a\", ", MaxHintsShown-2) + "\"" + strings.Repeat("b", maxHintNameLen) + "\", \"newer_hint\"]\n"))
	require.NoError(t, err)
	assert.Equal(t, Shown{"a", strings.Repeat("b", maxHintNameLen), "newer_hint"}, s)
}

// TestSettingsHints: hints are on by default, off when settings.toml says hints = false, and kept by a save.
func TestSettingsHints(t *testing.T) {
	var s Settings
	assert.True(t, s.Hinting())
	s, err := ParseSettings([]byte("hints = false\n"))
	require.NoError(t, err)
	assert.False(t, s.Hinting())
	b, err := s.Encode()
	require.NoError(t, err)
	back, err := ParseSettings(b)
	require.NoError(t, err)
	assert.False(t, back.Hinting())
	_, err = ParseSettings([]byte("hints = 0\n"))
	assert.Error(t, err)
}
