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

// TestBrowserTouch: an iPhone 12 (390×844 CSS pixels, a pixel ratio of 3, touch): the game lays out upright
// with the touch bar once touched, and a tap on a cell next to the player (CDP Input.dispatchTouchEvent)
// walks there.
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
	require.NoError(t, chromedp.Run(tab, chromedp.Emulate(device.IPhone12), chromedp.Navigate(srv.URL+"/?seed=3")))
	start := waitState(t, tab, "on the phone")
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
