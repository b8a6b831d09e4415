// Tests of the catalogue: every language loads, every key English has another has too (or is on the list
// allowed to fall back), the arguments and plurals of each template agree with English's, the words the
// Russian messages need are all there with their forms, and a mistake is named at its file:line:col.

package lang

import (
	"slices"
	"sort"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fallsBack are the keys a language may leave to English, by language: none yet. A key here must be one of
// English's and not translated (TestFallbackListIsTrue), so the list never hides a key that is gone.
var fallsBack = map[string][]string{
	"ru": {},
}

func load(t *testing.T, tag string) *text.Lang {
	t.Helper()
	l, err := Load(tag)
	require.NoError(t, err, tag)
	return l
}

// own reports whether key is a language's own part of its messages (a message file's [own] table).
func own(key string) bool { return strings.Contains(key, ".own.") }

// TestEveryKeyTranslated: issue 38 — every key of English has a translation in every other language, but
// for the keys fallsBack allows; and no language has a key English lacks (its own parts aside).
func TestEveryKeyTranslated(t *testing.T) {
	en := load(t, Default)
	require.Greater(t, len(text.KeysOf(en)), 50, "English has its texts")
	for _, tag := range Tags()[1:] {
		l := load(t, tag)
		for _, k := range text.KeysOf(en) {
			if own(k) || slices.Contains(fallsBack[tag], k) {
				continue
			}
			_, ok := l.Message(k)
			assert.True(t, ok, "%s has no %s (translate it, or put it on fallsBack)", tag, k)
		}
		for _, k := range text.KeysOf(l) {
			_, ok := en.Message(k)
			assert.True(t, ok || own(k), "%s has %s, which English has not", tag, k)
		}
	}
}

// TestFallbackListIsTrue: each key a language may leave to English is English's, and left.
func TestFallbackListIsTrue(t *testing.T) {
	en := load(t, Default)
	for tag, keys := range fallsBack {
		l := load(t, tag)
		for _, k := range keys {
			_, inEn := en.Message(k)
			_, inL := l.Message(k)
			assert.True(t, inEn && !inL, "%s: %s is on the fallback list but English lacks it or %s has it", tag, k, tag)
		}
	}
}

// args are the arguments key's template reads in l, with those of the messages it says within.
func args(l *text.Lang, key string, seen map[string]bool) map[string]bool {
	out := map[string]bool{}
	if seen[key] {
		return out
	}
	seen[key] = true
	tm, ok := l.Message(key)
	if !ok {
		if f := l.Fallback(); f != nil {
			tm, ok = f.Message(key)
		}
		if !ok {
			return out
		}
	}
	u := text.UsesOf(tm)
	for a := range u.Args {
		out[a] = true
	}
	for _, inc := range u.Includes {
		for a := range args(l, inc, seen) {
			out[a] = true
		}
	}
	return out
}

// TestArgumentsAgree: issue 38 — a translation reads no argument English's template does not (the code
// passes English's: another would be empty), every message it says within is there, and each of its
// plurals gives a form for every category of the language's whole numbers (Russian: one, few and many).
func TestArgumentsAgree(t *testing.T) {
	en := load(t, Default)
	for _, tag := range Tags() {
		l := load(t, tag)
		cats := text.CategoriesOf(l)
		for _, k := range text.KeysOf(l) {
			tm, _ := l.Message(k)
			u := text.UsesOf(tm)
			for _, inc := range u.Includes {
				assert.True(t, l.Has(inc), "%s: %s says %s, which is no text", tag, k, inc)
			}
			for _, p := range u.Plurals {
				for _, c := range cats {
					assert.Contains(t, p, c.String(), "%s: %s: a plural with no %s form", tag, k, c)
				}
			}
			if own(k) || tag == Default {
				continue
			}
			want := args(en, k, map[string]bool{})
			for a := range args(l, k, map[string]bool{}) {
				assert.True(t, want[a], "%s: %s reads {%s}, which English's does not", tag, k, a)
			}
		}
	}
}

// TestArgumentsAgreeFails: the check above finds a translation that reads an argument English does not, and
// a Russian plural with no few form (the test's own, not shipped).
func TestArgumentsAgreeFails(t *testing.T) {
	en := load(t, Default)
	fsys := fstest.MapFS{"ru/fight.toml": {Data: []byte("hear = \"{who} слышит {n, plural, one {#} many {#} other {#}}\"\n")}}
	ru, err := Read(fsys, "ru", en)
	require.NoError(t, err)
	got := args(ru, "fight.hear", map[string]bool{})
	assert.True(t, got["who"] && !args(en, "fight.hear", map[string]bool{})["who"])
	tm, _ := ru.Message("fight.hear")
	assert.NotContains(t, text.UsesOf(tm).Plurals[0], "few")
}

// TestErrorsAtFileLineCol: a mistake in a text file is named at its file, line and column, and every one
// is listed: a template that does not parse, a key English has not, a word with five cases, a kind of name
// there is none of, a syntax error.
func TestErrorsAtFileLineCol(t *testing.T) {
	en := load(t, Default)
	fsys := fstest.MapFS{
		"ru/fight.toml": {Data: []byte("# ok\nhit = \"{a, select, m {x}}\"\nhurl = \"x\"\ndie = 3\n")},
		"ru/names.toml": {Data: []byte("[creature]\nkobold = { sg = \"a|b|c|d|e\" }\n[monster]\nx = { base = \"y\" }\n")},
		"ru/bad.toml":   {Data: []byte("a = \"x\"\nb = \n")},
	}
	_, err := Read(fsys, "ru", en)
	require.Error(t, err)
	for _, want := range []string{
		"assets/lang/ru/fight.toml:2:7: fight.hit: column 19 of the template: a select on \"a\" with no other branch",
		"assets/lang/ru/fight.toml:3:1: fight.hurl: no such text in English",
		"assets/lang/ru/fight.toml:4:7: fight.die: want a string",
		"assets/lang/ru/names.toml:2:10: creature.kobold: sg gives 5 forms",
		"assets/lang/ru/names.toml:3:2: no kind of name \"monster\"",
		"assets/lang/ru/bad.toml:2:",
	} {
		assert.Contains(t, err.Error(), want)
	}
}

// TestRussianWords: every creature, weapon (and ammunition), natural attack, verb of a hit, armour and hide
// of the data has its Russian word: a name its six cases in the singular and its gender, a creature of a
// kind (not a unique) its six in the plural too (to be counted), a verb its forms for "он" and "они".
func TestRussianWords(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	ru := load(t, "ru")
	has := func(kind, name string, forms ...string) {
		w, ok := ru.Own(kind, name)
		if !assert.True(t, ok, "no Russian word for the %s %q", kind, name) {
			return
		}
		for _, f := range forms {
			assert.NotEmpty(t, w.Forms[f], "%s %q: no form %s", kind, name, f)
		}
	}
	sg := []string{"nom", "gen", "dat", "acc", "ins", "pre"}
	pl := []string{"nom_pl", "gen_pl", "dat_pl", "acc_pl", "ins_pl", "pre_pl"}
	verbs, attacks, covers := map[string]bool{}, map[string]bool{}, map[string]bool{}
	for _, c := range d.Creatures {
		forms := sg
		if !c.Unique {
			forms = append(slices.Clone(sg), pl...)
		}
		has("creature", c.Name, forms...)
		w, _ := ru.Own("creature", c.Name)
		assert.NotEmpty(t, w.Gender, c.Name)
		for _, a := range c.Attacks {
			if a.Weapon == "" {
				attacks[a.Name] = true
				verbs[a.Verb] = true
			}
		}
		if c.Cover != "" {
			covers[c.Cover] = true
		}
	}
	for _, w := range d.Weapons {
		has("weapon", w.Name, sg...)
		for _, v := range w.Verbs {
			if v != "" {
				verbs[v] = true
			}
		}
	}
	for _, a := range d.Ammunition {
		has("weapon", a.Name, append(slices.Clone(sg), pl...)...)
	}
	for _, a := range d.Armours {
		has("armour", a.Name, sg...)
	}
	for _, name := range sortedKeys(attacks) {
		has("attack", name, sg...)
	}
	for _, name := range sortedKeys(covers) {
		has("armour", name, sg...)
	}
	for _, v := range sortedKeys(verbs) {
		has("verb", v, "it", "they")
	}
	for _, n := range []string{"armour", "shield", "hide"} {
		has("armour", n, sg...)
	}
	has("attack", "attack", sg...)
}

func sortedKeys(m map[string]bool) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// TestDataTexts: a language's data folder gives the texts of the data by kind and name, a form of a name
// under its table; a text not given is the data's own (English); a value that is no text is refused at
// its file:line:col.
func TestDataTexts(t *testing.T) {
	en, err := Load(Default)
	require.NoError(t, err)
	fsys := fstest.MapFS{
		"ru/fight.toml":     {Data: []byte("hear = \"Вы слышите бой.\"\n")},
		"ru/data/hint.toml": {Data: []byte("stairs = \"Лестница ведёт вниз.\"\n\n[\"giant rat\"]\ntitle = \"Крыса\"\ntext = \"Большая крыса.\"\n")},
	}
	ru, err := Read(fsys, "ru", en)
	require.NoError(t, err)
	assert.Equal(t, "Лестница ведёт вниз.", Text(ru, "hint", "stairs", "", "The stairs lead down."))
	assert.Equal(t, "Крыса", Text(ru, "hint", "giant rat", "title", "Rat"))
	assert.Equal(t, "Большая крыса.", Text(ru, "hint", "giant rat", "", "A big rat."))
	assert.Equal(t, "Doors open.", Text(ru, "hint", "doors", "", "Doors open."))
	assert.Equal(t, "The stairs lead down.", Text(en, "hint", "stairs", "", "The stairs lead down."))
	assert.True(t, Translated(ru, "hint", "giant rat", "title"))
	assert.False(t, Translated(ru, "hint", "giant rat", "summary"))
	assert.False(t, Translated(ru, "hint", "doors", ""))
	fsys["ru/data/hint.toml"] = &fstest.MapFile{Data: []byte("stairs = \"ok\"\ndoors = 3\n")}
	_, err = Read(fsys, "ru", en)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "assets/lang/ru/data/hint.toml:2:9: doors: want a string")
}

// TestDataTextsJoinNames: a data text of a name names.toml gives words for joins them (its cases stay).
func TestDataTextsJoinNames(t *testing.T) {
	en, err := Load(Default)
	require.NoError(t, err)
	fsys := fstest.MapFS{
		"ru/names.toml":         {Data: []byte("[creature]\nkobold = { sg = \"кобольд|кобольда|кобольду|кобольда|кобольдом|кобольде\", gender = \"m\" }\n")},
		"ru/data/creature.toml": {Data: []byte("[kobold]\ntext = \"Мелкий и злобный.\"\n")},
	}
	ru, err := Read(fsys, "ru", en)
	require.NoError(t, err)
	assert.Equal(t, "Мелкий и злобный.", Text(ru, "creature", "kobold", "text", "Small and mean."))
	assert.Equal(t, "кобольда", ru.Form(ru.Word("creature", "kobold"), "gen"))
	assert.True(t, Translated(ru, "creature", "kobold", "text"))
	assert.False(t, Translated(ru, "creature", "goblin", "text"))
}
