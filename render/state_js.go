// State for the page: the browser build publishes the player's position (the browser test reads it).
//go:build js

package render

import (
	"syscall/js"

	"github.com/cleave-game/cleave/game"
)

// PublishState writes the player's position, hit points and the turn into window.cleaveState.
func PublishState(g *game.Game) {
	pl := g.Player
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
