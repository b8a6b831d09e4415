// Drawing the question after a failed save, and a replay's warning before it plays.

package ui

// draw tells why the game could not be saved on the way out, and what the answers do.
func (s *SaveFailed) draw(_ *Model, d *Drawing) {
	x, y := d.panel("Your game could not be saved")
	for _, l := range Wrap(s.Reason, d.pagerColumns()) {
		d.Text(l, x, y, ColDeath)
		y += d.lineH()
	}
	y += d.lineH()
	y = d.tapWrapped("y: quit anyway; what you played since the last save is lost.", x, y, ColInfo, 'y')
	d.tapWrapped("n or Escape: go on playing (Q tries to save again).", x, y, ColInfo, 'n')
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
