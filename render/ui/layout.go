// The screen's layout: the map view, the side panel and the message log, in logical pixels, for a window
// of any size. The logical screen is the window divided by a whole number (the scale), so every pixel of
// the art stays square, and a bigger window shows more of the dungeon, not only bigger cells.

package ui

import (
	"image"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/render/prefs"
)

// The layout's fixed sizes, in logical pixels.
const (
	// MinW and MinH are the smallest logical screen: every screen's text fits it. A window smaller than
	// that is shown scaled down (Layout.Fit).
	MinW, MinH = 640, 480
	// PanelW is the side panel's width at text size 1: 26 characters of the 7-pixel font and a margin.
	PanelW = 192
	// FontW is the width of a character of the interface's font (basicfont's 7×13) at text size 1, FontLineH
	// the height of a line of text (the 13 pixels and a gap). Layout.CharW and Layout.LineH are these
	// times the text size: what the drawing code uses.
	FontW, FontLineH = 7, 16
	// DefaultLogLines is the log's height in lines when the settings do not say.
	DefaultLogLines = 5
)

// LayoutOptions are the player's choices for the layout, and what the device asks of it.
type LayoutOptions struct {
	// Scale is the player's scale (0: the largest that fits), LogLines the log's height in lines (0:
	// DefaultLogLines).
	Scale    int
	LogLines int
	// MinScale is the smallest scale that keeps text readable on the device (its pixel ratio, rounded
	// up: a phone's 3); a screen too small for MinW×MinH at that scale is laid out compact, not shrunk.
	MinScale int
	// Touch reserves the touch bar at the bottom: buttons for what has no gesture.
	Touch bool
	// TextSize is the interface text's size, a whole multiple of the font (0: 1); the map's cells keep
	// their size. A size that would leave the map less than MinMapCols×MinMapRows cells, or a line less
	// than MinTextCols characters, is lowered.
	TextSize int
	// MapZoom is the map's zoom a pinch chose (0: none chosen: 2 on a touch screen with room, else 1): how many
	// screen pixels a pixel of the art takes, MinMapZoom to MaxMapZoom, lowered where the map would keep
	// fewer than MinMapCols×MinMapRows cells.
	MapZoom int
	// LeftHanded mirrors the touch bar: each row of buttons laid out from the left edge, not the right
	// (prefs.Settings).
	LeftHanded bool
}

// MinMapCols and MinMapRows are the fewest map cells a larger text size may leave the map view, and
// MinTextCols the fewest characters it may leave a line of the screen: a phone's 414 pixels hold 29 at
// size 2, too few for a screen's lines (a key's row of the settings, a rule set's name and title).
const MinMapCols, MinMapRows, MinTextCols = 12, 8, 40

// The touch bar's sizes at text size 1 (they grow with the text): a row of buttons is BarRowH high, and
// holds as many buttons as fit BarButtonW wide each; the bar has as many rows as its buttons need.
const (
	BarRowH    = 36
	BarButtonW = 40
)

// Layout is where things go on a screen of a given size. Rectangles are in logical pixels.
type Layout struct {
	// Device is the window's size in device pixels; Scale the device pixels per logical pixel (a whole
	// number); Fit, when the window is smaller than MinW×MinH (and the device needs no MinScale), the
	// factor below 1 that shrinks the smallest logical screen into it (0 otherwise).
	Device image.Point
	Scale  int
	Fit    float64
	// W and H are the logical screen's size.
	W, H int
	// Map is the map view; Panel the side panel at its right, or on a narrow screen (Strip) a strip
	// under it; Log the message log under both, LogLines its height in lines; Bar the touch bar under the
	// log (empty without touch), BarRows its rows of buttons. Screens over the map (help, inventory) take
	// Map and Panel together, and on a screen less than MinH high the log too: Over.
	Map, Panel, Log, Bar, Over image.Rectangle
	LogLines, BarRows          int
	Strip                      bool
	// BarFromLeft lays the touch bar's rows out from the left edge (the left-handed setting), the first
	// buttons (the ones used most) under the left thumb; else from the right edge, under the right thumb.
	BarFromLeft bool
	// Cols and Rows are how many map cells the view shows, the last ones in part.
	Cols, Rows int
	// Cell is the size of a map cell on the logical screen: the art's size times Zoom (2 on a touch screen
	// with room for it, so a finger can tap a cell; else 1).
	Cell, Zoom int
	// MaxScale is the largest scale that fits the window (what Scale is when the options ask for none).
	MaxScale int
	// Text is the text size in use (the options', or less where the map would not keep room); CharW and
	// LineH are a character's width and a line's height at that size, in logical pixels: every piece of
	// text is placed by these.
	Text, CharW, LineH int
}

// StripH is the height of the side panel's strip under the map on a narrow screen, at text size 1.
const StripH = 4*FontLineH + 8

// NewLayout lays out a window of device size w×h for map cells of size cell, as o asks: the scale is o's
// when it fits (the logical screen stays at least MinW×MinH), else the largest that does, and never below
// o.MinScale; the text size is o's where the map keeps at least MinMapCols×MinMapRows cells and a line
// MinTextCols characters, else the largest that does (at least 1).
func NewLayout(w, h, cell int, o LayoutOptions) Layout {
	text := max(1, min(o.TextSize, prefs.MaxTextSize))
	for {
		l := newLayout(w, h, cell, text, o)
		if text == 1 || l.Map.Dx() >= MinMapCols*l.Cell && l.Map.Dy() >= MinMapRows*l.Cell && l.W/l.CharW >= MinTextCols {
			return l
		}
		text--
	}
}

// newLayout is NewLayout at text size text.
func newLayout(w, h, cell, text int, o LayoutOptions) Layout {
	l := Layout{Device: image.Pt(w, h), Cell: cell, Text: text, CharW: FontW * text, LineH: FontLineH * text}
	least := max(1, o.MinScale)
	l.MaxScale = max(least, min(w/MinW, h/MinH, prefs.MaxScale))
	l.Scale = l.MaxScale
	if o.Scale > 0 && o.Scale < l.Scale {
		l.Scale = max(least, o.Scale)
	}
	l.W, l.H = w/l.Scale, h/l.Scale
	if (l.W < MinW || l.H < MinH) && least == 1 {
		l.W, l.H = MinW, MinH
		l.Fit = min(float64(w)/MinW, float64(h)/MinH)
	}
	l.LogLines = o.LogLines
	if l.LogLines == 0 {
		l.LogLines = DefaultLogLines
	}
	l.LogLines = max(prefs.MinLogLines, min(l.LogLines, prefs.MaxLogLines))
	bottom := l.H
	if o.Touch {
		perRow := max(1, l.W/(BarButtonW*text))
		l.BarRows = (len(TouchButtons) + perRow - 1) / perRow
		bottom -= l.BarRows * BarRowH * text
		l.Bar = image.Rect(0, bottom, l.W, l.H)
	}
	logTop := bottom - l.LogLines*l.LineH - 4
	l.Log = image.Rect(0, logTop, l.W, bottom)
	l.Over = image.Rect(0, 0, l.W, logTop)
	if l.H < MinH {
		l.Over.Max.Y = bottom // a short screen (a phone on its side): the screens over the map take the log's room too
	}
	if l.W < MinW {
		l.Strip = true
		strip := StripH * text
		l.Map = image.Rect(0, 0, l.W, logTop-strip)
		l.Panel = image.Rect(0, logTop-strip, l.W, logTop)
	} else {
		panel := PanelW * text
		l.Map = image.Rect(0, 0, l.W-panel, logTop)
		l.Panel = image.Rect(l.W-panel, 0, l.W, logTop)
	}
	l.Zoom = 1
	switch {
	case o.MapZoom > 0: // the player's pinch, where the map keeps its fewest cells
		l.Zoom = ClampMapZoom(o.MapZoom)
		for l.Zoom > MinMapZoom && (l.Map.Dx()/(l.Zoom*cell) < MinMapCols || l.Map.Dy()/(l.Zoom*cell) < MinMapRows) {
			l.Zoom--
		}
	case o.Touch && l.Map.Dx()/(2*cell) >= touchZoomCells && l.Map.Dy()/(2*cell) >= touchZoomCells:
		l.Zoom = 2 // cells a finger can tap, where the map keeps enough of them
	}
	l.BarFromLeft = o.LeftHanded
	l.Cell = cell * l.Zoom
	l.Cols = (l.Map.Dx() + l.Cell - 1) / l.Cell
	l.Rows = (l.Map.Dy() + l.Cell - 1) / l.Cell
	return l
}

// touchZoomCells is the fewest cells each way the map must show for a touch screen's cells to be doubled.
const touchZoomCells = 12

// Button is the rectangle of the touch bar's button i (of TouchButtons), row by row: each row from the right
// edge, or mirrored (left-handed) from the left edge.
func (l Layout) Button(i int) image.Rectangle {
	perRow := (len(TouchButtons) + l.BarRows - 1) / max(1, l.BarRows)
	row, col := i/perRow, i%perRow
	w := l.W / perRow
	x := l.W - (col+1)*w
	if l.BarFromLeft {
		x = col * w
	}
	h := BarRowH * l.Text
	y := l.Bar.Min.Y + row*h
	return image.Rect(x, y, x+w, y+h)
}

// ButtonAt is the touch bar's button under logical pixel q (an index of TouchButtons), and whether there is one.
func (l Layout) ButtonAt(q image.Point) (int, bool) {
	if !q.In(l.Bar) {
		return 0, false
	}
	for i := range TouchButtons {
		if q.In(l.Button(i)) {
			return i, true
		}
	}
	return 0, false
}

// Pager is how many lines of messages the history shows at once, and how many characters wide.
func (l Layout) Pager() (rows, columns int) {
	return (l.H - 16 - 2*l.LineH) / l.LineH, (l.W - 32) / l.CharW // under the title line, above the "more" mark
}

// LogColumns is how many characters of the font at the text size fit a line of the log.
func (l Layout) LogColumns() int { return (l.W - 8) / l.CharW }

// Camera is the map cell at the top-left of the view for a level of size lw×lh with the player at p: the
// player in the middle where the level allows, the level centred where it is smaller than the view.
func (l Layout) Camera(p gruid.Point, lw, lh int) gruid.Point {
	return gruid.Point{X: axis(p.X, lw, l.Map.Dx(), l.Cell), Y: axis(p.Y, lh, l.Map.Dy(), l.Cell)}
}

// axis is the camera along one axis: the first cell shown for the player at p of a level n cells long in
// a view of size px pixels.
func axis(p, n, px, cell int) int {
	full := px / cell // the cells shown whole
	if n <= full {
		return -(full - n) / 2 // the whole level fits: centred
	}
	return max(0, min(p-full/2, n-full))
}

// CellAt is the map cell under logical pixel q with the camera at cam, and whether q is on the map view.
func (l Layout) CellAt(q image.Point, cam gruid.Point) (gruid.Point, bool) {
	if !q.In(l.Map) {
		return gruid.Point{}, false
	}
	return gruid.Point{X: cam.X + (q.X-l.Map.Min.X)/l.Cell, Y: cam.Y + (q.Y-l.Map.Min.Y)/l.Cell}, true
}

// CellPos is where on the logical screen cell p is drawn with the camera at cam (its top-left corner).
func (l Layout) CellPos(p, cam gruid.Point) image.Point {
	return image.Pt(l.Map.Min.X+(p.X-cam.X)*l.Cell, l.Map.Min.Y+(p.Y-cam.Y)*l.Cell)
}

// Overview is where the level overview (the X screen) draws a level of lw×lh cells: the top-left corner
// of its first cell and the size of a cell, a whole number of pixels as large as lets the level fit the
// area over the map under a title line.
func (l Layout) Overview(lw, lh int) (origin image.Point, cell int) {
	area := l.Over
	area.Min.Y += 2 * l.LineH
	area.Max.Y -= l.LineH - 3*l.Text // the legend's line of text under the map (no gap below it)
	cell = max(1, min(area.Dx()/max(1, lw), area.Dy()/max(1, lh)))
	origin = image.Pt(area.Min.X+(area.Dx()-cell*lw)/2, area.Min.Y+(area.Dy()-cell*lh)/2)
	return origin, cell
}

// OverviewCellAt is the level cell under logical pixel q on the overview of a level of lw×lh cells, and
// whether there is one.
func (l Layout) OverviewCellAt(q image.Point, lw, lh int) (gruid.Point, bool) {
	o, c := l.Overview(lw, lh)
	if q.X < o.X || q.Y < o.Y {
		return gruid.Point{}, false
	}
	p := gruid.Point{X: (q.X - o.X) / c, Y: (q.Y - o.Y) / c}
	return p, p.X < lw && p.Y < lh
}

// WindowSize is the window's first size on a monitor of monW×monH (in the same units as the window's
// size): nine tenths of the monitor each way, a whole number of pixels at the largest scale that keeps the
// logical screen at least MinW×MinH. 1280×960 on a monitor of unknown size.
func WindowSize(monW, monH int) (w, h int) {
	if monW <= 0 || monH <= 0 {
		return 2 * MinW, 2 * MinH
	}
	room := func(n int) int { return n * 9 / 10 } // leave room for the desktop's bars
	k := max(1, min(room(monW)/MinW, room(monH)/MinH))
	w, h = room(monW)/k*k, room(monH)/k*k
	return max(w, MinW), max(h, MinH)
}
