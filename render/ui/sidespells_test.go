// The side panel's spells: a caster sees the spells it knows and which are recharging (issue 32, defect 9).

package ui

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

// TestSidebarSpellsRecharge: a hedge mage's panel lists its spells (spells.toml learned_by) in the order
// learned, all ready; after it casts ward, ward is recharging for the spell's recharge (RULES.md §30.4:
// "the same caster cannot cast it again" before it has passed), the others still ready; once the time
// has passed it is ready again.
func TestSidebarSpellsRecharge(t *testing.T) {
	g, m := newGame(t, game.Character{Race: "human", Background: "hedge mage"}, nil)
	pl := g.Player
	known := g.KnownSpells(pl)
	require.Contains(t, known, "ward")
	require.GreaterOrEqual(t, len(known), 2, "a hedge mage knows more than one spell")
	sb := m.Sidebar(g)
	require.Len(t, sb.Spells, len(known))
	for i, s := range sb.Spells {
		assert.Equal(t, known[i], s.Name)
		assert.True(t, s.Ready, "%s ready before any cast", s.Name)
		assert.Equal(t, "ready", s.State())
		assert.InDelta(t, 1, s.Charged, 0)
	}

	row, ok := g.Data().Spell("ward")
	require.True(t, ok)
	cast := g.Time
	g.Act(game.Action{Kind: game.ActCast, Spell: "ward", Target: pl.Pos})
	require.Greater(t, g.Time, cast, "the cast took time")
	again := cast + int64(row.Recharge*10) // the time ward may be cast again, in tenths of a second
	left := again - g.Time
	require.Positive(t, left)
	sb = m.Sidebar(g)
	for _, s := range sb.Spells {
		if s.Name != "ward" {
			assert.True(t, s.Ready, "%s is not recharging", s.Name)
			continue
		}
		assert.False(t, s.Ready, "ward recharges")
		assert.Equal(t, left, s.Left)
		assert.InDelta(t, float64(g.Time-cast)/(row.Recharge*10), s.Charged, 1e-9)
		assert.Equal(t, fmt.Sprintf("in %d.%ds", left/10, left%10), s.State())
	}

	g.Time = again
	for _, s := range m.Sidebar(g).Spells {
		assert.True(t, s.Ready, "%s ready once its recharge has passed", s.Name)
	}
}
