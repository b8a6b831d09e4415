// The hints on screen: the first glance of a fight, with its hint under the prompt's place in the colour of
// advice (render/ui/hints.go), in a whole frame; and render/doc/hint.png, the README's, made from it.

package render

import (
	"image"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
	"github.com/cleave-game/cleave/render/prefs"
	"github.com/cleave-game/cleave/render/ui"
)

// firstGlance plays seeds 1, 2, ... as the bot would, the player taking the turns through the model whenever a
// foe is in view (a blow when it stands next to them, else a moment's wait), until the first glance of a fight
// shows its hint (every other hint shown already, so that the glance's is the one); it returns the runner with
// the tick's events animating.
func firstGlance(t *testing.T, lay ui.LayoutOptions) *Runner {
	t.Helper()
	var shown prefs.Shown
	for _, e := range assets.HintEvents {
		if e != assets.HintGlance {
			shown = shown.With(e)
		}
	}
	for seed := uint64(1); seed <= 10; seed++ {
		r, err := New(Options{Seed: seed, Hints: true, Shown: shown, Layout: lay})
		require.NoError(t, err)
		for turn := 0; turn < 1500 && !r.g.Over; turn++ {
			pl := r.g.Player
			switch foe := r.g.Walks().FoeInView(); {
			case foe != nil && levels.Distance(foe.Pos, pl.Pos) == 1:
				r.ui.Update(ui.Input{Moves: []ui.Move{{Dir: foe.Pos.Sub(pl.Pos), Held: 1}}}, r.g)
			case foe != nil:
				r.ui.Update(ui.Input{Moves: []ui.Move{{Held: 1}}}, r.g)
			default:
				r.g.Act(r.g.BotAction())
			}
			events := r.g.TakeEvents()
			if r.ui.Hint() == "" {
				r.anim.tick += 20
				continue
			}
			glanced := false
			for _, e := range events {
				glanced = glanced || (e.Kind == game.EventAttack && e.Outcome.Glance)
			}
			require.True(t, glanced, "the hint came with a glance")
			r.anim.list = r.anim.list[:0]
			r.addAnims(events)
			r.anim.tick += shotTicks
			t.Logf("seed %d, turn %d: %s | %s", seed, r.g.Turns, lastLine(r), r.ui.Hint())
			return r
		}
	}
	require.FailNow(t, "no glance in the seeds tried")
	return nil
}

// TestHintOnScreen: the first glance's hint is drawn in the colour of advice, above the log's lines (the newest of
// them, the glance's, still shows under it), and not over the map; on a phone held upright (a log of few lines
// under the strip) it is drawn whole too. CLEAVE_SHOTS=update writes them, doc/hint.png and doc/phone-hint.png.
func TestHintOnScreen(t *testing.T) {
	r := firstGlance(t, ui.LayoutOptions{})
	frame := renderCanvas(r, docW, docH)
	y, n := r.ui.LogRows(r.lay, r.g, false)
	assert.Greater(t, y, r.lay.Log.Min.Y+r.lay.LineH, "the log's lines go under the hint")
	assert.Positive(t, n)
	hint := countColour(frame, image.Rect(0, r.lay.Log.Min.Y, r.lay.W, y), ui.ColHint)
	assert.Greater(t, hint, 200, "the hint's words are drawn in the colour of advice, above the log's lines")
	assert.Zero(t, countColour(frame, image.Rect(0, 0, r.lay.W, r.lay.Log.Min.Y), ui.ColHint), "and nowhere over the map")

	phone := firstGlance(t, ui.LayoutOptions{MinScale: readableScale(3), Touch: true})
	phoneFrame := renderCanvas(phone, 1170, 2532)
	assert.Greater(t, countColour(phoneFrame, phoneFrame.Bounds(), ui.ColHint), hint*9/10, "on a phone, the hint whole")
	if os.Getenv("CLEAVE_SHOTS") == "update" {
		require.NoError(t, writePNG("doc/hint.png", frame))
		require.NoError(t, writePNG("doc/phone-hint.png", phoneFrame))
	}
}
