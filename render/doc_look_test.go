package render

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/ui"
)

// TestDocLookNoticeScreenshots remakes doc/look.png, doc/phone-look.png (the look mode, its prompt naming
// keys at a keyboard and taps on a phone) and doc/notice.png, doc/phone-notice.png (a notice in its own
// place above the log's lines), with CLEAVE_SHOTS=update (issue 32).
func TestDocLookNoticeScreenshots(t *testing.T) {
	if os.Getenv("CLEAVE_SHOTS") != "update" {
		t.Skip("set CLEAVE_SHOTS=update to remake the screenshots of the look mode and the notice")
	}
	for _, shot := range []struct {
		prefix string
		opt    ui.LayoutOptions
		w, h   int
	}{{"", ui.LayoutOptions{}, ScreenW, ScreenH}, {"phone-", ui.LayoutOptions{MinScale: readableScale(3), Touch: true}, 1170, 2532}} {
		r, err := New(Options{Seed: 12, Layout: shot.opt})
		require.NoError(t, err)
		require.NotNil(t, r.g)
		r.ui.Update(ui.Input{LongPress: true, Hover: r.g.Player.Pos, HoverOK: true}, r.g)
		require.IsType(t, &ui.Look{}, r.ui.Screen())
		require.NoError(t, writePNG("doc/"+shot.prefix+"look.png", renderCanvas(r, shot.w, shot.h)))
		r.ui.Update(ui.Input{Pressed: ui.KeyEscape}, r.g)
		r.g.Log = append(r.g.Log, game.Message{Text: "You cannot explore while a foe is in view; fight, flee, or walk on by hand: see the help."})
		r.ui.Tell("You stop: a kobold comes into view.")
		require.NoError(t, writePNG("doc/"+shot.prefix+"notice.png", renderCanvas(r, shot.w, shot.h)))
	}
}
