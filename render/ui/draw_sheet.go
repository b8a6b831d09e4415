// Drawing the screens of scrolled text: the @ screen and the help.

package ui

import (
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
)

// draw draws the @ screen (CharacterLines) under the player's title, scrolled.
func (s *Character) draw(_ *Model, d *Drawing) {
	x, y := d.panel(text.Capital(game.TitleIn(d.lang(), d.Game.Player)))
	d.scrolled(x, y, CharacterLines(d.Game), s.Scroll)
}

// draw draws the help: every key as the player's bindings have it, then a word on the dice, scrolled.
func (s *Help) draw(m *Model, d *Drawing) {
	l := d.lang()
	x, y := d.panel(l.Say("play.help.title"))
	var lines []SheetLine
	for _, l := range HelpLinesIn(m.Lang(), m.cfg.Data, m.Settings().Keys, d.Game) {
		lines = append(lines, SheetLine{Text: l})
	}
	rules := text.S("rules", d.Game.RulesName())
	lines = append(lines,
		SheetLine{Text: l.Say("play.help.rules", rules, text.S("summary", aboutSummary(m, d.Game.RulesName()))), Kind: LineDim, Gap: true},
		SheetLine{Text: l.Say("play.help.attacks"), Kind: LineDim})
	d.scrolled(x, y, lines, s.Scroll)
	// the page of the rule set: a key, a click or a tap on the line
	link := l.Say("play.help.link", rules)
	if !d.fits(link, x) { // a phone's width: the short form
		link = l.Say("play.help.link_short", rules)
	}
	ly := float64(d.Lay.H - 2*d.Lay.LineH - 8)
	d.Text(link, x, ly, ColInfo)
	d.Hit(x, ly, d.Lay.CharW*runes(link), RulesPageKey)
}

// aboutSummary is the one line of the page of rule set name in the model's language ("" with none).
func aboutSummary(m *Model, name string) string {
	a, _ := m.cfg.Data.About(name)
	return dataText(m.Lang(), "ruleset", name, "summary", a.Summary)
}
