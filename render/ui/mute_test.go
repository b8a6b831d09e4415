package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cleave-game/cleave/game"
)

// TestMuteKey: m mutes the sound and says so, m again turns it on; it takes no time in the game; the
// settings keep it; a model made muted (the player's setting) starts muted.
func TestMuteKey(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	time := g.Time
	assert.False(t, m.Muted())
	eff := m.Update(typed("m"), g)
	assert.True(t, eff.Mute)
	assert.True(t, m.Muted())
	assert.True(t, m.Settings().Mute, "kept in the settings, which the renderer saves")
	assert.True(t, eff.Settings)
	assert.Contains(t, m.Notice(), "muted")
	eff = m.Update(typed("m"), g)
	assert.True(t, eff.Mute)
	assert.False(t, m.Muted())
	assert.False(t, m.Settings().Mute)
	assert.Contains(t, m.Notice(), "Sound on")
	assert.Equal(t, time, g.Time, "no time passes")
	assert.True(t, New(Config{Data: g.Data(), Muted: true}, false).Muted())
}
