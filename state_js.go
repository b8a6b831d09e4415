// Seeds and state for the browser build: the page can read the player's position (the browser test does).
//go:build js

package main

import (
	"syscall/js"
	"time"

	"github.com/cleave-game/cleave/game"
)

// clockSeed picks a seed when none is given: the page's ?seed=N, else the clock.
func clockSeed() uint64 {
	return uint64(time.Now().UnixNano())
}

// publishState writes the player's position, hit points and the turn into window.cleaveState.
func publishState(g *game.Game) {
	pl := g.Player()
	st := js.Global().Get("cleaveState")
	if st.IsUndefined() {
		st = js.Global().Get("Object").New()
		js.Global().Set("cleaveState", st)
	}
	st.Set("x", pl.Pos.X)
	st.Set("y", pl.Pos.Y)
	st.Set("hp", pl.HP)
	st.Set("turns", g.Turns)
}
