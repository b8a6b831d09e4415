// The hover text: what is at a cell, as far as the player knows, in a sentence.

package ui

import (
	"strconv"
	"strings"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/game"
)

// Describe says what is at p, as far as the player knows, for the mouse's hover, naming the cell it
// describes by where it lies from the player: "2 north, 3 east: an earth elemental (wounded).", "Here:
// the body of a kobold, a spear, 19 sling bullets." at the player's feet (a screen, not a message: it may
// count what lies there), "1 west: a closed door."; "" for a cell never seen or with nothing to tell.
func Describe(g *game.Game, p gruid.Point) string {
	s := describe(g, p)
	if s == "" {
		return ""
	}
	return game.Capitalize(place(g.Player.Pos, p) + ": " + s)
}

// place names cell p by where it lies from the player at from: "Here", "2 north, 3 east", "1 west".
func place(from, p gruid.Point) string {
	d := p.Sub(from)
	var parts []string
	switch {
	case d.Y < 0:
		parts = append(parts, strconv.Itoa(-d.Y)+" north")
	case d.Y > 0:
		parts = append(parts, strconv.Itoa(d.Y)+" south")
	}
	switch {
	case d.X > 0:
		parts = append(parts, strconv.Itoa(d.X)+" east")
	case d.X < 0:
		parts = append(parts, strconv.Itoa(-d.X)+" west")
	}
	if len(parts) == 0 {
		return "Here"
	}
	return strings.Join(parts, ", ")
}

// describe is what Describe says is at p, without its place.
func describe(g *game.Game, p gruid.Point) string {
	if !g.IsSeen(p) {
		return ""
	}
	if a := g.ActorAt(p); a != nil && g.IsVisible(p) {
		if a.Player {
			if things := thingsAt(g, p, false); len(things) > 0 {
				return "you; " + strings.Join(things, ", ") + "."
			}
			return "you."
		}
		state := game.HurtWords(game.LangOf(g), a)
		if !a.Awake {
			state += ", unaware"
		}
		return game.AName(a.Name) + " (" + state + ")."
	}
	names := thingsAt(g, p, false)
	if len(names) == 0 {
		return ""
	}
	return strings.Join(names, ", ") + "."
}

// comesIntoView is the notice that stops a walk: "You stop: an earth elemental comes into view.".
func comesIntoView(name string) string { return "You stop: " + game.AName(name) + " comes into view." }
