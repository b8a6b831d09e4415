package game

import (
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/levels"
)

// unseenFloorCell is a passable cell of floor f the player has never seen.
func unseenFloorCell(t *testing.T, f *Floor) gruid.Point {
	t.Helper()
	l := f.Level
	for y := range l.H {
		for x := range l.W {
			if p := (gruid.Point{X: x, Y: y}); l.At(p).Passable() && !f.Seen[y*l.W+x] {
				return p
			}
		}
	}
	t.Fatal("every passable cell is seen")
	return gruid.Point{}
}

// TestFindItemsOnlySeen: the item search (issue 32, DCSS's Ctrl-F) lists the items lying on cells the
// player has seen, by the name the player knows them by (an unknown potion by its look, RULES.md §20.1),
// never one on a cell never seen; part of the name finds it, whatever the case; the player's floor comes
// first, nearest first, then the floors visited, and a floor left keeps its items found.
func TestFindItemsOnlySeen(t *testing.T) {
	g := newGame(t, 2)
	g.Items = nil
	pl := g.Player
	seen := pl.Pos
	unseen := unseenFloorCell(t, g.Floor)
	healing := Item{Kind: ItemPotion, Name: "healing", Count: 1}
	curing := Item{Kind: ItemPotion, Name: "curing", Count: 1}
	g.Items = append(g.Items, FloorItem{Pos: unseen, Item: curing}, FloorItem{Pos: seen, Item: healing})

	all := g.FindItems("")
	require.Len(t, all, 1, "the potion on the unseen cell is not listed")
	look := g.ItemName(healing)
	assert.Equal(t, Found{Name: look, Depth: 1, Pos: seen}, all[0])
	assert.NotContains(t, look, "healing", "an unknown potion goes by its look")

	word := strings.Fields(look)[0] // "murky" of "murky green potion"
	got := g.FindItems(strings.ToUpper(word[1:3]))
	require.Len(t, got, 1, "part of its look, in capitals, finds it")
	assert.Equal(t, seen, got[0].Pos)
	assert.Empty(t, g.FindItems("healing"), "not by what the player does not know")
	assert.Empty(t, g.FindItems(g.ItemName(curing)), "never the unseen one, by its own look either")

	// Down the stairs: the first floor's potion is still found, after the new floor's own.
	pl.Pos = g.Level.Down
	g.Level.Set(g.Level.Down, levels.StairsDown)
	require.True(t, g.Act(Action{Kind: ActDescend}))
	require.Equal(t, 2, g.Depth)
	g.Items = append(g.Items, FloorItem{Pos: g.Player.Pos, Item: curing})
	got = g.FindItems("potion")
	require.Len(t, got, 2)
	assert.Equal(t, Found{Name: g.ItemName(curing), Depth: 2, Pos: g.Player.Pos}, got[0], "this floor's first")
	assert.Equal(t, Found{Name: look, Depth: 1, Pos: seen}, got[1], "then the floor above")
}
