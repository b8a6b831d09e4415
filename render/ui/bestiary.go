// The bestiary (issue 32, as Angband's monster recall): every kind of creature met this game, its look, what
// the player knows of it and the odds of a fight with it in words.

package ui

import (
	"slices"

	"github.com/cleave-game/cleave/game"
)

// BestiaryKey opens the bestiary: M, for monsters (free in play; Angband's ~ is bound to it too).
const BestiaryKey = 'M'

// bestiaryRow is the key a tap or a click on row i of the bestiary's list types (Painter.Hit): a character
// of Unicode's private use area, past the side panel's (RulesPageKey), that no keyboard types.
func bestiaryRow(i int) rune { return '\uE100' + rune(i) }

// bestiaryRows is how many rows the keys of bestiaryRow can name.
const bestiaryRows = 0x100

// Bestiary lists every kind of creature met this game (game.Bestiary), in the order first met, each with
// its sprite, its name and how a fight with it looks; under the list, the recall of the one chosen
// (game.Recall: the look screen's words, where and when first seen, the kills, the odds both ways, and
// the exact numbers when asked for). Up and down (the keys, the pad's d-pad, the mouse wheel) choose, Page
// Up and Page Down by a page, Home and End the first and the last; a tap or a click chooses a row, and on
// the row chosen (or Enter) opens its whole recall; Escape or M goes back. Nothing of it takes a turn.
type Bestiary struct {
	Sel     int
	Numbers bool         // show the exact numbers (Config.Numbers)
	Kinds   []game.Known // worked out when it opens: the game does not move while it is shown
	top     int          // the first row of the list drawn
	rows    int          // how many rows of the list the last drawing held
}

// bestiary opens the bestiary, or says that the player has met nothing yet.
func (m *Model) bestiary(g *game.Game) {
	kinds := g.Bestiary()
	if len(kinds) == 0 {
		m.notice = m.Lang().Say("play.bestiary.none")
		return
	}
	m.screen = &Bestiary{Kinds: kinds, Numbers: m.cfg.Numbers}
}

// prompt is a key: the drawing says it in its language (Drawing.prompt).
func (s *Bestiary) prompt() string { return "play.bestiary.prompt" }

// touchPrompt names the taps and the touch bar's buttons (a key, as prompt).
func (s *Bestiary) touchPrompt() string { return "play.bestiary.touch_prompt" }

// Lines are the recall of the kind chosen as the screen shows it: the words, then the numbers when asked
// for.
func (s *Bestiary) Lines() []string {
	if s.Sel >= len(s.Kinds) {
		return nil
	}
	r := s.Kinds[s.Sel].Recall
	out := slices.Clone(r.Lines)
	if s.Numbers {
		out = append(out, r.Numbers...)
	}
	return out
}

func (s *Bestiary) update(m *Model, in *Input, _ *game.Game) {
	n := len(s.Kinds)
	page := max(1, s.rows-1)
	switch {
	case in.Pressed.Has(KeyEscape) || slices.Contains(in.Typed, BestiaryKey) || slices.Contains(in.Typed, '~') ||
		slices.Contains(in.Commands, BestiaryKey): // its own key, or the touch bar's button, again
		m.back()
		return
	case n == 0:
		return
	case in.Pressed.Has(KeyEnter):
		s.open(m)
		return
	case in.Pressed.Has(KeyPageDown): // PgDn and PgUp, Home and End are moves too (the diagonals): not both
		s.Sel += page
	case in.Pressed.Has(KeyPageUp):
		s.Sel -= page
	case named(in, "Home"):
		s.Sel = 0
	case named(in, "End"):
		s.Sel = n - 1
	case in.Wheel != 0:
		s.Sel += in.Wheel
	default:
		if d, ok := m.step(in); ok {
			s.Sel += d.Y
		}
	}
	for _, c := range in.Typed {
		if i := int(c - bestiaryRow(0)); i >= 0 && i < min(n, bestiaryRows) {
			if i == s.Sel { // a row's key comes of a tap or a click on it alone (Painter.Hit)
				s.open(m)
				return
			}
			s.Sel = i
		}
	}
	s.Sel = max(0, min(s.Sel, n-1))
}

// open shows the whole recall of the kind chosen on the creature describe screen; any key comes back.
func (s *Bestiary) open(m *Model) {
	k := s.Kinds[s.Sel]
	m.screen = &CreatureInfo{Look: k.Recall, Numbers: s.Numbers, from: s}
}
