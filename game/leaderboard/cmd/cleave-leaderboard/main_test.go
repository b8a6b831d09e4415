//go:build !js

package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game/arena/archive"
	"github.com/cleave-game/cleave/game/flagrange"
	"github.com/cleave-game/cleave/game/leaderboard"
)

// TestEveryFlagBounded: every flag is a flagrange.Value, and each value outside its range is refused in
// the one line of the game's flags, exit status 2 (issue 37: flags bounded as the game's).
func TestEveryFlagBounded(t *testing.T) {
	_, fs, err := parse(nil, &bytes.Buffer{})
	require.NoError(t, err)
	assert.Equal(t, 8, bounded(t, fs, func(args []string, stderr io.Writer) int { return run(args, stderr, nil) }))
}

// bounded checks that every flag of fs is a flagrange.Value whose values outside its range the command cmd
// refuses in one line naming the range, exit status 2; it returns how many flags fs has.
func bounded(t *testing.T, fs *flag.FlagSet, cmd func(args []string, stderr io.Writer) int) int {
	t.Helper()
	n := 0
	fs.VisitAll(func(f *flag.Flag) {
		n++
		v, ok := f.Value.(flagrange.Value)
		require.True(t, ok, "--%s is not a flagrange.Value", f.Name)
		for _, bad := range v.Outside() {
			var stderr bytes.Buffer
			code := cmd([]string{"--" + f.Name + "=" + bad}, &stderr)
			assert.Equal(t, 2, code, "--%s=%q", f.Name, bad)
			line := strings.TrimSpace(stderr.String())
			assert.NotContains(t, line, "\n", "one line")
			assert.Contains(t, line, `invalid value "`+bad+`" for flag --`+f.Name+": ", "--%s=%q", f.Name, bad)
			assert.Contains(t, line, v.Range())
		}
	})
	return n
}

// TestServes: the command starts on a SQLite file (made, its migrations applied) and answers the API.
func TestServes(t *testing.T) {
	ready := make(chan string, 1)
	var stderr bytes.Buffer
	go run([]string{"--addr", "127.0.0.1:0", "--db", filepath.Join(t.TempDir(), "b.db"), "--web", t.TempDir()}, &stderr, ready)
	var addr string
	select {
	case addr = <-ready:
	case <-time.After(30 * time.Second):
		t.Fatalf("not serving after 30 s: %s", stderr.String())
	}
	resp, err := http.Get("http://" + addr + "/api/daily/2026-11-03")
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	var b leaderboard.Board
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&b))
	assert.Equal(t, "2026-11-03", b.Date)
	assert.Empty(t, b.Entries)
}

// TestFightsCommand: `fights` writes the archive's file of a database (here one with no run: a header and
// no fight), its flags each bounded and refused in one line, exit 2; an unknown creature exit 1, no file
// left (README "Archived fights").
func TestFightsCommand(t *testing.T) {
	_, fs, err := parseExport([]string{"--out", filepath.Join(t.TempDir(), "f.jsonl")}, &bytes.Buffer{})
	require.NoError(t, err)
	assert.Equal(t, 5, bounded(t, fs, func(args []string, stderr io.Writer) int {
		return run(append([]string{"fights"}, args...), stderr, nil)
	}))
	var stderr bytes.Buffer
	assert.Equal(t, 2, run([]string{"fights", "--db", filepath.Join(t.TempDir(), "b.db")}, &stderr, nil))
	assert.Contains(t, stderr.String(), "--out FILE is required")

	dir := t.TempDir()
	out := filepath.Join(dir, "f.jsonl")
	stderr.Reset()
	require.Equal(t, 0, run([]string{"fights", "--db", filepath.Join(dir, "b.db"), "--out", out, "--creature", "kobold shaman"}, &stderr, nil), stderr.String())
	assert.Contains(t, stderr.String(), "0 fights written to "+out)
	f, err := os.Open(out)
	require.NoError(t, err)
	defer f.Close()
	h, fights, err := archive.Read(f)
	require.NoError(t, err)
	assert.Equal(t, archive.Version, h.Version)
	assert.Empty(t, fights)

	stderr.Reset()
	bad := filepath.Join(dir, "g.jsonl")
	assert.Equal(t, 1, run([]string{"fights", "--db", filepath.Join(dir, "b.db"), "--out", bad, "--creature", "dragonn"}, &stderr, nil))
	assert.Contains(t, stderr.String(), `no creature "dragonn"`)
	assert.NoFileExists(t, bad)
}

// TestBotsCommand: `bots` plays the day's daily games by the bot and submits those that end within --limit
// actions to a server (here one in process), each verified; those still going are said and not sent; its
// flags are bounded, --server required (README "Archived fights").
func TestBotsCommand(t *testing.T) {
	_, fs, err := parseBots([]string{"--server", "http://127.0.0.1:1"}, &bytes.Buffer{})
	require.NoError(t, err)
	assert.Equal(t, 3, bounded(t, fs, func(args []string, stderr io.Writer) int { return bots(args, &bytes.Buffer{}, stderr) }))
	var stderr bytes.Buffer
	assert.Equal(t, 2, bots(nil, &bytes.Buffer{}, &stderr))
	assert.Contains(t, stderr.String(), "--server URL is required")

	day := time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)
	s, err := leaderboard.New(leaderboard.Config{DB: filepath.Join(t.TempDir(), "b.db"), Rate: 1000, Now: func() time.Time { return day }})
	require.NoError(t, err)
	defer s.Close()
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	var out bytes.Buffer
	stderr.Reset()
	// 60 actions: the games that die that soon are sent (of the daily game of 2026-12-02: three), the others not
	code := botsOn(day, []string{"--server", ts.URL, "--limit", "60"}, &out, &stderr)
	require.Equal(t, 0, code, "%s%s", out.String(), stderr.String())
	t.Log(out.String())
	var verified, unfinished int
	_, err = fmt.Sscanf(out.String()[strings.LastIndex(strings.TrimSpace(out.String()), "\n")+1:], "%d runs verified, 0 refused, %d not finished", &verified, &unfinished)
	require.NoError(t, err)
	assert.Equal(t, 20, verified+unfinished, "every race and background of the data")
	assert.Equal(t, 3, verified, "the human and elf duelists and the elf hedge mage die within 60 actions")
	assert.Equal(t, unfinished, strings.Count(out.String(), "not submitted"))
	assert.Equal(t, verified, strings.Count(out.String(), " verified \n"))
}
