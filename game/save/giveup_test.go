// A run given up (issue 37, game.ActGiveUp): the high-score table and the morgue file say it was given up,
// not that something killed the player.

package save

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

func TestGivenUpInTheTableAndTheMorgue(t *testing.T) {
	g, err := game.New(game.Config{Seed: 3})
	require.NoError(t, err)
	g.Do(game.Action{Kind: game.ActGiveUp})
	require.True(t, g.Over)
	e := EntryOf(g, time.Date(2026, 12, 2, 6, 0, 0, 0, time.UTC))
	assert.Contains(t, e.Line(english), "gave up on level 1 (deepest 1,")
	assert.NotContains(t, e.Line(english), "killed by")
	assert.Contains(t, e.Morgue, "Gave up on level 1 (deepest level 1).")
	assert.NotContains(t, e.Morgue, "Killed by")
}
