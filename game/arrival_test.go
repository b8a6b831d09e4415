// Tests of arriving on a floor already visited: the stairs the player comes out on are the player's.

package game

import (
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/levels"
)

// sleeperOn puts a living creature of floor f on p, asleep and not wandering, so that only the player's
// arrival can move it.
func sleeperOn(t *testing.T, f *Floor, p gruid.Point) *Actor {
	t.Helper()
	for _, a := range f.Creatures {
		if !a.Dead {
			a.Pos, a.Awake, a.Wanders = p, false, false
			return a
		}
	}
	require.FailNow(t, "the floor has no living creature to put on the stairs")
	return nil
}

// requireShoved: the player stands on stairs and a is on a free passable cell near them, alone.
func requireShoved(t *testing.T, g *Game, a *Actor, stairs gruid.Point) {
	t.Helper()
	require.Equal(t, stairs, g.Player.Pos, "the player arrives on the stairs")
	assert.NotEqual(t, stairs, a.Pos, "the creature on the stairs is moved off them")
	assert.True(t, g.Level.At(a.Pos).Passable(), "to a passable cell")
	assert.Same(t, a, g.ActorAt(a.Pos), "where no one else stands")
	assert.LessOrEqual(t, levels.Distance(stairs, a.Pos), 9, "nearby")
}

// TestArrivalShovesOffTheStairs: a creature standing on the down stairs of the level above, or on the up
// stairs of the level below, is moved to a free passable cell nearby when the player arrives there.
func TestArrivalShovesOffTheStairs(t *testing.T) {
	g := newGame(t, 2)
	g.Player.Pos = g.Level.Down
	g.Level.Set(g.Level.Down, levels.StairsDown)
	require.True(t, g.Act(Action{Kind: ActDescend}))
	require.Equal(t, 2, g.Depth)

	above := g.Floors[0]
	k := sleeperOn(t, above, above.Level.Down)
	g.Player.Pos = g.Level.Up
	require.True(t, g.Act(Action{Kind: ActAscend}))
	require.Equal(t, 1, g.Depth)
	requireShoved(t, g, k, g.Level.Down)

	below := g.Floors[1]
	k = sleeperOn(t, below, below.Level.Up)
	require.True(t, g.Act(Action{Kind: ActDescend}))
	require.Equal(t, 2, g.Depth)
	requireShoved(t, g, k, g.Level.Up)
}
