// The page around the game: nothing of it on the desktop.
//go:build !js

package render

import (
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
)

// PublishState does nothing on the desktop.
func PublishState(*game.Game) {}

// PageEnded does nothing on the desktop: the program ends as the loop does.
func PageEnded(*text.Lang, *game.Game, bool, error) {}
