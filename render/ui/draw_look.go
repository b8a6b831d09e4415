// Drawing the look mode's cursor and the creature describe screen.

package ui

// drawMap frames the cell looked at with the reticle, drawn faint so that the creature under it still shows.
func (s *Look) drawMap(_ *Model, _ *Drawing, v MapView) {
	x, y := v.At(s.At)
	v.Sprite("reticle", "spark", x, y, 0.5, 0.8, 1, 0.55)
}

// draw writes the cell's line in the prompt's place (or the notice).
func (s *Look) draw(m *Model, d *Drawing) { d.promptOrNotice(m, d.promptOf(s)) }

// draw draws the describe screen of a creature: its name as the title, then its lines, wrapped: the
// description, what it wields and wears, its state, the odds in words (and the numbers when asked for,
// dimmer).
func (s *CreatureInfo) draw(_ *Model, d *Drawing) {
	x, y := d.panel(s.Look.Title)
	bottom := float64(d.overBottom() - 2*d.Lay.LineH - 8)
	words := len(s.Look.Lines)
	for i, l := range s.Lines() {
		c := ColInfo
		if i >= words {
			c = ColDim
		}
		if i == words || (i > 0 && i == words-3) {
			y += 6 // the odds, and the numbers, a little apart
		}
		for _, part := range Wrap(l, d.pagerColumns()) {
			if y > bottom {
				break
			}
			d.Text(part, x, y, c)
			y += d.lineH()
		}
	}
	d.Text("Any key to go back.", x, d.footY(), ColDim)
}
