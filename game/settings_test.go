//go:build !js

package game

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSettings: numbers is off by default, on when the file says so; an unknown key is refused by name.
func TestSettings(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(SaveDirEnv, dir)
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
