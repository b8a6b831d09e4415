// Drawing the item search (F): what is typed, and the items seen that match, each with where it lies.

package ui

// draw draws the item search over the map: the title, the line typed, the items found (the chosen one
// marked), as many as fit, and the prompt or the notice of a key that did nothing.
func (s *Find) draw(m *Model, d *Drawing) {
	g := d.Game
	title := "Find an item you have seen, on any level"
	if !d.fits(title, 16) {
		title = "Find an item seen"
	}
	x, y := d.panel(title)
	y = d.wrapped("Name: "+s.Query+"_", x, y, ColTitle) + 6
	found := s.Results(g)
	if len(found) == 0 {
		d.Text("You have seen no such thing.", x, y, ColDim)
	}
	bottom := float64(d.overBottom()) - 2*d.lineH() - 4
	rows := max(1, int((bottom-y)/d.lineH()))
	first := max(0, min(s.Sel-rows+1, len(found)-rows))
	for i := first; i < len(found) && i < first+rows; i++ {
		f := found[i]
		mark, c := "  ", ColInfo
		if i == s.Sel {
			mark, c = "> ", ColTitle
		}
		line := mark + f.Name + "  (" + FoundWhere(g, f) + ")"
		if cols := d.columnsFrom(x); len(line) > cols {
			line = line[:cols-3] + "..."
		}
		d.Text(line, x, y, c)
		y += d.lineH()
	}
	if first+rows < len(found) {
		d.Text("v more below (down)", x, d.footY(), ColDim)
	}
	d.promptOrNotice(m, s.prompt())
}
