// Browser test of a screen reader's page (issue 38's Done-when: "The browser test reads a fight through the
// accessibility tree and finds each log line once, in order"): a seeded game is played by key presses to a
// fight, then the page is read as a screen reader reads it, through Chromium's accessibility tree.

package main

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// axRegions is what the accessibility tree holds of the page's regions for a screen reader: the lines of
// the log (role log), and the screen's region (role dialog) when it is there, its name and its lines.
type axRegions struct {
	Log          []string
	Dialog       bool
	DialogName   string
	DialogLines  []string
	AnyLogRegion bool
}

// axNode is a node of the accessibility tree as Chromium sends it (Accessibility.getFullAXTree), decoded
// loosely: cdproto's own Node refuses the reasons for ignoring a node this Chromium gives ("uninteresting").
type axNode struct {
	NodeID   string   `json:"nodeId"`
	Ignored  bool     `json:"ignored"`
	Role     *axValue `json:"role"`
	Name     *axValue `json:"name"`
	ChildIDs []string `json:"childIds"`
}

type axValue struct {
	Value any `json:"value"`
}

// readAX reads the page's accessibility tree (what a screen reader reads): the log's lines, each its
// paragraph's text, and the dialog's.
func readAX(t *testing.T, ctx context.Context) axRegions {
	t.Helper()
	var res struct {
		Nodes []*axNode `json:"nodes"`
	}
	require.NoError(t, chromedp.Run(ctx, chromedp.ActionFunc(func(ctx context.Context) error {
		return cdp.Execute(ctx, accessibility.CommandGetFullAXTree, accessibility.GetFullAXTree(), &res)
	})))
	nodes := res.Nodes
	byID := map[string]*axNode{}
	for _, n := range nodes {
		byID[n.NodeID] = n
	}
	str := func(v *axValue) string {
		if v == nil {
			return ""
		}
		s, _ := v.Value.(string)
		return s
	}
	// text is the words of n's subtree: its static texts, in order
	var text func(n *axNode) string
	text = func(n *axNode) string {
		if r := str(n.Role); r == "StaticText" || r == "InlineTextBox" {
			return str(n.Name)
		}
		var parts []string
		for _, id := range n.ChildIDs {
			if c := byID[id]; c != nil {
				if s := text(c); s != "" {
					parts = append(parts, s)
				}
			}
		}
		return strings.Join(parts, "")
	}
	lines := func(n *axNode) []string {
		var out []string
		for _, id := range n.ChildIDs {
			if c := byID[id]; c != nil && !c.Ignored {
				out = append(out, text(c))
			}
		}
		return out
	}
	var ax axRegions
	for _, n := range nodes {
		if n.Ignored {
			continue
		}
		switch str(n.Role) {
		case "log":
			ax.AnyLogRegion = true
			ax.Log = lines(n)
		case "dialog":
			if str(n.Name) == "" && len(n.ChildIDs) == 0 {
				continue
			}
			ax.Dialog, ax.DialogName = true, str(n.Name)
			for _, id := range n.ChildIDs { // the title, then the lines' box
				if c := byID[id]; c != nil && str(c.Role) != "heading" {
					ax.DialogLines = append(ax.DialogLines, lines(c)...)
				}
			}
		}
	}
	return ax
}

// gameLog is the game's log as the game holds it (render/a11y_js.go's window.cleaveLog).
func gameLog(t *testing.T, ctx context.Context) []string {
	t.Helper()
	var out []string
	evaluate(t, ctx, `window.cleaveLog ? cleaveLog() : []`, &out)
	return out
}

// requireLogRead checks the log's region in the accessibility tree holds the game's log since the page
// began, the first from: each line once, in order, nothing else (the last 100 at most).
func requireLogRead(t *testing.T, ctx context.Context, from int, what string) axRegions {
	t.Helper()
	var ax axRegions
	var want []string
	for end := time.Now().Add(10 * time.Second); ; time.Sleep(200 * time.Millisecond) { // the tree follows the DOM
		ax = readAX(t, ctx)
		all := gameLog(t, ctx)
		require.GreaterOrEqual(t, len(all), from)
		want = all[from:]
		if len(want) > 100 {
			want = want[len(want)-100:]
		}
		if strings.Join(ax.Log, "\n") == strings.Join(want, "\n") || time.Now().After(end) {
			break
		}
	}
	require.True(t, ax.AnyLogRegion, "the page has a log region in the accessibility tree")
	require.Equal(t, want, ax.Log, "%s: the log region reads each line of the game's log once, in order", what)
	return ax
}

// viKeys are the vi keys by direction (dx+1, dy+1).
var viKeys = [3][3]key{
	{{"y", "KeyY", 89, 0}, {"h", "KeyH", 72, 0}, {"b", "KeyB", 66, 0}},
	{{"k", "KeyK", 75, 0}, {".", "Period", 190, 0}, {"j", "KeyJ", 74, 0}},
	{{"u", "KeyU", 85, 0}, {"l", "KeyL", 76, 0}, {"n", "KeyN", 78, 0}},
}

// siteTab builds the site, serves it and opens a tab of a headless Chromium, 1280×960, for the test's length
// (six minutes at most): the tab and the site's address.
func siteTab(t *testing.T) (context.Context, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 6*time.Minute)
	t.Cleanup(cancel)
	dir := t.TempDir()
	_, err := BuildSite(ctx, dir)
	require.NoError(t, err)
	srv := httptest.NewServer(Handler(dir))
	t.Cleanup(srv.Close)
	return browserTab(t, ctx, 1280, 960), srv.URL
}

// browserTab is a headless Chromium's tab of a w×h window, for the length of the test (or of ctx).
func browserTab(t *testing.T, ctx context.Context, w, h int) context.Context {
	t.Helper()
	actx, acancel := chromedp.NewExecAllocator(ctx, append(browserOptions(t), chromedp.WindowSize(w, h))...)
	t.Cleanup(acancel)
	tab, tcancel := chromedp.NewContext(actx, chromedp.WithLogf(t.Logf))
	t.Cleanup(tcancel)
	return tab
}

func TestBrowserScreenReader(t *testing.T) {
	began := time.Now()
	tab, site := siteTab(t)
	var errs console
	errs.listen(tab)

	// a seeded warrior walks to the nearest creature (auto-explore when none is in view) and fights it by
	// bumping into it, key by key, until it is dead
	require.NoError(t, chromedp.Run(tab, chromedp.Navigate(site+"/?seed=1&race=dwarf&background=warrior")))
	waitState(t, tab, "the warrior of seed 1")
	built := time.Now()
	f := finger{t, tab}
	var killed string
	for i := 0; i < 120 && killed == ""; i++ {
		s := f.state()
		require.Positive(t, s.HP, "the warrior lives")
		k := key{"o", "KeyO", 79, 0} // auto-explore
		if len(s.Foes) > 0 {
			to := gruidPoint{s.Foes[0].X, s.Foes[0].Y}
			if max(abs(to.x-s.X), abs(to.y-s.Y)) > 1 && s.Toward != nil {
				to = gruidPoint{s.Toward.X, s.Toward.Y}
			}
			k = viKeys[sign(to.x-s.X)+1][sign(to.y-s.Y)+1]
		}
		require.NoError(t, chromedp.Run(tab, press(k)))
		if n := f.state(); n.Kills > s.Kills {
			killed = n.Said
		}
	}
	require.NotEmpty(t, killed, "a creature was fought to its death")
	t.Logf("the fight: %q, %d lines in the log (played in %s; the page built in %s)", killed, len(gameLog(t, tab)),
		time.Since(built).Round(time.Second), built.Sub(began).Round(time.Second))
	ax := requireLogRead(t, tab, 0, "after the fight")
	assert.Contains(t, ax.Log, killed, "the blow that killed is read")
	assert.False(t, ax.Dialog, "in play no screen is over the map: no dialog")

	// the surroundings key: its line in the log, read once
	lines := len(ax.Log)
	require.NoError(t, chromedp.Run(tab, press(key{"A", "KeyA", 65, 8})))
	ax = requireLogRead(t, tab, 0, "after the surroundings key")
	require.Len(t, ax.Log, min(100, lines+1))
	assert.True(t, strings.HasPrefix(ax.Log[len(ax.Log)-1], "Around you: "), "the surroundings: %q", ax.Log[len(ax.Log)-1])
	shot(t, tab, "a11y-surroundings")

	// the look mode: its line in the dialog; leaving it hides the dialog; the log's region says nothing again
	require.NoError(t, chromedp.Run(tab, press(key{";", "Semicolon", 186, 0})))
	waitFor(t, tab, `!document.getElementById("a11y-screen").hidden`, "the look mode's text in the page")
	ax = readAX(t, tab)
	require.True(t, ax.Dialog, "the look mode's dialog is in the accessibility tree")
	assert.Contains(t, ax.DialogName, "(Tab next, Enter describes, Esc leaves)", "the look's line is the dialog's title")
	require.NoError(t, chromedp.Run(tab, press(enter))) // describe what is looked at (the player: what lies there)
	require.NoError(t, chromedp.Run(tab, press(key{"Escape", "Escape", 27, 0}), press(key{"Escape", "Escape", 27, 0})))
	waitFor(t, tab, `document.getElementById("a11y-screen").hidden`, "the dialog gone in play")
	assert.False(t, readAX(t, tab).Dialog, "in play again: no dialog")
	requireLogRead(t, tab, 0, "after the look mode (a screen change, redraws)")

	// the settings screen: every row, the chosen one marked, the surroundings key among the keys
	require.NoError(t, chromedp.Run(tab, press(key{"O", "KeyO", 79, 8})))
	waitFor(t, tab, `!document.getElementById("a11y-screen").hidden`, "the settings' text in the page")
	ax = readAX(t, tab)
	assert.Equal(t, "Settings", ax.DialogName)
	assert.True(t, strings.HasPrefix(ax.DialogLines[0], "> "), "the first row chosen: %q", ax.DialogLines[0])
	assert.Contains(t, strings.Join(ax.DialogLines, "\n"), "read what is around you")
	require.NoError(t, chromedp.Run(tab, press(key{"Escape", "Escape", 27, 0})))

	// a game of one's own: the creation screen readable, then a reload from the save repeats nothing
	require.NoError(t, chromedp.Run(tab, chromedp.Navigate(site+"/")))
	waitCanvas(t, tab)
	waitFor(t, tab, `!document.getElementById("a11y-screen").hidden`, "the creation screen's text in the page")
	ax = readAX(t, tab)
	assert.Contains(t, strings.Join(ax.DialogLines, "\n"), "> a) cleave", "the creation screen's choice, marked")
	require.NoError(t, chromedp.Run(tab, press(enter), press(enter), press(enter), press(enter)))
	waitState(t, tab, "after the creation screen")
	requireLogRead(t, tab, 0, "a new game: its opening lines")
	require.NoError(t, chromedp.Run(tab, press(key{"A", "KeyA", 65, 8})))
	requireLogRead(t, tab, 0, "the surroundings in a game of one's own")
	before := len(gameLog(t, tab))
	require.NoError(t, chromedp.Run(tab, chromedp.Reload()))
	for end := time.Now().Add(120 * time.Second); current(t, tab).X < 0; time.Sleep(300 * time.Millisecond) {
		if noticeShown(t, tab) || time.Now().After(end) {
			var page string
			_ = chromedp.Run(tab, chromedp.Evaluate(`document.body.innerText.slice(0, 2000)`, &page))
			require.FailNow(t, "the game did not come back after the reload", "the page: %s\nits console: %q", page, errs.all())
		}
	}
	time.Sleep(time.Second)
	requireLogRead(t, tab, before, "after a reload from the save: nothing heard before is said again")
	require.NoError(t, chromedp.Run(tab, press(key{"A", "KeyA", 65, 8})))
	ax = requireLogRead(t, tab, before, "the first line after the reload")
	require.NotEmpty(t, ax.Log)
	assert.True(t, strings.HasPrefix(ax.Log[len(ax.Log)-1], "Around you: "))
	for _, m := range errs.all() {
		assert.NotContains(t, m, "exception", "an exception in the page")
	}
}

// gruidPoint is a cell (the test does without the game's packages).
type gruidPoint struct{ x, y int }
