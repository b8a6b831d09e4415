// The watcher reloads drn.toml as every data file (issue 18).

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

func TestWatcherReloadsDRN(t *testing.T) {
	dir := t.TempDir()
	doc := embedded(t, "drn.toml")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "drn.toml"), []byte(doc), 0o644))
	w, err := NewWatcherWith(dir, nil, fast)
	require.NoError(t, err)
	defer func() { assert.NoError(t, w.Close()) }()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "drn.toml"), []byte(strings.Replace(doc, "attack_base = 10", "attack_base = 12", 1)), 0o644))
	reloadUntil(t, w, "drn.toml edited", func(d *Data, err error) bool { return err == nil && d != nil && d.DRN.AttackBase == 12 })
}

func TestWatcherReloadsTHAC0(t *testing.T) {
	dir := t.TempDir()
	doc := embedded(t, "thac0.toml")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "thac0.toml"), []byte(doc), 0o644))
	w, err := NewWatcherWith(dir, nil, fast)
	require.NoError(t, err)
	defer func() { assert.NoError(t, w.Close()) }()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "thac0.toml"), []byte(strings.Replace(doc, "thac0_base = 21", "thac0_base = 19", 1)), 0o644))
	reloadUntil(t, w, "thac0.toml edited", func(d *Data, err error) bool { return err == nil && d != nil && d.THAC0.Base == 19 })
}

func TestWatcherReloadsNetHack(t *testing.T) {
	dir := t.TempDir()
	doc := embedded(t, "nethack.toml")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "nethack.toml"), []byte(doc), 0o644))
	w, err := NewWatcherWith(dir, nil, fast)
	require.NoError(t, err)
	defer func() { assert.NoError(t, w.Close()) }()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "nethack.toml"), []byte(strings.Replace(doc, "luck = 0", "luck = 3", 1)), 0o644))
	reloadUntil(t, w, "nethack.toml edited", func(d *Data, err error) bool { return err == nil && d != nil && d.NetHack.Luck == 3 })
}
