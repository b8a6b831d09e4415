// Drawing the message history (P): the whole log, scrolled, over the whole screen.

package ui

// draw draws the pager: as many lines of the log as fit, from Scroll lines up from its end.
func (s *History) draw(_ *Model, d *Drawing) {
	g := d.Game
	d.Shade(0, 0, d.Lay.W, d.Lay.H, 1)
	rows, cols := d.Lay.Pager()
	all := LastLines(g.Log, len(g.Log)*4, cols)
	end := max(0, len(all)-s.Scroll)
	start := max(0, end-rows)
	l := d.lang()
	title, above := l.Say("play.history.title"), l.Say("play.more_above")
	if !d.fits(title+"  "+above, 16) { // a phone's width: the short form
		title = l.Say("play.history.title_short")
	}
	if d.touch() {
		title = l.Say("play.history.title_tap")
	}
	d.Text(title, 16, 4, ColTitle)
	if start > 0 {
		d.Text(above, float64(d.Lay.W-d.Lay.CharW*runes(above)-26), 4, ColDim)
	}
	for i, l := range all[start:end] {
		d.Text(l.Text, 16, float64(8+(i+1)*d.Lay.LineH), MessageColour(d.Palette, l.Kind))
	}
	if end < len(all) {
		below := l.Say("play.more_below")
		d.Text(below, float64(d.Lay.W-d.Lay.CharW*runes(below)-26), float64(d.Lay.H-d.Lay.LineH-2), ColDim)
	}
}
