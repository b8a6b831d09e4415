// Tests of dungeon.toml: the embedded file's goal and themes, and its mistakes told at their place.

package assets

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDungeonLoads(t *testing.T) {
	d := loadDefaults(t)
	g := d.Dungeon
	assert.GreaterOrEqual(t, g.GoalDepth, 12)
	assert.NotEmpty(t, g.Artefact)
	c, ok := d.Creature(g.Guardian)
	require.True(t, ok, "the guardian is a creature")
	assert.Zero(t, c.Frequency, "never drawn at random")
	for depth := 1; depth <= g.GoalDepth; depth++ {
		assert.NotNil(t, g.ThemeAt(depth), "depth %d has a theme", depth)
	}
	assert.Nil(t, g.ThemeAt(g.GoalDepth+1))
	assert.Equal(t, 100*7, g.Score.Score(7, 5000, false, false))
	// RULES.md §38.2: 4 + 1.5 × depth creatures, rounded down: 7 on level 2, 11 on level 5, 20 on level 11.
	assert.Equal(t, []int{7, 11, 20}, []int{g.CreaturesAt(2), g.CreaturesAt(5), g.CreaturesAt(11)})
}

func TestDungeonMistakes(t *testing.T) {
	b, err := readData(Files, "dungeon.toml")
	require.NoError(t, err)
	base := string(b)
	for _, c := range []struct{ from, to, want string }{
		{`guardian = "Skarn the Deepwarden"`, `guardian = "Skarn the Deepwardn"`, `dungeon.toml:29:12: unknown creature "Skarn the Deepwardn", did you mean "Skarn the Deepwarden"?`},
		{"depth = [4, 6]", "depth = [3, 6]", `depths 3-6 meet those of theme "halls" (1-3)`},
		{"goal_depth = 12\n", "", `dungeon.toml:1:1: missing key "goal_depth"`},
		{"creatures_per_level = 1.5", "creatures_per_level = 11.0", `dungeon.toml:32:23: creatures_per_level 11 out of range 0 to 10`},
		{"creatures_base = 4\n", "", `missing key "creatures_base"`},
	} {
		edited := strings.Replace(base, c.from, c.to, 1)
		require.NotEqual(t, base, edited, c.from)
		errs := loadErrors(t, fstest.MapFS{"dungeon.toml": {Data: []byte(edited)}})
		assert.True(t, strings.Contains(strings.Join(errs, "\n"), c.want), "%s: %v", c.want, errs)
	}
}
