package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

// TestCastKey: RULES.md §30: z opens the aim with the first spell known, z again the next, Enter casts a
// spell on oneself at once; a character who knows none is told so.
func TestCastKey(t *testing.T) {
	g, m := newGame(t, game.Character{Race: "human", Background: "hedge mage"}, nil)
	m.Update(typed("z"), g)
	a, ok := m.Screen().(*Aim)
	require.True(t, ok)
	assert.Equal(t, "fire bolt", a.Spell)
	assert.Contains(t, a.prompt(), "Cast fire bolt")
	m.Update(typed("z"), g)
	assert.Equal(t, "ward", a.Spell)
	turns := g.Turns
	m.Update(pressed(KeyEnter), g)
	assert.Equal(t, turns+1, g.Turns, "the ward is cast on oneself")
	assert.IsType(t, &Play{}, m.Screen())

	g2, m2 := newGame(t, game.Character{}, nil)
	m2.Update(typed("z"), g2)
	assert.IsType(t, &Play{}, m2.Screen())
	assert.Equal(t, "You know no spells.", m2.notice)
}

// TestSearchKey: RULES.md §29.2: s searches, a step's time.
func TestSearchKey(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	turns := g.Turns
	m.Update(typed("s"), g)
	assert.Equal(t, turns+1, g.Turns)
	m.Update(typed("D"), g)
	assert.IsType(t, &Disarm{}, m.Screen())
}
