// Drawing the item search (F): what is typed, and the items seen that match, each with where it lies.

package ui

import "github.com/cleave-game/cleave/assets/text"

// draw draws the item search over the map: the title, the line typed, the items found (the chosen one
// marked), as many as fit, and the prompt or the notice of a key that did nothing.
func (s *Find) draw(m *Model, d *Drawing) {
	g, l := d.Game, d.lang()
	title := l.Say("play.find.title")
	if !d.fits(title, 16) {
		title = l.Say("play.find.title_short")
	}
	x, y := d.panel(title)
	if !d.touch() || s.Query != "" {
		y = d.wrapped(l.Say("play.find.name", text.S("query", s.Query)), x, y, ColTitle) + 6
	}
	if d.touch() {
		y = s.drawInitials(d, x, y)
	}
	found := s.Results(g)
	if len(found) == 0 {
		d.Text(l.Say("play.find.none"), x, y, ColDim)
	}
	bottom := float64(d.overBottom()) - 2*d.lineH() - 4
	rows := max(1, int((bottom-y)/d.lineH()))
	first := max(0, min(s.Sel-rows+1, len(found)-rows))
	s.top, s.rows = first, rows
	for i := first; i < len(found) && i < first+rows; i++ {
		f := found[i]
		mark, c := "  ", ColInfo
		if i == s.Sel {
			mark, c = "> ", ColTitle
		}
		line := mark + f.Name + "  (" + FoundWhere(g, f) + ")"
		if cols := d.columnsFrom(x); runes(line) > cols {
			line = string([]rune(line)[:cols-3]) + "..."
		}
		d.Text(line, x, y, c)
		if i < findRows {
			d.Hit(x, y, d.Lay.CharW*runes(line), findRowKey(i))
		}
		y += d.lineH()
	}
	if first+rows < len(found) {
		more := l.Say("play.find.more")
		if d.touch() {
			more = l.Say("play.find.more_tap")
		}
		d.Text(more, x, d.footY(), ColDim)
		d.Hit(x, d.footY(), d.Lay.CharW*runes(more), findMoreKey)
	}
	d.promptOrNotice(m, d.promptOf(s))
}

// drawInitials draws, on a touch screen, the row of the first letters of the items' names, each a place to
// tap that shows only the names it begins (the one shown marked), then "all"; wrapped to the width. It
// returns the y under it.
func (s *Find) drawInitials(d *Drawing, x, y float64) float64 {
	letters := s.Initials(d.Game)
	if len(letters) < 2 && s.Initial == 0 {
		return y // nothing to narrow
	}
	lead := d.lang().Say("play.find.begins")
	d.Text(lead, x, y, ColDim)
	cx, right := x+float64(d.Lay.CharW*runes(lead)), x+float64(d.Lay.CharW*d.columnsFrom(x))
	cell := float64(d.Lay.CharW * 3) // a letter and room either side: a thumb's target
	put := func(label string, key rune, on bool) {
		w := float64(d.Lay.CharW * (runes(label) + 2))
		if cx+w > right {
			cx, y = x+float64(d.Lay.CharW*runes(lead)), y+d.lineH()
		}
		c := ColInfo
		if on {
			c, label = ColTitle, "["+label+"]"
		} else {
			label = " " + label + " "
		}
		d.Text(label, cx, y, c)
		d.Hit(cx, y, int(max(w, cell)), key)
		cx += max(w, cell)
	}
	for _, c := range letters {
		put(string(c), findLetterKey(c), c == s.Initial)
	}
	put(d.lang().Say("play.find.all"), findAllKey, s.Initial == 0)
	return y + d.lineH() + 6
}
