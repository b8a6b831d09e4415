// Drawing the question after a failed save (and the other questions of yes or no), and a replay's warning
// before it plays.

package ui

// draw tells why the game could not be saved on the way out, and what the answers do.
func (s *SaveFailed) draw(_ *Model, d *Drawing) {
	d.yesNo(s, "Your game could not be saved", s.Reason, "y: quit anyway; what you played since the last save is lost.",
		"n or Escape: go on playing (Q tries to save again).")
}

// yesNo draws the question of screen s: its title, what it is about (why in the colour of a death), then its
// answers yes and no, each a line to tap that types y or n, and its prompt.
func (d *Drawing) yesNo(s Screen, title, why, yes, no string) {
	x, y := d.panel(title)
	for _, l := range Wrap(why, d.pagerColumns()) {
		d.Text(l, x, y, ColDeath)
		y += d.lineH()
	}
	y += d.lineH()
	y = d.tapWrapped(yes, x, y, ColInfo, 'y')
	d.tapWrapped(no, x, y, ColInfo, 'n')
	d.ask(d.promptOf(s))
}

// drawReplayWarning says why a replay may not play back as it was played, before it plays.
func drawReplayWarning(d *Drawing, warning string) {
	x, y := d.panel("Before this replay plays")
	for _, l := range Wrap(warning, d.pagerColumns()) {
		d.Text(l, x, y, ColDeath)
		y += d.lineH()
	}
	d.wrapped("Space: play it all the same   q or Escape: quit", x, y+d.lineH(), ColInfo)
}
