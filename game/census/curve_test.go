// Tests of the difficulty curve (combat/RULES.md §40, issue 36): every level inside its band of
// difficulty.toml, and a data change that makes level 3 too hard caught, naming the level and the creature.

package census

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/assetstest"
)

// The curve the tests work out: fewer dungeons and fights than `census --curve` (200 and CurveFights), so
// that a test takes about a second. A creature's threat over curveTestFights fights has a standard error
// of at most 0.5/√60 ≈ 0.065, a level's (a mean over a dozen kinds and more) a few hundredths: the bands of
// difficulty.toml are wider than that.
const (
	curveTestSeeds  = 40
	curveTestFights = 60
)

// baselinePath is the curve recorded with the data as shipped (the tests' seeds and fights): what a level
// outside its band is compared with, to name the creature that moved it. Recorded with
//
//	CLEAVE_CENSUS=update CGO_ENABLED=0 go test ./game/census -run TestDifficultyBands
//
// after a deliberate change, with the golden census (game/cli's TestCensusGolden).
const baselinePath = "testdata/curve.json"

// testCurve is the curve of data d as the tests work it out. Under -short (CI's race run, where its thousands of
// fights take 20 s a test) it skips the test: the pure packages' run has it, and the race run races the census's
// goroutines in TestCensusDoesNotDependOnTheWorkers.
func testCurve(t *testing.T, d *assets.Data) *Curve {
	t.Helper()
	if testing.Short() {
		t.Skip("the curve's fights: in the run without -short")
	}
	rep, err := Run(d, Options{Seeds: curveTestSeeds, First: 1})
	require.NoError(t, err)
	c, err := Difficulty(d, rep, curveTestFights)
	require.NoError(t, err)
	return c
}

// baseline is the recorded curve.
func baseline(t *testing.T) *Curve {
	t.Helper()
	b, err := os.ReadFile(baselinePath)
	require.NoError(t, err, "no recorded curve: CLEAVE_CENSUS=update go test ./game/census -run TestDifficultyBands")
	var c Curve
	require.NoError(t, json.Unmarshal(b, &c))
	return &c
}

// TestDifficultyBands: with the data as shipped, every level's threat lies inside its band of
// difficulty.toml (RULES.md §40). A change of the data that puts one outside fails here, naming each such
// level and the creature whose part of its threat moved most from the recorded curve.
func TestDifficultyBands(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	c := testCurve(t, d)
	require.Len(t, c.Levels, d.Dungeon.GoalDepth, "a band for every level")
	if os.Getenv("CLEAVE_CENSUS") == "update" {
		b, err := json.MarshalIndent(c, "", " ")
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(baselinePath, append(b, '\n'), 0o644))
		t.Logf("wrote %s", baselinePath)
	}
	if out := Outside(baseline(t), c); len(out) > 0 {
		t.Fatalf("levels outside their bands of assets/difficulty.toml (combat/RULES.md §40):\n%s", strings.Join(out, "\n"))
	}
	for _, lv := range c.Levels {
		t.Logf("level %d: rank %d, threat %.3f in %.2f-%.2f", lv.Depth, lv.Rank, lv.Threat, lv.Min, lv.Max)
	}
}

// TestDifficultyBandsCatchAHardLevel3: an overlay that brings trolls up to level 3, and often (creatures.toml:
// depth [3, 12], frequency 40 where the data says [7, 12] and 3), makes level 3 too hard: the band test's
// lines put level 3 first, above its band, and name the troll as what moved it.
func TestDifficultyBandsCatchAHardLevel3(t *testing.T) {
	doc := assetstest.Edited(t, "creatures.toml", "faction = \"orcs\"\ndepth = [7, 12]\nfrequency = 3\n", "faction = \"orcs\"\ndepth = [3, 12]\nfrequency = 40\n")
	before := doc[:strings.Index(doc, "depth = [3, 12]\nfrequency = 40")]
	require.True(t, strings.HasPrefix(before[strings.LastIndex(before, "\nname = ")+1:], `name = "troll"`), "the edit is the troll's")
	d, err := assets.Load(fstest.MapFS{"creatures.toml": {Data: []byte(doc)}})
	require.NoError(t, err)
	out := Outside(baseline(t), testCurve(t, d))
	require.NotEmpty(t, out, "level 3 made too hard is caught")
	t.Logf("the band test would say:\n%s", strings.Join(out, "\n"))
	assert.Regexp(t, `^level 3: threat 0\.\d+ above its band 0\.03-0\.12; troll moved it most \(\+0\.\d+\)$`, out[0])
	for _, l := range out {
		assert.NotRegexp(t, `^level [12]:`, l, "levels 1 and 2 meet no troll")
	}
}

// TestBandsAreReadStrictly: a mistake in difficulty.toml is told at its file, line and column, as every data
// file's (assets' conventions): a band upside down, one out of 0 to 1, a level left out, a rank past 10, a key missing.
func TestBandsAreReadStrictly(t *testing.T) {
	for _, c := range []struct{ old, new, want string }{
		{"depth = 3\nrank = 1\nmin = 0.03\nmax = 0.12", "depth = 3\nrank = 1\nmin = 0.13\nmax = 0.12", "difficulty.toml:36:7: max 0.12 below min 0.13: a band runs from min up to max (level 3)"},
		{"depth = 3\nrank = 1\nmin = 0.03\nmax = 0.12", "depth = 3\nrank = 1\nmin = 0.03\nmax = 1.5", "difficulty.toml:36:7: max 1.5 out of range 0 to 1 (level 3)"},
		{"[[level]]\ndepth = 3\nrank = 1\nmin = 0.03\nmax = 0.12\n\n", "", "difficulty.toml:33:9: level 4 after level 2: the levels go in order from 1 (level 3)"},
		{"depth = 3\nrank = 1", "depth = 3\nrank = 11", "difficulty.toml:34:8: rank 11 out of range 0 to 10 (level 3)"},
		{"depth = 3\nrank = 1\n", "depth = 3\n", `difficulty.toml:32:1: missing key "rank" (level 3)`},
	} {
		doc := assetstest.Edited(t, "difficulty.toml", c.old, c.new)
		lines := assetstest.LoadErrors(t, fstest.MapFS{"difficulty.toml": {Data: []byte(doc)}})
		assert.Equal(t, []string{c.want}, lines, "%q made %q", c.old, c.new)
	}
}
