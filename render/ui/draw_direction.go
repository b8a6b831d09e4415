// Drawing the screens that ask for a direction (a bash, closing a door, disarming a trap): their question.

package ui

func (s *Direction) draw(_ *Model, d *Drawing) { d.ask(d.promptOf(s)) }

func (s *CloseDoor) draw(_ *Model, d *Drawing) { d.ask(d.promptOf(s)) }

func (s *Disarm) draw(_ *Model, d *Drawing) { d.ask(d.promptOf(s)) }
