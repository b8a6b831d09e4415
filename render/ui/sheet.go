// The character screen's lines (@), built here so the model knows how long the screen is (it scrolls on a
// short screen) and the renderer only colours them.

package ui

import (
	"fmt"
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/cleave-game/cleave/game"
)

// LineKind is how a line of a screen is shown: a title, a plain line, a dim one.
type LineKind uint8

// The kinds of line.
const (
	LineInfo LineKind = iota
	LineTitle
	LineDim
)

// SheetLine is a line of a screen of text (the @ screen): its text, its kind, and whether a little room goes
// before it (a new part).
type SheetLine struct {
	Text string
	Kind LineKind
	Gap  bool
}

// CharacterLines are the lines of the @ screen for the player of g, below its title: the stats, the
// attacks, the magic known, the skills, the talents and the stances with what each gives; in g's language.
func CharacterLines(g *game.Game) []SheetLine {
	pl, l := g.Player, game.LangOf(g)
	sh := g.CharacterSheet(pl)
	var out []SheetLine
	add := func(s string, k LineKind, gap bool) { out = append(out, SheetLine{Text: s, Kind: k, Gap: gap}) }
	add(l.Say("play.sheet.stats", text.N("str", sh.Str), text.N("dex", sh.Dex), text.N("hp", sh.HP), text.N("max", sh.MaxHP),
		text.S("stance", game.StanceName(l, sh.Stance))), LineInfo, false)
	// The rule set's numbers in its own terms, and no other's (RULES.md §32): the chapter's Dv and Pv,
	// thac0's AC and THAC0...
	add(l.Say("play.sheet.stamina", text.S("numbers", ruleset.SayNumbers(l, sh.Rules.Numbers)), text.N("stamina", sh.Stamina),
		text.N("max", sh.MaxStamina)), LineInfo, false)
	if sh.Rules.Line != "" {
		add(sh.Rules.Line, LineInfo, false)
	}
	for _, o := range g.RuleSet().Options() { // the player's choices under the rule set: its guard (RULES.md §35.2)
		if o.Hint != 0 {
			add(l.Say("play.sheet.option", text.S("key", string(o.Hint)), text.S("option", o.Title),
				text.S("turned", strings.Join(o.Turned(), ", "))), LineDim, false)
		}
	}
	add(l.Say("play.sheet.load", text.S("lb", fmt.Sprintf("%.0f", sh.Carried)), text.S("burden", orNone(sh.Burden)),
		text.S("status", orNone(strings.Join(sh.Status, ", "))), text.N("kills", sh.Kills)), LineInfo, false)
	add(l.Say("play.sheet.attacks"), LineTitle, true)
	for _, a := range sh.Attacks {
		add(fmt.Sprintf("  %-28s %s", a.Label, a.Text), LineInfo, false)
	}
	if len(sh.Magic) > 0 {
		add(l.Say("play.sheet.magic"), LineTitle, true)
		for _, m := range sh.Magic {
			add("  "+m, LineInfo, false)
		}
	}
	add(l.Say("play.sheet.skills"), LineTitle, true)
	for _, s := range sh.Skills {
		add(l.Say("play.sheet.skill", text.S("name", fmt.Sprintf("%-22s", s.Name)), text.S("rank", fmt.Sprintf("%2d", s.Rank)),
			text.N("uses", s.Uses), text.N("next", s.Next)), LineInfo, false)
	}
	if t := sh.TalentLine(game.LangOf(g)); t != "" { // RULES.md §27
		add(t, LineInfo, false)
	}
	// The luck ledger (RULES.md §39): what the dice rolled against what the exact odds expected.
	add(l.Say("play.sheet.dice"), LineTitle, true)
	for _, l := range g.Ledger.LuckLinesIn(game.LangOf(g)) {
		k := LineInfo
		if !strings.HasPrefix(l, " ") {
			k = LineDim
		}
		add(l, k, false)
	}
	add(l.Say("play.sheet.stances", text.S("rules", g.RulesName())), LineTitle, true)
	for i, e := range g.StanceEffects(pl) {
		k, mark := LineDim, ' '
		if e.Stance == sh.Stance || (sh.Stance == "" && e.Stance == assets.NeutralStance) {
			k, mark = LineInfo, '*'
		}
		name := game.StanceName(l, e.Stance)
		add(fmt.Sprintf("%c %d %s %s", mark, i+1, name+strings.Repeat(" ", max(0, stanceColumn(l, g)-runes(name))), StanceTextIn(l, e, g.RulesName())), k, false)
	}
	return out
}

// scroll is the scrolling of a screen longer than the room it has (the help, the @ screen): the direction
// keys scroll a line, Page Up and Page Down pageScroll lines, a click or a tap pageScroll lines and, past
// the end, goes back; Escape, Enter or a typed key go back.
type scroll struct {
	Scroll int // how many lines are scrolled past
}

// pageScroll is how many lines Page Down, Page Up, a click or a tap scroll.
const pageScroll = 8

// update scrolls a screen of n lines, or goes back (back: to the screen it was opened from).
func (s *scroll) update(m *Model, in *Input, n int, back func()) {
	last := max(0, n-1)
	switch {
	case in.Pressed.Has(KeyPageDown):
		s.Scroll = min(last, s.Scroll+pageScroll)
	case in.Pressed.Has(KeyPageUp):
		s.Scroll = max(0, s.Scroll-pageScroll)
	case in.Click && s.Scroll+pageScroll <= last:
		s.Scroll += pageScroll
	case in.Click:
		back()
	case in.Wheel != 0:
		s.Scroll = max(0, min(last, s.Scroll+in.Wheel))
	default:
		if d, ok := m.step(in); ok && d.Y != 0 {
			s.Scroll = max(0, min(last, s.Scroll+d.Y))
			return
		}
		if in.Pressed.Has(KeyEscape) || in.Pressed.Has(KeyEnter) || len(in.Typed) > 0 {
			back()
		}
	}
}

// StanceText is what stance effect e changes under the rule set named rules, in English: StanceTextIn.
func StanceText(e game.StanceEffect, rules string) string {
	return StanceTextIn(lang.English(), e, rules)
}

// StanceTextIn is what stance effect e changes under the rule set named rules, as the @ screen says it in
// l: "THAC0 +4 (worse), damage -3, AC -4 (better), stamina +3"; the stance's numbers that change nothing
// under it are said to ("damage -3 does nothing under tiers"); "nothing" for a stance that changes
// nothing.
func StanceTextIn(l *text.Lang, e game.StanceEffect, rules string) string {
	var parts []string
	for _, c := range e.Changes {
		parts = append(parts, c.Say(l))
	}
	if e.Stamina != 0 {
		parts = append(parts, l.Say("play.sheet.stance_stamina", text.S("n", fmt.Sprintf("%+d", e.Stamina))))
	}
	out := strings.Join(parts, ", ")
	if out == "" {
		out = l.Say("play.sheet.stance_nothing")
	}
	if len(e.Nothing) > 0 {
		out = l.Say("play.sheet.stance_idle", text.S("changes", out), text.S("idle", strings.Join(e.Nothing, ", ")), text.S("rules", rules))
	}
	return out
}

// orNone is s, or "none" (as a template's select reads no value) for "".
func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// stanceColumn is the width of the @ screen's column of stance names in l: the longest name's, and at least
// the 11 columns English has always given it.
func stanceColumn(l *text.Lang, g *game.Game) int {
	n := 11
	for _, st := range g.Data().Stances {
		n = max(n, runes(game.StanceName(l, st.Name)))
	}
	return n
}
