// The browser submits a daily game to the leaderboard (issue 37, part 3; README "Submitting a daily run"):
// a daily game played in headless Chromium by keys to its death, submitted to a leaderboard server the test
// starts beside the page (one origin), its place read on the death screen.

package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game/leaderboard"
	"github.com/cleave-game/cleave/game/leaderboard/client"
)

// fighter is what the page publishes for a game played by keys: where the player is, the next cell toward
// the first foe in view, whether the stairs down are known, the screen shown and the offer to submit as the
// death screen says it.
type fighter struct {
	X, Y, Turns, Depth, HP int
	Stairs                 bool
	Toward                 *struct{ X, Y int }
	Screen, Submit, Rules  string
}

const readFighter = `window.cleaveState && cleaveState.x !== undefined ? {X: cleaveState.x, Y: cleaveState.y, Turns: cleaveState.turns,
	Depth: cleaveState.depth, HP: cleaveState.hp, Stairs: !!cleaveState.stairs, Toward: cleaveState.toward || null,
	Screen: window.cleaveUI ? cleaveUI.screen : "", Submit: cleaveState.submit || "", Rules: cleaveState.rules || ""} : {X: -1}`

// tap is a quick key press (the game plays a turn a press): held 30 ms, then 60 ms for the game to take it.
func tap(k key) chromedp.Action { return pressFor(k, 30*time.Millisecond, 60*time.Millisecond) }

// letter is the key of a lower-case letter.
func letter(c rune) key {
	up := strings.ToUpper(string(c))
	return key{string(c), "Key" + up, int64(up[0]), 0}
}

// stepKey is the key that steps from (x, y) toward (tx, ty): the vi keys, diagonals too.
func stepKey(x, y, tx, ty int) key {
	dx, dy := sign(tx-x), sign(ty-y)
	return letter(rune(map[[2]int]byte{{-1, 0}: 'h', {1, 0}: 'l', {0, -1}: 'k', {0, 1}: 'j', {-1, -1}: 'y', {1, -1}: 'u', {-1, 1}: 'b', {1, 1}: 'n', {0, 0}: 'o'}[[2]int{dx, dy}]))
}

// TestBrowserSubmitsDaily (README "Submitting a daily run"): the page of ?daily, served beside a leaderboard
// server on one origin, plays the day's game by keys (a fight with the foe in view, else down the stairs
// known, else auto-explore) to the player's death; the death screen asks before sending anything; y, a name
// typed and Enter submit it to the page's origin; the server replays and verifies it, and the death screen
// says the place: the first of one under the day's rule set. The board lists the run under the name typed.
func TestBrowserSubmitsDaily(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 9*time.Minute)
	defer cancel()
	dir := t.TempDir()
	_, err := BuildSite(ctx, dir)
	require.NoError(t, err)
	board, err := leaderboard.New(leaderboard.Config{DB: filepath.Join(t.TempDir(), "board.db")})
	require.NoError(t, err)
	defer board.Close()
	site, api := Handler(dir), board.Handler()
	var posted atomic.Int32 // the submissions posted
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/api/") {
			if r.Method == http.MethodPost {
				posted.Add(1)
			}
			api.ServeHTTP(w, r)
			return
		}
		site.ServeHTTP(w, r)
	}))
	defer srv.Close()

	actx, acancel := chromedp.NewExecAllocator(ctx, append(browserOptions(t), chromedp.WindowSize(1280, 960))...)
	defer acancel()
	tab, tcancel := chromedp.NewContext(actx, chromedp.WithLogf(t.Logf))
	defer tcancel()
	require.NoError(t, chromedp.Run(tab, chromedp.Navigate(srv.URL+"/?daily")))
	waitCanvas(t, tab)
	read := func() fighter {
		var f fighter
		require.NoError(t, chromedp.Run(tab, chromedp.Evaluate(readFighter, &f)))
		return f
	}
	for i := 0; i < 6 && read().X < 0; i++ { // the creation screen's steps, each on its first choice
		require.NoError(t, chromedp.Run(tab, press(enter)))
	}
	waitState(t, tab, "the daily game after the creation screen")

	// Played by keys to the death: a fight with the foe in view, else down the stairs known, else explore.
	var f fighter
	stuck, last := 0, -1
	for i := 0; ; i++ {
		if f = read(); f.Submit != "" || ctx.Err() != nil {
			break
		}
		if i%200 == 0 {
			t.Logf("press %d: turn %d, depth %d, %d hit points, at %d,%d, screen %s, foe %v, stairs %v", i, f.Turns, f.Depth, f.HP, f.X, f.Y, f.Screen, f.Toward != nil, f.Stairs)
			shot(t, tab, fmt.Sprintf("submit-play-%04d", i))
		}
		if f.Screen != "Play" && f.Screen != "" && f.Screen != "Death" {
			require.NoError(t, chromedp.Run(tab, tap(key{"Escape", "Escape", 27, 0}))) // a screen opened by a key: back to play
			continue
		}
		if f.Turns == last {
			stuck++
		} else {
			stuck, last = 0, f.Turns
		}
		k := letter('o')
		switch {
		case f.Toward != nil && stuck < 3: // a foe that cannot be reached (across water) is left after 3 tries
			k = stepKey(f.X, f.Y, f.Toward.X, f.Toward.Y)
		case f.Stairs && stuck%4 != 3:
			k = key{">", "Period", 190, 8}
		case stuck > 6:
			k = []key{letter('h'), letter('j'), letter('k'), letter('l'), letter('y'), letter('u'), letter('b'), letter('n')}[stuck%8]
		}
		require.NoError(t, chromedp.Run(tab, tap(k)))
	}
	require.NoError(t, ctx.Err(), "the daily game did not end in time: turn %d, depth %d", f.Turns, f.Depth)
	t.Logf("the daily game under %s ended at depth %d, turn %d", f.Rules, f.Depth, f.Turns)
	shot(t, tab, "submit-offer")
	assert.Equal(t, "Submit this daily run to the leaderboard? (y/n)", f.Submit)
	time.Sleep(time.Second) // the offer's calm (a key pressed as the death came answers nothing)
	assert.Zero(t, posted.Load(), "nothing is sent without the player's yes")

	require.NoError(t, chromedp.Run(tab, tap(letter('y'))))
	require.Contains(t, read().Submit, "The name to submit under")
	for _, c := range "tester" {
		require.NoError(t, chromedp.Run(tab, tap(letter(c))))
	}
	require.NoError(t, chromedp.Run(tab, tap(enter)))
	deadline := time.Now().Add(60 * time.Second)
	for f = read(); !strings.HasPrefix(f.Submit, "Your place today") && time.Now().Before(deadline); f = read() {
		require.NotContains(t, f.Submit, "refused", "the server refused the browser's run")
		require.NotContains(t, f.Submit, "Not submitted")
		time.Sleep(200 * time.Millisecond)
	}
	shot(t, tab, "submit-place")
	assert.Equal(t, "Your place today: 1st of 1 under "+f.Rules, f.Submit)
	assert.Equal(t, int32(1), posted.Load())

	date := time.Now().UTC().Format(time.DateOnly)
	b, err := client.Board(ctx, srv.URL, date, f.Rules)
	require.NoError(t, err)
	require.Len(t, b.Entries, 1)
	assert.Equal(t, "tester", b.Entries[0].Name)
	assert.Equal(t, f.Turns, b.Entries[0].Turns)
}
