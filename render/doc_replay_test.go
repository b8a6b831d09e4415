package render

import (
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/save"
	"github.com/cleave-game/cleave/render/ui"
)

// TestDocReplayRewindScreenshot makes render/doc/replay-rewind.png for the README (issue 34, part 3): the
// replay of a bot game played to its step 1,200, then three steps of the game back with , (a seek back from a
// snapshot, the game the model hands the runner shown): the status line and, under it, the replay's keys,
// each a place to tap.
//
//	CLEAVE_SHOTS=update xvfb-run -a go test ./render -run TestDocReplayRewindScreenshot -v
func TestDocReplayRewindScreenshot(t *testing.T) {
	if os.Getenv("CLEAVE_SHOTS") != "update" {
		t.Skip("set CLEAVE_SHOTS=update to remake the README's screenshots")
	}
	st := &save.MemStore{}
	rec := save.NewRecorder(st, "")
	g, err := game.New(game.Config{Seed: 4, Record: true, Mode: "explore", Character: game.Character{Race: "human", Background: "duelist"}})
	require.NoError(t, err)
	now := time.Unix(0, 0)
	rec.Begin(g, false, now)
	for range 800 {
		g.Act(g.BotAction())
		now = now.Add(300 * time.Millisecond)
		rec.Flush(now)
	}
	rp, err := save.ParseReplay(st.Replay)
	require.NoError(t, err)
	rg, err := rp.NewGame(nil)
	require.NoError(t, err)
	p := ui.NewReplaying(rp, 1, "")
	r, err := New(Options{Game: rg, Seed: rg.Seed, Replay: p})
	require.NoError(t, err)
	ng, err := p.Seek(r.g, 1200)
	require.NoError(t, err)
	r.show(ng)
	for range 3 {
		if eff := r.ui.Update(ui.Input{Typed: []rune{','}}, r.g); eff.Game != nil {
			r.show(eff.Game)
		}
	}
	require.Equal(t, 1194, p.Next, "three steps of the game back: an action and the bot's asking each")
	r.g.TakeEvents()
	require.NoError(t, writePNG("doc/replay-rewind.png", renderCanvas(r, docW, docH)))
}
