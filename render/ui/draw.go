// Drawing the screens: each screen draws itself (its draw method, in a draw_*.go file of its own) through a
// Painter, which the renderer implements with Ebitengine; the model's Draw picks the screen to draw. Nothing
// here touches a display: a screen says what goes where, in the layout's logical pixels.

package ui

import (
	"image"
	"image/color"
	"strings"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
)

// The interface's colours, the same in every palette: plain text, a title, a dim line, good and bad news,
// death and what must be read.
var (
	ColInfo  = color.RGBA{0xc8, 0xc8, 0xd0, 0xff}
	ColGood  = color.RGBA{0x9a, 0xd8, 0x7a, 0xff}
	ColBad   = color.RGBA{0xf0, 0x70, 0x60, 0xff}
	ColDeath = color.RGBA{0xf0, 0xc0, 0x40, 0xff}
	ColDim   = color.RGBA{0x80, 0x80, 0x90, 0xff}
	ColTitle = color.RGBA{0xe0, 0xc8, 0xa0, 0xff}
	// ColHint is a hint's (render/ui/hints.go): advice, apart from the log's news and the prompt.
	ColHint = color.RGBA{0x8c, 0xd0, 0xe8, 0xff}
)

// Painter is what a screen draws with, on the logical screen (or, for MapView, the map view), in its pixels.
// Colours are taken by value: drawing allocates nothing.
type Painter interface {
	// Text writes s with its top-left at (x, y) in an opaque colour, at the layout's text size.
	Text(s string, x, y float64, c color.RGBA)
	// Fill fills a rectangle in a colour: red, green, blue and alpha from 0 to 1, blended over what is there.
	Fill(x, y, w, h float64, red, green, blue, alpha float32)
	// Shade darkens a rectangle by alpha (1: black), for screens drawn over the map.
	Shade(x, y, w, h int, alpha float32)
	// Sprite draws the art's sprite name (fallback's where the art lacks it) with its top-left at (x, y), its
	// colours scaled by red, green, blue and alpha as given (the art's colours are premultiplied).
	Sprite(name, fallback string, x, y float64, red, green, blue, alpha float32)
	// Hit keeps the line drawn at (x, y), w pixels wide, as the place to tap to type key (touch screens).
	Hit(x, y float64, w int, key rune)
}

// MapView is the map view as a screen marks it (the aim's line, the look's cursor): a painter on the view's
// own pixels, and where each cell of the level is drawn on it.
type MapView interface {
	Painter
	// At is the top-left of cell p on the view.
	At(p gruid.Point) (x, y float64)
}

// Drawing is a frame as the screens draw it: the painter on the logical screen, its layout, the game shown
// (nil on the title) and the player's palette.
type Drawing struct {
	Painter
	Lay     Layout
	Game    *game.Game
	Palette *assets.Palette
	// promptRows are the log's top rows the prompt's place took in this drawing (Drawing.prompt).
	promptRows int
	// words is the language the screens' words are in: the model's (Model.Draw).
	words *text.Lang
}

// lang is the language of the drawing's words: the model's, English for a drawing no model drew.
func (d *Drawing) lang() *text.Lang { return orEnglish(d.words) }

// orEnglish is l, English for none.
func orEnglish(l *text.Lang) *text.Lang {
	if l == nil {
		return lang.English()
	}
	return l
}

// marker is a screen that marks cells of the map view (the aim, the look mode): drawMap is drawn with the
// map, under the side panel and the log, before the screen's own draw.
type marker interface {
	drawMap(m *Model, d *Drawing, v MapView)
}

// Draw draws the screen shown on d: while no game is played (d.Game nil) the title's, the creation screen or
// the high scores; in a game, the end screen whenever it is over, else the screen over the map with its
// prompt. A replay's line stands over everything in the prompt's place, and its warning (other data or
// rules) is said before it plays.
func (m *Model) Draw(d *Drawing) {
	d.words = m.Lang()
	if d.Game == nil {
		if s, ok := m.screen.(*Scores); ok {
			s.draw(m, d)
			return
		}
		if s, ok := m.screen.(*RulesPage); ok {
			s.draw(m, d)
			return
		}
		c, ok := m.screen.(*Creation)
		if !ok {
			c = &Creation{}
		}
		c.draw(m, d)
		return
	}
	if p := m.cfg.Replay; p != nil {
		defer p.drawControls(d)
		defer d.prompt(p.Status(d.Game))
		if p.Warning != "" {
			drawReplayWarning(d, m.Lang(), p.Warning)
			return
		}
	}
	if d.Game.Over {
		(&Death{}).draw(m, d)
		return
	}
	m.screen.draw(m, d)
}

// DrawMap draws the marks the screen shown puts on the map view v (the aim's line of fire, the look's
// cursor), if any.
func (m *Model) DrawMap(d *Drawing, v MapView) {
	if s, ok := m.screen.(marker); ok {
		s.drawMap(m, d, v)
	}
}

// lineH is the height of a line of text, for placing text.
func (d *Drawing) lineH() float64 { return float64(d.Lay.LineH) }

// logTop is the top of the message log, under the map view and the side panel.
func (d *Drawing) logTop() int { return d.Lay.Log.Min.Y }

// overBottom is the bottom of the screens drawn over the map (the help, the pack...): the log's top, or on a
// short screen (a phone on its side) the touch bar's, over the log.
func (d *Drawing) overBottom() int {
	if d.Game == nil { // no game yet (the creation screen, a rule set's page opened from it): no log below
		return d.creationBottom()
	}
	return d.Lay.Over.Max.Y
}

// footY is where the last line of a screen over the map goes (its keys' reminder): a line above the
// screen's bottom.
func (d *Drawing) footY() float64 { return float64(d.overBottom() - d.Lay.LineH - 4) }

// viewCell is the size of a cell on the map view's own pixels: the art's (a zoomed view is drawn at the art's
// size, then scaled).
func (d *Drawing) viewCell() float64 { return float64(d.Lay.Cell / max(1, d.Lay.Zoom)) }

// pagerColumns is how many characters a line of the pager and of the screens over the map holds.
func (d *Drawing) pagerColumns() int {
	_, c := d.Lay.Pager()
	return c
}

// prompt asks or tells the player something on the oldest line of the log (on as many as it needs when the
// text is large), as the mouse's description does; the words are not kept in the log. A prompt may be a key
// of the catalogue (a screen's prompt with no arguments, "play.find.prompt"): its text in the drawing's
// language is said.
func (d *Drawing) prompt(s string) {
	if l := d.lang(); isKey(s) && l.Has(s) {
		s = l.Say(s)
	}
	lines := []string{s}
	if runes(s) > d.Lay.LogColumns() {
		lines = Wrap(s, d.Lay.LogColumns())
		lines = lines[:min(len(lines), d.Lay.LogLines)]
	}
	d.Shade(0, d.logTop(), d.Lay.W, len(lines)*d.Lay.LineH+2, 1)
	d.promptRows = max(d.promptRows, len(lines))
	for i, l := range lines {
		d.Text(l, 4, float64(d.logTop()+2+i*d.Lay.LineH), ColTitle)
	}
}

// discard is a painter that draws nothing: a drawing only measured (Model.LogRows).
type discard struct{}

func (discard) Text(string, float64, float64, color.RGBA)                                   {}
func (discard) Fill(float64, float64, float64, float64, float32, float32, float32, float32) {}
func (discard) Shade(int, int, int, int, float32)                                           {}
func (discard) Sprite(string, string, float64, float64, float32, float32, float32, float32) {}
func (discard) Hit(float64, float64, int, rune)                                             {}

// LogRows is where the log's lines go on layout lay with g shown: from y down, n of them. The prompt's
// place (the notice, a mode's question, the aim's line, a replay's status, or the hover's line when hover)
// is the log's top rows, and the log's lines go under it: a notice never hides a line of the log.
func (m *Model) LogRows(lay Layout, g *game.Game, hover bool) (y, n int) {
	d := &Drawing{Painter: discard{}, Lay: lay, Game: g}
	m.Draw(d)
	rows := d.promptRows
	if hover {
		rows = max(rows, 1)
	}
	rows = min(rows, lay.LogLines-1) // the newest line of the log always shows
	return lay.Log.Min.Y + 2 + rows*lay.LineH, lay.LogLines - rows
}

// ask writes the screen's prompt p in its place, if it has one.
func (d *Drawing) ask(p string) {
	if p != "" {
		d.prompt(p)
	}
}

// promptOrNotice writes the model's notice in the prompt's place when there is one (why a key did nothing),
// else the screen's prompt p ("" for none).
func (d *Drawing) promptOrNotice(m *Model, p string) {
	if n := m.Notice(); n != "" {
		d.prompt(n)
		return
	}
	if p != "" {
		d.prompt(p)
	}
}

// panel shades the map area and writes a screen's title; it returns where the screen's text starts. The
// screen's lines run over the side panel (large text, a phone's strip): it covers the panel whole, so that
// none of the panel's words or bars show through its own.
func (d *Drawing) panel(title string) (x, y float64) {
	d.Shade(0, 0, d.Lay.W, d.overBottom(), 0.88)
	if d.Game != nil {
		p := d.Lay.Panel.Intersect(image.Rect(0, 0, d.Lay.W, d.overBottom()))
		d.Shade(p.Min.X, p.Min.Y, p.Dx(), p.Dy(), 1)
	}
	d.Text(title, 16, 8, ColTitle)
	return 16, float64(16 + d.Lay.LineH)
}

// columnsFrom is how many characters fit a line begun at x, a margin of 16 pixels kept at the right.
func (d *Drawing) columnsFrom(x float64) int { return max(4, (d.Lay.W-int(x)-16)/d.Lay.CharW) }

// fits reports whether s begun at x ends within the screen's margin.
func (d *Drawing) fits(s string, x float64) bool { return runes(s) <= d.columnsFrom(x) }

// wrapped writes s from (x, y) wrapped to the screen's width (a phone's, large text); it returns the y
// under its last line.
func (d *Drawing) wrapped(s string, x, y float64, c color.RGBA) float64 {
	for _, l := range Wrap(s, d.columnsFrom(x)) {
		d.Text(l, x, y, c)
		y += d.lineH()
	}
	return y
}

// footLines writes s at the foot of a screen, wrapped to its width, its last line at y.
func (d *Drawing) footLines(s string, x, y float64, c color.RGBA) {
	lines := Wrap(s, d.columnsFrom(x))
	for i, l := range lines {
		d.Text(l, x, y-float64(len(lines)-1-i)*d.lineH(), c)
	}
}

// isKey reports whether s may be a key of the catalogue ("play.find.prompt"): dotted, with no space.
func isKey(s string) bool { return s != "" && !strings.ContainsAny(s, " ") && strings.Contains(s, ".") }

// lineColours are the colours of the kinds of line.
var lineColours = [...]color.RGBA{LineInfo: ColInfo, LineTitle: ColTitle, LineDim: ColDim}

// scrolled draws lines from (x, y) down to the bottom of the screens over the map, from the line scroll
// (as far as the last page), each wrapped to the screen's width (a narrow screen), a part's first line a
// little apart; marks say what is above and below, and how to scroll.
func (d *Drawing) scrolled(x, y float64, lines []SheetLine, scroll int) {
	type row struct {
		text string
		c    color.RGBA
		gap  bool
	}
	var rows []row
	starts := make([]int, len(lines)) // the first row of each line
	for i, l := range lines {
		starts[i] = len(rows)
		for j, part := range Wrap(l.Text, d.pagerColumns()) {
			rows = append(rows, row{part, lineColours[l.Kind], l.Gap && j == 0})
		}
	}
	bottom := float64(d.overBottom() - d.Lay.LineH - 4) // room for the mark below
	height := func(from int) (n int) {                  // how many rows from row from fit
		yy := y
		for i := from; i < len(rows); i++ {
			if rows[i].gap {
				yy += 6
			}
			if yy+d.lineH() > bottom {
				return n
			}
			yy += d.lineH()
			n++
		}
		return n
	}
	start := 0
	if scroll > 0 && scroll < len(starts) {
		start = starts[scroll]
	} else if scroll >= len(starts) {
		start = len(rows)
	}
	for start > 0 && height(start-1) >= len(rows)-(start-1) {
		start-- // the last page is a full one
	}
	n := height(start)
	l := d.lang()
	if start > 0 {
		above := l.Say("play.more_above_keys")
		if d.pagerColumns() < 70 { // a narrow screen (a phone): the title's line has no room for it all
			above = l.Say("play.more_above")
		}
		d.Text(above, float64(d.Lay.W-d.Lay.CharW*runes(above)-18), 8, ColDim)
	}
	for _, rw := range rows[start : start+n] {
		if rw.gap {
			y += 6
		}
		d.Text(rw.text, x, y, rw.c)
		y += d.lineH()
	}
	if start+n < len(rows) {
		d.Text(l.Say("play.more_below_keys"), x, bottom+2, ColDim)
	} else {
		d.Text(d.backHint(), x, bottom+2, ColDim)
	}
}

// backHint is the foot of a screen that any key leaves: with the touch bar, its buttons are the keys.
func (d *Drawing) backHint() string {
	if !d.Lay.Bar.Empty() {
		return d.lang().Say("play.back_tap")
	}
	return d.lang().Say("play.back")
}

// MessageColour is the colour of a line of the log of kind k in palette p (plain text with none: a drawing
// only measured, Model.LogRows, has no palette).
func MessageColour(p *assets.Palette, k game.MessageKind) color.RGBA {
	if p == nil {
		return ColInfo
	}
	switch k {
	case game.MsgGood:
		return p.LogGood
	case game.MsgBad:
		return p.LogBad
	case game.MsgDeath:
		return p.LogDeath
	}
	return p.LogInfo
}
