// Package gonumchart draws game/cli/chart's charts with gonum.org/v1/plot: curves (Lines) or groups of
// bars (Bars) under a title, on axes with ticks and labels, with a legend naming every series, into an SVG
// or a PNG file chosen by the file's extension. The designer command (game/cli/designer) hands it to
// game/cli; the game's binary and the browser's modules link none of it (TestNotInTheBrowser).
package gonumchart

import (
	"bytes"
	"fmt"
	"image/color"
	"io"
	"math"
	"os"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"

	"github.com/cleave-game/cleave/game/cli/chart"
)

// Drawer is a chart.Drawer drawing with gonum.org/v1/plot.
type Drawer struct{}

// The page: 10 by 6 inches (960 by 576 pixels in a PNG at 96 dots an inch), the legend in a column of its
// own at the right, the page taller when the legend needs it.
const (
	width  = 10 * vg.Inch
	height = 6 * vg.Inch
	dpi    = 96
	margin = 0.15 * vg.Inch
)

// Lines draws each series as a curve with a mark at each point into the file path (.svg or .png).
func (Drawer) Lines(path string, c chart.Chart, series []chart.Series) error {
	return save(path, c, series, func(p *plot.Plot, leg *plot.Legend) error {
		for i, s := range series {
			xy := make(plotter.XYs, len(s.Y))
			for j, y := range s.Y {
				xy[j].Y = y
				xy[j].X = float64(j)
				if s.X != nil {
					xy[j].X = s.X[j]
				}
			}
			l, pts, err := plotter.NewLinePoints(xy)
			if err != nil {
				return fmt.Errorf("series %q: %w", s.Name, err)
			}
			l.Color, l.Dashes, l.Width = colour(i), dashes(i), vg.Points(1.5)
			pts.Color, pts.Shape = colour(i), shape(i)
			p.Add(l, pts)
			leg.Add(s.Name, l, pts)
		}
		if c.Ticks != nil {
			p.X.Tick.Marker = named(c.Ticks)
			p.X.Min, p.X.Max = -0.25, float64(len(c.Ticks))-0.75
		}
		return nil
	})
}

// Bars draws a group of bars for each of c.Ticks, one bar in it for each series, into the file path.
func (Drawer) Bars(path string, c chart.Chart, series []chart.Series) error {
	if len(c.Ticks) == 0 {
		return fmt.Errorf("chart %s: bars need their groups' names (Ticks)", path)
	}
	return save(path, c, series, func(p *plot.Plot, leg *plot.Legend) error {
		// The plot's area is about the page less the legend: each group three quarters of its share.
		bar := (width - legendWidth(series) - 1.5*vg.Inch) / vg.Length(len(c.Ticks)) * 3 / 4 / vg.Length(len(series))
		for i, s := range series {
			if len(s.Y) != len(c.Ticks) {
				return fmt.Errorf("series %q has %d values for %d groups", s.Name, len(s.Y), len(c.Ticks))
			}
			b, err := plotter.NewBarChart(plotter.Values(s.Y), bar)
			if err != nil {
				return fmt.Errorf("series %q: %w", s.Name, err)
			}
			b.Color, b.LineStyle.Width = colour(i), 0
			b.Offset = (vg.Length(i) - vg.Length(len(series)-1)/2) * bar
			p.Add(b)
			leg.Add(s.Name, b)
		}
		p.NominalX(c.Ticks...)
		p.X.Min, p.X.Max = -0.5, float64(len(c.Ticks))-0.5 // each group in the middle of its share
		return nil
	})
}

// save checks series, has add put them on a new plot and its legend, lays the plot and its legend on a page and writes
// the page to path in the format its extension names. Nothing is written when anything is wrong.
func save(path string, c chart.Chart, series []chart.Series, add func(*plot.Plot, *plot.Legend) error) error {
	ext, err := chart.Ext(path)
	if err != nil {
		return err
	}
	if err := chart.Check(series); err != nil {
		return fmt.Errorf("chart %s: %w", path, err)
	}
	p := plot.New()
	p.Title.Text, p.X.Label.Text, p.Y.Label.Text = c.Title, c.X, c.Y
	p.Add(plotter.NewGrid())
	leg := plot.NewLegend() // its own column, not over the curves (the plot draws no legend of its own)
	leg.Left, leg.Top = true, true
	if err := add(p, &leg); err != nil {
		return fmt.Errorf("chart %s: %w", path, err)
	}
	if lowest(series) >= 0 {
		p.Y.Min = 0 // counts, chances, damage: from nothing
	}
	lw := legendWidth(series)
	h := max(height, vg.Length(len(series))*(leg.TextStyle.Height("Mg")+leg.Padding)+p.Title.TextStyle.Height("Mg")+4*margin)
	var page interface {
		vg.CanvasSizer
		io.WriterTo
	}
	if ext == ".svg" {
		page = vgsvg.New(width, h)
	} else {
		page = vgimg.PngCanvas{Canvas: vgimg.NewWith(vgimg.UseWH(width, h), vgimg.UseDPI(dpi), vgimg.UseBackgroundColor(color.White))}
	}
	dc := draw.New(page)
	dc.SetColor(color.White) // the SVG's page too, not only the plot's area
	dc.Fill(dc.Rectangle.Path())
	dc = draw.Crop(dc, margin, -margin, margin, -margin)
	p.Draw(draw.Crop(dc, 0, -lw, 0, 0))
	leg.Draw(draw.Crop(dc, dc.Size().X-lw+margin, 0, 0, -p.Title.TextStyle.Height("Mg")-margin))
	var buf bytes.Buffer
	if _, err := page.WriteTo(&buf); err != nil {
		return fmt.Errorf("chart %s: %w", path, err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("chart: %w", err)
	}
	return nil
}

// lowest is the least y of all series.
func lowest(series []chart.Series) float64 {
	low := math.Inf(1)
	for _, s := range series {
		for _, v := range s.Y {
			low = min(low, v)
		}
	}
	return low
}

// legendWidth is the width of the legend's column: its thumbnails and its longest name.
func legendWidth(series []chart.Series) vg.Length {
	l := plot.NewLegend()
	var w vg.Length
	for _, s := range series {
		w = max(w, l.TextStyle.Width(s.Name))
	}
	return w + l.ThumbnailWidth + l.TextStyle.Width(" ") + 2*margin
}

// A series' look: its colour, its dashes and its marks, in turn (seven colours, nine dashes a colour's turn,
// eight marks), so that no two of chart.MaxSeries look alike (TestLooksApart).
func colour(i int) color.Color { return plotutil.DarkColors[i%len(plotutil.DarkColors)] }

func dashes(i int) []vg.Length {
	return plotutil.DefaultDashes[(i/len(plotutil.DarkColors))%len(plotutil.DefaultDashes)]
}

func shape(i int) draw.GlyphDrawer { return plotutil.Shape(i) }

// named is a ticker naming x = 0, 1, 2... by names.
type named []string

func (n named) Ticks(lo, hi float64) []plot.Tick {
	var out []plot.Tick
	for i, s := range n {
		if x := float64(i); x >= lo && x <= hi {
			out = append(out, plot.Tick{Value: x, Label: s})
		}
	}
	return out
}
