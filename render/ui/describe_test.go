// Tests of the hover text's words.

package ui

import (
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// article is the indefinite article a name of the default data takes, as its first letter reads.
func article(name string) string {
	if name[0] >= 'A' && name[0] <= 'Z' {
		return "" // a unique's own name: "Grizzletooth"
	}
	if strings.ContainsRune("aeiouAEIOU", rune(name[0])) {
		return "an "
	}
	return "a "
}

// TestHoverNamesTakeTheirArticle: issue 11 point 9 — the hover text and the notice that stops a walk
// name every creature of the data with the article that agrees ("An earth elemental (unhurt).", not "A
// earth elemental"), and every weapon, ammunition and armour lying on a cell with its own ("2 east: an
// arrow."; a stack by its count, which a screen may show: "2 east: 19 sling bullets.").
func TestHoverNamesTakeTheirArticle(t *testing.T) {
	g, _ := newGame(t, game.Character{}, nil)
	d := g.Data()
	p := placeFoes(t, g, 1)[0]
	a := g.ActorAt(p)
	require.NotNil(t, a)
	a.HP, a.MaxHP, a.Awake = 5, 5, true
	for _, c := range d.Creatures {
		a.Name = c.Name
		want := article(c.Name) + c.Name
		assert.Equal(t, place(lang.English(), g.Player.Pos, p)+": "+want+" (unhurt).", Describe(g, p))
		assert.Equal(t, "You stop: "+want+" comes into view.", comesIntoView(c.Name))
	}
	p = emptyCell(t, g)
	var items []game.Item
	for _, w := range d.Weapons {
		if w.Name != assets.BareHands {
			items = append(items, game.Item{Kind: game.ItemWeapon, Name: w.Name, Count: 1})
		}
	}
	for _, am := range d.Ammunition {
		items = append(items, game.Item{Kind: game.ItemAmmo, Name: am.Name, Count: 1})
	}
	for _, ar := range d.Armours {
		items = append(items, game.Item{Kind: game.ItemArmour, Name: ar.Name, Count: 1})
	}
	for _, it := range items {
		g.Items = []game.FloorItem{{Pos: p, Item: it}}
		assert.Equal(t, place(lang.English(), g.Player.Pos, p)+": "+article(it.Name)+it.Name+".", Describe(g, p))
	}
	g.Items = []game.FloorItem{{Pos: p, Item: game.Item{Kind: game.ItemAmmo, Name: "sling bullet", Count: 19}}}
	assert.Equal(t, place(lang.English(), g.Player.Pos, p)+": 19 sling bullets.", Describe(g, p))
}

// emptyCell is a floor cell in view with nobody, nothing and no stairs on it.
func emptyCell(t *testing.T, g *game.Game) gruid.Point {
	t.Helper()
	pl := g.Player.Pos
	for r := 1; r <= 6; r++ {
		for y := pl.Y - r; y <= pl.Y+r; y++ {
			for x := pl.X - r; x <= pl.X+r; x++ {
				p := gruid.Point{X: x, Y: y}
				if g.Level.In(p) && g.IsVisible(p) && g.Level.At(p) == levels.Floor && g.ActorAt(p) == nil && len(g.ItemsAt(p)) == 0 {
					return p
				}
			}
		}
	}
	require.FailNow(t, "no empty cell in view")
	return gruid.Point{}
}

// TestHoverNamesItsCell: the hover line says which cell it describes, by where it lies from the player:
// "Here" at the player's feet, so many cells north or south, then east or west; doors are told too.
func TestHoverNamesItsCell(t *testing.T) {
	g, _ := newGame(t, game.Character{}, nil)
	pl := g.Player.Pos
	assert.Equal(t, "Here", place(lang.English(), pl, pl))
	assert.Equal(t, "2 north, 3 east", place(lang.English(), pl, pl.Add(gruid.Point{X: 3, Y: -2})))
	assert.Equal(t, "1 west", place(lang.English(), pl, pl.Add(gruid.Point{X: -1})))
	assert.Equal(t, "4 south", place(lang.English(), pl, pl.Add(gruid.Point{Y: 4})))
	assert.Equal(t, "Here: you; a staircase up (<).", Describe(g, pl), "what lies at your feet too")

	p := emptyCell(t, g)
	where := place(lang.English(), pl, p)
	assert.NotEqual(t, "Here", where)
	assert.Empty(t, Describe(g, p), "an empty floor says nothing")
	g.Items = []game.FloorItem{{Pos: p, Item: game.Item{Kind: game.ItemAmmo, Name: "sling bullet", Count: 19}}}
	assert.Equal(t, where+": 19 sling bullets.", Describe(g, p))
	g.Items = nil
	g.Level.Set(p, levels.DoorClosed)
	assert.Equal(t, where+": a closed door.", Describe(g, p))
	g.Level.Set(p, levels.DoorOpen)
	assert.Equal(t, where+": an open door (c closes it).", Describe(g, p))
}

// comesIntoView is the notice that stops a walk, in English: "You stop: an earth elemental comes into view.".
func comesIntoView(name string) string { return "You stop: " + game.AName(name) + " comes into view." }
