// Tests of the vault text format: legend, directives, file:line:col errors, fuzzing, the asset files.

package levels

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// issue 5, Levels: the legend of authored levels and vaults.
func TestParseVaultLegend(t *testing.T) {
	text := "; A test vault\n; kind: vault\n; depth: 2-6\n#+'#\n.k*~\n#:r#\n"
	v, err := ParseVault("t.txt", []byte(text))
	require.NoError(t, err)
	assert.Equal(t, [2]int{4, 3}, [2]int{v.W, v.H}, "size")
	want := []Tile{Wall, DoorClosed, DoorOpen, Wall, Floor, Floor, Floor, Water, Wall, Chasm, Floor, Wall}
	assert.Equal(t, want, v.Tiles)
	wantSpawns := []Spawn{
		{P: gruid.Point{X: 1, Y: 1}, Kind: SpawnCreature, Code: 'k'},
		{P: gruid.Point{X: 2, Y: 1}, Kind: SpawnItem, Code: '*'},
		{P: gruid.Point{X: 2, Y: 2}, Kind: SpawnCreature, Code: 'r'},
	}
	require.Equal(t, wantSpawns, v.Spawns)
	line, col := v.Pos(v.Spawns[2].P)
	assert.Equal(t, [2]int{6, 3}, [2]int{line, col}, "the rat is written at 6:3")
	assert.False(t, v.Whole, "kind: vault")
	assert.Equal(t, [2]int{2, 6}, [2]int{v.MinDepth, v.MaxDepth}, "depth: 2-6")
	assert.True(t, !v.Fits(1) && v.Fits(2) && v.Fits(6) && !v.Fits(7), "Fits follows depth 2-6")

	w, err := ParseVault("w.txt", []byte("; kind: whole\n; depth: 3+\r\n#####\r\n#<.>#\r\n#####\r\n\n"))
	require.NoError(t, err, "parse whole with CRLF")
	assert.True(t, w.Whole)
	assert.Equal(t, gruid.Point{X: 1, Y: 1}, w.Up, "whole level up stairs")
	assert.Equal(t, gruid.Point{X: 3, Y: 1}, w.Down, "whole level down stairs")
	assert.Equal(t, [2]int{3, 0}, [2]int{w.MinDepth, w.MaxDepth}, "depth 3+")
	assert.True(t, w.Fits(30), "depth 3+")
	l := Authored(w, 9, 7)
	assert.Equal(t, gruid.Point{X: 3, Y: 3}, l.Up, "authored level centred")
	assert.Equal(t, StairsUp, l.At(l.Up))
	assert.Equal(t, KindAuthored, l.Kind)
}

// issue 5, Levels: "A malformed level file is a file:line:col error, like every asset."
func TestParseVaultErrors(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"", "v.txt:1:1: no map rows"},
		{"; only a comment\n", "v.txt:2:1: no map rows"},
		{"#.#\n#X#\n", "v.txt:2:2: unknown glyph 'X'"},
		{"; a vault\n; kind: vault\n\n#.#\n#.X\n", "v.txt:5:3: unknown glyph 'X'"},
		{"; a vault\n#.#\n#.##\n", "v.txt:3:4: row is 4 cells wide, the first row (line 2) is 3"},
		{"#.#\n#\t#\n", "v.txt:2:2: unknown glyph '\\t'"},
		{"#.#\n# é\n", "v.txt:2:2: unknown glyph ' '"},
		{"#.#\n#é#\n", "v.txt:2:2: unknown glyph 'é'"},
		{"#.##\n#.#\n", "v.txt:2:4: row is 3 cells wide, the first row (line 1) is 4"},
		{"#.#\n#..#\n", "v.txt:2:4: row is 4 cells wide, the first row (line 1) is 3"},
		{"#.#\n\n#.#\n", "v.txt:3:1: text after the blank line ending the map"},
		{"#.#\n; late\n", "v.txt:2:1: comment inside the map (comments go before it)"},
		{"; kind: room\n#.#\n", "v.txt:1:9: kind \"room\": want vault or whole"},
		{"; depth: deep\n#.#\n", "v.txt:1:10: depth \"deep\": want a depth from 1 to 1000 (3), a range (2-6) or a least depth (3+)"},
		{"; depth: 5-2\n#.#\n", "v.txt:1:10: depth \"5-2\": want a range like 2-6"},
		{"; depth: 0\n#.#\n", "v.txt:1:10: depth \"0\": want a depth from 1 to 1000 (3), a range (2-6) or a least depth (3+)"},
		{"#.#\n#<#\n", "v.txt:2:2: stairs only in a whole level (kind: whole)"},
		{"###\n#.#\n###\n", "v.txt:1:1: vault has no entrance: no passable cell on its edge"},
		{"; kind: whole\n#####\n#.>.#\n", "v.txt:2:1: a whole level needs one up stairs '<', has 0"},
		{"; kind: whole\n#<<>#\n", "v.txt:2:1: a whole level needs one up stairs '<', has 2"},
		{"; kind: whole\n#<..#\n", "v.txt:2:1: a whole level needs one down stairs '>', has 0"},
		{"#.#\n#\xff#\n", "v.txt:2:1: not valid UTF-8"},
		{strings.Repeat(".", MaxVaultSize+1), "v.txt:1:251: row is 251 cells wide, more than 250"},
		{"#$#\n", "v.txt:1:2: '$' is the gold glyph, and the game has no gold yet; the item glyphs are ) weapon, ( ammunition, [ armour, ! potion, ? scroll, = ring, \" amulet, * any item"},
		{"#./\n", "v.txt:1:3: '/' is the wand glyph, and the game has no wands yet; the item glyphs are ) weapon, ( ammunition, [ armour, ! potion, ? scroll, = ring, \" amulet, * any item"},
	} {
		_, err := ParseVault("v.txt", []byte(c.text))
		require.EqualError(t, err, c.want, "%q", c.text)
		var pe *ParseError
		assert.ErrorAs(t, err, &pe, "%q", c.text)
	}
}

// issue 5, Levels: every shipped vault parses and the first level is whole and connected.
func TestAssetVaults(t *testing.T) {
	vs := loadAssetVaults(t)
	names := map[string]*Vault{}
	for _, v := range vs {
		names[v.Name] = v
		if v.Whole {
			checkLevel(t, v.Name, Authored(v, 80, 50))
		}
	}
	first := names["vaults/first.txt"]
	require.True(t, first != nil && first.Whole && first.Fits(1) && !first.Fits(2), "vaults/first.txt is the whole first level")
	require.GreaterOrEqual(t, len(vs), 5, "vaults")
	creatures := 0
	for _, s := range first.Spawns {
		if s.Kind == SpawnCreature {
			creatures++
		}
	}
	assert.GreaterOrEqual(t, creatures, 3, "creatures of the first level")

}

var errShape = regexp.MustCompile(`^f\.txt:[0-9]+:[0-9]+: [^\n]+$`)

// FuzzParseVault checks the parser never panics, errors are file:line:col, and a parsed vault is sound.
func FuzzParseVault(f *testing.F) {
	names, _ := assetNames()
	for _, n := range names {
		b, _ := os.ReadFile(filepath.Join("..", "assets", n))
		f.Add(b)
	}
	f.Add([]byte("; kind: whole\n#<>#\n"))
	f.Add([]byte("#.#\n#X#\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		v, err := ParseVault("f.txt", b)
		if err != nil {
			if !errShape.MatchString(err.Error()) {
				t.Fatalf("error not file:line:col: %q", err)
			}
			return
		}
		if v.W < 1 || v.H < 1 || len(v.Tiles) != v.W*v.H || v.W > MaxVaultSize || v.H > MaxVaultSize {
			t.Fatalf("bad size %dx%d with %d tiles", v.W, v.H, len(v.Tiles))
		}
		for _, s := range v.Spawns {
			if v.At(s.P) != Floor {
				t.Fatalf("spawn %c at %v on %q", s.Code, s.P, v.At(s.P).Glyph())
			}
		}
		if v.Whole && (v.At(v.Up) != StairsUp || v.At(v.Down) != StairsDown && v.At(v.Down) != Artefact) {
			t.Fatalf("whole level stairs %v %v", v.Up, v.Down)
		}
	})
}

func assetNames() ([]string, error) {
	names, err := fs.Glob(os.DirFS("../assets"), "vaults/*.txt")
	sort.Strings(names)
	return names, err
}

// loadAssetVaults parses the shipped vaults (assets/vaults/*.txt) in name order; the assets
// package loads them for the game, but it imports levels, so the tests read the files.
func loadAssetVaults(t testing.TB) []*Vault {
	t.Helper()
	names, err := assetNames()
	require.NoError(t, err, "listing the asset vaults")
	require.NotEmpty(t, names, "the asset vaults")
	var vs []*Vault
	for _, n := range names {
		b, err := os.ReadFile(filepath.Join("..", "assets", n))
		require.NoError(t, err, "reading %s", n)
		v, err := ParseVault(n, b)
		require.NoError(t, err, "parsing %s", n)
		vs = append(vs, v)
	}
	return vs
}

// Review of issue 10: each item glyph of the legend places the kind of item it names, and no
// other glyph places an item.
func TestItemGlyphsNameItemKinds(t *testing.T) {
	v, err := ParseVault("i.txt", []byte("#......#\n)([!?=\"*\n#++++++#\n"))
	require.NoError(t, err, "parse")
	want := []ItemKind{WeaponItem, AmmoItem, ArmourItem, PotionItem, ScrollItem, RingItem, AmuletItem, AnyItem}
	require.Len(t, v.Spawns, len(want), "spawns %v", v.Spawns)
	for i, k := range want {
		s := v.Spawns[i]
		got, ok := ItemKindOf(s.Code)
		assert.True(t, s.Kind == SpawnItem && ok && got == k, "spawn %d (%c): kind %v %v, want an item, %v", i, s.Code, got, ok, k)
		assert.Equal(t, s.Code, k.Glyph(), "%v is written %c, Glyph says %c", k, s.Code, k.Glyph())
	}
	for _, c := range []byte("$/#.k<>") {
		_, ok := ItemKindOf(c)
		assert.False(t, ok, "%c is no item glyph", c)
	}
}

// TestTrapGlyph: '^' is a trap's place on floor, a spawn of kind SpawnTrap where it is written (issue 33: a
// tutorial lesson's trap).
func TestTrapGlyph(t *testing.T) {
	v, err := ParseVault("trap.txt", []byte("; kind: whole\n#<.^.>#\n"))
	if err != nil {
		t.Fatal(err)
	}
	p := gruid.Point{X: 3}
	if v.At(p) != Floor {
		t.Errorf("'^' is floor, not %v", v.At(p))
	}
	if len(v.Spawns) != 1 || v.Spawns[0] != (Spawn{P: p, Kind: SpawnTrap, Code: TrapGlyph}) {
		t.Errorf("spawns %v: want the trap's place at %v", v.Spawns, p)
	}
}
