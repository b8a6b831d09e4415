// Browser test: the WebAssembly build runs in headless Chromium and the player moves on real key presses.

package main

import (
	"context"
	"net/http/httptest"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
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

// pressKey sends a real key press: keyDown, about 100 ms held, keyUp, with code set so Ebitengine sees it.
func pressKey(key, code string, vk int64) chromedp.Action {
	return chromedp.ActionFunc(func(ctx context.Context) error {
		if err := input.DispatchKeyEvent(input.KeyDown).WithKey(key).WithCode(code).WithWindowsVirtualKeyCode(vk).Do(ctx); err != nil {
			return err
		}
		time.Sleep(100 * time.Millisecond)
		return input.DispatchKeyEvent(input.KeyUp).WithKey(key).WithCode(code).WithWindowsVirtualKeyCode(vk).Do(ctx)
	})
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

type state struct {
	X, Y, Turns int
}

func TestBrowserPlayerMoves(t *testing.T) {
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	_, err := BuildSite(ctx, dir)
	require.NoError(t, err)
	info, err := os.Stat(dir + "/cleave.wasm")
	require.NoError(t, err)
	t.Logf("cleave.wasm: %d bytes", info.Size())
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()

	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium(t)),
		chromedp.UserDataDir(profileDir(t)),
		chromedp.Flag("headless", true), chromedp.Flag("no-sandbox", true), chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.Flag("no-first-run", true), chromedp.Flag("disable-quic", true),
		chromedp.Flag("enable-unsafe-swiftshader", true), chromedp.WindowSize(1280, 960),
	}
	actx, acancel := chromedp.NewExecAllocator(ctx, opts...)
	defer acancel()
	bctx, bcancel := chromedp.NewContext(actx, chromedp.WithLogf(t.Logf))
	defer bcancel()

	var st state
	read := chromedp.Evaluate(`window.cleaveState ? {X: cleaveState.x, Y: cleaveState.y, Turns: cleaveState.turns} : {X: -1, Y: -1, Turns: -1}`, &st)
	require.NoError(t, chromedp.Run(bctx, chromedp.Navigate(srv.URL+"/?seed=3")))
	deadline := time.Now().Add(90 * time.Second)
	for {
		require.NoError(t, chromedp.Run(bctx, read))
		if st.X >= 0 {
			break
		}
		require.True(t, time.Now().Before(deadline), "the game never started in the browser")
		time.Sleep(200 * time.Millisecond)
	}
	start := st
	t.Logf("player starts at %d,%d", start.X, start.Y)
	// Click the canvas for focus, then try the arrow keys until one moves the player.
	require.NoError(t, chromedp.Run(bctx, chromedp.MouseClickXY(640, 480)))
	keys := []struct {
		key, code string
		vk        int64
	}{{"ArrowRight", "ArrowRight", 39}, {"ArrowLeft", "ArrowLeft", 37}, {"ArrowDown", "ArrowDown", 40}, {"ArrowUp", "ArrowUp", 38}}
	moved := false
	for _, k := range keys {
		require.NoError(t, chromedp.Run(bctx, pressKey(k.key, k.code, k.vk), chromedp.Sleep(200*time.Millisecond), read))
		if st.X != start.X || st.Y != start.Y {
			moved = true
			t.Logf("%s moved the player to %d,%d (turn %d)", k.key, st.X, st.Y, st.Turns)
			break
		}
	}
	require.True(t, moved, "no arrow key moved the player from %d,%d", start.X, start.Y)
	require.Greater(t, st.Turns, start.Turns)

	var png []byte
	require.NoError(t, chromedp.Run(bctx, chromedp.CaptureScreenshot(&png)))
	if out := os.Getenv("CLEAVE_BROWSER_SHOT"); out != "" {
		require.NoError(t, os.WriteFile(out, png, 0o644))
	}
}
