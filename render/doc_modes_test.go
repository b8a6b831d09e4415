// Screenshots of the kinds of run (issue 33; combat/RULES.md §38.5), made by the game itself.

package render

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/render/ui"
)

// TestDocModesScreenshots remakes render/doc/creation-mode.png (the creation screen's kind of run, on the
// desktop), phone-creation-mode.png (the same on a phone held upright, 390×844 CSS pixels at a pixel ratio
// of 3) and explore-death.png (an explore run just after the bot fell: back on the stairs, the log saying
// so, the side panel naming the run).
//
//	CLEAVE_SHOTS=update xvfb-run -a go test ./render -run TestDocModesScreenshots -v
func TestDocModesScreenshots(t *testing.T) {
	if os.Getenv("CLEAVE_SHOTS") != "update" {
		t.Skip("set CLEAVE_SHOTS=update to remake the screenshots")
	}
	through := func(r *Runner) {
		for range ui.StepMode {
			r.ui.Update(ui.Input{Pressed: ui.KeyEnter}, nil)
		}
		r.ui.Update(ui.Input{Typed: []rune{'c'}}, nil) // explore chosen
		require.Equal(t, ui.StepMode, r.ui.Screen().(*ui.Creation).Step)
	}
	c, err := New(Options{Seed: 12, Create: true})
	require.NoError(t, err)
	through(c)
	require.NoError(t, writePNG("doc/creation-mode.png", renderCanvas(c, ScreenW, ScreenH)))
	p, err := New(Options{Seed: 12, Create: true, Layout: ui.LayoutOptions{MinScale: readableScale(3), Touch: true}})
	require.NoError(t, err)
	through(p)
	require.NoError(t, writePNG("doc/phone-creation-mode.png", renderCanvas(p, 390*3, 844*3)))

	r, err := New(Options{Seed: 12, Mode: "explore"})
	require.NoError(t, err)
	fell := false
	for i := 0; i < 20000 && !fell; i++ {
		r.g.Act(r.g.BotAction())
		r.g.TakeEvents()
		last := r.g.Log[len(r.g.Log)-1].Text
		fell = strings.Contains(last, "whole again")
	}
	require.True(t, fell, "the bot fell in the explore run")
	require.False(t, r.g.Over)
	r.ui.Update(ui.Input{}, r.g)
	require.NoError(t, writePNG("doc/explore-death.png", renderCanvas(r, ScreenW, ScreenH)))
}
