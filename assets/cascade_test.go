// Tests of one mistake told as one (issue 29, part 6): a data file that fails to load leaves the names
// it was to give undefined, and every other file that names one of them would be told of it; those
// follow-on problems are counted in one line after the root mistake instead.

package assets

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// overlayLines writes files into a new overlay directory, loads it, and gives the load's problems, one a
// line, and the directory.
func overlayLines(t *testing.T, files map[string]string) (lines []string, dir string) {
	t.Helper()
	dir = t.TempDir()
	for name, text := range files {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644))
	}
	d, err := LoadDir(dir)
	require.Error(t, err)
	assert.Nil(t, d)
	return strings.Split(err.Error(), "\n"), dir
}

// twoWeapons is a weapons.toml without a mistake that gives bare hands and the long sword alone.
const twoWeapons = `[[weapon]]
name = "bare hands"
damage = "1d3"
blow_time = 6.0
skill = "Unarmed combat"
held = "main"
types = ["bludgeoning"]
verbs = { bludgeoning = "punch" }

[[weapon]]
name = "long sword"
damage = "1d8"
blow_time = 6.0
skill = "Long blades"
held = "main"
types = ["slashing"]
verbs = { slashing = "slash" }
`

// TestABrokenOverlayIsOneError: the overlay, a 3-line weapons.toml with one mistake (damage not
// quoted), gave 37 lines, the mistake second and 35 follow-ons in the game's own creatures.toml and
// backgrounds.toml (each naming a weapon the 3-line file does not give). Now the mistake comes first at
// its file:line:col, then what the file as a whole lacks, then one line counting the follow-ons.
func TestABrokenOverlayIsOneError(t *testing.T) {
	lines, dir := overlayLines(t, map[string]string{
		"weapons.toml": "[[weapon]]\nname = \"long sword\"\ndamage = 1d8\n",
	})
	file := filepath.Join(dir, "weapons.toml")

	// The follow-ons: what the same references give when weapons.toml loads without a problem of its own
	// but gives only bare hands and the long sword. Each is told then, as a mistake of its own.
	// (The vaults that place ammunition, which it lacks too, are not read while weapons.toml fails.)
	whole, _ := overlayLines(t, map[string]string{"weapons.toml": twoWeapons})
	refs := 0
	for _, l := range whole {
		if regexp.MustCompile(`^assets/(creatures|backgrounds|tutorial)\.toml:\d+:\d+: unknown (weapon|item) "`).MatchString(l) {
			refs++
		} else {
			assert.Regexp(t, `^assets/vaults/\w+\.txt:\d+:\d+: '\(' places ammunition, and weapons.toml has none$`, l)
		}
	}
	require.Greater(t, refs, 30, "the flood of the issue")

	assert.Equal(t, []string{
		file + `:3:11: syntax error: strings must be quoted (long sword)`,
		file + `:1:1: no weapon named "bare hands": the game needs one` + replacesWhole,
		fmt.Sprintf("and %d problems in other files that name what %s failed to define", refs, file),
	}, lines)
}

// TestASyntaxErrorInCreaturesIsOneError: a syntax error in a creature's name loses the creature, and
// dungeon.toml, naming it as the guardian, was told at dungeon.toml:25:12 as well; now once, counted.
func TestASyntaxErrorInCreaturesIsOneError(t *testing.T) {
	creatures := edited(t, "creatures.toml", `name = "Skarn the Deepwarden"`, `name = "Skarn the Deepwarden`)
	lines, dir := overlayLines(t, map[string]string{"creatures.toml": creatures})
	file := filepath.Join(dir, "creatures.toml")
	nth := strings.Count(creatures[:strings.Index(creatures, `"Skarn the Deepwarden`)], "\n[[creature]]\n") // its label: it has no name
	assert.Equal(t, []string{
		fmt.Sprintf("%s:%s: syntax error: basic strings cannot have new lines (creature %d)", file, at(t, creatures, `"Skarn the Deepwarden`, len(`"Skarn the Deepwarden`)), nth),
		"and 1 problem in another file that names what " + file + " failed to define",
	}, lines)
}

// TestHalfACreaturesFileIsOneError: the first half of creatures.toml (cut within the bat's text) is told
// at the cut; the guardians it does not reach (dungeon.toml's, and the short run's of modes.toml) are not
// told there, but counted.
func TestHalfACreaturesFileIsOneError(t *testing.T) {
	doc := embedded(t, "creatures.toml")
	half := doc[:len(doc)/2]
	require.Contains(t, half[strings.LastIndex(half, "\n"):], `text = "A fluttering cave bat`, "the cut is within the bat's text")
	lines, dir := overlayLines(t, map[string]string{"creatures.toml": half})
	file := filepath.Join(dir, "creatures.toml")
	assert.Equal(t, []string{
		fmt.Sprintf("%s:%d:%d: syntax error: unterminated basic string (bat)", file, strings.Count(half, "\n")+1, len(half)-strings.LastIndex(half, "\n")-1),
		"and 2 problems in other files that name what " + file + " failed to define",
	}, lines)
}

// TestAFailedFileHidesNoSlipElsewhere: a name that the failed file was never to give, neither in the
// game's own copy nor in an entry it lost, is a mistake of the file that names it: told as ever, while the
// follow-ons of the same failure are counted.
func TestAFailedFileHidesNoSlipElsewhere(t *testing.T) {
	weapons := "[[weapon]]\nname = \"long sword\"\ndamage = 1d8\n"
	creatures := edited(t, "creatures.toml", `attacks = [{ weapon = "spear" }]`, `attacks = [{ weapon = "pike" }]`)
	lines, dir := overlayLines(t, map[string]string{"weapons.toml": weapons, "creatures.toml": creatures})
	file := filepath.Join(dir, "weapons.toml")
	require.Len(t, lines, 4, "%s", strings.Join(lines, "\n"))
	assert.Equal(t, file+`:3:11: syntax error: strings must be quoted (long sword)`, lines[0])
	assert.Equal(t, fmt.Sprintf(`%s:%s: unknown weapon "pike"; known: long sword (kobold)`, filepath.Join(dir, "creatures.toml"), at(t, creatures, `"pike"`, 0)), lines[2])
	assert.Regexp(t, `^and \d+ problems in other files that name what `+file+` failed to define$`, lines[3])
}

// TestALostEntryFoldsAnyName: an entry that fails before its name is read may have been any of the names
// missing elsewhere, even one the game's own file never gave: the designer's new guardian, broken in the
// designer's creatures.toml, is not told again at the designer's dungeon.toml.
func TestALostEntryFoldsAnyName(t *testing.T) {
	creatures := edited(t, "creatures.toml", `name = "Skarn the Deepwarden"`, `name = "Morgul the Warden`)
	dungeon := edited(t, "dungeon.toml", `guardian = "Skarn the Deepwarden"`, `guardian = "Morgul the Warden"`)
	lines, dir := overlayLines(t, map[string]string{"creatures.toml": creatures, "dungeon.toml": dungeon})
	file := filepath.Join(dir, "creatures.toml")
	require.Len(t, lines, 2, "%s", strings.Join(lines, "\n"))
	assert.Regexp(t, `^`+regexp.QuoteMeta(file)+`:\d+:\d+: syntax error: `, lines[0])
	assert.Equal(t, "and 1 problem in another file that names what "+file+" failed to define", lines[1])
}

// replacesWhole is what a missing entry the game needs adds in a file of the designer's directory (loader.needs).
const replacesWhole = " (a file of your directory replaces the game's whole file: copy the game's and change it there)"
