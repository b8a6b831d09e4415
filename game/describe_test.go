// Tests of the item description, for every item of the data files.

package game

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/combat"
)

// describeData is the embedded data.
func describeData(t *testing.T) *assets.Data {
	t.Helper()
	d, err := assets.Load(nil)
	require.NoError(t, err)
	return d
}

// checkHead checks the name and weight lines every description starts with, and that words follow.
func checkHead(t *testing.T, lines []string, name string, weight float64) {
	t.Helper()
	require.Greater(t, len(lines), 2, "a name line, a weight line and words: %q", lines)
	assert.Equal(t, Capitalize(name), lines[0], "the name line")
	assert.Equal(t, fmt.Sprintf("Weight: %g lb.", weight), lines[1], "the weight line")
}

var digit = regexp.MustCompile(`[0-9]`)

// describedPiercing describes a weapon or ammunition, checks its head and that it says "Pierces armour."
// exactly when it pierces, and returns its words.
func describedPiercing(t *testing.T, d *assets.Data, it Item, weight float64, pierce int) []string {
	t.Helper()
	lines := Describe(lang.English(), d, it)
	checkHead(t, lines, it.Name, weight)
	words := lines[2:]
	assert.Equal(t, pierce > 0, slices.Contains(words, "Pierces armour."), "pierce %d", pierce)
	return words
}

// TestDescribeEveryWeapon: every weapon of weapons.toml gets a name line, a weight line and its words;
// "Pierces armour." exactly when it pierces, and never how much (the chapter, Protection: "Their
// description says "Pierces armour", but never how much"); its hands, damage types, quick or slow,
// made for throwing, a wide threat, a high multiplier and the Strength a bow needs, from its row.
func TestDescribeEveryWeapon(t *testing.T) {
	d := describeData(t)
	require.NotEmpty(t, d.Weapons)
	for i := range d.Weapons {
		w := &d.Weapons[i]
		t.Run(w.Name, func(t *testing.T) {
			words := describedPiercing(t, d, Item{Kind: ItemWeapon, Name: w.Name, Count: 1}, w.Weight, w.Pierce)
			strength := fmt.Sprintf("Draw weight: needs Strength %d.", w.StrNeeded)
			assert.Equal(t, w.StrNeeded > 0, slices.Contains(words, strength))
			for _, l := range words {
				if l != strength {
					assert.NotRegexp(t, digit, l, "words, not numbers")
				}
				if strings.Contains(strings.ToLower(l), "pierces") {
					assert.Equal(t, "Pierces armour.", l)
				}
			}
			hands := map[assets.Held]string{assets.HeldMain: "A one-handed weapon, for the main hand.",
				assets.HeldOff: "A one-handed weapon, for either hand.", assets.HeldBoth: "A two-handed weapon."}
			switch {
			case !w.Missile():
				assert.Equal(t, hands[w.Held], words[0])
			case w.Range > 0:
				assert.True(t, strings.HasPrefix(words[0], "A missile weapon"), words[0])
			default:
				assert.Equal(t, "A missile, thrown by hand.", words[0])
			}
			for ty := range combat.NumDamageTypes {
				assert.Equal(t, w.Types.Has(ty), strings.Contains(strings.ToLower(words[1]), ty.String()), "%s in %q", ty, words[1])
			}
			assert.True(t, strings.HasSuffix(words[1], " damage."), words[1])
			assert.Equal(t, w.BlowTime > 0 && w.BlowTime < 6, slices.Contains(words, "Quick: a blow takes less time than most."), "blow time %g", w.BlowTime)
			assert.Equal(t, w.BlowTime > 6, slices.Contains(words, "Slow: a blow takes longer than most."), "blow time %g", w.BlowTime)
			assert.Equal(t, w.Throwable, slices.Contains(words, "Made for throwing."))
			assert.Equal(t, w.ThreatLow < 22, slices.Contains(words, "Threatens a critical hit more often than most."), "threat %d–24", w.ThreatLow)
			assert.Equal(t, w.Multiplier > 2, slices.Contains(words, "Its critical hits do more damage than most."), "×%d", w.Multiplier)
			assert.Equal(t, w.Finesse, slices.Contains(words, "Guided by Dexterity rather than Strength."))
			assert.Equal(t, w.Parry > 0, slices.Contains(words, "Turns blows aside while you hold it."))
			assert.Contains(t, words, "Skill: "+w.Skill+".")
		})
	}
}

// TestDescribeEveryAmmo: every ammunition of weapons.toml gets a name line, a weight line (each and in
// all, for a stack) and its words: what shoots it, and "Pierces armour." exactly when it pierces.
func TestDescribeEveryAmmo(t *testing.T) {
	d := describeData(t)
	require.NotEmpty(t, d.Ammunition)
	for i := range d.Ammunition {
		a := &d.Ammunition[i]
		t.Run(a.Name, func(t *testing.T) {
			words := describedPiercing(t, d, Item{Kind: ItemAmmo, Name: a.Name, Count: 1}, a.Weight, a.Pierce)
			for _, l := range words {
				assert.NotRegexp(t, digit, l, "words, not numbers")
			}
			assert.True(t, strings.HasPrefix(words[0], "Ammunition for "), words[0])
			for j := range d.Weapons {
				if w := &d.Weapons[j]; w.Missile() && w.Range > 0 {
					assert.Equal(t, w.Skill == a.Skill, strings.Contains(words[0], w.Name), "%s shoots %s", w.Name, a.Name)
				}
			}
			stack := Describe(lang.English(), d, Item{Kind: ItemAmmo, Name: a.Name, Count: 20})
			assert.Equal(t, Capitalize(Item{Kind: ItemAmmo, Name: a.Name, Count: 20}.Label(d)), stack[0])
			assert.Equal(t, fmt.Sprintf("Weight: %g lb each, %g lb in all.", a.Weight, a.Weight*20), stack[1])
		})
	}
}

// TestDescribeEveryArmour: every piece of armour.toml gets a name line, a weight line and its numbers of
// the armour table (RULES.md §10): Defence, Protection with its kinds where they differ, the most
// Dexterity adds, a bash.
func TestDescribeEveryArmour(t *testing.T) {
	d := describeData(t)
	require.NotEmpty(t, d.Armours)
	for i := range d.Armours {
		a := &d.Armours[i]
		t.Run(a.Name, func(t *testing.T) {
			lines := Describe(lang.English(), d, Item{Kind: ItemArmour, Name: a.Name, Count: 1})
			checkHead(t, lines, a.Name, a.Weight)
			words := strings.Join(lines[2:], " ")
			if a.Slot == assets.ArmourRing || a.Slot == assets.ArmourNeck {
				assert.Contains(t, words, "it adds nothing but its magic") // RULES.md §19.5
				return
			}
			assert.Equal(t, a.Defence != 0, strings.Contains(words, fmt.Sprintf("Defence %+d", a.Defence)), words)
			assert.Equal(t, a.Protection == 0, strings.Contains(words, "No Protection."), words)
			if a.Protection > 0 {
				assert.Contains(t, words, fmt.Sprintf("Protection %d", a.Protection))
			}
			assert.Equal(t, a.DexLimited, strings.Contains(words, fmt.Sprintf("Dexterity adds at most %+d", a.DexLimit)), words)
			assert.Equal(t, a.HasBash, strings.Contains(words, "bash"), words)
		})
	}
	chain := Describe(lang.English(), d, Item{Kind: ItemArmour, Name: "chain mail shirt", Count: 1})
	assert.Equal(t, []string{"Chain mail shirt", "Weight: 25 lb.", "Body armour.", "Defence +2, as armour.",
		"Protection 3, 4 vs slashing, 2 vs piercing.", "Dexterity adds at most +4 to Defence while you wear it."}, chain,
		"the chapter: chain mail turns a blade well and a point badly")
}

// TestDescribeExamples: a few descriptions whole.
func TestDescribeExamples(t *testing.T) {
	d := describeData(t)
	for _, c := range []struct {
		it   Item
		want []string
	}{
		{Item{Kind: ItemWeapon, Name: "stiletto", Count: 1}, []string{"Stiletto", "Weight: 1 lb.", "A one-handed weapon, for either hand.",
			"Piercing damage.", "Guided by Dexterity rather than Strength.", "Threatens a critical hit more often than most.", "Pierces armour.",
			"Quick: a blow takes less time than most.", "Skill: Daggers and knives."}},
		{Item{Kind: ItemWeapon, Name: "long war bow", Count: 1}, []string{"Long war bow", "Weight: 3 lb.", "A missile weapon: it shoots arrows.",
			"Piercing damage.", "Its critical hits do more damage than most.", "Draw weight: needs Strength 14.", "Skill: Bows."}},
		{Item{Kind: ItemAmmo, Name: "crossbow bolt", Count: 12}, []string{"12 crossbow bolts", "Weight: 0.1 lb each, 1.2 lb in all.",
			"Ammunition for a crossbow or a heavy crossbow.", "Pierces armour.", "Skill: Crossbows."}},
		{Item{Kind: ItemWeapon, Name: "no such thing", Count: 1}, []string{"No such thing", "Weight: unknown.", "Nothing is known of it."}},
	} {
		assert.Equal(t, c.want, Describe(lang.English(), d, c.it), c.it.Name)
	}
}

// TestDescribeWieldedWeapon: the description of what you wield ends with the line the @ screen shows
// for it (RULES.md §2.4: Thora's long sword, "+3 to hit, 1d9+3 slashing or piercing"); the same weapon
// in the pack or on the floor has none.
func TestDescribeWieldedWeapon(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	sword := pl.Worn[SlotMain]
	require.Equal(t, "long sword", sword.Name)
	lines := g.DescribeItem(pl, sword, true)
	assert.Equal(t, "Main hand (long sword): +3 to hit, 1d9+3 slashing or piercing", lines[len(lines)-1])
	assert.Equal(t, Describe(lang.English(), g.data, sword), lines[:len(lines)-1])
	assert.Equal(t, Describe(lang.English(), g.data, sword), g.DescribeItem(pl, sword, false), "a long sword in the pack")
	shield := pl.Worn[SlotOff]
	lines = g.DescribeItem(pl, shield, true)
	assert.True(t, strings.HasPrefix(lines[len(lines)-1], "Shield bash ("+shield.Name+"): "), lines[len(lines)-1])
	body := pl.Worn[SlotBody]
	assert.Equal(t, Describe(lang.English(), g.data, body), g.DescribeItem(pl, body, true), "no attack is made with a chain mail shirt")

	// The javelin a throw would pick: its "Thrown" line, in the pack.
	jav := Item{Kind: ItemWeapon, Name: "javelin", Count: 1, Letter: 'a'}
	pl.Pack = append(pl.Pack, jav)
	lines = g.DescribeItem(pl, jav, false)
	assert.True(t, strings.HasPrefix(lines[len(lines)-1], "Thrown (javelin): "), lines[len(lines)-1])
}
