//go:build !js

package save

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

// Issue 32, the bestiary: the kinds met (game.State.Met, save version 19), where and when first, come
// back from a save as they went in; a save whose bestiary names a kind twice, or a level deeper than the
// deepest, is damaged.
func TestSaveKeepsTheBestiary(t *testing.T) {
	g := playBot(t, 3, 300)
	require.NotEmpty(t, g.Met, "the bot met something in 300 actions")
	b, err := Encode(g)
	require.NoError(t, err)
	back, err := Decode(b, g.Data())
	require.NoError(t, err)
	assert.Equal(t, g.Met, back.Met)

	for name, bad := range map[string]game.Met{
		"twice":  g.Met[0],
		"deeper": {Kind: "no such kind", Depth: g.Deepest + 1},
		"later":  {Kind: "no such kind", Depth: 1, Turn: g.Turns + 1},
	} {
		orig := g.Met
		g.Met = append(slices.Clone(orig), bad)
		b, err := Encode(g)
		require.NoError(t, err)
		_, err = Decode(b, g.Data())
		assert.ErrorIs(t, err, ErrDamaged, name)
		g.Met = orig
	}
}

// Issue 32: a save of version 18 (the corpus's, written by main's build of that version, before the
// bestiary) loads knowing the kinds its player killed, in the order of their names, of no level or turn,
// then those in view when it loaded.
func TestOldSaveGetsItsBestiary(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "saves", "v18-0635da9-cleave.sav"))
	require.NoError(t, err)
	g, err := Decode(b, nil)
	require.NoError(t, err)
	var killed []string
	for kind := range g.Player.KillsByKind {
		killed = append(killed, kind)
	}
	slices.Sort(killed)
	require.NotEmpty(t, killed, "the bot killed something before it saved")
	var kinds []string
	for i, m := range g.Met {
		kinds = append(kinds, m.Kind)
		if i < len(killed) {
			assert.Equal(t, game.Met{Kind: killed[i]}, m, "a kind killed, of no level or turn")
		} else {
			assert.Equal(t, game.Met{Kind: m.Kind, Depth: g.Depth, Turn: g.Turns}, m, "a kind in view at the load")
		}
	}
	assert.Equal(t, killed, kinds[:min(len(kinds), len(killed))])
	for _, a := range g.Targets() {
		assert.Contains(t, kinds, a.Kind, "in view at the load")
	}
	assert.Len(t, g.Bestiary(), len(g.Met), "every kind recalled")
}
