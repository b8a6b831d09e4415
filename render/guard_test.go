// Issue 19: the player's guard under tiers reaches the game from the options (settings.toml's guard) and
// survives a new game of the run; the @ screens of tiers and nethack, drawn.

package render

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/prefs"
	"github.com/cleave-game/cleave/render/ui"
)

func TestGuardOptionAndSheets(t *testing.T) {
	r, err := New(Options{Seed: 1, Rules: "tiers", Guard: "block"})
	require.NoError(t, err)
	assert.Equal(t, "block", r.g.OptionValue(prefs.GuardOption), "the setting reaches the game")
	r.ui.Update(ui.Input{Typed: []rune{'@'}}, r.g)
	require.IsType(t, &ui.Character{}, r.ui.Screen())
	r.ui.Update(ui.Input{Typed: []rune{'g'}}, r.g)
	assert.Equal(t, "none", r.g.OptionValue(prefs.GuardOption), "G: the next guard")
	r.anim.tick += 100
	require.NoError(t, writePNG(filepath.Join(shotDir(), "cleave-tiers-sheet.png"), renderFrame(r)))
	require.NoError(t, r.start(game.Character{}, "", ""))
	assert.Equal(t, "none", r.g.OptionValue(prefs.GuardOption), "a new game of the run keeps the guard chosen in play")
	n, err := New(Options{Seed: 1, Rules: "nethack"})
	require.NoError(t, err)
	n.ui.Update(ui.Input{Typed: []rune{'@'}}, n.g)
	n.anim.tick += 100
	require.NoError(t, writePNG(filepath.Join(shotDir(), "cleave-nethack-sheet.png"), renderFrame(n)))
}
