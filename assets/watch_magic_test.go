// The watcher reloads affixes.toml and potions.toml as every data file (issue 15).

//go:build !js

package assets

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWatcherReloadsMagic: an edit of affixes.toml, then one of potions.toml, is applied while the game
// runs; a mistake in one is reported at its place and the data in use stays.
func TestWatcherReloadsMagic(t *testing.T) {
	dir := t.TempDir()
	accuracy := func(v string) []byte {
		return []byte(edited(t, "affixes.toml", "on = [\"weapon\", \"missile\", \"ring\"]\nto_hit = 2", "on = [\"weapon\", \"missile\", \"ring\"]\nto_hit = "+v))
	}
	require.NoError(t, os.WriteFile(filepath.Join(dir, "affixes.toml"), accuracy("2"), 0o644))
	w, err := NewWatcherWith(dir, nil, fast)
	require.NoError(t, err)
	defer func() { assert.NoError(t, w.Close()) }()
	toHit := func(d *Data) int {
		if d == nil {
			return 0
		}
		a, _ := d.Affix("accuracy")
		return a.Magic.ToHit
	}
	require.NoError(t, os.WriteFile(filepath.Join(dir, "affixes.toml"), accuracy("3"), 0o644))
	reloadUntil(t, w, "affixes.toml edited", func(d *Data, err error) bool { return err == nil && toHit(d) == 3 })
	require.NoError(t, os.WriteFile(filepath.Join(dir, "affixes.toml"), accuracy("30"), 0o644))
	reloadUntil(t, w, "a mistake in affixes.toml", func(d *Data, err error) bool {
		return err != nil && strings.Contains(err.Error(), "to_hit 30 out of range -10 to 10 (accuracy)")
	})
	heal := []byte(edited(t, "potions.toml", `dice = "4d8"`, `dice = "6d8"`))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "affixes.toml"), accuracy("3"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "potions.toml"), heal, 0o644))
	reloadUntil(t, w, "potions.toml edited", func(d *Data, err error) bool {
		if err != nil || d == nil {
			return false
		}
		c, ok := d.Consumable("healing")
		return ok && c.Dice.Count == 6 && toHit(d) == 3
	})
}
