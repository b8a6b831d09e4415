package ui

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/save"
)

// straightHashes plays replay r straight through, no seek, and returns the game's state hash after each of
// the steps in at (sorted), and the step after which it first stood on each level.
func straightHashes(t *testing.T, r *save.Replay, at []int) (map[int]string, map[int]int) {
	t.Helper()
	g, err := r.NewGame(nil)
	require.NoError(t, err)
	hashes, levels := map[int]string{}, map[int]int{g.Depth: 0}
	for i := 0; i <= len(r.Steps); i++ {
		for _, a := range at {
			if a == i {
				hashes[i] = save.StateHash(g)
			}
		}
		if _, ok := levels[g.Depth]; !ok {
			levels[g.Depth] = i
		}
		if i < len(r.Steps) {
			r.Steps[i].Play(g)
		}
	}
	return hashes, levels
}

// notMidBot is step n, or the one after when n falls between the bot's asking and its action (a seek
// never stops there).
func notMidBot(r *save.Replay, n int) int {
	if n > 0 && n < len(r.Steps) && r.Steps[n-1].Bot() {
		return n + 1
	}
	return n
}

// Issue 34, part 3: a seek, forward or back, and a jump to a level leave the replay's game exactly as
// playing it straight through to the same step does (the whole state's hash, save.StateHash).
func TestReplaySeeksToTheSameStateAsPlayingThrough(t *testing.T) {
	_, r := recordedDeath(t)
	require.Greater(t, len(r.Steps), 3*snapEvery, "a replay long enough to need snapshots")
	n := len(r.Steps)
	T := notMidBot(r, n*2/3)
	back := notMidBot(r, T-snapEvery-17) // back past a snapshot
	near := notMidBot(r, T-3)            // back within the same snapshot's steps
	at := []int{T, back, near, n}
	want, levels := straightHashes(t, r, at)

	g, err := r.NewGame(nil)
	require.NoError(t, err)
	p := NewReplaying(r, 1, "")
	check := func(step int, what string) {
		t.Helper()
		require.Equal(t, step, p.Next, what)
		assert.Equal(t, want[step], save.StateHash(g), "%s: step %d", what, step)
	}
	for _, seek := range []struct {
		step int
		what string
	}{
		{T, "forward to T"},
		{back, "back to T-k, past a snapshot"},
		{T, "forward to T again"},
		{near, "back three steps"},
		{n, "to the end"},
	} {
		g, err = p.Seek(g, seek.step)
		require.NoError(t, err)
		check(seek.step, seek.what)
	}
	assert.True(t, g.Over, "the replay's death at its end")

	// a jump to each level the game stood on: the first step after which it stood there
	require.Greater(t, len(levels), 1, "a game of more than one level")
	for level, step := range levels {
		if step == 0 {
			continue
		}
		want, _ := straightHashes(t, r, []int{step})
		g, err = p.Jump(g, 0, level)
		require.NoError(t, err)
		require.Equal(t, step, p.Next, "level %d", level)
		assert.Equal(t, level, g.Depth)
		assert.Equal(t, want[step], save.StateHash(g), "jump to level %d", level)
	}
	// a jump to a turn: the first step after which the game reached it
	turn := g.Turns / 2
	g, err = p.Jump(g, turn, 0)
	require.NoError(t, err)
	assert.GreaterOrEqual(t, g.Turns, turn)
	prev, err := r.NewGame(nil)
	require.NoError(t, err)
	for i := 0; i < p.Next-1; i++ {
		r.Steps[i].Play(prev)
	}
	assert.Less(t, prev.Turns, turn, "the first step that reached turn %d", turn)
	// the bound
	assert.LessOrEqual(t, p.Snapshots(), maxSnaps)
	assert.Positive(t, p.Bytes())
}

// The keys: , steps back one step of the game, g opens the jump's prompt (l and a level, Enter), and the
// game shown after a seek back is the one the model's Effect hands the renderer.
func TestReplayKeysRewindAndJump(t *testing.T) {
	_, r := recordedDeath(t)
	want, levels := straightHashes(t, r, []int{200})
	g, err := r.NewGame(nil)
	require.NoError(t, err)
	p := NewReplaying(r, 1, "")
	m := New(Config{Replay: p}, false)
	g, err = p.Seek(g, notMidBot(r, 201))
	require.NoError(t, err)
	for p.Next > 200 {
		eff := m.Update(typed(","), g)
		if eff.Game != nil {
			g = eff.Game
		}
	}
	require.Equal(t, 200, p.Next)
	assert.Equal(t, want[200], save.StateHash(g), ", steps back to the state of step 200")
	m.Update(typed("g"), g)
	assert.Contains(t, p.Status(g), "Jump to")
	m.Update(typed("l2"), g)
	eff := m.Update(pressed(KeyEnter), g)
	if eff.Game != nil {
		g = eff.Game
	}
	assert.Equal(t, levels[2], p.Next, "l2 Enter jumps to level 2")
	assert.Equal(t, 2, g.Depth)
}

// "Play from here" (p, or its tap): the game forks from the replay's where it stands, plays on (the bot),
// and is a practice game: never on the high-score table, "Practice" on the side panel and the death
// screen (RULES.md §38.5: an unscored kind of run).
func TestReplayPlayFromHereIsPractice(t *testing.T) {
	_, r := recordedDeath(t)
	g, err := r.NewGame(nil)
	require.NoError(t, err)
	p := NewReplaying(r, 1, "")
	m := New(Config{Replay: p}, false)
	g, err = p.Seek(g, notMidBot(r, len(r.Steps)/2))
	require.NoError(t, err)
	replayHash := save.StateHash(g)
	tapText(t, m, g, "p play from here")
	require.Nil(t, m.Replaying(), "a tap plays from here: the model plays the fork")

	p2 := NewReplaying(r, 1, "")
	m2 := New(Config{Replay: p2}, false)
	g2, err := r.NewGame(nil)
	require.NoError(t, err)
	g2, err = p2.Seek(g2, notMidBot(r, len(r.Steps)/2))
	require.NoError(t, err)
	eff := m2.Update(typed("p"), g2)
	require.NotNil(t, eff.Game, "p hands the renderer the fork")
	fork := eff.Game
	assert.Nil(t, m2.Replaying())
	assert.Equal(t, replayHash, save.StateHash(g2), "the replay's game is left as it was")
	mode := fork.State.Mode
	fork.State.Mode = g2.State.Mode
	assert.Equal(t, replayHash, save.StateHash(fork), "the fork begins where the replay stood (but its kind of run)")
	fork.State.Mode = mode
	assert.Equal(t, game.ModePractice, fork.RunMode().Name)
	assert.False(t, fork.RunMode().Scored)
	assert.Contains(t, m2.Sidebar(fork).Run, "Practice")
	turns := fork.Turns
	for i := 0; i < 20000 && !fork.Over; i++ {
		fork.Act(fork.BotAction())
	}
	require.True(t, fork.Over, "the bot plays the fork to its end")
	assert.Greater(t, fork.Turns, turns, "the fork played on")
	e := save.EntryOf(fork, time.Unix(0, 0))
	var h save.HighScores
	assert.Equal(t, -1, h.Add(e), "a practice game never enters the high-score table")
	mf := New(Config{}, false)
	mf.screen = &Death{}
	text := drawnTexts(t, mf, fork)
	assert.Contains(t, text, "Practice (The whole dungeon): never on the high-score table.")
	rec := save.HeaderOf(fork, "", time.Unix(0, 0))
	assert.True(t, strings.HasPrefix(rec.Mode, game.ModePractice), "its replay, if recorded, says practice: %q", rec.Mode)
}
