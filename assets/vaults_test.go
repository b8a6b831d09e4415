// Tests of the vaults: loaded with the data, overlaid from a directory, checked at file:line:col.

package assets

import (
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
	assert.Equal(t, []string{"vaults/armoury.txt", "vaults/chasm.txt", "vaults/first.txt", "vaults/pool.txt", "vaults/shrine.txt"}, vaultNames(d))
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
	assert.Equal(t, []string{"vaults/armoury.txt", "vaults/cellar.txt", "vaults/chasm.txt", "vaults/first.txt", "vaults/pool.txt", "vaults/shrine.txt"},
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
		"vaults/shrine.txt": {Data: []byte(vaultQ)}})
	require.NoError(t, err)
	assert.Len(t, d.Vaults, 5)

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
