// Giving up (issue 37; combat/RULES.md §38.4's run given up): ActGiveUp ends the run where the player
// stands, in no time, scored as a death there, told apart from a death in the obituary; a lesson refuses it.

package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
)

func TestGiveUp(t *testing.T) {
	g := newGame(t, 7)
	g.Record()
	for i := 0; i < 40 && !g.Over; i++ {
		g.Act(g.BotAction())
	}
	require.False(t, g.Over, "the bot lives 40 actions on seed 7")
	turns, clock, depth := g.Turns, g.Time, g.Depth
	r := g.Do(Action{Kind: ActGiveUp})
	assert.False(t, r.Took, "giving up takes no time")
	assert.Empty(t, r.Refusal)
	require.True(t, g.Over, "the run is over")
	assert.Equal(t, turns, g.Turns, "no turn passes")
	assert.Equal(t, clock, g.Time, "no time passes")
	assert.Equal(t, GaveUpCause, g.Cause)
	assert.Positive(t, g.Player.HP, "nobody was killed")
	assert.Equal(t, "You give up.", g.Log[len(g.Log)-1].Text, "the log says it, without a number")
	taken := g.TakeActions()
	assert.Equal(t, Action{Kind: ActGiveUp}, taken[len(taken)-1], "the recording (so the replay) holds it")

	o := g.Obituary()
	assert.True(t, o.GaveUp)
	assert.False(t, o.Won)
	assert.Equal(t, g.data.Dungeon.Score.Score(g.Deepest, g.Turns, false, false), o.Score, "§38.4: scored as a death there")
	assert.Equal(t, "Gave up on level "+itoa(depth)+" (deepest level "+itoa(g.Deepest)+").", o.Ending())
	o.Holding, o.Artefact = true, "the Heart of the Mountain"
	assert.Equal(t, "Gave up on level "+itoa(depth)+" (deepest level "+itoa(g.Deepest)+"), carrying the Heart of the Mountain.", o.Ending())

	assert.False(t, g.Do(Action{Kind: ActWait}).Took, "nothing is done after the end")
	assert.Equal(t, turns, g.Turns)
}

// TestGiveUpDeathIsNoGiveUp: a death is not a give-up (the obituary's GaveUp is the give-up's alone).
func TestGiveUpDeathIsNoGiveUp(t *testing.T) {
	g := newGame(t, 7)
	g.fight.die("a kobold's spear")
	require.True(t, g.Over)
	o := g.Obituary()
	assert.False(t, o.GaveUp)
	assert.Equal(t, "Killed by a kobold's spear on level 1 (deepest level 1).", o.Ending())
}

// TestGiveUpRefusedInALesson: nobody dies in a lesson, and nobody gives one up (Q leaves the tutorial).
func TestGiveUpRefusedInALesson(t *testing.T) {
	g := newRun(t, 1, assets.TutorialMode)
	r := g.Do(Action{Kind: ActGiveUp})
	assert.False(t, g.Over)
	assert.Contains(t, r.Refusal, "A lesson cannot be given up")
	assert.NotEqual(t, GaveUpCause, g.Cause)
}

// TestGiveUpEndsAnExploreRun: an explore run's death is undone (§38.5), its give-up is not: it ends.
func TestGiveUpEndsAnExploreRun(t *testing.T) {
	g := newRun(t, 1, "explore")
	g.Do(Action{Kind: ActGiveUp})
	assert.True(t, g.Over)
	assert.True(t, g.Obituary().GaveUp)
}
