package assets

import (
	"math"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWordsTables: the shipped phrase tables go up strictly, the chances end at 1, the blows end open.
func TestWordsTables(t *testing.T) {
	d := loadDefaults(t)
	for _, tab := range [][]Phrase{d.Words.Chance, d.Words.Glance} {
		require.NotEmpty(t, tab)
		assert.Equal(t, 1.0, tab[len(tab)-1].UpTo)
	}
	assert.True(t, math.IsInf(d.Words.Blows[len(d.Words.Blows)-1].UpTo, 1))
	assert.Equal(t, "almost always", Say(d.Words.Chance, 1))
	assert.Equal(t, "almost never", Say(d.Words.Chance, 0))
	assert.Equal(t, d.Words.Never, d.Words.BlowsWords(math.Inf(1)))
	assert.Equal(t, "a great many of your blows", d.Words.BlowsWords(1000))
}

// TestWordsProblems: rows that do not go up, a table of chances not ending at 1, a blows table
// without its open row and a missing never are each reported at their place.
func TestWordsProblems(t *testing.T) {
	src := embedded(t, "words.toml")
	bad := strings.NewReplacer(
		"upto = 0.18\n", "upto = 0.03\n", // below the row before's 0.04
		"upto = 1.0\nwords = \"always\"", "upto = 0.999\nwords = \"always\"",
		"[[blows]]\nwords", "[[blows]]\nupto = 40.0\nwords",
		"never = ", "nevr = ",
	).Replace(src)
	got := strings.Join(loadErrors(t, fstest.MapFS{"words.toml": {Data: []byte(bad)}}), "\n")
	assert.Contains(t, got, "upto 0.03 does not go up")
	assert.Contains(t, got, "the last [[glance]] row ends at upto = 1.0")
	assert.Contains(t, got, "the last [[blows]] row has no upto")
	assert.Contains(t, got, "nevr")
}

// TestThreatWords: the threat table goes up from no danger to the open row; a ratio on a row's upto is
// that row's, one past the last upto the open row's, +Inf too.
func TestThreatWords(t *testing.T) {
	d := loadDefaults(t)
	tab := d.Words.Threat
	require.GreaterOrEqual(t, len(tab), 2)
	assert.True(t, math.IsInf(tab[len(tab)-1].UpTo, 1), "ends open")
	for i, p := range tab[:len(tab)-1] {
		w, row := d.Words.ThreatWords(p.UpTo)
		assert.Equal(t, p.Words, w)
		assert.Equal(t, i, row)
		w, row = d.Words.ThreatWords(math.Nextafter(p.UpTo, math.Inf(1)))
		assert.Equal(t, tab[i+1].Words, w, "just past row %d", i)
		assert.Equal(t, i+1, row)
	}
	w, row := d.Words.ThreatWords(math.Inf(1))
	assert.Equal(t, "deadly", w)
	assert.Equal(t, len(tab)-1, row)
	w, row = d.Words.ThreatWords(0)
	assert.Equal(t, "harmless", w)
	assert.Zero(t, row)
}

// TestThreatProblems: a threat table that does not end open, and one missing, are reported.
func TestThreatProblems(t *testing.T) {
	src := embedded(t, "words.toml")
	closed := strings.Replace(src, "[[threat]]\nwords", "[[threat]]\nupto = 9.0\nwords", 1)
	got := strings.Join(loadErrors(t, fstest.MapFS{"words.toml": {Data: []byte(closed)}}), "\n")
	assert.Contains(t, got, "the last [[threat]] row has no upto")
	i := strings.Index(src, "[[threat]]")
	require.Positive(t, i)
	got = strings.Join(loadErrors(t, fstest.MapFS{"words.toml": {Data: []byte(src[:i])}}), "\n")
	assert.Contains(t, got, "no [[threat]] rows")
}

// TestPlural: the rules of English spelling the data's plurals default to.
func TestPlural(t *testing.T) {
	for s, want := range map[string]string{
		"spear": "spears", "knife": "knives", "cutlass": "cutlasses", "pair of gauntlets": "pairs of gauntlets",
		"suit of plate armour": "suits of plate armour", "quarterstaff": "quarterstaffs", "morning star": "morning stars",
		"ruby": "rubies", "day": "days", "torch": "torches", "giant fly": "giant flies", "box": "boxes", "": "",
	} {
		assert.Equal(t, want, Plural(s), s)
	}
}

// TestCreaturePlurals: a creature's plural is its own when creatures.toml gives one ("draugar"), else
// made by Plural's rules ("giant flies", not "giant flys"); a plural given empty is a mistake, told at
// its place.
func TestCreaturePlurals(t *testing.T) {
	d := loadDefaults(t)
	for name, want := range map[string]string{"draugr": "draugar", "giant rat": "giant rats", "kobold": "kobolds"} {
		c, ok := d.Creature(name)
		require.True(t, ok, name)
		assert.Equal(t, want, c.Plural, name)
	}
	doc := edited(t, "creatures.toml", `name = "wraith"`, `name = "wraith fly"`)
	d, err := Load(fstest.MapFS{"creatures.toml": {Data: []byte(doc)}})
	require.NoError(t, err)
	c, ok := d.Creature("wraith fly")
	require.True(t, ok)
	assert.Equal(t, "wraith flies", c.Plural, "by the rules of spelling")

	doc = edited(t, "creatures.toml", `plural = "draugar"`, `plural = ""`)
	got := loadErrors(t, fstest.MapFS{"creatures.toml": {Data: []byte(doc)}})
	assert.Equal(t, []string{"creatures.toml:" + at(t, doc, `plural = ""`, len("plural = ")) + ": plural is empty (draugr)"}, got)
}

// TestLuckWords (combat/RULES.md §39.3): words.toml's [[luck]] rows are read strictly: a measure or a side
// the ledger has not, a row given twice, a row missing and luck_rare missing or below 2 are each reported;
// the shipped file has all twelve, and SaysLuck knows their sentences with a foe's name in place.
func TestLuckWords(t *testing.T) {
	d := loadDefaults(t)
	require.Len(t, d.Words.Luck, 12)
	assert.Equal(t, 50.0, d.Words.LuckRare)
	p, ok := d.Words.LuckPhrase(LuckHits, true, true)
	require.True(t, ok)
	assert.Equal(t, "{Foe}'s blows found you far more often than they should have.", p.One)
	assert.True(t, d.Words.SaysLuck("The kobold's blows found you far more often than they should have."))
	assert.True(t, d.Words.SaysLuck(p.Many))
	assert.False(t, d.Words.SaysLuck("The kobold stabs you."))

	src := embedded(t, "words.toml")
	for _, c := range []struct{ from, to, want string }{
		{`measure = "crits"` + "\nside = \"yours\"\nmore = true", `measure = "luck"` + "\nside = \"yours\"\nmore = true", `measure "luck": want one of hits, crits, damage`},
		{`side = "theirs"` + "\nmore = false\none = \"{Foe} never", `side = "mine"` + "\nmore = false\none = \"{Foe} never", `no [[luck]] row of measure = "crits", side = "theirs", more = false`},
		{`side = "theirs"` + "\nmore = false\none = \"{Foe} never", `side = "theirs"` + "\nmore = true\none = \"{Foe} never", `a second [[luck]] row of measure = "crits", side = "theirs", more = true`},
		{"luck_rare = 50\n", "luck_rare = 1\n", "luck_rare"},
		{"luck_rare = 50\n", "", `missing key "luck_rare"`},
	} {
		require.Contains(t, src, c.from)
		bad := strings.Replace(src, c.from, c.to, 1)
		got := strings.Join(loadErrors(t, fstest.MapFS{"words.toml": {Data: []byte(bad)}}), "\n")
		assert.Contains(t, got, c.want, "%q → %q", c.from, c.to)
	}
}
