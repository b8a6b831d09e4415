// Tests of the census command (issue 36): its golden census, its diff, its JSON.

package cli

import (
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets/assetstest"
	"github.com/cleave-game/cleave/game/census"
)

// censusGoldenPath is the census kept in the repository: `census --seeds 20 --all` as it prints (every row,
// seeds 1 to 20). Regenerate it after a deliberate change of the data or of generation with
//
//	CLEAVE_CENSUS=update CGO_ENABLED=0 go test ./game/cli ./game/census -run 'Golden|Bands'
//
// (the same variable records the difficulty curve's baseline, game/census/testdata).
const censusGoldenPath = "testdata/census.golden"

// censusGoldenArgs is the golden census's request: few seeds, so that the test stays fast (0.2 s).
var censusGoldenArgs = []string{"--seeds", "20", "--all"}

// TestCensusGolden: the census of seeds 1 to 20 is what testdata/census.golden holds; any change of the data
// or of the levels' generation that moves a count fails here with the lines that moved.
func TestCensusGolden(t *testing.T) {
	code, got, errs := run(t, "census", censusGoldenArgs...)
	require.Equal(t, ExitOK, code, errs)
	golden(t, censusGoldenPath, got, "CLEAVE_CENSUS", "the census", "go test ./game/cli ./game/census -run 'Golden|Bands'")
}

// spiderFrequency is an overlay directory whose creatures.toml raises the giant spider's frequency (levels 3
// to 7) from 7 to 40.
func spiderFrequency(t *testing.T) string {
	t.Helper()
	doc := assetstest.Edited(t, "creatures.toml", "faction = \"vermin\"\ndepth = [3, 7]\nfrequency = 7\nspeed = 4.8", "faction = \"vermin\"\ndepth = [3, 7]\nfrequency = 40\nspeed = 4.8")
	before := doc[:strings.Index(doc, "frequency = 40")]
	require.True(t, strings.HasPrefix(before[strings.LastIndex(before, "\nname = ")+1:], `name = "giant spider"`), "the edit is the giant spider's")
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "creatures.toml"), []byte(doc), 0o644))
	return dir
}

// TestCensusDiffPutsTheChangedFrequencyFirst: with one creature's spawn frequency changed (RULES.md §38.2:
// a level's packs are drawn by frequency), --diff lists that creature's rise on one of its levels as the
// biggest change, in the text and in the JSON, and the golden census would fail.
func TestCensusDiffPutsTheChangedFrequencyFirst(t *testing.T) {
	dir := spiderFrequency(t)
	code, out, errs := run(t, "census", "--seeds", "40", "--diff", dir, "--json")
	require.Equal(t, ExitOK, code, errs)
	var changes []census.Change
	require.NoError(t, json.Unmarshal([]byte(out), &changes))
	require.NotEmpty(t, changes)
	top := changes[0]
	assert.Equal(t, census.KindCreature, top.Kind)
	assert.Equal(t, "giant spider", top.Name, "the biggest change: %+v", top)
	assert.Positive(t, top.Change)
	assert.True(t, top.Depth >= 3 && top.Depth <= 7, "on one of its levels: %d", top.Depth)
	assert.InDelta(t, top.After.Mean-top.Before.Mean, top.Change, 1e-12)
	if testing.Short() {
		return // CI's race run: the same census again as text, 10 s under the race detector
	}

	code, out, errs = run(t, "census", "--seeds", "40", "--diff", dir)
	require.Equal(t, ExitOK, code, errs)
	lines := strings.Split(out, "\n")
	require.Greater(t, len(lines), 3, out)
	assert.True(t, strings.HasPrefix(lines[2], "level"), "the table's header: %q", lines[2])
	assert.Contains(t, lines[3], "giant spider", "the first row")

	code, got, errs := run(t, "census", append(censusGoldenArgs, "--assets", dir)...)
	require.Equal(t, ExitOK, code, errs)
	want, err := os.ReadFile(censusGoldenPath)
	require.NoError(t, err)
	assert.Contains(t, lineDiff(string(want), got), "giant spider", "the golden census catches the edit")
}

// TestCensusJSON: --json is the whole census, one object: every level down to the goal's, each with its rows.
func TestCensusJSON(t *testing.T) {
	code, out, errs := run(t, "census", "--seeds", "2", "--json", "--mode", "short")
	require.Equal(t, ExitOK, code, errs)
	var rep census.Report
	require.NoError(t, json.Unmarshal([]byte(out), &rep))
	assert.Equal(t, 2, rep.Seeds)
	assert.Equal(t, "short", rep.Mode)
	require.Len(t, rep.Levels, 5, "the short run's goal lies on level 5")
	goal, ok := rep.Row(5, census.KindVault, "goal")
	require.True(t, ok, "level 5 is the goal's authored level")
	assert.Equal(t, 2, goal.Total)
	ugrakh, ok := rep.Row(5, census.KindCreature, "Ugrakh the Flayer")
	require.True(t, ok, "its guardian")
	assert.Equal(t, 1, ugrakh.Min)
}

// TestCensusCurve: --curve adds the difficulty curve (combat/RULES.md §40): a row a level with its rank and
// band from difficulty.toml and whether its threat lies inside, and the JSON has it under "curve".
func TestCensusCurve(t *testing.T) {
	code, out, errs := run(t, "census", "--seeds", "4", "--curve", "--fights", "4")
	require.Equal(t, ExitOK, code, errs)
	i := strings.Index(out, "\nDifficulty curve")
	require.Positive(t, i, out)
	rows := strings.Split(strings.TrimSpace(out[i:]), "\n")[2:]
	require.Len(t, rows, 13, "a header and a row a level:\n%s", out[i:])
	assert.Regexp(t, `^3 +1 +0\.\d{3} +0\.03-0\.12 +(ok|ABOVE|BELOW) +\S`, rows[3], "level 3: rank 1, its band")
	code, out, errs = run(t, "census", "--seeds", "2", "--curve", "--fights", "2", "--json")
	require.Equal(t, ExitOK, code, errs)
	var got struct {
		census.Report
		Curve census.Curve `json:"curve"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	require.Len(t, got.Curve.Levels, 12)
	assert.Equal(t, 2, got.Curve.Fights)
	assert.Equal(t, 0.12, got.Curve.Levels[2].Max)
	code, _, errs = run(t, "census", "--fights", "3")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, errs, "flag --fights: want it with --curve")
}

// TestCensusPlot: --plot draws the counts by level, or with --curve the threat against its band, into an SVG
// or a PNG (game/cli/chart): the legend names every line.
func TestCensusPlot(t *testing.T) {
	dir := t.TempDir()
	svg, pngFile := filepath.Join(dir, "counts.svg"), filepath.Join(dir, "curve.png")
	code, _, errs := run(t, "census", "--seeds", "3", "--plot", svg)
	require.Equal(t, ExitOK, code, errs)
	b, err := os.ReadFile(svg)
	require.NoError(t, err)
	for _, name := range []string{"creatures", "items on the floor", "magic items on the floor", "traps", "vaults", "level"} {
		assert.Contains(t, string(b), ">"+name+"<", "the legend or an axis names %q", name)
	}
	code, _, errs = run(t, "census", "--seeds", "2", "--curve", "--fights", "2", "--plot", pngFile)
	require.Equal(t, ExitOK, code, errs)
	f, err := os.Open(pngFile)
	require.NoError(t, err)
	defer f.Close()
	img, err := png.Decode(f)
	require.NoError(t, err)
	assert.Greater(t, img.Bounds().Dx(), 500, "a chart's width")
}
