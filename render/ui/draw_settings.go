// Drawing the settings screen (O).

package ui

import (
	"fmt"

	"github.com/cleave-game/cleave/assets/text"
)

// draw draws the settings screen: where the saves are kept (Config.Storage, in the browser), the options,
// then every action with its keys, the row chosen marked; as many rows as fit, the chosen one in view; then
// the prompt, or why a key was not bound.
func (s *Settings) draw(m *Model, d *Drawing) {
	x, y := d.panel(s.l().Say("menu.settings.title"))
	if m.cfg.Storage != nil {
		if note := m.cfg.Storage(); note != "" {
			for _, l := range Wrap(note, d.pagerColumns()) {
				d.Text(l, x, y, ColDim)
				y += d.lineH()
			}
			y += d.lineH() / 2
		}
	}
	rows := s.RowsOf(m.Settings())
	if d.touch() && s.Row < s.firstAction() {
		// A key to bind needs a keyboard: on touch the keys' rows are left out (a keyboard's arrows reach them).
		rows = rows[:s.firstAction()]
		y = d.wrapped(s.l().Say("menu.settings.touch_keys"), x, y, ColDim) + d.lineH()/2
	}
	fit := max(1, (d.Lay.Over.Max.Y-int(y)-d.Lay.LineH)/d.Lay.LineH)
	first := max(0, min(s.Row-fit/2, len(rows)-fit))
	for i := first; i < len(rows) && i < first+fit; i++ {
		row := rows[i]
		c, mark := ColInfo, "  "
		if row.Action {
			c = ColDim
		}
		if i == s.Row {
			c, mark = ColTitle, "> "
			if s.Capture {
				mark = "? "
			}
		}
		name := row.Name                                              // cut where large text leaves the value no room
		width := max(8, min(46, d.pagerColumns()-runes(row.Value)-3)) // the mark, the name, a space, the value
		if runes(name) > width {
			name = string([]rune(name)[:width-1]) + "~"
		}
		line := fmt.Sprintf("%s%-*s %s", mark, width, name, row.Value)
		d.Text(line, x, y, c)
		if i < settingsRows && !(row.Action && d.touch()) {
			d.Hit(x, y, d.Lay.CharW*runes(line), settingsRowKey(i))
		}
		y += d.lineH()
	}
	if more := len(rows) - first - fit; more > 0 {
		d.Text(s.l().Say("menu.settings.more_below", text.N("n", more)), x, y, ColDim)
	}
	d.promptOrNotice(m, d.promptOf(s))
}
