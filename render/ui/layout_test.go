package ui

import (
	"image"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/render/prefs"
)

// TestLayoutSizes: the scale is the largest whole number that keeps the logical screen at least
// 640×480 (or the player's, when smaller), the logical screen fills the window, and the map view takes
// what the side panel and the log leave.
func TestLayoutSizes(t *testing.T) {
	for _, c := range []struct {
		name               string
		w, h               int
		opt                LayoutOptions
		scale, lw, lh      int
		cols, rows, logTop int
	}{
		{"1280x960", 1280, 960, LayoutOptions{}, 2, 640, 480, 28, 25, 396},
		{"1920x1080", 1920, 1080, LayoutOptions{}, 2, 960, 540, 48, 29, 456},
		{"2560x1440", 2560, 1440, LayoutOptions{}, 3, 853, 480, 42, 25, 396},
		{"1280x960 at scale 1", 1280, 960, LayoutOptions{Scale: 1}, 1, 1280, 960, 68, 55, 876},
		{"1920x1080 at scale 1: the whole 80×50 level", 1920, 1080, LayoutOptions{Scale: 1}, 1, 1920, 1080, 108, 63, 996},
		{"a scale too large for the window", 1280, 960, LayoutOptions{Scale: 5}, 2, 640, 480, 28, 25, 396},
		{"a log of 10 lines", 1280, 960, LayoutOptions{LogLines: 10}, 2, 640, 480, 28, 20, 316},
	} {
		t.Run(c.name, func(t *testing.T) {
			l := NewLayout(c.w, c.h, 16, c.opt)
			assert.Equal(t, c.scale, l.Scale, "scale")
			assert.Equal(t, []int{c.lw, c.lh}, []int{l.W, l.H}, "logical size")
			assert.Zero(t, l.Fit, "no shrinking")
			assert.Equal(t, []int{c.cols, c.rows}, []int{l.Cols, l.Rows}, "cells")
			assert.Equal(t, c.logTop, l.Log.Min.Y, "the log's top")
			assert.Equal(t, image.Rect(0, 0, l.W-PanelW, c.logTop), l.Map, "the map")
			assert.Equal(t, image.Rect(l.W-PanelW, 0, l.W, c.logTop), l.Panel, "the panel beside it")
			assert.Equal(t, l.H, l.Log.Max.Y, "the log reaches the bottom")
		})
	}
}

// TestLayoutGrowsInCells: at the same scale a bigger window shows more cells, not bigger ones.
func TestLayoutGrowsInCells(t *testing.T) {
	small := NewLayout(1280, 960, 16, LayoutOptions{})
	big := NewLayout(1900, 1100, 16, LayoutOptions{})
	require.Equal(t, small.Scale, big.Scale)
	assert.Greater(t, big.Cols, small.Cols)
	assert.Greater(t, big.Rows, small.Rows)
}

// TestLayoutSmallWindow: below 640×480 the smallest logical screen is shrunk into the window.
func TestLayoutSmallWindow(t *testing.T) {
	l := NewLayout(600, 400, 16, LayoutOptions{})
	assert.Equal(t, 1, l.Scale)
	assert.Equal(t, []int{MinW, MinH}, []int{l.W, l.H})
	assert.InDelta(t, 400.0/480, l.Fit, 1e-9)
}

// TestLayoutLogLines: the log's height is bounded.
func TestLayoutLogLines(t *testing.T) {
	assert.Equal(t, prefs.MaxLogLines, NewLayout(1280, 960, 16, LayoutOptions{LogLines: 100}).LogLines)
	assert.Equal(t, prefs.MinLogLines, NewLayout(1280, 960, 16, LayoutOptions{LogLines: 1}).LogLines)
	assert.Equal(t, DefaultLogLines, NewLayout(1280, 960, 16, LayoutOptions{}).LogLines)
}

// TestLayoutCamera: the player in the middle where the level allows, the level's edge at the view's
// edge, and a level smaller than the view centred in it.
func TestLayoutCamera(t *testing.T) {
	l := NewLayout(1280, 960, 16, LayoutOptions{}) // 28 whole columns, 24 whole rows
	assert.Equal(t, gruid.Point{X: 0, Y: 0}, l.Camera(gruid.Point{X: 1, Y: 1}, 80, 50))
	assert.Equal(t, gruid.Point{X: 52, Y: 26}, l.Camera(gruid.Point{X: 79, Y: 49}, 80, 50))
	assert.Equal(t, gruid.Point{X: 26, Y: 13}, l.Camera(gruid.Point{X: 40, Y: 25}, 80, 50))
	wide := NewLayout(1280, 960, 16, LayoutOptions{Scale: 1}) // 68 whole columns, 54 whole rows
	assert.Equal(t, gruid.Point{X: 12, Y: -2}, wide.Camera(gruid.Point{X: 79, Y: 49}, 80, 50), "50 rows in 54: centred")
}

// TestLayoutCells: a cell's pixel and the pixel's cell agree; pixels off the map have no cell.
func TestLayoutCells(t *testing.T) {
	l := NewLayout(1920, 1080, 16, LayoutOptions{})
	cam := gruid.Point{X: 5, Y: -2}
	p := gruid.Point{X: 20, Y: 7}
	q := l.CellPos(p, cam)
	assert.Equal(t, image.Pt(15*16, 9*16), q)
	for _, d := range []image.Point{{0, 0}, {15, 15}, {8, 3}} {
		got, ok := l.CellAt(q.Add(d), cam)
		require.True(t, ok)
		assert.Equal(t, p, got)
	}
	_, ok := l.CellAt(image.Pt(l.Panel.Min.X+2, 10), cam)
	assert.False(t, ok, "the side panel is not the map")
	_, ok = l.CellAt(image.Pt(10, l.Log.Min.Y+1), cam)
	assert.False(t, ok, "nor is the log")
}

// TestLayoutOverview: the whole level fits over the map with square whole-pixel cells, centred, and
// the overview's pixels map back to its cells; a line of text (the legend's 13 pixels) fits under it.
func TestLayoutOverview(t *testing.T) {
	l := NewLayout(1280, 960, 16, LayoutOptions{})
	o, c := l.Overview(80, 50)
	assert.Equal(t, 7, c, "640 wide and 364 high under the title, 351 over the legend: 7 pixels a cell")
	assert.Equal(t, image.Pt(40, 32), o)
	assert.LessOrEqual(t, o.Y+50*c+1+FontLineH-3, l.Over.Max.Y, "the legend fits under the map")
	p, ok := l.OverviewCellAt(image.Pt(o.X+7*10+3, o.Y+7*4+6), 80, 50)
	require.True(t, ok)
	assert.Equal(t, gruid.Point{X: 10, Y: 4}, p)
	_, ok = l.OverviewCellAt(image.Pt(o.X+7*80, o.Y), 80, 50)
	assert.False(t, ok, "past the level's last column")
	_, ok = l.OverviewCellAt(image.Pt(o.X-1, o.Y), 80, 50)
	assert.False(t, ok, "before its first")
}

// TestWindowSize: the first window takes most of the monitor at the scale a 640×480 screen fits twice or
// more, in whole scaled pixels; an unknown monitor gets 1280×960.
func TestWindowSize(t *testing.T) {
	for _, c := range []struct{ mw, mh, w, h int }{
		{1920, 1080, 1728, 972}, // scale 2: 864×486
		{2560, 1440, 2304, 1296},
		{1366, 768, 1229, 691}, // scale 1
		{0, 0, 1280, 960},
		{500, 400, 640, 480}, // a tiny monitor: the smallest screen, shrunk to fit by the layout
	} {
		w, h := WindowSize(c.mw, c.mh)
		assert.Equal(t, []int{c.w, c.h}, []int{w, h}, "%dx%d", c.mw, c.mh)
	}
}

// TestLayoutTextSize: at text size 2 the font's metrics double, the side panel is twice as wide and the
// log's lines twice as tall, the pager holds fewer lines, and the map keeps its cells' size (more of the
// window goes to text, fewer cells show); a size that would leave the map too few cells is lowered.
func TestLayoutTextSize(t *testing.T) {
	one := NewLayout(1280, 960, 16, LayoutOptions{})
	two := NewLayout(1280, 960, 16, LayoutOptions{TextSize: 2})
	require.Equal(t, one.Scale, two.Scale, "the text does not change the scale")
	assert.Equal(t, []int{1, FontW, FontLineH}, []int{one.Text, one.CharW, one.LineH})
	assert.Equal(t, []int{2, 2 * FontW, 2 * FontLineH}, []int{two.Text, two.CharW, two.LineH})
	assert.Equal(t, one.Cell, two.Cell, "the map's cells keep their size")
	assert.Equal(t, 2*one.Panel.Dx(), two.Panel.Dx(), "the panel twice as wide")
	assert.Equal(t, 2*(one.Log.Dy()-4), two.Log.Dy()-4, "the log's lines twice as tall")
	assert.Equal(t, one.LogLines, two.LogLines, "as many of them")
	assert.Equal(t, two.Panel.Min.X, two.Map.Max.X, "the map takes what the panel leaves")
	assert.Equal(t, two.Log.Min.Y, two.Map.Max.Y)
	assert.Equal(t, 256/16, two.Cols, "640 less a panel of 384: 16 columns of cells")
	rows1, cols1 := one.Pager()
	rows2, cols2 := two.Pager()
	assert.Equal(t, []int{(480 - 80) / 32, (640 - 32) / 14}, []int{rows2, cols2}, "the pager")
	assert.Less(t, rows2, rows1)
	assert.Less(t, cols2, cols1)
	assert.Equal(t, (640-8)/14, two.LogColumns())

	three := NewLayout(1280, 960, 16, LayoutOptions{TextSize: 3})
	assert.Equal(t, 2, three.Text, "a panel of 576 in 640 would leave the map 4 columns: lowered to 2")
	wide := NewLayout(1280, 960, 16, LayoutOptions{Scale: 1, TextSize: 3})
	assert.Equal(t, 3, wide.Text, "at scale 1 there is room")
	assert.Equal(t, 3*PanelW, wide.Panel.Dx())
	assert.Equal(t, 2, NewLayout(1280, 960, 16, LayoutOptions{TextSize: 9}).Text, "beyond the bound: as large as fits")
	for _, size := range []image.Point{{600, 400}, {1280, 960}, {1920, 1080}, {390 * 3, 844 * 3}} {
		for text := 1; text <= prefs.MaxTextSize; text++ {
			for _, touch := range []bool{false, true} {
				l := NewLayout(size.X, size.Y, 16, LayoutOptions{TextSize: text, Touch: touch, MinScale: map[bool]int{true: 3}[touch]})
				if l.Text > 1 {
					assert.GreaterOrEqual(t, l.Map.Dx(), MinMapCols*l.Cell, "%v text %d: the map keeps its columns", size, text)
					assert.GreaterOrEqual(t, l.Map.Dy(), MinMapRows*l.Cell, "%v text %d: and its rows", size, text)
				}
				assert.Equal(t, l.H, max(l.Log.Max.Y, l.Bar.Max.Y), "%v text %d: all on the screen", size, text)
			}
		}
	}
}
