// Tests that the character and the bare hands the game plays are the data's: the default character of
// backgrounds.toml, the kit's hands, and weapons.toml's bare hands row.

package game

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
)

// overlaid loads the embedded data with old replaced by new in the embedded file name.
func overlaid(t *testing.T, name, old, new string) *assets.Data {
	t.Helper()
	src, err := assets.Files.ReadFile(name)
	require.NoError(t, err)
	require.Equal(t, 1, strings.Count(string(src), old), "%q once in %s", old, name)
	d, err := assets.Load(fstest.MapFS{name: {Data: []byte(strings.Replace(string(src), old, new, 1))}})
	require.NoError(t, err)
	return d
}

const shippedDefault = `default_character = { name = "Thora", race = "dwarf", background = "warrior" }`

// TestDefaultCharacterFromData: a game given no character plays the data's default character, named or not.
func TestDefaultCharacterFromData(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	assert.Equal(t, Character{Name: "Thora", Race: "dwarf", Background: "warrior"}, DefaultCharacter(d))

	d = overlaid(t, "backgrounds.toml", shippedDefault, `default_character = { name = "Ash", race = "elf", background = "archer" }`)
	assert.Equal(t, Character{Name: "Ash", Race: "elf", Background: "archer"}, DefaultCharacter(d))
	g, err := New(Config{Seed: 1, Data: d})
	require.NoError(t, err)
	assert.Equal(t, "Ash the elf archer", g.Player.Title())
	assert.Equal(t, "Ash the elf archer enters the dungeon. Press ? for help.", g.Log[0].Text)

	d = overlaid(t, "backgrounds.toml", shippedDefault, `default_character = { race = "lizardfolk", background = "brute" }`)
	g, err = New(Config{Seed: 1, Data: d})
	require.NoError(t, err)
	assert.Equal(t, "You, a lizardfolk brute, enter the dungeon. Press ? for help.", g.Log[0].Text)
}

// TestKitHands: the kit's hands put each weapon and shield where its background says.
func TestKitHands(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	for _, c := range []struct {
		background, main, off string
	}{
		{"warrior", "long sword", "large shield"},
		{"duelist", "rapier", "dagger"},
		{"archer", "dagger", ""},
	} {
		pl, err := NewPlayer(d, Character{Race: "human", Background: c.background})
		require.NoError(t, err)
		assert.Equal(t, c.main, pl.Worn[SlotMain].Name, c.background)
		assert.Equal(t, c.off, pl.Worn[SlotOff].Name, c.background)
	}
	// A weapon the kit puts in the off hand, and a shield in the main hand, are held there.
	src, err := assets.Files.ReadFile("backgrounds.toml")
	require.NoError(t, err)
	doc := strings.Replace(string(src), `{ item = "long sword", hand = "main" },`, `{ item = "dagger", hand = "off" },`, 1)
	doc = strings.Replace(doc, `{ item = "large shield", hand = "off" },`, `{ item = "large shield", hand = "main" },`, 1)
	d, err = assets.Load(fstest.MapFS{"backgrounds.toml": {Data: []byte(doc)}})
	require.NoError(t, err)
	pl, err := NewPlayer(d, Character{Race: "human", Background: "warrior"})
	require.NoError(t, err)
	assert.Equal(t, "large shield", pl.Worn[SlotMain].Name, "the shield in the main hand")
	assert.Equal(t, "dagger", pl.Worn[SlotOff].Name, "the dagger in the off hand")
}

// TestBareHandsAreTheData: an empty hand strikes, and a thrown object hits, with weapons.toml's bare
// hands row; the character sheet names it from the data's name.
func TestBareHandsAreTheData(t *testing.T) {
	d := overlaid(t, "weapons.toml", "name = \"bare hands\"\ndamage = \"1d3\"", "name = \"bare hands\"\ndamage = \"1d5\"")
	g, err := New(Config{Seed: 1, Data: d, Character: Character{Race: "human", Background: "duelist"}})
	require.NoError(t, err)
	pl := g.Player
	pl.Worn[SlotMain], pl.Worn[SlotOff] = Item{}, Item{}
	s := g.arms.bumpStrike(pl)
	assert.Equal(t, "1d5", s.attack.Weapon.Damage.String(), "an empty hand strikes with the data's bare hands")
	assert.Equal(t, "Unarmed combat", s.skill)
	sheet := g.CharacterSheet(pl)
	require.NotEmpty(t, sheet.Attacks)
	assert.Equal(t, "Bare hands", sheet.Attacks[0].Label)
	assert.Contains(t, sheet.Attacks[0].Text, "1d5")
	assert.Equal(t, "1d5", thrownObject(d, "padded coat").Damage.String(), "a thrown object hits as bare hands")
}

// TestSpecStanceDefaultsToNeutral: an attack spec of no stance (the odds and balance commands without
// --stance) fights in the data's neutral stance, every character's at the start.
func TestSpecStanceDefaultsToNeutral(t *testing.T) {
	d := overlaid(t, "stances.toml", "name = \"neutral\"\nto_hit = 0\ndamage = 0", "name = \"neutral\"\nto_hit = 1\ndamage = 2")
	a, _, err := SpecAttack(d, AttackSpec{Weapon: "long sword", Str: 10, Dex: 10})
	require.NoError(t, err)
	assert.Equal(t, assets.NeutralStance, a.Stance.Name)
	assert.Equal(t, 1, a.Stance.ToHit)
	assert.Equal(t, 2, a.Stance.Damage)
}
