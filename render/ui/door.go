// Closing a door: c, then a direction.

package ui

import (
	"github.com/cleave-game/cleave/game"
)

// CloseDoor asks for the direction of the door to close; Escape gives up.
type CloseDoor struct{}

func (s *CloseDoor) prompt() string { return "Close the door in which direction? (Escape cancels)" }

func (s *CloseDoor) update(m *Model, in *Input, g *game.Game) {
	m.inDirection(in, g, game.ActClose, CloseKey)
}
