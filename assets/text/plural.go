// Plural categories: CLDR's rules for whole numbers in the languages the game is played in.

package text

// Category is a CLDR plural category: which form of a word a count takes.
type Category uint8

// The CLDR plural categories a whole number can take in the game's languages.
const (
	Other Category = iota
	One
	Few
	Many
	Zero
	Two
)

// categoryNames are the categories as templates name them.
var categoryNames = [...]string{Other: "other", One: "one", Few: "few", Many: "many", Zero: "zero", Two: "two"}

// String is the category as CLDR and the templates name it: "one", "few".
func (c Category) String() string {
	if int(c) < len(categoryNames) {
		return categoryNames[c]
	}
	return "other"
}

// categoryNamed is the category a template names ("few"), and whether it is one.
func categoryNamed(s string) (Category, bool) {
	for i, n := range categoryNames {
		if n == s {
			return Category(i), true
		}
	}
	return Other, false
}

// PluralRule is a language's rule for the category of a whole number.
type PluralRule func(n int) Category

// english is CLDR's rule for English: one for 1, other for every other number.
func english(n int) Category {
	if n == 1 {
		return One
	}
	return Other
}

// russian is CLDR's rule for Russian whole numbers: one for 1, 21, 31… (not 11), few for 2–4, 22–24…
// (not 12–14), many for the rest (0, 5–20, 25–30…).
func russian(n int) Category {
	if n < 0 {
		n = -n
	}
	d, h := n%10, n%100
	switch {
	case d == 1 && h != 11:
		return One
	case d >= 2 && d <= 4 && (h < 12 || h > 14):
		return Few
	}
	return Many
}

// Categories are the categories a language's whole numbers take: a plural in its templates must give a
// form for each (or an other).
func categoriesOf(rule PluralRule) []Category {
	seen := map[Category]bool{}
	var cs []Category
	for n := range 200 {
		if c := rule(n); !seen[c] {
			seen[c] = true
			cs = append(cs, c)
		}
	}
	return cs
}
