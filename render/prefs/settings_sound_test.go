package prefs

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSettingsSound: the volume is quiet by default, read from 0 to 100 (0 is silence, not the default),
// refused out of bounds or of the wrong type; mute is off by default.
func TestSettingsSound(t *testing.T) {
	s, err := ParseSettings(nil)
	require.NoError(t, err)
	assert.Equal(t, DefaultVolume, s.SoundVolume())
	assert.False(t, s.Mute)
	for text, want := range map[string]int{"volume = 0\n": 0, "volume = 100\n": 100, "volume = 55\nmute = true\n": 55} {
		s, err := ParseSettings([]byte(text))
		require.NoError(t, err, text)
		assert.Equal(t, want, s.SoundVolume(), text)
	}
	s, err = ParseSettings([]byte("mute = true\n"))
	require.NoError(t, err)
	assert.True(t, s.Mute)
	assert.Equal(t, DefaultVolume, s.SoundVolume())
	for _, bad := range []string{"volume = 101\n", "volume = -1\n"} {
		_, err := ParseSettings([]byte(bad))
		require.Error(t, err, bad)
		assert.Contains(t, err.Error(), "volume = ", "names the setting")
		assert.Contains(t, err.Error(), "0 to 100", "gives the bounds")
	}
	for _, bad := range []string{"volume = \"loud\"\n", "mute = 1\n", "volum = 3\n"} {
		_, err := ParseSettings([]byte(bad))
		assert.Error(t, err, bad)
	}
}
