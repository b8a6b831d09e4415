// Tests of auto-pickup (issue 32, defect 3): what each kind of pickup.toml takes when a walk steps on it, the
// player's switches, and auto-explore walking to an item before it explores on.

package game

import (
	"math"
	"regexp"
	"slices"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/levels"
)

// floorRect makes floor of l's cells from (x0, y0) to (x1, y1), both corners in.
func floorRect(l *levels.Level, x0, y0, x1, y1 int) {
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			l.Set(gruid.Point{X: x, Y: y}, levels.Floor)
		}
	}
}

// roomAndCorridor is a game on a room (x 1–7, y 1–7) with a corridor east from its middle (y 4, x 8–38), the
// player in the corridor at x 12 and every cell of the room remembered: the corridor's end beyond the light
// is the nearest place to explore, the room's far corner farther off.
func roomAndCorridor(t *testing.T) *Game {
	t.Helper()
	l := levels.NewLevel(40, 9)
	floorRect(l, 1, 1, 7, 7)
	for x := 8; x <= 38; x++ {
		l.Set(gruid.Point{X: x, Y: 4}, levels.Floor)
	}
	g, err := NewOn(Config{Seed: 5}, l, gruid.Point{X: 12, Y: 4})
	require.NoError(t, err)
	for y := 0; y <= 8; y++ {
		for x := 0; x <= 8; x++ {
			g.Seen[y*l.W+x] = true
		}
	}
	return g
}

// potion and sword are a potion and a weapon of the embedded data.
var (
	potion = Item{Kind: ItemPotion, Name: "healing", Count: 1}
	sword  = Item{Kind: ItemWeapon, Name: "long sword", Count: 1}
)

// walkExplore walks auto-explore's steps as the interface does (a step, then auto-pickup) until it stands
// at goal or n steps are taken; it returns the cells it stood on.
func walkExplore(t *testing.T, g *Game, goal gruid.Point, n int) []gruid.Point {
	t.Helper()
	var trail []gruid.Point
	for range n {
		step, ok := g.Walks().ExploreStep()
		if !ok {
			break
		}
		require.True(t, g.Act(Action{Kind: ActMove, Dir: step.Sub(g.Player.Pos)}))
		trail = append(trail, g.Player.Pos)
		if g.AutoPickupHere() {
			g.Do(Action{Kind: ActAutoPickUp})
		}
		if g.Player.Pos == goal {
			break
		}
	}
	return trail
}

// Issue 32: auto-explore walks to a known item auto-pickup takes before it explores an unexplored corridor,
// even one nearer, as DCSS's explore does; arriving picks it up, and the walk then explores on east.
func TestExploreGoesToAnItemFirst(t *testing.T) {
	g := roomAndCorridor(t)
	step, ok := g.Walks().ExploreStep()
	require.True(t, ok)
	require.Equal(t, 13, step.X, "with no item, explore heads down the corridor")

	corner := gruid.Point{X: 1, Y: 1}
	g.Items = append(g.Items, FloorItem{Pos: corner, Item: potion})
	step, ok = g.Walks().ExploreStep()
	require.True(t, ok)
	assert.Equal(t, 11, step.X, "to the potion first")
	trail := walkExplore(t, g, corner, 40)
	assert.Equal(t, corner, g.Player.Pos, "it walked to the potion")
	for _, p := range trail {
		assert.LessOrEqual(t, p.X, 12, "never east before the potion: %v", trail)
	}
	assert.Empty(t, g.ItemsAt(corner), "and picked it up")
	step, ok = g.Walks().ExploreStep()
	require.True(t, ok)
	assert.Greater(t, step.X, corner.X, "then on to the corridor")
}

// With the defaults of pickup.toml, auto-pickup takes a potion and leaves a sword, as the g key takes it:
// its time, its message, no number in it.
func TestAutoPickupTakesAPotionLeavesASword(t *testing.T) {
	g := roomAndCorridor(t)
	pl := g.Player
	g.Items = append(g.Items, FloorItem{Pos: pl.Pos, Item: sword}, FloorItem{Pos: pl.Pos, Item: potion})
	require.True(t, g.AutoPickupHere())
	pack, at, logged := len(pl.Pack), g.Time, len(g.Log)
	require.True(t, g.Act(Action{Kind: ActAutoPickUp}), "it takes time")
	assert.Equal(t, at+pl.StepTime, g.Time, "a step's time, as g")
	require.Len(t, pl.Pack, pack+1)
	assert.Equal(t, potion.Name, pl.Pack[pack].Name)
	assert.Equal(t, []Item{sword}, g.ItemsAt(pl.Pos), "the sword stays")
	require.Greater(t, len(g.Log), logged)
	said := g.Log[logged].Text
	assert.Equal(t, "You pick up "+g.lore.an(potion)+".", said)
	assert.NotRegexp(t, regexp.MustCompile(`[0-9]`), said, "no numbers in the log")
	assert.False(t, g.AutoPickupHere(), "nothing left to do here")
	step, ok := g.Walks().ExploreStep()
	require.True(t, ok)
	assert.Equal(t, 13, step.X, "the sword is nothing explore walks to")
}

// Switched off by the player (ActPickupKind), potions are left, and explore does not walk to one; switched
// on again, taken.
func TestAutoPickupSwitchedOff(t *testing.T) {
	g := roomAndCorridor(t)
	pl := g.Player
	i, ok := g.data.PickupKind("potions")
	require.True(t, ok)
	require.True(t, g.PickupOn(i), "on by default")
	off, ok := g.PickupSwitch("potions", false)
	require.True(t, ok)
	assert.False(t, g.Act(off), "a switch takes no time")
	assert.False(t, g.PickupOn(i))

	g.Items = append(g.Items, FloorItem{Pos: pl.Pos, Item: potion}, FloorItem{Pos: gruid.Point{X: 1, Y: 1}, Item: potion})
	assert.False(t, g.AutoPickupHere())
	assert.False(t, g.Act(Action{Kind: ActAutoPickUp}))
	assert.Len(t, g.ItemsAt(pl.Pos), 1, "left")
	step, ok := g.Walks().ExploreStep()
	require.True(t, ok)
	assert.Equal(t, 13, step.X, "explore does not walk to a potion")

	on, _ := g.PickupSwitch("potions", true)
	g.Do(on)
	assert.True(t, g.AutoPickupHere())
	assert.True(t, g.Act(Action{Kind: ActAutoPickUp}))
	assert.Empty(t, g.ItemsAt(pl.Pos), "taken")
}

// Ammunition is of the kind "ammunition you use" only for a launcher the player carries; what would burden
// the player more is left, said once; what the player dropped is not taken back.
func TestAutoPickupAmmunitionBurdenAndDropped(t *testing.T) {
	g := roomAndCorridor(t)
	pl := g.Player
	launcher := func(it Item) bool { w, ok := g.data.Weapon(it.Name); return it.Kind == ItemWeapon && ok && shoots(w) }
	for s := range pl.Worn {
		if launcher(pl.Worn[s]) {
			pl.Worn[s] = Item{}
		}
	}
	pl.Pack = slices.DeleteFunc(pl.Pack, launcher)
	arrows := Item{Kind: ItemAmmo, Name: "arrow", Count: 10}
	g.Items = append(g.Items, FloorItem{Pos: pl.Pos, Item: arrows})
	assert.False(t, g.AutoPickupHere(), "no bow: arrows are no one's")
	pl.Pack = append(pl.Pack, Item{Kind: ItemWeapon, Name: "short bow", Count: 1, Letter: 'z'})
	assert.True(t, g.AutoPickupHere(), "with a bow: ammunition the player uses")
	require.True(t, g.Act(Action{Kind: ActAutoPickUp}))
	assert.Empty(t, g.ItemsAt(pl.Pos))

	// Unburdened at the edge: a heavy stack of potions would burden the player.
	pl.Str = max(1, int(math.Ceil(g.CarriedWeight(pl)/g.data.Rules.Burdened)))
	require.Equal(t, combat.Unburdened, g.Burden(pl))
	stack := Item{Kind: ItemPotion, Name: "healing", Count: 400}
	g.Items = append(g.Items, FloorItem{Pos: pl.Pos, Item: stack})
	require.True(t, g.AutoPickupHere(), "a reason to say")
	logged := len(g.Log)
	assert.False(t, g.Act(Action{Kind: ActAutoPickUp}), "nothing taken")
	require.Len(t, g.Log, logged+1)
	assert.Equal(t, "You leave "+g.lore.an(stack)+": it would burden you.", g.Log[logged].Text)
	assert.Len(t, g.ItemsAt(pl.Pos), 1)
	assert.False(t, g.AutoPickupHere(), "said once")
	g.Do(Action{Kind: ActAutoPickUp})
	assert.Len(t, g.Log, logged+1, "not said again")
	step, ok := g.Walks().ExploreStep()
	require.True(t, ok)
	assert.Equal(t, 13, step.X, "nothing here explore walks to")

	// Dropped: left where it lies.
	g.Items = g.Items[:0]
	pl.Str = 18
	pl.Pack = append(pl.Pack, Item{Kind: ItemPotion, Name: "curing", Count: 1, Letter: 'y'})
	require.True(t, g.Act(Action{Kind: ActDrop, Item: len(pl.Pack) - 1}))
	assert.False(t, g.AutoPickupHere(), "the player dropped it")
	require.True(t, g.Act(Action{Kind: ActMove, Dir: gruid.Point{X: -1}}))
	step, ok = g.Walks().ExploreStep()
	require.True(t, ok)
	assert.Equal(t, 12, step.X, "explore does not walk back to it")
}
