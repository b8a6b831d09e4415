// Browser test of a game played with taps alone (issue 32's Done-when): on an emulated phone held upright, a
// fight, a look, a shot and a descent, then a pinch that zooms the map and the left-handed touch bar.

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

// tapped is what the page publishes of the game for a game played by taps (render/state_js.go, view_js.go).
type tapped struct {
	X, Y, Turns, Depth, Kills, Ammo, HP int
	PX, PY, Cell                        float64
	Stairs                              bool
	Said                                string
	Foes                                []struct{ X, Y int }
	Toward                              *struct{ X, Y int } // the next cell of a walk to the first foe
}

const readTapped = `window.cleaveState && cleaveState.x !== undefined && cleaveState.cell ? {X: cleaveState.x, Y: cleaveState.y,
	Turns: cleaveState.turns, Depth: cleaveState.depth, Kills: cleaveState.kills, Ammo: cleaveState.ammo, HP: cleaveState.hp,
	PX: cleaveState.px, PY: cleaveState.py, Cell: cleaveState.cell, Stairs: cleaveState.stairs, Said: cleaveState.said || "",
	Foes: cleaveState.foes || [], Toward: cleaveState.toward || null} : {Cell: 0}`

// barState is the touch bar as the page publishes it (window.cleaveUI.bar) and the screen shown.
type barState struct {
	Screen string
	Bar    []struct {
		Label      string
		X, Y, W, H float64
	}
}

// finger plays a game by taps on a page: it reads what the page publishes and taps cells and buttons.
type finger struct {
	t   *testing.T
	ctx context.Context
}

func (f finger) state() tapped {
	f.t.Helper()
	var s tapped
	require.NoError(f.t, chromedp.Run(f.ctx, chromedp.Evaluate(readTapped, &s)))
	return s
}

func (f finger) ui() barState {
	f.t.Helper()
	var u barState
	require.NoError(f.t, chromedp.Run(f.ctx, chromedp.Evaluate(`window.cleaveUI ? {Screen: cleaveUI.screen, Bar: cleaveUI.bar || []} : {Screen: "", Bar: []}`, &u)))
	return u
}

// settle waits until the game has stood still (its turn and place unchanged) for half a second: a walk or an
// exploration done.
func (f finger) settle() tapped {
	f.t.Helper()
	s := f.state()
	still := time.Now()
	for end := time.Now().Add(20 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		n := f.state()
		if n.Turns != s.Turns || n.X != s.X || n.Y != s.Y || n.Depth != s.Depth {
			s, still = n, time.Now()
		}
		if time.Since(still) > 500*time.Millisecond {
			return s
		}
	}
	return s
}

// cell is where the map's cell (x, y) is on the page, in CSS pixels, the game as s.
func cell(s tapped, x, y int) (float64, float64) {
	return s.PX + float64(x-s.X)*s.Cell, s.PY + float64(y-s.Y)*s.Cell
}

// tapCell taps the map's cell (x, y).
func (f finger) tapCell(x, y int) {
	f.t.Helper()
	cx, cy := cell(f.state(), x, y)
	require.NoError(f.t, chromedp.Run(f.ctx, tapAt(cx, cy)))
	time.Sleep(150 * time.Millisecond)
}

// button taps the touch bar's button labelled label.
func (f finger) button(label string) {
	f.t.Helper()
	for _, b := range f.ui().Bar {
		if b.Label == label {
			require.NoError(f.t, chromedp.Run(f.ctx, tapAt(b.X+b.W/2, b.Y+b.H/2)))
			time.Sleep(150 * time.Millisecond)
			return
		}
	}
	require.Failf(f.t, "no such button", "the touch bar has no %q: %+v", label, f.ui().Bar)
}

// tapAim taps the nearest foe in view, as it stands now, until the page aims at it, and returns where it is;
// false when no foe is in view. On a loaded machine headless Chromium may deliver the finger's lifting a
// few seconds late (its main thread busy drawing the wasm's frames), and the game, counting the ticks it was
// held, takes the tap for a long press (the look, then a description): such a tap is left by esc and made
// again, at most five times (the long press's own timing is the model's test, TestLongPressBeforeIOSCutsIt).
func (f finger) tapAim() (struct{ X, Y int }, bool) {
	f.t.Helper()
	for try := 0; try < 5; try++ {
		st := f.settle()
		if len(st.Foes) == 0 {
			return struct{ X, Y int }{}, false
		}
		at := st.Foes[0]
		f.tapCell(at.X, at.Y)
		for end := time.Now().Add(20 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
			switch f.ui().Screen {
			case "Aim":
				return at, true
			case "Look", "CreatureInfo":
				f.t.Logf("a tap taken for a long press (the page is slow): %s; esc, and again", f.ui().Screen)
				for f.ui().Screen != "Play" && time.Now().Before(end) {
					f.button("esc")
				}
				end = time.Now()
			}
		}
	}
	require.Fail(f.t, "the page never aimed", "it shows %s", f.ui().Screen)
	return struct{ X, Y int }{}, false
}

// waitScreen waits until the page shows the screen named (ui's type: "Look", "Aim", "Play").
func (f finger) waitScreen(name string) {
	f.t.Helper()
	for end := time.Now().Add(30 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		if f.ui().Screen == name {
			return
		}
		require.True(f.t, time.Now().Before(end), "the page never showed %s: it shows %s", name, f.ui().Screen)
	}
}

// longPress holds a finger on (x, y) until the page shows the look (at most 40 s, for a loaded machine: headless Chromium's software
// GL runs the game's ticks far slower than a phone's 60 a second, about 7 a second on this phone's 1170×2532
// pixels once the map is full, so the time held is the page's, logged, while the long press's 350 ms at 60
// ticks a second is ui.LongPressTicks' test), then lifts it, and returns how long it was held.
func (f finger) longPress(x, y float64) time.Duration {
	f.t.Helper()
	start := time.Now()
	require.NoError(f.t, chromedp.Run(f.ctx, input.DispatchTouchEvent(input.TouchStart, []*input.TouchPoint{{X: x, Y: y, ID: 1}})))
	for f.ui().Screen != "Look" && time.Since(start) < 40*time.Second {
		time.Sleep(20 * time.Millisecond)
	}
	held := time.Since(start)
	require.NoError(f.t, chromedp.Run(f.ctx, input.DispatchTouchEvent(input.TouchEnd, []*input.TouchPoint{})))
	f.waitScreen("Look")
	return held
}

// pinch puts two fingers d0 apart across (x, y) and moves them, in steps, to d1 apart, then lifts them.
func pinch(x, y, d0, d1 float64) chromedp.Action {
	return chromedp.ActionFunc(func(ctx context.Context) error {
		at := func(d float64) []*input.TouchPoint {
			return []*input.TouchPoint{{X: x - d/2, Y: y, ID: 1}, {X: x + d/2, Y: y, ID: 2}}
		}
		if err := input.DispatchTouchEvent(input.TouchStart, at(d0)).Do(ctx); err != nil {
			return err
		}
		for i := 1; i <= 10; i++ {
			time.Sleep(50 * time.Millisecond)
			if err := input.DispatchTouchEvent(input.TouchMove, at(d0+(d1-d0)*float64(i)/10)).Do(ctx); err != nil {
				return err
			}
		}
		time.Sleep(100 * time.Millisecond)
		return input.DispatchTouchEvent(input.TouchEnd, []*input.TouchPoint{}).Do(ctx)
	})
}

// waitBar waits for the touch bar (a page whose pointer is a finger starts with it; else a touch on the log,
// under the map, brings it) and returns the screen with it.
func (f finger) waitBar() barState {
	f.t.Helper()
	touched := false
	for end := time.Now().Add(20 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		u := f.ui()
		if len(u.Bar) > 0 {
			return u
		}
		if !touched && time.Until(end) < 15*time.Second {
			require.NoError(f.t, chromedp.Run(f.ctx, tapAt(195, 838)))
			touched = true
		}
		require.True(f.t, time.Now().Before(end), "no touch bar")
	}
}

// pinchOutAndIn pinches the map, the game as s: fingers together zoom out (cells half as big: more of the
// map), apart zoom back in; neither takes a turn.
func (f finger) pinchOutAndIn(s tapped) {
	f.t.Helper()
	require.NoError(f.t, chromedp.Run(f.ctx, pinch(195, 300, 240, 100)))
	time.Sleep(time.Second)
	out := f.settle()
	assert.Equal(f.t, s.Cell/2, out.Cell, "a pinch together zooms out")
	done := false
	shotPNG(f.t, f.ctx, "phone-pinch", &done)
	require.NoError(f.t, chromedp.Run(f.ctx, pinch(195, 300, 100, 240)))
	time.Sleep(time.Second)
	in := f.settle()
	assert.Equal(f.t, s.Cell, in.Cell, "a pinch apart zooms back in")
	assert.Equal(f.t, s.Turns, in.Turns, "a pinch takes no turn")
}

// sign is -1, 0 or 1 as n is.
func sign(n int) int {
	switch {
	case n > 0:
		return 1
	case n < 0:
		return -1
	}
	return 0
}

// TestBrowserPlayedByTaps (issue 32, Done-when: "a fight, a look, a shot and a descent are played start to
// finish with taps alone in the browser test"): an iPhone 12 (390×844, pixel ratio 3, touch emulation), the elf
// archer of seed 1, no key pressed. Taps on the bar's "auto" explore; the first foe met is walked to by taps on
// the cells toward it and fought by taps on it until it dies (a kill counted); a long press (a finger held
// until the look opens: ui.LongPressTicks, 350 ms at a phone's 60 ticks a second) opens the look, esc leaves it; a later foe is shot (a tap aims, a tap on it again looses: an
// arrow gone); once the stairs down are known, ">" travels there and ">" again goes down (level 2). Then a
// pinch together zooms the map out (smaller cells) and apart back in, and the left-handed setting lays the
// bar's first button at the left edge.
func TestBrowserPlayedByTaps(t *testing.T) {
	begin := time.Now()
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	_, err := BuildSite(ctx, dir)
	require.NoError(t, err)
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	actx, acancel := chromedp.NewExecAllocator(ctx, browserOptions(t)...)
	defer acancel()
	tab, tcancel := chromedp.NewContext(actx, chromedp.WithLogf(t.Logf))
	defer tcancel()
	require.NoError(t, chromedp.Run(tab, chromedp.Emulate(device.IPhone12),
		chromedp.Navigate(srv.URL+"/?seed=1&race=elf&background=archer")))
	f := finger{t, tab}
	waitState(t, tab, "the archer of seed 1")
	for end := time.Now().Add(30 * time.Second); f.state().Cell == 0; time.Sleep(200 * time.Millisecond) {
		require.True(t, time.Now().Before(end), "the page never said where the player is")
	}
	f.waitBar()
	built := time.Now()
	start := f.settle()
	require.Positive(t, start.Ammo, "the archer wears arrows")

	fought, looked, fired, pinched := false, false, false, false
	for i := 0; i < 150 && f.state().Depth == 1; i++ {
		s := f.settle()
		require.Positive(t, s.HP, "the archer lives")
		if len(s.Foes) == 0 {
			if fought && fired && s.Stairs {
				if !pinched {
					f.pinchOutAndIn(s)
					pinched = true
				}
				f.button(">") // travel to the stairs, and on them go down
			} else {
				f.button("auto")
			}
			continue
		}
		foe := s.Foes[0]
		dx, dy := foe.X-s.X, foe.Y-s.Y
		switch {
		case max(abs(dx), abs(dy)) == 1: // next to the player: a blow
			f.tapCell(foe.X, foe.Y)
			if n := f.settle(); n.Kills > s.Kills && !fired {
				fought = true
				t.Logf("the fight: %q (turn %d)", n.Said, n.Turns)
			}
		case !fought || fired: // walk to it: a tap on the next cell of the way (the straight line may run into a wall)
			if s.Toward != nil {
				f.tapCell(s.Toward.X, s.Toward.Y)
			} else {
				f.tapCell(s.X+sign(dx), s.Y+sign(dy))
			}
		default: // a shot (one): a tap aims, a tap on the foe again looses
			at, ok := f.tapAim()
			if !ok {
				continue // the foe went out of sight meanwhile
			}
			shotPNG(t, tab, "phone-taps-shot", &fired)
			f.tapCell(at.X, at.Y)
			f.waitScreen("Play")
			n := f.settle()
			assert.Equal(t, s.Ammo-1, n.Ammo, "one arrow loosed")
			t.Logf("the shot: %q", n.Said)
			fired = true
		}
		if fought && !looked { // a long press on the player's cell: the look
			n := f.settle()
			held := f.longPress(n.PX, n.PY)
			t.Logf("the look: a finger held %s on the player's cell", held.Round(10*time.Millisecond))
			once := false
			shotPNG(t, tab, "phone-taps-look", &once)
			f.button("esc")
			f.waitScreen("Play")
			looked = true
		}
	}
	end := f.settle()
	assert.True(t, fought, "a foe was fought to its death")
	assert.True(t, looked, "a long press looked")
	assert.True(t, fired, "an arrow was shot")
	assert.Equal(t, 2, end.Depth, "the archer went down the stairs: %q", end.Said)
	t.Logf("played by taps in %s (the page built and started in %s)", time.Since(built).Round(time.Second), built.Sub(begin).Round(time.Second))

	assert.True(t, pinched, "a pinch zoomed the map")

	// the left-handed touch bar: the setting (the settings screen's row) lays its first button at the left edge
	right := f.ui().Bar[0]
	assert.Greater(t, right.X, 195.0, "by default the bar starts at the right edge, under a right thumb")
	require.NoError(t, chromedp.Run(tab, chromedp.Evaluate(`localStorage.setItem("cleave.settings", "left_handed = true\n")`, nil),
		chromedp.Reload()))
	waitState(t, tab, "the game again, left-handed")
	left := f.waitBar()
	assert.Equal(t, right.Label, left.Bar[0].Label)
	assert.Less(t, left.Bar[0].X, 10.0, "left-handed: the first button at the left edge")
	assert.InDelta(t, 390-right.X-right.W, left.Bar[0].X, 1, "the mirror image")
	assert.Equal(t, "Play", left.Screen)
	f.settle()
	done := false
	shotPNG(t, tab, "phone-lefthanded", &done)
}

// shotPNG writes the page's screenshot name.png once (done: already written).
func shotPNG(t *testing.T, ctx context.Context, name string, done *bool) {
	if *done {
		return
	}
	shot(t, ctx, name)
}

// abs is |n|.
func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
