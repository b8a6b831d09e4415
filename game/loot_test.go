// Tests of the generation of magic (RULES.md §21).

package game

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/levels"
)

// TestMagicByDepth: floor items carry affixes of their depth that fit them, rings and amulets are always
// magic, potions and scrolls come up; deeper, deeper affixes.
func TestMagicByDepth(t *testing.T) {
	g := newGame(t, 5)
	for _, depth := range []int{1, 8} {
		g.Depth = depth
		kinds := map[ItemKind]int{}
		magic, deep := 0, 0
		for range 3000 {
			it := g.dungeon.loot().item()
			if it.IsZero() {
				continue
			}
			kinds[it.Kind]++
			if g.gear.isJewel(it) {
				require.NotEmpty(t, it.Affixes[0], "a ring or an amulet is always magic: %v", it)
			}
			for _, n := range it.Affixes {
				if n == "" {
					continue
				}
				magic++
				af, ok := g.data.Affix(n)
				require.True(t, ok, n)
				assert.True(t, depth >= af.MinDepth && depth <= af.MaxDepth, "%s at depth %d", n, depth)
				c, ok := g.dungeon.loot().classOf(it)
				require.True(t, ok)
				assert.True(t, af.Fits(c), "%s on %s", n, it.Name)
				if af.MinDepth >= 5 {
					deep++
				}
			}
		}
		assert.Positive(t, kinds[ItemPotion], "depth %d: potions", depth)
		assert.Positive(t, kinds[ItemScroll], "depth %d: scrolls", depth)
		assert.Positive(t, magic, "depth %d: magic", depth)
		if depth == 1 {
			assert.Zero(t, deep)
		} else {
			assert.Positive(t, deep, "deeper affixes at depth %d", depth)
		}
	}
}

// TestCreaturesWieldMagic: RULES.md §21: some creatures' weapons carry affixes, and their blows count them.
func TestCreaturesWieldMagic(t *testing.T) {
	g := newGame(t, 3)
	c, ok := g.data.Creature("kobold")
	require.True(t, ok)
	found := false
	for range 400 {
		k := g.dungeon.newCreature(c, g.Player.Pos)
		if k.Worn[SlotMain].Affixes[0] == "" {
			continue
		}
		found = true
		af, _ := g.data.Affix(k.Worn[SlotMain].Affixes[0])
		plain := k.Worn[SlotMain]
		plain.Affixes = [MaxAffixes]string{}
		with := g.arms.buildStrike(k, SlotMain, 0).attack
		k.Worn[SlotMain] = plain
		without := g.arms.buildStrike(k, SlotMain, 0).attack
		assert.Equal(t, without.MagicToHit+af.Magic.ToHit, with.MagicToHit)
		break
	}
	assert.True(t, found, "a kobold with a magic weapon in 400")
}

// Loot alone, with no game around it: the data, a generator and a depth. The same generator draws the same
// items; a vault's glyph gives its kind (a weapon is never bare hands); potions and scrolls are of the depth.
func TestLootAlone(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	draw := func(depth int) []Item {
		l := loot{data: d, rng: rand.New(rand.NewPCG(7, 8)), depth: depth}
		var out []Item
		for range 200 {
			out = append(out, l.item())
		}
		return out
	}
	assert.Equal(t, draw(4), draw(4), "the same draws from the same generator")
	l := loot{data: d, rng: rand.New(rand.NewPCG(1, 2)), depth: 1}
	for range 200 {
		w := l.ofKind(levels.WeaponItem)
		assert.Equal(t, ItemWeapon, w.Kind)
		assert.NotEqual(t, assets.BareHands, w.Name)
		assert.Equal(t, ItemArmour, l.ofKind(levels.ArmourItem).Kind)
		assert.Equal(t, ItemAmmo, l.ofKind(levels.AmmoItem).Kind)
		if c := l.consumable(true, false); !c.IsZero() {
			row, ok := d.Consumable(c.Name)
			require.True(t, ok)
			assert.Equal(t, ItemPotion, c.Kind)
			assert.True(t, row.MinDepth <= 1 && 1 <= row.MaxDepth, "%s at depth 1", c.Name)
		}
	}
}
