// The keys of magic: q quaffs and e reads, each asking which; the rings and the amulet are described by
// their inventory keys.

package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

func TestQuaffAndReadKeys(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	pl := g.Player
	pl.HP = 1
	pl.Pack = append(pl.Pack, game.Item{Kind: game.ItemPotion, Name: "healing", Count: 1, Letter: 'x'},
		game.Item{Kind: game.ItemScroll, Name: "identify", Count: 1, Letter: 'y'})
	m.Update(typed("q"), g)
	require.Equal(t, &Pick{For: ForQuaff}, m.Screen())
	m.Update(typed("x"), g)
	assert.Greater(t, pl.HP, 1, "quaffed")
	assert.True(t, g.Magic.Known["healing"])
	turns := g.Turns
	m.Update(typed("e"), g)
	require.Equal(t, &Pick{For: ForRead}, m.Screen())
	m.Update(typed("y"), g)
	assert.Equal(t, turns+1, g.Turns, "read")
	assert.True(t, g.Magic.Known["identify"])
}

func TestJewelleryKeys(t *testing.T) {
	assert.Equal(t, '0', WornKey(game.SlotLeftRing))
	assert.Equal(t, '-', WornKey(game.SlotRightRing))
	assert.Equal(t, '=', WornKey(game.SlotNeck))
	for s := game.Slot(0); s < game.NumSlots; s++ {
		got, ok := wornSlot(WornKey(s))
		assert.True(t, ok)
		assert.Equal(t, s, got)
	}
	g, m := newGame(t, game.Character{}, nil)
	g.Player.Worn[game.SlotNeck] = game.Item{Kind: game.ItemArmour, Name: "amulet of amber", Count: 1}
	m.Update(typed("i"), g)
	m.Update(typed("="), g)
	d, ok := m.Screen().(*Description)
	require.True(t, ok)
	assert.Equal(t, "Amulet of amber", d.Items[0][0])
}
