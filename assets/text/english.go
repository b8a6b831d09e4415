// English: the forms of a word the rules of English spelling make, so the English data names each word
// once ("spear") and the messages say "spears", "the spear", "a spear", "stabs".

package text

import "strings"

// englishForm is w's form in English by the rules of spelling: pl (the plural), s (a verb's third
// person), the (with the definite article, none for a proper name), a (with the indefinite article), poss
// (the possessive of the definite: "the kobold's", "the wolves'").
func englishForm(w Word, form string) (string, bool) {
	switch form {
	case "pl":
		return Plural(w.Base), true
	case "s":
		return ThirdPerson(w.Base), true
	case "the":
		if proper(w.Base) {
			return w.Base, true
		}
		return "the " + w.Base, true
	case "a":
		if proper(w.Base) {
			return w.Base, true
		}
		return An(w.Base), true
	case "poss":
		the, _ := englishForm(w, "the")
		if strings.HasSuffix(the, "s") {
			return the + "'", true
		}
		return the + "'s", true
	}
	return "", false
}

// englishGender guesses the number of an English name: "pl" for "claws", "fangs", "bare hands" (not
// "cutlass", nor a "pair of gauntlets": a pair is one), else "n".
func englishGender(w Word) string {
	name := w.Base
	if strings.HasPrefix(name, "pair of ") {
		return "n"
	}
	if strings.HasSuffix(name, "s") && !strings.HasSuffix(name, "ss") && !strings.HasSuffix(name, "us") {
		return "pl"
	}
	return "n"
}

// proper reports whether s is a name of its own, written with a capital ("Grizzletooth"), which takes no
// article.
func proper(s string) bool { return s != "" && s[0] >= 'A' && s[0] <= 'Z' }

// Plural is the plural of an English noun phrase by the rules of spelling: "spear" → "spears", "knife"
// → "knives", "pair of gauntlets" → "pairs of gauntlets".
func Plural(s string) string {
	if head, rest, ok := strings.Cut(s, " of "); ok {
		return Plural(head) + " of " + rest
	}
	switch {
	case s == "":
		return s
	case strings.HasSuffix(s, "fe"):
		return s[:len(s)-2] + "ves"
	case strings.HasSuffix(s, "s"), strings.HasSuffix(s, "sh"), strings.HasSuffix(s, "ch"),
		strings.HasSuffix(s, "x"), strings.HasSuffix(s, "z"):
		return s + "es"
	case len(s) > 1 && s[len(s)-1] == 'y' && !strings.ContainsRune("aeiou", rune(s[len(s)-2])):
		return s[:len(s)-1] + "ies"
	}
	return s + "s"
}

// ThirdPerson conjugates an English verb for a third-person subject: "slash" → "slashes", "stab" →
// "stabs", "parry" → "parries". Only the first word of a phrasal verb changes: "lash out" → "lashes out".
func ThirdPerson(verb string) string {
	word, rest, found := strings.Cut(verb, " ")
	if found {
		rest = " " + rest
	}
	switch {
	case word == "":
		return verb
	case word == "be":
		word = "is"
	case word == "have":
		word = "has"
	case strings.HasSuffix(word, "y") && len(word) > 1 && !strings.ContainsRune("aeiou", rune(word[len(word)-2])):
		word = word[:len(word)-1] + "ies"
	case strings.HasSuffix(word, "s"), strings.HasSuffix(word, "sh"), strings.HasSuffix(word, "ch"),
		strings.HasSuffix(word, "x"), strings.HasSuffix(word, "z"), strings.HasSuffix(word, "o"):
		word += "es"
	default:
		word += "s"
	}
	return word + rest
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
