// Tests of the vaults: loaded with the data, overlaid from a directory, checked at file:line:col.

package assets

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/cleave-game/cleave/levels"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// vaultNames lists the names of d's vaults in their order.
func vaultNames(d *Data) []string {
	var out []string
	for _, v := range d.Vaults {
		out = append(out, v.Name)
	}
	return out
}

// vault is d's vault of that name, or nil.
func vault(d *Data, name string) *levels.Vault {
	for _, v := range d.Vaults {
		if v.Name == name {
			return v
		}
	}
	return nil
}

func TestEmbeddedVaultsLoad(t *testing.T) {
	d := loadDefaults(t)
	assert.Equal(t, []string{"vaults/armoury.txt", "vaults/chasm.txt", "vaults/crypt_ossuary.txt", "vaults/first.txt",
		"vaults/first_chapel.txt", "vaults/first_mine.txt", "vaults/flooded_cistern.txt", "vaults/goal.txt", "vaults/lair.txt",
		"vaults/pool.txt", "vaults/shrine.txt"}, vaultNames(d))
	first := vault(d, "vaults/first.txt")
	require.NotNil(t, first)
	assert.True(t, first.Whole && first.Fits(1))
}

// writeVault writes dir/vaults/name with text.
func writeVault(t *testing.T, dir, name, text string) {
	t.Helper()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, VaultDir), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, VaultDir, name), []byte(text), 0o644))
}

func TestOverlayVaultReplacesAndAdds(t *testing.T) {
	dir := t.TempDir()
	shrine := "; kind: vault\n; depth: 4\n###+###\n#..r..#\n#######\n"
	writeVault(t, dir, "shrine.txt", shrine)
	writeVault(t, dir, "cellar.txt", "; depth: 2\n#+#\n#k#\n")
	writeVault(t, dir, ".shrine.txt.swp", "an editor's file")
	writeVault(t, dir, "notes.md", "not a vault")
	d, err := LoadDir(dir)
	require.NoError(t, err)
	assert.Equal(t, []string{"vaults/armoury.txt", "vaults/cellar.txt", "vaults/chasm.txt", "vaults/crypt_ossuary.txt",
		"vaults/first.txt", "vaults/first_chapel.txt", "vaults/first_mine.txt", "vaults/flooded_cistern.txt", "vaults/goal.txt",
		"vaults/lair.txt", "vaults/pool.txt", "vaults/shrine.txt"},
		vaultNames(d), "the new vault is added, in name order")
	s := vault(d, "vaults/shrine.txt")
	require.NotNil(t, s)
	assert.Equal(t, 7, s.W, "the designer's shrine replaces the embedded one")
	assert.Equal(t, 4, s.MinDepth)
	require.Len(t, s.Spawns, 1)
	assert.Equal(t, byte('r'), s.Spawns[0].Code)
	assert.ElementsMatch(t, []string{"vaults/cellar.txt", "vaults/shrine.txt"}, d.Overlaid)

	embeddedShrine := vault(loadDefaults(t), "vaults/shrine.txt")
	assert.NotEqual(t, embeddedShrine.W, s.W)
}

func TestVaultMistakesAtFileLineCol(t *testing.T) {
	dir := t.TempDir()
	// 'q' is no creature's code: line 4, column 3 of the designer's file.
	writeVault(t, dir, "x.txt", "; A vault with a stranger in it.\n; kind: vault\n###+###\n#.q.k.#\n#######\n")
	writeVault(t, dir, "y.txt", "#.#\n#X#\n")
	_, err := LoadDir(dir)
	require.Error(t, err)
	lines := strings.Split(err.Error(), "\n")
	require.Len(t, lines, 2, "%v", err)
	x := filepath.Join(dir, "vaults", "x.txt")
	assert.True(t, strings.HasPrefix(lines[0], x+`:4:3: letter 'q' names no creature; the codes of creatures.toml are a (kobold archer), b (cave beetle)`), lines[0])
	assert.Equal(t, filepath.Join(dir, "vaults", "y.txt")+`:2:2: unknown glyph 'X'`, lines[1])
}

func TestVaultLettersFollowTheCreatureCodes(t *testing.T) {
	// The kobold's code moved from k to q: the embedded vaults' k are now errors, a q is fine.
	creatures := edited(t, "creatures.toml", `code = "k"`, `code = "q"`)
	vaultQ := "#+#\n#q#\n"
	d, err := Load(fstest.MapFS{"creatures.toml": {Data: []byte(creatures)}, "vaults/armoury.txt": {Data: []byte(vaultQ)},
		"vaults/chasm.txt": {Data: []byte(vaultQ)}, "vaults/first.txt": {Data: []byte("; kind: whole\n#<q>#\n")},
		"vaults/first_chapel.txt": {Data: []byte("; kind: whole\n#<q>#\n")}, "vaults/first_mine.txt": {Data: []byte("; kind: whole\n#<q>#\n")},
		"vaults/shrine.txt": {Data: []byte(vaultQ)}})
	require.NoError(t, err)
	assert.Len(t, d.Vaults, 11)

	errs := loadErrors(t, fstest.MapFS{"creatures.toml": {Data: []byte(creatures)}})
	require.NotEmpty(t, errs)
	assert.Contains(t, errs[0], "assets/vaults/armoury.txt:7:3: letter 'k' names no creature")
}

func TestCreatureCodesAreUnique(t *testing.T) {
	doc := edited(t, "creatures.toml", `code = "r"`, `code = "k"`)
	errs := loadErrors(t, fstest.MapFS{"creatures.toml": {Data: []byte(doc)}})
	assert.Equal(t, []string{"creatures.toml:" + at(t, doc, `code = "k"`+"\n\n[[creature]]\nname = \"cave beetle\"", len("code = ")) +
		`: code "k" is also the kobold's: a letter of a vault map stands for one creature (giant rat)`}, errs)
}

func TestWatcherReloadsVaultsOfANewVaultsDirectory(t *testing.T) {
	dir := t.TempDir()
	w, err := NewWatcher(dir, nil)
	require.NoError(t, err)
	defer func() { assert.NoError(t, w.Close()) }()

	// The designer makes vaults/ after the game started, and puts a vault in it.
	writeVault(t, dir, "cellar.txt", "#+#\n#k#\n")
	d, err := waitReload(t, w)
	require.NoError(t, err)
	require.NotNil(t, vault(d, "vaults/cellar.txt"))

	// An edit of it is seen too; a bad letter keeps the last good data and says where.
	writeVault(t, dir, "cellar.txt", "#+#\n#q#\n")
	d2, err := waitReload(t, w)
	require.Error(t, err)
	assert.Same(t, d, d2)
	assert.True(t, strings.HasPrefix(err.Error(), filepath.Join(dir, "vaults", "cellar.txt")+":2:2: letter 'q' names no creature"), err.Error())

	writeVault(t, dir, "cellar.txt", "#+#\n#r#\n")
	d3, err := waitReload(t, w)
	require.NoError(t, err)
	assert.Equal(t, byte('r'), vault(d3, "vaults/cellar.txt").Spawns[0].Code)
}

// keepEntries is data file name with only the [[table]] entries keep accepts (the text before the
// first entry stays).
func keepEntries(t *testing.T, name string, keep func(entry string) bool) string {
	t.Helper()
	parts := strings.Split(embedded(t, name), "\n[[")
	out := parts[0]
	for _, p := range parts[1:] {
		if keep("[[" + p) {
			out += "\n[[" + p
		}
	}
	return out
}

// Review of issue 10: the item glyphs mean what the game has: ) a weapon, ( ammunition, [ armour,
// * any item, and a vault using them loads with its spawns in place.
func TestVaultItemGlyphsLoad(t *testing.T) {
	d, err := Load(fstest.MapFS{"vaults/cache.txt": {Data: []byte("#+++#\n#)([*\n")}})
	require.NoError(t, err)
	v := vault(d, "vaults/cache.txt")
	require.NotNil(t, v)
	var kinds []levels.ItemKind
	for _, s := range v.Spawns {
		require.Equal(t, levels.SpawnItem, s.Kind)
		k, ok := levels.ItemKindOf(s.Code)
		require.True(t, ok, "%c", s.Code)
		kinds = append(kinds, k)
	}
	assert.Equal(t, []levels.ItemKind{levels.WeaponItem, levels.AmmoItem, levels.ArmourItem, levels.AnyItem}, kinds)
}

// Review of issue 10: "a vault letter naming an unknown creature or item is a file:line:col error":
// the glyphs of items the game does not have, each at its place.
func TestVaultUnknownItemGlyphsAtFileLineCol(t *testing.T) {
	dir := t.TempDir()
	for glyph, what := range map[string]string{"$": "gold", "/": "wands"} {
		writeVault(t, dir, "x.txt", "; kind: vault\n#+###\n#..k#\n#.."+glyph+"#\n")
		_, err := LoadDir(dir)
		require.Error(t, err, glyph)
		assert.Contains(t, err.Error(), filepath.Join(dir, "vaults", "x.txt")+":4:4: '"+glyph+"' is the ", glyph)
		assert.Contains(t, err.Error(), "the game has no "+what+" yet", glyph)
	}
}

// Review of issue 10: an item glyph whose kind the data has none of is an error at its place, in
// assets (levels knows the legend, not the data).
func TestVaultItemGlyphNeedsItemsOfItsKind(t *testing.T) {
	vaultText := "; kind: vault\n#+####\n#.)([#\n#*...#\n"
	noAmmo := keepEntries(t, "weapons.toml", func(e string) bool { return !strings.HasPrefix(e, "[[ammo]]") })
	errs := loadErrors(t, fstest.MapFS{"weapons.toml": {Data: []byte(noAmmo)}, "vaults/x.txt": {Data: []byte(vaultText)}})
	assert.Contains(t, errs, "vaults/x.txt:3:4: '(' places ammunition, and weapons.toml has none")

	noArmour := keepEntries(t, "armour.toml", func(string) bool { return false })
	errs = loadErrors(t, fstest.MapFS{"armour.toml": {Data: []byte(noArmour)}, "vaults/x.txt": {Data: []byte(vaultText)}})
	assert.Contains(t, errs, "vaults/x.txt:3:5: '[' places a piece of armour, and armour.toml has none")

	bareHands := keepEntries(t, "weapons.toml", func(e string) bool { return strings.Contains(e, `name = "`+BareHands+`"`) })
	// the creatures that wield or wear nothing (and the kobold of the vaults' k): each weapon or armour of
	// the others would be a problem of its own, ahead of the vault's in the capped list
	unarmed := keepEntries(t, "creatures.toml", func(e string) bool {
		return !strings.Contains(e, "weapon =") && !strings.Contains(e, "armour =") || strings.Contains(e, "name = \"kobold\"\n")
	})
	bare := fstest.MapFS{"weapons.toml": {Data: []byte(bareHands)}, "armour.toml": {Data: []byte(noArmour)},
		"creatures.toml": {Data: []byte(unarmed)}, "vaults/x.txt": {Data: []byte(vaultText)}}
	embedded, err := fs.Glob(Files, VaultDir+"/*.txt")
	require.NoError(t, err)
	for _, n := range embedded { // the embedded vaults' items would fill the problems shown
		bare[n] = &fstest.MapFile{Data: []byte("#+#\n#.#\n")}
	}
	errs = loadErrors(t, bare)
	assert.Contains(t, errs, "vaults/x.txt:3:3: ')' places a weapon, and weapons.toml has none but bare hands")
	assert.Contains(t, errs, "vaults/x.txt:3:4: '(' places ammunition, and weapons.toml has none")
	assert.Contains(t, errs, "vaults/x.txt:4:2: '*' places any item, and the data has no weapon, ammunition or armour")
}

// Review of issue 10: the letter → creature mapping is built once, at load, for the game to use.
func TestCreatureByCode(t *testing.T) {
	d := loadDefaults(t)
	for _, c := range d.Creatures {
		if len(c.Code) != 1 {
			continue
		}
		got, ok := d.CreatureByCode(c.Code[0])
		require.True(t, ok, c.Name)
		assert.Equal(t, c.Name, got.Name)
	}
	_, ok := d.CreatureByCode('q')
	assert.False(t, ok, "q is no creature's code")
	moved, err := Load(fstest.MapFS{"creatures.toml": {Data: []byte(edited(t, "creatures.toml", `code = "k"`, `code = "q"`))},
		"vaults/armoury.txt": {Data: []byte("#+#\n#q#\n")}, "vaults/chasm.txt": {Data: []byte("#+#\n#q#\n")},
		"vaults/first.txt":        {Data: []byte("; kind: whole\n#<q>#\n")},
		"vaults/first_chapel.txt": {Data: []byte("; kind: whole\n#<q>#\n")}, "vaults/first_mine.txt": {Data: []byte("; kind: whole\n#<q>#\n")}, "vaults/shrine.txt": {Data: []byte("#+#\n#q#\n")}})
	require.NoError(t, err)
	k, ok := moved.CreatureByCode('q')
	require.True(t, ok)
	assert.Equal(t, "kobold", k.Name)
	_, ok = moved.CreatureByCode('k')
	assert.False(t, ok)
}

// Review of issue 10: listing the vault texts only lists them (which come from the overlay is in
// the list); Load records d.Overlaid from it.
func TestVaultSourcesOnlyList(t *testing.T) {
	overlay := fstest.MapFS{"vaults/shrine.txt": {Data: []byte("#+#\n#k#\n")}, "vaults/cellar.txt": {Data: []byte("#+#\n#r#\n")}}
	srcs, err := vaultSources(overlay, func(n string) string { return "mine/" + n })
	require.NoError(t, err)
	var names, overlaid []string
	for _, s := range srcs {
		names = append(names, s.name)
		if s.overlaid {
			overlaid = append(overlaid, s.label)
		}
	}
	assert.Equal(t, []string{"vaults/armoury.txt", "vaults/cellar.txt", "vaults/chasm.txt", "vaults/crypt_ossuary.txt",
		"vaults/first.txt", "vaults/first_chapel.txt", "vaults/first_mine.txt", "vaults/flooded_cistern.txt", "vaults/goal.txt",
		"vaults/lair.txt", "vaults/pool.txt", "vaults/shrine.txt"}, names)
	assert.Equal(t, []string{"mine/vaults/cellar.txt", "mine/vaults/shrine.txt"}, overlaid)
	d, err := Load(overlay)
	require.NoError(t, err)
	assert.Equal(t, []string{"vaults/cellar.txt", "vaults/shrine.txt"}, d.Overlaid)
}
