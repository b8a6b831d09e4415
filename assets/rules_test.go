// Tests that the default data holds every number of the tables of combat/RULES.md, row by row.

package assets

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/cleave-game/cleave/combat"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func loadDefaults(t testing.TB) *Data {
	t.Helper()
	d, err := Load(nil)
	require.NoError(t, err)
	return d
}

func dice(t testing.TB, s string) combat.Dice {
	t.Helper()
	d, err := combat.ParseDice(s)
	require.NoError(t, err)
	return d
}

// TestWeaponTable checks the first weapon table (RULES.md §9.1): damage, critical range, critical damage,
// and the time a blow takes ("-" for missile weapons: 0 here).
func TestWeaponTable(t *testing.T) {
	d := loadDefaults(t)
	rows := []struct {
		rule       string // the row checked (RULES.md §9.1)
		name       string
		damage     string
		threat     int
		multiplier int
		blow       float64
	}{
		{"| Knife | 1d3 | 22–24 | ×2 | 6 seconds |", "knife", "1d3", 22, 2, 6},
		{"| Stiletto | 1d4 | 19–24 | ×2 | 5.4 seconds |", "stiletto", "1d4", 19, 2, 5.4},
		{"| Dagger | 1d4 | 20–24 | ×2 | 6 seconds |", "dagger", "1d4", 20, 2, 6},
		{"| Short sword | 1d6 | 20–24 | ×2 | 6 seconds |", "short sword", "1d6", 20, 2, 6},
		{"| Scimitar | 1d6 | 19–24 | ×2 | 6 seconds |", "scimitar", "1d6", 19, 2, 6},
		{"| Rapier | 1d6 | 19–24 | ×2 | 5.4 seconds |", "rapier", "1d6", 19, 2, 5.4},
		{"| Long sword | 1d9 | 20–24 | ×2 | 6 seconds |", "long sword", "1d9", 20, 2, 6},
		{"| Great sword | 2d6 | 20–24 | ×2 | 7.2 seconds |", "great sword", "2d6", 20, 2, 7.2},
		{"| Hand axe | 1d6 | 22–24 | ×3 | 6 seconds |", "hand axe", "1d6", 22, 3, 6},
		{"| Battle axe | 1d8 | 22–24 | ×3 | 6 seconds |", "battle axe", "1d8", 22, 3, 6},
		{"| Great axe | 1d12 | 22–24 | ×3 | 7.2 seconds |", "great axe", "1d12", 22, 3, 7.2},
		{"| Club | 1d6 | 22–24 | ×2 | 6 seconds |", "club", "1d6", 22, 2, 6},
		{"| Mace | 1d8 | 22–24 | ×2 | 6 seconds |", "mace", "1d8", 22, 2, 6},
		{"| Morning star | 2d4 | 22–24 | ×2 | 6 seconds |", "morning star", "2d4", 22, 2, 6},
		{"| War hammer | 1d8 | 22–24 | ×3 | 6 seconds |", "war hammer", "1d8", 22, 3, 6},
		{"| Maul | 2d6 | 22–24 | ×3 | 7.2 seconds |", "maul", "2d6", 22, 3, 7.2},
		{"| Javelin | 1d6 | 22–24 | ×2 | 6 seconds |", "javelin", "1d6", 22, 2, 6},
		{"| Spear | 1d8 | 22–24 | ×3 | 6 seconds |", "spear", "1d8", 22, 3, 6},
		{"| Trident | 1d8 | 22–24 | ×2 | 6 seconds |", "trident", "1d8", 22, 2, 6},
		{"| Glaive | 1d10 | 20–24 | ×2 | 6.6 seconds |", "glaive", "1d10", 20, 2, 6.6},
		{"| Halberd | 1d10 | 22–24 | ×3 | 6.6 seconds |", "halberd", "1d10", 22, 3, 6.6},
		{"| Quarterstaff | 1d6 | 22–24 | ×2 | 6 seconds |", "quarterstaff", "1d6", 22, 2, 6},
		{"| Ironwood staff | 1d8 | 22–24 | ×2 | 6 seconds |", "ironwood staff", "1d8", 22, 2, 6},
		{"| Short bow | 1d6 | 22–24 | ×3 | - |", "short bow", "1d6", 22, 3, 0},
		{"| Long war bow | 1d8+2 | 22–24 | ×3 | - |", "long war bow", "1d8+2", 22, 3, 0},
		{"| Composite bow | 1d8+1 | 22–24 | ×3 | - |", "composite bow", "1d8+1", 22, 3, 0},
		{"| Crossbow | 1d10+1 | 20–24 | ×2 | - |", "crossbow", "1d10+1", 20, 2, 0},
		{"| Heavy crossbow | 1d12+2 | 20–24 | ×2 | - |", "heavy crossbow", "1d12+2", 20, 2, 0},
		{"| Sling | 1d4 | 22–24 | ×2 | - |", "sling", "1d4", 22, 2, 0},
		{"| Rock | 1d3 | 22–24 | ×2 | - |", "rock", "1d3", 22, 2, 0},
		{"Bare hands: 1d3 (plus your Strength, as every blow), critical on 22–24, ×2.", "bare hands", "1d3", 22, 2, 6},
	}
	require.Len(t, d.Weapons, len(rows), "the data has exactly the weapons of the tables and bare hands")
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			w, ok := d.Weapon(r.name)
			require.True(t, ok, r.rule)
			assert.Equal(t, dice(t, r.damage), w.Damage, r.rule)
			assert.Equal(t, r.threat, w.ThreatLow, r.rule)
			assert.Equal(t, r.multiplier, w.Multiplier, r.rule)
			assert.InDelta(t, r.blow, w.BlowTime, 1e-9, r.rule)
			assert.Equal(t, 0, w.ToHit, "RULES.md §9.1: no weapon has a to-hit of its own")
		})
	}
}

// TestWeaponHandlingTable checks the second weapon table (RULES.md §9.2): skill, how it is held,
// thrown range, parry and the Strength a bow needs; and the finesse (§3.2) and pierce (§7.3) lists.
func TestWeaponHandlingTable(t *testing.T) {
	d := loadDefaults(t)
	rows := []struct {
		rule     string
		name     string
		skill    string
		held     Held
		thrown   int
		parry    int
		strength int
	}{
		{"| Knife | Daggers and knives | main hand or off hand | - | - |", "knife", "Daggers and knives", HeldOff, 0, 0, 0},
		{"| Stiletto | Daggers and knives | main hand or off hand | - | - |", "stiletto", "Daggers and knives", HeldOff, 0, 0, 0},
		{"| Dagger | Daggers and knives | main hand or off hand | 5 cells | - |", "dagger", "Daggers and knives", HeldOff, 5, 0, 0},
		{"| Short sword | Short blades | main hand or off hand | - | - |", "short sword", "Short blades", HeldOff, 0, 0, 0},
		{"| Scimitar | Short blades | main hand | - | - |", "scimitar", "Short blades", HeldMain, 0, 0, 0},
		{"| Rapier | Long blades | main hand | - | - |", "rapier", "Long blades", HeldMain, 0, 0, 0},
		{"| Long sword | Long blades | main hand | - | - |", "long sword", "Long blades", HeldMain, 0, 0, 0},
		{"| Great sword | Great blades | main hand (both hands) | - | - |", "great sword", "Great blades", HeldBoth, 0, 0, 0},
		{"| Hand axe | Axes | main hand or off hand | 4 cells | - |", "hand axe", "Axes", HeldOff, 4, 0, 0},
		{"| Battle axe | Axes | main hand | - | - |", "battle axe", "Axes", HeldMain, 0, 0, 0},
		{"| Great axe | Axes | main hand (both hands) | - | - |", "great axe", "Axes", HeldBoth, 0, 0, 0},
		{"| Club | Maces and clubs | main hand | - | - |", "club", "Maces and clubs", HeldMain, 0, 0, 0},
		{"| Mace | Maces and clubs | main hand | - | - |", "mace", "Maces and clubs", HeldMain, 0, 0, 0},
		{"| Morning star | Maces and clubs | main hand | - | - |", "morning star", "Maces and clubs", HeldMain, 0, 0, 0},
		{"| War hammer | Maces and clubs | main hand | - | - |", "war hammer", "Maces and clubs", HeldMain, 0, 0, 0},
		{"| Maul | Maces and clubs | main hand (both hands) | - | - |", "maul", "Maces and clubs", HeldBoth, 0, 0, 0},
		{"| Javelin | Spears | main hand | 8 cells | - |", "javelin", "Spears", HeldMain, 8, 0, 0},
		{"| Spear | Spears | main hand | 6 cells | - |", "spear", "Spears", HeldMain, 6, 0, 0},
		{"| Trident | Spears | main hand | - | parry +1 |", "trident", "Spears", HeldMain, 0, 1, 0},
		{"| Glaive | Polearms | main hand (both hands) | - | parry +1 |", "glaive", "Polearms", HeldBoth, 0, 1, 0},
		{"| Halberd | Polearms | main hand (both hands) | - | - |", "halberd", "Polearms", HeldBoth, 0, 0, 0},
		{"| Quarterstaff | Staves | main hand (both hands) | - | parry +1 |", "quarterstaff", "Staves", HeldBoth, 0, 1, 0},
		{"| Ironwood staff | Staves | main hand (both hands) | - | parry +1 |", "ironwood staff", "Staves", HeldBoth, 0, 1, 0},
		{"| Short bow | Bows | missile weapon, shoots | - | needs Strength 10 |", "short bow", "Bows", HeldMissile, 0, 0, 10},
		{"| Long war bow | Bows | missile weapon, shoots | - | needs Strength 14 |", "long war bow", "Bows", HeldMissile, 0, 0, 14},
		{"| Composite bow | Bows | missile weapon, shoots | - | needs Strength 12 |", "composite bow", "Bows", HeldMissile, 0, 0, 12},
		{"| Crossbow | Crossbows | missile weapon, shoots | - | - |", "crossbow", "Crossbows", HeldMissile, 0, 0, 0},
		{"| Heavy crossbow | Crossbows | missile weapon, shoots | - | - |", "heavy crossbow", "Crossbows", HeldMissile, 0, 0, 0},
		{"| Sling | Slings | missile weapon, shoots | - | - |", "sling", "Slings", HeldMissile, 0, 0, 0},
		{"| Rock | Thrown weapons | missile weapon | 6 cells | - |", "rock", "Thrown weapons", HeldMissile, 6, 0, 0},
	}
	// RULES.md §3.2: the finesse weapons are the knife, stiletto, dagger, short sword and rapier.
	finesse := map[string]bool{"dagger": true, "knife": true, "rapier": true, "short sword": true, "stiletto": true}
	// RULES.md §7.3, §9.2, §9.3: the crossbow bolt, the stiletto and the war hammer pierce 2.
	pierce := map[string]int{"stiletto": 2, "war hammer": 2}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			w, ok := d.Weapon(r.name)
			require.True(t, ok, r.rule)
			assert.Equal(t, r.skill, w.Skill, r.rule)
			assert.Equal(t, r.held, w.Held, r.rule)
			assert.Equal(t, r.thrown, w.Thrown, r.rule)
			assert.Equal(t, r.thrown > 0, w.Throwable, "%s: a weapon with a thrown range is made for throwing", r.rule)
			assert.Equal(t, r.parry, w.Parry, r.rule)
			assert.Equal(t, r.strength, w.StrNeeded, r.rule)
			assert.Equal(t, finesse[r.name], w.Finesse, "RULES.md §3.2: the finesse weapons")
			assert.Equal(t, pierce[r.name], w.Pierce, "RULES.md §9.2: the weapons that pierce")
			s, ok := d.Skill(w.Skill)
			require.True(t, ok)
			assert.Equal(t, WeaponSkill, s.Kind)
		})
	}
	bolt, ok := d.Ammo("crossbow bolt")
	require.True(t, ok)
	assert.Equal(t, 2, bolt.Pierce, "RULES.md §9.3: the crossbow bolt pierces 2")
	assert.Equal(t, "Crossbows", bolt.Skill)
}

// TestArmourTable checks every row of the armour and shield table.
func TestArmourTable(t *testing.T) {
	d := loadDefaults(t)
	const none = -1 // "no limit"
	rows := []struct {
		rule       string
		name       string
		slot       ArmourSlot
		defence    int
		category   Category
		protection int
		dexLimit   int
		bash       string
	}{
		{"| Padded coat | body | +1 | Armour | - | +8 | - |", "padded coat", ArmourBody, 1, CategoryArmour, 0, 8, ""},
		{"| Leather jerkin | body | +1 | Armour | 1 | +6 | - |", "leather jerkin", ArmourBody, 1, CategoryArmour, 1, 6, ""},
		{"| Studded leather jerkin | body | +2 | Armour | 1 | +5 | - |", "studded leather jerkin", ArmourBody, 2, CategoryArmour, 1, 5, ""},
		{"| Chain mail shirt | body | +2 | Armour | 3 | +4 | - |", "chain mail shirt", ArmourBody, 2, CategoryArmour, 3, 4, ""},
		{"| Suit of scale mail | body | +2 | Armour | 4 | +3 | - |", "suit of scale mail", ArmourBody, 2, CategoryArmour, 4, 3, ""},
		{"| Suit of banded mail | body | +1 | Armour | 5 | +1 | - |", "suit of banded mail", ArmourBody, 1, CategoryArmour, 5, 1, ""},
		{"| Suit of plate armour | body | +1 | Armour | 6 | +1 | - |", "suit of plate armour", ArmourBody, 1, CategoryArmour, 6, 1, ""},
		{"| Buckler | main hand or off hand | +1 | Shield | - | no limit | 1d2 |", "buckler", ArmourHand, 1, CategoryShield, 0, none, "1d2"},
		{"| Small shield | main hand or off hand | +1 | Shield | - | no limit | 1d3 |", "small shield", ArmourHand, 1, CategoryShield, 0, none, "1d3"},
		{"| Large shield | main hand or off hand | +2 | Shield | - | no limit | 1d4 |", "large shield", ArmourHand, 2, CategoryShield, 0, none, "1d4"},
		{"| Tower shield | main hand or off hand | +3 | Shield | - | +2 | 1d6 |", "tower shield", ArmourHand, 3, CategoryShield, 0, 2, "1d6"},
		{"| Fur cloak | cloak | - | - | 1 | no limit | - |", "fur cloak", ArmourCloak, 0, CategoryNone, 1, none, ""},
		{"| Iron helm | head | - | - | 1 | no limit | - |", "iron helm", ArmourHead, 0, CategoryNone, 1, none, ""},
		{"| Pair of gauntlets | hands | - | - | 1 | no limit | - |", "pair of gauntlets", ArmourHands, 0, CategoryNone, 1, none, ""},
		{"| Pair of iron-shod boots | feet | - | - | 1 | no limit | - |", "pair of iron-shod boots", ArmourFeet, 0, CategoryNone, 1, none, ""},
		{"| Great helm | head | - | - | 2 | no limit | - |", "great helm", ArmourHead, 0, CategoryNone, 2, none, ""},
	}
	// The chapter's table, and besides it only the rings and amulets of RULES.md §19.5.
	chapter := 0
	for _, a := range d.Armours {
		if a.Slot != ArmourRing && a.Slot != ArmourNeck {
			chapter++
		}
	}
	require.Equal(t, len(rows), chapter)
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			a, ok := d.Armour(r.name)
			require.True(t, ok, r.rule)
			assert.Equal(t, r.slot, a.Slot, r.rule)
			assert.Equal(t, r.defence, a.Defence, r.rule)
			assert.Equal(t, r.category, a.Category, r.rule)
			assert.Equal(t, r.protection, a.Protection, r.rule)
			assert.Equal(t, r.dexLimit != none, a.DexLimited, r.rule)
			if r.dexLimit != none {
				assert.Equal(t, r.dexLimit, a.DexLimit, r.rule)
			}
			assert.Equal(t, r.bash != "", a.HasBash, r.rule)
			if r.bash != "" {
				assert.Equal(t, dice(t, r.bash), a.Bash, r.rule)
			}
			// The chapter (Protection) names one piece that does better or worse against a damage
			// type, chain mail; every other piece gives the table's Protection against every type
			// (RULES.md §10).
			if r.name != "chain mail shirt" {
				for typ := range combat.NumDamageTypes {
					assert.Equal(t, r.protection, a.ProtectionAgainst(typ), "%s against %s", r.rule, typ)
				}
			}
		})
	}
	// RULES.md §10: chain mail turns a blade well (4) and a point badly (2)
	chain, _ := d.Armour("chain mail shirt")
	assert.Equal(t, 4, chain.ProtectionAgainst(combat.Slashing))
	assert.Equal(t, 2, chain.ProtectionAgainst(combat.Piercing))
	assert.Equal(t, 3, chain.ProtectionAgainst(combat.Bludgeoning))
}

// TestThoraExample checks the data behind the worked example of RULES.md §2.4.
func TestThoraExample(t *testing.T) {
	d := loadDefaults(t)
	// RULES.md §2.4: Thora, a dwarf warrior, has Strength 15 and rank 2 in Long blades
	dwarf, ok := d.Race("Dwarf")
	require.True(t, ok)
	warrior, ok := d.Background("warrior")
	require.True(t, ok)
	assert.Equal(t, 15, warrior.Strength+dwarf.Strength)
	assert.Equal(t, 2, warrior.Skills["Long blades"])
	// RULES.md §2.4: rank 2 in Long blades gives +1 to hit and +1 damage
	lb, ok := d.Skill("long blades")
	require.True(t, ok)
	assert.Equal(t, 1, lb.Ranks[2].ToHit)
	assert.Equal(t, 1, lb.Ranks[2].Damage)
	// RULES.md §2.4: the kobold has Dexterity 13 (Defence 11), no armour and 6 hit points; §5: "the
	// kobold's spear"
	k, ok := d.Creature("Kobold")
	require.True(t, ok)
	assert.Equal(t, 13, k.Dexterity)
	assert.Equal(t, 11, 10+combat.Mod(k.Dexterity)+k.Defence)
	assert.Empty(t, k.Armour)
	assert.Equal(t, 0, k.Protection)
	assert.Equal(t, 6, k.HP)
	require.Len(t, k.Attacks, 1)
	assert.Equal(t, "spear", k.Attacks[0].Weapon)
}

// TestStances checks the stance table's numbers.
func TestStances(t *testing.T) {
	d := loadDefaults(t)
	// RULES.md §11: to hit coward −4, defensive −2, aggressive +1, frenzy +2; damage coward −3,
	// defensive −1, aggressive +2, frenzy +4
	for _, r := range []struct {
		name          string
		toHit, damage int
	}{{"neutral", 0, 0}, {"coward", -4, -3}, {"defensive", -2, -1}, {"aggressive", 1, 2}, {"frenzy", 2, 4}} {
		s, ok := d.Stance(r.name)
		require.True(t, ok, r.name)
		assert.Equal(t, r.toHit, s.ToHit, r.name)
		assert.Equal(t, r.damage, s.Damage, r.name)
	}
}

// TestCreaturesOfTheChapter checks the creatures RULES.md names and their vitals.
func TestCreaturesOfTheChapter(t *testing.T) {
	d := loadDefaults(t)
	// RULES.md §6.3: the incorporeal (ghost, wraith), animated objects, and every creature tagged
	// elemental, skeleton, spirit or construct (the mud golem) have no vitals; the undead that are
	// only undead (draugr, ghoul) do.
	for _, r := range []struct {
		name   string
		vitals bool
		tag    string
	}{
		{"kobold", true, "humanoid"}, {"giant rat", true, "animal"}, {"cave beetle", true, "animal"},
		{"draugr", true, "undead"}, {"ghoul", true, "undead"},
		{"ghost", false, "incorporeal"}, {"wraith", false, "incorporeal"},
		{"mud golem", false, "construct"}, {"earth elemental", false, "elemental"}, {"skeleton", false, "skeleton"},
	} {
		c, ok := d.Creature(r.name)
		require.True(t, ok, r.name)
		assert.Equal(t, r.vitals, !c.Traits.NoVitals, r.name)
		assert.Contains(t, c.Tags, r.tag, r.name)
	}
	// RULES.md §7.3: the cave beetle's shell gives natural Protection
	beetle, _ := d.Creature("cave beetle")
	assert.Positive(t, beetle.Protection)
	// RULES.md §7.3: the lizardfolk's scales give Protection (soak blows), not Defence
	liz, ok := d.Race("lizardfolk")
	require.True(t, ok)
	assert.Positive(t, liz.Protection)
	assert.Zero(t, liz.Defence)
}

// TestRulesFile: rules.toml's design numbers load, and a value out of range is placed exactly.
func TestRulesFile(t *testing.T) {
	d, err := Load(nil)
	require.NoError(t, err)
	assert.Equal(t, Rules{LightRadius: 8, BaseHP: 12, StepSeconds: 6, BleedSeconds: 6, BleedMin: 2, PoisonSeconds: 9,
		RecoverSeconds: 20, DiseaseSeconds: 300, DiseasePercent: 33, WallDefence: 4, ImprovisedRange: 3, BreakPercent: 33,
		NoiseCells: 12, WakePercent: 33, Burdened: 5, Strained: 7.5, Overloaded: 10, Training: 10}, d.Rules)
	src, err := Files.ReadFile("rules.toml")
	require.NoError(t, err)
	bad := strings.Replace(string(src), "break_percent = 33", "break_percent = 330", 1)
	line := strings.Count(bad[:strings.Index(bad, "break_percent = 330")], "\n") + 1
	_, err = Load(fstest.MapFS{"rules.toml": &fstest.MapFile{Data: []byte(bad)}})
	require.Error(t, err)
	assert.Equal(t, fmt.Sprintf("rules.toml:%d:17: break_percent 330 out of range 0 to 100", line), err.Error())
}
