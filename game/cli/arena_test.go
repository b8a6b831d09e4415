package cli

import (
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/arena"
)

func arenaSetup(t testing.TB, vs string) arena.Setup {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	foes, err := ParseFoes(d, vs)
	require.NoError(t, err)
	return arena.Setup{Config: game.Config{Data: d}, Foes: foes, Apart: 1}
}

// The report is the same on one goroutine and on four: fight i has its own seeded game.
func TestArenaIndependentOfScheduling(t *testing.T) {
	s := arenaSetup(t, "2 kobold, 1 cave beetle")
	s.Apart = 4
	one, err := Arena(s, 120, 7, 1)
	require.NoError(t, err)
	four, err := Arena(s, 120, 7, 4)
	require.NoError(t, err)
	one.FightsPerSecond, four.FightsPerSecond, one.Workers, four.Workers = 0, 0, 0, 0
	assert.Equal(t, one, four)
	assert.Equal(t, 120, one.Won+one.Lost+one.Undecided)
	assert.Greater(t, one.Seconds, 0.0)
	other, err := Arena(s, 120, 8, 2)
	require.NoError(t, err)
	other.FightsPerSecond, other.Workers = 0, 0
	assert.NotEqual(t, one, other, "another seed, other fights")
}

// Wilson's interval: known values, and it holds the observed rate.
func TestWilson(t *testing.T) {
	lo, hi := arena.Wilson(50, 100)
	assert.InDelta(t, 0.4038, lo, 1e-4)
	assert.InDelta(t, 0.5962, hi, 1e-4)
	lo, hi = arena.Wilson(100, 100)
	assert.InDelta(t, 0.9630, lo, 1e-4)
	assert.Equal(t, 1.0, hi)
	lo, hi = arena.Wilson(DefaultFights/2, DefaultFights)
	assert.InDelta(t, 0.01, (hi-lo)/2, 1e-4, "the default number of fights gives ±1%")
}

func TestParseFoes(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	gs, err := ParseFoes(d, "3 Kobold, cave beetle")
	require.NoError(t, err)
	assert.Equal(t, []arena.Group{{N: 3, Kind: "kobold"}, {N: 1, Kind: "cave beetle"}}, gs)
	_, err = ParseFoes(d, "3 dragon of nowhere")
	assert.ErrorContains(t, err, "unknown creature")
	_, err = ParseFoes(d, "")
	assert.ErrorContains(t, err, "--vs is required")
}

func TestArenaCommand(t *testing.T) {
	code, out, _ := run(t, "arena", "--vs", "kobold", "--n", "50", "--json")
	require.Equal(t, ExitOK, code)
	var rep ArenaReport
	require.NoError(t, json.Unmarshal([]byte(out), &rep))
	assert.Equal(t, 50, rep.Fights)
	assert.Equal(t, "Thora (dwarf warrior)", rep.Build)
	assert.Equal(t, "1 kobold", rep.Foes)
	code, out, _ = run(t, "arena", "--vs", "kobold", "--n", "50", "--csv")
	require.Equal(t, ExitOK, code)
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	require.NoError(t, err)
	require.Len(t, rows, 2)
	assert.Equal(t, "win", rows[0][9])
	code, out, _ = run(t, "arena", "--vs", "kobold", "--n", "50")
	require.Equal(t, ExitOK, code)
	assert.Contains(t, out, "Win")
	assert.Contains(t, out, "fights a second")
	code, _, errs := run(t, "arena", "--vs", "wyrm")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, errs, "unknown creature")
}

// arena --exact: the exact duel beside the Monte Carlo where it applies, and why not where it does not.
func TestArenaExactCommand(t *testing.T) {
	code, out, errs := run(t, "arena", "--vs", "mud golem", "--ai", "melee", "--no-bleeding", "--no-fleeing", "--exact", "--n", "2000", "--json")
	require.Equal(t, ExitOK, code, errs)
	var rep struct {
		ArenaReport
		Exact *arena.ExactDuel `json:"exact"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &rep))
	require.NotNil(t, rep.Exact)
	assert.InDelta(t, 0.4237, rep.Exact.Win, 0.001)
	assert.GreaterOrEqual(t, rep.Exact.Win, rep.WinLow)
	assert.LessOrEqual(t, rep.Exact.Win, rep.WinHigh)
	code, out, _ = run(t, "arena", "--vs", "kobold", "--exact", "--n", "20")
	require.Equal(t, ExitOK, code)
	assert.Contains(t, out, "does not apply")
	code, _, errs = run(t, "arena", "--vs", "kobold", "--ai", "clever")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, errs, "--ai")
}

// arena --diff: the same seeded fights under an edit; a stronger long sword wins more against the mud golem.
func TestArenaDiff(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "assets", "weapons.toml"))
	require.NoError(t, err)
	edited := strings.Replace(string(src), "name = \"long sword\"\ndamage = \"1d9\"", "name = \"long sword\"\ndamage = \"3d9\"", 1)
	require.NotEqual(t, string(src), edited)
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "weapons.toml"), []byte(edited), 0o644))
	code, out, errs := run(t, "arena", "--vs", "mud golem", "--n", "300", "--diff", dir, "--json")
	require.Equal(t, ExitOK, code, errs)
	var both struct{ Before, After ArenaReport }
	require.NoError(t, json.Unmarshal([]byte(out), &both))
	assert.Greater(t, both.After.Win, both.Before.Win+0.2)
	code, out, errs = run(t, "arena", "--vs", "mud golem", "--n", "100", "--diff", dir)
	require.Equal(t, ExitOK, code, errs)
	assert.Contains(t, strings.Split(out, "\n")[3], "win", "the win moved most: first")
}

// arena --as: two kinds against each other, the build walled off; kinds that do not fight are refused.
func TestArenaTwoKinds(t *testing.T) {
	code, out, errs := run(t, "arena", "--as", "2 goblin", "--vs", "3 kobold", "--apart", "3", "--n", "200", "--json")
	require.Equal(t, ExitOK, code, errs)
	var rep ArenaReport
	require.NoError(t, json.Unmarshal([]byte(out), &rep))
	assert.Equal(t, "2 goblin", rep.Build)
	assert.Equal(t, 200, rep.Won+rep.Lost)
	assert.Positive(t, rep.Won)
	assert.Positive(t, rep.Lost)
	code, _, errs = run(t, "arena", "--as", "kobold", "--vs", "kobold", "--n", "10")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, errs, "do not fight each other")
}
