// A screen reader's text (issue 38): the log's lines, each once and in order, for the browser page's live
// region; the text of the screen shown, as plain lines in reading order, for its dialog; and the key that
// reads the player's surroundings into the log (game.SurroundingsLine). The page only copies these into
// its DOM (render/a11y_js.go); everything said is decided here, without a display.

package ui

import (
	"image/color"
	"sort"
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
)

// SurroundKey reads what the player sees around them into the log, by direction and distance in words
// ("Around you: north: a kobold, two cells; ..."): no turn passes. It is free on every screen that takes
// commands (play, aim, look); rebound as "surroundings" in settings.toml.
const SurroundKey = 'A'

// MostFed bounds the lines LogFeed hands over at once (a long rest, a bot's run: the last ones) and the
// page's live region (its oldest lines are taken out past it).
const MostFed = 100

// LogFeed follows a game's log for a screen reader's live region: each line handed over once, in order,
// never again after a redraw, a screen change, a reload from the save or a replay's seek. It keeps where
// it read to: how many lines of which game, and the last line's text (to find its place again after the
// log drops its oldest lines, game.LogKept at a time).
type LogFeed struct {
	g    *game.Game
	n    int
	last string
}

// Lines are the lines of g's log said since the last call, at most MostFed (the newest). Of a game the feed
// has not followed yet, the last news lines of its log are news: all of a game begun here (its opening
// lines), the last of a game loaded from its save (the note of its restoring, "Welcome back..."), none of a
// replay's seek or a game played from it (heard before); then the lines added after.
func (f *LogFeed) Lines(g *game.Game, news int) []string {
	if g == nil {
		return nil
	}
	from := f.n
	switch {
	case g != f.g:
		from = max(0, len(g.Log)-max(0, news))
	case len(g.Log) >= f.n && (f.n == 0 || g.Log[f.n-1].Text == f.last):
		// the log grew: the lines after the last read
	default:
		from = len(g.Log) // lost: read on from here, saying nothing twice
		// the log dropped its oldest lines (game.LogKept at a time, at least once): the last line read
		// moved that many back
		for d := game.LogKept; f.n-1-d >= 0; d += game.LogKept {
			if i := f.n - 1 - d; i < len(g.Log) && g.Log[i].Text == f.last {
				from = i + 1
				break
			}
		}
	}
	f.g, f.n = g, len(g.Log)
	if f.n > 0 {
		f.last = g.Log[f.n-1].Text
	}
	from = max(from, len(g.Log)-MostFed)
	out := make([]string, 0, len(g.Log)-from)
	for _, m := range g.Log[from:] {
		out = append(out, m.Text)
	}
	return out
}

// ScreenText is the text of the screen shown, as plain lines in reading order, for a screen reader: what
// the screen draws on layout lay (palette pal), top to bottom and, on one line, left to right (its pieces
// joined by two spaces). The creation screen, the look mode's line, a creature's or an item's description,
// the help, the death screen: each as drawn, the choice marked as the screen marks it ("> "). The settings
// screen says every row, not only those that fit, the chosen one marked. In play (the map, no screen over
// it) there is none: the log's live region speaks there.
func (m *Model) ScreenText(lay Layout, g *game.Game, pal *assets.Palette) []string {
	if _, ok := m.screen.(*Play); ok && g != nil && !g.Over && m.cfg.Replay == nil {
		return nil
	}
	if s, ok := m.screen.(*Settings); ok && g != nil {
		out := []string{s.l().Say("menu.settings.title")}
		for i, row := range s.RowsOf(m.Settings()) {
			mark := "  "
			if i == s.Row {
				mark = "> "
			}
			out = append(out, strings.TrimRight(mark+row.Name+": "+row.Value, " :"))
		}
		return out
	}
	var rec textRecorder
	m.Draw(&Drawing{Painter: &rec, Lay: lay, Game: g, Palette: pal})
	return rec.lines()
}

// textRecorder is a painter that keeps the text drawn and where (ScreenText): the rest draws nothing.
type textRecorder struct{ texts []spokenText }

type spokenText struct {
	s    string
	x, y float64
}

func (r *textRecorder) Text(s string, x, y float64, _ color.RGBA) {
	if strings.TrimSpace(s) != "" {
		r.texts = append(r.texts, spokenText{s, x, y})
	}
}
func (*textRecorder) Fill(float64, float64, float64, float64, float32, float32, float32, float32) {}
func (*textRecorder) Shade(int, int, int, int, float32)                                           {}
func (*textRecorder) Sprite(string, string, float64, float64, float32, float32, float32, float32) {}
func (*textRecorder) Hit(float64, float64, int, rune)                                             {}

// lines are the text kept, a line for each height drawn at, top to bottom, its pieces left to right.
func (r *textRecorder) lines() []string {
	ts := r.texts
	sort.SliceStable(ts, func(i, j int) bool {
		if ts[i].y != ts[j].y {
			return ts[i].y < ts[j].y
		}
		return ts[i].x < ts[j].x
	})
	var out []string
	for i, t := range ts {
		s := strings.TrimSpace(t.s)
		if i > 0 && t.y == ts[i-1].y {
			out[len(out)-1] += "  " + s
			continue
		}
		out = append(out, s)
	}
	return out
}
