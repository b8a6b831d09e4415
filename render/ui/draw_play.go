// Drawing play: the map is the renderer's; over it only the notice, in the prompt's place.

package ui

func (s *Play) draw(m *Model, d *Drawing) { d.promptOrNotice(m, s.prompt()) }
