// Tests of the noise of fights the player does not see.

package game

import (
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/levels"
)

// TestFightingHeardOnceInHearingQuiet: a fight out of sight, going on every turn with several blows a
// turn, is heard once, then not again before hearingQuiet turns have passed, then heard again.
func TestFightingHeardOnceInHearingQuiet(t *testing.T) {
	g := arena(t, "warrior")
	for y := 1; y < 8; y++ {
		g.Level.Set(gruid.Point{X: 7, Y: y}, levels.Wall)
	}
	r := put(t, g, "giant rat", gruid.Point{X: 12, Y: 4})
	k := put(t, g, "kobold", gruid.Point{X: 13, Y: 4})
	k.HP, k.MaxHP, r.HP, r.MaxHP = 500, 500, 500, 500
	g.updateSight()
	require.False(t, g.IsVisible(r.Pos))
	require.False(t, g.IsVisible(k.Pos))

	start := g.Turns
	var heard []int // the turns, from start, it was heard in
	for turn := 0; turn < 2*hearingQuiet+3; turn++ {
		g.Turns = start + turn
		for range 3 {
			n := len(g.Log)
			g.fight.strikeAt(r, k, g.arms.buildStrike(r, SlotMain, combat.Blow))
			g.fight.strikeAt(k, r, g.arms.buildStrike(k, SlotMain, combat.Blow))
			for _, m := range g.Log[n:] {
				if m.Text == "You hear fighting." {
					heard = append(heard, turn)
				}
			}
		}
	}
	assert.Equal(t, []int{0, hearingQuiet, 2 * hearingQuiet}, heard)
}
