package render

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/ui"
)

// TestDocItemSearchScreenshot makes render/doc/item-search.png for the README: seed 2's first two levels
// explored (their creatures left out), then F and "o": the items seen on both floors whose names hold it,
// each with where it lies.
func TestDocItemSearchScreenshot(t *testing.T) {
	if os.Getenv("CLEAVE_SHOTS") != "update" {
		t.Skip("set CLEAVE_SHOTS=update to remake the README's screenshots")
	}
	r, err := New(Options{Seed: 2})
	require.NoError(t, err)
	exploreTwoLevels(t, r)
	r.ui.Update(ui.Input{Typed: []rune{ui.FindKey}}, r.g)
	r.ui.Update(ui.Input{Typed: []rune("o")}, r.g)
	f, ok := r.ui.Screen().(*ui.Find)
	require.True(t, ok)
	require.NotEmpty(t, f.Results(r.g), "something seen holds an o")
	r.g.TakeEvents()
	require.NoError(t, writePNG("doc/item-search.png", renderCanvas(r, docW, docH)))
}

// exploreTwoLevels explores r's first level to its end with its creatures gone (as o does, taking what
// auto-pickup takes), goes down and explores the second: the item search then has two levels' items.
func exploreTwoLevels(t *testing.T, r *Runner) {
	t.Helper()
	walking := func() bool { p, ok := r.ui.Screen().(*ui.Play); return ok && p.Traveling() }
	explore := func() {
		for _, a := range r.g.Creatures {
			a.Dead = true
		}
		for range 200 {
			r.ui.Update(ui.Input{Typed: []rune{ui.ExploreKey}}, r.g)
			for i := 0; walking() && i < 20000; i++ {
				r.ui.Update(ui.Input{}, r.g)
			}
			if r.ui.Notice() == "Done exploring." {
				return
			}
		}
	}
	explore()
	r.g.Player.Pos = r.g.Level.Down
	require.True(t, r.g.Act(game.Action{Kind: game.ActDescend}))
	explore()
}
