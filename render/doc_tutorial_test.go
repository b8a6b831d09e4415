// The README's screenshots of the tutorial (issue 33), made by the game itself.

package render

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/ui"
)

// toLesson takes the tutorial game of r down the lessons' stairs to lesson n.
func toLesson(t *testing.T, r *Runner, n int) {
	t.Helper()
	for r.g.Depth < n {
		r.g.Player.Pos = r.g.Level.Down
		r.g.Do(game.Action{Kind: game.ActDescend})
	}
	_, at, _, ok := r.g.Lesson()
	require.True(t, ok)
	require.Equal(t, n, at)
}

// TestDocTutorialScreenshots remakes doc/tutorial-glance.png (the second lesson: the knife's blows glance off
// a cave beetle's shell, the lesson's words in the log) and doc/tutorial-odds.png (the last lesson: the look
// screen's odds of a goblin, in words), with CLEAVE_SHOTS=update.
//
//	CLEAVE_SHOTS=update xvfb-run -a go test ./render -run TestDocTutorialScreenshots -v
func TestDocTutorialScreenshots(t *testing.T) {
	if os.Getenv("CLEAVE_SHOTS") != "update" {
		t.Skip("set CLEAVE_SHOTS=update to remake the README's screenshots of the tutorial")
	}
	r, err := New(Options{Seed: 5, Mode: game.ModeTutorial})
	require.NoError(t, err)
	toLesson(t, r, 2)
	pl := r.g.Player
	for i, it := range pl.Pack {
		if it.Name == "knife" {
			r.g.Do(game.Action{Kind: game.ActWield, Item: i})
			break
		}
	}
	require.Equal(t, "knife", pl.Worn[game.SlotMain].Name)
	glanced := func() bool { // in the last lines the log shows
		for _, m := range r.g.Log[max(0, len(r.g.Log)-3):] {
			if strings.HasPrefix(m.Text, "Your knife glances off") {
				return true
			}
		}
		return false
	}
	for range 200 {
		if glanced() {
			break
		}
		r.g.Do(r.g.BotAction())
	}
	require.True(t, glanced(), "the knife glanced")
	r.g.TakeEvents()
	r.anim.tick += 100
	require.NoError(t, writePNG("doc/tutorial-glance.png", renderCanvas(r, ScreenW, ScreenH)))

	toLesson(t, r, 9)
	for range 100 {
		if len(r.g.Targets()) > 0 {
			break
		}
		r.g.Do(r.g.BotAction())
	}
	require.NotEmpty(t, r.g.Targets(), "the goblin in view")
	r.g.TakeEvents()
	r.ui.Update(ui.Input{Typed: []rune{ui.LookKey}}, r.g)
	r.ui.Update(ui.Input{Typed: []rune{ui.LookKey}}, r.g)
	require.IsType(t, &ui.CreatureInfo{}, r.ui.Screen())
	r.anim.tick += 100
	require.NoError(t, writePNG("doc/tutorial-odds.png", renderCanvas(r, ScreenW, ScreenH)))
}
