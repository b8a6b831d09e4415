// The rule sets' help pages (issue 31): a page of the data (assets/pages/NAME.toml) shown as a screen,
// opened from the creation screen's rule-set step, from the help and from the side panel's "Rules:" line.

package ui

import (
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat/ruleset"
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
	s.scroll.update(m, in, len(PageLines(m.Lang(), m.cfg.Data, s.Name, m.cfg.Settings.Keys)), func() {
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

// PageLines are the lines of the page of rule set name in language l, its keys written under bindings k and
// its data names as l names them; a rule set with no page says so. Another language's page is its data
// folder's (data/page.toml: lang.Text of kind "page"), each text the data's own where it gives none.
func PageLines(l *text.Lang, d *assets.Data, name string, k prefs.Keys) []SheetLine {
	a, ok := d.About(name)
	if !ok {
		return []SheetLine{{Text: l.Say("ruleset.page.none", text.S("name", name))}}
	}
	page := func(form, english string) string { return lang.Text(l, pageKind, name, form, english) }
	fill := func(s string) string {
		s = strings.Join(strings.Fields(s), " ")
		return assets.FillNames(s, func(kind, n string) string { return lang.Text(l, kind, n, "", n) },
			func(action string) string { return fillKeys("{"+action+"}", k) })
	}
	lines := []SheetLine{{Text: fill(page(pageSummary, a.Summary)), Kind: LineDim}}
	for _, sec := range PageSections(a) {
		lines = append(lines, SheetLine{Text: l.Say("ruleset.page.section." + sec.Key), Kind: LineTitle, Gap: true},
			SheetLine{Text: fill(page(sec.Key, sec.Text))})
	}
	if len(a.Conditions) > 0 {
		lines = append(lines, SheetLine{Text: l.Say("ruleset.page.conditions"), Kind: LineTitle, Gap: true})
		for _, c := range a.Conditions {
			lines = append(lines, SheetLine{Text: fill(page(ConditionForm(c.Name, pageName), c.Name)) + ": " +
				fill(page(ConditionForm(c.Name, pageMeans), c.Means))})
		}
	}
	return lines
}

// The kind of a page's texts in a language's data folder (data/page.toml), and the forms of a page's
// title, summary and of a condition's name and meaning.
const (
	pageKind    = "page"
	pageTitle   = "title"
	pageSummary = "summary"
	pageName    = "name"
	pageMeans   = "means"
)

// PageSection is a section of a page under its title: Key its key in the page's file (and the form of its
// text in data/page.toml, and its title's key ruleset.page.section.KEY), Text the data's own text.
type PageSection struct{ Key, Text string }

// PageSections are the sections of page a, in the order the screen shows them.
func PageSections(a ruleset.About) []PageSection {
	return []PageSection{{"source", a.Source}, {"blow", a.Blow}, {"numbers", a.Numbers}, {"stances", a.Stances},
		{"shields", a.Shields}, {"armour", a.Armour}, {"sneak", a.Sneak}, {"magic", a.Magic}, {"spells", a.Spells},
		{"left_out", a.LeftOut}}
}

// ConditionForm is the form of data/page.toml that gives the part (name, means) of a page's condition:
// "condition.fatigue.means".
func ConditionForm(condition, part string) string { return "condition." + condition + "." + part }

// PageTitle is the title of the page of rule set name in language l.
func PageTitle(l *text.Lang, d *assets.Data, name string) string {
	if a, ok := d.About(name); ok {
		return l.Say("ruleset.page.title", text.S("name", name), text.S("title", lang.Text(l, pageKind, name, pageTitle, a.Title)))
	}
	return l.Say("ruleset.page.title_bare", text.S("name", name))
}

// draw draws the page, scrolled.
func (s *RulesPage) draw(m *Model, d *Drawing) {
	l := m.Lang()
	x, y := d.panel(PageTitle(l, m.cfg.Data, s.Name))
	how := l.Say("ruleset.page.keys")
	if !d.Lay.Bar.Empty() { // the touch bar: a finger
		how = l.Say("ruleset.page.taps")
	}
	lines := append(PageLines(l, m.cfg.Data, s.Name, m.cfg.Settings.Keys), SheetLine{Text: how, Kind: LineDim, Gap: true})
	d.scrolled(x, y, lines, s.Scroll)
}
