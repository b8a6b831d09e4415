// The plural rules against CLDR's, as golang.org/x/text carries them (a test's import: it never reaches the
// game's binary nor the browser's module).

package text

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// TestPluralRulesAreCLDRs: for every whole number 0 to 10,000, English's and Russian's category is the one
// CLDR's cardinal rules give (x/text's feature/plural), so "1 кобольд, 2 кобольда, 5 кобольдов, 21
// кобольд" and "111 кобольдов" come out right.
func TestPluralRulesAreCLDRs(t *testing.T) {
	forms := map[plural.Form]Category{plural.Other: Other, plural.One: One, plural.Few: Few, plural.Many: Many,
		plural.Zero: Zero, plural.Two: Two}
	for tag, rule := range map[string]PluralRule{"en": english, "ru": russian} {
		lt := language.MustParse(tag)
		for n := 0; n <= 10000; n++ {
			want, ok := forms[plural.Cardinal.MatchPlural(lt, n, 0, 0, 0, 0)]
			require.True(t, ok)
			if !assert.Equal(t, want, rule(n), "%s: %d", tag, n) {
				return
			}
		}
	}
	l, _ := New("ru", nil)
	assert.Equal(t, []Category{Many, One, Few}, CategoriesOf(l), "Russian's whole numbers: many (0), one (1), few (2)")
}

// TestTemplates: a template's placeholders, forms, capitals, plurals, selects and messages said within
// (the syntax of template.go), and the mistakes Parse names by column.
func TestTemplates(t *testing.T) {
	l, _ := New("ru", nil)
	set := func(key, src string) {
		tm, err := Parse(src)
		require.NoError(t, err, src)
		l.SetMessage(key, tm)
	}
	set("count", "{n, plural, one {# {w}} few {# {w.gen}} many {# {w.gen_pl}} other {# {w.gen}}}")
	set("your", "{w, select, f {ваша} n {ваше} pl {ваши} other {ваш}} {w}")
	set("start", "{W} и {@your}.")
	kobold := Word{Base: "кобольд", Forms: map[string]string{"gen": "кобольда", "gen_pl": "кобольдов"}, Gender: "m"}
	for n, want := range map[int]string{1: "1 кобольд", 2: "2 кобольда", 5: "5 кобольдов", 11: "11 кобольдов", 21: "21 кобольд", 22: "22 кобольда", 111: "111 кобольдов"} {
		assert.Equal(t, want, l.Say("count", W("w", kobold), N("n", n)))
	}
	spear := Word{Base: "копьё", Gender: "n"}
	assert.Equal(t, "ваше копьё", l.Say("your", W("w", spear)))
	assert.Equal(t, "Копьё и ваше копьё.", l.Say("start", W("w", spear)))
	assert.Equal(t, "[nope]", l.Say("nope"), "a key no language has says itself")
	for src, col := range map[string]string{
		"{x":                                     "column 2",
		"a }":                                    "column 3",
		"{n, plural, one {a}":                    "column 20",
		"{n, plural, single {a}}":                "column 13",
		"{w, select, m {a}}":                     "no other branch",
		"{w, choose, m {a}}":                     "plural or select",
		"{w.acc, select, m {a}}":                 "names a message or a form",
		"{n, plural, one {a} one {b} other {c}}": "twice",
	} {
		_, err := Parse(src)
		if assert.Error(t, err, src) {
			assert.Contains(t, err.Error(), col, src)
		}
	}
}

// TestEnglishForms: the forms English derives by its spelling (the data name each word once).
func TestEnglishForms(t *testing.T) {
	en, _ := New("en", nil)
	cases := []struct{ base, form, want string }{
		{"kobold", "the", "the kobold"}, {"Grizzletooth", "the", "Grizzletooth"}, {"earth elemental", "a", "an earth elemental"},
		{"kobold", "poss", "the kobold's"}, {"Mother Vesk", "poss", "Mother Vesk's"}, {"knife", "pl", "knives"},
		{"slash", "s", "slashes"}, {"parry", "s", "parries"}, {"stab", "s", "stabs"}, {"kobold", "gen", "kobold"},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, en.Form(Word{Base: c.base}, c.form), "%s.%s", c.base, c.form)
	}
	tm, err := Parse("{w, select, pl {glance} other {glances}}")
	require.NoError(t, err)
	en.SetMessage("g", tm)
	assert.Equal(t, "glance", en.Say("g", W("w", Word{Base: "claws"})))
	assert.Equal(t, "glances", en.Say("g", W("w", Word{Base: "cutlass"})))
	assert.Equal(t, "glances", en.Say("g", W("w", Word{Base: "pair of gauntlets"})), "a pair is one")
}
