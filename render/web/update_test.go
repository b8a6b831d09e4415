// Browser test of a game that lives through updates: IndexedDB holds the save; a page killed while it saves
// leaves a save that loads; the settings screen says whether the browser keeps the saves for good; a newer
// build served after the game was saved asks the player when to load it, and goes on with the game with no
// turn lost; the replay recorded under the older build still plays, and says it was another build's; a save
// of localStorage (the builds before) moves to IndexedDB at the first start; and where the page has no
// IndexedDB, localStorage keeps the game.

package main

import (
	"context"
	"encoding/base64"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// olderBuild and newerBuild are the test's two builds, the first served, then the second. The second is
// another build by name (the game and its replays name the build), and of the next version of the save:
// built with the tag cleave_nextsave (game/save/saved_next.go), its payload's layout changed and a step of
// migration to it, so that the game saved by the first build goes on in the second through the migration.
var (
	olderBuild = BuildOptions{Build: "test-older"}
	newerBuild = BuildOptions{Build: "test-newer", Tags: []string{"cleave_nextsave"}}
)

// layoutOfSave is the layout in the header of a save in base64 (after "CLEAVE" and the format's two bytes).
func layoutOfSave(t *testing.T, b64 string) string {
	t.Helper()
	raw, err := base64.StdEncoding.DecodeString(b64)
	require.NoError(t, err)
	require.Greater(t, len(raw), 16, "a save's header")
	return fmt.Sprintf("%x", raw[8:16])
}

// evaluate runs js in the page into out, waiting for the promise it gives.
func evaluate(t *testing.T, ctx context.Context, js string, out any) {
	t.Helper()
	require.NoError(t, chromedp.Run(ctx, chromedp.Evaluate(js, out, awaitPromise)), js)
}

// waitFor waits until js, evaluated in the page, is true.
func waitFor(t *testing.T, ctx context.Context, js, what string) {
	t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	for {
		var ok bool
		if err := chromedp.Run(ctx, chromedp.Evaluate(js, &ok, awaitPromise)); err == nil && ok {
			return
		}
		if time.Now().After(deadline) {
			var page string
			_ = chromedp.Run(ctx, chromedp.Evaluate(pageDiagnosis, &page))
			require.FailNow(t, "waited in vain: "+what, "the page: %s", page)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// pressUntil presses k until js, evaluated in the page, is true: three presses at most, five seconds apart.
// A press is a key down for 100 ms and up: on a machine loaded enough that the page draws fewer than ten
// frames a second (CI's browser test under a load of 15), both can come between two of the game's ticks,
// and the game never sees the key; a player's finger on a machine that slow would press again.
func pressUntil(t *testing.T, ctx context.Context, k key, js string) {
	t.Helper()
	for try := 0; try < 3; try++ {
		require.NoError(t, chromedp.Run(ctx, press(k)))
		for end := time.Now().Add(5 * time.Second); time.Now().Before(end); time.Sleep(200 * time.Millisecond) {
			var ok bool
			if err := chromedp.Run(ctx, chromedp.Evaluate(js, &ok, awaitPromise)); err == nil && ok {
				return
			}
		}
		t.Logf("the key was not taken after %d presses: pressed again", try+1)
	}
}

// pageDiagnosis is what the page says of its game and its updates when a wait was in vain.
const pageDiagnosis = `JSON.stringify({state: window.cleaveState, update: window.cleaveUpdate,
  registered: typeof swReg !== "undefined" && !!swReg, waiting: typeof swReg !== "undefined" && !!(swReg && swReg.waiting),
  installing: typeof swReg !== "undefined" && !!(swReg && swReg.installing), controller: !!navigator.serviceWorker.controller})`

// quietGame creates a character in a page of site url with no game saved, and returns the state of the game
// begun: one with no foe in view at its start (the question of a new version waits for such a moment; a
// game with one is left for another dungeon).
func quietGame(t *testing.T, tab context.Context, url string) state {
	t.Helper()
	for try := 0; ; try++ {
		require.NoError(t, chromedp.Run(tab, chromedp.Navigate(url+"/")))
		waitCanvas(t, tab)
		require.NoError(t, chromedp.Run(tab, press(enter), press(enter), press(enter), press(enter))) // the creation screen: rule set, race, background, kind of run
		st := waitState(t, tab, "after the creation screen")
		var foe bool
		evaluate(t, tab, `cleaveState.foe`, &foe)
		if !foe {
			return st
		}
		require.Less(t, try, 8, "every dungeon began with a foe in view")
		forget(t, tab, url)
	}
}

// forget deletes the game saved in the pages of site url.
func forget(t *testing.T, tab context.Context, url string) {
	t.Helper()
	// from a page where no game runs (a game saves itself on the way out), the game forgotten
	require.NoError(t, chromedp.Run(tab, chromedp.Navigate(url+"/?seed=x")))
	evaluate(t, tab, `cleaveSaves.del("cleave.save")`, nil)
}

// saveTimes plays n moves and returns how long each save took, as the page says (cleaveState.saveMs).
func saveTimes(t *testing.T, tab context.Context, n int) []float64 {
	t.Helper()
	var ms []float64
	for range n {
		st, back := moveOnce(t, tab)
		ms = append(ms, st.SaveMs)
		require.NoError(t, chromedp.Run(tab, press(back)))
		ms = append(ms, current(t, tab).SaveMs)
	}
	slices.Sort(ms)
	return ms
}

func TestBrowserUpdate(t *testing.T) {
	began := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	older, newer := t.TempDir(), t.TempDir()
	siteA, err := BuildSiteWith(ctx, older, olderBuild)
	require.NoError(t, err)
	siteB, err := BuildSiteWith(ctx, newer, newerBuild)
	require.NoError(t, err)
	require.NotEqual(t, siteA.Version, siteB.Version, "two builds, two versions")
	var serving atomic.Value // the site served now
	serving.Store(Handler(older))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { serving.Load().(http.Handler).ServeHTTP(w, r) }))
	defer srv.Close()

	actx, acancel := chromedp.NewExecAllocator(ctx, append(browserOptions(t), chromedp.WindowSize(1280, 960))...)
	defer acancel()
	// the browser, its first tab left blank (closing it would close the browser); the pages in tabs of their own
	browserCtx, bcancel := chromedp.NewContext(actx, chromedp.WithLogf(t.Logf))
	defer bcancel()
	require.NoError(t, chromedp.Run(browserCtx, chromedp.Navigate("about:blank")))
	tab, tcancel := chromedp.NewContext(browserCtx)
	defer func() { tcancel() }()
	var log console
	log.listen(tab)

	var idbMs []float64
	t.Run("IndexedDB holds the save", func(t *testing.T) {
		quietGame(t, tab, srv.URL)
		var build, where string
		evaluate(t, tab, `cleaveState.build`, &build)
		assert.Equal(t, "test-older", build, "the older build plays")
		before := saved(t, tab)
		moveOnce(t, tab)
		after := saved(t, tab)
		require.NotEmpty(t, after, "IndexedDB holds the save")
		assert.NotEqual(t, before, after, "a turn was saved")
		raw, err := base64.StdEncoding.DecodeString(after)
		require.NoError(t, err)
		assert.True(t, strings.HasPrefix(string(raw), "CLEAVE"), "the save's bytes, as a file: %q", raw[:min(len(raw), 8)])
		var inLocal bool
		evaluate(t, tab, `localStorage.getItem("cleave.save") !== null`, &inLocal)
		assert.False(t, inLocal, "no save in localStorage")
		evaluate(t, tab, `cleaveState.saves`, &where)
		assert.Equal(t, "IndexedDB", where)
		idbMs = saveTimes(t, tab, 4)
		t.Logf("a save in IndexedDB took %.1f to %.1f ms (median %.1f; encoding and base64 included), %d bytes",
			idbMs[0], idbMs[len(idbMs)-1], idbMs[len(idbMs)/2], current(t, tab).SaveBytes)
	})

	t.Run("the settings screen says whether the browser keeps the saves", func(t *testing.T) {
		var persist, storage string
		var persisted bool
		evaluate(t, tab, `navigator.storage.persisted()`, &persisted)
		evaluate(t, tab, `cleaveState.persist`, &persist)
		evaluate(t, tab, `cleaveState.storage`, &storage)
		require.Contains(t, []string{"granted", "denied"}, persist, "asked at the first save, answered")
		assert.Equal(t, persisted, persist == "granted", "the game says what the browser answered")
		if persisted {
			assert.Contains(t, storage, "kept for good: the browser granted persistent storage")
		} else {
			assert.Contains(t, storage, "The browser did not grant persistent storage")
		}
		assert.Contains(t, storage, "Saves: in this browser (IndexedDB)")
		t.Logf("the browser's answer: %s; the settings screen: %q", persist, storage)
		require.NoError(t, chromedp.Run(tab, press(key{"O", "KeyO", 79, 8})))
		time.Sleep(500 * time.Millisecond)
		shot(t, tab, "settings-storage")
		require.NoError(t, chromedp.Run(tab, press(key{"Escape", "Escape", 27, 0})))
	})

	t.Run("a page killed while it saves leaves a save that loads", func(t *testing.T) {
		for round := range 3 {
			// the game plays in a tab of its own, which saves in a loop (the page's own save, as when it is
			// hidden, twenty times a task) while the player walks; the tab is killed in the middle
			tcancel()
			crashTab, ccancel := chromedp.NewContext(browserCtx)
			require.NoError(t, chromedp.Run(crashTab, chromedp.Navigate(srv.URL+"/")))
			start := waitState(t, crashTab, "the game resumed")
			evaluate(t, crashTab, `setInterval(() => { for (let i = 0; i < 20; i++) cleaveSaveNow(); }, 0), true`, nil)
			moved, _ := moveOnce(t, crashTab)
			time.Sleep(time.Duration(50+100*round) * time.Millisecond)
			crash, stop := context.WithTimeout(crashTab, 2*time.Second)
			_ = chromedp.Run(crash, page.Crash()) // the renderer dies: no answer comes
			stop()
			ccancel()

			tab, tcancel = chromedp.NewContext(browserCtx)
			require.NoError(t, chromedp.Run(tab, chromedp.Navigate(srv.URL+"/")))
			back := waitState(t, tab, "after the crash")
			var keys []string
			evaluate(t, tab, `cleaveSaves.keys()`, &keys)
			t.Logf("round %d: from turn %d, moved to turn %d, killed; the next page resumed turn %d; IndexedDB holds %q", round, start.Turns, moved.Turns, back.Turns, keys)
			assert.GreaterOrEqual(t, back.Turns, moved.Turns, "the turn saved before the kill is there")
			for _, k := range keys {
				assert.False(t, strings.HasPrefix(k, "cleave.save.bad-"), "the save was damaged and set aside: %s", k)
			}
		}
		log.listen(tab)
	})

	var played state
	t.Run("a newer build asks, and goes on with the game", func(t *testing.T) {
		moveOnce(t, tab)
		// The question waits for a moment with no foe in view (render/ui's TestUpdateWaitsForAQuietMoment), and
		// the test has no way to fight one off: a foe come into view in the turns above, a new quiet game.
		for try := 0; ; try++ {
			var foe bool
			evaluate(t, tab, `cleaveState.foe`, &foe)
			if !foe {
				break
			}
			require.Less(t, try, 5, "a foe in view in every game")
			t.Log("a foe came into view: the update is tried in a new game")
			forget(t, tab, srv.URL)
			quietGame(t, tab, srv.URL)
			moveOnce(t, tab)
		}
		serving.Store(Handler(newer)) // the newer build is published
		evaluate(t, tab, `cleaveCheckUpdate().then(() => true)`, nil)
		waitFor(t, tab, `cleaveState.update === "asked"`, "the game asks when to load the new version")
		time.Sleep(300 * time.Millisecond)
		shot(t, tab, "update-question")
		before := current(t, tab)
		// the question holds the keys: a move is no move
		require.NoError(t, chromedp.Run(tab, press(arrows[0])))
		assert.Equal(t, before, current(t, tab), "a key other than the answers played behind the question")
		olderLayout := layoutOfSave(t, saved(t, tab))
		pressUntil(t, tab, enter, `!window.cleaveState || cleaveState.update !== "asked"`) // now
		waitFor(t, tab, `!!window.cleaveState && cleaveState.build === "test-newer" && cleaveState.x >= 0`, "the newer build plays")
		after := waitState(t, tab, "in the newer build")
		assert.Equal(t, [4]int{before.X, before.Y, before.Turns, before.Depth}, [4]int{after.X, after.Y, after.Turns, after.Depth},
			"the newer build goes on where the older was, through the migration: no turn lost")
		var said string
		evaluate(t, tab, `cleaveState.said`, &said)
		assert.Equal(t, "Cleave was updated while you played: your game goes on in the new version.", said, "the log says the game was updated")
		var cachesLeft []string
		evaluate(t, tab, `caches.keys()`, &cachesLeft)
		assert.Equal(t, []string{"cleave-" + siteB.Version}, cachesLeft, "the newer build's worker took over, the older's files gone")
		var update string
		evaluate(t, tab, `window.cleaveUpdate`, &update)
		assert.Empty(t, update, "the newer build waits for no other")
		played, _ = moveOnce(t, tab)
		newerLayout := layoutOfSave(t, saved(t, tab))
		assert.NotEqual(t, olderLayout, newerLayout, "the newer build saves the game in its own layout")
		t.Logf("the save's layout: %s in the older build, %s in the newer", olderLayout, newerLayout)
		shot(t, tab, "newer-build")
		t.Logf("the newer build went on at turn %d, and played on to turn %d", after.Turns, played.Turns)
	})

	t.Run("the replay recorded under the older build still plays", func(t *testing.T) {
		require.NoError(t, chromedp.Run(tab, chromedp.Navigate(srv.URL+"/?replay=saved")))
		start := waitState(t, tab, "the replay")
		assert.Equal(t, 0, start.Turns, "a replay starts at the start")
		var warning string
		evaluate(t, tab, `cleaveState.replayWarning`, &warning)
		assert.Equal(t, "This replay was recorded by another build of Cleave (test-older; this is test-newer): it may not play back as it was played.", warning)
		time.Sleep(300 * time.Millisecond)
		shot(t, tab, "replay-older-build")
		require.NoError(t, chromedp.Run(tab, press(key{" ", "Space", 32, 0}), press(key{"e", "KeyE", 69, 0})))
		deadline := time.Now().Add(60 * time.Second)
		for st := current(t, tab); st.Turns != played.Turns; st = current(t, tab) {
			require.True(t, time.Now().Before(deadline), "the replay did not play to turn %d (at %d)", played.Turns, st.Turns)
			time.Sleep(200 * time.Millisecond)
		}
		end := current(t, tab)
		assert.Equal(t, [4]int{played.X, played.Y, played.Turns, played.Depth}, [4]int{end.X, end.Y, end.Turns, end.Depth},
			"the replay, through the crashes and the update, ends where the game stood")
	})

	t.Run("a save of localStorage moves to IndexedDB at the first start", func(t *testing.T) {
		// as a build before IndexedDB left it: the save in localStorage, none in IndexedDB
		require.NoError(t, chromedp.Run(tab, chromedp.Navigate(srv.URL+"/?seed=x")))
		old := saved(t, tab)
		require.NotEmpty(t, old)
		evaluate(t, tab, fmt.Sprintf(`(localStorage.setItem("cleave.save", %q), cleaveSaves.del("cleave.save"))`, old), nil)
		require.Empty(t, saved(t, tab))
		require.NoError(t, chromedp.Run(tab, chromedp.Navigate(srv.URL+"/")))
		back := waitState(t, tab, "the game moved over")
		assert.Equal(t, played.Turns, back.Turns, "the game of localStorage goes on")
		assert.Equal(t, old, saved(t, tab), "IndexedDB holds it")
		var inLocal bool
		evaluate(t, tab, `localStorage.getItem("cleave.save") !== null`, &inLocal)
		assert.False(t, inLocal, "and localStorage no more")
	})
	for _, m := range log.all() {
		assert.NotContains(t, m, "exception", "an exception in the page")
	}

	t.Run("where the page has no IndexedDB, localStorage keeps the game", func(t *testing.T) {
		// another browser (its own profile), whose pages have no IndexedDB
		actx2, acancel2 := chromedp.NewExecAllocator(ctx, append(browserOptions(t), chromedp.WindowSize(1280, 960))...)
		defer acancel2()
		tab2, cancel2 := chromedp.NewContext(actx2, chromedp.WithLogf(t.Logf))
		defer cancel2()
		require.NoError(t, chromedp.Run(tab2, chromedp.ActionFunc(func(ctx context.Context) error {
			_, err := page.AddScriptToEvaluateOnNewDocument(`Object.defineProperty(window, "indexedDB", {get: () => undefined, configurable: true});`).Do(ctx)
			return err
		})))
		quietGame(t, tab2, srv.URL)
		var where string
		evaluate(t, tab2, `cleaveState.saves`, &where)
		assert.Equal(t, "localStorage", where)
		moved, _ := moveOnce(t, tab2)
		var inLocal bool
		evaluate(t, tab2, `localStorage.getItem("cleave.save") !== null`, &inLocal)
		assert.True(t, inLocal, "the save in localStorage")
		lsMs := saveTimes(t, tab2, 4)
		t.Logf("a save in localStorage took %.1f to %.1f ms (median %.1f); in IndexedDB %.1f to %.1f ms (median %.1f)",
			lsMs[0], lsMs[len(lsMs)-1], lsMs[len(lsMs)/2], idbMs[0], idbMs[len(idbMs)-1], idbMs[len(idbMs)/2])
		last := current(t, tab2)
		require.Greater(t, last.Turns, moved.Turns)
		require.NoError(t, chromedp.Run(tab2, chromedp.Reload()))
		back := waitState(t, tab2, "after the reload")
		assert.Equal(t, last.Turns, back.Turns, "the reload resumed the game of localStorage, no turn lost")
		var storage string
		evaluate(t, tab2, `cleaveState.storage`, &storage)
		assert.Contains(t, storage, "localStorage (it has no IndexedDB)")
	})
	t.Logf("the update test took %s", time.Since(began).Round(time.Second))
}
