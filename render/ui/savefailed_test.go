// Tests of the screen shown when the save on the way out failed: it tells why and asks whether to quit
// anyway (y) or go on playing (n or Escape).

package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

func TestSaveFailedAsks(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	eff := m.Update(typed("Q"), g)
	require.True(t, eff.Quit, "Q asks to save and quit")

	m.SaveFailed("write save: no space left on device")
	s, ok := m.Screen().(*SaveFailed)
	require.True(t, ok, "the failed save is a screen of its own, %T", m.Screen())
	assert.Equal(t, "write save: no space left on device", s.Reason, "the reason is kept for the screen")
	assert.Contains(t, m.Prompt(), "Quit anyway? (y/n)")

	for _, in := range []Input{typed("Q"), typed("x"), pressed(KeyEnter), held(openDir(t, g), 1)} {
		turns := g.Turns
		eff = m.Update(in, g)
		assert.Equal(t, Effect{}, eff, "%+v: only y, n or Escape answer", in)
		assert.IsType(t, &SaveFailed{}, m.Screen(), "%+v: still asking", in)
		assert.Equal(t, turns, g.Turns, "%+v: no play behind the question", in)
	}

	eff = m.Update(typed("n"), g)
	assert.Equal(t, Effect{}, eff, "n: no quit")
	assert.IsType(t, &Play{}, m.Screen(), "n: back to play")

	m.SaveFailed("read-only file system")
	eff = m.Update(pressed(KeyEscape), g)
	assert.Equal(t, Effect{}, eff, "Escape: no quit")
	assert.IsType(t, &Play{}, m.Screen(), "Escape: back to play")

	m.SaveFailed("read-only file system")
	eff = m.Update(typed("y"), g)
	assert.True(t, eff.QuitUnsaved, "y: quit without the save")
	assert.False(t, eff.Quit, "y does not ask to save again")
	m.SaveFailed("read-only file system")
	assert.True(t, m.Update(typed("Y"), g).QuitUnsaved, "Y too")
}
