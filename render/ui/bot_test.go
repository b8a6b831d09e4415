// The bot's run: its turns, one a tick, and when the run is done.

package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

// TestBotPlaysItsTurns: the bot plays one turn a tick, as many as asked and no more; its run is done two
// seconds after its last turn while animations still play, and at once when they are over.
func TestBotPlaysItsTurns(t *testing.T) {
	g, _ := newGame(t, game.Character{}, nil)
	b := &Bot{Turns: 3}
	for tick := 1; tick <= 3; tick++ {
		require.False(t, b.Tick(g, tick, true), "tick %d", tick)
		require.Equal(t, tick, b.Played(), "a turn a tick")
	}
	log := len(g.Log)
	assert.False(t, b.Tick(g, 4, true), "the last turn's tick noted")
	assert.False(t, b.Tick(g, 4+botLastTicks, true), "its animations still play: two seconds at most")
	assert.True(t, b.Tick(g, 5+botLastTicks, true), "two seconds after the last turn")
	assert.Equal(t, 3, b.Played(), "no turn past the last")
	assert.Equal(t, log, len(g.Log), "nothing played after the last turn")

	quick := &Bot{Turns: 1}
	require.False(t, quick.Tick(g, 1, false))
	require.False(t, quick.Tick(g, 2, false), "the last turn's tick noted")
	assert.True(t, quick.Tick(g, 3, false), "the animations are over: done")
}

// TestBotEndsAfterTheGame: once the game is over the bot plays no more, and its run is done half a second
// after it saw the end.
func TestBotEndsAfterTheGame(t *testing.T) {
	g, _ := newGame(t, game.Character{}, nil)
	b := &Bot{Turns: 100}
	require.False(t, b.Tick(g, 1, false))
	g.Over = true
	assert.False(t, b.Tick(g, 10, false), "the end seen")
	assert.False(t, b.Tick(g, 10+botOverTicks, false), "half a second at most")
	assert.True(t, b.Tick(g, 11+botOverTicks, false), "half a second after the end")
	assert.Equal(t, 1, b.Played(), "no turn once the game is over")
}
