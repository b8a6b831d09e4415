package render

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/ui"
)

// logTexts are the texts of g's log from the first.
func logTexts(g *game.Game, first int) []string {
	var out []string
	for _, m := range g.Log[first:] {
		out = append(out, m.Text)
	}
	return out
}

// TestRunnerFeedsTheScreenReader (issue 38): what the runner tells the page's regions. A game begun here says
// its opening lines, then each new line once (the surroundings key's); a game handed over (loaded from its
// save) says its last line alone (the note of its restoring), a replay's seek nothing; the screen's lines are told when they change (the look
// mode opened), and none in play.
func TestRunnerFeedsTheScreenReader(t *testing.T) {
	r, err := New(Options{Seed: 12})
	require.NoError(t, err)
	require.NotNil(t, r.g)
	r.pending = true
	lines, screen, changed, _, _ := r.a11yNews(false)
	assert.Equal(t, logTexts(r.g, 0), lines, "a game begun here: its opening lines")
	assert.Empty(t, screen, "in play: no screen's text")
	assert.False(t, changed)
	lines, _, _, _, _ = r.a11yNews(false)
	assert.Empty(t, lines, "nothing new: nothing said")

	n := len(r.g.Log)
	r.ui.Update(ui.Input{Typed: []rune{ui.SurroundKey}}, r.g)
	lines, _, _, _, _ = r.a11yNews(false)
	require.Equal(t, logTexts(r.g, n), lines)
	require.Len(t, lines, 1)
	assert.True(t, strings.HasPrefix(lines[0], "Around you: "), lines[0])

	r.ui.Update(ui.Input{Typed: []rune{ui.LookKey}}, r.g)
	r.pending = true
	_, screen, changed, _, _ = r.a11yNews(false)
	assert.True(t, changed, "the look mode opened: the screen's text changed")
	require.NotEmpty(t, screen)
	assert.Contains(t, screen[0], "(Tab next, Enter describes, Esc leaves)")

	loaded, err := New(Options{Game: r.g, Seed: 12})
	require.NoError(t, err)
	lines, _, _, _, _ = loaded.a11yNews(false)
	assert.Equal(t, logTexts(r.g, len(r.g.Log)-1), lines, "a game loaded from its save: its last line alone (the note of its restoring)")
	seek, err := New(Options{Seed: 12})
	require.NoError(t, err)
	lines, _, _, _, _ = seek.a11yNews(true)
	assert.Empty(t, lines, "a replay's seek: its lines were heard before")
}

// TestDocSurroundingsScreenshot remakes doc/surroundings.png, the surroundings key's line in the log on the
// desktop (issue 38), with CLEAVE_SHOTS=update.
func TestDocSurroundingsScreenshot(t *testing.T) {
	if os.Getenv("CLEAVE_SHOTS") != "update" {
		t.Skip("set CLEAVE_SHOTS=update to remake the screenshot of the surroundings key")
	}
	r, err := New(Options{Seed: 12})
	require.NoError(t, err)
	_, err = r.g.PlaceBeside("kobold")
	require.NoError(t, err)
	r.ui.Update(ui.Input{Typed: []rune{ui.SurroundKey}}, r.g)
	require.NoError(t, writePNG("doc/surroundings.png", renderCanvas(r, ScreenW, ScreenH)))
}
