// The sandbox's games (issue 36: "a mode started by a flag, never in a scored game, marked on screen and in
// saves"): a save keeps the mark, an older save is no sandbox (that its end files nothing:
// TestTutorialNeverScored).

package save

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

// TestSandboxMarkKept: issue 36, "marked ... in saves": a sandbox game saved loads a sandbox game, saved
// again still one; a game of the dungeon loads as none; a save of version 21 (before the mark) loads as
// none (State.Sandbox is a field added: no step, migrate.go).
func TestSandboxMarkKept(t *testing.T) {
	for _, sandbox := range []bool{true, false} {
		g, err := game.New(game.Config{Seed: 5, Sandbox: sandbox})
		require.NoError(t, err)
		g.Do(game.Action{Kind: game.ActWait})
		data, err := Encode(g)
		require.NoError(t, err)
		back, err := Decode(data, nil)
		require.NoError(t, err)
		assert.Equal(t, sandbox, back.Sandbox, "the mark as saved")
		data, err = Encode(back)
		require.NoError(t, err)
		again, err := Decode(data, nil)
		require.NoError(t, err)
		assert.Equal(t, sandbox, again.Sandbox, "a loaded sandbox game saved again keeps its mark")
	}
	old, err := filepath.Glob(filepath.Join("testdata", "saves", "v21-*.sav"))
	require.NoError(t, err)
	require.NotEmpty(t, old, "the corpus holds saves of version 21")
	for _, p := range old {
		b, err := os.ReadFile(p)
		require.NoError(t, err)
		g, err := Decode(b, nil)
		require.NoError(t, err, p)
		assert.False(t, g.Sandbox, "%s: a save from before the mark is no sandbox", p)
	}
}
