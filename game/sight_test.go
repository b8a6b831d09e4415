package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/levels"
)

// The field of view kept between actions (updateSight, issue 35) is the one worked out afresh (symmetric
// shadowcasting from where the player stands, RULES.md's light radius) after every action of bot play on four
// seeds — through doors opened, floors changed, steps and rests — and the cells seen are all marked Seen.
func TestSightAsFresh(t *testing.T) {
	kept, actions := 0, 0
	for seed := uint64(1); seed <= 4; seed++ {
		g := newGame(t, seed)
		fov := levels.NewFOV()
		for i := 0; i < 400 && !g.Over; i++ {
			before := g.sightOf
			g.Act(g.BotAction())
			g.TakeEvents()
			if g.sightOf == before {
				kept++
			}
			actions++
			fov.Compute(g.Level, g.Player.Pos, g.sight())
			want := make([]bool, len(g.Visible))
			for _, q := range fov.Points() {
				want[q.Y*g.Level.W+q.X] = true
				require.True(t, g.Seen[q.Y*g.Level.W+q.X], "seed %d, action %d: %v in view but not seen", seed, i, q)
			}
			require.Equal(t, want, g.Visible, "seed %d, action %d: the field of view", seed, i)
		}
	}
	assert.Greater(t, kept, 0, "some actions of %d keep the view (the player stood still)", actions)
	t.Logf("%d of %d actions kept the view", kept, actions)
}
