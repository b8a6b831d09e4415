package cli

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"text/tabwriter"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/arena"
)

// goldenPath is the balance sheet kept in the repository: `balance` as it prints with no flags, then a
// small arena table (fixed seed). Regenerate it after a deliberate change of data or rules with
//
//	CLEAVE_BALANCE=update CGO_ENABLED=0 go test ./game/cli -run TestBalanceGolden
const goldenPath = "testdata/balance.golden"

// goldenArenas are the arena table's fights: few, so that the test stays fast.
var goldenArenas = []struct {
	vs    string
	apart int
}{{"kobold", 1}, {"3 kobold, 1 cave beetle", 4}}

// goldenFights is how many fights each arena row plays.
const goldenFights = 200

// balanceSheet is the golden sheet of the data in dir ("" for the embedded data alone).
func balanceSheet(t *testing.T, dir string) string {
	t.Helper()
	var out, errb bytes.Buffer
	args := []string{"balance"}
	if dir != "" {
		args = append(args, "--assets", dir)
	}
	code, ok := Run("cleave", args, &out, &errb)
	require.True(t, ok)
	require.Equal(t, ExitOK, code, errb.String())
	d, err := assets.LoadDir(dir)
	require.NoError(t, err)
	out.WriteString("\nArena (seed 1):\n")
	for _, a := range goldenArenas {
		foes, err := ParseFoes(d, a.vs)
		require.NoError(t, err)
		rep, err := Arena(arena.Setup{Config: game.Config{Data: d}, Foes: foes, Apart: a.apart}, goldenFights, 1, 0)
		require.NoError(t, err)
		tw := tabwriter.NewWriter(&out, 0, 4, 2, ' ', 0)
		writeArena(tw, rep, false)
		require.NoError(t, tw.Flush())
		out.WriteString("\n")
	}
	return out.String()
}

// lineDiff lists the lines of got that differ from want, numbered, the golden's line first.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	for i := range max(len(w), len(g)) {
		var a, c string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			c = g[i]
		}
		if a != c {
			fmt.Fprintf(&b, "line %d\n- %s\n+ %s\n", i+1, a, c)
		}
	}
	return b.String()
}

// TestBalanceGolden: the balance sheet and the arena table are what testdata/balance.golden holds; any
// change of data or rules that moves a number fails here with the lines that moved.
func TestBalanceGolden(t *testing.T) {
	golden(t, goldenPath, balanceSheet(t, ""), "CLEAVE_BALANCE", "the balance sheet", "go test ./game/cli -run TestBalanceGolden")
}

// golden checks got against the golden file path, or writes it there when the variable env is "update": what
// moved is listed line by line, with how to record it again (what moved, and the test command rerun).
func golden(t *testing.T, path, got, env, what, rerun string) {
	t.Helper()
	if os.Getenv(env) == "update" {
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
		t.Logf("wrote %s", path)
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "no golden file for %s: %s=update %s", what, env, rerun)
	if string(want) != got {
		t.Fatalf("%s moved (after a deliberate change: %s=update %s):\n%s", what, env, rerun, lineDiff(string(want), got))
	}
}

// A one-number edit of weapons.toml (the long sword's 1d9 made 1d10) moves the sheet: the golden
// comparison would fail, and the diff names the long sword's rows.
func TestBalanceGoldenCatchesAnEdit(t *testing.T) {
	want, err := os.ReadFile(goldenPath)
	require.NoError(t, err)
	src, err := os.ReadFile(filepath.Join("..", "..", "assets", "weapons.toml"))
	require.NoError(t, err)
	edited := strings.Replace(string(src), "name = \"long sword\"\ndamage = \"1d9\"", "name = \"long sword\"\ndamage = \"1d10\"", 1)
	require.NotEqual(t, string(src), edited, "the long sword's damage is where the test looks for it")
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "weapons.toml"), []byte(edited), 0o644))
	got := balanceSheet(t, dir)
	require.NotEqual(t, string(want), got)
	diff := lineDiff(string(want), got)
	assert.Contains(t, diff, "long sword")
	for _, l := range strings.Split(diff, "\n") {
		if strings.HasPrefix(l, "+ ") && strings.Contains(l, "sword") {
			assert.Contains(t, l, "long sword", "only the long sword's rows of the sheet move: %s", l)
		}
	}
}
