// State for the page: nothing to publish on the desktop.
//go:build !js

package render

import "github.com/cleave-game/cleave/game"

// PublishState does nothing on the desktop.
func PublishState(*game.Game) {}
