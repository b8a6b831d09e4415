// Tests of tags.toml: what each tag gives, what each shipped creature gets from its tags, and the
// mistakes of the file, each at its place.

package assets

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The traits every shipped creature has: the behaviour of the game before the table, kept.
func TestCreatureTraits(t *testing.T) {
	d := loadDefaults(t)
	type want struct {
		traits        Traits
		cover, corpse string
	}
	undead := Traits{Fearless: true, PoisonImmune: true, DiseaseImmune: true}
	spirit := Traits{Incorporeal: true, NoVitals: true, Fearless: true, PoisonImmune: true, DiseaseImmune: true, Bloodless: true, Ambush: true}
	for name, w := range map[string]want{
		"kobold":          {Traits{Pack: true, Rally: true}, "scales", "corpse"},
		"giant rat":       {Traits{Pack: true}, "fur", "corpse_small"},
		"cave beetle":     {Traits{}, "shell", "corpse"},
		"skeleton":        {Traits{Fearless: true, PoisonImmune: true, DiseaseImmune: true, NoVitals: true, Bloodless: true}, "bones", "bones"},
		"draugr":          {undead, "rotting hide", "corpse"},
		"ghoul":           {undead, "grey skin", "corpse"},
		"ghost":           {spirit, "mist", "ectoplasm"},
		"wraith":          {spirit, "mist", "ectoplasm"},
		"mud golem":       {Traits{NoVitals: true, Fearless: true, PoisonImmune: true, Bloodless: true}, "mud", "corpse"},
		"earth elemental": {Traits{NoVitals: true, Fearless: true, Bloodless: true}, "stone", "corpse"},
	} {
		c, ok := d.Creature(name)
		require.True(t, ok, name)
		assert.Equal(t, w.traits, c.Traits, name)
		assert.Equal(t, w.cover, c.Cover, name)
		assert.Equal(t, w.corpse, c.Corpse, name)
	}
}

// TestTraitsOfTags: what a creature gets from tags.toml's tags, their order there and the defaults.
func TestTraitsOfTags(t *testing.T) {
	d := loadDefaults(t)
	for _, c := range []struct {
		tags          []string
		protection    int
		hp            int
		traits        Traits
		cover, corpse string
	}{
		{nil, 0, 10, Traits{}, "hide", "corpse"},
		{[]string{"animated"}, 0, 10, Traits{NoVitals: true}, "hide", "corpse"},
		{[]string{"spirit"}, 0, 4, Traits{NoVitals: true, Ambush: true}, "hide", "corpse_small"},
		{[]string{"vermin"}, 1, 10, Traits{}, "hide", "corpse"},
		{[]string{"vermin", "construct"}, 1, 10, Traits{NoVitals: true, Fearless: true, PoisonImmune: true, Bloodless: true}, "body", "corpse"},
		{[]string{"construct", "vermin"}, 2, 10, Traits{NoVitals: true, Fearless: true, PoisonImmune: true, Bloodless: true}, "shell", "corpse"},
		{[]string{"incorporeal", "skeleton"}, 0, 3, Traits{Incorporeal: true, NoVitals: true, Bloodless: true}, "hide", "bones"},
		{[]string{"Undead"}, 0, 5, Traits{Fearless: true, PoisonImmune: true, DiseaseImmune: true}, "hide", "corpse"}, // names in any case
	} {
		cr := Creature{Tags: c.tags, Protection: c.protection, HP: c.hp}
		cr.setTraits(d.Tags, d.TagDefaults)
		assert.Equal(t, c.traits, cr.Traits, "%v", c.tags)
		assert.Equal(t, c.cover, cr.Cover, "%v", c.tags)
		assert.Equal(t, c.corpse, cr.Corpse, "%v", c.tags)
	}
}

// TestEmbeddedTagsAreTheOldTable: tags.toml as shipped is, row for row and in its order, the Go
// table it replaced (assets/traits.go's tagTable), and its defaults are that file's constants.
func TestEmbeddedTagsAreTheOldTable(t *testing.T) {
	d := loadDefaults(t)
	assert.Equal(t, []Tag{
		{Name: "animal"},
		{Name: "animated", Traits: Traits{NoVitals: true}},
		{Name: "vermin", Cover: "shell", CoverMinProtection: 2},
		{Name: "construct", Traits: Traits{NoVitals: true, Fearless: true, PoisonImmune: true, Bloodless: true}, Cover: "body"},
		{Name: "elemental", Traits: Traits{NoVitals: true, Fearless: true, Bloodless: true}},
		{Name: "flying"},
		{Name: "humanoid"},
		{Name: "skeleton", Traits: Traits{NoVitals: true, Bloodless: true}, Corpse: "bones"},
		{Name: "incorporeal", Traits: Traits{Incorporeal: true, NoVitals: true, Bloodless: true}, Corpse: "ectoplasm"},
		{Name: "spirit", Traits: Traits{NoVitals: true, Ambush: true}}, // RULES.md §23.3: spirits lie in ambush
		{Name: "undead", Traits: Traits{Fearless: true, PoisonImmune: true, DiseaseImmune: true}},
		// the roles of RULES.md §37 (issue 20)
		{Name: "pack", Traits: Traits{Pack: true}},
		{Name: "skirmisher", Traits: Traits{Skirmish: true}},
		{Name: "shieldbearer", Traits: Traits{Bash: true}},
		{Name: "rallier", Traits: Traits{Rally: true}},
		{Name: "lurker", Traits: Traits{Ambush: true}},
	}, d.Tags)
	assert.Equal(t, TagDefaults{Cover: "hide", Corpse: "corpse", SmallCorpse: "corpse_small", SmallCorpseHP: 4}, d.TagDefaults)
	undead, ok := d.Tag("UNDEAD")
	require.True(t, ok, "tags are looked up in any case")
	assert.True(t, undead.Traits.DiseaseImmune)
	_, ok = d.Tag("ooze")
	assert.False(t, ok)
}

// TestTraitWordsAreTheTraits: each field of Traits has one word of tags.toml, which sets it alone.
func TestTraitWordsAreTheTraits(t *testing.T) {
	require.Len(t, traitWords, reflect.TypeFor[Traits]().NumField(), "a word for every trait")
	seen := map[string]bool{}
	fields := map[int]string{}
	for _, w := range traitWords {
		assert.False(t, seen[w.word], "%q twice", w.word)
		seen[w.word] = true
		var tr Traits
		*w.field(&tr) = true
		v := reflect.ValueOf(tr)
		set := -1
		for i := range v.NumField() {
			if v.Field(i).Bool() {
				assert.Equal(t, -1, set, "%q sets one field", w.word)
				set = i
			}
		}
		require.GreaterOrEqual(t, set, 0, w.word)
		assert.Empty(t, fields[set], "%q and %q set the same field", w.word, fields[set])
		fields[set] = w.word
		assert.Equal(t, tr, Traits{}.union(tr), "union keeps %q", w.word)
		assert.Equal(t, tr, tr.union(Traits{}), "union keeps %q", w.word)
	}
}

// ooze is a designer's new tag, and greenSlime a new creature that carries it.
const (
	ooze       = "\n[[tag]]\nname = \"ooze\"\ntraits = [\"bloodless\", \"fearless\"]\ncover = \"membrane\"\n"
	greenSlime = "\n[[creature]]\nname = \"green slime\"\ntext = \"A puddle of green that creeps.\"\nstrength = 10\ndexterity = 5\nhp = 3\n" +
		"attacks = [{ name = \"touch\", damage = \"1d4\", verb = \"burn\", type = \"bludgeoning\" }]\n" +
		"tags = [\"animal\", \"ooze\"]\nfaction = \"vermin\"\ndepth = [2, 5]\nfrequency = 0\nspeed = 12.0\n"
)

// TestADesignersNewTag: a tag added in an overlay's tags.toml, with no code, gives its traits and
// cover to a creature of the overlay's creatures.toml; the embedded creatures keep theirs.
func TestADesignersNewTag(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "tags.toml"), []byte(embedded(t, "tags.toml")+ooze), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "creatures.toml"), []byte(embedded(t, "creatures.toml")+greenSlime), 0o644))
	d, err := LoadDir(dir)
	require.NoError(t, err)
	assert.Equal(t, []string{"tags.toml", "creatures.toml"}, d.Overlaid)
	slime, ok := d.Creature("green slime")
	require.True(t, ok)
	assert.Equal(t, Traits{Fearless: true, Bloodless: true}, slime.Traits)
	assert.Equal(t, "membrane", slime.Cover)
	assert.Equal(t, "corpse_small", slime.Corpse, "3 hp: the small default remains")
	golem, _ := d.Creature("mud golem")
	assert.Equal(t, "mud", golem.Cover, "its own cover wins over its construct tag's body")
	assert.Equal(t, Traits{NoVitals: true, Fearless: true, PoisonImmune: true, Bloodless: true}, golem.Traits)
}

// TestTagsFileOrderDecides: the first tag of tags.toml that names a cover or a corpse wins, whatever
// the order of the creature's tags, and a tag whose cover needs more protection leaves it to the next.
func TestTagsFileOrderDecides(t *testing.T) {
	tags := embedded(t, "tags.toml") + ooze + "corpse = \"puddle\"\n"
	// The beetle's own cover would win over any tag's: without it, its tags decide.
	creatures := edited(t, "creatures.toml", "tags = [\"animal\", \"vermin\"]\ncover = \"shell\"\n", "tags = [\"ooze\", \"vermin\", \"animal\"]\n")
	d, err := Load(fstest.MapFS{"tags.toml": {Data: []byte(tags)}, "creatures.toml": {Data: []byte(creatures)}})
	require.NoError(t, err)
	beetle, ok := d.Creature("cave beetle")
	require.True(t, ok)
	require.GreaterOrEqual(t, beetle.Protection, 2)
	assert.Equal(t, "shell", beetle.Cover, "vermin comes before ooze in tags.toml")
	assert.Equal(t, "puddle", beetle.Corpse)

	// Ooze first in the file: its membrane wins over the vermin's shell.
	tags = strings.Replace(embedded(t, "tags.toml"), "\n[[tag]]\nname = \"animal\"\n", ooze+"\n[[tag]]\nname = \"animal\"\n", 1)
	d, err = Load(fstest.MapFS{"tags.toml": {Data: []byte(tags)}, "creatures.toml": {Data: []byte(creatures)}})
	require.NoError(t, err)
	beetle, _ = d.Creature("cave beetle")
	assert.Equal(t, "membrane", beetle.Cover)
	assert.Equal(t, "ooze", d.Tags[0].Name)

	// The vermin's shell wants protection 2: a softer beetle falls through to ooze's membrane.
	soft := strings.Replace(creatures, "protection = 4\nattacks = [{ name = \"mandibles\"", "protection = 1\nattacks = [{ name = \"mandibles\"", 1)
	require.NotEqual(t, creatures, soft)
	d, err = Load(fstest.MapFS{"tags.toml": {Data: []byte(embedded(t, "tags.toml") + ooze)}, "creatures.toml": {Data: []byte(soft)}})
	require.NoError(t, err)
	beetle, _ = d.Creature("cave beetle")
	assert.Equal(t, "membrane", beetle.Cover)
}

// TestTagMistakes: each mistake in tags.toml, or in a creature's tags, is reported once, at its place.
func TestTagMistakes(t *testing.T) {
	declared := "animal, animated, construct, elemental, flying, humanoid, incorporeal, lurker, pack, rallier, shieldbearer, skeleton, skirmisher, spirit, undead, vermin"
	words := `"incorporeal", "no_vitals", "fearless", "poison_immune", "disease_immune", "bloodless", "ambush", "pack", "skirmish", "bash", "rally"`
	tags := embedded(t, "tags.toml")
	cases := []struct {
		kind, file, old, new string
		// want is the expected message, with %s for the position of marker+shift in the edited file
		want   string
		marker string
		shift  int
	}{
		{
			kind: "unknown key in a tag", file: "tags.toml",
			old: `name = "flying"`, new: `name = "flying"` + "\ncorps = \"feathers\"",
			want:   `tags.toml:%s: unknown key "corps", did you mean "corpse"? (flying)`,
			marker: "corps =",
		},
		{
			kind: "unknown key among the defaults, near one", file: "tags.toml",
			old: "small_corpse_hp = 4\n", new: "small_corpse_hp = 4\ncorpses = \"x\"\n",
			want:   `tags.toml:%s: unknown key "corpses", did you mean "corpse"?`,
			marker: "corpses =",
		},
		{
			kind: "unknown key among the defaults, far from any", file: "tags.toml",
			old: "small_corpse_hp = 4\n", new: "small_corpse_hp = 4\nblood_colour = \"red\"\n",
			want:   `tags.toml:%s: unknown key "blood_colour" at the top of the file: the keys there are cover, corpse, small_corpse, small_corpse_hp; entries start with [[tag]]`,
			marker: "blood_colour",
		},
		{
			kind: "unknown entry", file: "tags.toml",
			old: "[[tag]]\nname = \"animated\"", new: "[[tags]]\nname = \"animated\"",
			want:   `tags.toml:%s: unknown entry [[tags]], did you mean [[tag]]? (animated)`,
			marker: "tags]]",
		},
		{
			kind: "unknown trait word", file: "tags.toml",
			old: `traits = ["no_vitals", "fearless", "bloodless"]`, new: `traits = ["no_vitals", "fearles", "bloodless"]`,
			want:   `tags.toml:%s: traits[1] "fearles" is not one of ` + words + ` (elemental)`,
			marker: `"fearles"`,
		},
		{
			kind: "trait given twice", file: "tags.toml",
			old: `traits = ["no_vitals", "fearless", "bloodless"]`, new: `traits = ["no_vitals", "fearless", "no_vitals"]`,
			want:   `tags.toml:%s: trait "no_vitals" given twice (elemental)`,
			marker: `"fearless", "no_vitals"]`, shift: len(`"fearless", `),
		},
		{
			kind: "traits of the wrong type", file: "tags.toml",
			old: `traits = ["no_vitals", "bloodless"]`, new: `traits = "bloodless"`,
			want:   `tags.toml:%s: wrong type for traits: want a list of strings, got a string (skeleton)`,
			marker: `"bloodless"` + "\ncorpse = \"bones\"",
		},
		{
			kind: "duplicate tag", file: "tags.toml",
			old: `name = "animated"`, new: `name = "Undead"`,
			want:   `tags.toml:%s: duplicate tag name "undead", first at line ` + lineOf(t, strings.Replace(tags, `name = "animated"`, `name = "Undead"`, 1), `"Undead"`) + ` (undead)`,
			marker: `name = "undead"`, shift: len(`name = `),
		},
		{
			kind: "empty cover", file: "tags.toml",
			old: `cover = "body"`, new: `cover = ""`,
			want:   `tags.toml:%s: cover is empty (construct)`,
			marker: `cover = ""`, shift: len("cover = "),
		},
		{
			kind: "empty default", file: "tags.toml",
			old: `small_corpse = "corpse_small"`, new: `small_corpse = " "`,
			want:   `tags.toml:%s: small_corpse is empty`,
			marker: `" "`,
		},
		{
			kind: "cover_min_protection out of range", file: "tags.toml",
			old: "cover_min_protection = 2", new: "cover_min_protection = 31",
			want:   `tags.toml:%s: cover_min_protection 31 out of range 0 to 30 (vermin)`,
			marker: "31",
		},
		{
			kind: "cover_min_protection without a cover", file: "tags.toml",
			old: `name = "flying"`, new: `name = "flying"` + "\ncover_min_protection = 1",
			want:   `tags.toml:%s: cover_min_protection is for a tag that gives a cover (flying)`,
			marker: "cover_min_protection = 1", shift: len("cover_min_protection = "),
		},
		{
			kind: "small_corpse_hp out of range", file: "tags.toml",
			old: "small_corpse_hp = 4", new: "small_corpse_hp = -1",
			want:   `tags.toml:%s: small_corpse_hp -1 out of range 0 to 10000`,
			marker: "-1",
		},
		{
			kind: "a default missing", file: "tags.toml",
			old: "small_corpse_hp = 4\n", new: "",
			want:   `tags.toml:1:1: missing key "small_corpse_hp"%s`,
			marker: "[[tag]]\nname = \"animal\"", shift: -1, // no place of its own: the top of the file
		},
		{
			kind: "no defaults", file: "tags.toml",
			old: "cover = \"hide\"\ncorpse = \"corpse\"\nsmall_corpse = \"corpse_small\"\nsmall_corpse_hp = 4\n", new: "",
			want:   `tags.toml:1:1: no defaults: cover, corpse, small_corpse and small_corpse_hp come before the first [[tag]]%s`,
			marker: "[[tag]]\nname = \"animal\"", shift: -1,
		},
		{
			kind: "a creature's tag not declared, near one", file: "creatures.toml",
			old: `tags = ["elemental"]`, new: `tags = ["elementl"]`,
			want:   `creatures.toml:%s: tag "elementl" is not declared in tags.toml, did you mean "elemental"? (earth elemental)`,
			marker: `"elementl"`,
		},
		{
			kind: "a creature's tag not declared, far from any", file: "creatures.toml",
			old: `tags = ["elemental"]`, new: `tags = ["elemental", "ooze"]`,
			want:   `creatures.toml:%s: tag "ooze" is not declared in tags.toml, which declares ` + declared + ` (earth elemental)`,
			marker: `"ooze"`,
		},
	}
	for _, c := range cases {
		t.Run(c.kind, func(t *testing.T) {
			doc := edited(t, c.file, c.old, c.new)
			got := loadErrors(t, fstest.MapFS{c.file: {Data: []byte(doc)}})
			where := at(t, doc, c.marker, c.shift)
			if c.shift < 0 {
				where = ""
			}
			assert.Equal(t, []string{fmt.Sprintf(c.want, where)}, got)
		})
	}
}

// TestATagTheOverlayDropped: a tag an overlay's tags.toml leaves out is reported where the embedded
// creatures.toml uses it, naming that file as the embedded one.
func TestATagTheOverlayDropped(t *testing.T) {
	tags := edited(t, "tags.toml", "[[tag]]\nname = \"flying\"\n\n", "")
	creatures := embedded(t, "creatures.toml")
	got := loadErrors(t, fstest.MapFS{"tags.toml": {Data: []byte(tags)}})
	assert.Len(t, got, strings.Count(creatures, `"flying"`), "one problem a creature that flies")
	assert.Contains(t, got,
		fmt.Sprintf(`assets/creatures.toml:%s: tag "flying" is not declared in tags.toml, which declares `+
			`animal, animated, construct, elemental, humanoid, incorporeal, lurker, pack, rallier, shieldbearer, skeleton, skirmisher, spirit, undead, vermin (ghost)`,
			at(t, creatures, `"flying"]`, 0)))
}

// TestRulesFileKeyNearOne: a misspelt key of rules.toml (a file of top-level keys) is answered with
// the near key, not with entries it does not have.
func TestRulesFileKeyNearOne(t *testing.T) {
	doc := edited(t, "rules.toml", "training = 10", "training = 10\ntrainin = 3")
	assert.Equal(t, []string{fmt.Sprintf(`rules.toml:%s: unknown key "trainin", did you mean "training"?`, at(t, doc, "trainin =", 0))},
		loadErrors(t, fstest.MapFS{"rules.toml": {Data: []byte(doc)}}))
	doc = edited(t, "rules.toml", "training = 10", "training = 10\ndarkness = 3")
	got := loadErrors(t, fstest.MapFS{"rules.toml": {Data: []byte(doc)}})
	require.Len(t, got, 1)
	assert.True(t, strings.HasPrefix(got[0], fmt.Sprintf(`rules.toml:%s: unknown key "darkness"; the keys are light_radius, base_hp,`, at(t, doc, "darkness", 0))), got[0])
	assert.NotContains(t, got[0], "[[")
}

// TestWatcherReloadsTags: an edit of tags.toml in a watched directory reloads like any data file;
// a tags.toml that drops a tag a creature carries is reported at the creature, and the last good
// data stays.
func TestWatcherReloadsTags(t *testing.T) {
	dir := t.TempDir()
	tagsFile := filepath.Join(dir, "tags.toml")
	require.NoError(t, os.WriteFile(tagsFile, []byte(embedded(t, "tags.toml")+ooze), 0o644))
	creatures := embedded(t, "creatures.toml") + greenSlime
	require.NoError(t, os.WriteFile(filepath.Join(dir, "creatures.toml"), []byte(creatures), 0o644))
	first, err := LoadDir(dir)
	require.NoError(t, err)
	w, err := NewWatcher(dir, first)
	require.NoError(t, err)
	defer func() { assert.NoError(t, w.Close()) }()

	// A good edit: the ooze's cover is a skin now, and it has no vitals.
	skin := strings.Replace(embedded(t, "tags.toml")+ooze, `cover = "membrane"`, "cover = \"skin\"\ncorpse = \"puddle\"", 1)
	skin = strings.Replace(skin, `traits = ["bloodless", "fearless"]`, `traits = ["bloodless", "fearless", "no_vitals"]`, 1)
	require.NoError(t, os.WriteFile(tagsFile, []byte(skin), 0o644))
	d, err := waitReload(t, w)
	require.NoError(t, err)
	slime, ok := d.Creature("green slime")
	require.True(t, ok)
	assert.Equal(t, "skin", slime.Cover)
	assert.Equal(t, "puddle", slime.Corpse)
	assert.Equal(t, Traits{NoVitals: true, Fearless: true, Bloodless: true}, slime.Traits)
	good := d

	// A bad edit: the ooze is gone, and the slime still carries it.
	require.NoError(t, os.WriteFile(tagsFile, []byte(embedded(t, "tags.toml")), 0o644))
	d, err = waitReload(t, w)
	require.Error(t, err)
	want := filepath.Join(dir, "creatures.toml") + ":" + at(t, creatures, `"ooze"`, 0) + `: tag "ooze" is not declared in tags.toml`
	assert.True(t, strings.HasPrefix(err.Error(), want), err.Error())
	assert.True(t, strings.HasSuffix(err.Error(), "(green slime)"), err.Error())
	assert.Same(t, good, d, "the last good data stays in use")
}
