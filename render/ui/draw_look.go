// Drawing the look mode's cursor and the creature describe screen.

package ui

// drawMap frames the cell looked at with corner brackets, which leave the creature there in sight (a
// shape over the cell would hide it: issue 32, defect 9).
func (s *Look) drawMap(_ *Model, d *Drawing, v MapView) {
	x, y := v.At(s.At)
	frameCell(v, x, y, d.viewCell(), 0.5, 0.8, 1)
}

// frameCell draws corner brackets at the four corners of the cell of tile pixels whose top left is at
// (sx, sy), in colour (red, green, blue): the look's cursor and the aim's target, which mark a cell and
// leave what stands in it in sight.
func frameCell(m MapView, sx, sy, tile float64, red, green, blue float32) {
	const arm = 5 // the length of a bracket's arm, in pixels
	for _, c := range [4][2]float64{{0, 0}, {tile - 1, 0}, {0, tile - 1}, {tile - 1, tile - 1}} {
		x, y := sx+c[0], sy+c[1]
		dx, dy := 0.0, 0.0
		if c[0] > 0 {
			dx = -(arm - 1)
		}
		if c[1] > 0 {
			dy = -(arm - 1)
		}
		m.Fill(x+dx, y, arm, 1, red, green, blue, 1)
		m.Fill(x, y+dy, 1, arm, red, green, blue, 1)
	}
}

// draw writes the cell's line in the prompt's place (or the notice), in the drawing's language.
func (s *Look) draw(m *Model, d *Drawing) {
	s.lang = d.lang()
	d.promptOrNotice(m, d.promptOf(s))
}

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
	d.Text(d.lang().Say("play.back"), x, d.footY(), ColDim)
}
