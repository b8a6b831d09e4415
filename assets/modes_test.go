// modes.toml read strictly (issue 33; combat/RULES.md §38.5): each mistake told at its file, line and
// column.

package assets

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEmbeddedModes: the whole dungeon first, as dungeon.toml makes it; the short run's goal on level 5,
// the goal's authored level, its own artefact and guardian; explore's death not final, not scored.
func TestEmbeddedModes(t *testing.T) {
	d, err := Load(nil)
	require.NoError(t, err)
	require.Equal(t, []string{"dungeon", "short", "explore"}, d.ModeNames())
	first, ok := d.Mode("")
	require.True(t, ok)
	assert.Equal(t, "dungeon", first.Name)
	assert.True(t, first.Final() && first.Scored)
	assert.Equal(t, d.Dungeon.GoalDepth, first.GoalDepth)
	assert.Equal(t, d.Dungeon.Artefact, first.Artefact)
	short, _ := d.Mode("short")
	assert.Equal(t, 5, short.GoalDepth)
	require.NotNil(t, short.GoalLevel)
	assert.Equal(t, "vaults/goal.txt", short.GoalLevel.Name)
	assert.Equal(t, "Ugrakh the Flayer", short.Guardian)
	assert.NotEqual(t, d.Dungeon.Artefact, short.Artefact)
	explore, _ := d.Mode("explore")
	assert.False(t, explore.Final())
	assert.False(t, explore.Scored)
	_, ok = d.Mode("nightmare")
	assert.False(t, ok)
}

// TestBadModesAreToldWhereTheyAre: each mistake of modes.toml is the one problem, at its line and column.
func TestBadModesAreToldWhereTheyAre(t *testing.T) {
	for _, c := range []struct {
		name, old, new, marker string
		shift                  int
		msg                    string
	}{
		{"an unknown death", `death = "stairs"`, `death = "sometimes"`, `"sometimes"`, 0, `death "sometimes" is not one of "final", "stairs"`},
		{"a name in capitals", `name = "explore"`, `name = "Explore"`, `name = "Explore"`, len("name = "), `mode "Explore": one word in lower case`},
		{"no such goal level", `goal_level = "goal"`, `goal_level = "nowhere"`, `"nowhere"`, 0, `no whole level vaults/nowhere.txt`},
		{"no such guardian", `guardian = "Ugrakh the Flayer"`, `guardian = "Ugrakh the Flayr"`, `"Ugrakh the Flayr"`, 0, `unknown creature "Ugrakh the Flayr", did you mean "Ugrakh the Flayer"?`},
		{"a goal depth alone", "goal_level = \"goal\"\n", "", `goal_depth = 5`, len("goal_depth = "), `goal_depth and goal_level go together`},
		{"a goal depth out of range", `goal_depth = 5`, `goal_depth = 1`, `goal_depth = 1`, len("goal_depth = "), `goal_depth 1 out of range 2 to 100`},
		{"a first mode that is not the whole dungeon", `name = "dungeon"`, "name = \"dungeon\"\ngoal_depth = 3\ngoal_level = \"goal\"", `"dungeon"`, 0, `the first mode is the whole dungeon`},
		{"a mode twice", `name = "explore"`, `name = "short"`, "name = \"short\"\ntitle = \"Explore\"", len("name = "), `mode "short" is given twice`},
		{"no title", "title = \"Explore\"\n", "", "[[mode]]\nname = \"explore\"", 0, `missing key "title"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			doc := edited(t, "modes.toml", c.old, c.new)
			lines, dir := overlayLines(t, map[string]string{"modes.toml": doc})
			file := filepath.Join(dir, "modes.toml")
			require.NotEmpty(t, lines)
			want := fmt.Sprintf("%s:%s: ", file, at(t, doc, c.marker, c.shift))
			assert.True(t, strings.HasPrefix(lines[0], want), "%q begins with %q", lines[0], want)
			assert.Contains(t, lines[0], c.msg)
			assert.Len(t, lines, 1, "the one problem: %v", lines)
		})
	}
}
