// Drawing the pack and the worn slots: the inventory and what an item is picked for, and the slots to empty.

package ui

import (
	"fmt"

	"github.com/cleave-game/cleave/game"
)

// packTitles are the titles of the pack by what an item is picked for.
var packTitles = map[Purpose]string{ForLook: "Inventory", ForWield: "Wield or wear which?",
	ForWieldOff: "Which in the other hand (a weapon: the off hand; a shield: the main hand)?", ForDrop: "Drop which?", ForThrow: "Throw which?",
	ForQuaff: "Quaff which?", ForRead: "Read which?"}

// draw draws what is worn and wielded, then the pack, each line a place to tap that types its key, and the
// load carried at the foot.
func (s *Pick) draw(_ *Model, d *Drawing) {
	p, g := s.For, d.Game
	x, y := d.panel(packTitles[p])
	pl := g.Player
	d.Text("Worn and wielded:", x, y, ColTitle)
	y += d.lineH()
	row := 0 // the rows of the list (Pick.keys), the one highlighted marked
	mark := func(listed bool) (string, bool) {
		if !listed {
			return "  ", false
		}
		row++
		if row-1 == s.Row {
			return "> ", true
		}
		return "  ", false
	}
	for sl := game.Slot(0); sl < game.NumSlots; sl++ {
		if it := pl.Worn[sl]; !it.IsZero() {
			key := "" // the inventory describes what is worn by its number
			if p == ForLook {
				key = fmt.Sprintf("%c) ", WornKey(sl))
			}
			m, lit := mark(key != "")
			line := fmt.Sprintf("%s%s%-15s %s", m, key, sl.String()+":", g.ItemName(it))
			d.Text(line, x, y, rowColour(lit))
			if key != "" {
				d.Hit(x, y, d.Lay.CharW*len(line), WornKey(sl))
			}
			y += d.lineH()
		}
	}
	y += 6
	d.Text("Pack:", x, y, ColTitle)
	y += d.lineH()
	if len(pl.Pack) == 0 {
		d.Text("  (empty)", x, y, ColDim)
	}
	for _, it := range pl.Pack {
		m, lit := mark(true)
		line := fmt.Sprintf("%s%c) %s", m, it.Letter, g.ItemName(it))
		d.Text(line, x, y, rowColour(lit))
		d.Hit(x, y, d.Lay.CharW*len(line), rune(it.Letter))
		y += d.lineH()
	}
	load := fmt.Sprintf("Load %.0f lb", g.CarriedWeight(pl))
	if b := game.BurdenName(game.LangOf(g), g.Burden(pl)); b != "" {
		load += ", " + b
	}
	choose := ".   A letter chooses (or up, down and Enter); Escape goes back."
	if p == ForLook {
		choose = ".   A letter or number describes (or up, down and Enter); Escape goes back."
	}
	if d.touch() {
		choose = ".   Tap a line to choose it; esc goes back."
		if p == ForLook {
			choose = ".   Tap a line to describe it; esc goes back."
		}
	}
	d.footLines(load+choose, x, d.footY(), ColDim)
}

// draw draws the descriptions of items (game.DescribeItem): each item's name as a title, then its lines,
// wrapped; what does not fit is cut with a word that there is more.
func (s *Description) draw(_ *Model, d *Drawing) {
	title := "What lies here"
	if len(s.Items) == 1 && len(s.Items[0]) > 0 {
		title = s.Items[0][0]
	}
	x, y := d.panel(title)
	bottom := float64(d.overBottom() - 2*d.Lay.LineH - 8)
	for i, lines := range s.Items {
		for j, l := range lines {
			if i == 0 && j == 0 && len(s.Items) == 1 {
				continue // the panel's title
			}
			c := ColInfo
			if j == 0 {
				c = ColTitle
			}
			for _, part := range Wrap(l, d.pagerColumns()) {
				if y > bottom {
					d.Text("(more than fits here)", x, bottom+d.lineH(), ColDim)
					d.Text("Any key to go back.", x, d.footY(), ColDim)
					return
				}
				d.Text(part, x, y, c)
				y += d.lineH()
			}
		}
		y += 6
	}
	d.Text("Any key to go back.", x, d.footY(), ColDim)
}

// draw draws the worn slots, each a line to tap that empties it.
func (s *Slots) draw(_ *Model, d *Drawing) {
	x, y := d.panel("Take off which?")
	g := d.Game
	pl := g.Player
	for sl := game.Slot(0); sl < game.NumSlots; sl++ {
		label := "-"
		if it := pl.Worn[sl]; !it.IsZero() {
			label = g.ItemName(it)
		}
		m := "  "
		if int(sl) == s.Row {
			m = "> "
		}
		line := fmt.Sprintf("%s%c) %-15s %s", m, 'a'+int(sl), sl.String()+":", label)
		d.Text(line, x, y, rowColour(int(sl) == s.Row))
		d.Hit(x, y, d.Lay.CharW*len(line), 'a'+rune(sl))
		y += d.lineH()
	}
	foot := "A letter chooses (or up, down and Enter); Escape goes back."
	if d.touch() {
		foot = "Tap a line to choose it; esc goes back."
	}
	d.footLines(foot, x, d.footY(), ColDim)
}
