// A game that is not saved (a seeded game, a scripted run) never claims a save on Q.

package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

func TestQuitUnsavedClaimsNoSave(t *testing.T) {
	g, err := game.New(game.Config{Seed: 1})
	require.NoError(t, err)
	m := New(Config{Data: g.Data(), PagerRows: 20, PagerColumns: 60, Unsaved: true}, false)
	assert.True(t, m.Update(typed("Q"), g).Quit)
	assert.Equal(t, "Quitting: this game is not saved.", m.Notice())
	assert.NotContains(t, m.Notice(), "Saving")
}
