// Words: how the game names creatures in messages. The sentences of combat come from combat/words.

package game

import (
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat/words"
)

// the names an actor as the subject or object of a sentence: "you" or "the kobold".
func the(a *Actor) string {
	if a.Player {
		return "you"
	}
	if properName(a.Name) {
		return a.Name // a unique: "Grotz the Gnawer"
	}
	return "the " + a.Name
}

// AName names a creature by the name of its kind with its indefinite article, "a kobold", or by its own name
// alone, "Grizzletooth" (a unique's).
func AName(name string) string {
	if properName(name) {
		return name
	}
	return An(name)
}

// properName reports whether s, a creature's name, is a name of its own, written with a capital (a
// unique's: "Grizzletooth"), which takes no article.
func properName(s string) bool { return s != "" && s[0] >= 'A' && s[0] <= 'Z' }

// Capitalize upper-cases the first letter of s.
func Capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// noun names an actor for a combat message: "you" or "the kobold".
func noun(a *Actor) words.Noun {
	return words.Noun{Name: the(a), You: a.Player}
}

// An puts the indefinite article before a singular noun phrase, by how its first word sounds: "a
// spear", "an earth elemental", "an aggressive stance", "a unicorn", "an hour"; counted stacks ("19
// sling bullets", as the screens name them) stay as they are.
func An(s string) string {
	if s == "" || (s[0] >= '0' && s[0] <= '9') {
		return s
	}
	if vowelSound(s) {
		return "an " + s
	}
	return "a " + s
}

// vowelSound reports whether s begins with a vowel sound: its first letter is a vowel, but for the
// vowels said as a consonant ("one", "unicorn", "useful", "ewer", "eucalyptus") and the silent h of
// "hour", "honest", "honour" and "heir".
func vowelSound(s string) bool {
	w := strings.ToLower(s)
	for _, p := range consonantVowels {
		if strings.HasPrefix(w, p) {
			return false
		}
	}
	for _, p := range silentH {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return strings.ContainsRune("aeiou", rune(w[0]))
}

// consonantVowels and silentH are the beginnings of words whose first letter does not sound as it
// reads: English spelling, not designer names.
var (
	consonantVowels = []string{"one", "once", "uni", "use", "usu", "ura", "ure", "uti", "eu", "ewe", "ewer"}
	silentH         = []string{"hour", "honest", "honour", "honor", "heir"}
)

// plural is the plural of the item's name: the ammunition's own ("crossbow bolts"), else by the
// rules of English spelling (Plural).
func (it Item) plural(d *assets.Data) string {
	if it.Kind == ItemAmmo {
		if a, ok := d.Ammo(it.Name); ok && a.Plural != "" {
			return a.Plural
		}
	}
	return Plural(it.Name)
}

// Plural is the plural of a noun phrase by the rules of English spelling (assets.Plural, the rule the
// data's plurals default to): "spear" → "spears", "knife" → "knives", "pair of gauntlets" → "pairs of
// gauntlets".
func Plural(s string) string { return assets.Plural(s) }
