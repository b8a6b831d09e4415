// Words: how the game names creatures in messages. The sentences of combat come from combat/words.

package game

import (
	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
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

// Capitalize upper-cases the first letter of s, a whole rune ("ученик" → "Ученик": text.Capital).
func Capitalize(s string) string { return text.Capital(s) }

// noun names an actor for a combat message: "you" or "the kobold".
func noun(a *Actor) words.Noun {
	return words.Noun{Name: the(a), You: a.Player}
}

// An puts the indefinite article before a singular noun phrase, by how its first word sounds: "a
// spear", "an earth elemental" (text.An, English's rule).
func An(s string) string { return text.An(s) }

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

// langOf is the language g's messages are said in: its own, else English.
func langOf(g *Game) *text.Lang {
	if g.lang != nil {
		return g.lang
	}
	return lang.English()
}

// SetLang has g say its messages in l from now on (nil: English); the messages said stay as they were.
// (A function, not a method: game.Game keeps to its count of methods.)
func SetLang(g *Game, l *text.Lang) { g.lang = l }

// LangOf is the language g says its messages in (English when none was set).
func LangOf(g *Game) *text.Lang { return langOf(g) }

// weaponWord is the word of a weapon's or a natural attack's name in l: a weapon's, else a natural
// attack's ("bite"), else the name as written.
func weaponWord(l *text.Lang, name string) text.Word {
	if w, ok := l.Own("weapon", name); ok {
		return w
	}
	return l.Word("attack", name)
}

// yes is a flag as a template's select reads it.
func yes(b bool) string {
	if b {
		return "true"
	}
	return "false"
}
