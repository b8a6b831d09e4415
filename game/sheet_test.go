// Tests of the character sheet against the worked example of combat/RULES.md §2.4.

package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/combat"
)

// TestThoraSheet: RULES.md §2.4, Thora against a kobold: the character screen writes her blow
// "+3 to hit, 1d9+3 slashing or piercing" — Strength 15, rank 2 in Long blades, a long sword.
func TestThoraSheet(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	require.Equal(t, 15, pl.Str, "a dwarf warrior has Strength 15")
	require.Equal(t, 2, pl.Rank("Long blades"))
	require.Equal(t, "long sword", pl.Worn[SlotMain].Name)
	sh := g.CharacterSheet(pl)
	require.NotEmpty(t, sh.Attacks)
	assert.Equal(t, "Main hand (long sword)", sh.Attacks[0].Label)
	assert.Equal(t, "+3 to hit, 1d9+3 slashing or piercing", sh.Attacks[0].Text)
	// Defence: 10, Dexterity 11 (+0), chain mail shirt +2, large shield +2, Sword and Board rank 1 +1.
	assert.Equal(t, 15, sh.Dv)
	// Protection: the chain mail shirt's 3.
	assert.Equal(t, 3, sh.Pv)
}

// TestSheetEveryBackground checks each background's kit makes an attack line for each weapon it holds.
func TestSheetEveryBackground(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	for _, b := range d.Backgrounds {
		g, err := New(Config{Seed: 3, Data: d, Character: Character{Name: "T", Race: "human", Background: b.Name}})
		require.NoError(t, err, b.Name)
		sh := g.CharacterSheet(g.Player)
		assert.NotEmpty(t, sh.Attacks, b.Name)
		for _, l := range sh.Attacks {
			if strings.HasPrefix(l.Label, "Spell (") { // a spell's line says what it does (game/spells.go)
				assert.NotEmpty(t, l.Text)
				continue
			}
			assert.Regexp(t, `^[+-]\d+ to hit, \d+d\d+([+-]\d+)? \w+`, l.Text, "%s: %s", b.Name, l.Label)
		}
	}
}

// TestNewDataAppliesAtOnce: a designer's edit (the long sword to 1d12), swapped in by hot reload, counts
// from the next attack; the game goes on with everything else as it was.
func TestNewDataAppliesAtOnce(t *testing.T) {
	g := newGame(t, 1)
	src, err := assets.Files.ReadFile("weapons.toml")
	require.NoError(t, err)
	edited := strings.Replace(string(src), "name = \"long sword\"\ndamage = \"1d9\"", "name = \"long sword\"\ndamage = \"1d12\"", 1)
	require.NotEqual(t, string(src), edited)
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "weapons.toml"), []byte(edited), 0o644))
	d, err := assets.LoadDir(dir)
	require.NoError(t, err)
	pos, turns := g.Player.Pos, g.Turns
	g.SetData(d)
	assert.Equal(t, "+3 to hit, 1d12+3 slashing or piercing", g.CharacterSheet(g.Player).Attacks[0].Text)
	assert.Equal(t, pos, g.Player.Pos)
	assert.Equal(t, turns, g.Turns)
}

// TestReloadThatDropsACreatureKind: a designer removes the kobold from the bestiary while kobolds walk
// the level. The new data applies (no kobold in it); the kobolds already there stay where they are,
// keep their spears and fight with them, are hit by the rules like any creature (their Defence from
// their Dexterity alone), and play goes on.
func TestReloadThatDropsACreatureKind(t *testing.T) {
	g := newGame(t, 3)
	src, err := assets.Files.ReadFile("creatures.toml")
	require.NoError(t, err)
	start := strings.Index(string(src), "[[creature]]\nname = \"kobold\"\n")
	require.GreaterOrEqual(t, start, 0)
	end := start + strings.Index(string(src[start+1:]), "[[creature]]") + 1
	dir := t.TempDir()
	// The vaults' letter k, the kobold's code, goes to the kobold archer: a letter must name a creature.
	edited := strings.Replace(string(src[:start])+string(src[end:]), `code = "a"`, `code = "k"`, 1)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "creatures.toml"), []byte(edited), 0o644))
	d, err := assets.LoadDir(dir)
	require.NoError(t, err)
	_, ok := d.Creature("kobold")
	require.False(t, ok)
	kobolds := 0
	for a := range g.Everyone() {
		if a.Kind == "kobold" {
			kobolds++
		}
	}
	require.Positive(t, kobolds, "the first level has kobolds")
	var k *Actor
	for a := range g.Everyone() {
		if a.Kind == "kobold" && !a.Dead {
			k = a
			break
		}
	}
	require.NotNil(t, k)
	before := *k
	g.SetData(d)
	_, ok = g.data.Creature("kobold")
	assert.False(t, ok, "the game plays with the new data")
	assert.Equal(t, before.Pos, k.Pos, "the kobold stays where it was")
	assert.Equal(t, before.HP, k.HP)
	assert.False(t, k.Dead)
	assert.Equal(t, "spear", k.Worn[SlotMain].Name, "it keeps its spear")
	s := g.arms.buildStrike(k, SlotMain, combat.Blow)
	assert.Equal(t, "spear", s.attack.Weapon.Name, "and strikes with it (weapons.toml still has it)")
	def := g.arms.defenderOf(k)
	assert.Equal(t, 10+combat.Mod(k.Dex), def.Defence.Total(combat.Blow, true, false), "no natural Defence without its row")
	assert.False(t, def.NoVitals)
	for i := 0; i < 300 && !g.Over; i++ {
		g.Act(g.BotAction())
	}
	t.Logf("%d turns, depth %d", g.Turns, g.Depth)
	assert.True(t, g.Turns >= 200 || g.Over, "the game goes on")
}

// TestSheetPvByDamageType: the chapter (Protection): "Pv on the character screen shows your Protection
// as it is now", and "a piece may do better or worse against one physical kind: chain mail turns a blade
// well and a point badly". The @ screen's Pv gives the kinds where they differ (RULES.md §7.3, §10).
func TestSheetPvByDamageType(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	require.Equal(t, "chain mail shirt", pl.Worn[SlotBody].Name)
	assert.Equal(t, "3, 4 vs slashing, 2 vs piercing", g.CharacterSheet(pl).PvText(lang.English()), "Thora's chain mail shirt")
	pl.Worn[SlotBody] = Item{Kind: ItemArmour, Name: "suit of plate armour", Count: 1}
	assert.Equal(t, "6", g.CharacterSheet(pl).PvText(lang.English()), "the table's 6 against every kind")
	pl.Worn[SlotHead] = Item{Kind: ItemArmour, Name: "iron helm", Count: 1}
	assert.Equal(t, "7", g.CharacterSheet(pl).PvText(lang.English()), "every piece adds up")
	pl.Worn[SlotBody] = Item{Kind: ItemArmour, Name: "padded coat", Count: 1}
	assert.Equal(t, "1", g.CharacterSheet(pl).PvText(lang.English()), "the padded coat gives none, the helm 1")

	// A designer may give any piece its kinds in the data: padding that soaks blunt blows.
	g.SetData(editedData(t, "armour.toml", "name = \"padded coat\"\n", "name = \"padded coat\"\nprotection_vs = { bludgeoning = 2 }\n"))
	sh := g.CharacterSheet(pl)
	assert.Equal(t, "1, 3 vs bludgeoning", sh.PvText(lang.English()))
	assert.Equal(t, 1, sh.Pv)
	assert.Equal(t, [combat.NumDamageTypes]int{1, 1, 3}, sh.PvVs)
}

// editedData is the embedded data with one edit of a designer: old replaced by new in file.
func editedData(t *testing.T, file, old, new string) *assets.Data {
	t.Helper()
	src, err := assets.Files.ReadFile(file)
	require.NoError(t, err)
	edited := strings.Replace(string(src), old, new, 1)
	require.NotEqual(t, string(src), edited, "the edit of %s", file)
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, file), []byte(edited), 0o644))
	d, err := assets.LoadDir(dir)
	require.NoError(t, err)
	return d
}
