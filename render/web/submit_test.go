// Browser test of a daily run submitted to the leaderboard (issue 37, "Done when": the browser test plays a
// daily game in headless Chromium, submits it to a server started by the test, and reads its place on the
// death screen). The test's one server is the page's origin: it serves the page and the leaderboard's API
// (a SQLite file in a temporary directory, in this process), so the page posts to it as it posts to the
// server that served it. The game is played by real key presses: a few steps, # and y to give the run up
// (README "Giving up"), y to the offer, a name typed, Enter; the place is read from the page
// (window.cleaveState.submit, the death screen's words) and from the server's API.

package main

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game/leaderboard"
)

var (
	hash   = key{"#", "Digit3", 51, 8}
	plainY = key{"y", "KeyY", 89, 0}
)

// letter is the key press that types c, a letter (a capital with Shift).
func letter(c rune) key {
	up := strings.ToUpper(string(c))
	k := key{string(c), "Key" + up, int64(up[0]), 0}
	if string(c) == up {
		k.mods = 8
	}
	return k
}

func TestBrowserSubmit(t *testing.T) {
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 6*time.Minute)
	defer cancel()
	_, err := BuildSite(ctx, dir)
	require.NoError(t, err)
	board, err := leaderboard.New(leaderboard.Config{DB: filepath.Join(t.TempDir(), "board.db")})
	require.NoError(t, err)
	defer board.Close()
	mux := http.NewServeMux()
	mux.Handle("/api/", board.Handler())
	mux.Handle("/runs/", board.Handler())
	mux.Handle("/", Handler(dir))
	srv := httptest.NewServer(mux)
	defer srv.Close()

	actx, acancel := chromedp.NewExecAllocator(ctx, append(browserOptions(t), chromedp.WindowSize(1280, 960))...)
	defer acancel()
	tab, tcancel := chromedp.NewContext(actx, chromedp.WithLogf(t.Logf))
	defer tcancel()
	var log console
	log.listen(tab)
	began := time.Now()

	require.NoError(t, chromedp.Run(tab, chromedp.Navigate(srv.URL+"/?daily")))
	waitCanvas(t, tab)
	require.NoError(t, chromedp.Run(tab, press(enter), press(enter), press(enter), press(enter))) // the creation screen: rule set, race, background, kind of run
	waitState(t, tab, "the daily game")
	moveOnce(t, tab)
	played, _ := moveOnce(t, tab)
	require.Positive(t, played.Turns)

	// # asks (the question names what is lost), y gives up: the death screen, and its offer
	pressUntil(t, tab, hash, `!!window.cleaveUI && cleaveUI.screen === "GiveUp"`)
	shot(t, tab, "giveup-question")
	pressUntil(t, tab, plainY, `cleaveUI.screen === "Death"`)
	waitFor(t, tab, `cleaveState.said === "You give up."`, "the log's last word")
	waitFor(t, tab, `cleaveState.submit === "Submit this daily run to the leaderboard? (y/n)"`, "the offer to submit")
	assert.Equal(t, played.Turns, current(t, tab).Turns, "giving up takes no turn")
	// y (after the offer's calm), the name, Enter
	pressUntil(t, tab, plainY, `cleaveState.submit.startsWith("The name to submit under")`)
	for _, c := range "Ada" {
		require.NoError(t, chromedp.Run(tab, press(letter(c))))
	}
	waitFor(t, tab, `cleaveState.submit.endsWith("> Ada_")`, "the name typed")
	pressUntil(t, tab, enter, `!cleaveState.submit.startsWith("The name to submit under")`)
	waitFor(t, tab, `cleaveState.submit.startsWith("Your place today")`, "the place")
	var said string
	evaluate(t, tab, `cleaveState.submit`, &said)
	shot(t, tab, "submitted")
	var rules string
	evaluate(t, tab, `cleaveState.rules`, &rules)
	assert.Equal(t, "Your place today: 1st of 1 under "+rules, said, "the place on the death screen")

	// the server's view: the run verified by its replay, given up, first of one, under the name typed
	resp, err := http.Get(srv.URL + "/api/daily?rules=" + rules)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	var b leaderboard.Board
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&b))
	require.Len(t, b.Entries, 1, "%+v", b)
	e := b.Entries[0]
	assert.Equal(t, "Ada", e.Name)
	assert.Equal(t, 1, e.Place)
	assert.Equal(t, leaderboard.OutcomeQuit, e.Outcome, "a run given up stands as quit")
	assert.Equal(t, played.Turns, e.Turns)
	assert.Regexp(t, regexp.MustCompile(`^[0-9a-f]+$`), e.ID)
	assert.Empty(t, log.all(), "no error in the page")
	t.Logf("from the page's load to the place read: %s", time.Since(began).Round(time.Second))
}
