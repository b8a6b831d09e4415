package ui

import (
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// findSetup explores seed 2's first level (no creatures), then lays an unknown potion of healing on a seen
// cell far from the player and one of curing on a cell made unseen: the item search's two cases.
func findSetup(t *testing.T) (g *game.Game, m *Model, seen, unseen gruid.Point, healing, curing game.Item) {
	t.Helper()
	g, m = seededGame(t, 2)
	onlyFoe(g, false)
	require.Equal(t, "Done exploring.", explore(t, m, g))
	healing = game.Item{Kind: game.ItemPotion, Name: "healing", Count: 1}
	curing = game.Item{Kind: game.ItemPotion, Name: "curing", Count: 1}
	var far []gruid.Point
	for y := range g.Level.H {
		for x := range g.Level.W {
			p := gruid.Point{X: x, Y: y}
			if g.IsSeen(p) && g.Level.At(p) == levels.Floor && levels.Distance(p, g.Player.Pos) > 6 {
				far = append(far, p)
			}
		}
	}
	require.GreaterOrEqual(t, len(far), 2)
	seen, unseen = far[0], far[len(far)-1]
	g.Seen[unseen.Y*g.Level.W+unseen.X] = false
	g.Items = []game.FloorItem{{Pos: unseen, Item: curing}, {Pos: seen, Item: healing}}
	return g, m, seen, unseen, healing, curing
}

// TestFindListsOnlySeenAndPartial (issue 32, item search): F opens the search; part of an item's name as the
// player knows it (an unknown potion by its look, RULES.md §20.1) lists it with where it lies; the potion on
// a cell never seen is never listed nor drawn, whatever is typed; Backspace takes a character back; it takes
// no turn.
func TestFindListsOnlySeenAndPartial(t *testing.T) {
	g, m, seen, _, healing, curing := findSetup(t)
	turns := g.Turns
	m.Update(typed(string(FindKey)), g)
	f, ok := m.Screen().(*Find)
	require.True(t, ok, "F opens the item search")
	look, hidden := g.ItemName(healing), g.ItemName(curing)
	require.NotEqual(t, look, hidden)
	assert.Equal(t, []game.Found{{Name: look, Depth: 1, Pos: seen}}, f.Results(g), "all: only the seen potion")

	part := look[1:4]
	m.Update(typed(part), g)
	assert.Equal(t, part, f.Query)
	require.Len(t, f.Results(g), 1, "part of its look finds it")
	drawn := drawnTexts(t, m, g)
	assert.Contains(t, drawn, look+"  ("+place(lang.English(), g.Player.Pos, seen)+")", "listed with where it lies")

	m.Update(Input{Keys: []string{"Backspace"}}, g)
	assert.Equal(t, part[:len(part)-1], f.Query, "Backspace takes one back")
	f.Query = hidden
	assert.Empty(t, f.Results(g), "the unseen potion is not found by its own look")
	assert.NotContains(t, drawnTexts(t, m, g), hidden+"  (", "not listed")
	assert.Contains(t, drawnTexts(t, m, g), "You have seen no such thing.")
	m.Update(pressed(KeyEscape), g)
	assert.IsType(t, &Play{}, m.Screen(), "Escape goes back")
	assert.Equal(t, turns, g.Turns, "searching takes no time")
}

// drawnTexts is every text the model draws of g, joined by new lines.
func drawnTexts(t *testing.T, m *Model, g *game.Game) string {
	t.Helper()
	p := &placePainter{}
	m.Draw(&Drawing{Painter: p, Lay: NewLayout(1280, 960, 16, LayoutOptions{}), Game: g})
	var b strings.Builder
	for _, tx := range p.texts {
		b.WriteString(tx.s + "\n")
	}
	return b.String()
}

// TestFindTravels (issue 32): Enter on an item of this floor travels to it with play's travel (the walk of
// > and a click, which stops for danger), and the player arrives on it.
func TestFindTravels(t *testing.T) {
	g, m, seen, _, healing, _ := findSetup(t)
	m.Update(typed(string(FindKey)), g)
	m.Update(typed(g.ItemName(healing)[:3]), g)
	m.Update(pressed(KeyEnter), g)
	require.IsType(t, &Play{}, m.Screen(), "Enter leaves the search")
	require.True(t, m.play.Traveling(), "and travels")
	for i := 0; m.play.Traveling() && i < 20000; i++ {
		m.Update(Input{}, g)
	}
	assert.Equal(t, seen, g.Player.Pos, "arrived on the potion")
}

// TestFindOtherLevelTravelsToStairs (issue 32): an item seen on the floor above is listed with its level,
// and Enter travels to the stairs up toward it.
func TestFindOtherLevelTravelsToStairs(t *testing.T) {
	g, m, _, _, healing, _ := findSetup(t)
	look := g.ItemName(healing)
	g.Player.Pos = g.Level.Down
	m.Update(typed(">"), g)
	require.Equal(t, 2, g.Depth)
	onlyFoe(g, false)
	g.Items = nil
	require.Equal(t, "Done exploring.", explore(t, m, g))
	up, ok := g.Walks().StairsTo(levels.StairsUp)
	require.True(t, ok)
	m.Update(typed(string(FindKey)), g)
	m.Update(typed(look[:3]), g)
	f := m.Screen().(*Find)
	require.Len(t, f.Results(g), 1)
	assert.Equal(t, "level 1, one floor up", FoundWhere(g, f.Results(g)[0]))
	m.Update(pressed(KeyEnter), g)
	if g.Player.Pos != up {
		require.True(t, m.play.Traveling(), "travels to the stairs up: %q", m.Notice())
		assert.Equal(t, "The "+look+" lies on level 1: you travel to the stairs up.", m.Notice())
		for i := 0; m.play.Traveling() && i < 20000; i++ {
			m.Update(Input{}, g)
		}
	}
	assert.Equal(t, up, g.Player.Pos, "on the stairs up")
}

// TestFindInitial: the row of first letters (a phone's filter) files a name by its first letter past a
// count, so that "5 sling bullets" is under s, a Russian name under its Cyrillic letter (ё under е); a name
// that begins with another letter is under none. Each letter's key is its own.
func TestFindInitial(t *testing.T) {
	for name, want := range map[string]rune{"knife": 'k', "5 sling bullets": 's', "Ironwood staff": 'i', "élan": 0,
		"Кинжал": 'к', "19 пуль для пращи": 'п', "ёж": 'е', "яд": 'я'} {
		assert.Equal(t, want, initial(name), name)
	}
	for _, c := range []rune{'a', 'z', 'а', 'я'} {
		assert.Equal(t, c, letterOfKey(findLetterKey(c)), string(c))
	}
	assert.Zero(t, letterOfKey(findAllKey))
	assert.Zero(t, letterOfKey(findMoreKey))
}
