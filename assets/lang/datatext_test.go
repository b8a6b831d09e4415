// Tests of the Russian of the data's prose (issue 38): every creature, spell, trap, element, talent, skill,
// rank, stance, potion and scroll of the data has its Russian (a text in ru/data/<kind>.toml, a word with its
// cases in names.toml), and the Russian names nothing the data lacks.

package lang

import (
	"io/fs"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/pelletier/go-toml/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// dataNames are the names of the data's things by the kind their Russian is given under, each with the
// forms a translation must give ("" the base text; "text", "name" a data file's forms; the cases of a
// word): what TestDataTranslated asks and TestDataTranslationsNameTheData checks the files against.
func dataNames(d *assets.Data) map[string]map[string][]string {
	sg := slices.Clone(Cases)
	pl := []string{"nom_pl", "gen_pl", "dat_pl", "acc_pl", "ins_pl", "pre_pl"}
	out := map[string]map[string][]string{}
	add := func(kind, name string, forms ...string) {
		if out[kind] == nil {
			out[kind] = map[string][]string{}
		}
		out[kind][name] = append(out[kind][name], forms...)
	}
	for _, c := range d.Creatures {
		if c.Text != "" {
			add("creature", c.Name, "text")
		}
	}
	for _, sp := range d.Spells {
		add("spell", sp.Name, append(slices.Clone(sg), "text")...)
	}
	for _, tr := range d.Traps {
		add("trap", tr.Name, "text")
	}
	for _, e := range d.Elements {
		add("element", e.Name, append(slices.Clone(sg), "it", "they")...)
	}
	for _, t := range d.Talents {
		add("talent", t.Name, "name", "text")
	}
	for _, s := range d.Skills {
		add("skill", s.Name, "")
		for _, sp := range s.Specials {
			add("special", sp.Name, "name", "text")
		}
	}
	add("skill", d.Tactics.Stealth.Skill, "")
	add("skill", d.Tactics.Tumble.Skill, "")
	for _, r := range d.RankNames {
		add("rank", r, "")
	}
	for _, s := range d.Stances {
		add("stance", s.Name, append(slices.Clone(sg), "name")...)
	}
	for _, c := range d.Consumables {
		kind := "potion"
		if c.Scroll {
			kind = "scroll"
		}
		add(kind, c.Name, append(append(slices.Clone(sg), pl...), "of")...)
	}
	return out
}

// TestDataTranslated: every text and name of the data a player reads has its Russian, with every form it
// needs (a spell's, a stance's six cases and gender; a potion's plural too, to be counted); none is English
// left as it was, and no two ranks share a name.
func TestDataTranslated(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	ru := load(t, "ru")
	en := load(t, Default)
	for kind, names := range dataNames(d) {
		for name, forms := range names {
			for _, f := range forms {
				if !assert.True(t, Translated(ru, kind, name, f), "no Russian %s of the %s %q", f, kind, name) {
					continue
				}
				w, _ := ru.Given(kind, name)
				got := ru.Form(w, f)
				assert.True(t, cyrillic(got), "the %s of the %s %q is not Russian: %q", f, kind, name, got)
			}
			if slices.Contains(forms, "nom") {
				w, _ := ru.Given(kind, name)
				assert.NotEmpty(t, w.Gender, "the %s %q: no gender", kind, name)
			}
			assert.False(t, Translated(en, kind, name, forms[0]), "English gives the %s %q: it is the data's own", kind, name)
		}
	}
	seen := map[string]bool{}
	for _, r := range d.RankNames {
		s := Text(ru, "rank", r, "", r)
		assert.False(t, seen[s], "two ranks are called %q", s)
		assert.False(t, strings.ContainsAny(s, "0123456789"), "a rank's name gives a number: %q", s)
		seen[s] = true
	}
}

// cyrillic reports whether s has a Cyrillic letter (a translation, not the English left in).
func cyrillic(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) })
}

// TestDataTranslationsNameTheData: every name the Russian data files of these kinds translate is a name of
// the data (a typo, or a thing renamed or gone, would never be shown), and names.toml's new kinds likewise.
func TestDataTranslationsNameTheData(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	names := dataNames(d)
	for _, kind := range []string{"creature", "spell", "trap", "talent", "skill", "special", "rank"} {
		b, err := fs.ReadFile(files, "ru/data/"+kind+".toml")
		require.NoError(t, err, kind)
		var m map[string]any
		require.NoError(t, toml.Unmarshal(b, &m), kind)
		require.NotEmpty(t, m, kind)
		for name := range m {
			_, ok := names[kind][name]
			assert.True(t, ok, "ru/data/%s.toml translates %q, which the data has no %s of", kind, name, kind)
		}
	}
	b, err := fs.ReadFile(files, "ru/"+NamesFile)
	require.NoError(t, err)
	var words map[string]map[string]any
	require.NoError(t, toml.Unmarshal(b, &words))
	for _, kind := range []string{"spell", "element", "potion", "scroll", "stance"} {
		require.NotEmpty(t, words[kind], kind)
		for name := range words[kind] {
			_, ok := names[kind][name]
			assert.True(t, ok, "names.toml [%s] has %q, which the data has no %s of", kind, name, kind)
		}
	}
}

// TestDataTextsSaid: the Russian of the data reads as a player sees it — a creature's description, a spell
// in the accusative of a message, a stance as the panel names it alone, a rank by its name, a potion counted.
func TestDataTextsSaid(t *testing.T) {
	ru := load(t, "ru")
	assert.Equal(t, "Крыса размером с собаку, быстрая и грязная; её укус разносит крысиную лихорадку.",
		Text(ru, "creature", "giant rat", "text", "A rat the size of a dog."))
	assert.Equal(t, "огненную стрелу", ru.Form(ru.Word("spell", "fire bolt"), "acc"))
	assert.Equal(t, "оборонительная", ru.Form(ru.Word("stance", "defensive"), "name"))
	assert.Equal(t, "оборонительную стойку", ru.Form(ru.Word("stance", "defensive"), "acc"))
	assert.Equal(t, "подмастерье", Text(ru, "rank", "capable", "", "capable"))
	assert.Equal(t, "обжигает", ru.Form(ru.Word("element", "fire"), "it"))
	potion := ru.Word("potion", "healing")
	tmpl, err := text.Parse("{n, plural, one {# {w}} few {# {w.few}} other {# {w.gen_pl}}}")
	require.NoError(t, err)
	counted, _ := text.New("ru", nil) // a language of its own: the loaded one stays as the files say
	counted.SetMessage("test.potions", tmpl)
	for n, want := range map[int]string{1: "1 зелье лечения", 3: "3 зелья лечения", 5: "5 зелий лечения"} {
		assert.Equal(t, want, counted.Say("test.potions", text.N("n", n), text.W("w", potion)))
	}
}
