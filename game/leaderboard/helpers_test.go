package leaderboard

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
)

// testDay is the day of the tests' daily games; the server's clock is its noon.
var testDay = time.Date(2026, 11, 3, 12, 0, 0, 0, time.UTC)

// botRun is a daily game of day played by the bot as character ch to its end (at most limit actions), with
// its replay as the game records it (save.Recorder) and its claim (ClaimOf).
type botRun struct {
	replay []byte
	claim  Claim
	g      *game.Game
}

func playDaily(t testing.TB, d *assets.Data, day time.Time, ch game.Character, limit int) botRun {
	t.Helper()
	r := recordDaily(t, d, day, ch, limit, func(g *game.Game, _ int) game.Action { return g.BotAction() })
	require.True(t, r.g.Over, "the bot's daily game of %s as %v must end within %d actions for the test to mean anything", day.Format(time.DateOnly), ch, limit)
	return r
}

// recordDaily plays the daily game of day under data d as character ch, action i being next's, until it ends or
// limit actions are done (playDailyBy, as PlayDaily does for the bot), with its replay and its claim (ClaimOf).
func recordDaily(t testing.TB, d *assets.Data, day time.Time, ch game.Character, limit int, next func(g *game.Game, i int) game.Action) botRun {
	t.Helper()
	g, replay, err := playDailyBy(d, day, ch, limit, next)
	require.NoError(t, err)
	return botRun{replay: replay, claim: ClaimOf(g), g: g}
}

// testData is the embedded data, loaded once.
var testData = func() *assets.Data {
	d, err := assets.Load(nil)
	if err != nil {
		panic(err)
	}
	return d
}()

// databases are the databases the tests run on: SQLite always, PostgreSQL when there is one (pgURL).
func databases(t *testing.T) map[string]string {
	dbs := map[string]string{"sqlite": filepath.Join(t.TempDir(), "board.db")}
	if pg := pgURL(t); pg != "" {
		dbs["postgres"] = pg
	}
	return dbs
}

// pgURL is a PostgreSQL database of the test's own: $CLEAVE_PG's server (a fresh database made in it), or a
// throwaway cluster started in a temporary directory when initdb and pg_ctl are found; "" (the test is
// told loudly) when neither, unless $CLEAVE_PG_REQUIRED is set (as .ci/test sets it): then the test fails.
func pgURL(t *testing.T) string {
	t.Helper()
	if base := os.Getenv("CLEAVE_PG"); base != "" {
		return freshDB(t, base)
	}
	bin := pgBin()
	if bin == "" {
		if os.Getenv("CLEAVE_PG_REQUIRED") != "" {
			t.Fatal("CLEAVE_PG_REQUIRED is set but there is no PostgreSQL: neither $CLEAVE_PG nor initdb/pg_ctl (on PATH or under /usr/lib/postgresql/*/bin)")
		}
		t.Log("NOT TESTED ON POSTGRESQL: no $CLEAVE_PG and no initdb/pg_ctl on PATH or under /usr/lib/postgresql/*/bin (apt-get install postgresql)")
		return ""
	}
	clusterOnce.Do(func() { cluster, clusterErr = startCluster(bin) })
	require.NoError(t, clusterErr, "starting a PostgreSQL cluster with %s", bin)
	return freshDB(t, cluster)
}

// The tests' PostgreSQL cluster, started once for them all (startCluster) and stopped by TestMain.
var (
	clusterOnce sync.Once
	cluster     string
	clusterErr  error
	clusterStop func()
)

func TestMain(m *testing.M) {
	code := m.Run()
	if clusterStop != nil {
		clusterStop()
	}
	os.Exit(code)
}

// pgBin is the directory of initdb and pg_ctl, "" when none is found.
func pgBin() string {
	if p, err := exec.LookPath("initdb"); err == nil {
		if _, err := exec.LookPath("pg_ctl"); err == nil {
			return filepath.Dir(p)
		}
	}
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	for i := len(dirs) - 1; i >= 0; i-- { // the newest version
		if _, err := os.Stat(filepath.Join(dirs[i], "pg_ctl")); err == nil {
			return dirs[i]
		}
	}
	return ""
}

// startCluster starts a PostgreSQL cluster in a temporary directory on a free port (as the user postgres
// when the test runs as root, which PostgreSQL refuses), stopped by clusterStop; its connection string.
func startCluster(bin string) (string, error) {
	dir, err := os.MkdirTemp("", "cleave-pg-")
	if err != nil {
		return "", err
	}
	var as []string
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			return "", fmt.Errorf("running as root, PostgreSQL needs another user: %w", err)
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		if err := os.Chown(dir, uid, gid); err != nil {
			return "", err
		}
		as = []string{"runuser", "-u", "postgres", "--"}
	}
	run := func(args ...string) error {
		cmd := exec.Command(args[0], args[1:]...)
		if as != nil {
			cmd = exec.Command(as[0], append(as[1:], args...)...)
		}
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("%v: %w: %s", args, err, out)
		}
		return nil
	}
	data := filepath.Join(dir, "data")
	if err := run(filepath.Join(bin, "initdb"), "-D", data, "-A", "trust", "-U", "postgres", "--no-sync"); err != nil {
		os.RemoveAll(dir)
		return "", err
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	if err := run(filepath.Join(bin, "pg_ctl"), "-D", data, "-l", filepath.Join(dir, "log"), "-w", "-o",
		fmt.Sprintf("-F -p %d -k %s -c listen_addresses=127.0.0.1", port, dir), "start"); err != nil {
		os.RemoveAll(dir)
		return "", err
	}
	clusterStop = func() {
		run(filepath.Join(bin, "pg_ctl"), "-D", data, "-m", "immediate", "-w", "stop")
		os.RemoveAll(dir)
	}
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", port), nil
}

// freshDB makes a database of the test's own on the server of connection string base and returns its
// connection string (dropped at the test's end).
func freshDB(t *testing.T, base string) string {
	t.Helper()
	db, err := sql.Open("pgx", base)
	require.NoError(t, err)
	defer db.Close()
	name := "cleave_test_" + newID()
	_, err = db.Exec("CREATE DATABASE " + name)
	require.NoError(t, err, "making a database on $CLEAVE_PG's server")
	t.Cleanup(func() {
		if db, err := sql.Open("pgx", base); err == nil {
			db.Exec("DROP DATABASE " + name + " WITH (FORCE)")
			db.Close()
		}
	})
	u, err := url.Parse(base)
	require.NoError(t, err)
	u.Path = "/" + name
	return u.String()
}

// caller speaks to a server's handler over HTTP.
type caller struct {
	t   testing.TB
	url string
}

func serve(t testing.TB, s *Server) caller {
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(ts.Close)
	return caller{t: t, url: ts.URL}
}

// post posts body (a value made JSON, or raw bytes) to /api/runs: the status and the answer.
func (c caller) post(body any) (int, map[string]any) {
	c.t.Helper()
	b, ok := body.([]byte)
	if !ok {
		var err error
		b, err = json.Marshal(body)
		require.NoError(c.t, err)
	}
	resp, err := http.Post(c.url+"/api/runs", "application/json", bytes.NewReader(b))
	require.NoError(c.t, err)
	defer resp.Body.Close()
	var m map[string]any
	require.NoError(c.t, json.NewDecoder(resp.Body).Decode(&m))
	return resp.StatusCode, m
}

// get gets path into v: its status.
func (c caller) get(path string, v any) int {
	c.t.Helper()
	resp, err := http.Get(c.url + path)
	require.NoError(c.t, err)
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	require.NoError(c.t, err)
	if s, ok := v.(*string); ok {
		*s = string(b)
	} else if v != nil {
		require.NoError(c.t, json.Unmarshal(b, v), "%s: %s", path, b)
	}
	return resp.StatusCode
}

// settled waits (up to a minute) for run id to leave the queue, and returns it.
func (c caller) settled(id string) Run {
	c.t.Helper()
	var r Run
	for end := time.Now().Add(time.Minute); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
		require.Equal(c.t, http.StatusOK, c.get("/api/runs/"+id, &r))
		if r.Status != StatusQueued {
			return r
		}
	}
	c.t.Fatalf("run %s still queued after a minute", id)
	return r
}

// submission is run r submitted by name with secret.
func submission(name, secret string, r botRun) Submission {
	return Submission{Name: name, Secret: secret, Replay: string(r.replay), Morgue: "a morgue", Claim: r.claim}
}

// edit is replay text with old replaced by new once (the test fails when old is not in it).
func edit(t testing.TB, replay []byte, old, new string) []byte {
	t.Helper()
	require.Contains(t, string(replay), old)
	return []byte(strings.Replace(string(replay), old, new, 1))
}
