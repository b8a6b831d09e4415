// The hover text: what is at a cell, as far as the player knows, in a sentence.

package ui

import (
	"strconv"
	"strings"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
)

// Describe says what is at p, as far as the player knows, for the mouse's hover, naming the cell it
// describes by where it lies from the player: "2 north, 3 east: an earth elemental (wounded).", "Here:
// the body of a kobold, a spear, 19 sling bullets." at the player's feet (a screen, not a message: it may
// count what lies there), "1 west: a closed door."; "" for a cell never seen or with nothing to tell. It is
// said in g's language.
func Describe(g *game.Game, p gruid.Point) string {
	s := describe(g, p)
	if s == "" {
		return ""
	}
	return text.Capital(place(game.LangOf(g), g.Player.Pos, p) + ": " + s)
}

// place names cell p in l by where it lies from the player at from: "Here", "2 north, 3 east", "1 west".
func place(l *text.Lang, from, p gruid.Point) string {
	d := p.Sub(from)
	var parts []string
	switch {
	case d.Y < 0:
		parts = append(parts, l.Say("play.place.north", text.N("n", -d.Y)))
	case d.Y > 0:
		parts = append(parts, l.Say("play.place.south", text.N("n", d.Y)))
	}
	switch {
	case d.X > 0:
		parts = append(parts, l.Say("play.place.east", text.N("n", d.X)))
	case d.X < 0:
		parts = append(parts, l.Say("play.place.west", text.N("n", -d.X)))
	}
	if len(parts) == 0 {
		return l.Say("play.place.here")
	}
	return strings.Join(parts, ", ")
}

// describe is what Describe says is at p, without its place.
func describe(g *game.Game, p gruid.Point) string {
	if !g.IsSeen(p) {
		return ""
	}
	l := game.LangOf(g)
	if a := g.ActorAt(p); a != nil && g.IsVisible(p) {
		if a.Player {
			if things := thingsAt(g, p, false); len(things) > 0 {
				return l.Say("play.describe.you_and", text.S("things", strings.Join(things, ", ")))
			}
			return l.Say("play.describe.you")
		}
		return l.Say("play.describe.creature", creatureArg(l, a.Name), text.S("hurt", game.HurtWords(l, a)),
			text.S("unaware", strconv.FormatBool(!a.Awake)))
	}
	names := thingsAt(g, p, false)
	if len(names) == 0 {
		return ""
	}
	return strings.Join(names, ", ") + "."
}
