// Tests of the loader's other limits, each on both sides where it has two: the names a key takes, the dice
// a file may ask for, a name's length, how many of a thing there may be, a creature's letter; and of the
// defaults the shipped data relies on.

package assets_test

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
)

// TestEnumsRefuseOthers: a key that takes one of a list of names refuses any other, listing them all.
func TestEnumsRefuseOthers(t *testing.T) {
	skipShort(t)
	damageTypes := `"slashing", "piercing", "bludgeoning"`
	for _, c := range []struct {
		e    edge
		list string
	}{
		{edge{file: "skills.toml", at: `name = "Daggers and knives"`, key: "kind"}, `"weapon", "style"`},
		{edge{file: "skills.toml", at: `name = "Duelist"`, key: "when"}, `"sword_and_board", "two_shields", "twin_blades", "duelist", "staff", "archer", "two_handed"`},
		{edge{file: "weapons.toml", at: longSword, key: "held"}, `"main", "off", "both", "missile"`},
		{edge{file: "weapons.toml", at: longSword, key: "types", tmpl: `["slashing", %s]`, path: "types[1]", more: true}, damageTypes},
		{edge{file: "armour.toml", at: `name = "padded coat"`, key: "slot"}, `"body", "hand", "cloak", "head", "hands", "feet", "ring", "neck"`},
		{edge{file: "armour.toml", at: `name = "padded coat"`, key: "category"}, `"none", "armour", "shield"`},
		{edge{file: "tags.toml", at: `name = "animated"`, key: "traits", tmpl: "[%s]", path: "traits[0]"},
			`"incorporeal", "no_vitals", "fearless", "poison_immune", "disease_immune", "bloodless", "ambush", "pack", "skirmish", "bash", "rally"`},
		{edge{file: "creatures.toml", at: giantRat, key: "attacks", tmpl: `[{ name = "bite", damage = "1d3", verb = "bite", type = %s }]`, path: "attacks[0].type"}, damageTypes},
		{edge{file: "affixes.toml", at: `name = "+1"`, key: "on", tmpl: "[%s]", path: "on[0]"},
			`"weapon", "missile", "ammo", "body", "shield", "head", "hands", "feet", "cloak", "ring", "amulet"`},
		{edge{file: "potions.toml", at: `name = "curing"`, key: "effect"}, `"heal", "cure", "strength", "identify", "remove_curse", "teleport", "map"`},
		{edge{file: "spells.toml", at: `name = "fire bolt"`, key: "shape", more: true}, `"bolt", "blast", "beam", "self"`},
		{edge{file: "spells.toml", at: `name = "fire bolt"`, key: "effect", more: true}, `"damage", "heal", "ward", "dazzle"`},
		{edge{file: "spells.toml", at: `name = "arrow trap"`, key: "kind", more: true}, `"missile", "pit", "spell"`},
		{edge{file: "spells.toml", at: `name = "arrow trap"`, key: "type"}, damageTypes},
		{edge{file: "talents.toml", at: `name = "Bulwark"`, key: "mode"}, `"blow", "shot", "throw", "bash"`},
		{edge{file: "tiers.toml", at: `skill = "Daggers and knives"`, key: "feature"}, `"none", "bleed", "damage"`},
		{edge{file: "tiers.toml", key: "creature_guard_light"}, `"none", "dodge", "block", "auto"`},
		{edge{file: "tiers.toml", key: "creature_guard_heavy"}, `"none", "dodge", "block", "auto"`},
	} {
		t.Run(c.e.file+"/"+c.e.pathName(), func(t *testing.T) {
			t.Parallel()
			c.e.refuses(t, `"bogus"`, fmt.Sprintf(`%s "bogus" is not one of %s`, c.e.pathName(), c.list))
		})
	}
	// A damage type written as a key: a weapon's verbs.
	verbs := edge{file: "weapons.toml", at: longSword, key: "verbs", tmpl: `{ slashing = "slash", piercing = "stab", %s = "x" }`}
	verbs.refuses(t, "bogus", `verbs: key "bogus" is not one of `+damageTypes)
}

// TestDiceLimits: dice of 1 to 100 dice of 1 to 1000 sides, a bonus within ±1000 (combat.ParseDice), on
// both sides, and every key that takes dice parses them.
func TestDiceLimits(t *testing.T) {
	skipShort(t)
	damage := edge{file: "weapons.toml", at: longSword, key: "damage"}
	for _, v := range []string{`"100d1000+1000"`, `"1d1-1000"`} {
		damage.loads(t, v)
	}
	for _, c := range []struct{ v, why string }{
		{"0d6", "between 1 and 100 dice"}, {"101d6", "between 1 and 100 dice"},
		{"1d0", "between 1 and 1000 sides"}, {"1d1001", "between 1 and 1000 sides"},
		{"1d6+1001", "bonus between -1000 and 1000"}, {"1d6-1001", "bonus between -1000 and 1000"},
		{"1d", "want NdS, NdS+B or NdS-B, such as 1d8+2"}, {"d6", "want NdS, NdS+B or NdS-B, such as 1d8+2"},
	} {
		damage.refuses(t, `"`+c.v+`"`, fmt.Sprintf(`damage: bad dice %q: %s`, c.v, c.why))
	}
	const bad = `"1d1001"`
	for _, e := range []edge{
		{file: "armour.toml", at: `name = "tower shield"`, key: "bash"},
		{file: "creatures.toml", at: giantRat, key: "attacks", tmpl: `[{ name = "bite", damage = %s, verb = "bite", type = "piercing" }]`, path: "attacks[0].damage"},
		{file: "potions.toml", at: `name = "healing"`, key: "dice"},
		{file: "spells.toml", at: `name = "fire bolt"`, key: "damage"},
		{file: "spells.toml", at: `name = "mend"`, key: "damage"},
		{file: "spells.toml", at: `name = "arrow trap"`, key: "damage"},
		{file: "spells.toml", at: `name = "pit"`, key: "damage"},
		{file: "tiers.toml", key: "shield_block_die"}, {file: "tiers.toml", key: "dodge_die"}, {file: "tiers.toml", key: "deflect_die"},
		{file: "tiers.toml", at: `name = "tower shield"`, key: "block_die"},
	} {
		t.Run(e.file+"/"+e.pathName(), func(t *testing.T) {
			t.Parallel()
			e.refuses(t, bad, fmt.Sprintf(`%s: bad dice "1d1001": between 1 and 1000 sides`, e.pathName()))
		})
	}
}

// TestNameLength: a name of 64 characters loads, one of 65 is refused, at the name.
func TestNameLength(t *testing.T) {
	for _, c := range []struct{ file, at string }{{"weapons.toml", longSword}, {"creatures.toml", kobold}, {"stances.toml", `name = "frenzy"`}} {
		e := edge{file: c.file, at: place(t, shipped(t, c.file), c.at), key: "name"}
		// The name is the entry's: others that name it (a kit, a creature's weapon, a rule set's entry) lose
		// it; what matters is the length alone, so the long name is told first, at its place.
		name := strings.Repeat("é", assets.MaxNameLen)
		doc, _, _ := e.write(t, `"`+name+`"`)
		for _, p := range problems(t, fstest.MapFS{c.file: {Data: []byte(doc)}}) {
			assert.NotContains(t, p, "characters, more than", "a name of %d characters is not too long", assets.MaxNameLen)
		}
		e.entity, e.more = strings.Repeat("x", 40)+"…", true
		e.refuses(t, `"`+strings.Repeat("x", assets.MaxNameLen+1)+`"`, "a name of 65 characters, more than the 64 a name may have")
	}
	doc := shipped(t, "stances.toml") + "\n[[stance]]\nname = \"" + strings.Repeat("x", assets.MaxNameLen) + "\"\nto_hit = 0\ndamage = 0\n"
	assert.Empty(t, problems(t, fstest.MapFS{"stances.toml": {Data: []byte(doc)}}), "a new stance of a 64-letter name loads")
}

// TestCounts: as many of a thing as there may be loads, one more is refused: 16 elements (combat.MaxElements),
// a look for each potion and each scroll.
func TestCounts(t *testing.T) {
	spells := shipped(t, "spells.toml")
	d, err := assets.Load(nil)
	require.NoError(t, err)
	var more strings.Builder
	for i := len(d.Elements); i < combat.MaxElements; i++ {
		fmt.Fprintf(&more, "\n[[element]]\nname = \"extra%c\"\nverb = \"hurts\"\n", 'a'+i)
	}
	doc := spells + more.String()
	assert.Empty(t, problems(t, fstest.MapFS{"spells.toml": {Data: []byte(doc)}}), "%d elements load", combat.MaxElements)
	doc += "\n[[element]]\nname = \"one too many\"\nverb = \"hurts\"\n"
	assert.Equal(t, []string{fmt.Sprintf(`spells.toml:%d:8: an element beyond the 16 there may be (one too many)`, strings.Count(doc, "\n")-1)},
		problems(t, fstest.MapFS{"spells.toml": {Data: []byte(doc)}}))

	var nPotions, nScrolls int
	for _, c := range d.Consumables {
		if c.Scroll {
			nScrolls++
		} else {
			nPotions++
		}
	}
	looks := func(n int, word string) string {
		var l []string
		for i := range n {
			l = append(l, fmt.Sprintf("%q", fmt.Sprintf("%s %c", word, 'a'+i)))
		}
		return "[" + strings.Join(l, ", ") + "]"
	}
	for _, c := range []struct {
		key string
		n   int
	}{{"potion_looks", nPotions}, {"scroll_looks", nScrolls}} {
		e := edge{file: "potions.toml", key: c.key}
		e.loads(t, looks(c.n, "look"))
		what := strings.TrimSuffix(c.key, "_looks")
		e.refuses(t, looks(c.n-1, "look"), fmt.Sprintf("%s: %d looks for %d %ss: each %s needs its own", c.key, c.n-1, c.n, what, what))
	}
}

// TestCreatureCode: a creature's code is one letter a to z, as vault maps write it, and one creature's.
func TestCreatureCode(t *testing.T) {
	imp := "\n[[creature]]\nname = \"test imp\"\nstrength = 5\ndexterity = 15\nhp = 3\n" +
		`attacks = [{ name = "claw", damage = "1d2", verb = "claw", type = "slashing" }]` +
		"\ntext = \"An imp made for a test.\"\nfaction = \"vermin\"\ndepth = [1, 2]\nfrequency = 0\nspeed = 6.0\n"
	code := edge{file: "creatures.toml", at: `name = "test imp"`, key: "code", add: imp}
	code.loads(t, `"q"`) // the one letter no shipped creature has
	for _, v := range []string{"`", "{", "A", "qq", ""} {
		code.refuses(t, fmt.Sprintf("%q", v), fmt.Sprintf("code %q: want one lower-case letter, as vault maps write creatures", v))
	}
	d, err := assets.Load(nil)
	require.NoError(t, err)
	for _, c := range []byte{'a', 'z'} { // the shipped data has both ends
		first, ok := d.CreatureByCode(c)
		require.True(t, ok, "a creature of code %c", c)
		code.refuses(t, fmt.Sprintf("%q", string(c)), fmt.Sprintf("code %q is also the %s's: a letter of a vault map stands for one creature", string(c), first.Name))
	}
}

// loadWith loads the shipped data with the overlay's files, which must load.
func loadWith(t *testing.T, files map[string]string) *assets.Data {
	t.Helper()
	overlay := fstest.MapFS{}
	for name, text := range files {
		overlay[name] = &fstest.MapFile{Data: []byte(text)}
	}
	d, err := assets.Load(overlay)
	require.NoError(t, err)
	return d
}

// without is the shipped file name with keys taken out of the section holding the line at.
func without(t *testing.T, name, at string, keys ...string) string {
	doc := shipped(t, name)
	for _, k := range keys {
		doc, _, _ = dropKey(t, doc, at, k)
	}
	return doc
}

// TestDefaultsHold: what a key left out means, where the shipped data leaves it out and the game relies on
// it. A weapon or a natural attack that gives no threat or multiplier threatens on 22–24 and multiplies by
// ×2 (RULES.md §6.1, "unless the weapon says otherwise"); a creature's natural blow takes 6 seconds; a kit
// item is one; an affix or a potion goes down to the deepest level; an element is resisted.
func TestDefaultsHold(t *testing.T) {
	d := loadWith(t, map[string]string{"weapons.toml": without(t, "weapons.toml", longSword, "threat", "multiplier")})
	sword, ok := d.Weapon("long sword")
	require.True(t, ok)
	assert.Equal(t, 22, sword.ThreatLow, "RULES.md §6.1: a weapon's threat is 22–24 unless it says")
	assert.Equal(t, 2, sword.Multiplier, "RULES.md §6.1: ×2 unless it says")

	d, err := assets.Load(nil)
	require.NoError(t, err)
	rat, ok := d.Creature("giant rat")
	require.True(t, ok)
	require.Equal(t, "bite", rat.Attacks[0].Name, "the shipped giant rat bites, and gives no threat")
	bite := rat.Attacks[0].Natural()
	assert.Equal(t, 22, bite.ThreatLow, "RULES.md §6.1: a natural attack's threat is 22–24 unless it says")
	assert.Equal(t, 2, bite.Multiplier, "RULES.md §6.1: ×2 unless it says")
	given := edge{file: "creatures.toml", at: giantRat, key: "attacks",
		tmpl: `[{ name = "bite", damage = "1d3", verb = "bite", type = "piercing", threat = %s, multiplier = 3 }]`}
	doc, _, _ := given.write(t, "20")
	rat, _ = loadWith(t, map[string]string{"creatures.toml": doc}).Creature("giant rat")
	assert.Equal(t, 20, rat.Attacks[0].Natural().ThreatLow, "a natural attack's own threat")
	assert.Equal(t, 3, rat.Attacks[0].Natural().Multiplier, "a natural attack's own multiplier")

	kobold, ok := d.Creature("kobold")
	require.True(t, ok)
	assert.Equal(t, 6.0, kobold.BlowTime, "creatures.toml: a natural attack takes 6 seconds unless the creature says")
	assert.Equal(t, "kobolds", kobold.Plural, "the plural English spelling makes")

	warrior, ok := d.Background("warrior")
	require.True(t, ok)
	for _, k := range warrior.Kit {
		assert.Equal(t, 1, k.Count, "%s: a kit item is one unless the kit says", k.Item)
	}
	arrow, ok := d.Ammo("arrow")
	require.True(t, ok)
	assert.Equal(t, "arrows", arrow.Plural)

	plusOne, ok := d.Affix("+1")
	require.True(t, ok)
	assert.Equal(t, 99, plusOne.MaxDepth, "an affix is made down to the deepest level unless it says")
	healing, ok := d.Consumable("healing")
	require.True(t, ok)
	assert.Equal(t, 99, healing.MaxDepth, "a potion is made down to the deepest level unless it says")

	for _, e := range d.Elements {
		assert.Equal(t, e.Name != "fall", e.Resistible, "%s: an element is resisted unless it says (the fall says not)", e.Name)
	}
	last := d.Words.Blows[len(d.Words.Blows)-1]
	assert.True(t, last.UpTo > 1e300, "the last row of blows, without upto, is for any more: %g", last.UpTo)

	padded, ok := d.Armour("padded coat")
	require.True(t, ok)
	assert.True(t, padded.DexLimited, "the padded coat gives a dex_limit")
	d = loadWith(t, map[string]string{"armour.toml": without(t, "armour.toml", `name = "padded coat"`, "dex_limit")})
	padded, _ = d.Armour("padded coat")
	assert.False(t, padded.DexLimited, "armour without dex_limit does not limit Dexterity")
}

// TestFileSizeEdge: a data file of exactly MaxFileSize bytes loads; one byte more is refused.
func TestFileSizeEdge(t *testing.T) {
	text := shipped(t, "weapons.toml") + "#"
	pad := strings.Repeat("x", assets.MaxFileSize-len(text)) // one comment running to the limit
	assert.Empty(t, problems(t, fstest.MapFS{"weapons.toml": {Data: []byte(text + pad)}}), "%d bytes load", assets.MaxFileSize)
	assert.Equal(t, []string{"weapons.toml:1:1: more than 1048576 bytes (1 MiB), the most a data file may hold"},
		problems(t, fstest.MapFS{"weapons.toml": {Data: []byte(text + pad + "x")}}))
}

// TestProblemsShownEdge: a load tells up to 50 problems (MaxProblems); past that it counts the rest in one line.
func TestProblemsShownEdge(t *testing.T) {
	stances := func(n int) fstest.MapFS { // n names of the wrong type, and no neutral stance: n+1 problems
		return fstest.MapFS{"stances.toml": {Data: []byte(strings.Repeat("[[stance]]\nname = 3\n", n))}}
	}
	got := problems(t, stances(49))
	assert.Len(t, got, 50, "50 problems are told")
	assert.NotContains(t, got[len(got)-1], "more problems")
	got = problems(t, stances(50))
	require.Len(t, got, 51)
	assert.Equal(t, "and 1 more problems", got[50], "the 51st is counted")
}

// TestRankCounts: a skill's columns, the names of the ranks and Tumble's Dodge give one number for each rank
// 0 to 10: ten or twelve are refused.
func TestRankCounts(t *testing.T) {
	zeros := func(n int) string { return "[" + strings.TrimSuffix(strings.Repeat("0, ", n), ", ") + "]" }
	toHit := edge{file: "skills.toml", at: `name = "Daggers and knives"`, key: "to_hit", atStart: true}
	toHit.loads(t, zeros(11))
	for _, n := range []int{10, 12} {
		toHit.refuses(t, zeros(n), fmt.Sprintf("to_hit has %d ranks, want 11 (ranks 0 to 10)", n))
	}
	dodge := edge{file: "talents.toml", at: "[tumble]", key: "dodge", path: "tumble.dodge", entity: "-", atStart: true}
	dodge.loads(t, zeros(11))
	for _, n := range []int{10, 12} {
		dodge.refuses(t, zeros(n), fmt.Sprintf("want 11 numbers, one for each rank 0 to 10; got %d", n))
	}
	names := edge{file: "skills.toml", key: "rank_names", atStart: true}
	list := func(n int) string {
		var l []string
		for i := range n {
			l = append(l, fmt.Sprintf(`"rank %c"`, 'a'+i))
		}
		return "[" + strings.Join(l, ", ") + "]"
	}
	names.loads(t, list(11))
	for _, n := range []int{10, 12} {
		names.refuses(t, list(n), fmt.Sprintf("rank_names has %d names, want 11 (ranks 0 to 10)", n))
	}
}
