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
	for _, l := range HelpLinesFor(m.cfg.Data, m.Settings().Keys) {
		lines = append(lines, SheetLine{Text: l})
	}
	lines = append(lines,
		SheetLine{Text: "Every blow is rolled on 2d12 against the target's Defence; armour's Protection", Kind: LineDim, Gap: true},
		SheetLine{Text: "soaks what gets through. The @ screen shows your attacks as they stand.", Kind: LineDim})
	d.scrolled(x, y, lines, s.Scroll)
}
