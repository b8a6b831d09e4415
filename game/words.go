// Words: how the game names creatures in messages. The sentences of combat come from combat/words.

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

// Capitalize upper-cases the first letter of s.
func Capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// noun names an actor for a combat message: "you" or "the kobold".
func (g *Game) noun(a *Actor) words.Noun {
	return words.Noun{Name: the(a), You: a.Player}
}

// An puts the indefinite article before a singular noun phrase: "a spear", "an aggressive stance";
// counted stacks ("19 sling bullets") stay as they are.
func An(s string) string {
	if s == "" || (s[0] >= '0' && s[0] <= '9') {
		return s
	}
	if strings.ContainsRune("aeiou", rune(s[0])) {
		return "an " + s
	}
	return "a " + s
}
