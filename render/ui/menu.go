// The menu (issue 32, the gamepad's Start): the screens that have no button of their own on a pad, in a short
// list the d-pad moves through and A opens: the settings, the bestiary, the item search, the level map, the
// character, the messages and the help; giving the run up (issue 37: the touch screen's way to it); and the
// surroundings read out in the log (issue 38: a screen reader's A on a phone).

package ui

import "github.com/cleave-game/cleave/game"

// MenuKey opens the menu: the pad's Start by default, ` on a keyboard (which has a key for each screen).
const MenuKey = '`'

// menuRowKey is the key a tap or a click on row i of the menu types (Painter.Hit): a character of Unicode's
// private use area, past the item search's (findRowKey and findLetterKey), that no keyboard types.
func menuRowKey(i int) rune { return '\uE500' + rune(i) }

// menuRow is a row of the menu: the key of its words (menu.toml's [menu]), and the command of play it does.
type menuRow struct {
	Label string
	Key   rune
}

// menuRows are the menu's rows, in order: the settings first (Start, then A: the pad's way to them).
var menuRows = []menuRow{
	{"menu.menu.settings", SettingsKey},
	{"menu.menu.bestiary", BestiaryKey},
	{"menu.menu.find", FindKey},
	{"menu.menu.overview", OverviewKey},
	{"menu.menu.character", '@'},
	{"menu.menu.history", 'P'},
	{"menu.menu.help", '?'},
	{"menu.menu.give_up", GiveUpKey},
	{"menu.menu.surroundings", SurroundKey}, // issue 38: the surroundings (A) on a phone, a screen reader's
}

// Menu is the menu: the d-pad (the arrows) moves the row highlighted, A (Enter), a tap or a click opens its
// screen, B (Escape) or Start (the menu's own key) goes back. Nothing of it takes a turn.
type Menu struct {
	spoken
	rowList
}

func (s *Menu) prompt() string { return s.l().Say("menu.menu.prompt") }

// touchPrompt names the taps.
func (s *Menu) touchPrompt() string { return s.l().Say("menu.menu.touch_prompt") }

func (s *Menu) update(m *Model, in *Input, g *game.Game) {
	if in.Pressed.Has(KeyEscape) {
		m.back()
		return
	}
	for _, c := range append(in.Typed, in.Commands...) {
		if c == MenuKey {
			m.back()
			return
		}
		if i := int(c - menuRowKey(0)); i >= 0 && i < len(menuRows) {
			s.open(m, g, i)
			return
		}
	}
	keys := make([]rune, len(menuRows))
	for i, r := range menuRows {
		keys[i] = r.Key
	}
	if s.pick(m, in, keys) != 0 {
		s.open(m, g, s.Row)
	}
}

// open opens the screen of row i, as its key does in play.
func (s *Menu) open(m *Model, g *game.Game, i int) {
	s.Row = i
	m.back()
	m.command(menuRows[i].Key, g)
}

// draw lists the rows, the highlighted one marked, each a place to tap.
func (s *Menu) draw(m *Model, d *Drawing) {
	x, y := d.panel(s.l().Say("menu.menu.title"))
	for i, r := range menuRows {
		mark := "  "
		if i == s.Row {
			mark = "> "
		}
		line := mark + s.l().Say(r.Label)
		if cols := d.columnsFrom(x); runes(line) > cols {
			line = string([]rune(line)[:cols-1]) + "~"
		}
		d.Text(line, x, y, rowColour(i == s.Row))
		d.Hit(x, y, d.Lay.CharW*runes(line), menuRowKey(i))
		y += d.lineH()
	}
	d.promptOrNotice(m, d.promptOf(s))
}
