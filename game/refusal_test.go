// Refused actions: Do says why, and nothing is written into the log (nor, so, into a save).

package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/levels"
)

func TestRefusalsAreReturnedNotLogged(t *testing.T) {
	g, err := New(Config{Seed: 1})
	require.NoError(t, err)
	pl := g.Player
	require.False(t, g.Shots().CanShoot(pl), "Thora has no bow")
	require.Empty(t, g.ItemsAt(pl.Pos), "nothing lies at the start")
	require.NotEqual(t, levels.StairsDown, g.Level.At(pl.Pos))
	for _, c := range []struct {
		a    Action
		want string
	}{
		{Action{Kind: ActFire, Target: pl.Pos.Add(dirs[2])}, "You have nothing to shoot with."},
		{Action{Kind: ActPickUp}, "There is nothing here to pick up."},
		{Action{Kind: ActStance, Stance: "sideways"}, "There is no stance called sideways."},
		{Action{Kind: ActWield, Item: 99}, "You have no such item."},
	} {
		log, turns := len(g.Log), g.Turns
		r := g.Do(c.a)
		assert.False(t, r.Took)
		assert.Equal(t, c.want, r.Refusal)
		assert.Len(t, g.Log, log, "%q is not logged", c.want)
		assert.Equal(t, turns, g.Turns)
	}
	r := g.Do(Action{Kind: ActDescend})
	assert.False(t, r.Took)
	assert.NotEmpty(t, r.Refusal, "no stairs down here")
	r = g.Do(Action{Kind: ActWait})
	assert.Equal(t, Result{Took: true}, r, "a wait is no refusal")
	assert.False(t, g.Act(Action{Kind: ActPickUp}), "Act refuses as Do does")
}
