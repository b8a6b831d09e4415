// The look mode and the creature describe screen on screen, and the README's screenshot of it.

package render

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/render/ui"
)

// lookingAt plays the bot on seed 1 until two creatures are in view and the player is unhurt, then
// presses ; (the look mode on the nearest) and Tab (the next).
func lookingAt(t *testing.T) *Runner {
	t.Helper()
	r, err := New(Options{Seed: 1})
	require.NoError(t, err)
	for turn := 0; turn < 1500 && !r.g.Over; turn++ {
		r.g.Act(r.g.BotAction())
		if len(r.g.Targets()) >= 2 && r.g.Player.HP == r.g.Player.MaxHP {
			break
		}
	}
	require.GreaterOrEqual(t, len(r.g.Targets()), 2, "two creatures in view")
	r.g.TakeEvents()
	r.anim.list = r.anim.list[:0]
	r.ui.Update(ui.Input{Typed: []rune{ui.LookKey}}, r.g)
	r.ui.Update(ui.Input{Pressed: ui.KeyTab}, r.g)
	return r
}

// TestLookDrawn: the look mode draws its cursor and its line, Enter draws the describe screen over the
// map, and any key goes back to the look mode as it was drawn.
func TestLookDrawn(t *testing.T) {
	r := lookingAt(t)
	look := renderFrame(r)
	_, ok := r.ui.Screen().(*ui.Look)
	require.True(t, ok)
	r.ui.Update(ui.Input{Pressed: ui.KeyEnter}, r.g)
	_, ok = r.ui.Screen().(*ui.CreatureInfo)
	require.True(t, ok, "%T", r.ui.Screen())
	info := renderFrame(r)
	assert.NotEqual(t, panelPixels(look), panelPixels(info), "the describe screen is drawn")
	if os.Getenv("CLEAVE_SHOTS") == "update" {
		require.NoError(t, writePNG("doc/look.png", info))
	}
	r.ui.Update(ui.Input{Typed: []rune("z")}, r.g)
	assert.Equal(t, panelPixels(look), panelPixels(renderFrame(r)), "back to the look mode")
}
