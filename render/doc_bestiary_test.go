package render

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/render/ui"
)

// TestDocBestiaryScreenshot makes render/doc/bestiary.png for the README, and phone-bestiary.png (a phone
// held upright, 1170×2532 at a pixel ratio of 3, the touch bar on): seed 6's bot plays on until it has met
// seven kinds of creature (alive), then M opens the bestiary on Grizzletooth (a unique), else on the third
// kind met: the kinds with their sprites and how a fight with each looks, the recall of the one chosen.
//
//	CLEAVE_SHOTS=update xvfb-run -a go test ./render -run TestDocBestiaryScreenshot -v
func TestDocBestiaryScreenshot(t *testing.T) {
	if os.Getenv("CLEAVE_SHOTS") != "update" {
		t.Skip("set CLEAVE_SHOTS=update to remake the README's screenshots")
	}
	for _, shot := range []struct {
		prefix string
		opt    ui.LayoutOptions
		w, h   int
	}{{"", ui.LayoutOptions{}, docW, docH}, {"phone-", ui.LayoutOptions{MinScale: readableScale(3), Touch: true}, 1170, 2532}} {
		r, err := New(Options{Seed: 6, Layout: shot.opt})
		require.NoError(t, err)
		for i := 0; i < 5000 && len(r.g.Met) < 7 && !r.g.Over; i++ {
			r.g.Act(r.g.BotAction())
		}
		require.False(t, r.g.Over, "the bot lives")
		require.GreaterOrEqual(t, len(r.g.Met), 7, "seven kinds met")
		r.ui.Update(ui.Input{Typed: []rune{ui.BestiaryKey}}, r.g)
		b, ok := r.ui.Screen().(*ui.Bestiary)
		require.True(t, ok)
		b.Sel = 2
		for i, k := range b.Kinds {
			if k.Name == "Grizzletooth" { // the unique, if met: its recall says it was slain
				b.Sel = i
			}
		}
		r.g.TakeEvents()
		require.NoError(t, writePNG("doc/"+shot.prefix+"bestiary.png", renderCanvas(r, shot.w, shot.h)))
	}
}
