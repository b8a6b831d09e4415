// Browser test: the WebAssembly build runs in headless Chromium, played by real key presses: the player
// moves, a reload resumes with no turn lost, two tabs share one game, Q shows the end screen and later keys
// throw nothing, Ctrl+L is the browser's, a bad seed is told, and the service worker plays it offline.

package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/base64"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat/ruleset/registry"
)

// chromium finds the browser; the README's test command installs Debian's chromium package.
func chromium(t *testing.T) string {
	for _, p := range []string{os.Getenv("CHROMIUM"), "/usr/bin/chromium", "/usr/bin/chromium-browser"} {
		if p == "" {
			continue
		}
		if _, err := exec.LookPath(p); err == nil {
			return p
		}
	}
	require.FailNow(t, "chromium not found: install Debian's chromium package (the README's test command does)")
	return ""
}

// key is a key as the test presses it: the DOM key and code, the Windows key code, and the modifiers
// (CDP's bits: Alt 1, Ctrl 2, Meta 4, Shift 8).
type key struct {
	key, code string
	vk, mods  int64
}

var (
	// the arrows, west first: a step west leaves the way east free for Ctrl+L
	arrows = []key{{"ArrowLeft", "ArrowLeft", 37, 0}, {"ArrowRight", "ArrowRight", 39, 0}, {"ArrowDown", "ArrowDown", 40, 0}, {"ArrowUp", "ArrowUp", 38, 0}}
	// back are the vi keys that would step back the way each arrow went (l east after a step west)
	back   = []key{{"l", "KeyL", 76, 0}, {"h", "KeyH", 72, 0}, {"k", "KeyK", 75, 0}, {"j", "KeyJ", 74, 0}}
	enter  = key{"Enter", "Enter", 13, 0}
	shiftQ = key{"Q", "KeyQ", 81, 8}
	plainX = key{"x", "KeyX", 88, 0}
)

// press sends a real key press: keyDown, about 100 ms held, keyUp, with code set so Ebitengine sees it,
// then waits a little for the game to take it.
func press(k key) chromedp.Action {
	return chromedp.ActionFunc(func(ctx context.Context) error {
		ev := func(t input.KeyType) *input.DispatchKeyEventParams {
			return input.DispatchKeyEvent(t).WithKey(k.key).WithCode(k.code).WithWindowsVirtualKeyCode(k.vk).WithModifiers(input.Modifier(k.mods))
		}
		if err := ev(input.KeyDown).Do(ctx); err != nil {
			return err
		}
		time.Sleep(100 * time.Millisecond)
		if err := ev(input.KeyUp).Do(ctx); err != nil {
			return err
		}
		time.Sleep(250 * time.Millisecond)
		return nil
	})
}

// browserOptions are the options of a headless Chromium for the tests: Debian's chromium, a fresh profile,
// no sandbox, no GPU (software GL), nothing running in the background.
func browserOptions(t *testing.T) []chromedp.ExecAllocatorOption {
	return []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium(t)),
		chromedp.UserDataDir(profileDir(t)),
		chromedp.Flag("headless", true), chromedp.Flag("no-sandbox", true), chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.Flag("no-first-run", true), chromedp.Flag("disable-quic", true),
		chromedp.Flag("enable-unsafe-swiftshader", true),
	}
}

// profileDir is a fresh Chromium profile directory. It is removed after the test, retrying while the
// browser's helper processes finish writing to it (a plain t.TempDir fails the test when they are late).
func profileDir(t *testing.T) string {
	dir, err := os.MkdirTemp("", "cleave-chromium-")
	require.NoError(t, err, "profile directory")
	t.Cleanup(func() {
		for try := 0; try < 50; try++ {
			if os.RemoveAll(dir) == nil {
				return
			}
			time.Sleep(100 * time.Millisecond)
		}
		t.Logf("left the Chromium profile %s behind", dir)
	})
	return dir
}

// state is what the page publishes of the game (window.cleaveState; the page may make the object before a
// game begins, so a state is read once it has the player's position).
type state struct {
	X, Y, Turns, Depth int
	SaveMs             float64
	SaveBytes          int
}

const readState = `window.cleaveState && cleaveState.x !== undefined ? {X: cleaveState.x, Y: cleaveState.y, Turns: cleaveState.turns, Depth: cleaveState.depth,
	SaveMs: cleaveState.saveMs || 0, SaveBytes: cleaveState.saveBytes || 0} : {X: -1, Y: -1, Turns: -1}`

// waitState waits until the game runs in the page (its state is published) and returns the state.
func waitState(t *testing.T, ctx context.Context, what string) state {
	t.Helper()
	var st state
	deadline := time.Now().Add(90 * time.Second)
	for {
		require.NoError(t, chromedp.Run(ctx, chromedp.Evaluate(readState, &st)))
		if st.X >= 0 {
			return st
		}
		require.True(t, time.Now().Before(deadline), "the game never started in the browser: %s", what)
		time.Sleep(200 * time.Millisecond)
	}
}

// shot writes a screenshot of the page as name.png into $CLEAVE_BROWSER_SHOTS, when set (to look at the
// page as a player would).
func shot(t *testing.T, ctx context.Context, name string) {
	dir := os.Getenv("CLEAVE_BROWSER_SHOTS")
	if dir == "" {
		return
	}
	var png []byte
	require.NoError(t, chromedp.Run(ctx, chromedp.CaptureScreenshot(&png)))
	require.NoError(t, os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644))
}

// waitFile waits for a file ending in ext in dir (a finished download) and returns its path.
func waitFile(t *testing.T, dir, ext string) string {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		if m, _ := filepath.Glob(filepath.Join(dir, "*"+ext)); len(m) > 0 {
			time.Sleep(200 * time.Millisecond)
			return m[0]
		}
		require.True(t, time.Now().Before(deadline), "no %s file came to %s", ext, dir)
		time.Sleep(200 * time.Millisecond)
	}
}

// current is the game's state now.
func current(t *testing.T, ctx context.Context) state {
	t.Helper()
	var st state
	require.NoError(t, chromedp.Run(ctx, chromedp.Evaluate(readState, &st)))
	return st
}

// waitNotice waits until the page's notice covers the game and returns its title and text.
func waitNotice(t *testing.T, ctx context.Context, what string) (title, text string) {
	t.Helper()
	var n struct {
		Shown       bool
		Title, Text string
	}
	deadline := time.Now().Add(90 * time.Second)
	for {
		require.NoError(t, chromedp.Run(ctx, chromedp.Evaluate(`({Shown: getComputedStyle(document.getElementById("notice")).display !== "none",
			Title: document.getElementById("ntitle").textContent, Text: document.getElementById("ntext").textContent})`, &n)))
		if n.Shown {
			return n.Title, n.Text
		}
		require.True(t, time.Now().Before(deadline), "no notice: %s", what)
		time.Sleep(200 * time.Millisecond)
	}
}

// noticeShown reports whether the page's notice covers the game.
func noticeShown(t *testing.T, ctx context.Context) bool {
	var shown bool
	require.NoError(t, chromedp.Run(ctx, chromedp.Evaluate(`getComputedStyle(document.getElementById("notice")).display !== "none"`, &shown)))
	return shown
}

// waitCanvas waits until the game's canvas is in the page and the loading bar gone (the creation screen).
func waitCanvas(t *testing.T, ctx context.Context) {
	t.Helper()
	var ok bool
	deadline := time.Now().Add(90 * time.Second)
	for {
		require.NoError(t, chromedp.Run(ctx, chromedp.Evaluate(`!!document.querySelector("canvas") && !document.getElementById("loading")`, &ok)))
		if ok {
			time.Sleep(time.Second) // the first frames
			return
		}
		require.True(t, time.Now().Before(deadline), "the page never showed the game")
		time.Sleep(200 * time.Millisecond)
	}
}

// moveOnce tries the arrow keys until one moves the player, and returns the new state and the vi key
// that would step back.
func moveOnce(t *testing.T, ctx context.Context) (state, key) {
	t.Helper()
	start := current(t, ctx)
	for i, k := range arrows {
		require.NoError(t, chromedp.Run(ctx, press(k)))
		if st := current(t, ctx); st.X != start.X || st.Y != start.Y {
			require.Greater(t, st.Turns, start.Turns)
			return st, back[i]
		}
	}
	require.FailNow(t, "no arrow key moved the player", "from %d,%d", start.X, start.Y)
	return start, key{}
}

// saved is the save in the page's IndexedDB, read by the page (index.html's cleaveSaves), "" when none.
func saved(t *testing.T, ctx context.Context) string {
	t.Helper()
	var v string
	require.NoError(t, chromedp.Run(ctx, chromedp.Evaluate(`cleaveSaves.get("cleave.save").then((v) => v || "")`, &v, awaitPromise)))
	return v
}

// awaitPromise makes chromedp.Evaluate wait for the promise the expression gives.
func awaitPromise(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }

// console collects a tab's uncaught exceptions and console errors.
type console struct {
	mu   sync.Mutex
	msgs []string
}

func (c *console) listen(ctx context.Context) {
	chromedp.ListenTarget(ctx, func(ev any) {
		var m string
		switch ev := ev.(type) {
		case *runtime.EventExceptionThrown:
			m = "exception: " + ev.ExceptionDetails.Text
			if ev.ExceptionDetails.Exception != nil {
				m += " " + ev.ExceptionDetails.Exception.Description
			}
		case *runtime.EventConsoleAPICalled:
			if ev.Type != runtime.APITypeError {
				return
			}
			m = "console.error:"
			for _, a := range ev.Args {
				m += " " + string(a.Value) + a.Description
			}
		default:
			return
		}
		c.mu.Lock()
		c.msgs = append(c.msgs, m)
		c.mu.Unlock()
	})
}

func (c *console) all() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.msgs...)
}

func TestBrowser(t *testing.T) {
	began := time.Now()
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 6*time.Minute)
	defer cancel()
	site, err := BuildSite(ctx, dir)
	require.NoError(t, err)
	t.Log(site.Sizes())
	// issue 35: the page, wasm_exec.js, the worker and the manifest have their compressed copies, as the module
	for _, name := range []string{"index.html", site.WasmExec, "sw.js", "manifest.webmanifest", site.Wasm} {
		assertCopies(t, dir, name)
	}
	var requests sync.Map // what the server was asked for, and with what encoding it sent the file (a 304 sends none)
	h := Handler(dir)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/frame.html" { // a page that holds the game in an iframe
			w.Header().Set("Content-Type", "text/html")
			fmt.Fprint(w, `<!DOCTYPE html><body style="margin:0"><iframe src="/?seed=3" style="position:absolute;left:0;top:0;width:800px;height:600px;border:0"></iframe>`+
				`<input id="outside" style="position:absolute;left:0;top:650px"></body>`)
			return
		}
		sw := &statusWriter{ResponseWriter: w, status: http.StatusOK}
		h.ServeHTTP(sw, r)
		if sw.status == http.StatusOK {
			requests.Store(r.URL.Path, w.Header().Get("Content-Encoding")+" "+w.Header().Get("Cache-Control"))
		}
	}))
	defer srv.Close()

	opts := append(browserOptions(t), chromedp.WindowSize(1280, 960),
		// background tabs keep running: the test plays two at once
		chromedp.Flag("disable-background-timer-throttling", true), chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.Flag("disable-backgrounding-occluded-windows", true))
	actx, acancel := chromedp.NewExecAllocator(ctx, opts...)
	defer acancel()
	tab1, cancel1 := chromedp.NewContext(actx, chromedp.WithLogf(t.Logf))
	defer cancel1()
	var log1 console
	log1.listen(tab1)

	t.Run("bad seed is told", func(t *testing.T) {
		require.NoError(t, chromedp.Run(tab1, chromedp.Navigate(srv.URL+"/?seed=abc")))
		title, text := waitNotice(t, tab1, "?seed=abc")
		shot(t, tab1, "bad-seed")
		assert.Equal(t, "That is not a seed", title)
		assert.Contains(t, text, "?seed=abc is not a seed")
	})
	t.Run("the page speaks the language asked", func(t *testing.T) { // issue 38: ?lang=ru, the page's own words too
		require.NoError(t, chromedp.Run(tab1, chromedp.Navigate(srv.URL+"/?seed=abc&lang=ru")))
		title, text := waitNotice(t, tab1, "?seed=abc")
		shot(t, tab1, "bad-seed-ru")
		assert.Equal(t, "Это не зерно", title)
		assert.Contains(t, text, "?seed=abc — не зерно")
		var tag string
		require.NoError(t, chromedp.Run(tab1, chromedp.Evaluate(`document.documentElement.lang`, &tag)))
		assert.Equal(t, "ru", tag)
	})

	var played state
	t.Run("a reload resumes with no turn lost", func(t *testing.T) {
		require.NoError(t, chromedp.Run(tab1, chromedp.Navigate(srv.URL+"/")))
		waitCanvas(t, tab1)
		shot(t, tab1, "creation")
		var title string
		// The creation screen (issue 31): its first step the rule set, picked by its letter (the third, c),
		// then Enter; then race, background and the kind of run (issue 33: the whole dungeon, the first).
		names := registry.List().Names()
		require.GreaterOrEqual(t, len(names), 3)
		require.NoError(t, chromedp.Run(tab1, press(key{"c", "KeyC", 67, 0}), press(enter), press(enter), press(enter), press(enter)))
		start := waitState(t, tab1, "after the creation screen")
		var rules string
		require.NoError(t, chromedp.Run(tab1, chromedp.Evaluate(`cleaveState.rules`, &rules)))
		assert.Equal(t, names[2], rules, "the game plays under the rule set picked by its letter")
		require.NoError(t, chromedp.Run(tab1, chromedp.Title(&title)))
		assert.Regexp(t, `^Cleave — .+, level 1$`, title, "the title says where the player is")

		// every turn is saved (not only when the page is hidden)
		before := saved(t, tab1)
		stepped, backKey := moveOnce(t, tab1)
		assert.NotEqual(t, before, saved(t, tab1), "a turn was not saved")
		// Ctrl with the key that would step back (Ctrl+L after a step west) is the browser's: no step, no turn
		backKey.mods = 2
		require.NoError(t, chromedp.Run(tab1, press(backKey)))
		assert.Equal(t, stepped, current(t, tab1), "Ctrl+%s moved the player or took a turn", strings.ToUpper(backKey.key))
		t.Logf("Ctrl+%s left the player at %d,%d (from %d,%d)", strings.ToUpper(backKey.key), stepped.X, stepped.Y, start.X, start.Y)
		played, _ = moveOnce(t, tab1)
		shot(t, tab1, "played")
		t.Logf("played to %d,%d, turn %d; the last save took %.2f ms, %d bytes", played.X, played.Y, played.Turns, played.SaveMs, played.SaveBytes)
		require.NoError(t, chromedp.Run(tab1, chromedp.Reload()))
		back := waitState(t, tab1, "after the reload")
		assert.Equal(t, [4]int{played.X, played.Y, played.Turns, played.Depth}, [4]int{back.X, back.Y, back.Turns, back.Depth},
			"the reload lost a turn or moved the player")
		played = back
	})
	require.GreaterOrEqual(t, played.Turns, 2, "the tests below play on from this game")

	t.Run("two tabs: one game, taken over", func(t *testing.T) {
		tab2, cancel2 := chromedp.NewContext(tab1)
		defer cancel2()
		require.NoError(t, chromedp.Run(tab2, chromedp.Navigate(srv.URL+"/")))
		in2 := waitState(t, tab2, "in the second tab")
		assert.Equal(t, played.Turns, in2.Turns, "the second tab resumes the game where the first was")
		title, _ := waitNotice(t, tab1, "the first tab after the second took the game")
		shot(t, tab1, "taken")
		assert.Equal(t, "This game is open in another tab", title)
		require.NoError(t, chromedp.Run(tab2, page.BringToFront(), press(enter)))
		waitCanvas(t, tab2)
		moved, _ := moveOnce(t, tab2)
		// the first tab takes the game back: it goes on from the second's last turn, not from its own
		require.NoError(t, chromedp.Run(tab1, page.BringToFront(), chromedp.Evaluate(`document.querySelector("#nbuttons button").click()`, nil)))
		time.Sleep(time.Second)
		back := waitState(t, tab1, "the first tab, taken back")
		assert.Equal(t, moved.Turns, back.Turns, "the first tab wrote its old game over the second's")
		title, _ = waitNotice(t, tab2, "the second tab after the first took the game back")
		assert.Equal(t, "This game is open in another tab", title)
		played = back
	})

	t.Run("Q saves and shows the end screen; later keys throw nothing", func(t *testing.T) {
		require.NoError(t, chromedp.Run(tab1, page.BringToFront(), press(shiftQ)))
		title, text := waitNotice(t, tab1, "after Q")
		shot(t, tab1, "quit")
		assert.Equal(t, "Your game is saved", title)
		assert.Contains(t, text, "Press Enter or reload the page")
		require.NoError(t, chromedp.Run(tab1, press(plainX), press(arrows[0]), chromedp.MouseClickXY(300, 300)))
		// the page's own call into Go, as on pagehide when the tab closes: the program is still there
		assert.NoError(t, chromedp.Run(tab1, chromedp.Evaluate(`window.cleaveSaveNow(), true`, nil)), "the Go program has exited")
		time.Sleep(500 * time.Millisecond)
		for _, m := range log1.all() {
			assert.NotContains(t, m, "exited", "a key after Q reached a Go program that had exited")
			assert.NotContains(t, m, "exception", "an exception in the page")
		}
		// the save as a file: downloaded, it is the save's bytes (as the desktop's save.gob)
		downloads := t.TempDir()
		require.NoError(t, chromedp.Run(tab1, browser.SetDownloadBehavior(browser.SetDownloadBehaviorBehaviorAllow).WithDownloadPath(downloads),
			chromedp.Evaluate(`document.querySelectorAll("#nbuttons button")[1].click()`, nil)))
		file := waitFile(t, downloads, ".gob")
		got, err := os.ReadFile(file)
		require.NoError(t, err)
		assert.Equal(t, saved(t, tab1), base64.StdEncoding.EncodeToString(got), "the file is not the save")
		assert.True(t, strings.HasPrefix(string(got), "CLEAVE"))

		require.NoError(t, chromedp.Run(tab1, press(enter))) // Enter: go on
		time.Sleep(time.Second)
		back := waitState(t, tab1, "going on after Q")
		assert.Equal(t, played.Turns, back.Turns, "Q then Enter did not go on where the game was")

		// play on a turn, quit, and load the file: the game is the file's again
		moveOnce(t, tab1)
		require.NoError(t, chromedp.Run(tab1, press(shiftQ)))
		waitNotice(t, tab1, "after the second Q")
		chromedp.ListenTarget(tab1, func(ev any) {
			if _, ok := ev.(*page.EventJavascriptDialogOpening); ok { // "It replaces the game saved in this browser"
				go func() { _ = chromedp.Run(tab1, page.HandleJavaScriptDialog(true)) }()
			}
		})
		require.NoError(t, chromedp.Run(tab1, chromedp.SetUploadFiles("#upload", []string{file}, chromedp.ByID)))
		time.Sleep(time.Second)
		loaded := waitState(t, tab1, "after loading the file")
		assert.Equal(t, played.Turns, loaded.Turns, "the game loaded from the file is not the file's")
	})

	t.Run("a damaged save is set aside and told", func(t *testing.T) {
		// from a page of the site where no game runs (a game would save itself over it on the way out)
		require.NoError(t, chromedp.Run(tab1, chromedp.Navigate(srv.URL+"/?seed=x"),
			chromedp.Evaluate(`localStorage.setItem("cleave.save", btoa("CLEAVE not a save")), true`, nil),
			chromedp.Navigate(srv.URL+"/")))
		waitCanvas(t, tab1)
		shot(t, tab1, "damaged")
		// the save of localStorage (as the builds before IndexedDB kept it) moved to IndexedDB, the game that was
		// there kept beside it, and the damaged one set aside there
		var aside, left []string
		require.NoError(t, chromedp.Run(tab1, chromedp.Evaluate(`cleaveSaves.keys().then((ks) => ks.filter((k) => k.startsWith("cleave.save") && k !== "cleave.save.scores"))`, &aside, awaitPromise),
			chromedp.Evaluate(`Object.keys(localStorage).filter((k) => k.startsWith("cleave.save"))`, &left)))
		require.Len(t, aside, 2, "the damaged save set aside, none left in its place: %q", aside)
		assert.True(t, strings.HasPrefix(aside[0], "cleave.save.bad-"), aside[0])
		assert.True(t, strings.HasPrefix(aside[1], "cleave.save.replaced-"), aside[1])
		assert.Empty(t, left, "moved out of localStorage")
	})

	t.Run("in an iframe: focus on load, the focusing click is no move", func(t *testing.T) {
		require.NoError(t, chromedp.Run(tab1, chromedp.Navigate(srv.URL+"/frame.html")))
		frame := func(js string, out any) {
			t.Helper()
			require.NoError(t, chromedp.Run(tab1, chromedp.Evaluate(`(() => { const w = document.querySelector("iframe").contentWindow; `+js+` })()`, out)))
		}
		var st state
		deadline := time.Now().Add(90 * time.Second)
		for st.X <= 0 {
			frame(`return w.cleaveState ? {X: w.cleaveState.x, Y: w.cleaveState.y, Turns: w.cleaveState.turns} : {X: -1}`, &st)
			require.True(t, time.Now().Before(deadline), "the game never started in the iframe")
			time.Sleep(200 * time.Millisecond)
		}
		time.Sleep(time.Second)
		// no click: the keys go to the game
		start := st
		for _, k := range arrows {
			require.NoError(t, chromedp.Run(tab1, press(k)))
			frame(`return {X: w.cleaveState.x, Y: w.cleaveState.y, Turns: w.cleaveState.turns}`, &st)
			if st.Turns != start.Turns {
				break
			}
		}
		assert.Greater(t, st.Turns, start.Turns, "no key reached the game in the iframe: it did not take focus on load")
		// the focus goes to the page around; a click on the game gives it back, and the game does not see it
		var downs int
		frame(`const c = w.document.querySelector("canvas"); w.downs = 0; c.addEventListener("mousedown", () => w.downs++); return 0`, &downs)
		require.NoError(t, chromedp.Run(tab1, chromedp.Focus("#outside"), chromedp.MouseClickXY(400, 300)))
		time.Sleep(300 * time.Millisecond)
		var focused bool
		frame(`return w.document.hasFocus() && w.document.activeElement === w.document.querySelector("canvas")`, &focused)
		frame(`return w.downs`, &downs)
		assert.True(t, focused, "the click did not give the game the focus")
		assert.Equal(t, 0, downs, "the click that gave the focus reached the game")
		require.NoError(t, chromedp.Run(tab1, chromedp.MouseClickXY(400, 300)))
		time.Sleep(300 * time.Millisecond)
		frame(`return w.downs`, &downs)
		assert.Equal(t, 1, downs, "a click on the game with the focus did not reach it")
	})

	t.Run("the service worker plays it offline", func(t *testing.T) {
		// what the loading line says on the way: the download, then "Starting…" while the module compiles
		require.NoError(t, chromedp.Run(tab1, chromedp.ActionFunc(func(ctx context.Context) error {
			_, err := page.AddScriptToEvaluateOnNewDocument(`window.statuses = []; new MutationObserver(() => {
				const s = document.getElementById("status");
				if (s && s.textContent && s.textContent !== window.statuses.at(-1)) window.statuses.push(s.textContent);
			}).observe(document, {subtree: true, childList: true, characterData: true});`).Do(ctx)
			return err
		}), chromedp.Navigate(srv.URL+"/?seed=3")))
		waitState(t, tab1, "the seeded game")
		var statuses []string
		require.NoError(t, chromedp.Run(tab1, chromedp.Evaluate(`window.statuses`, &statuses)))
		require.NotEmpty(t, statuses)
		assert.Equal(t, "Starting…", statuses[len(statuses)-1], "the loading line's last words: %q", statuses)
		t.Logf("the loading line said %d things, the first %q", len(statuses), statuses[0])
		shot(t, tab1, "seeded")
		var ready bool
		deadline := time.Now().Add(60 * time.Second)
		for !ready {
			require.NoError(t, chromedp.Run(tab1, chromedp.Evaluate(`navigator.serviceWorker.ready.then(async (r) => !!r.active &&
				(await caches.keys()).some((k) => k.startsWith("cleave-")))`, &ready, func(p *runtime.EvaluateParams) *runtime.EvaluateParams {
				return p.WithAwaitPromise(true)
			})))
			require.True(t, time.Now().Before(deadline), "the service worker never became ready")
			time.Sleep(200 * time.Millisecond)
		}
		for _, p := range []string{"/", "/" + site.Wasm, "/" + site.WasmExec} {
			v, ok := requests.Load(p)
			require.True(t, ok, "%s never asked for", p)
			t.Logf("%s was sent %q", p, v)
		}
		v, _ := requests.Load("/" + site.Wasm)
		assert.Contains(t, v, "br public, max-age=31536000, immutable", "the module goes as brotli, kept for a year")
		v, _ = requests.Load("/" + site.WasmExec)
		assert.Contains(t, v, "br public, max-age=31536000, immutable", "wasm_exec.js goes as brotli, kept for a year (issue 35)")
		v, _ = requests.Load("/")
		assert.Contains(t, v, "br no-cache", "the page goes as brotli, revalidated (issue 35)")
		// the manifest, the icons and the worker make an app the browser installs
		var installErrs []*page.InstallabilityError
		require.NoError(t, chromedp.Run(tab1, chromedp.ActionFunc(func(ctx context.Context) error {
			var err error
			installErrs, err = page.GetInstallabilityErrors().Do(ctx)
			return err
		})))
		for _, e := range installErrs {
			assert.Fail(t, "not installable", "%s %v", e.ErrorID, e.ErrorArguments)
		}
		srv.CloseClientConnections()
		srv.Close()
		require.NoError(t, chromedp.Run(tab1, chromedp.Navigate(srv.URL+"/?seed=3")))
		st := waitState(t, tab1, "offline")
		shot(t, tab1, "offline")
		t.Logf("offline: the seeded game plays at %d,%d", st.X, st.Y)
		moveOnce(t, tab1)
		var title string
		require.NoError(t, chromedp.Run(tab1, chromedp.Title(&title)))
		assert.Regexp(t, `^Cleave — .+, level 1$`, title)
		// Q in a seeded game claims no save
		require.NoError(t, chromedp.Run(tab1, press(shiftQ)))
		title, text := waitNotice(t, tab1, "Q in a seeded game")
		assert.Equal(t, "A game with a seed", title)
		assert.Contains(t, text, "This game was not saved")
	})

	t.Log(fmt.Sprintf("the browser test took %s", time.Since(began).Round(time.Second)), strings.Join(log1.all(), "; "))
}

// statusWriter remembers the status a handler answered with.
type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(code int) {
	w.status = code
	w.ResponseWriter.WriteHeader(code)
}

// assertCopies: the site's file name has its gzip and brotli copies beside it, each the file's bytes once
// decompressed.
func assertCopies(t *testing.T, dir, name string) {
	t.Helper()
	plain, err := os.ReadFile(filepath.Join(dir, name))
	require.NoError(t, err)
	gz, err := os.Open(filepath.Join(dir, name+".gz"))
	require.NoError(t, err, "%s has no gzip copy", name)
	defer gz.Close()
	zr, err := gzip.NewReader(gz)
	require.NoError(t, err, name+".gz")
	unzipped, err := io.ReadAll(zr)
	require.NoError(t, err, name+".gz")
	assert.True(t, bytes.Equal(plain, unzipped), "%s.gz is not %s", name, name)
	br, err := os.Open(filepath.Join(dir, name+".br"))
	require.NoError(t, err, "%s has no brotli copy", name)
	defer br.Close()
	unbrotlied, err := io.ReadAll(brotli.NewReader(br))
	require.NoError(t, err, name+".br")
	assert.True(t, bytes.Equal(plain, unbrotlied), "%s.br is not %s", name, name)
}

// TestHandler: the server sends a file with copies beside it (the module, the page, the designer's page,
// wasm_exec.js) compressed as the browser accepts, keeps the hashed files for a year, and revalidates the
// page by its ETag (no browser needed).
func TestHandler(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{"index.html": "<p>page</p>", "cleave.0123456789ab.wasm": "raw module",
		"cleave.0123456789ab.wasm.gz": "gzip module", "cleave.0123456789ab.wasm.br": "brotli module",
		"index.html.gz": "gzip page", "index.html.br": "brotli page", "designer.html": "designer", "designer.html.br": "brotli designer",
		"wasm_exec.0123456789ab.js": "js", "wasm_exec.0123456789ab.js.gz": "gzip js"}
	for name, body := range files {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644))
	}
	h := Handler(dir)
	get := func(path, accept, etag string) *httptest.ResponseRecorder {
		r := httptest.NewRequest(http.MethodGet, path, nil)
		if accept != "" {
			r.Header.Set("Accept-Encoding", accept)
		}
		if etag != "" {
			r.Header.Set("If-None-Match", etag)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w
	}
	for _, c := range []struct{ accept, body, enc string }{
		{"gzip, deflate, br, zstd", "brotli module", "br"}, {"gzip", "gzip module", "gzip"}, {"", "raw module", ""},
		{"br;q=0, gzip", "gzip module", "gzip"},
	} {
		w := get("/cleave.0123456789ab.wasm", c.accept, "")
		assert.Equal(t, c.body, w.Body.String(), "Accept-Encoding %q", c.accept)
		assert.Equal(t, c.enc, w.Header().Get("Content-Encoding"), "Accept-Encoding %q", c.accept)
		assert.Equal(t, "application/wasm", w.Header().Get("Content-Type"))
		assert.Equal(t, "public, max-age=31536000, immutable", w.Header().Get("Cache-Control"))
		assert.Equal(t, "Accept-Encoding", w.Header().Get("Vary"))
	}
	// issue 35: the page and wasm_exec.js go compressed too, with the type of the file and not of its copy
	for _, c := range []struct{ path, accept, body, enc, ctype string }{
		{"/", "gzip, deflate, br, zstd", "brotli page", "br", "text/html; charset=utf-8"},
		{"/", "gzip", "gzip page", "gzip", "text/html; charset=utf-8"},
		{"/designer", "br", "brotli designer", "br", "text/html; charset=utf-8"},
		{"/designer", "gzip", "designer", "", "text/html; charset=utf-8"}, // no gzip copy: the file itself
		{"/wasm_exec.0123456789ab.js", "gzip, br", "gzip js", "gzip", "text/javascript; charset=utf-8"},
	} {
		w := get(c.path, c.accept, "")
		assert.Equal(t, c.body, w.Body.String(), "%s, Accept-Encoding %q", c.path, c.accept)
		assert.Equal(t, c.enc, w.Header().Get("Content-Encoding"), "%s, Accept-Encoding %q", c.path, c.accept)
		assert.Equal(t, c.ctype, w.Header().Get("Content-Type"), c.path)
		assert.Equal(t, "Accept-Encoding", w.Header().Get("Vary"), c.path)
	}
	page := get("/", "", "")
	assert.Equal(t, "<p>page</p>", page.Body.String())
	assert.Equal(t, "no-cache", page.Header().Get("Cache-Control"))
	etag := page.Header().Get("ETag")
	require.NotEmpty(t, etag)
	assert.Equal(t, http.StatusNotModified, get("/", "", etag).Code, "the page unchanged: 304")
	assert.Equal(t, http.StatusNotFound, get("/../go.mod", "", "").Code)
	assert.Equal(t, http.StatusNotFound, get("/missing.js", "", "").Code)
}
