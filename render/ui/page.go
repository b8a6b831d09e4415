// The rule sets' help pages (issue 31): a page of the data (assets/pages/NAME.toml) shown as a screen,
// opened from the creation screen's rule-set step, from the help and from the side panel's "Rules:" line.

package ui

import (
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/prefs"
)

// RulesPageKey is the key a tap or a click on the side panel's "Rules:" line or the help's rules line
// types: it opens the rule set's page (a rune of no keyboard's, so no binding takes it).
const RulesPageKey = '\uE031'

// HelpRulesKey is the key of the help screen that opens the page of the game's rule set.
const HelpRulesKey = 'r'

// PageKey is the key of the help and of the creation screen's rule-set step that opens a page.
const PageKey = '?'

// RulesPage shows the help page of the rule set Name; Escape, Enter or a key goes back to the screen it
// was opened from, the direction keys and Page Up and Down (a click, a tap) scroll it.
type RulesPage struct {
	scroll
	Name string
	from Screen
}

func (s *RulesPage) prompt() string { return "" }

func (s *RulesPage) update(m *Model, in *Input, _ *game.Game) {
	s.scroll.update(m, in, len(PageLines(m.cfg.Data, s.Name, m.cfg.Settings.Keys)), func() {
		if s.from != nil {
			m.screen = s.from
			return
		}
		m.back()
	})
}

// openPage shows the page of rule set name over the screen shown, which it goes back to.
func (m *Model) openPage(name string) {
	m.screen = &RulesPage{Name: name, from: m.screen}
}

// PageLines are the lines of the page of rule set name, its keys written under bindings k and its data
// names as names; a rule set with no page says so.
func PageLines(d *assets.Data, name string, k prefs.Keys) []SheetLine {
	a, ok := d.About(name)
	if !ok {
		return []SheetLine{{Text: "No page is written for the rule set " + name + "."}}
	}
	fill := func(s string) string {
		s = strings.Join(strings.Fields(s), " ")
		return assets.FillNames(s, func(action string) string { return fillKeys("{"+action+"}", k) })
	}
	lines := []SheetLine{{Text: fill(a.Summary), Kind: LineDim}}
	for _, sec := range []struct{ head, text string }{
		{"Where it comes from", a.Source}, {"A blow", a.Blow}, {"Your numbers", a.Numbers},
		{"Stances", a.Stances}, {"Shields", a.Shields}, {"Armour", a.Armour}, {"Sneak attacks", a.Sneak},
		{"Magic items", a.Magic}, {"Spells", a.Spells}, {"What it leaves out", a.LeftOut},
	} {
		lines = append(lines, SheetLine{Text: sec.head, Kind: LineTitle, Gap: true}, SheetLine{Text: fill(sec.text)})
	}
	if len(a.Conditions) > 0 {
		lines = append(lines, SheetLine{Text: "Conditions", Kind: LineTitle, Gap: true})
		for _, c := range a.Conditions {
			lines = append(lines, SheetLine{Text: fill(c.Name) + ": " + fill(c.Means)})
		}
	}
	return lines
}

// PageTitle is the title of the page of rule set name.
func PageTitle(d *assets.Data, name string) string {
	if a, ok := d.About(name); ok {
		return "Rules: " + name + ": " + a.Title
	}
	return "Rules: " + name
}

// draw draws the page, scrolled.
func (s *RulesPage) draw(m *Model, d *Drawing) {
	x, y := d.panel(PageTitle(m.cfg.Data, s.Name))
	how := "Arrows or Page Up/Down scroll; Escape or Enter goes back."
	if !d.Lay.Bar.Empty() { // the touch bar: a finger
		how = "A tap scrolls on, and at the end goes back; esc goes back."
	}
	lines := append(PageLines(m.cfg.Data, s.Name, m.cfg.Settings.Keys), SheetLine{Text: how, Kind: LineDim, Gap: true})
	d.scrolled(x, y, lines, s.Scroll)
}
