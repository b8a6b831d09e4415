// Tests of magic items in play (RULES.md §19): a test per line of the chapter's rules on magic, as the game
// adds them up from what a creature wears and wields; knowing magic; curses; saves.

package game

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
)

// magical is an item of kind k named name carrying the affixes.
func magical(k ItemKind, name string, affixes ...string) Item {
	it := Item{Kind: k, Name: name, Count: 1}
	copy(it.Affixes[:], affixes)
	return it
}

// TestMagicInEachAttack: RULES.md §19.1, the chapter's row "Magic (affixes)": up close the weapon's own,
// then what you wear and wield; a shot the bow's, the ammunition's, then what you wear; a throw the thrown
// weapon's, then what you wear. Another weapon's magic is its own.
func TestMagicInEachAttack(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	pl.Worn[SlotOff] = Item{} // no shield: a plain blow
	base := func(slot Slot, mode combat.Mode) combat.Profile {
		return g.arms.buildStrike(pl, slot, mode).attack.Profile()
	}
	pl.Worn[SlotMissile] = Item{Kind: ItemWeapon, Name: "short bow", Count: 1}
	pl.Worn[SlotAmmo] = Item{Kind: ItemAmmo, Name: "arrow", Count: 10}
	blow0, shot0 := base(SlotMain, combat.Blow), base(SlotMissile, combat.Shot)
	dagger := Item{Kind: ItemWeapon, Name: "dagger", Count: 1}
	w, _ := g.data.Weapon("dagger")
	throw0 := g.arms.buildStrikeWith(pl, dagger, w, combat.Throw).attack.Profile()

	pl.Worn[SlotMain].Affixes[0] = "+2"                                     // the sword: +2 / +2
	pl.Worn[SlotMissile].Affixes[0] = "+1"                                  // the bow: +1 / +1
	pl.Worn[SlotAmmo].Affixes[0] = "keen"                                   // the arrows: threat 2
	pl.Worn[SlotLeftRing] = magical(ItemArmour, "ring of bone", "accuracy") // worn: +2 to hit
	dagger.Affixes[0] = "+1"

	blow := base(SlotMain, combat.Blow)
	assert.Equal(t, blow0.ToHit+2+2, blow.ToHit, "blow: the sword's +2, the ring's +2")
	assert.Equal(t, blow0.Damage.Bonus+2, blow.Damage.Bonus)
	assert.Equal(t, blow0.ThreatLow, blow.ThreatLow, "the arrows' keenness is theirs")
	shot := base(SlotMissile, combat.Shot)
	assert.Equal(t, shot0.ToHit+1+2, shot.ToHit, "shot: the bow's +1, the ring's +2, not the sword's")
	assert.Equal(t, shot0.Damage.Bonus+1, shot.Damage.Bonus)
	assert.Equal(t, shot0.ThreatLow-2, shot.ThreatLow, "the arrows' keenness")
	throw := g.arms.buildStrikeWith(pl, dagger, w, combat.Throw).attack.Profile()
	assert.Equal(t, throw0.ToHit+1+2, throw.ToHit, "throw: the dagger's +1, the ring's +2, not the sword's nor the bow's")
	assert.Equal(t, throw0.Damage.Bonus+1, throw.Damage.Bonus)
}

// TestMagicThreatRankCapInPlay: RULES.md §19.1, "Ranks and magic widen a threat range, never past a
// natural 2": a keen +2 long sword with rank 5 in Long blades widens by the sum of ranks and magic.
func TestMagicThreatRankCapInPlay(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	pl.Skills["Long blades"] = 5
	plain := g.arms.buildStrike(pl, SlotMain, combat.Blow).attack.Profile()
	pl.Worn[SlotMain].Affixes = [MaxAffixes]string{"+2", "keen"}
	p := g.arms.buildStrike(pl, SlotMain, combat.Blow).attack.Profile()
	assert.Equal(t, plain.ThreatLow-2, p.ThreatLow)
	assert.GreaterOrEqual(t, p.ThreatLow, 3)
}

// TestDefenceMagicByKind: RULES.md §19.2: Deflection best of kind (a ring's +3 and a shield's +2 give
// +3), two Dodge rings add, Natural from an amulet, magic armour and a magic shield add to their base.
func TestDefenceMagicByKind(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	d0 := g.arms.defence(pl)
	pl.Worn[SlotOff].Affixes[0] = "deflection"                                      // large shield, Deflection 2
	pl.Worn[SlotLeftRing] = magical(ItemArmour, "ring of bone", "great deflection") // Deflection 3
	d := g.arms.defence(pl)
	assert.Equal(t, 3, d.Kinds[combat.Deflection], "best of kind")
	pl.Worn[SlotLeftRing] = magical(ItemArmour, "ring of bone", "nimble")         // Dodge 1
	pl.Worn[SlotRightRing] = magical(ItemArmour, "ring of green jade", "evasion") // Dodge 2
	d = g.arms.defence(pl)
	assert.Equal(t, d0.Kinds[combat.Dodge]+3, d.Kinds[combat.Dodge], "every Dodge adds up")
	pl.Worn[SlotNeck] = magical(ItemArmour, "amulet of amber", "barkskin")
	assert.Equal(t, 2, g.arms.defence(pl).Kinds[combat.Natural], "Natural from a magic item")
	pl.Worn[SlotBody].Affixes[0] = "+2 defence"
	pl.Worn[SlotOff].Affixes[0] = "+1 defence"
	d = g.arms.defence(pl)
	assert.Equal(t, d0.Kinds[combat.Armour]+2, d.Kinds[combat.Armour], "magic armour adds more than its base")
	assert.Equal(t, d0.Kinds[combat.Shield]+1, d.Kinds[combat.Shield], "a magic shield too")
}

// TestJewelleryOnlyThroughMagic: RULES.md §19.2, "Helms, cloaks, gloves, boots, rings, and amulets add to
// Defence only through their magic": a plain ring and helm change nothing.
func TestJewelleryOnlyThroughMagic(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	before := g.arms.defence(pl).Total(combat.Blow, true, false)
	pl.Worn[SlotLeftRing] = Item{Kind: ItemArmour, Name: "ring of bone", Count: 1}
	pl.Worn[SlotNeck] = Item{Kind: ItemArmour, Name: "amulet of amber", Count: 1}
	assert.Equal(t, before, g.arms.defence(pl).Total(combat.Blow, true, false))
	pl.Worn[SlotLeftRing].Affixes[0] = "deflection"
	assert.Equal(t, before+2, g.arms.defence(pl).Total(combat.Blow, true, false))
}

// TestHardenedProtectionOnce: RULES.md §19.2, "Hardened armour's magic adds to Protection", counted once
// with its piece.
func TestHardenedProtectionOnce(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	pieces := len(g.arms.defenderOf(pl).Protection)
	pl.Worn[SlotBody].Affixes[0] = "hardened"
	pl.Worn[SlotBody].Known = true
	def := g.arms.defenderOf(pl)
	assert.Len(t, def.Protection, pieces, "the same pieces")
	assert.Equal(t, 4, g.CharacterSheet(pl).Pv, "the chain mail shirt's 3 and its magic's 1")
}

// TestUnknownMagicRollsButNotSheet: RULES.md §19.4, "A magic item's unknown powers count only once it is
// identified": an unknown +3 helps the roll, not the @ line, until known.
func TestUnknownMagicRollsButNotSheet(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	line := g.CharacterSheet(pl).Attacks[0].Text
	roll := g.arms.buildStrike(pl, SlotMain, combat.Blow).attack.Profile().ToHit
	pl.Worn[SlotMain].Affixes[0] = "+3"
	pl.Worn[SlotMain].Known = false // as if found so
	assert.Equal(t, roll+3, g.arms.buildStrike(pl, SlotMain, combat.Blow).attack.Profile().ToHit, "the roll counts it")
	assert.Equal(t, line, g.CharacterSheet(pl).Attacks[0].Text, "the sheet does not")
	assert.Equal(t, "long sword", g.ItemName(pl.Worn[SlotMain]))
	pl.Worn[SlotMain].Known = true
	assert.Equal(t, "+6 to hit, 1d9+6 slashing or piercing", g.CharacterSheet(pl).Attacks[0].Text, "Thora's +3, the sword's +3")
	assert.Equal(t, "+3 long sword", g.ItemName(pl.Worn[SlotMain]))
	// Defence too: an unknown ring of deflection turns blows but is not on the Dv.
	dv := g.CharacterSheet(pl).Dv
	pl.Worn[SlotLeftRing] = magical(ItemArmour, "ring of bone", "deflection")
	assert.Equal(t, dv, g.CharacterSheet(pl).Dv)
	assert.Equal(t, 2, g.arms.defence(pl).Kinds[combat.Deflection])
	g.Magic.Known["deflection"] = true // a kind once known is known for the game
	assert.Equal(t, dv+2, g.CharacterSheet(pl).Dv)
	assert.Equal(t, "ring of bone of deflection", g.ItemName(pl.Worn[SlotLeftRing]))
}

// TestLearnByUse: RULES.md §19.4: a weapon's magic is known after learn_hits hits, with a message that
// gives no numbers; the kind is then known for the game.
func TestLearnByUse(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	pl.Worn[SlotMain].Affixes[0] = "+2"
	pl.Worn[SlotMain].Known = false
	s := g.arms.buildStrike(pl, SlotMain, combat.Blow)
	for range g.data.Magic.LearnHits - 1 {
		g.lore.usedInAttack(pl, s)
	}
	require.False(t, g.lore.identified(pl.Worn[SlotMain]))
	g.lore.usedInAttack(pl, s)
	assert.True(t, g.lore.identified(pl.Worn[SlotMain]))
	last := g.Log[len(g.Log)-1].Text
	assert.Contains(t, last, "You know your long sword now.")
	assert.NotRegexp(t, regexp.MustCompile(`\d`), last, "messages never give numbers")
	assert.True(t, g.lore.identified(magical(ItemWeapon, "dagger", "+2")), "the kind is known for the game")
}

// TestLearnWhenDeflected: RULES.md §19.4: a ring whose Deflection turns a blow is known at once.
func TestLearnWhenDeflected(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	pl.Worn[SlotLeftRing] = magical(ItemArmour, "ring of bone", "deflection")
	g.lore.struck(pl, combat.Outcome{MissReason: combat.MissDeflection})
	assert.True(t, pl.Worn[SlotLeftRing].Known)
}

// TestCursedStaysOn: RULES.md §19.3: a cursed item cannot be taken off (nor replaced) until uncursed.
func TestCursedStaysOn(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	pl.Pack = append(pl.Pack, magical(ItemArmour, "ring of bone", "clumsiness"))
	_, ok := g.gear.equip(pl, len(pl.Pack)-1, false)
	require.True(t, ok)
	assert.Contains(t, g.Log[len(g.Log)-1].Text, "cursed")
	assert.False(t, g.gear.unequip(pl, SlotLeftRing), "it will not come off")
	assert.Equal(t, "ring of bone of clumsiness", g.ItemName(pl.Worn[SlotLeftRing]), "the curse is known")
	pl.Worn[SlotLeftRing].Uncursed = true
	assert.True(t, g.gear.unequip(pl, SlotLeftRing))
}

// TestSaveCarriesMagic: a save round trip keeps affixes, what is known, the uses toward learning, and the
// looks of potions and scrolls.
func TestSaveCarriesMagic(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	pl.Worn[SlotMain].Affixes[0] = "+2"
	pl.Worn[SlotMain].Uses = 3
	pl.Worn[SlotLeftRing] = magical(ItemArmour, "ring of bone", "deflection")
	pl.Worn[SlotLeftRing].Known = true
	g.Magic.Known["nimble"] = true
	h := reloaded(t, g)
	assert.Equal(t, pl.Worn, h.Player.Worn)
	assert.Equal(t, g.Magic, h.Magic)
	assert.NotEmpty(t, h.Magic.Looks)
	assert.Equal(t, "ring of bone of deflection", h.ItemName(h.Player.Worn[SlotLeftRing]))
}

// TestDescribeSaysKnownMagic: RULES.md §19.4: the description names the item as known and says each known
// affix in words; an unknown one only that there is magic to learn.
func TestDescribeSaysKnownMagic(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	sword := magical(ItemWeapon, "long sword", "+2", "accuracy")
	lines := g.DescribeItem(pl, sword, false)
	assert.Equal(t, "Long sword", lines[0])
	assert.Contains(t, lines, "It holds magic you do not know yet: use it to learn it.")
	sword.Known = true
	lines = g.DescribeItem(pl, sword, false)
	assert.Equal(t, "+2 long sword of accuracy", lines[0])
	assert.Contains(t, lines, "Magic (+2): +2 to hit, +2 damage.")
	assert.Contains(t, lines, "Magic (of accuracy): +2 to hit.")
	ring := magical(ItemArmour, "ring of bone", "clumsiness")
	g.Magic.Known["clumsiness"] = true
	assert.Contains(t, g.DescribeItem(pl, ring, false), "Magic (of clumsiness): Dodge -2. Cursed: once put on, it will not come off.")
	potion := Item{Kind: ItemPotion, Name: "healing", Count: 1}
	assert.Contains(t, g.DescribeItem(pl, potion, false), "You do not know what it does until you quaff it (q).")
	g.Magic.Known["healing"] = true
	lines = g.DescribeItem(pl, potion, false)
	assert.Equal(t, "Potion of healing", lines[0])
	assert.Contains(t, lines, "It heals wounds.")
}

// TestMorgueListsMagic: the morgue file (and the death screen) names every item as the player knew it, and
// says what they had not learned without naming it (issue 32): a curse once known is said.
func TestMorgueListsMagic(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	pl.Worn[SlotMain].Affixes[0] = "+2"
	pl.Worn[SlotMain].Known = false
	pl.Worn[SlotLeftRing] = magical(ItemArmour, "ring of bone", "clumsiness")
	g.gear.addToPack(pl, Item{Kind: ItemPotion, Name: "healing", Count: 2})
	o := g.Obituary() // the morgue file lists o.Worn and o.Pack as they are (game/save: TestMorgueText)
	assert.Contains(t, o.Worn, "main hand: long sword (not identified)")
	assert.Contains(t, o.Worn, "left ring: ring of bone (not identified)")
	assert.Contains(t, strings.Join(o.Pack, "\n"), "2 ", "the potions counted")
	assert.Contains(t, strings.Join(o.Pack, "\n"), "potions (not identified)")
	assert.NotContains(t, strings.Join(append(o.Worn, o.Pack...), "\n"), "healing")
	g.Magic.Known["clumsiness"] = true
	assert.Contains(t, g.Obituary().Worn, "left ring: ring of bone of clumsiness (cursed)")
}

// TestSheetListsKnownMagic: the @ screen lists the known magic of what is worn, and nothing unknown.
func TestSheetListsKnownMagic(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	pl.Worn[SlotLeftRing] = magical(ItemArmour, "ring of bone", "deflection")
	assert.Empty(t, g.CharacterSheet(pl).Magic)
	pl.Worn[SlotLeftRing].Known = true
	assert.Equal(t, []string{"left ring (ring of bone of deflection): Deflection +2"}, g.CharacterSheet(pl).Magic)
}

// TestOddsShownCountKnownMagic: the look screen's and the aim's odds count the magic the player knows,
// as the @ screen does; the roll counts it all.
func TestOddsShownCountKnownMagic(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	k, err := g.PlaceCreature("kobold", pl.Pos.Add(dirs[2]))
	require.NoError(t, err)
	before, err := g.Matchup(k)
	require.NoError(t, err)
	pl.Worn[SlotMain].Affixes[0] = "+5"
	pl.Worn[SlotMain].Known = false
	unknown, err := g.Matchup(k)
	require.NoError(t, err)
	assert.Equal(t, before.You.Hit, unknown.You.Hit, "unknown magic is not in the odds shown")
	pl.Worn[SlotMain].Known = true
	known, err := g.Matchup(k)
	require.NoError(t, err)
	assert.Greater(t, known.You.Hit, before.You.Hit)
}

// TestMessagesNameWithoutNumbers: RULES.md §7.6, messages never give numbers: a known +2 long sword of
// accuracy is "a long sword of accuracy" in a message, "+2 long sword of accuracy" in the inventory.
func TestMessagesNameWithoutNumbers(t *testing.T) {
	g := newGame(t, 1)
	sword := magical(ItemWeapon, "long sword", "+2", "accuracy")
	sword.Known = true
	assert.Equal(t, "a long sword of accuracy", g.lore.an(sword))
	assert.Equal(t, "+2 long sword of accuracy", g.ItemName(sword))
}

// TestOffHandMagicIsItsOwn: RULES.md §19.1: with a weapon in each hand, each blow counts its own weapon's
// magic, not the other's.
func TestOffHandMagicIsItsOwn(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	pl.Worn[SlotOff] = Item{Kind: ItemWeapon, Name: "dagger", Count: 1}
	main0 := g.arms.buildStrike(pl, SlotMain, combat.Blow).attack.Profile()
	off0 := g.arms.buildStrike(pl, SlotOff, combat.Blow).attack.Profile()
	pl.Worn[SlotMain].Affixes[0] = "+2"
	pl.Worn[SlotOff].Affixes[0] = "+1"
	assert.Equal(t, main0.ToHit+2, g.arms.buildStrike(pl, SlotMain, combat.Blow).attack.Profile().ToHit)
	assert.Equal(t, off0.ToHit+1, g.arms.buildStrike(pl, SlotOff, combat.Blow).attack.Profile().ToHit)
}

// TestCursedHoldsItsPlace: RULES.md §19.3: a cursed shield keeps a two-handed weapon out, a cursed weapon
// is not thrown away.
func TestCursedHoldsItsPlace(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	pl.Worn[SlotOff].Affixes[0] = "brittle"
	g.gear.addToPack(pl, Item{Kind: ItemWeapon, Name: "great sword", Count: 1})
	msg, ok := g.gear.equip(pl, len(pl.Pack)-1, false)
	assert.False(t, ok)
	assert.Equal(t, "Your large shield is cursed: it will not come off.", msg)
	assert.Equal(t, "large shield", pl.Worn[SlotOff].Name)
	assert.Equal(t, "long sword", pl.Worn[SlotMain].Name)
	pl.Worn[SlotMain].Affixes[0] = "-2"
	assert.Zero(t, g.missiles.throw(pl, -1, pl.Pos.Add(dirs[2])))
	assert.Equal(t, "long sword", pl.Worn[SlotMain].Name)
}
