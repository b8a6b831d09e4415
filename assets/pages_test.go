package assets

import (
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat/ruleset/registry"
)

// Issue 31, item 2: every rule set of the registry has its help page in the data, each section of it
// written (where the system comes from, a blow, the numbers, stances, shields, armour, sneak attacks, magic,
// spells, what it leaves out).
func TestEveryRuleSetHasItsPage(t *testing.T) {
	d := loadDefaults(t)
	for _, s := range registry.List() {
		a, ok := d.About(s.Name())
		require.True(t, ok, "%s: a page in %s", s.Name(), PageFile(s.Name()))
		for what, text := range map[string]string{"title": a.Title, "summary": a.Summary, "source": a.Source,
			"blow": a.Blow, "numbers": a.Numbers, "stances": a.Stances, "shields": a.Shields, "armour": a.Armour,
			"sneak": a.Sneak, "magic": a.Magic, "spells": a.Spells, "left_out": a.LeftOut} {
			assert.NotEmpty(t, text, "%s: %s", s.Name(), what)
		}
		assert.NotContains(t, a.Summary, "\n", "%s: the summary is the creation screen's one line", s.Name())
	}
	_, ok := d.About("")
	assert.True(t, ok, "the default's page")
}

// Every data name a shipped page writes ({stance:coward}) is a name of the data; one that is not is refused
// at its line and column, as is a page without a section, a key of no section, or an unknown kind of name.
func TestPageNamesAreChecked(t *testing.T) {
	loadDefaults(t) // the shipped pages load: every name they write exists
	const name = "pages/drn.toml"
	for _, c := range []struct {
		old, new, want string
		shift          int
	}{
		{"Fatigue (lower is better); each attack", "Fatigue (lower is better); {stance:cowardly} each attack", "unknown stance \"cowardly\", did you mean \"coward\"?", 0},
		{"Fatigue (lower is better); each attack", "Fatigue (lower is better); {colour:red} each attack", "names a \"colour\", which is no kind of data", 0},
		{"left_out = ", "lefted_out = ", "unknown key \"lefted_out\"", 0},
	} {
		doc := edited(t, name, c.old, c.new)
		errs := loadErrors(t, fstest.MapFS{name: {Data: []byte(doc)}})
		require.NotEmpty(t, errs)
		assert.Contains(t, errs[0], c.want, c.new)
		assert.Regexp(t, `^pages/drn\.toml:\d+:\d+: `, errs[0], "the file, line and column")
	}
	// a section left out
	doc := edited(t, name, "title = ", "# title = ")
	errs := loadErrors(t, fstest.MapFS{name: {Data: []byte(doc)}})
	assert.Contains(t, errs[0], "title", "the missing section is named")
	// a name at its line and column: the key holding it
	doc = edited(t, name, "stances = \"\"\"Stances change", "stances = \"\"\"{weapon:sword of nothing} Stances change")
	errs = loadErrors(t, fstest.MapFS{name: {Data: []byte(doc)}})
	assert.Equal(t, "pages/drn.toml:"+at(t, doc, "\"\"\"{weapon:", 0)+": unknown weapon \"sword of nothing\"; known: bare hands, battle axe", errs[0][:len("pages/drn.toml:16:11: unknown weapon \"sword of nothing\"; known: bare hands, battle axe")])
}
