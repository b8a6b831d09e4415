// Browser test of replays: a daily game is recorded in localStorage as it is played, and a replay given to
// the page (?replay=file) plays back to where the game stood.

package main

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBrowserReplay(t *testing.T) {
	tab, site := siteTab(t)

	require.NoError(t, chromedp.Run(tab, chromedp.Navigate(site+"/?daily")))
	waitCanvas(t, tab)
	require.NoError(t, chromedp.Run(tab, press(enter), press(enter), press(enter), press(enter))) // the creation screen: rule set, race, background, kind of run
	waitState(t, tab, "the daily game")
	moveOnce(t, tab)
	moveOnce(t, tab)
	played, _ := moveOnce(t, tab)
	var rec string
	require.NoError(t, chromedp.Run(tab, chromedp.Evaluate(`localStorage.getItem("cleave.replay.daily") || ""`, &rec)))
	require.True(t, strings.HasPrefix(rec, "cleave-replay 1 "), "the daily game is recorded as it goes: %q", rec)
	assert.Contains(t, rec, "daily="+time.Now().UTC().Format("2006-01-02"))
	assert.Empty(t, saved(t, tab), "a daily game is not saved")

	// the recording given to the page as a file plays back (e: to its end) to where the game stood
	require.NoError(t, chromedp.Run(tab, chromedp.Evaluate(`localStorage.setItem("cleave.replay.file", localStorage.getItem("cleave.replay.daily"))`, nil),
		chromedp.Navigate(site+"/?replay=file")))
	start := waitState(t, tab, "the replay")
	assert.Equal(t, 0, start.Turns, "a replay starts at the start")
	require.NoError(t, chromedp.Run(tab, press(key{"e", "KeyE", 69, 0})))
	deadline := time.Now().Add(30 * time.Second)
	for st := current(t, tab); st.Turns != played.Turns; st = current(t, tab) {
		require.True(t, time.Now().Before(deadline), "the replay did not play to turn %d (at %d)", played.Turns, st.Turns)
		time.Sleep(200 * time.Millisecond)
	}
	end := current(t, tab)
	assert.Equal(t, played, end, "the replay ends where the game stood")
	shot(t, tab, "replay")
}
