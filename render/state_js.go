// The page around the game: the browser build publishes the player's position (the browser test reads it),
// names the player and the level in the tab's title, and when the game loop ends (Q) leaves the page a
// screen that says what became of the game, the Go program still running (a key then throws nothing).
//go:build js

package render

import (
	"errors"
	"fmt"
	"syscall/js"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/save"
	"github.com/cleave-game/cleave/levels"
)

// PublishState writes the player's position, hit points, the turn, whether a foe is in view (and where the
// foes in view are), the kills, the ammunition worn, whether the stairs down are known, the last message, the build playing (save.Build) and the rule set's name (rules) into window.cleaveState, and where the player is into the tab's
// title ("Cleave — Thora, level 3").
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
	st.Set("depth", g.Depth)
	st.Set("build", save.Build())
	st.Set("rules", g.RulesName()) // the rule set the game plays under
	st.Set("foe", g.Walks().FoeInView() != nil)
	// what the browser test of a game played by taps reads: the foes in view (where to tap), the kills,
	// the ammunition worn, and whether the stairs down are known
	foes := js.Global().Get("Array").New()
	for _, a := range g.Targets() {
		foes.Call("push", js.ValueOf(map[string]any{"x": a.Pos.X, "y": a.Pos.Y}))
	}
	st.Set("foes", foes)
	// the next cell of a walk to the nearest foe, around walls and traps (Walks.TravelStep): where a tap walks
	// toward it
	if ts := g.Targets(); len(ts) > 0 {
		if p, ok := g.Walks().TravelStep(ts[0].Pos); ok {
			st.Set("toward", js.ValueOf(map[string]any{"x": p.X, "y": p.Y}))
		} else {
			st.Set("toward", js.Null())
		}
	}
	st.Set("kills", pl.Kills)
	st.Set("ammo", pl.Worn[game.SlotAmmo].Count)
	_, down := g.Walks().StairsTo(levels.StairsDown)
	st.Set("stairs", down)
	if n := len(g.Log); n > 0 {
		st.Set("said", g.Log[n-1].Text) // the last message
	}
	title := pageTitle(g)
	if doc := js.Global().Get("document"); doc.Get("title").String() != title {
		doc.Set("title", title)
	}
}

// pageTitle is the tab's title for game g: the player's name, or race and background ("dwarf warrior")
// for a character made on the creation screen, who has none.
func pageTitle(g *game.Game) string {
	name := g.Player.Name
	if name == "" {
		name = g.Player.Race + " " + g.Player.Background
	}
	if _, n, of, ok := g.Lesson(); ok { // the tutorial (issue 33): nobody dies in it
		return fmt.Sprintf("Cleave — the tutorial, lesson %d of %d", n, of)
	}
	if g.Over {
		return fmt.Sprintf("Cleave — %s, dead on level %d", name, g.Depth)
	}
	return fmt.Sprintf("Cleave — %s, level %d", name, g.Depth)
}

// PageEnded shows the page's end screen once the game loop has ended (Q, or death then Q): what became of
// game g (nil: none began), which is saved when kept (the player's own game; false: a seeded game, never
// saved) unless err says why not. It never returns: the Go program stays alive, as the page's key and
// mouse handlers still call into it.
func PageEnded(g *game.Game, kept bool, err error) {
	state, text := endText(g, kept, err)
	if f := js.Global().Get("cleaveEnded"); f.Type() == js.TypeFunction {
		f.Invoke(state, text)
	}
	select {}
}

// endText is what the end screen says, and the state it is in: "saved", "unsaved", "dead", "none" or
// "seeded" (the page offers what fits: go on, play again, download the save).
func endText(g *game.Game, kept bool, err error) (state, text string) {
	switch {
	case g == nil:
		return "none", "You left before a game began. Press Enter or reload the page to create a character."
	case g.Over && g.Mode == game.ModeTutorial:
		return "dead", "The tutorial is over: it is never saved nor scored. Press Enter or reload the page to create a character for a real game."
	case g.Over:
		name := g.Player.Name
		if name == "" {
			name = "Your " + g.Player.Race + " " + g.Player.Background
		}
		return "dead", fmt.Sprintf("%s is dead, and the save is gone. Press Enter or reload the page for a new character.", name)
	case !kept:
		return "seeded", "This game was not saved: a game with a seed (?seed=N in the address) never is. " +
			"Press Enter or reload the page to play the same dungeon again from its start; open the page without ?seed for a game that is saved."
	case errors.Is(err, save.ErrOtherTab):
		return "unsaved", "This tab did not save the game: another tab has taken it over and plays it on from its last save (every turn is saved). Press Enter or reload the page to play it here."
	case err != nil:
		return "unsaved", fmt.Sprintf("Your game was NOT saved: %v. Press Enter or reload the page to go on from the last save.", err)
	}
	return "saved", "Your game is saved in this browser. Press Enter or reload the page to go on where you left off."
}
