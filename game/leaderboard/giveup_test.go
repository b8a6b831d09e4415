// A daily run given up (issue 37, game.ActGiveUp): submitted, it is verified by replay as an outcome of its
// own, "quit", and stands on the board as one; a claim that it died, or its replay without the give-up, is
// refused.

package leaderboard

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

// givenUp is a daily game of testDay played by the bot for n actions, then given up.
func givenUp(t *testing.T, ch game.Character, n int) botRun {
	t.Helper()
	r := recordDaily(t, testData, testDay, ch, n+1, func(g *game.Game, i int) game.Action {
		if i == n {
			return game.Action{Kind: game.ActGiveUp}
		}
		return g.BotAction()
	})
	require.True(t, r.g.Over)
	require.True(t, r.g.Obituary().GaveUp, "the bot lives %d actions, then gives up", n)
	return r
}

func TestGivenUpRun(t *testing.T) {
	r := givenUp(t, players[0].ch, 30)
	require.Equal(t, OutcomeQuit, r.claim.Outcome)
	giveUpLine := fmt.Sprintf("0 %d\n", game.ActGiveUp)
	require.True(t, strings.HasSuffix(string(r.replay), giveUpLine), "the replay ends in the give-up: %q", r.replay[max(0, len(r.replay)-40):])
	for db, dsn := range databases(t) {
		t.Run(db, func(t *testing.T) {
			c := serve(t, newServer(t, dsn, Config{Rate: 1000}))
			status, ans := c.post(submission("Quitter", "secret-of-Quitter-0123456789", r))
			require.Equal(t, http.StatusAccepted, status, "%v", ans)
			run := c.settled(ans["id"].(string))
			require.Equal(t, StatusVerified, run.Status, run.Reason)
			assert.Equal(t, OutcomeQuit, run.Outcome)
			assert.Equal(t, 1, run.Place)
			var b Board
			require.Equal(t, http.StatusOK, c.get("/api/daily/"+testDay.Format(time.DateOnly), &b))
			require.Len(t, b.Entries, 1)
			assert.Equal(t, OutcomeQuit, b.Entries[0].Outcome, "the board says quit, not died")

			died := r
			died.claim.Outcome = OutcomeDied
			status, ans = c.post(submission("Quitter", "secret-of-Quitter-0123456789", died))
			require.Equal(t, http.StatusAccepted, status, "%v", ans)
			run = c.settled(ans["id"].(string))
			assert.Equal(t, StatusRefused, run.Status, "a run given up claimed as a death")
			assert.True(t, strings.HasPrefix(run.Reason, ReasonNotReproduced+": the replay ends quit"), run.Reason)

			cut := r
			cut.replay = []byte(strings.TrimSuffix(string(r.replay), giveUpLine))
			status, ans = c.post(submission("Quitter", "secret-of-Quitter-0123456789", cut))
			require.Equal(t, http.StatusAccepted, status, "%v", ans)
			run = c.settled(ans["id"].(string))
			assert.Equal(t, StatusRefused, run.Status, "the replay without its give-up never ends")
			assert.True(t, strings.HasPrefix(run.Reason, ReasonNotReproduced+": the replay ends before the game does"), run.Reason)
		})
	}
	assert.Empty(t, impossible(testData, r.claim), "quit is an outcome a run can end in")
	assert.NotEmpty(t, impossible(testData, Claim{Outcome: "fled", Depth: 1, Score: r.claim.Score}))
}
