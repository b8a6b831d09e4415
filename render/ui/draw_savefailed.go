// Drawing the question after a failed save (and the other questions of yes or no), and a replay's warning
// before it plays.

package ui

import "github.com/cleave-game/cleave/assets/text"

// draw tells why the game could not be saved on the way out, and what the answers do.
func (s *SaveFailed) draw(_ *Model, d *Drawing) {
	l := s.l()
	d.yesNo(s, l.Say("menu.save_failed.title"), s.Reason, l.Say("menu.save_failed.yes"), l.Say("menu.save_failed.no"))
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
func drawReplayWarning(d *Drawing, l *text.Lang, warning string) {
	x, y := d.panel(l.Say("menu.save_failed.replay_title"))
	for _, l := range Wrap(warning, d.pagerColumns()) {
		d.Text(l, x, y, ColDeath)
		y += d.lineH()
	}
	d.wrapped(l.Say("menu.save_failed.replay_keys"), x, y+d.lineH(), ColInfo)
}
