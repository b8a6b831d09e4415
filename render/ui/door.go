// Closing a door: c, then a direction.

package ui

import (
	"github.com/cleave-game/cleave/game"
)

// CloseDoor asks for the direction of the door to close; Escape gives up.
type CloseDoor struct{ spoken }

func (s *CloseDoor) prompt() string { return s.l().Say("menu.play.close_door") }

func (s *CloseDoor) update(m *Model, in *Input, g *game.Game) {
	m.inDirection(in, g, game.ActClose, CloseKey)
}
