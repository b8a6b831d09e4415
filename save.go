// Saving the player's game: loaded at start, saved on quit, at each level change and every few turns,
// removed on death (death is final).
package main

import (
	"fmt"
	"os"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
)

// saveEvery is how many turns pass between saves besides those at level changes (the browser has no quit).
const saveEvery = 50

// saver keeps the player's game on disk (or in the browser's localStorage).
type saver struct {
	store game.Store
	last  *game.Game // the game last seen, and where it stood
	depth int
	turns int
	dead  bool
}

// startSaver opens the save store and loads the game saved there, if any; a damaged save is set aside
// with a note in the new game's log.
func startSaver(d *assets.Data) (*saver, *game.Game) {
	st, err := game.DefaultStore()
	if err != nil {
		fmt.Fprintln(os.Stderr, "cleave: no place to save the game:", err)
		return nil, nil
	}
	sv := &saver{store: st}
	g, note, err := game.Resume(st, d)
	if err != nil {
		fmt.Fprintln(os.Stderr, "cleave:", err)
		return sv, nil
	}
	if note != "" {
		fmt.Fprintln(os.Stderr, "cleave:", note)
		if g != nil {
			g.Note(note)
		}
	}
	return sv, g
}

// frame saves when the game changed level or played saveEvery turns, and removes the save on death.
func (sv *saver) frame(g *game.Game) {
	if sv == nil || g == nil {
		return
	}
	if g != sv.last {
		sv.last, sv.depth, sv.turns, sv.dead = g, g.Depth, g.Turns, false
		return
	}
	switch {
	case g.Over && !sv.dead:
		sv.dead = true
		sv.write(g)
	case !g.Over && (g.Depth != sv.depth || g.Turns-sv.turns >= saveEvery):
		sv.depth, sv.turns = g.Depth, g.Turns
		sv.write(g)
	}
}

// quit saves the game on the way out.
func (sv *saver) quit(g *game.Game) {
	if sv != nil && g != nil && g.Turns > 0 {
		sv.write(g)
	}
}

// write saves g (for a dead character: removes the save).
func (sv *saver) write(g *game.Game) {
	if err := game.Save(sv.store, g); err != nil {
		fmt.Fprintln(os.Stderr, "cleave: saving:", err)
		g.Note("The game could not be saved: " + err.Error())
	}
}
