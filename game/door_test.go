// Closing doors: c and a direction closes an open door next to the player, takes a step's time, and the
// player no longer sees through it; nothing else closes.

package game

import (
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/levels"
)

// doorway makes a corridor east of the player: an open door, then floor, with nobody and nothing in it,
// and works out sight again; it returns the door's cell and the cell beyond.
func doorway(t *testing.T, g *Game) (door, beyond gruid.Point) {
	t.Helper()
	pl := g.Player
	door, beyond = pl.Pos.Add(gruid.Point{X: 1}), pl.Pos.Add(gruid.Point{X: 2})
	require.True(t, g.Level.In(beyond))
	for _, p := range []gruid.Point{door, beyond} {
		if a := g.ActorAt(p); a != nil {
			g.Place(a, gruid.Point{}) // out of the way: the corner of the map is wall
		}
		g.Level.Set(p, levels.Floor)
	}
	g.Level.Set(door, levels.DoorOpen)
	g.updateSight()
	require.True(t, g.IsVisible(beyond), "seen through the open door")
	return door, beyond
}

func TestCloseDoor(t *testing.T) {
	g := newGame(t, 1)
	door, beyond := doorway(t, g)
	time, turns := g.Time, g.Turns
	r := g.Do(Action{Kind: ActClose, Dir: gruid.Point{X: 1}})
	require.True(t, r.Took, r.Refusal)
	assert.Equal(t, levels.DoorClosed, g.Level.At(door))
	assert.Equal(t, turns+1, g.Turns)
	assert.GreaterOrEqual(t, g.Time, time+g.Player.StepTime, "a step's time")
	assert.False(t, g.IsVisible(beyond), "a closed door hides what is beyond it")
	assert.True(t, g.IsVisible(door))

	// Opened again by walking into it, as before.
	require.True(t, g.Act(Action{Kind: ActMove, Dir: gruid.Point{X: 1}}))
	assert.Equal(t, levels.DoorOpen, g.Level.At(door))
	assert.True(t, g.IsVisible(beyond))
}

func TestCloseDoorRefused(t *testing.T) {
	g := newGame(t, 1)
	door, _ := doorway(t, g)
	turns, log := g.Turns, len(g.Log)

	r := g.Do(Action{Kind: ActClose, Dir: gruid.Point{X: -1}}) // no door there
	assert.False(t, r.Took)
	assert.Equal(t, "There is no open door there.", r.Refusal)
	r = g.Do(Action{Kind: ActClose})
	assert.Equal(t, "There is no open door there.", r.Refusal, "no direction")

	g.Level.Set(door, levels.DoorClosed)
	assert.Equal(t, "There is no open door there.", g.Do(Action{Kind: ActClose, Dir: gruid.Point{X: 1}}).Refusal, "already closed")
	g.Level.Set(door, levels.DoorOpen)

	var foe *Actor
	for a := range g.Everyone() {
		if a != g.Player && !a.Dead {
			foe = a
			break
		}
	}
	require.NotNil(t, foe)
	at := foe.Pos
	g.Place(foe, door)
	assert.Equal(t, "Something is in the way of the door.", g.Do(Action{Kind: ActClose, Dir: gruid.Point{X: 1}}).Refusal, "a creature in the doorway")
	g.Place(foe, at)

	assert.Equal(t, levels.DoorOpen, g.Level.At(door))
	assert.Equal(t, turns, g.Turns, "refusals take no time")
	assert.Len(t, g.Log, log, "nor go into the log")
}
