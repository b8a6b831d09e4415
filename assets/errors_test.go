// Tests that each kind of mistake in a data file is reported with its exact message and place.

package assets

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// embedded returns the text of an embedded data file.
func embedded(t testing.TB, name string) string {
	t.Helper()
	b, err := fs.ReadFile(Files, name)
	require.NoError(t, err)
	return string(b)
}

// edited is the embedded file name with old, which must occur exactly once, replaced by new.
func edited(t testing.TB, name, old, new string) string {
	t.Helper()
	doc := embedded(t, name)
	require.Equal(t, 1, strings.Count(doc, old), "%q must occur once in %s", old, name)
	return strings.Replace(doc, old, new, 1)
}

// at is "line:col" of the place shift bytes into marker, which must occur exactly once in doc.
func at(t testing.TB, doc, marker string, shift int) string {
	t.Helper()
	require.Equal(t, 1, strings.Count(doc, marker), "%q must occur once", marker)
	off := strings.Index(doc, marker) + shift
	line := 1 + strings.Count(doc[:off], "\n")
	col := off - strings.LastIndex(doc[:off], "\n")
	return fmt.Sprintf("%d:%d", line, col)
}

// lineOf is the line of marker, which must occur exactly once in doc.
func lineOf(t testing.TB, doc, marker string) string {
	t.Helper()
	lc := at(t, doc, marker, 0)
	return lc[:strings.IndexByte(lc, ':')]
}

// weaponSkillNames lists the default weapon skills, sorted.
func weaponSkillNames(t testing.TB) []string {
	var names []string
	for _, s := range loadDefaults(t).Skills {
		if s.Kind == WeaponSkill {
			names = append(names, s.Name)
		}
	}
	slices.Sort(names)
	return names
}

// loadErrors loads the overlay and returns its problems, one string per line.
func loadErrors(t testing.TB, overlay fs.FS) []string {
	t.Helper()
	d, err := Load(overlay)
	require.Error(t, err)
	assert.Nil(t, d)
	var errs Errors
	require.True(t, errors.As(err, &errs), "the error is an Errors: %v", err)
	assert.Len(t, errs, strings.Count(err.Error(), "\n")+1, "one line per problem")
	return strings.Split(err.Error(), "\n")
}

// longSword is the long sword's entry up to its skill, which no other entry shares.
const longSword = `name = "long sword"
damage = "1d9"
threat = 20
multiplier = 2
blow_time = 6.0
skill = "Long blades"`

func TestEachKindOfMistake(t *testing.T) {
	cases := []struct {
		kind, file, old, new string
		// want is the expected message, with %s for the position of marker+shift in the edited file
		want   string
		marker string
		shift  int
	}{
		{
			kind: "syntax", file: "weapons.toml",
			old: `damage = "1d9"`, new: `damage = "1d9`,
			want:   `weapons.toml:%s: syntax error: basic strings cannot have new lines (long sword)`,
			marker: `damage = "1d9`, shift: len(`damage = "1d9`),
		},
		{
			kind: "unknown key", file: "weapons.toml",
			old: longSword, new: longSword + "\nmultiplyer = 3",
			want:   `weapons.toml:%s: unknown key "multiplyer", did you mean "multiplier"? (long sword)`,
			marker: "multiplyer",
		},
		{
			kind: "unknown key without a near one", file: "armour.toml",
			old: `name = "great helm"`, new: `name = "great helm"` + "\ncolour = \"red\"",
			want:   `armour.toml:%s: unknown key "colour" (great helm)`,
			marker: "colour",
		},
		{
			kind: "unknown entry", file: "stances.toml",
			old: "[[stance]]\nname = \"frenzy\"", new: "[[stanse]]\nname = \"frenzy\"",
			want:   `stances.toml:%s: unknown entry [[stanse]], did you mean [[stance]]? (frenzy)`,
			marker: "stanse",
		},
		{
			kind: "wrong type", file: "weapons.toml",
			old: longSword, new: strings.Replace(longSword, "threat = 20", `threat = "20"`, 1),
			want:   `weapons.toml:%s: wrong type for threat: want an integer, got a string (long sword)`,
			marker: `threat = "20"`, shift: len("threat = "),
		},
		{
			kind: "wrong type in a list", file: "creatures.toml",
			old: `tags = ["undead", "skeleton"]`, new: `tags = ["undead", 7]`,
			want:   `creatures.toml:%s: wrong type for tags[1]: want a string, got an integer (skeleton)`,
			marker: `tags = ["undead", 7]`, shift: len(`tags = ["undead", `),
		},
		{
			kind: "bad dice", file: "weapons.toml",
			old: longSword, new: strings.Replace(longSword, `"1d9"`, `"1d9x"`, 1),
			want:   `weapons.toml:%s: damage: bad dice "1d9x": want NdS, NdS+B or NdS-B, such as 1d8+2 (long sword)`,
			marker: `"1d9x"`,
		},
		{
			kind: "dice beyond the limits", file: "armour.toml",
			old: `bash = "1d6"`, new: `bash = "101d6"`,
			want:   `armour.toml:%s: bash: bad dice "101d6": between 1 and 100 dice (tower shield)`,
			marker: `"101d6"`,
		},
		{
			kind: "threat range out of range", file: "weapons.toml",
			old: longSword, new: strings.Replace(longSword, "threat = 20", "threat = 2", 1),
			want:   `weapons.toml:%s: threat 2 out of range 3 to 24 (long sword)`,
			marker: "threat = 2\n", shift: len("threat = "),
		},
		{
			kind: "multiplier out of range", file: "weapons.toml",
			old: longSword, new: strings.Replace(longSword, "multiplier = 2", "multiplier = 6", 1),
			want:   `weapons.toml:%s: multiplier 6 out of range 2 to 5 (long sword)`,
			marker: "multiplier = 6", shift: len("multiplier = "),
		},
		{
			kind: "enumeration", file: "weapons.toml",
			old: longSword + "\nheld = \"main\"", new: longSword + "\nheld = \"left\"",
			want:   `weapons.toml:%s: held "left" is not one of "main", "off", "both", "missile" (long sword)`,
			marker: `"left"`,
		},
		{
			kind: "duplicate name", file: "armour.toml",
			old: `name = "great helm"`, new: `name = "Iron Helm"`,
			want:   `armour.toml:%s: duplicate armour name "Iron Helm", first at line ` + lineOf(t, embedded(t, "armour.toml"), `"iron helm"`) + ` (Iron Helm)`,
			marker: `"Iron Helm"`,
		},
		{
			kind: "dangling weapon skill", file: "weapons.toml",
			old: longSword, new: strings.Replace(longSword, "Long blades", "Longblades", 1),
			want:   `weapons.toml:%s: unknown weapon skill "Longblades", did you mean "Long blades"? (long sword)`,
			marker: `"Longblades"`,
		},
		{
			kind: "dangling weapon skill, far from any", file: "weapons.toml",
			old: longSword, new: strings.Replace(longSword, "Long blades", "Whips", 1),
			want:   `weapons.toml:%s: unknown weapon skill "Whips"; known: ` + strings.Join(weaponSkillNames(t), ", ") + ` (long sword)`,
			marker: `"Whips"`,
		},
		{
			kind: "a style for a weapon skill", file: "weapons.toml",
			old: longSword, new: strings.Replace(longSword, "Long blades", "Duelist", 1),
			want:   `weapons.toml:%s: "Duelist" is a fighting style, not a weapon skill (long sword)`,
			marker: `"Duelist"`,
		},
		{
			kind: "dangling creature weapon", file: "creatures.toml",
			old: `attacks = [{ weapon = "spear" }]`, new: `attacks = [{ weapon = "pike" }]`,
			want:   `creatures.toml:%s: unknown weapon "pike"; known: ` + strings.Join(loadDefaults(t).WeaponNames(), ", ") + ` (kobold)`,
			marker: `"pike"`,
		},
		{
			kind: "dangling kit item", file: "backgrounds.toml",
			old: `{ item = "large shield", hand = "off" }`, new: `{ item = "large sheild", hand = "off" }`,
			want:   `backgrounds.toml:%s: unknown item "large sheild", did you mean "large shield"? (warrior)`,
			marker: `"large sheild"`,
		},
		{
			kind: "dangling skill in a background", file: "backgrounds.toml",
			old: `skills = { "Axes" = 2, "Two-handed" = 1 }`, new: `skills = { "Axes" = 2, "Two handed" = 1 }`,
			want:   `backgrounds.toml:%s: unknown skill "Two handed", did you mean "Two-handed"? (brute)`,
			marker: `"Two handed" = 1`,
		},
		{
			kind: "missing key", file: "weapons.toml",
			old: longSword, new: strings.Replace(longSword, "damage = \"1d9\"\n", "", 1),
			want:   `weapons.toml:%s: missing key "damage" (long sword)`,
			marker: "[[weapon]]\nname = \"long sword\"",
		},
		{
			kind: "rank table falls", file: "skills.toml",
			old:    "name = \"Axes\"\nkind = \"weapon\"\nto_hit       = [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5]",
			new:    "name = \"Axes\"\nkind = \"weapon\"\nto_hit       = [0, 0, 1, 1, 2, 2, 3, 3, 4, 3, 5]",
			want:   `skills.toml:%s: to_hit falls from 4 at rank 8 to 3 at rank 9: ranks never give less (Axes)`,
			marker: "4, 3, 5]", shift: 3,
		},
		{
			kind: "rank 0 gives something", file: "skills.toml",
			old:    "name = \"Archer\"\nkind = \"style\"\nwhen = \"archer\"\nto_hit       = [0,",
			new:    "name = \"Archer\"\nkind = \"style\"\nwhen = \"archer\"\nto_hit       = [1,",
			want:   `skills.toml:%s: to_hit at rank 0 is 1: rank 0 gives nothing (Archer)`,
			marker: "to_hit       = [1,", shift: len("to_hit       = ["),
		},
		{
			kind: "rank table too short", file: "skills.toml",
			old: "two_weapon   = [0, 0, 1, 1, 2, 2, 2, 3, 3, 3, 4]", new: "two_weapon   = [0, 0, 1, 1, 2, 2, 2, 3, 3, 3]",
			want:   `skills.toml:%s: two_weapon has 10 ranks, want 11 (ranks 0 to 10) (Twin Blades)`,
			marker: "[0, 0, 1, 1, 2, 2, 2, 3, 3, 3]",
		},
		{
			kind: "verb missing for a damage type", file: "weapons.toml",
			old: `verbs = { slashing = "slash", piercing = "stab" }` + "\nweight = 4.0", new: `verbs = { slashing = "slash" }` + "\nweight = 4.0",
			want:   `weapons.toml:%s: no verb for piercing (long sword)`,
			marker: `"piercing"]` + "\n" + `verbs = { slashing = "slash" }`, shift: len(`"piercing"]` + "\nverbs = "),
		},
		{
			kind: "off hand for a weapon held in the main hand", file: "backgrounds.toml",
			old: `{ item = "great axe", hand = "main" }`, new: `{ item = "great axe", hand = "off" }`,
			want:   `backgrounds.toml:%s: great axe cannot be held in the off hand (held = "both") (brute)`,
			marker: `"great axe", hand = "off"`, shift: len(`"great axe", hand = `),
		},
	}
	for _, c := range cases {
		t.Run(c.kind, func(t *testing.T) {
			doc := edited(t, c.file, c.old, c.new)
			got := loadErrors(t, fstest.MapFS{c.file: {Data: []byte(doc)}})
			assert.Equal(t, []string{fmt.Sprintf(c.want, at(t, doc, c.marker, c.shift))}, got)
		})
	}
}

// TestEveryProblemIsReported makes mistakes in several entries and files at once: each is
// reported, in file order then position, and none hides another.
func TestEveryProblemIsReported(t *testing.T) {
	weapons := edited(t, "weapons.toml", longSword, strings.NewReplacer(
		`"1d9"`, `"1d9x"`, "threat = 20", `threat = "20"`, "multiplier = 2", "multiplier = 9", `"Long blades"`, `"Longblades"`,
	).Replace(longSword)+"\nbogus = 1")
	weapons = strings.Replace(weapons, `name = "maul"`+"\n"+`damage = "2d6"`, `name = "maul"`+"\n"+`damage = 2`, 1)
	creatures := edited(t, "creatures.toml", `attacks = [{ weapon = "spear" }]`, `attacks = [{ weapon = "pike" }]`)
	creatures = strings.Replace(creatures, `name = "ghost"`+"\n"+`strength = 8`, `name = "ghost"`+"\n"+`strength = 0`, 1)
	got := loadErrors(t, fstest.MapFS{
		"weapons.toml":   {Data: []byte(weapons)},
		"creatures.toml": {Data: []byte(creatures)},
		"weapon.toml":    {Data: []byte("")},
	})
	want := []string{
		fmt.Sprintf(`weapons.toml:%s: damage: bad dice "1d9x": want NdS, NdS+B or NdS-B, such as 1d8+2 (long sword)`, at(t, weapons, `"1d9x"`, 0)),
		fmt.Sprintf(`weapons.toml:%s: wrong type for threat: want an integer, got a string (long sword)`, at(t, weapons, `"20"`, 0)),
		fmt.Sprintf(`weapons.toml:%s: multiplier 9 out of range 2 to 5 (long sword)`, at(t, weapons, "multiplier = 9", len("multiplier = "))),
		fmt.Sprintf(`weapons.toml:%s: unknown weapon skill "Longblades", did you mean "Long blades"? (long sword)`, at(t, weapons, `"Longblades"`, 0)),
		fmt.Sprintf(`weapons.toml:%s: unknown key "bogus" (long sword)`, at(t, weapons, "bogus", 0)),
		fmt.Sprintf(`weapons.toml:%s: wrong type for damage: want a string, got an integer (maul)`, at(t, weapons, "damage = 2\n", len("damage = "))),
		fmt.Sprintf(`creatures.toml:%s: unknown weapon "pike"; known: %s (kobold)`, at(t, creatures, `"pike"`, 0), strings.Join(loadDefaults(t).WeaponNames(), ", ")),
		fmt.Sprintf(`creatures.toml:%s: strength 0 out of range 1 to 50 (ghost)`, at(t, creatures, "strength = 0", len("strength = "))),
		`weapon.toml:1:1: unknown data file "weapon.toml", did you mean "weapons.toml"?`,
	}
	assert.Equal(t, want, got)
}

func TestEntriesTheLoaderCannotPlace(t *testing.T) {
	for _, c := range []struct {
		name, doc string
		want      []string
	}{
		{
			"an inline list of entries",
			"stance = [{ name = \"coward\", to_hit = -4, damage = -3 }]\n[[stance]]\nname = \"neutral\"\nto_hit = 0\ndamage = 0\n",
			[]string{
				`stances.toml:1:1: entries before the first header: start each entry with a line of its own holding just its header, such as [[stance]]`,
			},
		},
		{
			"a header not alone on its line",
			"[[stance]]\nname = \"neutral\"\nto_hit = 0\ndamage = 0\n  [[ \"stance\" ]]\nname = \"coward\"\nto_hit = -4\ndamage = -3\n",
			[]string{`stances.toml:1:1: 2 entries under one header: start each entry with a line of its own holding just its header, such as [[stance]] (neutral)`},
		},
		{
			"an entry the game needs",
			"[[stance]]\nname = \"coward\"\nto_hit = -4\ndamage = -3\n",
			[]string{`stances.toml:1:1: no stance named "neutral": the game needs one` + replacesWhole},
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, loadErrors(t, fstest.MapFS{"stances.toml": {Data: []byte(c.doc)}}))
		})
	}
}

func TestKitHandsAndStyles(t *testing.T) {
	bg := edited(t, "backgrounds.toml", `{ item = "suit of scale mail" },`, `{ item = "suit of scale mail" },`+"\n  { item = \"buckler\", hand = \"off\" },")
	assert.Equal(t, []string{
		fmt.Sprintf(`backgrounds.toml:%s: buckler in the off hand beside great axe, held in both hands (brute)`, at(t, bg, `"buckler", hand = "off"`, len(`"buckler", hand = `))),
	}, loadErrors(t, fstest.MapFS{"backgrounds.toml": {Data: []byte(bg)}}))

	bg = edited(t, "backgrounds.toml", `{ item = "dagger", hand = "off" }`, `{ item = "dagger", hand = "main" }`)
	assert.Equal(t, []string{
		fmt.Sprintf(`backgrounds.toml:%s: rapier and dagger both in the main hand (duelist)`, at(t, bg, `"dagger", hand = "main" },`+"\n  { item = \"padded coat\"", len(`"dagger", hand = `))),
	}, loadErrors(t, fstest.MapFS{"backgrounds.toml": {Data: []byte(bg)}}))

	sk := edited(t, "skills.toml", `when = "two_handed"`, `when = "staff"`)
	assert.Equal(t, []string{
		fmt.Sprintf(`skills.toml:%s: Staff Fighter and Two-handed both count when "staff": a way of fighting has one style (Two-handed)`, at(t, sk, `"staff"`+"\nto_hit       = [0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 3]\ndamage       = [0, 0, 1,", 0)),
	}, loadErrors(t, fstest.MapFS{"skills.toml": {Data: []byte(sk)}}))
}

func TestTooManyWrongTypesInOneEntry(t *testing.T) {
	doc := "[[stance]]\nname = \"neutral\"\n" + strings.Repeat("to_hit = \"x\"\n", 60) + "damage = 0\n"
	got := loadErrors(t, fstest.MapFS{"stances.toml": {Data: []byte(doc)}})
	require.Len(t, got, maxTypeErrors+1)
	assert.Equal(t, `stances.toml:3:10: wrong type for to_hit: want an integer, got a string (neutral)`, got[1])
	assert.Equal(t, `stances.toml:4:10: wrong type for to_hit: want an integer, got a string (neutral)`, got[2])
	assert.Equal(t, `stances.toml:1:1: 50 values of the wrong type: the rest of the entry is not checked (neutral)`, got[0])
}

func TestAMisspeltDamageTypeKey(t *testing.T) {
	doc := edited(t, "weapons.toml", `types = ["slashing", "piercing"]`+"\n"+`verbs = { slashing = "slash", piercing = "stab" }`+"\nweight = 4.0",
		`types = ["slashing", "piercing"]`+"\n"+`verbs = { slashin = "slash", piercing = "stab" }`+"\nweight = 4.0")
	assert.Equal(t, []string{
		fmt.Sprintf(`weapons.toml:%s: no verb for slashing (long sword)`, at(t, doc, `{ slashin = "slash"`, 0)),
		fmt.Sprintf(`weapons.toml:%s: verbs: key "slashin" is not one of "slashing", "piercing", "bludgeoning" (long sword)`, at(t, doc, `slashin = "slash"`, 0)),
	}, loadErrors(t, fstest.MapFS{"weapons.toml": {Data: []byte(doc)}}))

	doc = edited(t, "armour.toml", `protection_vs = { slashing = 1, piercing = -1 }`, `protection_vs = { slashing = 1, blunt = -1 }`)
	assert.Equal(t, []string{
		fmt.Sprintf(`armour.toml:%s: protection_vs: key "blunt" is not one of "slashing", "piercing", "bludgeoning" (chain mail shirt)`, at(t, doc, `blunt = -1`, 0)),
	}, loadErrors(t, fstest.MapFS{"armour.toml": {Data: []byte(doc)}}))
}

// TestStaffStyleWeaponSkill: the staff style names the weapon skill of its weapons, and the name must resolve.
func TestStaffStyleWeaponSkill(t *testing.T) {
	sk := edited(t, "skills.toml", `weapon_skill = "Staves"`, `weapon_skill = "Sticks"`)
	errs := loadErrors(t, fstest.MapFS{"skills.toml": {Data: []byte(sk)}})
	require.Len(t, errs, 1)
	assert.True(t, strings.HasPrefix(errs[0], fmt.Sprintf("skills.toml:%s: ", at(t, sk, `"Sticks"`, 0))), errs[0])
	assert.Contains(t, errs[0], `"Sticks"`)
	assert.True(t, strings.HasSuffix(errs[0], "(Staff Fighter)"), errs[0])

	sk = edited(t, "skills.toml", "weapon_skill = \"Staves\"\n", "")
	assert.Equal(t, []string{
		fmt.Sprintf(`skills.toml:%s: missing key "weapon_skill" (Staff Fighter)`, lineOf(t, sk, "[[skill]]\nname = \"Staff Fighter\"")+":1"),
	}, loadErrors(t, fstest.MapFS{"skills.toml": {Data: []byte(sk)}}))
}

// TestDecodeLeavesTheText: a value of the wrong type is blanked to decode the rest of its entry (decodeGroup,
// every wrong type reported) in a copy of the entry, never in the file's text the entries are decoded from.
func TestDecodeLeavesTheText(t *testing.T) {
	doc := []byte("[[weapon]]\nname = \"a\"\nthreat = \"20\"\nmultiplier = \"x\"\n[[weapon]]\nname = \"b\"\n")
	orig := string(doc)
	var errs Errors
	gs := decodeGroups[weaponsFile]("weapons.toml", doc, &errs)
	require.Len(t, gs, 2)
	assert.Len(t, errs, 2, "both wrong types reported: %v", errs)
	assert.Equal(t, orig, string(doc), "the text is left as it was")
	require.Len(t, gs[0].val.Weapon, 1)
	assert.Equal(t, "a", gs[0].val.Weapon[0].Name, "the rest of the entry decoded")
	assert.True(t, gs[0].bad["threat"] && gs[0].bad["multiplier"])
}
