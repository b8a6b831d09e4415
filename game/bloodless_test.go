// Issue 11.3: the creatures without blood (the bloodless trait of tags.toml) never bleed; the others do
// (RULES.md §8.1).

package game

import (
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
)

func TestBloodlessCreaturesNeverBleed(t *testing.T) {
	for _, tc := range []struct {
		target string
		bleeds bool
	}{{"kobold", true}, {"ghoul", true}, {"skeleton", false}, {"ghost", false}, {"wraith", false}, {"mud golem", false}, {"earth elemental", false}} {
		t.Run(tc.target, func(t *testing.T) {
			g := arena(t, "brute")
			pl := g.Player
			pl.Str = 30 // blows strong enough to open wounds
			v := put(t, g, tc.target, gruid.Point{X: 4, Y: 4})
			c, ok := g.data.Creature(tc.target)
			require.True(t, ok)
			require.Equal(t, !tc.bleeds, c.Traits.Bloodless, "tags.toml: is the %s bloodless?", tc.target)
			wounds := 0
			for try := 0; try < 300; try++ {
				v.HP, v.MaxHP, v.Dead, v.Bleeding = 60, 60, false, 0
				o := g.fight.strikeAt(pl, v, g.arms.buildStrike(pl, SlotMain, combat.Blow))
				if o.Hit && !o.Glance && o.Dealt >= 20 {
					wounds++
				}
				if !tc.bleeds {
					require.Zero(t, v.Bleeding, "the %s bled (try %d)", tc.target, try)
					require.False(t, o.Bleeding, "the outcome says the %s bleeds", tc.target)
				} else if v.Bleeding > 0 {
					return
				}
			}
			require.Positive(t, wounds, "strong blows land on the %s", tc.target)
			assert.False(t, tc.bleeds, "the %s never bled from %d strong blows", tc.target, wounds)
		})
	}
}
