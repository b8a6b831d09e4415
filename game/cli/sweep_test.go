package cli

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
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

func TestSweepCommandAndPlot(t *testing.T) {
	png1 := filepath.Join(t.TempDir(), "sweep.png")
	code, out, errs := run(t, "balance", "--weapon", "long sword", "--target", "kobold", "--sweep", "rank=0..10", "--plot", png1)
	require.Equal(t, ExitOK, code, errs)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	assert.Len(t, lines, 12, "a header and a row per step")
	f, err := os.Open(png1)
	require.NoError(t, err)
	defer f.Close()
	img, err := png.Decode(f)
	require.NoError(t, err)
	assert.Equal(t, 800, img.Bounds().Dx())
	code, _, errs = run(t, "balance", "--sweep", "rank=3")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, errs, "rank=FROM..TO")
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
