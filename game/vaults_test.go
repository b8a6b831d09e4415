// Tests that the game plays the vaults of its data: a designer's overlay and a hot-reloaded edit.

package game

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/levels"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// vaultNamed is the data's vault of that name ("vaults/first.txt").
func vaultNamed(t *testing.T, d *assets.Data, name string) *levels.Vault {
	t.Helper()
	for _, v := range d.Vaults {
		if v.Name == name {
			return v
		}
	}
	require.FailNowf(t, "no vault", "no vault %s in the data", name)
	return nil
}

// A designer's vaults/first.txt in the --assets directory replaces the embedded first level.
func TestOverlayVaultIsPlayed(t *testing.T) {
	d := withFirstLevel(t, "; kind: whole\n; depth: 1\n#########\n#<.~~.k>#\n#########\n")
	g, err := New(Config{Seed: 3, Data: d})
	require.NoError(t, err)
	want := levels.Authored(vaultNamed(t, d, "vaults/first.txt"), LevelW, LevelH)
	assert.Equal(t, want.Tiles, g.Level.Tiles, "the first level is the designer's")
	assert.Equal(t, want.Up, g.Player.Pos)
}

// An edit of a vault in the watched directory reaches the running game: the next new level uses it.
func TestVaultEditReachesTheGame(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.Mkdir(filepath.Join(dir, "vaults"), 0o755))
	d0, err := assets.LoadDir(dir)
	require.NoError(t, err)
	g, err := New(Config{Seed: 5, Data: d0})
	require.NoError(t, err)
	w, err := assets.NewWatcher(dir, d0)
	require.NoError(t, err)
	defer func() { assert.NoError(t, w.Close()) }()

	deep := "; kind: whole\n; depth: 2\n#######\n#>.:.<#\n#######\n"
	require.NoError(t, os.WriteFile(filepath.Join(dir, "vaults", "deep.txt"), []byte(deep), 0o644))
	select {
	case <-w.Changed():
	case <-time.After(10 * time.Second):
		require.FailNow(t, "no reload within 10 seconds of the edit")
	}
	d, errs, changed := w.Poll() // as render does at the start of a turn
	require.True(t, changed)
	require.NoError(t, errs)
	g.SetData(d)

	g.Player.Pos = g.Level.Down
	require.True(t, g.Act(Action{Kind: ActDescend}))
	require.Equal(t, 2, g.Depth)
	want := levels.Authored(vaultNamed(t, d, "vaults/deep.txt"), LevelW, LevelH)
	assert.Equal(t, want.Tiles, g.Level.Tiles, "the second level is the new vault")
}

// Review of issue 10: a vault's item glyph places the kind of item it names — ) a weapon (never bare
// hands), ( some ammunition, [ a piece of armour — whatever the dice say; * any item.
func TestVaultItemGlyphsPlaceTheirKind(t *testing.T) {
	d := withFirstLevel(t, "; kind: whole\n; depth: 1\n##############\n#<.)([!?=\"*.>#\n##############\n")
	v := vaultNamed(t, d, "vaults/first.txt")
	want := map[byte]ItemKind{')': ItemWeapon, '(': ItemAmmo, '[': ItemArmour, '!': ItemPotion, '?': ItemScroll, '=': ItemArmour, '"': ItemArmour}
	anyKinds := map[ItemKind]bool{}
	for seed := uint64(1); seed <= 30; seed++ {
		g, err := New(Config{Seed: seed, Data: d})
		require.NoError(t, err)
		l := levels.Authored(v, LevelW, LevelH)
		require.Len(t, l.Fixed, 8)
		for _, s := range l.Fixed {
			items := g.ItemsAt(s.P)
			if s.Code == '*' {
				for _, it := range items {
					anyKinds[it.Kind] = true
				}
				continue
			}
			require.Len(t, items, 1, "seed %d: one item at the %c", seed, s.Code)
			assert.Equal(t, want[s.Code], items[0].Kind, "seed %d: the %c places a %v", seed, s.Code, items[0])
			assert.NotEqual(t, assets.BareHands, items[0].Name, "seed %d", seed)
			if s.Code == '=' || s.Code == '"' {
				// RULES.md §19.5: a ring or an amulet, always magic.
				a, ok := d.Armour(items[0].Name)
				require.True(t, ok)
				assert.Equal(t, map[byte]assets.ArmourSlot{'=': assets.ArmourRing, '"': assets.ArmourNeck}[s.Code], a.Slot)
				assert.NotEmpty(t, items[0].Affixes[0], "seed %d: magic", seed)
			}
		}
	}
	assert.Len(t, anyKinds, 5, "the * places any kind of item over the seeds: %v", anyKinds)
}

// withFirstLevel is the data with a designer's vaults/first.txt of the given text in an --assets directory.
func withFirstLevel(t *testing.T, first string) *assets.Data {
	t.Helper()
	dir := t.TempDir()
	require.NoError(t, os.Mkdir(filepath.Join(dir, "vaults"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "vaults", "first.txt"), []byte(first), 0o644))
	d, err := assets.LoadDir(dir)
	require.NoError(t, err)
	// The other starts of level 1 go: the designer's first.txt is the only one, whatever the seed.
	d.Vaults = slices.DeleteFunc(d.Vaults, func(v *levels.Vault) bool {
		return v.Whole && v.Fits(1) && v.Name != "vaults/first.txt"
	})
	return d
}
