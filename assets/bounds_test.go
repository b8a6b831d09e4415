// Tests of the loader's bounds and messages on odd files: a byte order mark, an empty file, a huge file, a
// huge name, thousands of mistakes.

package assets

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestByteOrderMarkAccepted(t *testing.T) {
	for _, name := range []string{"rules.toml", "weapons.toml"} {
		text, err := Files.ReadFile(name)
		require.NoError(t, err)
		assert.NoError(t, overlayFile(t, name, "\uFEFF"+string(text)), name)
	}
	vault, err := Files.ReadFile(VaultDir + "/shrine.txt")
	require.NoError(t, err)
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, VaultDir), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, VaultDir, "shrine.txt"), append([]byte("\uFEFF"), vault...), 0o644))
	_, err = LoadDir(dir)
	assert.NoError(t, err, "a vault")
}

// TestEmptyFileSaysSo: an empty file that the game cannot do without is told once, at its top, and the
// names other files take from it are counted in one line after it (they follow from it, issue 29); where
// an empty file is no problem of its own, the names others take from it are said to be missing from that
// file, not listed among the known ones as nothing.
func TestEmptyFileSaysSo(t *testing.T) {
	for _, c := range []struct{ file, first string }{
		{"weapons.toml", `no weapon named "bare hands": the game needs one` + replacesWhole},
		{"races.toml", `no race: the game needs at least one`},
		{"tags.toml", `no defaults: cover, corpse, small_corpse and small_corpse_hp come before the first [[tag]]`},
		{"skills.toml", `missing key "rank_names": the names of ranks 0 to 10, before the first [[skill]]`},
	} {
		err := overlayFile(t, c.file, "")
		require.Error(t, err, c.file)
		lines := strings.Split(err.Error(), "\n")
		assert.True(t, strings.HasSuffix(lines[0], c.file+":1:1: "+c.first), "%s: %s", c.file, lines[0])
		assert.Regexp(t, `^and (1 problem in another file that names|\d+ problems in other files that name) what .*`+c.file+` failed to define$`, lines[len(lines)-1], c.file)
		assert.Len(t, lines, 2, "%s: %s", c.file, err)
	}
	err := overlayFile(t, "armour.toml", "")
	require.Error(t, err)
	assert.Contains(t, err.Error(), `unknown armour "leather jerkin": armour.toml gives none (goblin)`)
	assert.NotContains(t, err.Error(), "known:  (")
	assert.NotRegexp(t, `known: ?\n|known: ?$|declares  \(`, err.Error())
}

func TestFileSizeLimit(t *testing.T) {
	text, err := Files.ReadFile("weapons.toml")
	require.NoError(t, err)
	big := strings.Repeat(string(text), MaxFileSize/len(text)+1)
	require.Greater(t, len(big), MaxFileSize)
	start := time.Now()
	err = overlayFile(t, "weapons.toml", big)
	require.Error(t, err)
	assert.Less(t, time.Since(start), 2*time.Second, "a large file is refused before it is parsed")
	assert.Regexp(t, `weapons.toml:1:1: more than 1048576 bytes \(1 MiB\), the most a data file may hold$`, err.Error())
	assert.Equal(t, 1, strings.Count(err.Error(), "\n")+1, "one problem: %s", err)

	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, VaultDir), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, VaultDir, "huge.txt"), []byte(strings.Repeat("#", MaxFileSize+1)), 0o644))
	_, err = LoadDir(dir)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "huge.txt:1:1: more than 1048576 bytes")
}

func TestLongNames(t *testing.T) {
	long := strings.Repeat("x", 5000)
	err := overlayFile(t, "stances.toml", "[[stance]]\nname = \""+long+"\"\nto_hit = 0\ndamage = 0\nbogus = 1\n")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "stances.toml:2:8: a name of 5000 characters, more than the 64 a name may have")
	assert.NotContains(t, err.Error(), strings.Repeat("x", 41), "a name is quoted to 40 characters at most")
	assert.Contains(t, err.Error(), "("+strings.Repeat("x", 40)+"…)")

	creatures, err := Files.ReadFile("creatures.toml")
	require.NoError(t, err)
	err = overlayFile(t, "creatures.toml", strings.Replace(string(creatures), `[{ weapon = "spear" }]`, `[{ weapon = "`+long+`" }]`, 1))
	require.Error(t, err)
	assert.Contains(t, err.Error(), `unknown weapon "`+strings.Repeat("x", 40)+`…"`)
	assert.NotContains(t, err.Error(), strings.Repeat("x", 41))

	name := strings.Repeat("é", MaxNameLen) // characters, not bytes
	text, err := Files.ReadFile("stances.toml")
	require.NoError(t, err)
	require.NoError(t, overlayFile(t, "stances.toml", string(text)+"\n[[stance]]\nname = \""+name+"\"\nto_hit = 0\ndamage = 0\n"))
}

func TestProblemsShownAreBounded(t *testing.T) {
	err := overlayFile(t, "stances.toml", strings.Repeat("[[stance]]\nname = 3\n", 1000))
	require.Error(t, err)
	lines := strings.Split(err.Error(), "\n")
	require.Len(t, lines, MaxProblems+1)
	assert.Equal(t, "and 951 more problems", lines[MaxProblems], "1,000 names of the wrong type and no neutral stance")
	var probs Errors
	require.ErrorAs(t, err, &probs)
	assert.Len(t, probs, MaxProblems+1)
}

// TestEntryInRulesFile: rules.toml has no entries; a [[header]] in it is told so, with the keys it has.
func TestEntryInRulesFile(t *testing.T) {
	text, err := Files.ReadFile("rules.toml")
	require.NoError(t, err)
	err = overlayFile(t, "rules.toml", string(text)+"\n[[rule]]\nx = 1\n")
	require.Error(t, err)
	assert.NotContains(t, err.Error(), "entries start with  ")
	assert.Contains(t, err.Error(), "unknown entry [[rule]]: the file has no entries, its keys stand alone: light_radius, base_hp")
}

// TestMisspeltKeyOnce: a misspelt key is one problem, the unknown key with its did-you-mean, not that and the
// key it was meant for "missing" as well; in rules.toml (keys alone) as in an entry.
func TestMisspeltKeyOnce(t *testing.T) {
	rules, err := Files.ReadFile("rules.toml")
	require.NoError(t, err)
	err = overlayFile(t, "rules.toml", strings.Replace(string(rules), "\nlight_radius", "\nligth_radius", 1))
	require.Error(t, err)
	assert.Regexp(t, `^\S*rules.toml:\d+:1: unknown key "ligth_radius", did you mean "light_radius"\?$`, err.Error())

	weapons, err := Files.ReadFile("weapons.toml")
	require.NoError(t, err)
	i := strings.Index(string(weapons), "\ndamage")
	require.Positive(t, i)
	err = overlayFile(t, "weapons.toml", string(weapons[:i])+"\ndamgae"+string(weapons[i+len("\ndamage"):]))
	require.Error(t, err)
	assert.Contains(t, err.Error(), `unknown key "damgae", did you mean "damage"?`)
	assert.NotContains(t, err.Error(), `missing key "damage"`)
}
