// Seeds and state for the desktop build.
//go:build !js

package main

import (
	"time"

	"github.com/cleave-game/cleave/game"
)

// clockSeed picks a seed when none is given.
func clockSeed() uint64 { return uint64(time.Now().UnixNano()) }

// publishState does nothing on the desktop.
func publishState(*game.Game) {}
