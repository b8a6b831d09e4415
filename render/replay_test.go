package render

import (
	"bytes"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game/save"
	"github.com/cleave-game/cleave/render/ui"
)

// A runner given a replay plays it in its loop with no key pressed, shows the replay's line, and ends on the
// death screen of the recorded death with its seed; a game played with Record records from its first action.
func TestRunnerPlaysAReplay(t *testing.T) {
	st := &save.MemStore{}
	rec := save.NewRecorder(st, "")
	r, err := New(Options{Seed: 5, Record: true, BotTurns: 40})
	require.NoError(t, err)
	theLoop.run(r, 45)
	rec.Begin(r.Game(), false, time.Now()) // after the first actions: they were kept all the same
	rec.Flush(time.Now())
	require.Greater(t, r.Game().Turns, 30)
	rp, err := save.ParseReplay(st.Replay)
	require.NoError(t, err)
	assert.GreaterOrEqual(t, len(rp.Steps), 2*r.Game().Turns, "every action and the bot's every choice")

	g, err := rp.NewGame(nil)
	require.NoError(t, err)
	p := ui.NewReplaying(rp, 0, "")
	pr, err := New(Options{Game: g, Replay: p})
	require.NoError(t, err)
	before := renderFrame(pr)
	theLoop.run(pr, 10)
	assert.True(t, p.Done())
	assert.Equal(t, save.StateHash(r.Game()), save.StateHash(g))
	assert.Contains(t, p.Status(g), "Replay ended")
	assert.False(t, bytes.Equal(before.Pix, renderFrame(pr).Pix))
	assert.Equal(t, []string{"Seed: 5"}, pr.ui.RunLines(g.Seed))
	daily := ui.New(ui.Config{Daily: "2026-12-01"}, false)
	assert.Equal(t, "Seed: 5, the daily game of 2026-12-01", daily.RunLines(g.Seed)[0])
}
