// The watcher reloads the rule sets' data files as every data file (issue 18).

//go:build !js

package assets

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat/ruleset/drn"
	"github.com/cleave-game/cleave/combat/ruleset/nethack"
	"github.com/cleave-game/cleave/combat/ruleset/thac0"
)

// numbersOf is the numbers of d's rule set named name (nil when it has none of type N).
func numbersOf[N any](d *Data, name string) N {
	var none N
	rs, err := d.RuleSet(name)
	if err != nil {
		return none
	}
	n, ok := rs.(interface{ Numbers() N })
	if !ok {
		return none
	}
	return n.Numbers()
}

func TestWatcherReloadsDRN(t *testing.T) {
	dir := t.TempDir()
	doc := embedded(t, "drn.toml")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "drn.toml"), []byte(doc), 0o644))
	w, err := NewWatcherWith(dir, nil, fast)
	require.NoError(t, err)
	defer func() { assert.NoError(t, w.Close()) }()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "drn.toml"), []byte(strings.Replace(doc, "attack_base = 10", "attack_base = 12", 1)), 0o644))
	reloadUntil(t, w, "drn.toml edited", func(d *Data, err error) bool {
		return err == nil && d != nil && numbersOf[*drn.Numbers](d, "drn").AttackBase == 12
	})
}

func TestWatcherReloadsTHAC0(t *testing.T) {
	dir := t.TempDir()
	doc := embedded(t, "thac0.toml")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "thac0.toml"), []byte(doc), 0o644))
	w, err := NewWatcherWith(dir, nil, fast)
	require.NoError(t, err)
	defer func() { assert.NoError(t, w.Close()) }()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "thac0.toml"), []byte(strings.Replace(doc, "thac0_base = 21", "thac0_base = 19", 1)), 0o644))
	reloadUntil(t, w, "thac0.toml edited", func(d *Data, err error) bool {
		return err == nil && d != nil && numbersOf[*thac0.Numbers](d, "thac0").Base == 19
	})
}

func TestWatcherReloadsNetHack(t *testing.T) {
	dir := t.TempDir()
	doc := embedded(t, "nethack.toml")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "nethack.toml"), []byte(doc), 0o644))
	w, err := NewWatcherWith(dir, nil, fast)
	require.NoError(t, err)
	defer func() { assert.NoError(t, w.Close()) }()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "nethack.toml"), []byte(strings.Replace(doc, "luck = 0", "luck = 3", 1)), 0o644))
	reloadUntil(t, w, "nethack.toml edited", func(d *Data, err error) bool {
		return err == nil && d != nil && numbersOf[*nethack.Numbers](d, "nethack").Luck == 3
	})
}
