// The hover text: what is at a cell, as far as the player knows, in a sentence.

package ui

import (
	"strings"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// Describe says what is at p, as far as the player knows, for the mouse's hover: "An earth elemental
// (wounded).", "Here: the body of a kobold, a spear, 19 sling bullets." (a screen, not a message: it
// may count what lies there); "" for a cell never seen or with nothing to tell.
func Describe(g *game.Game, p gruid.Point) string {
	if !g.IsSeen(p) {
		return ""
	}
	if a := g.ActorAt(p); a != nil && g.IsVisible(p) {
		if a.Player {
			return "You."
		}
		state := "unhurt"
		switch {
		case a.HP*4 <= a.MaxHP:
			state = "almost dead"
		case a.HP*2 <= a.MaxHP:
			state = "badly wounded"
		case a.HP < a.MaxHP:
			state = "wounded"
		}
		if !a.Awake {
			state += ", unaware"
		}
		return game.Capitalize(game.An(a.Name)) + " (" + state + ")."
	}
	var names []string
	for _, c := range g.Corpses {
		if c.Pos == p {
			names = append(names, "the body of "+game.An(c.Kind))
		}
	}
	for _, it := range g.ItemsAt(p) {
		names = append(names, game.An(it.Label(g.Data())))
	}
	switch g.Level.At(p) {
	case levels.StairsDown:
		names = append(names, "a staircase down (>)")
	case levels.StairsUp:
		names = append(names, "a staircase up (<)")
	}
	if len(names) == 0 {
		return ""
	}
	return "Here: " + strings.Join(names, ", ") + "."
}

// comesIntoView is the notice that stops a walk: "You stop: an earth elemental comes into view.".
func comesIntoView(name string) string { return "You stop: " + game.An(name) + " comes into view." }
