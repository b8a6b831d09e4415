// Tests of the generation of magic (RULES.md §21).

package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
			it := g.randomItem()
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
				c, ok := g.classOf(it)
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
		k := g.newCreature(c, g.Player.Pos)
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
