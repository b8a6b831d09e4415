// Tests of the keys of a rock (issue 11 point 6, RULES.md §9.2, §13.2): w readies it, t throws it.

package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/game"
)

// TestRockReadiedWithWThrownWithT: w and a rock's letter ready it in the missile weapon's place; t aims
// at the nearest foe and Enter throws it (a throw, a turn), and the rock leaves the slot.
func TestRockReadiedWithWThrownWithT(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	pl := g.Player
	pl.Pack = append(pl.Pack, game.Item{Kind: game.ItemWeapon, Name: "rock", Count: 1, Letter: 'Z'})
	m.Update(typed("t"), g)
	assert.Equal(t, "You have nothing to shoot with.", m.Notice(), "Thora has no bow and no rock ready")
	m.Update(typed("w"), g)
	m.Update(typed("Z"), g)
	require.Equal(t, "rock", pl.Worn[game.SlotMissile].Name, "w readies the rock as the missile weapon")
	placeFoes(t, g, 1)
	g.TakeEvents()
	turns := g.Turns
	m.Update(typed("t"), g)
	require.IsType(t, &Aim{}, m.Screen(), "t aims the rock")
	m.Update(pressed(KeyEnter), g)
	assert.Equal(t, turns+1, g.Turns, "the throw took a turn")
	assert.True(t, pl.Worn[game.SlotMissile].IsZero(), "the rock is thrown")
	var modes []combat.Mode
	for _, e := range g.TakeEvents() {
		if e.Kind == game.EventMissile && e.Actor == pl.ID {
			modes = append(modes, e.Mode)
		}
	}
	assert.Equal(t, []combat.Mode{combat.Throw}, modes, "a throw, not a shot")
}
