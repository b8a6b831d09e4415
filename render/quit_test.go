// The way out: the game is saved before the loop ends; a failed save asks the player (Q, the close button)
// whether to quit anyway, and ends all the same when nobody asked (a signal, --frames).

package render

import (
	"bytes"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/ui"
)

// saver is an Options.Save that fails with err (nil: succeeds) and counts its calls.
type saver struct {
	err   error
	calls int
}

func (s *saver) save(*game.Game) error { s.calls++; return s.err }

func TestQuitSavesFirstAndAsks(t *testing.T) {
	full := errors.New("write save: no space left on device")
	sv := &saver{err: full}
	r, err := New(Options{Seed: 1, Save: sv.save})
	require.NoError(t, err)
	before := renderFrame(r)

	r.endGame(true) // Q, or the close button
	assert.Equal(t, 1, sv.calls, "saved before the loop ends")
	assert.False(t, r.quitting, "a failed save does not end the game unasked")
	s, ok := r.ui.Screen().(*ui.SaveFailed)
	require.True(t, ok, "the player is asked, %T", r.ui.Screen())
	assert.Equal(t, full.Error(), s.Reason)
	tried, serr := r.Saved()
	assert.True(t, tried)
	assert.ErrorIs(t, serr, full)
	assert.False(t, bytes.Equal(before.Pix, renderFrame(r).Pix), "the reason and the question are on screen")

	// A signal while asking (or any time): one more try, then the end, asked or not.
	r.RequestQuit()
	theLoop.run(r, 30)
	assert.True(t, r.quitting)
	assert.Equal(t, 2, sv.calls, "tried again")
	_, serr = r.Saved()
	assert.ErrorIs(t, serr, full, "the failure is reported")

	// A good save ends the game at once.
	ok2 := &saver{}
	r, err = New(Options{Seed: 1, Save: ok2.save})
	require.NoError(t, err)
	r.endGame(true)
	assert.True(t, r.quitting)
	tried, serr = r.Saved()
	assert.True(t, tried)
	assert.NoError(t, serr)

	// The end of --frames does not ask either.
	sv = &saver{err: full}
	r, err = New(Options{Seed: 1, Frames: 3, Save: sv.save})
	require.NoError(t, err)
	theLoop.run(r, 60)
	assert.True(t, r.quitting)
	assert.Equal(t, 1, sv.calls)

	// A game over has nothing to lose: no question.
	sv = &saver{err: full}
	r, err = New(Options{Seed: 1, Save: sv.save})
	require.NoError(t, err)
	r.g.Over = true
	r.endGame(true)
	assert.True(t, r.quitting)
}

// TestWarningShown: the warning that this game will not be saved is on the creation screen, and in the log
// of the game that begins.
func TestWarningShown(t *testing.T) {
	plain, err := New(Options{Seed: 1, Create: true})
	require.NoError(t, err)
	const w = "The saved game could not be read: permission denied. The game you play now will not be saved."
	r, err := New(Options{Seed: 1, Create: true, Warning: w})
	require.NoError(t, err)
	assert.False(t, bytes.Equal(renderFrame(plain).Pix, renderFrame(r).Pix), "the warning is drawn")
	require.NoError(t, r.start(game.Character{}, "", ""))
	assert.Equal(t, w, r.g.Log[len(r.g.Log)-1].Text)
}
