// Tests of the limits the loader puts on whole files: a race and a background at least, nine stances at
// most.

package assets

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// overlayFile writes one data file into a new overlay directory and loads it.
func overlayFile(t *testing.T, name, text string) error {
	t.Helper()
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644))
	_, err := LoadDir(dir)
	return err
}

func TestAtLeastOneRaceAndBackground(t *testing.T) {
	for _, name := range []string{"races.toml", "backgrounds.toml"} {
		err := overlayFile(t, name, "# nothing here\n")
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), name+":1:1: no ", name)
		assert.Contains(t, err.Error(), "the game needs at least one", name)
	}
}

func TestAtMostNineStances(t *testing.T) {
	stances, err := Files.ReadFile("stances.toml")
	require.NoError(t, err)
	text := string(stances)
	d, err := Load(nil)
	require.NoError(t, err)
	n := len(d.Stances)
	require.Less(t, n, MaxStances)
	for i := n; i < MaxStances; i++ {
		text += "\n[[stance]]\nname = \"extra" + string(rune('a'+i)) + "\"\nto_hit = 0\ndamage = 0\n"
	}
	require.NoError(t, overlayFile(t, "stances.toml", text), "nine stances are fine")
	text += "\n[[stance]]\nname = \"tenth\"\nto_hit = 0\ndamage = 0\n"
	err = overlayFile(t, "stances.toml", text)
	require.Error(t, err)
	lines := strings.Count(text, "\n")
	assert.Contains(t, err.Error(), "stances.toml:"+strconv.Itoa(lines-2)+":", "at the tenth stance's name")
	assert.Contains(t, err.Error(), "a stance beyond the 9 that the keys 1 to 9 choose")
}
