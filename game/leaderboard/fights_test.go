// The archive of real fights (issue 37, part 5; combat/RULES.md §41): the server keeps the fights of every
// run it verifies and serves them as the archive's file.

package leaderboard

import (
	"bytes"
	"context"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game/arena/archive"
	"github.com/cleave-game/cleave/game/save"
)

// TestFightsArchived: the players' daily runs, verified, give the archive their fights, each the fight the
// run's replay gives (archive.Extract) with the run's id; GET /api/fights serves them as the archive's file
// (every run's, or a creature's alone, or a rule set's, or the first N), and ExportFights writes the same
// file from the database; a refused run gives none; an unknown creature or rule set, or a limit out of
// bounds, is refused with 400, an export past MaxExports at once with 503 (RULES.md §41.2).
func TestFightsArchived(t *testing.T) {
	rs := dailyRuns(t)
	for db, dsn := range databases(t) {
		t.Run(db, func(t *testing.T) {
			srv := newServer(t, dsn, Config{Rate: 1000})
			c := serve(t, srv)
			var want []archive.Fight
			for i, r := range rs {
				status, ans := c.post(submission(players[i].name, "secret-of-"+players[i].name+"-0123456789", r))
				require.Equal(t, http.StatusAccepted, status, ans)
				id := ans["id"].(string)
				require.Equal(t, StatusVerified, c.settled(id).Status)
				rp, err := save.ParseReplay(r.replay)
				require.NoError(t, err)
				fs, err := archive.Extract(rp, testData, id)
				require.NoError(t, err)
				want = append(want, fs...)
			}
			// a forged run is refused after its replay, and leaves no fight
			forged := rs[0]
			forged.claim.Turns++
			forged.claim.Score = testData.Dungeon.Score.Score(forged.claim.Depth, forged.claim.Turns, false, false)
			status, ans := c.post(submission(players[0].name, "secret-of-"+players[0].name+"-0123456789", forged))
			require.Equal(t, http.StatusAccepted, status, ans)
			require.Equal(t, StatusRefused, c.settled(ans["id"].(string)).Status)

			t.Logf("%d fights in %d runs", len(want), len(rs))
			require.GreaterOrEqual(t, len(want), 2*len(rs), "bot runs to their deaths have fights")
			var text string
			require.Equal(t, http.StatusOK, c.get("/api/fights", &text))
			h, got, err := archive.Read(strings.NewReader(text))
			require.NoError(t, err)
			assert.Equal(t, save.DataFingerprint(testData), h.Data)
			assert.ElementsMatch(t, want, got, "every fight of every verified run, as its replay gives it")

			kind := want[len(want)-1].Creatures[0].Kind
			require.Equal(t, http.StatusOK, c.get("/api/fights?creature="+url.QueryEscape(strings.ToUpper(kind)), &text))
			_, some, err := archive.Read(strings.NewReader(text))
			require.NoError(t, err)
			var with []archive.Fight
			for _, f := range want {
				if slices.Contains(f.Kinds(), kind) {
					with = append(with, f)
				}
			}
			assert.ElementsMatch(t, with, some, "the fights with a %s", kind)

			require.Equal(t, http.StatusOK, c.get("/api/fights?limit=3&rules="+want[0].Rules, &text))
			_, three, err := archive.Read(strings.NewReader(text))
			require.NoError(t, err)
			assert.Len(t, three, 3)
			require.Equal(t, http.StatusOK, c.get("/api/fights?rules=thac0&creature=troll", &text))
			_, none, err := archive.Read(strings.NewReader(text))
			require.NoError(t, err)
			if want[0].Rules != "thac0" {
				assert.Empty(t, none)
			}

			for q, says := range map[string]string{
				"creature=dragonn": `no creature "dragonn"`,
				"rules=gurps":      "gurps",
				"limit=0":          "want 1 to 20000",
				"limit=20001":      "want 1 to 20000",
				"limit=x":          "want 1 to 20000",
			} {
				var e map[string]string
				assert.Equal(t, http.StatusBadRequest, c.get("/api/fights?"+q, &e), q)
				assert.Contains(t, e["error"], says, q)
			}

			// MaxExports being written: one more is told to come back
			for range MaxExports {
				srv.exports <- struct{}{}
			}
			var busy map[string]string
			assert.Equal(t, http.StatusServiceUnavailable, c.get("/api/fights", &busy))
			assert.Contains(t, busy["error"], "try again")
			for range MaxExports {
				<-srv.exports
			}
			require.Equal(t, http.StatusOK, c.get("/api/fights?limit=1", &text))

			if db == "sqlite" {
				var b bytes.Buffer
				n, err := ExportFights(context.Background(), dsn, testData, "", "", 0, &b)
				require.NoError(t, err)
				assert.Equal(t, len(want), n)
				_, exported, err := archive.Read(&b)
				require.NoError(t, err)
				assert.ElementsMatch(t, want, exported)
				_, err = ExportFights(context.Background(), dsn, testData, "", "dragonn", 0, &b)
				assert.ErrorContains(t, err, `no creature "dragonn"`)
			}
		})
	}
}
