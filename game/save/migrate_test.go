// Saves of format 4, the last before the rule sets kept their State (issue 28), migrate: each was written by
// that version under one rule set with some of the rule set's numbers set (testdata/saves), and plays on here
// to the very log and state that version played on to.

package save

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A save of format 4 (the last before the rule sets kept their State), written by that version under each
// rule set with some of the rule set's numbers set, loads migrated, and the bot's next 600 actions give the
// very log and state that version gave (testdata/saves/format4-*.played.txt, written by it).
func TestFormat4SavesMigrateAndPlayOn(t *testing.T) {
	for _, name := range []string{"cleave", "drn", "thac0", "nethack", "tiers"} {
		t.Run(name, func(t *testing.T) {
			b, err := os.ReadFile(filepath.Join("testdata", "saves", "format4-"+name+".sav"))
			require.NoError(t, err)
			require.Equal(t, uint16(4), uint16(b[6])<<8|uint16(b[7]), "a save of format 4")
			g, err := Decode(b, nil)
			require.NoError(t, err)
			assert.Equal(t, name, g.RulesName(), "the rule set's number became its name")
			asOldBuilds(t, g)
			played, newLevel := playOnAsWritten(t, g, 600, false)
			want, err := os.ReadFile(filepath.Join("testdata", "saves", "format4-"+name+".played.txt"))
			require.NoError(t, err)
			got := playedLog(g)
			lines := strings.SplitAfter(string(want), "\n")
			require.GreaterOrEqual(t, len(lines), 3)
			if newLevel {
				// A level made after the load is today's generator's (playOnAsWritten): the log is the same up to it,
				// and the numbers at the end are that version's only if it was played as far the same way.
				require.Greater(t, len(lines)-3, played, "the version that wrote it played as far")
				assert.Equal(t, firstLines(string(want), played), firstLines(got, played), "played on as the version that wrote it, to the first level made after the load")
				return
			}
			assert.Equal(t, strings.Join(lines[:len(lines)-2], ""), got, "played on as the version that wrote it")
			// The rule set's numbers of the player at the end, as that version kept them on its Actor.
			var old legacyActor
			_, err = fmt.Sscanf(lines[len(lines)-2], "-- fatigue %d/%d harassed %d/%d guard %d/%d block %d luck %d/%d exp %d\n",
				&old.Fatigue, &old.FatigueAt, &old.Harassed, &old.HarassRound, &old.GuardSpent, &old.GuardAt, &old.BlockLeft, &old.Luck, &old.LuckAt, &old.Exp)
			require.NoError(t, err)
			assert.Equal(t, g.RuleSet().Migrate(old.legacy()), g.Player.RuleState, "the rule set's numbers of the player")
		})
	}
}

// Issue 30, item 2: the saved types have a version. The layout of savedGame is the last version's in
// migrate.go, which is the one Encode writes, of format Format: when the saved types change without a new
// version and its step, this fails and says what to add (the new layout, where the step goes, how to grow
// the corpus).
func TestSavedTypesHaveAVersion(t *testing.T) {
	require.NoError(t, saves.check())
	assert.Equal(t, saves.last().layout, saveLayout, "Encode writes the last version's layout")
	assert.Equal(t, uint16(Format), saves.last().format, "and its format")
}

// The versions of migrate.go are numbered in order from 1, each a format and a layout of its own, formats
// never going back, each saying what changed and the commit of main that brought it; only the last has no
// step.
func TestVersionsInOrder(t *testing.T) {
	seen := map[[10]byte]int{}
	for i, v := range versions {
		assert.Equal(t, i+1, v.n, "version %d is numbered %d", i+1, v.n)
		var key [10]byte
		key[0], key[1] = byte(v.format>>8), byte(v.format)
		copy(key[2:], v.layout[:])
		if n, ok := seen[key]; ok {
			t.Errorf("versions %d and %d are of one format and layout", n, v.n)
		}
		seen[key] = v.n
		if i > 0 {
			assert.GreaterOrEqual(t, v.format, versions[i-1].format, "version %d's format", v.n)
		}
		assert.NotEmpty(t, v.what, "version %d says what changed", v.n)
		assert.Regexp(t, `^[0-9a-f]{7}$`, v.commit, "version %d's commit", v.n)
	}
	assert.Nil(t, saves.last().up, "the last version has nowhere to step to")
}

// A saved type of a test, in three versions: heroV2 renamed heroV1's Name to Title; heroV3 retyped its
// Luck from tenths (an int) to a float64.
type (
	heroV1 struct {
		Name string
		Luck int
		Pack []string
	}
	heroV2 struct {
		Title string
		Luck  int
		Pack  []string
	}
	heroV3 struct {
		Title string
		Luck  float64
		Pack  []string
	}
)

// heroes is the history of the hero of a test: version 1's step renames Name, version 2's retypes Luck.
func heroes() history {
	return history{versions: []version{
		{n: 1, format: 1, layout: [8]byte(layoutOf(heroV1{})), up: func(root object) error {
			root.rename("Name", "Title")
			return nil
		}},
		{n: 2, format: 1, layout: [8]byte(layoutOf(heroV2{})), up: func(root object) error {
			if tenths, ok := root["Luck"].(int64); ok {
				root["Luck"] = float64(tenths) / 10
			}
			return nil
		}},
		{n: 3, format: 1, layout: [8]byte(layoutOf(heroV3{}))},
	}, saved: reflect.TypeOf(heroV3{})}
}

// gobOf is v's gob encoding.
func gobOf(t *testing.T, v any) []byte {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, gob.NewEncoder(&b).Encode(v))
	return b.Bytes()
}

// Issue 30, Done when: a renamed field of a type of a test shows the migration path: a value saved as
// version 1 (Name) comes back as version 3 with its Title, through the same machinery as the save's
// (history.migrate); without the step, gob alone loses it (it matches fields by name).
func TestRenamedFieldMigrates(t *testing.T) {
	h := heroes()
	require.NoError(t, h.check(), "the last version is of heroV3's layout")
	old := heroV1{Name: "Thora", Luck: 3, Pack: []string{"spear", "torch"}}
	plain := gobOf(t, old)
	from, ok := h.find(1, [8]byte(layoutOf(heroV1{})))
	require.True(t, ok)
	require.Equal(t, 0, from)
	var got heroV3
	require.NoError(t, h.migrate(plain, from, &got, 1<<20))
	assert.Equal(t, heroV3{Title: "Thora", Luck: 0.3, Pack: []string{"spear", "torch"}}, got)

	var byGob heroV2
	require.NoError(t, gob.NewDecoder(bytes.NewReader(plain)).Decode(&byGob))
	assert.Empty(t, byGob.Title, "gob alone loses the renamed field")

	without := heroes()
	without.versions[0].up = nil
	var lost heroV3
	require.NoError(t, without.migrate(plain, 0, &lost, 1<<20))
	assert.Empty(t, lost.Title, "without the step the name is lost")
}

// A retyped field: a value saved as version 2 (Luck in tenths) comes back as version 3 (a float64) by its
// step, where gob alone refuses it; without the step the migration says where it fails.
func TestRetypedFieldMigrates(t *testing.T) {
	h := heroes()
	plain := gobOf(t, heroV2{Title: "Thora", Luck: -15})
	from, ok := h.find(1, [8]byte(layoutOf(heroV2{})))
	require.True(t, ok)
	var got heroV3
	require.NoError(t, h.migrate(plain, from, &got, 1<<20))
	assert.Equal(t, heroV3{Title: "Thora", Luck: -1.5}, got)

	var byGob heroV3
	assert.Error(t, gob.NewDecoder(bytes.NewReader(plain)).Decode(&byGob), "gob cannot decode an int into a float64")

	h.versions[1].up = nil
	err := h.migrate(plain, from, &got, 1<<20)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "heroV3.Luck: a int64 for a float64")
}

// Issue 30, item 2 and Done when: the fingerprint test fails when the saved type changed without a new
// version (the history of heroV3 with no version of its layout), and its message says exactly what to add:
// the new layout as Go, the next version's number, where the step goes and how to grow the corpus.
func TestFingerprintFailsWithoutTheVersion(t *testing.T) {
	h := heroes()
	h.versions = h.versions[:2] // heroV3 made, its version not added
	err := h.check()
	require.Error(t, err)
	msg := err.Error()
	t.Log(msg)
	now := [8]byte(layoutOf(heroV3{}))
	for _, want := range []string{
		"layout is now\n\t[8]byte{" + bytesLiteral(now) + "}",
		"Add version 3 at the end of versions in game/save/migrate.go",
		"{n: 3, format: 1, layout: [8]byte{" + bytesLiteral(now) + "}",
		"Give version 2 its step, up: a func(root object) error",
		"add version 3 and the commit to versionCommits in game/save/gencorpus.go",
		"go run game/save/gencorpus.go -version 3",
	} {
		assert.Contains(t, msg, want)
	}
	assert.Regexp(t, `^\[8\]byte\{0x[0-9a-f]{2}(, 0x[0-9a-f]{2}){7}\}$`, "[8]byte{"+bytesLiteral(now)+"}", "the layout as Go")
}
