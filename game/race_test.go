// A race's numbers count in play: the lizardfolk's scales add to the Protection of the @ screen.

package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLizardfolkScalesSoak(t *testing.T) {
	var g *Game
	sheet := func(race string) Sheet {
		var err error
		g, err = New(Config{Seed: 1, Character: Character{Race: race, Background: "warrior"}})
		require.NoError(t, err)
		return g.CharacterSheet(g.Player)
	}
	liz, human := sheet("lizardfolk"), sheet("human")
	r, ok := g.Data().Race("lizardfolk")
	require.True(t, ok)
	assert.Equal(t, human.Pv+r.Protection, liz.Pv, "the same mail, and the scales' Protection")
	assert.Equal(t, human.Dv, liz.Dv, "scales turn no blow")
}
