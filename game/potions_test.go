// Tests of potions and scrolls (RULES.md §20): looks per game, known once tried, and each effect.

package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
)

// give puts it in the player's pack and returns its index.
func give(g *Game, it Item) int {
	g.gear.addToPack(g.Player, it)
	return len(g.Player.Pack) - 1
}

// TestLooksPerGame: RULES.md §20.1: each potion has a look of its own, dealt anew by the seed, and an
// unknown one shows by it until tried.
func TestLooksPerGame(t *testing.T) {
	a, b := newGame(t, 1), newGame(t, 2)
	seen := map[string]bool{}
	for _, c := range a.data.Consumables {
		l := a.Magic.Looks[c.Name]
		require.NotEmpty(t, l, c.Name)
		key := map[bool]string{true: "s:", false: "p:"}[c.Scroll] + l
		assert.False(t, seen[key], "one look each: %s", l)
		seen[key] = true
	}
	differs := false
	for _, c := range a.data.Consumables {
		differs = differs || a.Magic.Looks[c.Name] != b.Magic.Looks[c.Name]
	}
	assert.True(t, differs, "another seed deals other looks")
	it := Item{Kind: ItemPotion, Name: "healing", Count: 1}
	assert.Equal(t, a.Magic.Looks["healing"]+" potion", a.ItemName(it))
	sc := Item{Kind: ItemScroll, Name: "teleport", Count: 2}
	assert.Equal(t, "2 scrolls titled "+a.Magic.Looks["teleport"], a.ItemName(sc))
}

// TestQuaffHealing: RULES.md §20.2 heal: hit points back, never past the maximum; the kind is known after.
func TestQuaffHealing(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	pl.HP = 1
	i := give(g, Item{Kind: ItemPotion, Name: "healing", Count: 2})
	assert.True(t, g.Act(Action{Kind: ActQuaff, Item: i}))
	assert.Greater(t, pl.HP, 1)
	assert.LessOrEqual(t, pl.HP, pl.MaxHP)
	assert.True(t, g.Magic.Known["healing"])
	assert.Equal(t, "potion of healing", g.ItemName(pl.Pack[i]))
	assert.Equal(t, 1, pl.Pack[i].Count)
	r := g.Do(Action{Kind: ActRead, Item: i})
	assert.False(t, r.Took)
	assert.Equal(t, "You cannot read that.", r.Refusal)
}

// TestCuringAndStrength: cure ends poison, disease and bleeding; strength adds and wears off.
func TestCuringAndStrength(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	pl.Poison, pl.Bleeding, pl.Disease, pl.Sick = 5, 5, "filth fever", 100
	g.Act(Action{Kind: ActQuaff, Item: give(g, Item{Kind: ItemPotion, Name: "curing", Count: 1})})
	assert.Zero(t, pl.Poison)
	assert.Zero(t, pl.Bleeding)
	assert.Empty(t, pl.Disease)
	str := pl.Str
	g.Act(Action{Kind: ActQuaff, Item: give(g, Item{Kind: ItemPotion, Name: "strength", Count: 1})})
	assert.Equal(t, str+4, pl.Str)
	g.Time += 3100
	g.fight.passTime(pl)
	assert.Equal(t, str, pl.Str, "it wears off")
}

// TestScrolls: identify makes what you carry known; remove curse lifts curses; teleport moves you;
// magic mapping remembers the level.
func TestScrolls(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	pl.Worn[SlotMain].Affixes[0] = "+2"
	pl.Worn[SlotMain].Known = false
	ring := magical(ItemArmour, "ring of bone", "clumsiness")
	pl.Worn[SlotLeftRing] = ring
	g.Act(Action{Kind: ActRead, Item: give(g, Item{Kind: ItemScroll, Name: "identify", Count: 1})})
	assert.True(t, g.lore.identified(pl.Worn[SlotMain]))
	assert.Equal(t, "+2 long sword", g.ItemName(pl.Worn[SlotMain]))
	assert.False(t, g.gear.unequip(pl, SlotLeftRing))
	g.Act(Action{Kind: ActRead, Item: give(g, Item{Kind: ItemScroll, Name: "remove curse", Count: 1})})
	assert.True(t, g.gear.unequip(pl, SlotLeftRing))
	from := pl.Pos
	g.Act(Action{Kind: ActRead, Item: give(g, Item{Kind: ItemScroll, Name: "teleport", Count: 1})})
	assert.NotEqual(t, from, pl.Pos)
	seen := 0
	for _, s := range g.Seen {
		if s {
			seen++
		}
	}
	g.Act(Action{Kind: ActRead, Item: give(g, Item{Kind: ItemScroll, Name: "magic mapping", Count: 1})})
	after := 0
	for _, s := range g.Seen {
		if s {
			after++
		}
	}
	assert.Greater(t, after, seen)
}

// TestTriedIsTold: quaffing an unknown potion names it by its look, tells what it did, then what it was.
func TestTriedIsTold(t *testing.T) {
	g := newGame(t, 1)
	look := g.Magic.Looks["curing"]
	g.Act(Action{Kind: ActQuaff, Item: give(g, Item{Kind: ItemPotion, Name: "curing", Count: 1})})
	var texts []string
	for _, m := range g.Log {
		texts = append(texts, m.Text)
	}
	assert.Subset(t, texts, []string{"You quaff the " + look + " potion.", "You feel clean and whole.", "That was a potion of curing."})
}

// TestReloadAddsLooks: a hot reload that adds a potion gives it a look not taken; the looks dealt stay.
func TestReloadAddsLooks(t *testing.T) {
	g := newGame(t, 1)
	before := map[string]string{}
	for k, v := range g.Magic.Looks {
		before[k] = v
	}
	d := *g.data
	d.Consumables = append(append([]assets.Consumable(nil), d.Consumables...), assets.Consumable{Name: "giant strength", Effect: assets.EffectStrength})
	g.SetData(&d)
	for k, v := range before {
		assert.Equal(t, v, g.Magic.Looks[k])
	}
	l := g.Magic.Looks["giant strength"]
	require.NotEmpty(t, l)
	for k, v := range before {
		assert.NotEqual(t, v, l, "taken by %s", k)
	}
}
