// Package chart is what the designer commands' charts are made of: a chart's words (Chart) and its named
// series of numbers (Series), the files it is written to (Ext) and what no chart draws (Check), and the
// Drawer that draws them. It links no drawing library: game/cli builds its charts with it everywhere (the
// browser's designer page, the game's binary), and only a command given a Drawer draws one
// (game/cli/chart/gonumchart, gonum.org/v1/plot: the designer command's), so that neither the game's binary
// nor a browser's module carries gonum's 8 MB of code and fonts.
package chart

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"strings"
)

// Drawer draws charts into files: Lines each series as a curve, Bars a group of bars for each of the chart's
// Ticks; the file's extension (Ext) says SVG or PNG, and nothing is written when anything is wrong.
type Drawer interface {
	Lines(path string, c Chart, series []Series) error
	Bars(path string, c Chart, series []Series) error
}

// Exts are the extensions of the files a chart is written to: the file's own says which.
var Exts = []string{".svg", ".png"}

// MaxSeries is the most series a chart draws: every creature of the data against one weapon (45 today) fits,
// with room; past it a legend is a column of names no one matches to curves.
const MaxSeries = 64

// Chart is what a chart says besides its numbers.
type Chart struct {
	Title string
	X, Y  string   // the axes' labels
	Ticks []string // names of x = 0, 1, 2... (a sweep's stances; Bars' groups, required there); nil: x's numbers
}

// Series is one named curve or row of bars. For Lines, X and Y pair up (X nil: 0, 1, 2...); for Bars, Y has
// a bar for each of the chart's Ticks and X is unused.
type Series struct {
	Name string
	X, Y []float64
}

// Ext is path's extension if a chart can be written to it ("" and an error naming Exts if not).
func Ext(path string) (string, error) {
	ext := strings.ToLower(filepath.Ext(path))
	for _, e := range Exts {
		if ext == e {
			return ext, nil
		}
	}
	return "", fmt.Errorf("chart %s: want a file name ending in %s", path, strings.Join(Exts, " or "))
}

// Check refuses what no chart draws: no series, too many, a series with no name or no numbers, a number
// that is not finite, an X that does not pair with its Y.
func Check(series []Series) error {
	if len(series) == 0 {
		return errors.New("nothing to draw")
	}
	if len(series) > MaxSeries {
		return fmt.Errorf("%d series: want at most %d", len(series), MaxSeries)
	}
	for _, s := range series {
		if s.Name == "" {
			return errors.New("a series has no name (the legend names each)")
		}
		if len(s.Y) == 0 {
			return fmt.Errorf("series %q has no values", s.Name)
		}
		if s.X != nil && len(s.X) != len(s.Y) {
			return fmt.Errorf("series %q has %d x for %d y", s.Name, len(s.X), len(s.Y))
		}
		for _, v := range append(append([]float64(nil), s.X...), s.Y...) {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				return fmt.Errorf("series %q has %v", s.Name, v)
			}
		}
	}
	return nil
}

// Texts is what an SVG chart writes: its <text> elements' words, in order (a test's way to read a chart;
// an error for what is not well-formed XML or not an SVG document).
func Texts(r io.Reader) ([]string, error) {
	dec := xml.NewDecoder(r)
	var texts []string
	root, in := "", false
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("chart: %w", err)
		}
		switch el := tok.(type) {
		case xml.StartElement:
			if root == "" {
				root = el.Name.Local
			}
			in = el.Name.Local == "text"
		case xml.CharData:
			if in {
				texts = append(texts, strings.TrimSpace(string(el)))
			}
		case xml.EndElement:
			in = false
		}
	}
	if root != "svg" {
		return nil, fmt.Errorf("chart: not an SVG document (its root is <%s>)", root)
	}
	return texts, nil
}
