// Drawing the screens of scrolled text: the @ screen and the help.

package ui

import "github.com/cleave-game/cleave/game"

// draw draws the @ screen (CharacterLines) under the player's title, scrolled.
func (s *Character) draw(_ *Model, d *Drawing) {
	x, y := d.panel(game.Capitalize(d.Game.Player.Title()))
	d.scrolled(x, y, CharacterLines(d.Game), s.Scroll)
}

// draw draws the help: every key as the player's bindings have it, then a word on the dice, scrolled.
func (s *Help) draw(m *Model, d *Drawing) {
	x, y := d.panel("Cleave: the keys")
	var lines []SheetLine
	for _, l := range HelpLinesIn(m.Lang(), m.cfg.Data, m.Settings().Keys, d.Game) {
		lines = append(lines, SheetLine{Text: l})
	}
	rules := d.Game.RulesName()
	lines = append(lines,
		SheetLine{Text: "This game is fought under the rule set " + rules + ": " + aboutSummary(m, rules), Kind: LineDim, Gap: true},
		SheetLine{Text: "The @ screen shows your attacks as they stand.", Kind: LineDim})
	d.scrolled(x, y, lines, s.Scroll)
	// the page of the rule set: a key, a click or a tap on the line
	link := "r: the rules of " + rules + " (where they come from, what your numbers mean)"
	if !d.fits(link, x) { // a phone's width: the short form
		link = "r: the rules of " + rules
	}
	ly := float64(d.Lay.H - 2*d.Lay.LineH - 8)
	d.Text(link, x, ly, ColInfo)
	d.Hit(x, ly, d.Lay.CharW*len(link), RulesPageKey)
}

// aboutSummary is the one line of the page of rule set name ("" with none).
func aboutSummary(m *Model, name string) string {
	a, _ := m.cfg.Data.About(name)
	return a.Summary
}
