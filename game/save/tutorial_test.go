// The tutorial's games (issue 33): never on the high-score table, and saved on their lesson.

package save

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

// TestTutorialNeverScored: issue 33, "the tutorial is never scored or on the high-score table", and issue
// 36, a sandbox game "never in a scored game": the end of a tutorial or a sandbox game files no score and no
// morgue file, and records no replay (a game of the dungeon ended the same way is filed: TestVictoryScored).
func TestTutorialNeverScored(t *testing.T) {
	for _, tc := range []struct {
		what   string
		cfg    game.Config
		scored bool
	}{
		{"the tutorial", game.Config{Seed: 2, Mode: game.ModeTutorial}, false},
		{"a sandbox game", game.Config{Seed: 2, Sandbox: true}, false},
		{"a game of the dungeon", game.Config{Seed: 2}, true},
	} {
		g, err := game.New(tc.cfg)
		require.NoError(t, err)
		st := &MemStore{}
		sv, _, _, err := startAutoSave(english, st, nil)
		require.NoError(t, err)
		sv.Frame(g)
		g.Over = true
		sv.Frame(g)
		h, _, _ := sv.Scores()
		if tc.scored {
			assert.Len(t, h.Entries, 1, "%s's end is on the table", tc.what)
			assert.Len(t, st.Morgues, 1, "%s leaves its morgue file", tc.what)
		} else {
			assert.Empty(t, h.Entries, "%s's end is on no table", tc.what)
			assert.Empty(t, st.Morgues, "%s leaves no morgue file", tc.what)
		}
		assert.Equal(t, tc.scored, g.Obituary().Scored, tc.what)
		if tc.cfg.Sandbox {
			assert.Regexp(t, `^\d+ \(sandbox\)$`, g.Obituary().ScoreText(), "a sandbox game's score is marked")
		}
		// The recorder: a tutorial game is not recorded (a lesson is practice, not a run to watch again), nor
		// a sandbox game (its console changes the game between its actions).
		st = &MemStore{}
		rc := NewRecorder(st, "")
		rc.Begin(g, false, time.Now())
		g.Do(game.Action{Kind: game.ActWait})
		rc.Flush(time.Now())
		if tc.scored {
			assert.NotEmpty(t, st.Replay, "%s is recorded", tc.what)
		} else {
			assert.Empty(t, st.Replay, "%s is not recorded", tc.what)
		}
	}
}

// TestTutorialSaved: a tutorial game saved on any lesson loads on it, a tutorial still (its Mode and depth
// are all the lesson needs), and within the bounds a save is checked against.
func TestTutorialSaved(t *testing.T) {
	g, err := game.New(game.Config{Seed: 2, Mode: game.ModeTutorial})
	require.NoError(t, err)
	for saves := 1; saves <= 20; saves++ {
		n := g.Depth
		data, err := Encode(g)
		require.NoError(t, err, "lesson %d", n)
		back, err := Decode(data, nil)
		require.NoError(t, err, "lesson %d", n)
		l, at, _, ok := back.Lesson()
		require.True(t, ok)
		assert.Equal(t, n, at)
		assert.Equal(t, g.Data().Tutorial.Lessons[n-1].Title, l.Title)
		if g.Over {
			assert.True(t, back.Over, "the end saved")
			break
		}
		g.Player.Pos = g.Level.Down
		g.Do(game.Action{Kind: game.ActDescend})
	}
	assert.True(t, g.Over, "saved to its end")
}
