// Danger: what stops the player's repeated actions.

package game

import (
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/levels"
)

// quietGame is seed 1 with every creature dead.
func quietGame(t *testing.T) *Game {
	t.Helper()
	g, err := New(Config{Seed: 1})
	require.NoError(t, err)
	for _, a := range g.Creatures {
		a.Dead = true
	}
	return g
}

// TestDangerHurtNotByKnownBleeding: a hurt stops a walk, the drip of a bleeding already known does not,
// a new bleeding or poison does.
func TestDangerHurtNotByKnownBleeding(t *testing.T) {
	g := quietGame(t)
	pl := g.Player
	w := g.Walks().Watch()
	require.True(t, g.Act(Action{Kind: ActWait}))
	assert.Empty(t, g.Walks().Danger(w), "nothing happened")

	w = g.Walks().Watch()
	pl.HP--
	assert.Equal(t, "you are hurt", g.Walks().Danger(w))

	pl.Bleeding = 5
	w = g.Walks().Watch()
	pl.HP, pl.Bleeding = pl.HP-2, 3 // two drops of a known bleeding
	assert.Empty(t, g.Walks().Danger(w), "a known bleeding's drip")
	pl.HP--
	assert.Equal(t, "you are hurt", g.Walks().Danger(w), "more than the drip")

	w = g.Walks().Watch()
	pl.Bleeding++
	assert.Equal(t, "you are bleeding", g.Walks().Danger(w))
	w = g.Walks().Watch()
	pl.Poison++
	assert.Equal(t, "you are poisoned", g.Walks().Danger(w))
}

// TestDangerFoesAndUnderfoot: a foe in view that was not stops a walk, one that was does not; an
// attack on the player does, named; items and stairs stepped onto do.
func TestDangerFoesAndUnderfoot(t *testing.T) {
	g := quietGame(t)
	pl := g.Player
	foe := g.Creatures[0]
	w := g.Walks().Watch()
	foe.Dead, foe.Pos = false, pl.Pos.Add(gruid.Point{X: 2})
	require.True(t, g.Level.At(foe.Pos).Passable())
	g.updateSight()
	assert.Equal(t, An(foe.Name)+" comes into view", g.Walks().Danger(w))
	w = g.Walks().Watch()
	assert.Empty(t, g.Walks().Danger(w), "already in view")

	g.emit(Event{Kind: EventAttack, Actor: foe.ID, Target: pl.ID})
	assert.Equal(t, "the "+foe.Name+" attacks you", g.Walks().Danger(w))
	g.TakeEvents()
	foe.Dead = true
	g.updateSight()

	w = g.Walks().Watch()
	pl.Pos = pl.Pos.Add(gruid.Point{X: 1})
	g.gear.dropItem(pl.Pos, Item{Kind: ItemWeapon, Name: "dagger", Count: 1})
	assert.Equal(t, "a dagger lies here", g.Walks().Danger(w))
	w.pos = pl.Pos
	assert.Empty(t, g.Walks().Danger(w), "not new: the player did not move")

	w = g.Walks().Watch()
	pl.Pos = g.Level.Down
	assert.Equal(t, "you reach the stairs down", g.Walks().Danger(w))
}

// TestCalmAndPassedFoes: auto-explore goes on past a creature that is asleep, unaware of the player or
// further than ExploreFar (issue 32, DCSS's o): Calm says why; a passed one does not stop a walk by
// coming into view again, and stops it once it is awake, aware and near.
func TestCalmAndPassedFoes(t *testing.T) {
	g := quietGame(t)
	pl := g.Player
	foe := g.Creatures[0]
	foe.Dead, foe.Pos = false, pl.Pos.Add(gruid.Point{X: 2})
	require.True(t, g.Level.At(foe.Pos).Passable())
	the := "the " + foe.Name

	foe.Awake, foe.Wanders = false, false
	assert.Equal(t, the+" is asleep", g.Walks().Calm(foe))
	foe.Wanders = true
	assert.Equal(t, the+" is unaware of you", g.Walks().Calm(foe))
	foe.Awake = true
	assert.Empty(t, g.Walks().Calm(foe), "awake, aware and near")
	far := pl.Pos
	for p := range g.Level.W * g.Level.H { // a cell further than ExploreFar
		q := gruid.Point{X: p % g.Level.W, Y: p / g.Level.W}
		if levels.Distance(q, pl.Pos) == ExploreFar+1 {
			far = q
			break
		}
	}
	foe.Pos = far
	assert.Equal(t, the+" is far away", g.Walks().Calm(foe))
	foe.Pos = pl.Pos.Add(gruid.Point{X: 2})
	assert.Empty(t, g.Walks().Calm(foe))

	foe.Awake = false // unaware, out of view; then it comes into view
	foe.Dead = true
	g.updateSight()
	w := g.Walks().Watch()
	foe.Dead = false
	g.updateSight()
	require.True(t, g.IsVisible(foe.Pos))
	assert.Equal(t, An(foe.Name)+" comes into view", g.Walks().Danger(w), "not passed")
	w.Pass(foe.ID)
	assert.Empty(t, g.Walks().Danger(w), "passed: its coming into view again does not stop the walk")
	foe.Awake = true
	assert.Equal(t, the+" is awake and near", g.Walks().Danger(w), "passed, but no longer calm")
}

// TestRunStepFollowsACorridor: along a corridor with a bend, a run goes round the bend and stops where
// the corridor meets a room.
func TestRunStepFollowsACorridor(t *testing.T) {
	l := levels.NewLevel(12, 7)
	for x := 0; x < 12; x++ {
		for y := 0; y < 7; y++ {
			l.Set(gruid.Point{X: x, Y: y}, levels.Wall)
		}
	}
	// A corridor from (1,1) east to (6,1), south to (6,3), then a room x 5..9, y 4..5.
	for x := 1; x <= 6; x++ {
		l.Set(gruid.Point{X: x, Y: 1}, levels.Floor)
	}
	l.Set(gruid.Point{X: 6, Y: 2}, levels.Floor)
	l.Set(gruid.Point{X: 6, Y: 3}, levels.Floor)
	for x := 5; x <= 9; x++ {
		for y := 4; y <= 5; y++ {
			l.Set(gruid.Point{X: x, Y: y}, levels.Floor)
		}
	}
	g := quietGame(t)
	g.Level = l
	g.Seen = make([]bool, l.W*l.H)
	for i := range g.Seen {
		g.Seen[i] = true
	}
	g.Visible = make([]bool, l.W*l.H)
	g.Creatures = nil
	g.Player.Pos = gruid.Point{X: 99, Y: 99}
	prev, at := gruid.Point{X: 1, Y: 1}, gruid.Point{X: 2, Y: 1}
	var path []gruid.Point
	for range 20 {
		next, ok := g.Walks().RunStep(prev, at)
		if !ok {
			break
		}
		path = append(path, next)
		prev, at = at, next
	}
	assert.Equal(t, []gruid.Point{{X: 3, Y: 1}, {X: 4, Y: 1}, {X: 5, Y: 1}, {X: 6, Y: 1}, {X: 6, Y: 2}, {X: 6, Y: 3}, {X: 6, Y: 4}}, path)
}
