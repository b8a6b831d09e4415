// Prompts answered by taps: the lines of a question that answer it (Enter, Escape, a letter), and a
// highlighted row of a list that the d-pad or the arrows move and Enter (a pad's confirm) picks.

package ui

import "image/color"

// TapEnter and TapEscape are the keys of a place to tap that answers as Enter and Escape do (a question's
// line "Enter: load it now."): no keyboard types them as characters, so the model takes them for the keys.
const (
	TapEnter  = '\r'
	TapEscape = '\x1b'
)

// pressTapped takes the typed TapEnter and TapEscape (a line tapped or clicked) as Enter and Escape pressed.
func (in *Input) pressTapped() {
	kept := in.Typed[:0:0]
	for _, c := range in.Typed {
		switch c {
		case TapEnter:
			in.Pressed |= KeyEnter
		case TapEscape:
			in.Pressed |= KeyEscape
		default:
			kept = append(kept, c)
		}
	}
	if len(kept) != len(in.Typed) {
		in.Typed = kept
	}
}

// tapWrapped writes s from (x, y) wrapped to the screen's width, each of its lines a place to tap that
// types key, and returns the y under it.
func (d *Drawing) tapWrapped(s string, x, y float64, c color.RGBA, key rune) float64 {
	for _, l := range Wrap(s, d.columnsFrom(x)) {
		d.Text(l, x, y, c)
		d.Hit(x, y, d.Lay.CharW*len(l), key)
		y += d.lineH()
	}
	return y
}

// touch reports whether the screen is a touch screen's (the touch bar shown): its words name taps.
func (d *Drawing) touch() bool { return !d.Lay.Bar.Empty() }

// rowList is a list's highlighted row: the arrows or a pad's d-pad move it up and down (wrapping), Enter or a
// pad's confirm picks it.
type rowList struct {
	Row int
}

// pick moves the row by the tick's up or down (of n rows) and returns the key of the row when Enter picks it
// (keys: the rows' keys, in order), or 0.
func (r *rowList) pick(m *Model, in *Input, keys []rune) rune {
	n := len(keys)
	if n == 0 {
		return 0
	}
	r.Row = min(max(r.Row, 0), n-1)
	if d, ok := m.step(in); ok && d.Y != 0 && d.X == 0 {
		r.Row = (r.Row + d.Y + n) % n
	}
	if in.Pressed.Has(KeyEnter) {
		return keys[r.Row]
	}
	return 0
}

// rowColour is the colour of a list's row: the highlighted one's brighter.
func rowColour(highlighted bool) color.RGBA {
	if highlighted {
		return ColTitle
	}
	return ColInfo
}
