// Issue 11.8: each creature's natural cover is named in the data (creatures.toml's cover, else its tags'
// in tags.toml) and a glance off it says that word (RULES.md §7.6).

package game

import (
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
)

func TestGlanceNamesTheCreaturesCover(t *testing.T) {
	for kind, want := range map[string]string{
		"wraith": "mist", "ghost": "mist", "earth elemental": "stone", "skeleton": "bones",
		"mud golem": "mud", "cave beetle": "shell", "kobold": "scales",
	} {
		t.Run(kind, func(t *testing.T) {
			g := arena(t, "warrior")
			pl := g.Player
			v := put(t, g, kind, gruid.Point{X: 4, Y: 4})
			c, ok := g.data.Creature(kind)
			require.True(t, ok)
			assert.Equal(t, want, c.Cover, "the %s's cover in the data", kind)
			c.Protection = 40 // every blow that lands glances off the cover
			glanced := ""
			for try := 0; try < 200 && glanced == ""; try++ {
				v.HP, v.MaxHP, v.Dead = 50, 50, false
				n := len(g.Log)
				o := g.fight.strikeAt(pl, v, g.arms.buildStrike(pl, SlotMain, combat.Blow))
				if o.Glance {
					for _, m := range g.Log[n:] {
						if strings.Contains(m.Text, "glances off") {
							glanced = m.Text
						}
					}
				}
			}
			require.NotEmpty(t, glanced, "a blow glances off the %s", kind)
			assert.True(t, strings.HasSuffix(glanced, "'s "+want+"."), "%q names the %s's %s", glanced, kind, want)
		})
	}
}
