// The leaderboard server (issue 37, README "Leaderboard server (issue 37)"): bot-played daily games
// submitted over HTTP are replayed and ranked; every forgery and abuse the issue names is refused with its
// status and reason, and counted. Each test runs on SQLite and on PostgreSQL.

package leaderboard

import (
	"bytes"
	"fmt"
	"net/http"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/save"
)

// botLimit caps the bot's daily games: they die in a few thousand actions.
const botLimit = 8000

// players are the tests' players: a name and the character of their daily game.
var players = []struct {
	name string
	ch   game.Character
}{
	{"Ada", game.Character{Race: "human", Background: "warrior"}},
	{"Bram", game.Character{Race: "dwarf", Background: "duelist"}},
	{"Cid", game.Character{Race: "elf", Background: "archer"}},
	{"Dee", game.Character{Race: "human", Background: "brute"}},
}

var (
	runsOnce sync.Once
	runs     []botRun
)

// dailyRuns are the players' bot-played daily games of testDay, played once for every test.
func dailyRuns(t *testing.T) []botRun {
	runsOnce.Do(func() {
		for _, p := range players {
			runs = append(runs, playDaily(t, testData, testDay, p.ch, botLimit))
		}
	})
	require.Len(t, runs, len(players))
	return runs
}

func newServer(t *testing.T, db string, cfg Config) *Server {
	t.Helper()
	cfg.DB, cfg.Data = db, testData
	if cfg.Now == nil {
		cfg.Now = func() time.Time { return testDay }
	}
	s, err := New(cfg)
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	return s
}

// TestLeaderboard: the players' daily runs, submitted over HTTP, are verified by replay and stand on the
// day's board best first, each player once (their best run), each run with its place; the replay and the
// server's morgue are served, and the replay downloaded plays back to the run's end (issue 37, part 1).
func TestLeaderboard(t *testing.T) {
	rs := dailyRuns(t)
	for db, dsn := range databases(t) {
		t.Run(db, func(t *testing.T) {
			c := serve(t, newServer(t, dsn, Config{Rate: 1000}))
			ids := make([]string, len(rs))
			for i, r := range rs {
				status, ans := c.post(submission(players[i].name, "secret-of-"+players[i].name+"-0123456789", r))
				require.Equal(t, http.StatusAccepted, status, "%v", ans)
				assert.Equal(t, StatusQueued, ans["status"])
				ids[i] = ans["id"].(string)
			}
			// Ada again, the worst run of all under a name she owns: the board keeps her best.
			worst := slices.MinFunc(rs, func(a, b botRun) int { return cmpRun(b.claim, a.claim) })
			status, ans := c.post(submission("ada", "secret-of-Ada-0123456789", worst))
			require.Equal(t, http.StatusAccepted, status, "%v", ans)
			again := c.settled(ans["id"].(string))
			assert.Equal(t, StatusVerified, again.Status, again.Reason)
			assert.Equal(t, "Ada", again.Name, "the name is the first submission's, whatever the case")

			order := make([]int, len(rs)) // the players, best first, by the claims the game made
			for i := range order {
				order[i] = i
			}
			slices.SortStableFunc(order, func(a, b int) int { return cmpRun(rs[a].claim, rs[b].claim) })
			for _, id := range ids {
				c.settled(id)
			}
			for i, id := range ids { // every run settled: the places are final
				var run Run
				require.Equal(t, http.StatusOK, c.get("/api/runs/"+id, &run))
				require.Equal(t, StatusVerified, run.Status, run.Reason)
				assert.Equal(t, rs[i].claim, Claim{Outcome: run.Outcome, Depth: run.Depth, Score: run.Score, Turns: run.Turns})
				assert.Equal(t, slices.Index(order, i)+1, run.Place, "%s's place", players[i].name)
				assert.Equal(t, len(players), run.Of)
				assert.Equal(t, testDay.Format(time.DateOnly), run.Date)
				assert.Equal(t, dailyRules(testData, testDay), run.Rules)
			}
			var b Board
			require.Equal(t, http.StatusOK, c.get("/api/daily/2026-11-03", &b))
			require.Len(t, b.Entries, len(players), "one line a player: %+v", b.Entries)
			for place, i := range order {
				e := b.Entries[place]
				assert.Equal(t, players[i].name, e.Name)
				assert.Equal(t, place+1, e.Place)
				assert.Equal(t, rs[i].claim.Score, e.Score)
				assert.Equal(t, ids[i], e.ID)
			}
			var other Board
			require.Equal(t, http.StatusOK, c.get("/api/daily/2026-11-03?rules="+otherRules(t), &other))
			assert.Empty(t, other.Entries, "no run of the day under another rule set")
			var today Board
			require.Equal(t, http.StatusOK, c.get("/api/daily", &today))
			assert.Equal(t, b, today, "no date: today's (the server's clock)")

			var p Player
			require.Equal(t, http.StatusOK, c.get("/api/players/ADA", &p))
			assert.Equal(t, "Ada", p.Name)
			require.Len(t, p.Runs, 2)
			assert.Equal(t, again.ID, p.Runs[0].ID, "newest first")
			assert.Equal(t, http.StatusNotFound, c.get("/api/players/nobody", nil))
			assert.Equal(t, http.StatusNotFound, c.get("/api/runs/0000", nil))

			var replay, morgue string
			require.Equal(t, http.StatusOK, c.get("/runs/"+ids[0]+"/replay", &replay))
			assert.Equal(t, string(rs[0].replay), replay)
			back, err := save.ParseReplay([]byte(replay))
			require.NoError(t, err, "the replay downloaded is a replay the game opens")
			assert.Equal(t, testDay.Format(time.DateOnly), back.Header.Daily)
			require.Equal(t, http.StatusOK, c.get("/runs/"+ids[0]+"/morgue", &morgue))
			assert.Equal(t, save.Morgue(lang.English(), rs[0].g.Obituary())+fmt.Sprintf("\nThe daily game of 2026-11-03, under the rule set of the day, %s (seed %d; play it: cleave --daily on that day, or cleave --seed %d --rules %s).\n",
				rs[0].g.RulesName(), rs[0].g.Seed, rs[0].g.Seed, rs[0].g.RulesName()), morgue, "the server's morgue is the game's, from its own replay")
		})
	}
}

// cmpRun orders claims best first: the higher score, then the fewer turns.
func cmpRun(a, b Claim) int {
	if better(a.Score, a.Turns, b.Score, b.Turns) {
		return -1
	}
	if better(b.Score, b.Turns, a.Score, a.Turns) {
		return 1
	}
	return 0
}

// otherRules is a rule set that is not the test day's.
func otherRules(t *testing.T) string {
	for _, n := range testData.RuleSets().Names() {
		if n != dailyRules(testData, testDay) {
			return n
		}
	}
	t.Fatal("one rule set only")
	return ""
}

// changeAction is replay text with the 20th action the bot chose to move turned the other way round.
func changeAction(t testing.TB, replay []byte) []byte {
	re := regexp.MustCompile(`(?m)^0 B\n0 1 d([0-7])\n`)
	locs := re.FindAllSubmatchIndex(replay, -1)
	require.Greater(t, len(locs), 20, "the bot moves more than 20 times")
	l := locs[20]
	d, _ := strconv.Atoi(string(replay[l[2]:l[3]]))
	out := slices.Clone(replay)
	out[l[2]] = byte('0' + (d+4)%8)
	return out
}

// TestForgeries: each forgery the issue names is refused with its reason and counted: a changed action and
// a changed claim when the server replays the run (the run is recorded refused, and never on the board);
// another day's seed, other data, not a daily, an impossible claim at once with 422 (issue 37, parts 1 and 4).
func TestForgeries(t *testing.T) {
	rs := dailyRuns(t)
	good := rs[0]
	date := testDay.Format(time.DateOnly)
	seed, _ := save.DailySeed(testDay)
	pl := testData.Dungeon.Score.PerLevel
	later := []struct {
		what   string
		sub    Submission
		reason string
	}{
		{"a changed action", Submission{Replay: string(changeAction(t, good.replay)), Claim: good.claim}, ReasonChanged},
		{"a changed claim: a level deeper, its score", Submission{Replay: string(good.replay), Claim: Claim{Outcome: good.claim.Outcome, Depth: good.claim.Depth + 1, Score: good.claim.Score + pl, Turns: good.claim.Turns}}, ReasonNotReproduced},
		{"a changed claim: fewer turns", Submission{Replay: string(good.replay), Claim: Claim{Outcome: good.claim.Outcome, Depth: good.claim.Depth, Score: good.claim.Score, Turns: good.claim.Turns - 1}}, ReasonNotReproduced},
		{"another run's claim", Submission{Replay: string(good.replay), Claim: rs[1].claim}, ReasonNotReproduced},
	}
	now := []struct {
		what   string
		replay []byte
		claim  Claim
		reason string
	}{
		{"another day's seed", edit(t, good.replay, fmt.Sprintf("seed=%d", seed), fmt.Sprintf("seed=%d", seed+1)), good.claim, ReasonOtherDay},
		{"another day's game", playDaily(t, testData, testDay.AddDate(0, 0, -5), players[0].ch, botLimit).replay, good.claim, ReasonOtherDay},
		{"a day to come", edit(t, good.replay, "daily="+date, "daily=2026-11-04"), good.claim, ReasonOtherDay},
		{"other data", edit(t, good.replay, "data="+save.DataFingerprint(testData), "data=0123456789abcdef"), good.claim, ReasonOtherData},
		{"not a daily game", edit(t, good.replay, "daily="+date+"&", ""), good.claim, ReasonNotDaily},
		{"a score not its depth's", good.replay, Claim{Outcome: good.claim.Outcome, Depth: good.claim.Depth, Score: good.claim.Score + 1, Turns: good.claim.Turns}, ReasonImpossible},
		{"an outcome unknown", good.replay, Claim{Outcome: "ascended", Depth: good.claim.Depth, Score: good.claim.Score, Turns: good.claim.Turns}, ReasonImpossible},
		{"a depth below the dungeon", good.replay, Claim{Outcome: OutcomeDied, Depth: testData.Dungeon.GoalDepth + 1, Score: (testData.Dungeon.GoalDepth + 1) * pl, Turns: good.claim.Turns}, ReasonImpossible},
		{"a victory short of the goal", good.replay, Claim{Outcome: OutcomeWon, Depth: 1, Score: good.claim.Score, Turns: good.claim.Turns}, ReasonImpossible},
		{"no replay", []byte("hello"), good.claim, ReasonUnreadable},
	}
	for db, dsn := range databases(t) {
		t.Run(db, func(t *testing.T) {
			s := newServer(t, dsn, Config{Rate: 1000})
			c := serve(t, s)
			want := map[string]int64{}
			for i, f := range later {
				f.sub.Name, f.sub.Secret = fmt.Sprintf("Forger %d", i), "a secret of sixteen"
				status, ans := c.post(f.sub)
				require.Equal(t, http.StatusAccepted, status, "%s: %v", f.what, ans)
				run := c.settled(ans["id"].(string))
				assert.Equal(t, StatusRefused, run.Status, f.what)
				assert.True(t, strings.HasPrefix(run.Reason, f.reason+": "), "%s: %s", f.what, run.Reason)
				assert.Zero(t, run.Place, f.what)
				want[f.reason]++
			}
			for _, f := range now {
				status, ans := c.post(Submission{Name: "Forger", Secret: "a secret of sixteen", Replay: string(f.replay), Claim: f.claim})
				wantStatus := http.StatusUnprocessableEntity
				if f.reason == ReasonUnreadable {
					wantStatus = http.StatusBadRequest
				}
				assert.Equal(t, wantStatus, status, "%s: %v", f.what, ans)
				assert.Equal(t, f.reason, ans["reason"], "%s: %v", f.what, ans)
				assert.NotEmpty(t, ans["detail"], f.what)
				want[f.reason]++
			}
			var b Board
			require.Equal(t, http.StatusOK, c.get("/api/daily/"+date, &b))
			assert.Empty(t, b.Entries, "no forgery on the board")
			var st Stats
			require.Equal(t, http.StatusOK, c.get("/api/stats", &st))
			assert.Equal(t, want, st.Refusals, "each refusal counted by its reason")
			assert.Equal(t, len(later), st.Runs[StatusRefused])
			assert.Zero(t, st.Runs[StatusVerified])
		})
	}
}

// TestAbuse: an oversized or deeply nested body, unknown fields, a bad name or secret, a name owned by
// another secret, a flood from one address, a full queue and a replay slower than the timeout: each refused
// with its status and reason, and counted (issue 37, part 4).
func TestAbuse(t *testing.T) {
	good := dailyRuns(t)[0]
	for db, dsn := range databases(t) {
		t.Run(db, func(t *testing.T) {
			s := newServer(t, dsn, Config{Rate: 1000})
			c := serve(t, s)
			refused := func(what string, wantStatus int, reason string, body any) string {
				t.Helper()
				status, ans := c.post(body)
				assert.Equal(t, wantStatus, status, "%s: %v", what, ans)
				assert.Equal(t, reason, ans["reason"], "%s: %v", what, ans)
				detail, _ := ans["detail"].(string)
				return detail
			}
			huge := bytes.Repeat([]byte("x"), MaxBody+1)
			refused("a body over 16 MiB", http.StatusRequestEntityTooLarge, ReasonTooLarge, huge)
			refused("a morgue over 1 MiB", http.StatusRequestEntityTooLarge, ReasonTooLarge, Submission{Name: "Ada", Secret: "a secret of sixteen", Morgue: strings.Repeat("m", MaxMorgue+1), Replay: string(good.replay), Claim: good.claim})
			assert.Contains(t, refused("nested too deep", http.StatusBadRequest, ReasonBadJSON, []byte(`{"name":"Ada","claim":{"outcome":[[["died"]]]}}`)), "nested 3 deep")
			assert.Contains(t, refused("nested deeper still", http.StatusBadRequest, ReasonBadJSON, []byte(strings.Repeat("[", 100000)+strings.Repeat("]", 100000))), "nested 3 deep",
				"refused at the third level, before the decoder reads it")
			refused("an unknown field", http.StatusBadRequest, ReasonBadJSON, []byte(`{"name":"Ada","admin":true}`))
			refused("two objects", http.StatusBadRequest, ReasonBadJSON, []byte(`{"name":"Ada"}{"name":"Bram"}`))
			refused("not JSON", http.StatusBadRequest, ReasonBadJSON, []byte(`name=Ada`))
			for _, name := range []string{"", strings.Repeat("n", MaxName+1), " Ada", "Ada ", "A  da", "<b>Ada</b>", "Ada\n"} {
				refused(fmt.Sprintf("the name %q", name), http.StatusBadRequest, ReasonBadName, submission(name, "a secret of sixteen", good))
			}
			refused("a short secret", http.StatusBadRequest, ReasonBadSecret, submission("Ada", "short", good))

			status, ans := c.post(submission("Ada", "Ada's own secret!", good))
			require.Equal(t, http.StatusAccepted, status, "%v", ans)
			refused("Ada's name, another secret", http.StatusForbidden, ReasonNameOwned, submission("Ada", "somebody else's secret", good))
			refused("Ada's name in capitals, another secret", http.StatusForbidden, ReasonNameOwned, submission("ADA", "somebody else's secret", good))
			assert.Equal(t, StatusVerified, c.settled(ans["id"].(string)).Status)

			var st Stats
			require.Equal(t, http.StatusOK, c.get("/api/stats", &st))
			assert.Equal(t, map[string]int64{ReasonTooLarge: 2, ReasonBadJSON: 5, ReasonBadName: 7, ReasonBadSecret: 1, ReasonNameOwned: 2}, st.Refusals)
			assert.Equal(t, 1, st.Runs[StatusVerified], "the database holds the one run taken, nothing of the refused")
		})
	}
}

// TestFloodQueueTimeout: a flood from one address meets 429 past its bucket (Retry-After set); a full queue
// 503, the run not recorded; a replay slower than the timeout is refused "timeout" (issue 37, part 4). On
// SQLite: none of it is the database's.
func TestFloodQueueTimeout(t *testing.T) {
	good := dailyRuns(t)[0]
	dsn := filepath.Join(t.TempDir(), "board.db")
	t.Run("flood", func(t *testing.T) {
		var clock atomic.Int64 // the server's clock, read by its handlers and workers
		clock.Store(testDay.UnixNano())
		s := newServer(t, dsn+"-flood", Config{Rate: 3, Now: func() time.Time { return time.Unix(0, clock.Load()).UTC() }})
		c := serve(t, s)
		for i := range 3 {
			status, ans := c.post(submission("Ada", "Ada's own secret!", good))
			require.Equal(t, http.StatusAccepted, status, "submission %d: %v", i+1, ans)
		}
		status, ans := c.post(submission("Ada", "Ada's own secret!", good))
		assert.Equal(t, http.StatusTooManyRequests, status)
		assert.Equal(t, ReasonFlood, ans["reason"])
		clock.Add(int64(20 * time.Second)) // a token back: 3 a minute
		status, _ = c.post(submission("Ada", "Ada's own secret!", good))
		assert.Equal(t, http.StatusAccepted, status, "a token comes back every 20 s")
		status, _ = c.post(submission("Ada", "Ada's own secret!", good))
		assert.Equal(t, http.StatusTooManyRequests, status)
	})
	t.Run("queue", func(t *testing.T) {
		s := newServer(t, dsn+"-queue", Config{Rate: 1000, Queue: 2})
		s.stop() // the workers stop: nothing leaves the queue
		s.wg.Wait()
		s.ctx = t.Context()
		c := serve(t, s)
		for range 2 {
			status, ans := c.post(submission("Ada", "Ada's own secret!", good))
			require.Equal(t, http.StatusAccepted, status, "%v", ans)
		}
		status, ans := c.post(submission("Ada", "Ada's own secret!", good))
		assert.Equal(t, http.StatusServiceUnavailable, status)
		assert.Equal(t, ReasonQueueFull, ans["reason"])
		counts, err := s.store.counts(t.Context())
		require.NoError(t, err)
		assert.Equal(t, 2, counts[StatusQueued], "the run refused is not recorded")
	})
	t.Run("timeout", func(t *testing.T) {
		s := newServer(t, dsn+"-timeout", Config{Rate: 1000, Timeout: time.Nanosecond})
		c := serve(t, s)
		status, ans := c.post(submission("Ada", "Ada's own secret!", good))
		require.Equal(t, http.StatusAccepted, status, "%v", ans)
		run := c.settled(ans["id"].(string))
		assert.Equal(t, StatusRefused, run.Status)
		assert.True(t, strings.HasPrefix(run.Reason, ReasonTimeout+": "), run.Reason)
	})
}

// TestQueuedSurviveARestart: runs taken but not verified when the server stops are verified at its next
// start, nothing lost (issue 37, part 4: "nothing is lost"). On both databases.
func TestQueuedSurviveARestart(t *testing.T) {
	good := dailyRuns(t)[0]
	for db, dsn := range databases(t) {
		t.Run(db, func(t *testing.T) {
			s := newServer(t, dsn, Config{Rate: 1000})
			s.stop() // the workers stop before they verify anything
			s.wg.Wait()
			s.ctx = t.Context()
			status, ans := serve(t, s).post(submission("Ada", "Ada's own secret!", good))
			require.Equal(t, http.StatusAccepted, status, "%v", ans)
			require.NoError(t, s.store.Close())

			again := newServer(t, dsn, Config{Rate: 1000})
			run := serve(t, again).settled(ans["id"].(string))
			assert.Equal(t, StatusVerified, run.Status, run.Reason)
			assert.Equal(t, 1, run.Place)
		})
	}
}
