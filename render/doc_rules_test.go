// The README's screenshots of the @ screen under each rule set, made by the game itself.

package render

import (
	"fmt"
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat/ruleset/registry"
	"github.com/cleave-game/cleave/render/ui"
)

// TestDocRulesScreenshots remakes render/doc/rules-NAME.png when asked: the default character of seed 12
// under each rule set of the registry presses @, and the whole frame is saved.
//
//	CLEAVE_SHOTS=update xvfb-run -a go test ./render -run TestDocRulesScreenshots -v
func TestDocRulesScreenshots(t *testing.T) {
	if os.Getenv("CLEAVE_SHOTS") != "update" {
		t.Skip("set CLEAVE_SHOTS=update to remake the README's screenshots")
	}
	for _, name := range registry.List().Names() {
		r, err := New(Options{Seed: 12, Rules: name})
		require.NoError(t, err, name)
		r.ui.Update(ui.Input{Typed: []rune{'@'}}, r.g)
		require.IsType(t, &ui.Character{}, r.ui.Screen(), name)
		require.NoError(t, writePNG("doc/rules-"+name+".png", renderFrame(r)), name)
	}
}

// TestDocRulesPagesScreenshots remakes render/doc/creation-rules.png (the creation screen's first step, the
// rule sets) and page-NAME.png (each rule set's page, opened by ? on its row) at the smallest window,
// 640×480, and the same on a phone held upright (an iPhone's 1170×2532 at a pixel ratio of 3, the touch bar
// on): phone-creation-rules.png and phone-page-NAME.png. Issue 31: a player reads each page on screen.
//
//	CLEAVE_SHOTS=update xvfb-run -a go test ./render -run TestDocRulesPagesScreenshots -v
func TestDocRulesPagesScreenshots(t *testing.T) {
	if os.Getenv("CLEAVE_SHOTS") != "update" {
		t.Skip("set CLEAVE_SHOTS=update to remake the screenshots of the rule sets' pages")
	}
	require.NoError(t, os.MkdirAll("/tmp/cleave-pages", 0o755)) // the pages scrolled on, to look at
	for _, shot := range []struct {
		prefix string
		opt    ui.LayoutOptions
		w, h   int
	}{{"", ui.LayoutOptions{}, ScreenW, ScreenH}, {"phone-", ui.LayoutOptions{MinScale: readableScale(3), Touch: true}, 1170, 2532}} {
		r, err := New(Options{Seed: 12, Create: true, Layout: shot.opt})
		require.NoError(t, err)
		require.NoError(t, writePNG("doc/"+shot.prefix+"creation-rules.png", renderCanvas(r, shot.w, shot.h)))
		for i, name := range registry.List().Names() {
			r.ui.Update(ui.Input{Typed: []rune{'a' + rune(i)}}, nil)
			r.ui.Update(ui.Input{Typed: []rune{ui.PageKey}}, nil)
			require.IsType(t, &ui.RulesPage{}, r.ui.Screen(), name)
			require.NoError(t, writePNG("doc/"+shot.prefix+"page-"+name+".png", renderCanvas(r, shot.w, shot.h)), name)
			for p := 1; p < 8; p++ { // the page scrolled on, a page at a time, while it has more
				before := r.ui.Screen().(*ui.RulesPage).Scroll
				r.ui.Update(ui.Input{Pressed: ui.KeyPageDown}, nil)
				if r.ui.Screen().(*ui.RulesPage).Scroll == before {
					break
				}
				require.NoError(t, writePNG(fmt.Sprintf("/tmp/cleave-pages/%spage-%s-%d.png", shot.prefix, name, p), renderCanvas(r, shot.w, shot.h)), name)
			}
			r.ui.Update(ui.Input{Pressed: ui.KeyEscape}, nil)
			require.IsType(t, &ui.Creation{}, r.ui.Screen(), name)
		}
	}
}
