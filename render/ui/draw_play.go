// Drawing play: the map is the renderer's; over it only the notice, in the prompt's place, and a hint under it.

package ui

func (s *Play) draw(m *Model, d *Drawing) {
	d.promptOrNotice(m, s.prompt())
	d.hintLine(m.hint.text)
}
