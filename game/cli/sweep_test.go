package cli

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/cli/chart"
)

func TestParseSweep(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	sw, err := ParseSweep(d, "rank=0..10")
	require.NoError(t, err)
	assert.Equal(t, Sweep{What: "rank", From: 0, To: 10}, sw)
	assert.Len(t, sw.steps(), 11)
	sw, err = ParseSweep(d, "stance")
	require.NoError(t, err)
	assert.Equal(t, d.StanceNames(), sw.Stances)
	for _, bad := range []string{"rank=5..2", "rank", "luck=1..2", "stance=nowhere", "str=1..500"} {
		_, err := ParseSweep(d, bad)
		assert.Error(t, err, bad)
	}
}

// Each step of a sweep is the balance sheet with that number: rank 3's row is Sheet's at rank 3.
func TestSweepRowsAreTheSheetAtEachStep(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	spec := game.AttackSpec{Str: 10, Dex: 10}
	// Dexterity counts for a finesse weapon such as the rapier, not the long sword (RULES.md).
	for _, c := range []struct{ what, weapon string }{{"rank=0..4", "long sword"}, {"str=8..12", "long sword"}, {"dex=5..15", "rapier"}} {
		what := c.what
		sw, err := ParseSweep(d, what)
		require.NoError(t, err)
		rows, err := SweepSheet(d, d.RuleSets()[0], []string{c.weapon}, []string{"kobold"}, spec, sw)
		require.NoError(t, err)
		require.Len(t, rows, len(sw.steps()))
		for i, r := range rows {
			want, err := Sheet(d, []string{c.weapon}, []string{"kobold"}, sw.at(spec, i))
			require.NoError(t, err)
			assert.Equal(t, want[0], r.Row, "%s step %s", what, r.Step)
		}
		assert.NotEqual(t, rows[0].Row, rows[len(rows)-1].Row, "%s moves the numbers", what)
	}
}

// TestSweepCommandAndPlot: balance --sweep prints a row per step, and --plot draws it with the chart
// package: a PNG of the chart's page, an SVG naming the curve, the axes and the title; a stance sweep names
// its stances on the x axis.
func TestSweepCommandAndPlot(t *testing.T) {
	dir := t.TempDir()
	png1 := filepath.Join(dir, "sweep.png")
	code, out, errs := run(t, "balance", "--weapon", "long sword", "--target", "kobold", "--sweep", "rank=0..10", "--plot", png1)
	require.Equal(t, ExitOK, code, errs)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	assert.Len(t, lines, 12, "a header and a row per step")
	f, err := os.Open(png1)
	require.NoError(t, err)
	defer f.Close()
	img, err := png.Decode(f)
	require.NoError(t, err)
	assert.Equal(t, 960, img.Bounds().Dx(), "the chart's page, 10 inches at 96 dots")
	svg := filepath.Join(dir, "sweep.svg")
	code, _, errs = run(t, "balance", "--weapon", "long sword", "--sweep", "str=8..12", "--plot", svg, "--rules", "drn")
	require.Equal(t, ExitOK, code, errs)
	texts := svgTexts(t, svg)
	for _, want := range []string{"damage per second by str (drn rules)", "str", "damage per second", "long sword / kobold", "long sword / troll", "8", "12"} {
		assert.Contains(t, texts, want)
	}
	code, _, errs = run(t, "balance", "--weapon", "club", "--target", "kobold", "--sweep", "stance", "--plot", svg)
	require.Equal(t, ExitOK, code, errs)
	d, err := assets.Load(nil)
	require.NoError(t, err)
	texts = svgTexts(t, svg)
	for _, st := range d.StanceNames() {
		assert.Contains(t, texts, st, "the x axis names the stances")
	}
	code, _, errs = run(t, "balance", "--sweep", "rank=3")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, errs, "rank=FROM..TO")
}

// TestPlotRefusals: --plot writes only .svg or .png (the flag says so in its range's words) and no chart of
// more curves than the chart draws; neither writes a file.
func TestPlotRefusals(t *testing.T) {
	dir := t.TempDir()
	code, _, errs := run(t, "balance", "--weapon", "club", "--target", "kobold", "--sweep", "rank=0..2", "--plot", filepath.Join(dir, "x.pdf"))
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, errs, "for flag --plot: want a file name ending in .svg or .png, in a directory that is there")
	code, _, errs = run(t, "balance", "--sweep", "rank=0..1", "--plot", filepath.Join(dir, "all.svg"))
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, errs, "want at most 64; --weapon or --target narrows the sheet")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Empty(t, entries)
}

// TestPlotExtsAreTheCharts: the flag's list (kept in game/cli so the browser's module links no charts) is
// the chart package's.
func TestPlotExtsAreTheCharts(t *testing.T) {
	assert.Equal(t, chart.Exts, plotExts)
}

// svgTexts is what the SVG file path writes (chart.Texts), and that it is an SVG document.
func svgTexts(t *testing.T, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	texts, err := chart.Texts(f)
	require.NoError(t, err)
	return texts
}

// balance --diff: an edit of the long sword's damage moves the long sword's rows and nothing else, the
// biggest change first.
func TestBalanceDiff(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "assets", "weapons.toml"))
	require.NoError(t, err)
	edited := strings.Replace(string(src), "name = \"long sword\"\ndamage = \"1d9\"", "name = \"long sword\"\ndamage = \"1d10\"", 1)
	require.NotEqual(t, string(src), edited)
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "weapons.toml"), []byte(edited), 0o644))
	d, err := assets.Load(nil)
	require.NoError(t, err)
	d2, err := assets.LoadDir(dir)
	require.NoError(t, err)
	spec := game.AttackSpec{Str: 10, Dex: 10}
	before, err := Sheet(d, d.WeaponNames(), d.CreatureNames(), spec)
	require.NoError(t, err)
	after, err := Sheet(d2, d2.WeaponNames(), d2.CreatureNames(), spec)
	require.NoError(t, err)
	rows := DiffSheets(before, after)
	require.NotEmpty(t, rows)
	for i, r := range rows {
		assert.Equal(t, "long sword", r.Weapon)
		if i > 0 {
			assert.GreaterOrEqual(t, rows[i-1].Change, r.Change, "the biggest change first")
		}
	}
	assert.Empty(t, DiffSheets(before, before))
	code, out, errs := run(t, "balance", "--diff", dir)
	require.Equal(t, ExitOK, code, errs)
	assert.Contains(t, out, "long sword")
	assert.Contains(t, out, "→")
}

// TestNoChartsWithoutADrawer: a command run with no chart.Drawer (Run: the game's binary, whose size would
// carry gonum's) refuses --plot before any work, in one line naming the command that draws, and writes no
// file; the same flags through RunDrawing draw (TestSweepCommandAndPlot, TestCensusPlot).
func TestNoChartsWithoutADrawer(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"balance", "--weapon", "long sword", "--target", "kobold", "--sweep", "rank=0..2", "--plot", filepath.Join(dir, "a.svg")},
		{"census", "--seeds", "2", "--plot", filepath.Join(dir, "b.svg")},
	} {
		var out, errs bytes.Buffer
		code, ok := Run("cleave", args, &out, &errs)
		require.True(t, ok, args)
		assert.Equal(t, ExitUsage, code, args)
		assert.Contains(t, errs.String(), "this binary draws no charts; the designer command does: go run ./game/cli/designer", args)
		assert.Empty(t, out.String(), args)
	}
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Empty(t, entries, "no chart written")
}
