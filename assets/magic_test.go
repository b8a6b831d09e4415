// Tests of affixes.toml and potions.toml: what they load to, and each mistake at its place (RULES.md §19-§21).

package assets

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
)

func TestMagicDefaults(t *testing.T) {
	d := loadDefaults(t)
	require.NotEmpty(t, d.Affixes)
	acc, ok := d.Affix("accuracy")
	require.True(t, ok)
	assert.Equal(t, combat.Magic{ToHit: 2}, acc.Magic)
	assert.True(t, acc.Suffix(), "of accuracy goes after the name")
	assert.True(t, acc.Fits(OnRing))
	assert.False(t, acc.Fits(OnBody))
	h, _ := d.Affix("hardened")
	assert.Equal(t, 1, h.Magic.Protection)
	assert.False(t, h.Suffix())
	ap, _ := d.Affix("arrow-proof")
	assert.Equal(t, 2, ap.Magic.Vs[combat.Piercing])
	c, _ := d.Affix("clumsiness")
	assert.True(t, c.Cursed)
	assert.Equal(t, 8, d.Magic.LearnHits)
	heal, ok := d.Consumable("healing")
	require.True(t, ok)
	assert.Equal(t, EffectHeal, heal.Effect)
	assert.Equal(t, "4d8", heal.Dice.String())
	tp, _ := d.Consumable("teleport")
	assert.True(t, tp.Scroll)
	assert.GreaterOrEqual(t, len(d.Looks.Potions), 3)
	effects := map[Effect]bool{}
	for _, c := range d.Consumables {
		effects[c.Effect] = true
	}
	assert.Len(t, effects, int(NumEffects), "every effect has a potion or scroll in the default data")
}

func TestMagicMistakes(t *testing.T) {
	const accuracy = "name = \"accuracy\"\nwords = \"of accuracy\"\non = [\"weapon\", \"missile\", \"ring\"]\nto_hit = 2"
	cases := []struct {
		kind, file, old, new, want, marker string
		shift                              int
	}{
		{"a kind of item that is none", "affixes.toml", accuracy, `name = "accuracy"` + "\nwords = \"of accuracy\"\non = [\"weapon\", \"rign\"]\nto_hit = 2",
			`affixes.toml:%s: on[1] "rign" is not one of "weapon", "missile", "ammo", "body", "shield", "head", "hands", "feet", "cloak", "ring", "amulet" (accuracy)`, `"rign"`, 0},
		{"a cursed affix that adds", "affixes.toml", accuracy, accuracy + "\ncursed = true",
			`affixes.toml:%s: to_hit +2: a cursed affix only takes away (accuracy)`, "\"ring\"]\nto_hit = 2", len("\"ring\"]\nto_hit = ")},
		{"an affix that takes away, not cursed", "affixes.toml", accuracy, `name = "accuracy"` + "\nwords = \"of accuracy\"\non = [\"weapon\"]\nto_hit = -2",
			`affixes.toml:%s: to_hit -2: only a cursed affix takes away (cursed = true) (accuracy)`, "[\"weapon\"]\nto_hit = -2", len("[\"weapon\"]\nto_hit = ")},
		{"hardened jewellery", "affixes.toml", accuracy, `name = "accuracy"` + "\nwords = \"of accuracy\"\non = [\"ring\"]\nprotection = 2",
			`affixes.toml:%s: protection: only armour worn on the body, head, hands, feet or as a cloak is hardened, not a ring (accuracy)`, `on = ["ring"]`, len("on = ")},
		{"threat out of range", "affixes.toml", accuracy, accuracy + "\nthreat = 30",
			`affixes.toml:%s: threat 30 out of range 0 to 10 (accuracy)`, "threat = 30", len("threat = ")},
		{"an effect that is none", "potions.toml", `effect = "map"`, `effect = "mapping"`,
			`potions.toml:%s: effect "mapping" is not one of "heal", "cure", "strength", "identify", "remove_curse", "teleport", "map" (magic mapping)`, `"mapping"`, 0},
		{"healing without dice", "potions.toml", "dice = \"4d8\"\n", "",
			`potions.toml:%s: missing key "dice" (healing)`, "[[potion]]\nname = \"healing\"", 0},
	}
	for _, c := range cases {
		t.Run(c.kind, func(t *testing.T) {
			doc := edited(t, c.file, c.old, c.new)
			got := loadErrors(t, fstest.MapFS{c.file: {Data: []byte(doc)}})
			assert.Equal(t, []string{fmt.Sprintf(c.want, at(t, doc, c.marker, c.shift))}, got)
		})
	}
	// Fewer looks than potions: said at the looks.
	doc := edited(t, "potions.toml", `potion_looks = ["murky green", "bubbling red", "cloudy white", "smoky black", "glowing amber", "oily blue", "fizzing pink"]`, `potion_looks = ["murky green", "bubbling red"]`)
	got := loadErrors(t, fstest.MapFS{"potions.toml": {Data: []byte(doc)}})
	assert.Equal(t, []string{fmt.Sprintf("potions.toml:%s: potion_looks: 2 looks for 3 potions: each potion needs its own", at(t, doc, `["murky green", "bubbling red"]`, 0))}, got)
}

// TestMagicHotReload: an overlay's affixes.toml replaces the embedded one, as every data file (the watcher
// reloads the overlay's .toml files whole).
func TestMagicHotReload(t *testing.T) {
	doc := edited(t, "affixes.toml", "name = \"accuracy\"\nwords = \"of accuracy\"\non = [\"weapon\", \"missile\", \"ring\"]\nto_hit = 2",
		"name = \"accuracy\"\nwords = \"of accuracy\"\non = [\"weapon\", \"missile\", \"ring\"]\nto_hit = 3")
	d, err := Load(fstest.MapFS{"affixes.toml": {Data: []byte(doc)}})
	require.NoError(t, err)
	a, _ := d.Affix("accuracy")
	assert.Equal(t, 3, a.Magic.ToHit)
	assert.Contains(t, d.Overlaid, "affixes.toml")
}

// TestRulesDocEffects: RULES.md §20.2 names each effect potions.toml may give, in order.
func TestRulesDocEffects(t *testing.T) {
	var got []string
	for _, row := range docTable(t, rulesDoc(t), "### 20.2 ") {
		got = append(got, strings.Trim(row[0], "`"))
	}
	assert.Equal(t, effectNames[:], got)
}

// TestRulesDocAffixKeys: RULES.md §19.2 names each Defence key of affixes.toml.
func TestRulesDocAffixKeys(t *testing.T) {
	var got []string
	for _, row := range docTable(t, rulesDoc(t), "### 19.2 ") {
		got = append(got, row[0])
	}
	assert.Equal(t, []string{"`defence`", "`deflection`", "`dodge`", "`natural`", "`protection`, `protection_vs`", "`resist`"}, got)
	for _, k := range []string{"defence", "deflection", "dodge", "natural", "protection", "protection_vs", "resist"} {
		assert.Contains(t, embedded(t, "affixes.toml"), "\n#   "+k, "affixes.toml's header explains %s", k)
	}
}

// TestResistAffixes: affixes.toml's resist adds levels by element (RULES.md §28.3); an element spells.toml
// does not declare, a cursed resist that adds, a resist on a weapon are each told at their place.
func TestResistAffixes(t *testing.T) {
	d := loadDefaults(t)
	af, ok := d.Affix("fire resistance")
	require.True(t, ok)
	assert.Equal(t, map[string]int{"fire": 1}, af.Resist)
	k, ok := d.Affix("kindling")
	require.True(t, ok)
	assert.True(t, k.Cursed)
	assert.Equal(t, -1, k.Resist["fire"])
	src := embedded(t, "affixes.toml")
	bad := strings.NewReplacer(
		"resist = { fire = 1 }", "resist = { frie = 1 }",
		"resist = { fire = -1 }", "resist = { fire = 2 }",
		"on = [\"ring\", \"amulet\"]\nresist = { poison = 2 }", "on = [\"weapon\"]\nresist = { poison = 2 }",
	).Replace(src)
	got := strings.Join(loadErrors(t, fstest.MapFS{"affixes.toml": {Data: []byte(bad)}}), "\n")
	assert.Regexp(t, `affixes\.toml:\d+:\d+: .*frie`, got, "an unknown element, at its place")
	assert.Contains(t, got, "resist.fire +2: a cursed affix only takes away")
	assert.Contains(t, got, "resist: a weapon or ammunition is not worn")
}
