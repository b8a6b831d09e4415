// Drawing the pack and the worn slots: the inventory and what an item is picked for, and the slots to empty.

package ui

import (
	"fmt"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
)

// packTitles are the keys of the titles of the pack by what an item is picked for.
var packTitles = map[Purpose]string{ForLook: "play.pick.inventory", ForWield: "play.pick.wield",
	ForWieldOff: "play.pick.wield_off", ForDrop: "play.pick.drop", ForThrow: "play.pick.throw",
	ForQuaff: "play.pick.quaff", ForRead: "play.pick.read"}

// slotName is the name of slot sl in l ("main hand").
func slotName(l *text.Lang, sl game.Slot) string { return l.Word("slot", sl.String()).Base }

// draw draws what is worn and wielded, then the pack, each line a place to tap that types its key, and the
// load carried at the foot.
func (s *Pick) draw(_ *Model, d *Drawing) {
	p, g, l := s.For, d.Game, d.lang()
	x, y := d.panel(l.Say(packTitles[p]))
	pl := g.Player
	d.Text(l.Say("play.pick.worn"), x, y, ColTitle)
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
			line := fmt.Sprintf("%s%s%-15s %s", m, key, slotName(l, sl)+":", g.ItemName(it))
			d.Text(line, x, y, rowColour(lit))
			if key != "" {
				d.Hit(x, y, d.Lay.CharW*runes(line), WornKey(sl))
			}
			y += d.lineH()
		}
	}
	y += 6
	d.Text(l.Say("play.pick.pack"), x, y, ColTitle)
	y += d.lineH()
	if len(pl.Pack) == 0 {
		d.Text(l.Say("play.pick.empty"), x, y, ColDim)
	}
	for _, it := range pl.Pack {
		m, lit := mark(true)
		line := fmt.Sprintf("%s%c) %s", m, it.Letter, g.ItemName(it))
		d.Text(line, x, y, rowColour(lit))
		d.Hit(x, y, d.Lay.CharW*runes(line), rune(it.Letter))
		y += d.lineH()
	}
	load := text.S("load", l.Say("play.pick.load", text.S("lb", fmt.Sprintf("%.0f", g.CarriedWeight(pl))),
		text.S("burden", orNone(game.BurdenName(l, g.Burden(pl))))))
	foot := "play.pick.choose"
	switch {
	case d.touch() && p == ForLook:
		foot = "play.pick.describe_tap"
	case d.touch():
		foot = "play.pick.choose_tap"
	case p == ForLook:
		foot = "play.pick.describe"
	}
	d.footLines(l.Say(foot, load), x, d.footY(), ColDim)
}

// draw draws the descriptions of items (game.DescribeItem): each item's name as a title, then its lines,
// wrapped; what does not fit is cut with a word that there is more.
func (s *Description) draw(_ *Model, d *Drawing) {
	l := d.lang()
	title := l.Say("play.pick.here")
	if len(s.Items) == 1 && len(s.Items[0]) > 0 {
		title = s.Items[0][0]
	}
	x, y := d.panel(title)
	bottom := float64(d.overBottom() - 2*d.Lay.LineH - 8)
	for i, lines := range s.Items {
		for j, line := range lines {
			if i == 0 && j == 0 && len(s.Items) == 1 {
				continue // the panel's title
			}
			c := ColInfo
			if j == 0 {
				c = ColTitle
			}
			for _, part := range Wrap(line, d.pagerColumns()) {
				if y > bottom {
					d.Text(l.Say("play.pick.more"), x, bottom+d.lineH(), ColDim)
					d.Text(l.Say("play.back"), x, d.footY(), ColDim)
					return
				}
				d.Text(part, x, y, c)
				y += d.lineH()
			}
		}
		y += 6
	}
	d.Text(l.Say("play.back"), x, d.footY(), ColDim)
}

// draw draws the worn slots, each a line to tap that empties it.
func (s *Slots) draw(_ *Model, d *Drawing) {
	l := d.lang()
	x, y := d.panel(l.Say("play.pick.take_off"))
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
		line := fmt.Sprintf("%s%c) %-15s %s", m, 'a'+int(sl), slotName(l, sl)+":", label)
		d.Text(line, x, y, rowColour(int(sl) == s.Row))
		d.Hit(x, y, d.Lay.CharW*runes(line), 'a'+rune(sl))
		y += d.lineH()
	}
	foot := l.Say("play.pick.slots")
	if d.touch() {
		foot = l.Say("play.pick.slots_tap")
	}
	d.footLines(foot, x, d.footY(), ColDim)
}
