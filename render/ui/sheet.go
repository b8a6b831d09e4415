// The character screen's lines (@), built here so the model knows how long the screen is (it scrolls on a
// short screen) and the renderer only colours them.

package ui

import (
	"fmt"
	"strings"

	"github.com/cleave-game/cleave/assets"
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
// attacks, the magic known, the skills, the talents and the stances with what each gives.
func CharacterLines(g *game.Game) []SheetLine {
	pl := g.Player
	sh := g.CharacterSheet(pl)
	var out []SheetLine
	add := func(s string, k LineKind, gap bool) { out = append(out, SheetLine{Text: s, Kind: k, Gap: gap}) }
	add(fmt.Sprintf("Str %d   Dex %d   HP %d/%d   Stance: %s", sh.Str, sh.Dex, sh.HP, sh.MaxHP, sh.Stance), LineInfo, false)
	// The rule set's numbers in its own terms, and no other's (RULES.md §32): the chapter's Dv and Pv,
	// thac0's AC and THAC0...
	add(ruleset.NumbersText(sh.Rules.Numbers)+fmt.Sprintf("   Stamina %d/%d", sh.Stamina, sh.MaxStamina), LineInfo, false)
	if sh.Rules.Line != "" {
		add(sh.Rules.Line, LineInfo, false)
	}
	for _, o := range g.RuleSet().Options() { // the player's choices under the rule set: its guard (RULES.md §35.2)
		if o.Hint != 0 {
			add(fmt.Sprintf("  %c: change your %s (%s)", o.Hint, o.Title, strings.Join(o.Turned(), ", ")), LineDim, false)
		}
	}
	load := fmt.Sprintf("Load %.0f lb", sh.Carried)
	if sh.Burden != "" {
		load += " (" + sh.Burden + ")"
	}
	if len(sh.Status) > 0 {
		load += "   " + strings.Join(sh.Status, ", ")
	}
	add(load+fmt.Sprintf("   Kills %d", sh.Kills), LineInfo, false)
	add("Attacks", LineTitle, true)
	for _, a := range sh.Attacks {
		add(fmt.Sprintf("  %-28s %s", a.Label, a.Text), LineInfo, false)
	}
	if len(sh.Magic) > 0 {
		add("Magic you know of", LineTitle, true)
		for _, m := range sh.Magic {
			add("  "+m, LineInfo, false)
		}
	}
	add("Skills and styles", LineTitle, true)
	for _, s := range sh.Skills {
		add(fmt.Sprintf("  %-22s rank %2d   %d/%d to the next", s.Name, s.Rank, s.Uses, s.Next), LineInfo, false)
	}
	if t := sh.TalentLine(game.LangOf(g)); t != "" { // RULES.md §27
		add(t, LineInfo, false)
	}
	// The luck ledger (RULES.md §39): what the dice rolled against what the exact odds expected.
	add("The dice against the exact odds", LineTitle, true)
	for _, l := range g.Ledger.LuckLines() {
		k := LineInfo
		if !strings.HasPrefix(l, " ") {
			k = LineDim
		}
		add(l, k, false)
	}
	add("Stances (their keys; what each changes under "+g.RulesName()+")", LineTitle, true)
	for i, e := range g.StanceEffects(pl) {
		k, mark := LineDim, ' '
		if e.Stance == sh.Stance || (sh.Stance == "" && e.Stance == assets.NeutralStance) {
			k, mark = LineInfo, '*'
		}
		add(fmt.Sprintf("%c %d %-11s %s", mark, i+1, e.Stance, StanceText(e, g.RulesName())), k, false)
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

// StanceText is what stance effect e changes under the rule set named rules, as the @ screen says it:
// "THAC0 +4 (worse), damage -3, AC -4 (better), stamina +3"; the stance's numbers that change nothing
// under it are said to ("damage -3 does nothing under tiers"); "nothing" for a stance that changes
// nothing.
func StanceText(e game.StanceEffect, rules string) string {
	var parts []string
	for _, c := range e.Changes {
		parts = append(parts, c.String())
	}
	if e.Stamina != 0 {
		parts = append(parts, fmt.Sprintf("stamina %+d", e.Stamina))
	}
	out := strings.Join(parts, ", ")
	if out == "" {
		out = "nothing"
	}
	if len(e.Nothing) > 0 {
		out += "; " + strings.Join(e.Nothing, ", ") + " does nothing under " + rules
	}
	return out
}
