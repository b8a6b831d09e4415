// Screenshots of the screens issue 32 mended, made by the game itself.

package render

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/render/prefs"
	"github.com/cleave-game/cleave/render/ui"
)

// TestDocScreensScreenshots remakes render/doc/settings-text2.png (the settings screen at text size 2 in
// the smallest window, 1280×960 at scale 2: the side panel covered, nothing written over its bars) and
// phone-creation-race.png (the race step on a phone held upright, 390×844 CSS pixels at a pixel ratio of
// 3: every row wrapped to the width), the death screen
// (doc/death.png: a unique named without an article, kills by kind in the plural), and, to look at, a key
// capture in /tmp/cleave-32.
//
//	CLEAVE_SHOTS=update xvfb-run -a go test ./render -run TestDocScreensScreenshots -v
func TestDocScreensScreenshots(t *testing.T) {
	if os.Getenv("CLEAVE_SHOTS") != "update" {
		t.Skip("set CLEAVE_SHOTS=update to remake the screenshots")
	}
	require.NoError(t, os.MkdirAll("/tmp/cleave-32", 0o755))
	r, err := New(Options{Seed: 12, Layout: ui.LayoutOptions{TextSize: 2}, Settings: prefs.Settings{TextSize: 2}})
	require.NoError(t, err)
	r.ui.Update(ui.Input{Typed: []rune{ui.SettingsKey}}, r.g)
	require.IsType(t, &ui.Settings{}, r.ui.Screen())
	require.NoError(t, writePNG("doc/settings-text2.png", renderCanvas(r, ScreenW, ScreenH)))
	r.ui.Update(ui.Input{Keys: []string{"Up"}}, r.g)
	r.ui.Update(ui.Input{Pressed: ui.KeyEnter}, r.g)
	require.NoError(t, writePNG("/tmp/cleave-32/capture.png", renderCanvas(r, ScreenW, ScreenH)))
	r.ui.Update(ui.Input{Pressed: ui.KeyEscape, Keys: []string{"Escape"}}, r.g)
	require.NoError(t, writePNG("/tmp/cleave-32/capture-cancelled.png", renderCanvas(r, ScreenW, ScreenH)))

	for _, dpr := range []int{2, 3} {
		p, err := New(Options{Seed: 12, Create: true, Layout: ui.LayoutOptions{MinScale: readableScale(float64(dpr)), Touch: true}})
		require.NoError(t, err)
		p.ui.Update(ui.Input{Pressed: ui.KeyEnter}, nil) // the rule set chosen: the race
		require.Equal(t, ui.StepRace, p.ui.Screen().(*ui.Creation).Step)
		path := "/tmp/cleave-32/phone-creation-race-2.png"
		if dpr == 3 {
			path = "doc/phone-creation-race.png"
		}
		require.NoError(t, writePNG(path, renderCanvas(p, 390*dpr, 844*dpr)))
	}

	d, err := New(Options{Seed: 12})
	require.NoError(t, err)
	pl := d.g.Player
	pl.KillsByKind = map[string]int{"kobold": 3, "Grizzletooth": 1, "giant rat": 2}
	pl.Kills = 6
	d.g.Over, d.g.Cause, d.g.Turns = true, "Grizzletooth's bite", 412
	d.ui.Update(ui.Input{}, d.g)
	require.NoError(t, writePNG("doc/death.png", renderCanvas(d, ScreenW, ScreenH)))
}
