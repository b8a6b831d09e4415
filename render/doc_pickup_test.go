package render

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/render/ui"
)

// TestDocAutoPickupScreenshot remakes render/doc/autopickup.png when asked: on seed 1 (its creatures left out)
// auto-explore (o) walks to the first potion or scroll in view and picks it up, the log's last line saying so
// (issue 32); the picture is of the step after.
//
//	CLEAVE_SHOTS=update xvfb-run -a go test ./render -run TestDocAutoPickupScreenshot -v
func TestDocAutoPickupScreenshot(t *testing.T) {
	if os.Getenv("CLEAVE_SHOTS") != "update" {
		t.Skip("set CLEAVE_SHOTS=update to remake the README's screenshots")
	}
	r, err := New(Options{Seed: 1})
	require.NoError(t, err)
	for _, a := range r.g.Creatures {
		a.Dead = true
	}
	walking := func() bool { p, ok := r.ui.Screen().(*ui.Play); return ok && p.Traveling() }
	picked := func() bool {
		return len(r.g.Log) > 0 && strings.HasPrefix(r.g.Log[len(r.g.Log)-1].Text, "You pick up ")
	}
	for range 50 {
		r.ui.Update(ui.Input{Typed: []rune{ui.ExploreKey}}, r.g)
		for i := 0; walking() && !picked() && i < 20000; i++ {
			r.ui.Update(ui.Input{}, r.g)
		}
		if picked() {
			break
		}
	}
	require.True(t, picked(), "auto-explore picked something up")
	r.ui.Update(ui.Input{}, r.g) // and walks on: the next step's tick
	r.ui.Update(ui.Input{}, r.g)
	r.g.TakeEvents()
	require.NoError(t, writePNG("doc/autopickup.png", renderCanvas(r, docW, docH)))
}
