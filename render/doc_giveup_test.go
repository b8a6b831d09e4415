package render

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/render/ui"
)

// TestDocGiveUpScreenshots makes render/doc/giveup.png and render/doc/gaveup.png for the README (issue 37):
// seed 12 played by the bot for 150 actions, then # (the question, naming what is lost), then y (the end of
// the run given up).
func TestDocGiveUpScreenshots(t *testing.T) {
	if os.Getenv("CLEAVE_SHOTS") != "update" {
		t.Skip("set CLEAVE_SHOTS=update to remake the README's screenshots")
	}
	r, err := New(Options{Seed: 12})
	require.NoError(t, err)
	for i := 0; i < 150 && !r.g.Over; i++ {
		r.g.Act(r.g.BotAction())
	}
	require.False(t, r.g.Over, "the bot lives 150 actions on seed 12")
	r.g.TakeEvents()
	r.ui.Update(ui.Input{Typed: []rune{ui.GiveUpKey}}, r.g)
	require.IsType(t, &ui.GiveUp{}, r.ui.Screen())
	require.NoError(t, writePNG("doc/giveup.png", renderCanvas(r, docW, docH)))
	r.ui.Update(ui.Input{Typed: []rune("y")}, r.g)
	r.ui.Update(ui.Input{}, r.g)
	require.True(t, r.g.Over)
	require.IsType(t, &ui.Death{}, r.ui.Screen())
	r.g.TakeEvents()
	require.NoError(t, writePNG("doc/gaveup.png", renderCanvas(r, docW, docH)))
}
