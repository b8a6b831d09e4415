// Closing a door: c, then a direction.

package ui

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/game"
)

// CloseDoor asks for the direction of the door to close; Escape gives up.
type CloseDoor struct{}

func (s *CloseDoor) prompt() string { return "Close the door in which direction? (Escape cancels)" }

func (s *CloseDoor) update(m *Model, in *Input, g *game.Game) {
	if in.Pressed.Has(KeyEscape) {
		m.back()
	} else if d, ok := m.step(in); ok && d != (gruid.Point{}) {
		m.back()
		m.act(g, game.Action{Kind: game.ActClose, Dir: d})
	}
}
