//go:build !js

package save

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

// TestSandboxSavedApart: issue 36, "never in a scored game ... marked in saves": the sandbox saves to a
// file of its own beside the player's save, which it never reads nor writes; the sandbox game loads from it
// a sandbox game again; the player's save is not the sandbox's.
func TestSandboxSavedApart(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(DirEnv, dir)
	own, err := game.New(game.Config{Seed: 3})
	require.NoError(t, err)
	sv, _, _, err := StartAutoSave(english, nil)
	require.NoError(t, err)
	require.NoError(t, sv.Quit(own), "the player's own game saved")
	mine, err := os.ReadFile(filepath.Join(dir, FileName))
	require.NoError(t, err)

	sb, g, _, err := StartSandbox(english, nil)
	require.NoError(t, err)
	assert.Nil(t, g, "no sandbox game yet: the player's is not taken")
	g, err = game.New(game.Config{Seed: 9, Sandbox: true})
	require.NoError(t, err)
	require.NoError(t, sb.Quit(g))
	_, err = os.Stat(filepath.Join(dir, SandboxFileName))
	require.NoError(t, err, "the sandbox saved to its own file")
	after, err := os.ReadFile(filepath.Join(dir, FileName))
	require.NoError(t, err)
	assert.Equal(t, mine, after, "the player's save untouched")

	_, back, _, err := StartSandbox(english, nil)
	require.NoError(t, err)
	require.NotNil(t, back)
	assert.True(t, back.Sandbox)
	assert.Equal(t, uint64(9), back.Seed, "the sandbox game resumed")
	_, resumed, _, err := StartAutoSave(english, nil)
	require.NoError(t, err)
	require.NotNil(t, resumed)
	assert.False(t, resumed.Sandbox)
	assert.Equal(t, uint64(3), resumed.Seed, "the player's game resumed from its own save")
}
