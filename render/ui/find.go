// Item search (DCSS's Ctrl-F): type part of a name, see the items seen on every floor visited that match,
// and travel to one.

package ui

import (
	"slices"
	"strings"
	"unicode"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// FindKey opens the item search. DCSS's Ctrl-F belongs to the browser (it never reaches the game there), so
// the search has a plain key: F, free, and "find" by its letter.
const FindKey = 'F'

// Find is the item search: the player types part of a name (Backspace takes a character back), up and
// down choose among the items found (game.FindItems: only those on cells the player has seen, on every
// floor visited, by the names the player knows), Enter travels to the one chosen — on this floor to its
// cell, on another to the stairs toward it — and Escape goes back. Nothing of it takes a turn.
//
// On a touch screen, which has no keys to type with, the list of every item seen is what the player works
// with: a tap on an item chooses it, a tap on the item chosen travels there; a row of the first letters of
// the items' names (a tap shows only the names that begin with that letter, "all" every one again) narrows
// a long list, and a tap on "more below" shows the next page.
type Find struct {
	Query   string
	Initial rune // the first letter of the names shown (0: every name), the touch screen's filter
	Sel     int  // the item chosen, an index of Results
	top     int  // the first item the last drawing listed
	rows    int  // how many items the last drawing listed
}

// The keys a tap on the item search types (Painter.Hit), of Unicode's private use area past the settings
// screen's (settingsRowKey): findRowKey(i) on the row of Results' item i, findLetterKey(c) on the letter c
// (a to z, or Cyrillic а to я: the names of a Russian game) of the row of first letters (findAllKey on its
// "all"), findMoreKey on "more below".
func findRowKey(i int) rune { return '\uE300' + rune(i) }

func findLetterKey(c rune) rune {
	if c >= 'а' && c <= 'я' {
		return '\uE420' + c - 'а'
	}
	return '\uE400' + c - 'a'
}

// letterOfKey is the letter whose key (findLetterKey) k is, 0 for a key of none.
func letterOfKey(k rune) rune {
	switch {
	case k >= findLetterKey('a') && k <= findLetterKey('z'):
		return 'a' + k - findLetterKey('a')
	case k >= findLetterKey('а') && k <= findLetterKey('я'):
		return 'а' + k - findLetterKey('а')
	}
	return 0
}

const (
	findRows    = 0x100
	findAllKey  = '\uE400' + 26
	findMoreKey = '\uE400' + 27
)

// find opens the item search with nothing typed: every item seen is listed.
func (m *Model) find(_ *game.Game) { m.screen = &Find{} }

// prompt is a key: the drawing says it in its language (Drawing.prompt).
func (s *Find) prompt() string { return "play.find.prompt" }

// touchPrompt names the taps (a key, as prompt).
func (s *Find) touchPrompt() string { return "play.find.touch_prompt" }

// Results are the items the search finds for what is typed (and of the letter tapped, on a touch screen).
func (s *Find) Results(g *game.Game) []game.Found {
	found := g.FindItems(s.Query)
	if s.Initial == 0 {
		return found
	}
	return slices.DeleteFunc(found, func(f game.Found) bool { return initial(f.Name) != s.Initial })
}

// initial is the first letter of name past a count ("5 sling bullets": s), in lower case (0: it begins with
// no letter a to z nor а to я; ё is е's).
func initial(name string) rune {
	for _, c := range strings.ToLower(name) {
		if c >= 'a' && c <= 'z' || c >= 'а' && c <= 'я' {
			return c
		}
		if c == 'ё' {
			return 'е'
		}
		if unicode.IsLetter(c) {
			return 0
		}
	}
	return 0
}

// Initials are the first letters of the names of every item seen that the search's typing finds, in order.
func (s *Find) Initials(g *game.Game) []rune {
	var out []rune
	for _, f := range g.FindItems(s.Query) {
		if c := initial(f.Name); c != 0 && !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	slices.Sort(out)
	return out
}

// tapped takes the keys of the tick's taps (findRowKey and the others, typed by a tap alone): it reports
// whether one was.
func (s *Find) tapped(m *Model, in *Input, g *game.Game) bool {
	for _, c := range in.Typed {
		switch {
		case c == findAllKey:
			s.Initial, s.Sel = 0, 0
		case c == findMoreKey:
			s.Sel = max(0, min(len(s.Results(g))-1, s.top+2*s.rows-1)) // the next page, its last item chosen
		case letterOfKey(c) != 0:
			s.Initial, s.Sel = letterOfKey(c), 0
		case c >= findRowKey(0) && c < findRowKey(findRows):
			r, i := s.Results(g), int(c-findRowKey(0))
			switch {
			case i >= len(r):
			case i == s.Sel:
				m.notice = ""
				s.travel(m, g, r[i]) // its notice says where to, or why not
				return true
			default:
				s.Sel = i
			}
		default:
			continue
		}
		m.notice = ""
		return true
	}
	return false
}

func (s *Find) update(m *Model, in *Input, g *game.Game) {
	if s.tapped(m, in, g) {
		return
	}
	n := len(s.Results(g))
	switch {
	case in.Pressed.Has(KeyEscape) || named(in, "Escape"):
		m.back()
		return
	case in.Pressed.Has(KeyEnter) || named(in, "Enter"):
		if r := s.Results(g); s.Sel < len(r) {
			s.travel(m, g, r[s.Sel])
		} else {
			m.notice = m.Lang().Say("play.find.none")
		}
		return
	case named(in, "Up") && n > 0:
		s.Sel = (s.Sel + n - 1) % n
		return
	case (named(in, "Down") || in.Pressed.Has(KeyTab)) && n > 0:
		s.Sel = (s.Sel + 1) % n
		return
	case named(in, "Backspace") && s.Query != "":
		r := []rune(s.Query)
		s.Query, s.Sel = string(r[:len(r)-1]), 0
		m.notice = ""
		return
	}
	for _, c := range in.Typed {
		if c >= ' ' && c != 0x7f && !unicode.In(c, unicode.Co) && len(s.Query) < findLongest {
			s.Query += string(c)
			s.Sel = 0
			m.notice = ""
		}
	}
}

// findLongest is the longest search typed, in bytes: longer than any item's name.
const findLongest = 40

// travel leaves the search and walks toward item f: to its cell on this floor, to the stairs toward its
// floor on another; or says why not. Travel is play's (walk.go): it stops for danger as > does, and does
// not begin with a foe in view.
func (s *Find) travel(m *Model, g *game.Game, f game.Found) {
	l, item := m.Lang(), text.S("item", f.Name)
	if f.Depth == g.Depth {
		switch {
		case f.Pos == g.Player.Pos:
			m.notice = l.Say("play.find.here", item)
			return
		case m.play.refuseWithFoe(m, g, "play.walk.travel"):
			return
		}
		if _, ok := g.Walks().TravelStep(f.Pos); !ok {
			m.notice = l.Say("play.find.no_way", item)
			return
		}
		m.back()
		m.notice = l.Say("play.find.travel", item)
		m.play.begin(walkClick, f.Pos)
		return
	}
	kind, way := levels.StairsDown, downArg(f.Depth > g.Depth)
	if f.Depth < g.Depth {
		kind = levels.StairsUp
	}
	args := []text.Arg{item, text.N("depth", f.Depth), way}
	if g.Level.At(g.Player.Pos) == kind {
		m.back()
		m.notice = l.Say("play.find.on_stairs", args...)
		return
	}
	p, ok := g.Walks().StairsTo(kind)
	if !ok {
		m.notice = l.Say("play.find.no_stairs", args...)
		return
	}
	if m.play.refuseWithFoe(m, g, "play.walk.travel") {
		return
	}
	if _, ok := g.Walks().TravelStep(p); !ok {
		m.notice = l.Say("play.find.no_way_stairs", args...)
		return
	}
	m.back()
	m.notice = l.Say("play.find.travel_stairs", args...)
	m.play.begin(walkStairs, p)
}

// FoundWhere says where item f lies from the player, in words of g's language: "here", "12 north, 3 east",
// or on another floor "level 3, 2 floors down".
func FoundWhere(g *game.Game, f game.Found) string {
	l := game.LangOf(g)
	if f.Depth == g.Depth {
		if f.Pos == g.Player.Pos {
			return l.Say("play.find.where_here")
		}
		return place(l, g.Player.Pos, f.Pos)
	}
	n := f.Depth - g.Depth
	return l.Say("play.find.where_level", text.N("depth", f.Depth), text.N("n", max(n, -n)), downArg(n > 0))
}
