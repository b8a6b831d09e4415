// Issue 18: a game under drn as drawn: the rule set on the side panel, a shield hit's effect.

package render

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
)

func TestDRNShownAndDrawn(t *testing.T) {
	r, err := New(Options{Seed: 1, Rules: combat.DRN})
	require.NoError(t, err)
	require.NotNil(t, r.g)
	assert.Equal(t, combat.DRN, r.g.Rules, "--rules reaches the new game")
	assert.Equal(t, "drn", r.ui.Sidebar(r.g).Rules)
	c, err := New(Options{Seed: 1})
	require.NoError(t, err)
	assert.Equal(t, "cleave", c.ui.Sidebar(c.g).Rules)
	name, _, _, _, _ := effectOf(combat.Outcome{Hit: true, Glance: true, ShieldHit: true, Rules: combat.DRN})
	assert.Equal(t, "block", name, "a shield hit nothing got through shows the shield's block")
	name, _, _, _, _ = effectOf(combat.Outcome{Hit: true, Glance: true})
	assert.Equal(t, "spark", name, "a glance off armour, its spark")
}
