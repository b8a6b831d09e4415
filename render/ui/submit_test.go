// Tests of the offer to submit a daily run at its end (issue 37, part 3; README "Submitting a daily run").

package ui

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/leaderboard/client"
)

// heldSubmitter is a Submitter that keeps what it was sent and answers run (or err) once release is closed.
type heldSubmitter struct {
	mu      sync.Mutex
	sent    []client.Submission
	release chan struct{}
	run     client.Run
	err     error
}

func (h *heldSubmitter) Submit(_ context.Context, s client.Submission) (client.Run, error) {
	h.mu.Lock()
	h.sent = append(h.sent, s)
	h.mu.Unlock()
	<-h.release
	return h.run, h.err
}

func (h *heldSubmitter) count() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.sent)
}

// dailyEnd is a daily game over (the player dead) on a model that offers to submit it to sub, with the run's
// files "REPLAY" and "MORGUE".
func dailyEnd(t *testing.T, sub Submitter) (*game.Game, *Model) {
	t.Helper()
	g, m := newGame(t, game.Character{}, nil)
	m.cfg.Daily, m.cfg.Leaderboard = "2026-12-02", sub
	m.cfg.RunFiles = func() (string, string, bool, error) { return "REPLAY", "MORGUE", true, nil }
	g.Player.HP, g.Player.Dead, g.Over = 0, true, true
	m.Update(Input{}, g)
	require.IsType(t, &Death{}, m.Screen())
	return g, m
}

// calm lets the offer's calm (submitCalm) pass with ticks of no input.
func calm(m *Model, g *game.Game) {
	for range submitCalm {
		m.Update(Input{}, g)
	}
}

// waitDrawn ticks the model until its screen shows want, or fails after a few seconds.
func waitDrawn(t *testing.T, m *Model, g *game.Game, want string) string {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		m.Update(Input{}, g)
		out := drawn(m, g)
		if strings.Contains(out, want) {
			return out
		}
		if time.Now().After(deadline) {
			require.Contains(t, out, want)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestSubmitAsksFirst (README "Submitting a daily run"): the end of a daily game asks before anything is sent;
// a y or n in its first half second answers nothing (vi-keys' y and n move: a key pressed as the death came);
// n sends nothing and says nothing more; the offer needs a daily game and a leaderboard.
func TestSubmitAsksFirst(t *testing.T) {
	sub := &heldSubmitter{release: make(chan struct{})}
	close(sub.release)
	g, m := dailyEnd(t, sub)
	assert.Contains(t, drawn(m, g), "Submit this daily run to the leaderboard? (y/n)")
	m.Update(typed("y"), g)
	assert.Contains(t, drawn(m, g), "Submit this daily run to the leaderboard? (y/n)", "a y at once answers nothing")
	calm(m, g)
	m.Update(typed("n"), g)
	out := drawn(m, g)
	assert.NotContains(t, out, "Submit this daily run")
	assert.NotContains(t, out, "Submitting")
	m.Update(Input{}, g)
	assert.Zero(t, sub.count(), "nothing is sent without the player's yes")
	assert.IsType(t, &Death{}, m.Screen(), "n leaves the death screen as it was")

	g2, m2 := dailyEnd(t, sub)
	m2.cfg.Daily = ""
	assert.NotContains(t, drawn(m2, g2), "Submit this daily run", "not a daily game: no offer")
	g3, m3 := dailyEnd(t, sub)
	m3.cfg.Leaderboard = nil
	assert.NotContains(t, drawn(m3, g3), "Submit this daily run", "no leaderboard: no offer")
}

// TestSubmitNamesAndPlaces (README "Submitting a daily run"): y the first time asks for a name, typed within
// its bounds (prefs.NameRune's characters, at most prefs.MaxNameLen; Backspace takes one back); Enter keeps
// it with a new secret of 128 bits in hex in the settings and sends the run's files and its claim (the
// obituary's outcome, depth, score and turns), off the tick: "Submitting…" until the verdict, then the place.
// The next daily end with the name kept sends on y at once, under the same name and secret.
func TestSubmitNamesAndPlaces(t *testing.T) {
	sub := &heldSubmitter{release: make(chan struct{}), run: client.Run{Status: client.StatusVerified, Place: 3, Of: 17, Rules: "drn"}}
	g, m := dailyEnd(t, sub)
	calm(m, g)
	m.Update(typed("y"), g)
	assert.Contains(t, drawn(m, g), "The name to submit under")
	m.Update(typed(" Thora!é the_grey-42 and more"), g)
	assert.Contains(t, drawn(m, g), "> Thora the_grey-4_", "no leading space, no ! or é, at most 16 characters")
	m.Update(namedKeys("Backspace"), g)
	m.Update(typed("q"), g)
	assert.IsType(t, &Death{}, m.Screen(), "q while naming is a letter, not quit")
	assert.False(t, m.effect.Quit)
	eff := m.Update(pressed(KeyEnter), g)
	assert.True(t, eff.Settings, "the name and secret are kept in the settings")
	assert.Equal(t, "Thora the_grey-q", m.Settings().LeaderboardName)
	assert.Regexp(t, regexp.MustCompile(`^[0-9a-f]{32}$`), m.Settings().LeaderboardSecret)
	assert.IsType(t, &Death{}, m.Screen(), "Enter submits the name; it does not begin again")
	assert.Contains(t, drawn(m, g), "Submitting…")
	assert.True(t, m.Submitting())
	close(sub.release)
	out := waitDrawn(t, m, g, "Your place today: 3rd of 17 under drn")
	assert.NotContains(t, out, "Submitting…")
	assert.False(t, m.Submitting())
	assert.Equal(t, "Your place today: 3rd of 17 under drn", m.SubmitText(), "what the browser publishes")
	o := g.Obituary()
	require.Equal(t, 1, sub.count())
	assert.Equal(t, client.Submission{Name: "Thora the_grey-q", Secret: m.Settings().LeaderboardSecret, Replay: "REPLAY", Morgue: "MORGUE",
		Claim: client.Claim{Outcome: client.OutcomeDied, Depth: o.Deepest, Score: o.Score, Turns: o.Turns}}, sub.sent[0])

	g2, m2 := dailyEnd(t, sub)
	m2.cfg.Settings = m.Settings()
	sub.run = client.Run{Status: client.StatusRefused, Reason: "not_reproduced: the replay does not reach the claimed depth"}
	calm(m2, g2)
	m2.Update(typed("y"), g2)
	waitDrawn(t, m2, g2, "The leaderboard refused this run: the replay does not reach the claimed depth")

	g3, m3 := dailyEnd(t, sub)
	m3.cfg.Settings = m.Settings()
	sub.err = fmt.Errorf("submit: %w", &client.Refused{Code: 403, Reason: "the name Thora belongs to another player"})
	calm(m3, g3)
	m3.Update(typed("y"), g3)
	waitDrawn(t, m3, g3, "The leaderboard refused this run: the name Thora belongs to another player")
	require.Equal(t, 3, sub.count())
	assert.Equal(t, sub.sent[0].Name, sub.sent[1].Name)
	assert.Equal(t, sub.sent[0].Secret, sub.sent[1].Secret)
}

// TestSubmitWaitsForFiles: a yes before the run is filed (its morgue waits for hindsight) waits for its files,
// then sends; an error reading them, or from the server, is said on the screen.
func TestSubmitWaitsForFiles(t *testing.T) {
	sub := &heldSubmitter{release: make(chan struct{}), err: errors.New("connection refused")}
	close(sub.release)
	g, m := dailyEnd(t, sub)
	m.cfg.Settings.LeaderboardName, m.cfg.Settings.LeaderboardSecret = "Thora", strings.Repeat("0f", 16)
	filed := false
	m.cfg.RunFiles = func() (string, string, bool, error) { return "R", "M", filed, nil }
	calm(m, g)
	m.Update(typed("y"), g)
	m.Update(Input{}, g)
	assert.Contains(t, drawn(m, g), "Submitting…")
	assert.Zero(t, sub.count(), "not sent before the run is filed")
	filed = true
	waitDrawn(t, m, g, "Not submitted: connection refused")
	assert.Equal(t, 1, sub.count())
}

// TestOrdinal: the place in English, an ordinal; in Russian, the place and of how many.
func TestOrdinal(t *testing.T) {
	place := func(l *text.Lang, n int) string {
		return verdictLine(l, submitDone{run: client.Run{Status: client.StatusVerified, Place: n, Of: 200, Rules: "cleave"}})
	}
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 22: "22nd", 102: "102nd", 111: "111th"} {
		assert.Equal(t, "Your place today: "+want+" of 200 under cleave", place(lang.English(), n))
	}
	ru, err := lang.Load("ru")
	require.NoError(t, err)
	assert.Equal(t, "Ваше место сегодня: 22-е из 200 по правилам cleave", place(ru, 22))
}
