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
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/device"
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
	t.Cleanup(func() { _ = board.Close() })
	mux := http.NewServeMux()
	mux.Handle("/api/", board.Handler())
	mux.Handle("/runs/", board.Handler())
	mux.Handle("/", Handler(dir))
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)

	tab := browserTab(t, ctx, 1280, 960)
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

	// a phone (an emulated iPhone 12, a browser of its own: no name kept) plays the same day's game and
	// gives it up and submits it by taps alone: the touch bar's menu, its last row, y; the offer's yes; the name
	// asked by the page's prompt (the phone's own keyboard), answered "Bo"
	pctx, pacancel := chromedp.NewExecAllocator(ctx, browserOptions(t)...)
	defer pacancel()
	ptab, pcancel := chromedp.NewContext(pctx, chromedp.WithLogf(t.Logf))
	defer pcancel()
	log.listen(ptab)
	var asked atomic.Value // the prompt's question
	chromedp.ListenTarget(ptab, func(ev any) {
		if d, ok := ev.(*page.EventJavascriptDialogOpening); ok && d.Type == page.DialogTypePrompt {
			asked.Store(d.Message)
			go func() { _ = chromedp.Run(ptab, page.HandleJavaScriptDialog(true).WithPromptText("Bo")) }()
		}
	})
	require.NoError(t, chromedp.Run(ptab, chromedp.Emulate(device.IPhone12), chromedp.Navigate(srv.URL+"/?daily")))
	waitCanvas(t, ptab)
	require.NoError(t, chromedp.Run(ptab, press(enter), press(enter), press(enter), press(enter)))
	waitState(t, ptab, "the daily game on the phone")
	f := finger{t, ptab}
	f.waitBar()
	f.button("menu")
	u := waitUI(t, ptab, "the menu", func(u uiState) bool { return u.Screen == "Menu" })
	tapKey(t, ptab, u, "\ue507") // the menu's last row (ui.menuRowKey(7)): give up
	u = waitUI(t, ptab, "the question", func(u uiState) bool { return u.Screen == "GiveUp" })
	tapKey(t, ptab, u, "y")
	u = waitUI(t, ptab, "the death screen", func(u uiState) bool { return u.Screen == "Death" })
	waitFor(t, ptab, `cleaveState.submit === "Submit this daily run to the leaderboard? (y/n)"`, "the offer on the phone")
	for try := 0; try < 4 && asked.Load() == nil; try++ { // the offer's first half second takes no answer
		u = waitUI(t, ptab, "the offer's yes", func(u uiState) bool { return u.Screen == "Death" && len(u.Taps) > 0 })
		tapKey(t, ptab, u, "y")
		for end := time.Now().Add(4 * time.Second); time.Now().Before(end) && asked.Load() == nil; time.Sleep(200 * time.Millisecond) {
		}
	}
	require.NotNil(t, asked.Load(), "a tap on yes asks the name by the page's prompt")
	assert.Contains(t, asked.Load(), "The name to submit this daily run under")
	waitFor(t, ptab, `cleaveState.submit.startsWith("Your place today")`, "the place on the phone")
	var onPhone string
	evaluate(t, ptab, `cleaveState.submit`, &onPhone)
	shot(t, ptab, "submitted-phone")
	assert.Regexp(t, regexp.MustCompile(`^Your place today: (1st|2nd) of 2 under `+rules+`$`), onPhone)

	// the server's view: the runs verified by their replays, given up, under the names typed and asked
	resp, err := http.Get(srv.URL + "/api/daily?rules=" + rules)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	var b leaderboard.Board
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&b))
	require.Len(t, b.Entries, 2, "%+v", b)
	byName := map[string]leaderboard.Entry{}
	for _, e := range b.Entries {
		byName[e.Name] = e
		assert.Equal(t, leaderboard.OutcomeQuit, e.Outcome, "a run given up stands as quit")
		assert.Regexp(t, regexp.MustCompile(`^[0-9a-f]+$`), e.ID)
	}
	require.Contains(t, byName, "Ada")
	require.Contains(t, byName, "Bo")
	assert.Equal(t, played.Turns, byName["Ada"].Turns)
	assert.Equal(t, 0, byName["Bo"].Turns, "given up before a step")
	assert.Equal(t, "Your place today: "+[]string{"", "1st", "2nd"}[byName["Bo"].Place]+" of 2 under "+rules, onPhone, "Bo's place, as the board has it")
	assert.Empty(t, log.all(), "no error in the page")
	t.Logf("from the page's load to the phone's place read: %s", time.Since(began).Round(time.Second))
}
