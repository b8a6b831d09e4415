// Browser test of touch: on an emulated phone held upright, a tap beside the player walks there.

package main

import (
	"context"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/device"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat/ruleset/registry"
)

// view is where the page says the player's cell is (render's publishView), in CSS pixels.
type view struct{ PX, PY, Cell float64 }

// tapAt sends a touch tap at (x, y) CSS pixels: touchStart, a moment, touchEnd.
func tapAt(x, y float64) chromedp.Action {
	return chromedp.ActionFunc(func(ctx context.Context) error {
		pt := []*input.TouchPoint{{X: x, Y: y, ID: 1}}
		if err := input.DispatchTouchEvent(input.TouchStart, pt).Do(ctx); err != nil {
			return err
		}
		time.Sleep(80 * time.Millisecond)
		return input.DispatchTouchEvent(input.TouchEnd, []*input.TouchPoint{}).Do(ctx)
	})
}

// uiState is what the page publishes of the screen shown (render/view_js.go's publishTaps: window.cleaveUI).
type uiState struct {
	Screen, Page string
	Step         int
	Taps         []struct {
		Key        string
		X, Y, W, H float64
	}
}

// waitUI waits until the screen the page shows is as ok wants, and returns it.
func waitUI(t *testing.T, ctx context.Context, what string, ok func(uiState) bool) uiState {
	t.Helper()
	var u uiState
	for end := time.Now().Add(30 * time.Second); ; time.Sleep(150 * time.Millisecond) {
		require.NoError(t, chromedp.Run(ctx, chromedp.Evaluate(`window.cleaveUI || {Screen: "", Taps: []}`, &u)))
		if ok(u) {
			return u
		}
		require.True(t, time.Now().Before(end), "the page never showed %s: it shows %+v", what, u)
	}
}

// tapKey taps, with a finger, the middle of the place to tap of screen u that types key.
func tapKey(t *testing.T, ctx context.Context, u uiState, key string) {
	t.Helper()
	for _, h := range u.Taps {
		if h.Key == key {
			require.NoError(t, chromedp.Run(ctx, tapAt(h.X+h.W/2, h.Y+h.H/2)))
			return
		}
	}
	require.Failf(t, "no place to tap", "the %s screen has no place to tap for %q: %+v", u.Screen, key, u.Taps)
}

// TestBrowserTouch: an iPhone 12 (390×844 CSS pixels, a pixel ratio of 3, touch): on the creation screen a
// finger (CDP Input.dispatchTouchEvent) picks a rule set other than the default by a tap on its row, opens
// its page by a tap on the page's line (issue 31), and takes it, a race and a background, each by a tap on its
// row chosen; the game then plays under that rule set. It lays out upright with the touch bar, and a tap on a
// cell next to the player walks there.
func TestBrowserTouch(t *testing.T) {
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	_, err := BuildSite(ctx, dir)
	require.NoError(t, err)
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	opts := browserOptions(t)
	actx, acancel := chromedp.NewExecAllocator(ctx, opts...)
	defer acancel()
	tab, tcancel := chromedp.NewContext(actx, chromedp.WithLogf(t.Logf))
	defer tcancel()
	require.NoError(t, chromedp.Run(tab, chromedp.Emulate(device.IPhone12), chromedp.Navigate(srv.URL+"/")))
	names := registry.List().Names()
	pick := len(names) - 1 // the last rule set: not the default (the first, with no settings)
	letter := string(rune('a' + pick))
	creation := func(step int) func(uiState) bool {
		return func(u uiState) bool { return u.Screen == "Creation" && u.Step == step && len(u.Taps) > 0 }
	}
	u := waitUI(t, tab, "the creation screen's rule sets", creation(0))
	tapKey(t, tab, u, letter) // a tap on a row not chosen chooses it
	time.Sleep(500 * time.Millisecond)
	u = waitUI(t, tab, "the rule sets after a tap", creation(0)) // the first touch brings the touch bar: a new layout
	shot(t, tab, "phone-rules")
	tapKey(t, tab, u, "?")
	u = waitUI(t, tab, "the page of "+names[pick], func(u uiState) bool { return u.Screen == "RulesPage" })
	assert.Equal(t, names[pick], u.Page, "the page tapped open is not the rule set tapped")
	shot(t, tab, "phone-page")
	// a tap on the page scrolls it, and at its end goes back
	for i := 0; i < 40 && u.Screen == "RulesPage"; i++ {
		require.NoError(t, chromedp.Run(tab, tapAt(195, 300)))
		time.Sleep(300 * time.Millisecond)
		require.NoError(t, chromedp.Run(tab, chromedp.Evaluate(`window.cleaveUI`, &u)))
	}
	u = waitUI(t, tab, "the rule sets again, after the page", creation(0))
	tapKey(t, tab, u, letter) // the row chosen: a tap takes it
	u = waitUI(t, tab, "the races", creation(1))
	tapKey(t, tab, u, "a")
	u = waitUI(t, tab, "the backgrounds", creation(2))
	tapKey(t, tab, u, "a")
	u = waitUI(t, tab, "the kinds of run", creation(3)) // issue 33: the whole dungeon first
	tapKey(t, tab, u, "a")
	start := waitState(t, tab, "on the phone")
	var rules, all string
	for end := time.Now().Add(10 * time.Second); rules == "" && time.Now().Before(end); time.Sleep(200 * time.Millisecond) {
		require.NoError(t, chromedp.Run(tab, chromedp.Evaluate(`(window.cleaveState && cleaveState.rules) || ""`, &rules),
			chromedp.Evaluate(`JSON.stringify(window.cleaveState)`, &all)))
	}
	assert.Equal(t, names[pick], rules, "the game does not play under the rule set tapped: the page says %s", all)
	var v view
	deadline := time.Now().Add(30 * time.Second)
	for v.Cell == 0 {
		require.NoError(t, chromedp.Run(tab, chromedp.Evaluate(`({PX: cleaveState.px || 0, PY: cleaveState.py || 0, Cell: cleaveState.cell || 0})`, &v)))
		require.True(t, time.Now().Before(deadline), "the page never said where the player is")
		time.Sleep(200 * time.Millisecond)
	}
	t.Logf("the player's cell at %.0f,%.0f, %.0f CSS pixels a cell", v.PX, v.PY, v.Cell)
	assert.GreaterOrEqual(t, v.Cell, 32.0, "cells a finger can tap: doubled on a phone")
	moved := false
	for _, d := range [][2]float64{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}} {
		require.NoError(t, chromedp.Run(tab, tapAt(v.PX+d[0]*v.Cell, v.PY+d[1]*v.Cell)))
		st := start
		for end := time.Now().Add(3 * time.Second); time.Now().Before(end) && st == start; time.Sleep(100 * time.Millisecond) {
			st = current(t, tab) // a slow page (software GL) may take a while to play the tap
		}
		t.Logf("tap %v: the player at %d,%d (from %d,%d)", d, st.X, st.Y, start.X, start.Y)
		if st.X != start.X || st.Y != start.Y {
			time.Sleep(time.Second)
			st = current(t, tab)
			assert.Equal(t, start.X+int(d[0]), st.X, "one step, to the cell tapped")
			assert.Equal(t, start.Y+int(d[1]), st.Y)
			moved = true
			break
		}
	}
	require.True(t, moved, "no tap next to the player walked it from %d,%d", start.X, start.Y)
	shot(t, tab, "phone")
}
