// A screen reader in the browser (issue 38): what the page's regions for it were told. The words are the
// model's (ui.LogFeed, Model.ScreenText); the browser build copies them into the page (a11y_js.go), the
// desktop build tells nothing (a11y_other.go).

package render

import (
	"slices"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/ui"
)

// a11yState is what the page's screen reader regions were last told: the log's place (the live region),
// the screen's lines (the screen's region) and the notice (the status line).
type a11yState struct {
	feed   ui.LogFeed
	screen []string
	notice string
	// exposed: the page has window.cleaveLog, the game's log (the browser test compares it with the region)
	exposed bool
}

// news is how many of the last lines of game g, new to the log's region, are news (ui.LogFeed.Lines): none
// of a replay's seek or a game played from one (seeked: heard before); the last of a game loaded from its
// save (the runner's first game outside a replay: the note of its restoring); all of a game begun here.
func (r *Runner) news(g *game.Game, seeked bool) int {
	switch {
	case seeked:
		return 0
	case g == r.opt.Game && r.opt.Replay == nil:
		return 1
	}
	return len(g.Log)
}

// a11yNews are what the regions are to be told now: the log's new lines, the screen's lines when they
// changed (changed: nil for none shown), and the notice when it changed.
func (r *Runner) a11yNews(seeked bool) (lines, screen []string, changed bool, notice string, noticed bool) {
	st := &r.a11y
	if r.g != nil {
		lines = st.feed.Lines(r.g, r.news(r.g, seeked))
	}
	if r.pending { // something shows differently: the screen's text may have changed
		screen = r.ui.ScreenText(r.lay, r.g, &r.hud.pal)
		if !slices.Equal(screen, st.screen) {
			st.screen, changed = screen, true
		}
	}
	if n := r.ui.Notice(); n != st.notice {
		st.notice, notice, noticed = n, n, true
	}
	return lines, screen, changed, notice, noticed
}
