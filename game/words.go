// Words: the sentences of the message log, built from combat outcomes. They never show a number.
package game

import (
	"strings"

	"github.com/cleave-game/cleave/combat"
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

// verb conjugates a verb for its subject: "you hit", "the kobold hits".
func verb(subject *Actor, v string) string {
	if subject.Player {
		return v
	}
	switch {
	case strings.HasSuffix(v, "s"), strings.HasSuffix(v, "sh"), strings.HasSuffix(v, "ch"):
		return v + "es"
	}
	return v + "s"
}

// AttackSentence tells one attack of a on t: "You hit the kobold.", "The kobold misses you.",
// "You hit the kobold hard!", "Your long sword glances off the kobold."
func AttackSentence(a, t *Actor, o combat.Outcome) string {
	switch {
	case !o.Hit:
		return capitalize(the(a)) + " " + verb(a, "miss") + " " + the(t) + "."
	case o.Glance:
		return capitalize(possessive(a)) + " " + a.Weapon.Name + " glances off " + the(t) + "."
	case o.Critical:
		return capitalize(the(a)) + " " + verb(a, "hit") + " " + the(t) + " hard!"
	}
	return capitalize(the(a)) + " " + verb(a, "hit") + " " + the(t) + "."
}

// possessive is "your" or "the kobold's".
func possessive(a *Actor) string {
	if a.Player {
		return "your"
	}
	return "the " + a.Name + "'s"
}
