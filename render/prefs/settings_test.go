//go:build !js

package prefs

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game/save"
)

// TestSettings: numbers is off by default, on when the file says so; an unknown key is refused by name.
func TestSettings(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(save.DirEnv, dir)
	s, err := LoadSettings()
	require.NoError(t, err)
	assert.False(t, s.Numbers, "off by default")
	require.NoError(t, os.WriteFile(filepath.Join(dir, SettingsFileName), []byte("numbers = true\n"), 0o644))
	s, err = LoadSettings()
	require.NoError(t, err)
	assert.True(t, s.Numbers)
	_, err = ParseSettings([]byte("numbrs = true\n"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "numbrs")
	_, err = ParseSettings([]byte("numbers = 1\n"))
	assert.Error(t, err)
}

// TestSettingsLayout: scale and log_lines are read, 0 meaning the default; out of bounds they are refused
// by name with the bounds.
func TestSettingsLayout(t *testing.T) {
	s, err := ParseSettings([]byte("scale = 1\nlog_lines = 9\n"))
	require.NoError(t, err)
	assert.Equal(t, 1, s.Scale)
	assert.Equal(t, 9, s.LogLines)
	for _, bad := range []string{"scale = 9\n", "scale = -1\n", "log_lines = 1\n", "log_lines = 21\n"} {
		_, err := ParseSettings([]byte(bad))
		require.Error(t, err, bad)
		assert.Contains(t, err.Error(), bad[:5], "names the setting")
		assert.Contains(t, err.Error(), "out of bounds")
	}
}

// TestSettingsTextSize: text_size is read (1 to 3, left out: 0, the default size 1), kept by a save, and
// refused by name out of bounds or when not a whole number.
func TestSettingsTextSize(t *testing.T) {
	s, err := ParseSettings([]byte("text_size = 2\n"))
	require.NoError(t, err)
	assert.Equal(t, 2, s.TextSize)
	s, err = ParseSettings([]byte("scale = 1\n"))
	require.NoError(t, err)
	assert.Zero(t, s.TextSize, "left out: the default")
	for _, bad := range []string{"text_size = 4\n", "text_size = -1\n", "text_size = 1.5\n"} {
		_, err := ParseSettings([]byte(bad))
		require.Error(t, err, bad)
		assert.Contains(t, err.Error(), "text_size", "names the setting")
	}
	t.Setenv(save.DirEnv, t.TempDir())
	require.NoError(t, SaveSettings(Settings{TextSize: 3}))
	got, err := LoadSettings()
	require.NoError(t, err)
	assert.Equal(t, 3, got.TextSize)
}

// TestSettingsRoundTrip: what SaveSettings writes, LoadSettings reads back the same, keys and all; the
// colour scheme and anim_speed are checked by name and bounds.
func TestSettingsRoundTrip(t *testing.T) {
	t.Setenv(save.DirEnv, t.TempDir())
	want := Settings{Numbers: true, LogLines: 8, Colours: "deuteranopia", ReduceMotion: true, AnimSpeed: 50,
		Keys: Keys{"north": {"k", "Up", "w"}, "wield": {}}}
	require.NoError(t, SaveSettings(want))
	got, err := LoadSettings()
	require.NoError(t, err)
	assert.Equal(t, want, got)
	_, err = ParseSettings([]byte("colours = \"pink\"\n"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "high_contrast", "lists the palettes")
	_, err = ParseSettings([]byte("anim_speed = 1000\n"))
	assert.ErrorContains(t, err, "anim_speed")
}
