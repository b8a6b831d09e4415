package ui

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/save"
)

// recordedDeath is a bot game recorded to its death, and its replay.
func recordedDeath(t *testing.T) (*game.Game, *save.Replay) {
	t.Helper()
	for seed := uint64(1); seed < 40; seed++ {
		st := &save.MemStore{}
		rec := save.NewRecorder(st, "")
		g, err := game.New(game.Config{Seed: seed, Record: true, Character: game.Character{Race: "human", Background: "duelist"}})
		require.NoError(t, err)
		now := time.Unix(0, 0)
		rec.Begin(g, false, now)
		for i := 0; i < 3000 && !g.Over; i++ {
			g.Act(g.BotAction())
			now = now.Add(300 * time.Millisecond)
			rec.Flush(now)
		}
		if g.Over {
			r, err := save.ParseReplay(st.Replay)
			require.NoError(t, err)
			return g, r
		}
	}
	t.Fatal("no bot game ended in death")
	return nil, nil
}

// A replay of a death, played back through the model with no key pressed, plays to the same death screen.
func TestReplayPlaysToTheDeathScreen(t *testing.T) {
	dead, r := recordedDeath(t)
	g, err := r.NewGame(nil)
	require.NoError(t, err)
	p := NewReplaying(r, 64, "")
	m := New(Config{Replay: p}, false)
	ticks := 0
	for ; !p.Done() && ticks < 100000; ticks++ {
		m.Update(Input{}, g)
	}
	m.Update(Input{}, g)
	require.True(t, p.Done())
	assert.IsType(t, &Death{}, m.Screen(), "the replay of a death ends on the death screen")
	assert.True(t, g.Over)
	assert.Equal(t, dead.Cause, g.Cause)
	assert.Equal(t, dead.Obituary(), g.Obituary(), "the death screen tells the same death")
	assert.Equal(t, save.StateHash(dead), save.StateHash(g))
	// 300 ms a step at 64 times the speed: about 1.4 steps a tick
	assert.InDelta(t, float64(len(r.Steps))/2, float64(ticks), float64(len(r.Steps)), "at 64x, %d steps took %d ticks", len(r.Steps), ticks)
	assert.Contains(t, m.Prompt()+p.Status(g), "Replay ended")
}

// The keys drive the playback: space pauses, . steps one, ] speeds up, e skips to the end, q quits; the
// game's own keys do nothing to the game.
func TestReplayKeys(t *testing.T) {
	_, r := recordedDeath(t)
	g, err := r.NewGame(nil)
	require.NoError(t, err)
	p := NewReplaying(r, 1, "This replay may not play back as it was played: it was recorded with other data.")
	m := New(Config{Replay: p}, false)
	m.Update(Input{}, g)
	assert.True(t, p.Paused, "a replay with a warning waits for a key")
	assert.Contains(t, m.Notice(), "other data")
	assert.Equal(t, 0, p.Next)
	m.Update(typed("."), g)
	assert.Equal(t, 1, g.Turns, ". plays one step: the bot's asking and its action")
	assert.Empty(t, m.Notice(), "a key clears the warning")
	m.Update(typed("."), g)
	assert.Equal(t, 2, g.Turns)
	for range 30 {
		m.Update(typed("hhhh>"), g) // play keys: nothing
	}
	assert.Equal(t, 2, g.Turns, "paused, and the game's keys do nothing")
	m.Update(typed(" "), g)
	for range 120 { // two seconds at 1x: the bot's turns came every 300 ms
		m.Update(Input{}, g)
	}
	assert.InDelta(t, 2+6, g.Turns, 1, "at 1x a turn every 300 ms, as recorded")
	m.Update(typed("]]"), g)
	assert.Equal(t, 4.0, p.Speed())
	assert.Equal(t, 8.0, NewReplaying(r, 7, "").Speed(), "the nearest speed")
	assert.Equal(t, 0.25, NewReplaying(r, 0.1, "").Speed())
	assert.Equal(t, 0.0, NewReplaying(r, 0, "").Speed())
	m.Update(typed("e"), g)
	assert.True(t, p.Done(), "e skips to the end")
	assert.True(t, g.Over)
	assert.True(t, m.Update(typed("q"), g).Quit)
}
