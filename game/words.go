// Words: the sentences of the message log, built from combat outcomes. They never show a number.
package game

import (
	"strings"

	"github.com/cleave-game/cleave/combat/words"
)

// the names an actor as the subject or object of a sentence: "you" or "the kobold".
func the(a *Actor) string {
	if a.Player {
		return "you"
	}
	return "the " + a.Name
}

// capitalize upper-cases the first letter of s.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// noun names an actor for a message: "you" or "the kobold".
func noun(a *Actor) words.Noun {
	return words.Noun{Name: the(a), You: a.Player}
}

// scene is what a message of a's attack on t names besides the outcome.
func (g *Game) scene(a, t *Actor) words.Scene {
	return words.Scene{Attacker: noun(a), Target: noun(t), Weapon: a.Weapon, Armour: t.Armour.Name, Hide: t.Hide}
}
