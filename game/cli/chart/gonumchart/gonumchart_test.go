package gonumchart

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game/cli/chart"
)

// svgTexts is what the SVG file path writes, and that it is an SVG document.
func svgTexts(t *testing.T, path string) []string {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	texts, err := chart.Texts(bytes.NewReader(b))
	require.NoError(t, err)
	return texts
}

var sweepChart = chart.Chart{Title: "damage per second by rank", X: "rank", Y: "damage per second"}

var sweepSeries = []chart.Series{
	{Name: "long sword / kobold", X: []float64{0, 1, 2, 3}, Y: []float64{1.5, 1.75, 2, 2.5}},
	{Name: "war hammer / troll", X: []float64{0, 1, 2, 3}, Y: []float64{0.5, 0.8, 1.25, 1.5}},
}

// TestLinesSVG: the SVG is an SVG document that writes the title, both axes' labels, every legend name and
// the axes' tick numbers.
func TestLinesSVG(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rank.svg")
	require.NoError(t, Drawer{}.Lines(path, sweepChart, sweepSeries))
	texts := svgTexts(t, path)
	for _, want := range []string{"damage per second by rank", "rank", "damage per second", "long sword / kobold", "war hammer / troll"} {
		assert.Contains(t, texts, want)
	}
	assert.Contains(t, texts, "0", "the y axis is ticked from nought")
	assert.Contains(t, texts, "2", "the x axis is ticked")
}

// TestLinesNamedTicks: a chart's Ticks name the x axis's steps (a sweep of stances), each once.
func TestLinesNamedTicks(t *testing.T) {
	path := filepath.Join(t.TempDir(), "stance.SVG") // the extension's case does not matter
	c := chart.Chart{Title: "by stance", X: "stance", Y: "damage per second", Ticks: []string{"aggressive", "balanced", "defensive"}}
	require.NoError(t, Drawer{}.Lines(path, c, []chart.Series{{Name: "club / kobold", Y: []float64{2, 1.5, 1}}}))
	texts := svgTexts(t, path)
	for _, s := range c.Ticks {
		n := 0
		for _, x := range texts {
			if x == s {
				n++
			}
		}
		assert.Equal(t, 1, n, "tick %q", s)
	}
}

// TestBarsSVG: bars name their groups on the x axis and their series in the legend.
func TestBarsSVG(t *testing.T) {
	path := filepath.Join(t.TempDir(), "census.svg")
	c := chart.Chart{Title: "creatures by level", X: "level", Y: "mean count", Ticks: []string{"1", "2", "3"}}
	require.NoError(t, Drawer{}.Bars(path, c, []chart.Series{{Name: "kobold", Y: []float64{3, 2, 0}}, {Name: "troll", Y: []float64{0, 0.5, 1}}}))
	texts := svgTexts(t, path)
	for _, want := range []string{"creatures by level", "level", "mean count", "kobold", "troll", "1", "2", "3"} {
		assert.Contains(t, texts, want)
	}
	err := Drawer{}.Bars(path, c, []chart.Series{{Name: "kobold", Y: []float64{3, 2}}})
	assert.ErrorContains(t, err, `series "kobold" has 2 values for 3 groups`)
	assert.ErrorContains(t, Drawer{}.Bars(path, chart.Chart{}, sweepSeries), "groups' names")
}

// TestLinesPNG: the PNG decodes, is the page's size (10 by 6 inches at 96 dots), white at the corner and
// holds the curves' colours.
func TestLinesPNG(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rank.png")
	require.NoError(t, Drawer{}.Lines(path, sweepChart, sweepSeries))
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	img, err := png.Decode(bytes.NewReader(b))
	require.NoError(t, err)
	assert.Equal(t, image.Rect(0, 0, 960, 576), img.Bounds())
	r, g, bl, _ := img.At(1, 1).RGBA()
	assert.Equal(t, [3]uint32{0xffff, 0xffff, 0xffff}, [3]uint32{r, g, bl}, "a white page")
	seen := map[color.RGBA]bool{}
	for y := 0; y < 576; y++ {
		for x := 0; x < 960; x++ {
			r, g, b, a := img.At(x, y).RGBA()
			seen[color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}] = true
		}
	}
	for i := range sweepSeries {
		r, g, b, a := colour(i).RGBA()
		assert.True(t, seen[color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}], "series %d's colour is drawn", i)
	}
}

// TestTallLegend: a legend longer than the page makes the page taller, so that every name is on it.
func TestTallLegend(t *testing.T) {
	path := filepath.Join(t.TempDir(), "many.png")
	var many []chart.Series
	for i := range chart.MaxSeries {
		many = append(many, chart.Series{Name: strings.Repeat("x", i+1), Y: []float64{float64(i), float64(i + 1)}})
	}
	require.NoError(t, Drawer{}.Lines(path, sweepChart, many))
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	require.NoError(t, err)
	assert.Greater(t, cfg.Height, 576)
	svg := filepath.Join(t.TempDir(), "many.svg")
	require.NoError(t, Drawer{}.Lines(svg, sweepChart, many))
	assert.Contains(t, svgTexts(t, svg), many[chart.MaxSeries-1].Name, "the last name is written")
}

// TestRefusals: an unknown extension, no series, too many, a nameless or empty one, a NaN or a mismatched X
// are refused, and no file is written.
func TestRefusals(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"x.pdf", "x.txt", "x", "x.svg.gz"} {
		err := Drawer{}.Lines(filepath.Join(dir, name), sweepChart, sweepSeries)
		assert.ErrorContains(t, err, "want a file name ending in .svg or .png", name)
	}
	var tooMany []chart.Series
	for range chart.MaxSeries + 1 {
		tooMany = append(tooMany, chart.Series{Name: "a", Y: []float64{1}})
	}
	for want, series := range map[string][]chart.Series{
		"nothing to draw":               nil,
		"want at most 64":               tooMany,
		"has no name":                   {{Y: []float64{1}}},
		`series "a" has no values`:      {{Name: "a"}},
		`series "a" has NaN`:            {{Name: "a", Y: []float64{1, nan()}}},
		`series "a" has 1 x for 2 y`:    {{Name: "a", X: []float64{0}, Y: []float64{1, 2}}},
		`series "a" has +Inf`:           {{Name: "a", X: []float64{0, inf()}, Y: []float64{1, 2}}},
		`series "a" has -Inf`:           {{Name: "a", Y: []float64{-inf()}}},
		"a series has no name (the leg": {{Name: "", Y: []float64{1}}},
	} {
		assert.ErrorContains(t, Drawer{}.Lines(filepath.Join(dir, "x.svg"), sweepChart, series), want)
	}
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Empty(t, entries, "a refused chart writes nothing")
	_, err = chart.Ext("a/b.PNG")
	assert.NoError(t, err)
}

func nan() float64 { z := 0.0; return z / z }
func inf() float64 { z := 0.0; return 1 / z }

// TestLooksApart: no two of chart.MaxSeries series share colour, dashes and mark.
func TestLooksApart(t *testing.T) {
	seen := map[string]int{}
	for i := range chart.MaxSeries {
		k := fmt.Sprint(colour(i), dashes(i), fmt.Sprintf("%T%v", shape(i), shape(i)))
		if j, ok := seen[k]; ok {
			t.Errorf("series %d looks as series %d", i, j)
		}
		seen[k] = i
	}
}

// TestTexts: Texts refuses what is not XML or not an SVG.
func TestTexts(t *testing.T) {
	_, err := chart.Texts(strings.NewReader("<svg><text>a</svg>"))
	assert.Error(t, err)
	_, err = chart.Texts(strings.NewReader("<html><text>a</text></html>"))
	assert.ErrorContains(t, err, "not an SVG")
	texts, err := chart.Texts(strings.NewReader("<svg><g><text> a </text><title>b</title><text>c</text></g></svg>"))
	require.NoError(t, err)
	assert.Equal(t, []string{"a", "c"}, texts)
}

// TestNotInTheBrowser: neither of the browser's modules (the game's, render/web's main build, and the designer
// page's) nor the game's desktop binary links gonum/plot: only the designer command draws charts
// (game/cli/designer hands game/cli this package's Drawer), and game/cli knows charts by game/cli/chart alone.
func TestNotInTheBrowser(t *testing.T) {
	for _, c := range []struct{ pkg, goos, goarch string }{
		{"github.com/cleave-game/cleave", "js", "wasm"},
		{"github.com/cleave-game/cleave/game/cli/designer/web", "js", "wasm"},
		{"github.com/cleave-game/cleave", "linux", "amd64"},
	} {
		cmd := exec.Command("go", "list", "-deps", c.pkg)
		cmd.Env = append(os.Environ(), "GOOS="+c.goos, "GOARCH="+c.goarch)
		out, err := cmd.Output()
		require.NoError(t, err, c.pkg)
		require.Contains(t, string(out), "github.com/cleave-game/cleave/combat\n", "the list is the module's")
		assert.NotContains(t, string(out), "gonum.org/", c)
		assert.NotContains(t, string(out), "github.com/cleave-game/cleave/game/cli/chart/gonumchart", c)
	}
	out, err := exec.Command("go", "list", "-deps", "github.com/cleave-game/cleave/game/cli/designer").Output()
	require.NoError(t, err)
	assert.Contains(t, string(out), "github.com/cleave-game/cleave/game/cli/chart/gonumchart\n", "the designer command draws")
}
