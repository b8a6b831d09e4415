//go:build !js

package save

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

// TestRunFiles (issue 37, README "Submitting a daily run"): a daily game's files to submit are had once its
// run is filed at its end, not before: the replay as recorded (the daily's day in its header, each action)
// and the morgue file as written beside the save.
func TestRunFiles(t *testing.T) {
	t.Setenv(DirEnv, t.TempDir())
	seed, day := DailySeed(time.Now())
	sv := StartDaily(english, day)
	g, err := game.New(game.Config{Seed: seed})
	require.NoError(t, err)
	sv.Frame(g)
	for range 5 {
		g.Act(g.BotAction())
		sv.Frame(g)
	}
	_, _, ok, err := sv.RunFiles()
	require.NoError(t, err)
	assert.False(t, ok, "not filed while the game goes on")
	g.Player.Dead, g.Over = true, true
	sv.Frame(g)
	replay, morgue, ok, err := sv.RunFiles()
	require.NoError(t, err)
	require.True(t, ok)
	rp, err := ParseReplay([]byte(replay))
	require.NoError(t, err)
	assert.Equal(t, day, rp.Header.Daily)
	assert.Equal(t, seed, rp.Header.Seed)
	assert.NotEmpty(t, rp.Steps)
	assert.True(t, strings.HasPrefix(morgue, Morgue(english, g.Obituary())), "the morgue file's text")
	assert.Contains(t, morgue, "The daily game of "+day)
}
