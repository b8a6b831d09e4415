// Tests that every screen lays itself out at every text size on every window it may get (issue 32,
// defects 2 and 5): the smallest window, and the phones' widths at their pixel ratios.

package ui

import (
	"fmt"
	"image"
	"image/color"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/save"
	"github.com/cleave-game/cleave/render/prefs"
)

// placedText is a text drawn, where, and the opaque shades drawn before it.
type placedText struct {
	s    string
	x, y float64
}

// placePainter keeps every text drawn with its place, and the rectangles shaded opaque.
type placePainter struct {
	texts  []placedText
	opaque []image.Rectangle // shaded black (alpha 1) before the texts that follow
	marks  []int             // len(opaque) when each text was drawn
}

func (p *placePainter) Text(s string, x, y float64, _ color.RGBA) {
	p.texts = append(p.texts, placedText{s, x, y})
	p.marks = append(p.marks, len(p.opaque))
}
func (p *placePainter) Fill(_, _, _, _ float64, _, _, _, _ float32) {}
func (p *placePainter) Shade(x, y, w, h int, a float32) {
	if a >= 1 {
		p.opaque = append(p.opaque, image.Rect(x, y, x+w, y+h))
	}
}
func (p *placePainter) Sprite(_, _ string, _, _ float64, _, _, _, _ float32) {}
func (p *placePainter) Hit(_, _ float64, _ int, _ rune)                      {}

// fitWindow is a window a screen may be drawn on: its size in device pixels and what the device asks.
type fitWindow struct {
	name string
	w, h int
	opt  LayoutOptions
}

// fitWindows are the smallest desktop window and the phones: 320, 360, 390 and 414 CSS pixels wide (held
// upright, with their usual heights) at device pixel ratios 2 and 3, with the touch bar, at the scale
// that keeps their text readable (render.readableScale: the ratio).
func fitWindows() []fitWindow {
	ws := []fitWindow{{name: "640x480", w: MinW, h: MinH}}
	for _, p := range []image.Point{{320, 568}, {360, 740}, {390, 844}, {414, 896}} {
		for _, dpr := range []int{2, 3} {
			ws = append(ws, fitWindow{fmt.Sprintf("%dx%d@%d", p.X, p.Y, dpr), p.X * dpr, p.Y * dpr,
				LayoutOptions{MinScale: dpr, Touch: true}})
		}
	}
	return ws
}

// fitScreens are the screens to draw: a name, whether a game is under it, and how to open it.
func fitScreens(t *testing.T) []struct {
	name   string
	inGame bool
	open   func(m *Model, g *game.Game)
} {
	return []struct {
		name   string
		inGame bool
		open   func(m *Model, g *game.Game)
	}{
		{"creation: rules", false, func(m *Model, _ *game.Game) { m.screen = &Creation{Step: StepRules} }},
		{"creation: race", false, func(m *Model, _ *game.Game) { m.screen = &Creation{Step: StepRace} }},
		{"creation: background", false, func(m *Model, _ *game.Game) { m.screen = &Creation{Step: StepBackground} }},
		{"creation: kind of run", false, func(m *Model, _ *game.Game) { m.screen = &Creation{Step: StepMode} }},
		{"high scores", false, func(m *Model, _ *game.Game) { m.screen = &Scores{} }},
		{"a rule set's page", false, func(m *Model, _ *game.Game) { m.screen = &RulesPage{Name: "cleave"} }},
		{"settings", true, func(m *Model, _ *game.Game) { m.openSettings() }},
		{"settings, an action's row", true, func(m *Model, _ *game.Game) {
			m.openSettings()
			m.screen.(*Settings).Row = m.screen.(*Settings).firstAction() + 3
		}},
		{"help", true, func(m *Model, _ *game.Game) { m.screen = &Help{} }},
		{"item search", true, func(m *Model, g *game.Game) {
			g.Items = append(g.Items[:0:0], game.FloorItem{Pos: g.Player.Pos, Item: game.Item{Kind: game.ItemWeapon, Name: "bastard sword", Count: 1}})
			m.screen = &Find{Query: "sword of a very long name typed"}
		}},
		{"bestiary", true, func(m *Model, g *game.Game) {
			g.Met = nil
			for _, c := range g.Data().Creatures { // every kind, the longest names among them
				g.Met = append(g.Met, game.Met{Kind: c.Name, Depth: 12, Turn: 123456})
			}
			g.Player.KillsByKind = map[string]int{"kobold": 1234, "Grizzletooth": 1}
			m.cfg.Numbers = true
			m.bestiary(g)
			m.screen.(*Bestiary).Sel = len(g.Met) - 1
		}},
		{"character", true, func(m *Model, _ *game.Game) { m.screen = &Character{} }},
		{"history", true, func(m *Model, _ *game.Game) { m.screen = &History{} }},
		{"inventory", true, func(m *Model, _ *game.Game) { m.screen = &Pick{For: ForLook} }},
		{"slots", true, func(m *Model, _ *game.Game) { m.screen = &Slots{} }},
		{"description", true, func(m *Model, g *game.Game) {
			m.screen = &Description{Items: [][]string{g.DescribeItem(g.Player, g.Player.Worn[game.SlotMain], true)}}
		}},
		{"save failed", true, func(m *Model, _ *game.Game) { m.screen = &SaveFailed{Reason: "the disk is full"} }},
		{"update question", true, func(m *Model, _ *game.Game) { m.screen = &UpdateQuestion{} }},
		{"death", true, func(_ *Model, g *game.Game) {
			g.Player.KillsByKind = map[string]int{"kobold": 3, "Grizzletooth": 1, "giant rat": 2}
			g.Over = true
		}},
	}
}

// TestEveryScreenFitsItsWindow (issue 32, defects 2 and 5): on every window (the smallest, every phone)
// at every text size, no text of any screen runs past the screen's right edge or starts left of it, and no
// screen over the map writes where the side panel shows: where its text crosses the panel, the screen has
// covered the panel first (the panel's bars do not show through its words).
func TestEveryScreenFitsItsWindow(t *testing.T) {
	g, _ := newGame(t, game.Character{}, nil)
	pals, err := assets.Palettes()
	require.NoError(t, err)
	for _, win := range fitWindows() {
		for text := 1; text <= prefs.MaxTextSize; text++ {
			for _, sc := range fitScreens(t) {
				t.Run(fmt.Sprintf("%s/text %d/%s", win.name, text, sc.name), func(t *testing.T) {
					m := New(Config{Data: g.Data(), PagerRows: 20, PagerColumns: 60}, false)
					defer func() { g.Over = false }()
					m.cfg.Scores = func() (save.HighScores, int, string) {
						return save.HighScores{Entries: []save.ScoreEntry{{Score: 1234, Title: "Thora the dwarf warrior",
							Cause: "Grizzletooth's hand axe", Depth: 3, Deepest: 4, Turns: 4321}}}, 0, ""
					}
					opt := win.opt
					opt.TextSize = text
					lay := NewLayout(win.w, win.h, 16, opt)
					sc.open(m, g)
					shown := g
					if !sc.inGame {
						shown = nil
					}
					p := &placePainter{}
					m.Draw(&Drawing{Painter: p, Lay: lay, Game: shown, Palette: &pals[0]})
					require.NotEmpty(t, p.texts, "the screen draws")
					for i, tx := range p.texts {
						right := tx.x + float64(utf8.RuneCountInString(tx.s)*lay.CharW)
						assert.GreaterOrEqual(t, tx.x, 0.0, "%q starts left of the screen", tx.s)
						assert.LessOrEqual(t, right, float64(lay.W), "%q runs %v pixels past the right edge (%d wide, %d columns at x %v)",
							tx.s, right-float64(lay.W), lay.W, lay.W/lay.CharW, tx.x)
						if !sc.inGame || tx.y >= float64(lay.Log.Min.Y) {
							continue // the title has no panel; the prompt is the log's
						}
						box := image.Rect(int(tx.x), int(tx.y), int(right), int(tx.y)+lay.LineH)
						if !box.Overlaps(lay.Panel) {
							continue
						}
						covered := false
						for _, r := range p.opaque[:p.marks[i]] {
							if box.Intersect(lay.Panel).In(r) {
								covered = true
							}
						}
						assert.True(t, covered, "%q is written over the side panel (%v) where it shows", tx.s, lay.Panel)
					}
				})
			}
		}
	}
}
