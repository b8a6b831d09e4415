// The run's screens drawn: a themed level (the crypts), the victory screen with the high scores, and the
// title's table (screenshots for a look: CLEAVE_SHOT_DIR or the temp dir).

package render

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/save"
	"github.com/cleave-game/cleave/render/ui"
)

func TestDungeonScreensDrawn(t *testing.T) {
	table := save.HighScores{Entries: []save.ScoreEntry{
		{Score: 9120, Title: "Thora the dwarf warrior", Won: true, Deepest: 12, Depth: 1, Turns: 9800,
			Morgue: "Cleave morgue file\n\nThora the dwarf warrior.\nEscaped from the dungeon with the Heart of the Mountain.\n"},
		{Score: 700, Title: "an elf archer", Cause: "a goblin's short sword", Depth: 7, Deepest: 7, Turns: 3100},
	}}
	r, err := New(Options{Seed: 2, Scores: func() (save.HighScores, int, string) { return table, 0, "" }})
	require.NoError(t, err)
	for r.g.Depth < 10 { // down the stairs as the player takes them, to the crypts
		r.g.Player.Pos = r.g.Level.Down
		require.True(t, r.g.Do(game.Action{Kind: game.ActDescend}).Took)
	}
	assert.Equal(t, "crypts", r.g.Level.Theme)
	r.g.TakeEvents()
	r.anim.tick += 100
	require.NoError(t, writePNG(filepath.Join(shotDir(), "cleave-crypts.png"), renderFrame(r)))

	r.g.Artefact, r.g.Won, r.g.Over = true, true, true
	r.ui.Update(ui.Input{}, r.g)
	require.IsType(t, &ui.Death{}, r.ui.Screen(), "the end screen, in victory")
	r.anim.tick += 100
	require.NoError(t, writePNG(filepath.Join(shotDir(), "cleave-victory.png"), renderFrame(r)))

	title, err := New(Options{Seed: 2, Create: true, Scores: func() (save.HighScores, int, string) { return table, -1, "" }})
	require.NoError(t, err)
	title.ui.Update(ui.Input{Typed: []rune{ui.ScoresKey}}, nil)
	require.IsType(t, &ui.Scores{}, title.ui.Screen(), "H on the title opens the table")
	require.NoError(t, writePNG(filepath.Join(shotDir(), "cleave-scores.png"), renderFrame(title)))
	title.ui.Update(ui.Input{Pressed: ui.KeyEnter}, nil)
	require.True(t, title.ui.Screen().(*ui.Scores).Open, "Enter opens the run's morgue file")
	title.ui.Update(ui.Input{Pressed: ui.KeyEscape}, nil)
	require.False(t, title.ui.Screen().(*ui.Scores).Open, "Escape closes it")
	title.ui.Update(ui.Input{Typed: []rune{ui.ScoresKey}}, nil)
	require.IsType(t, &ui.Creation{}, title.ui.Screen(), "and H again goes back")
}
