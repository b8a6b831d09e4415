package render

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/render/ui"
)

// TestDocPhoneTapsScreenshots makes render/doc/phone-settings.png and phone-find.png for the README (issue
// 32, every prompt answered by taps), on a phone held upright (390×844 at a pixel ratio of 3, the touch bar
// shown): the settings screen with a row chosen by a tap (the keys' rows left out on touch), and the item
// search opened by the bar's find button over seed 2's first two levels explored: every item seen, the row of
// first letters to narrow it.
func TestDocPhoneTapsScreenshots(t *testing.T) {
	if os.Getenv("CLEAVE_SHOTS") != "update" {
		t.Skip("set CLEAVE_SHOTS=update to remake the README's screenshots")
	}
	phone := ui.LayoutOptions{MinScale: readableScale(3), Touch: true}
	s, err := New(Options{Seed: 12, Layout: phone})
	require.NoError(t, err)
	s.ui.Update(ui.Input{Commands: []rune{ui.SettingsKey}}, s.g)
	set, ok := s.ui.Screen().(*ui.Settings)
	require.True(t, ok)
	set.Row = 3 // as a tap on "Reduce motion" leaves it: chosen, a second tap toggles it
	require.NoError(t, writePNG("doc/phone-settings.png", renderCanvas(s, 390*3, 844*3)))

	r, err := New(Options{Seed: 2, Layout: phone})
	require.NoError(t, err)
	exploreTwoLevels(t, r)
	r.ui.Update(ui.Input{Commands: []rune{ui.FindKey}}, r.g)
	f, ok := r.ui.Screen().(*ui.Find)
	require.True(t, ok, "the find button opens the item search")
	require.NotEmpty(t, f.Results(r.g))
	r.g.TakeEvents()
	require.NoError(t, writePNG("doc/phone-find.png", renderCanvas(r, 390*3, 844*3)))
}
