// The tutorial's data (issue 33): tutorial.toml and its lessons' levels, read strictly.

package assets

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTutorialLoads: the embedded tutorial has its character, its lines, and lessons each on a whole level
// of its own, in the order of tutorial.toml; no lesson's line gives a number.
func TestTutorialLoads(t *testing.T) {
	d := loadDefaults(t)
	tu := d.Tutorial
	require.NotEmpty(t, tu.Lessons)
	_, ok := d.Race(tu.Character.Race)
	assert.True(t, ok)
	_, ok = d.Background(tu.Character.Background)
	assert.True(t, ok)
	for i, ls := range tu.Lessons {
		require.NotNil(t, ls.Level, "lesson %d", i+1)
		assert.True(t, ls.Level.Whole)
		assert.NotEmpty(t, ls.Arrive)
		for _, s := range append(append([]string{ls.Title, ls.Done}, ls.Arrive...), tu.Spared, tu.Finished) {
			assert.False(t, strings.ContainsAny(s, "0123456789"), "no number: %q", s)
		}
	}
	for _, v := range d.Vaults {
		assert.False(t, strings.HasPrefix(v.Name, TutorialDir+"/"), "a lesson's level is never the dungeon's: %s", v.Name)
	}
}

// TestTutorialRefusedAtItsPlace: issue 33, "bad tutorial data refused at file:line:col": each mistake of
// tutorial.toml or of a lesson's level is told at its file, line and column.
func TestTutorialRefusedAtItsPlace(t *testing.T) {
	toml := embedded(t, "tutorial.toml")
	level := embedded(t, "tutorial/07_trap.txt")
	for _, c := range []struct {
		name    string
		overlay fstest.MapFS
		want    string
	}{{
		"a number in a line",
		fstest.MapFS{"tutorial.toml": {Data: []byte(edited(t, "tutorial.toml", `done = "Fire flies where steel cannot."`, `done = "Fire flies 3 ways."`))}},
		"tutorial.toml:" + at(t, edited(t, "tutorial.toml", `done = "Fire flies where steel cannot."`, `done = "Fire flies 3 ways."`), `"Fire flies 3 ways."`, 0) +
			`: a lesson's line gives a number: lessons say it in words (combat/RULES.md §7.6)`,
	}, {
		"a level that is not there",
		fstest.MapFS{"tutorial.toml": {Data: []byte(strings.Replace(toml, `level = "08_spell.txt"`, `level = "08_spells.txt"`, 1))}},
		"tutorial.toml:" + at(t, toml, `"08_spell.txt"`, 0) + `: level "08_spells.txt": no such file in tutorial/`,
	}, {
		"an unknown spell",
		fstest.MapFS{"tutorial.toml": {Data: []byte(strings.Replace(toml, `learn = ["fire bolt"]`, `learn = ["fire boltt"]`, 1))}},
		"tutorial.toml:" + at(t, toml, `"fire bolt"]`, 0) + `: unknown spell "fire boltt"`,
	}, {
		"an unknown gift",
		fstest.MapFS{"tutorial.toml": {Data: []byte(strings.Replace(toml, `{ item = "maul" }`, `{ item = "mauls" }`, 1))}},
		"tutorial.toml:" + at(t, toml, `"maul" }`, 0) + `: unknown item "mauls"`,
	}, {
		"an unknown key",
		fstest.MapFS{"tutorial.toml": {Data: []byte(strings.Replace(toml, `asleep = true`, `sleeping = true`, 1))}},
		"tutorial.toml:" + at(t, toml, `asleep = true`, 0) + `: unknown key "sleeping"`,
	}, {
		"a trap place no name is given for",
		fstest.MapFS{"tutorial/07_trap.txt": {Data: []byte(strings.Replace(level, "#......'.....^......^.....>..#", "#......'..^..^......^.....>..#", 1))}},
		"tutorial/07_trap.txt:" + at(t, level, "^.....>", 0) + `: a trap's place, and the lesson`, // the third, in reading order
	}, {
		"a stranger in a lesson's level",
		fstest.MapFS{"tutorial/07_trap.txt": {Data: []byte(strings.Replace(level, "#......'.....^", "#......'.Q...^", 1))}},
		"tutorial/07_trap.txt:" + at(t, level, "'.....^", 2) + `: unknown glyph 'Q'`,
	}, {
		"a level no lesson plays",
		fstest.MapFS{"tutorial/10_more.txt": {Data: []byte(level)}},
		"tutorial/10_more.txt:1:1: no lesson of assets/tutorial.toml plays this level",
	}, {
		"a lesson's trap in the dungeon",
		fstest.MapFS{"vaults/shrine.txt": {Data: []byte("#+#\n#^#\n")}},
		`vaults/shrine.txt:2:2: '^' places a trap of a tutorial lesson`,
	}} {
		t.Run(c.name, func(t *testing.T) {
			errs := loadErrors(t, c.overlay)
			found := false
			for _, e := range errs {
				found = found || strings.HasPrefix(e, c.want)
			}
			assert.True(t, found, "want %q in %q", c.want, errs)
		})
	}
}
