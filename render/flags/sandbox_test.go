package flags

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSandboxFlags: issue 36, "a mode started by a flag (never in a scored game)": --sandbox does not go
// with the daily game, a replay or the tutorial; --sandbox-run implies it, and is refused with them too.
func TestSandboxFlags(t *testing.T) {
	file := filepath.Join(t.TempDir(), "r.txt")
	require.NoError(t, os.WriteFile(file, nil, 0o600))
	for args, want := range map[string]string{
		"--sandbox --daily":                     "--daily does not go with --sandbox",
		"--daily --sandbox-run reveal":          "--daily does not go with --sandbox",
		"--sandbox --tutorial":                  "--tutorial does not go with --sandbox",
		"--sandbox --replay " + file:            "--replay does not go with --sandbox",
		"--sandbox-run=reveal --replay " + file: "--replay does not go with --sandbox",
	} {
		_, err := Parse(strings.Fields(args))
		var br *BadRequest
		require.ErrorAs(t, err, &br, args)
		assert.Contains(t, br.Msg, want, args)
		assert.Contains(t, br.Msg, "never a scored game", args)
	}
	o, err := Parse([]string{"--sandbox-run", "place troll; hp it 30", "--seed", "4", "--rules", "drn"})
	require.NoError(t, err)
	assert.True(t, o.Sandbox, "--sandbox-run implies --sandbox")
	assert.Equal(t, "place troll; hp it 30", o.SandboxRun)
	o, err = Parse([]string{"--sandbox"})
	require.NoError(t, err)
	assert.True(t, o.Sandbox)
	assert.Empty(t, o.SandboxRun)
}
