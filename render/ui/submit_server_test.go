// The offer to submit a daily run against the real leaderboard server (game/leaderboard), in process: the
// run is verified by replaying it, and its place shown on the death screen (issue 37, part 3; README
// "Submitting a daily run").

package ui

import (
	"context"
	"fmt"
	"net/http/httptest"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/leaderboard"
	"github.com/cleave-game/cleave/game/leaderboard/client"
	"github.com/cleave-game/cleave/game/save"
)

// submitDay is the day of the test's daily games; the server's clock is its noon.
var submitDay = time.Date(2026, 11, 3, 12, 0, 0, 0, time.UTC)

// botDaily is the daily game of submitDay played by the bot as ch to its end (at most 8,000 actions), and its
// replay as the game records it.
func botDaily(t *testing.T, d *assets.Data, ch game.Character) (*game.Game, string) {
	t.Helper()
	seed, date := save.DailySeed(submitDay)
	g, err := game.New(game.Config{Seed: seed, Data: d, Character: ch, Rules: save.DailyRules(seed, d.RuleSets().Names())})
	require.NoError(t, err)
	mem := &save.MemStore{}
	rc := save.NewRecorder(mem, date)
	rc.Begin(g, false, submitDay)
	for i := 0; i < 8000 && !g.Over; i++ {
		g.Act(g.BotAction())
		rc.Flush(submitDay)
	}
	require.True(t, g.Over, "the bot's daily game as %v ends within 8,000 actions", ch)
	return g, string(mem.Replay)
}

// TestSubmitToServer (README "Submitting a daily run"): two players' daily runs are on the day's board; a third
// ends a daily game on the model, says yes, types a name and sees its place among the three, as the server
// ranks them (the higher score, then the fewer turns, then the earlier); its name and secret are kept, and the
// board lists it under that name.
func TestSubmitToServer(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	srv, err := leaderboard.New(leaderboard.Config{DB: filepath.Join(t.TempDir(), "board.db"), Data: d, Now: func() time.Time { return submitDay }})
	require.NoError(t, err)
	defer srv.Close()
	hs := httptest.NewServer(srv.Handler())
	defer hs.Close()
	board := Leaderboard{Base: hs.URL}

	type score struct{ score, turns int }
	var others []score
	for i, ch := range []game.Character{{Race: "human", Background: "warrior"}, {Race: "dwarf", Background: "duelist"}} {
		g, replay := botDaily(t, d, ch)
		o := g.Obituary()
		run, err := board.Submit(context.Background(), client.Submission{Name: fmt.Sprintf("other%d", i), Secret: fmt.Sprintf("%032x", i+1), Replay: replay,
			Morgue: save.Morgue(lang.English(), o), Claim: client.Claim{Outcome: client.OutcomeDied, Depth: o.Deepest, Score: o.Score, Turns: o.Turns}})
		require.NoError(t, err)
		require.Equal(t, client.StatusVerified, run.Status, run.Reason)
		others = append(others, score{o.Score, o.Turns})
	}

	g, replay := botDaily(t, d, game.Character{Race: "elf", Background: "archer"})
	_, date := save.DailySeed(submitDay)
	m := New(Config{Data: d, PagerRows: 20, PagerColumns: 60, Daily: date, Leaderboard: board,
		RunFiles: func() (string, string, bool, error) {
			return replay, save.Morgue(lang.English(), g.Obituary()), true, nil
		}}, false)
	m.Update(Input{}, g)
	require.IsType(t, &Death{}, m.Screen())
	calm(m, g)
	m.Update(typed("y"), g)
	m.Update(typed("Thora"), g)
	m.Update(pressed(KeyEnter), g)
	o := g.Obituary()
	place := 1
	for _, s := range others {
		if s.score > o.Score || s.score == o.Score && s.turns <= o.Turns {
			place++
		}
	}
	out := waitDrawn(t, m, g, "Your place today: ")
	assert.Contains(t, out, verdictLine(lang.English(), submitDone{run: client.Run{Status: client.StatusVerified, Place: place, Of: 3, Rules: g.RulesName()}}))
	t.Logf("place %d of 3 (score %d in %d turns; the others %v)", place, o.Score, o.Turns, others)
	assert.Equal(t, "Thora", m.Settings().LeaderboardName)

	b, err := client.Daily(context.Background(), hs.URL, date, g.RulesName())
	require.NoError(t, err)
	require.Len(t, b.Entries, 3)
	assert.Equal(t, "Thora", b.Entries[place-1].Name, "the board lists the run under the name typed")
	assert.Equal(t, o.Score, b.Entries[place-1].Score)
}
