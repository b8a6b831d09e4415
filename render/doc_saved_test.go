// The screenshot of "what would have saved you" on the death screen (issue 34, part 2).

package render

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game/hindsight"
	"github.com/cleave-game/cleave/render/ui"
)

// TestDocSavedYouScreenshot remakes render/doc/saved-you.png: the death screen of the bot's game of seed 11,
// with the fight that killed it played again under the alternatives the player had.
//
//	CLEAVE_SHOTS=update xvfb-run -a go test ./render -run TestDocSavedYouScreenshot -v
func TestDocSavedYouScreenshot(t *testing.T) {
	if os.Getenv("CLEAVE_SHOTS") != "update" {
		t.Skip("set CLEAVE_SHOTS=update to remake the README's screenshots")
	}
	var w *hindsight.Watcher
	r, err := New(Options{Seed: 11, Hindsight: func() []string { return w.Lines() }})
	require.NoError(t, err)
	w = hindsight.NewWatcher(r.g.Data())
	for i := 0; i < 20000 && !r.g.Over; i++ {
		w.Frame(r.g)
		r.g.Act(r.g.BotAction())
	}
	w.Frame(r.g)
	require.True(t, r.g.Player.Dead)
	w.Wait()
	r.ui.Update(ui.Input{}, r.g)
	require.NoError(t, writePNG("doc/saved-you.png", renderCanvas(r, ScreenW, ScreenH)))
}
