// Issue 18: a game under drn as drawn: the rule set on the side panel, a shield hit's effect.

package render

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/render/ui"
)

func TestDRNShownAndDrawn(t *testing.T) {
	r, err := New(Options{Seed: 1, Rules: "drn"})
	require.NoError(t, err)
	require.NotNil(t, r.g)
	assert.Equal(t, "drn", r.g.RulesName(), "--rules reaches the new game")
	assert.Equal(t, "drn", r.ui.Sidebar(r.g).Rules)
	c, err := New(Options{Seed: 1})
	require.NoError(t, err)
	assert.Equal(t, "cleave", c.ui.Sidebar(c.g).Rules)
	// The @ screen in drn's numbers, drawn (a screenshot for a look: CLEAVE_SHOT_DIR or the temp dir).
	r.ui.Update(ui.Input{Typed: []rune{'@'}}, r.g)
	require.IsType(t, &ui.Character{}, r.ui.Screen())
	r.anim.tick += 100
	require.NoError(t, writePNG(filepath.Join(shotDir(), "cleave-drn-sheet.png"), renderFrame(r)))
	name, _, _, _, _ := effectOf(combat.Outcome{Hit: true, Glance: true, ShieldHit: true})
	assert.Equal(t, "block", name, "a shield hit nothing got through shows the shield's block")
	name, _, _, _, _ = effectOf(combat.Outcome{Hit: true, Glance: true})
	assert.Equal(t, "spark", name, "a glance off armour, its spark")
}
