// Issue 36, part 3: a designer's build over a race and a background (Build, Outfit).

package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func intp(v int) *int { return &v }

// newThora is a new game of the default character, Thora the dwarf warrior (backgrounds.toml: long sword,
// large shield, chain mail shirt; Long blades 2).
func newThora(t *testing.T, seed uint64) *Game {
	t.Helper()
	g, err := New(Config{Seed: seed})
	require.NoError(t, err)
	require.Equal(t, "long sword", g.Player.Worn[SlotMain].Name)
	return g
}

// A war hammer and Strength 16: the hammer in the main hand, the sword gone (not packed: the bot would
// wield it again), the shield kept (the hammer is a one-handed weapon), Strength 16, Dexterity the
// character's own; the rank counts for the hammer's skill.
func TestOutfitWeaponAndStrength(t *testing.T) {
	g := newThora(t, 1)
	dex := g.Player.Dex
	require.NoError(t, g.Outfit(Build{Weapon: "war hammer", Str: intp(16), Rank: intp(3)}))
	pl := g.Player
	assert.Equal(t, "war hammer", pl.Worn[SlotMain].Name)
	assert.Equal(t, "large shield", pl.Worn[SlotOff].Name)
	assert.Equal(t, 16, pl.Str)
	assert.Equal(t, dex, pl.Dex)
	assert.Equal(t, 3, pl.Skills["Maces and clubs"])
	assert.Equal(t, 2, pl.Skills["Long blades"], "the background's ranks stay")
	for _, it := range pl.Pack {
		assert.NotEqual(t, "long sword", it.Name)
	}
	w, ok := g.gear.weaponIn(pl, SlotMain)
	require.True(t, ok)
	assert.Equal(t, "war hammer", w.Name, "the game's own look-up finds the hammer")
	require.NoError(t, g.Check())
}

// A weapon held in both hands frees the off hand, and takes no shield.
func TestOutfitTwoHanded(t *testing.T) {
	g := newThora(t, 1)
	require.NoError(t, g.Outfit(Build{Weapon: "great axe"}))
	assert.True(t, g.Player.Worn[SlotOff].IsZero())
	g = newThora(t, 1)
	before := *g.Player
	err := g.Outfit(Build{Weapon: "great axe", Shield: "buckler"})
	assert.EqualError(t, err, "build: the great axe takes both hands: no shield with it")
	assert.Equal(t, before, *g.Player, "a refused build changes nothing")
}

// A bow is readied with a quiver of its arrows, as many as the archer starts with (backgrounds.toml), and
// the main hand keeps its sword; the rank goes to the bow's skill.
func TestOutfitBow(t *testing.T) {
	g := newThora(t, 1)
	require.NoError(t, g.Outfit(Build{Weapon: "short bow", Rank: intp(4)}))
	pl := g.Player
	assert.Equal(t, "short bow", pl.Worn[SlotMissile].Name)
	assert.Equal(t, "arrow", pl.Worn[SlotAmmo].Name)
	assert.Equal(t, 40, pl.Worn[SlotAmmo].Count)
	assert.Equal(t, "long sword", pl.Worn[SlotMain].Name)
	assert.Equal(t, 4, pl.Skills["Bows"])
	require.NoError(t, g.Check())
}

// Armour goes on in its slots; a shield named as armour, two pieces for one slot and unknown names are
// refused, each saying why.
func TestOutfitArmour(t *testing.T) {
	g := newThora(t, 1)
	require.NoError(t, g.Outfit(Build{Armour: []string{"suit of plate armour", "great helm", "ring of bone", "ring of green jade"}, Shield: "tower shield"}))
	pl := g.Player
	assert.Equal(t, "suit of plate armour", pl.Worn[SlotBody].Name)
	assert.Equal(t, "great helm", pl.Worn[SlotHead].Name)
	assert.Equal(t, "ring of bone", pl.Worn[SlotLeftRing].Name)
	assert.Equal(t, "ring of green jade", pl.Worn[SlotRightRing].Name)
	assert.Equal(t, "tower shield", pl.Worn[SlotOff].Name)
	require.NoError(t, g.Check())
	for b, want := range map[*Build]string{
		{Armour: []string{"buckler"}}:                         "build: the buckler is a shield: give it as the shield",
		{Armour: []string{"padded coat", "chain mail shirt"}}: "build: the padded coat and the chain mail shirt are both worn on the body: one a slot",
		{Armour: []string{"mithril"}}:                         `build: unknown armour "mithril"`,
		{Shield: "iron helm"}:                                 `build: "iron helm" is not a shield of armour.toml: want one of buckler, small shield, large shield, tower shield`,
		{Weapon: "lightsaber"}:                                `build: unknown weapon "lightsaber"`,
		{Stance: "crouching"}:                                 `build: unknown stance "crouching"`,
		{Spells: []string{"wish"}}:                            `build: unknown spell "wish"`,
		{Str: intp(101)}:                                      "build: Strength and Dexterity 101: want 0 to 100",
		{Rank: intp(11)}:                                      "build: rank 11: want 0 to 10",
		{Magic: []string{"+1", "+2", "+3"}}:                   "build: the affix +3 goes on weapon or missile: the build has no such thing with room for it (at most 2 affixes a thing)",
		{Armour: []string{"ring of bone", "ring of bone", "fur cloak"}}: "",
	} {
		g := newThora(t, 1)
		err := g.Outfit(*b)
		if want == "" {
			assert.NoError(t, err)
			continue
		}
		require.Error(t, err, "%+v", *b)
		assert.Contains(t, err.Error(), want)
	}
}

// A build with no weapon at all has no skill for its rank.
func TestOutfitRankWithoutWeapon(t *testing.T) {
	g := newThora(t, 1)
	g.Player.Worn[SlotMain] = Item{}
	assert.EqualError(t, g.Outfit(Build{Rank: intp(2)}), "build: a rank, but no weapon to count it for: give a weapon")
}

// Magic goes on the first thing worn that carries it: a weapon's affixes on the weapon, the body's on the
// mail, a ring's on a ring; known.
func TestOutfitMagic(t *testing.T) {
	g := newThora(t, 1)
	require.NoError(t, g.Outfit(Build{Weapon: "war hammer", Armour: []string{"ring of bone"}, Magic: []string{"+2", "hardened", "evasion", "keen"}}))
	pl := g.Player
	assert.Equal(t, [MaxAffixes]string{"+2", "keen"}, pl.Worn[SlotMain].Affixes)
	assert.True(t, pl.Worn[SlotMain].Known)
	assert.Equal(t, [MaxAffixes]string{"hardened"}, pl.Worn[SlotBody].Affixes)
	assert.Equal(t, [MaxAffixes]string{"evasion"}, pl.Worn[SlotLeftRing].Affixes)
	assert.Equal(t, "+2 keen war hammer", pl.Worn[SlotMain].Label(g.Data()))
	require.NoError(t, g.Check())
}

// Stance and spells: the stance it starts in; the spells known besides the background's, once each.
func TestOutfitStanceAndSpells(t *testing.T) {
	g := newThora(t, 1)
	require.NoError(t, g.Outfit(Build{Stance: "aggressive", Spells: []string{"fire bolt", "ward", "fire bolt"}}))
	assert.Equal(t, "aggressive", g.Player.Stance)
	assert.Equal(t, []string{"fire bolt", "ward"}, g.Player.Spells)
	require.NoError(t, g.Check())
}

// A build draws nothing from the game's random source: the same seed makes the same dungeon with any build.
func TestOutfitKeepsTheDungeon(t *testing.T) {
	a, b := newThora(t, 7), newThora(t, 7)
	require.NoError(t, b.Outfit(Build{Weapon: "war hammer", Str: intp(16)}))
	assert.Equal(t, a.Level, b.Level)
	for range 50 {
		a.Act(a.BotAction())
		b.Act(b.BotAction())
	}
	assert.Equal(t, a.Deepest, b.Deepest)
	assert.Equal(t, len(a.Creatures), len(b.Creatures))
}

// String writes the build's parts for the arena's and the survey's reports.
func TestBuildString(t *testing.T) {
	assert.Equal(t, "", Build{}.String())
	assert.True(t, Build{}.IsZero())
	b := Build{Weapon: "war hammer", Shield: "buckler", Str: intp(16), Rank: intp(0), Stance: "frenzy", Magic: []string{"+2", "keen"}}
	assert.False(t, b.IsZero())
	assert.Equal(t, "war hammer, buckler, Str 16, rank 0, frenzy stance, magic +2 and keen", b.String())
}
