// Issue 29, point 8: every flag of every designer command has a range, and a value outside it is a bad
// request, exit status 2, said in one line that names the flag and what it wants.

package cli

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat/ruleset/registry"
	"github.com/cleave-game/cleave/game/flagrange"
)

// walkBase is a request of each command that answers at once: the walk adds one flag to it. A command
// without one fails the walk.
var walkBase = map[string][]string{
	"odds":    {"--weapon", "club", "--defence", "10"},
	"balance": {"--weapon", "club", "--target", "kobold"},
	"arena":   {"--vs", "kobold", "--n", "1"},
	"compare": {"--weapon", "club", "--defence", "10"},
	"survey":  {"--seeds", "1", "--turns", "1"},
	"census":  {"--seeds", "1"},
}

// walkInside are values inside the range of the flags the data checks, for the flags that do not go
// together (each with a value that would do alone).
var walkInside = map[string]string{
	"weapon": "club", "target": "kobold", "spell": "fireball", "stance": "neutral", "magic": "+2",
	"talent": "Vital strike", "race": "elf", "background": "archer", "vs": "kobold", "as": "goblin",
	"sweep": "rank=0..2", "armour": "iron helm", "shield": "buckler",
}

// inside is a value within flag f's range.
func inside(t *testing.T, cmd string, f *flag.Flag) string {
	t.Helper()
	switch v := f.Value.(type) {
	case *flagrange.Int:
		return itoa(v.Min)
	case *flagrange.Float:
		return "1"
	case *flagrange.Bool:
		return "true"
	case *flagrange.Uint64:
		return "7"
	case *flagrange.OneOf:
		return v.Names[len(v.Names)-1]
	case *pathFlag:
		if len(v.exts) == 0 {
			return t.TempDir()
		}
		return filepath.Join(t.TempDir(), "x"+v.exts[len(v.exts)-1])
	case *ownFlag:
		if v.IsBoolFlag() {
			return "true"
		}
		return "1"
	}
	s, ok := walkInside[f.Name]
	require.True(t, ok, "%s --%s: give the walk a value inside its range (walkInside)", cmd, f.Name)
	return s
}

// runEnv runs command c with args in e (its outputs replaced), returning its exit status, output and errors.
func runEnv(e env, c string, args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	e.stdout, e.stderr = &out, &errb
	for _, cmd := range commands {
		if cmd.name == c {
			return cmd.run(e, args), out.String(), errb.String()
		}
	}
	return -1, "", "no command " + c
}

// refused asserts a request was refused as the request's: exit status 2, nothing printed, one line naming
// every flag of names (as --name) and what is wanted.
func refused(t *testing.T, code int, out, errs string, args []string, names ...string) {
	t.Helper()
	assert.Equal(t, ExitUsage, code, "%q: %s", args, errs)
	assert.Empty(t, out, "%q", args)
	assert.Equal(t, 1, strings.Count(errs, "\n"), "%q: one line: %q", args, errs)
	assert.Contains(t, errs, "want", "%q: says what is wanted", args)
	for _, n := range names {
		assert.Regexp(t, `--`+regexp.QuoteMeta(n)+`\b`, errs, "%q: names --%s", args, n)
	}
}

// TestEveryFlagIsBounded walks every flag of every command, enumerated from the commands' own flag sets:
// each is a bounded kind (a flag declared plainly, with no range, fails here), and each value outside
// its range, added to a request that answers, is refused (status 2, one line naming the flag and what it
// wants); a rule set's own flag is refused under another's rules; flags that do not go together are
// refused together, and a flag that needs another alone.
func TestEveryFlagIsBounded(t *testing.T) {
	e := env{prog: "cleave", sets: registry.List()}
	for _, c := range commands {
		t.Run(c.name, func(t *testing.T) {
			base, ok := walkBase[c.name]
			require.True(t, ok, "the walk needs a request of %s that answers (walkBase)", c.name)
			code, _, errs := runEnv(e, c.name, base...)
			require.Equal(t, ExitOK, code, errs)

			fs := newFlagSet(e, c.name)
			c.declare(e, fs)
			// the flags declare gives are those the command runs with: its -h lists the same
			code, help, _ := runEnv(e, c.name, "-h")
			require.Equal(t, ExitOK, code, "%s -h is no mistake: it exits 0, as the game's -h", c.name)
			var listed []string
			for _, m := range regexp.MustCompile(`(?m)^  -(\S+)`).FindAllStringSubmatch(help, -1) {
				listed = append(listed, m[1])
			}
			slices.Sort(listed)
			require.Equal(t, fs.flagNames(), listed, "%s -h", c.name)

			fs.VisitAll(func(f *flag.Flag) {
				v, ok := f.Value.(flagrange.Value)
				if !assert.True(t, ok, "%s --%s is a plain flag: declare it with a range (flags.go)", c.name, f.Name) {
					return
				}
				bad := v.Outside()
				require.NotEmpty(t, bad, "%s --%s: no value outside its range", c.name, f.Name)
				args := slices.Clone(base)
				if o, ok := f.Value.(*ownFlag); ok && c.name != "compare" {
					// under another rule set's rules, any value of it is refused
					wrong := append(slices.Clone(base), "--"+f.Name+"="+inside(t, c.name, f))
					code, out, errs := runEnv(e, c.name, wrong...)
					refused(t, code, out, errs, wrong, f.Name)
					args = append(args, "--rules", o.owner())
				}
				for _, b := range bad {
					a := append(slices.Clone(args), "--"+f.Name+"="+b)
					code, out, errs := runEnv(e, c.name, a...)
					refused(t, code, out, errs, a, f.Name)
				}
			})
			for _, p := range fs.apart {
				a := []string{"--" + p[0] + "=" + inside(t, c.name, fs.Lookup(p[0])), "--" + p[1] + "=" + inside(t, c.name, fs.Lookup(p[1]))}
				code, out, errs := runEnv(e, c.name, a...)
				refused(t, code, out, errs, a, p[0], p[1])
			}
			for _, p := range fs.needs {
				a := []string{"--" + p[0] + "=" + inside(t, c.name, fs.Lookup(p[0]))}
				code, out, errs := runEnv(e, c.name, a...)
				refused(t, code, out, errs, a, p[0], p[1])
			}
			// a stray word, as an unquoted name leaves
			a := append(slices.Clone(base), "sword")
			code, out, errs := runEnv(e, c.name, a...)
			refused(t, code, out, errs, a)
			assert.Contains(t, errs, `"sword"`)
		})
	}
}

// TestTheIssuesNonsense: the requests issue 29 found accepted are refused, each with status 2 and a line
// naming its flag.
func TestTheIssuesNonsense(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		flags []string
	}{
		{[]string{"arena", "--vs", "kobold", "--apart", "-1"}, []string{"apart"}},
		{[]string{"arena", "--vs", "kobold", "--apart", "1000000"}, []string{"apart"}},
		{[]string{"survey", "--seeds", "1", "--turns", "1", "--workers", "-1"}, []string{"workers"}},
		{[]string{"survey", "--seeds", "1", "--turns", "1", "--workers", "100000"}, []string{"workers"}},
		{[]string{"odds", "--spell", "fireball", "--rank", "1000", "--target", "kobold"}, []string{"rank"}},
		{[]string{"odds", "--weapon", "club", "--rank", "99", "--target", "kobold"}, []string{"rank"}},
		{[]string{"compare", "--weapon", "club", "--defence", "10", "--json", "--csv"}, []string{"json", "csv"}},
		{[]string{"arena", "--vs", "kobold", "--n", "1", "--json", "--csv"}, []string{"json", "csv"}},
		{[]string{"odds", "--weapon", "club", "--defence", "10", "--hp", "1000000000000"}, []string{"hp"}},
		{[]string{"arena", "--vs", "kobold", "--max-seconds", "NaN"}, []string{"max-seconds"}},
		{[]string{"arena", "--vs", "kobold", "--n", "1000000000000000000"}, []string{"n"}},
		{[]string{"survey", "--seeds", "-5"}, []string{"seeds"}},
		{[]string{"odds", "--weapon", "club", "--target", "kobold", "--luck", "3"}, []string{"luck"}},
		{[]string{"odds", "--rules", "nethack", "--weapon", "club", "--target", "kobold", "--luck", "99"}, []string{"luck"}},
		{[]string{"balance", "--weapon", "club", "--sweep", "rank=0..20"}, []string{"sweep"}},
		{[]string{"balance", "--weapon", "club", "--sweep", "rank=0..2", "--rank", "3"}, []string{"sweep", "rank"}},
		{[]string{"survey", "--seed", "18446744073709551615", "--seeds", "2"}, []string{"seed", "seeds"}},
		{[]string{"arena", "--vs", "29 kobold"}, []string{"vs"}},
		{[]string{"arena", "--vs", "20 kobold, 9 jackal"}, []string{"vs"}},
	} {
		code, out, errs := run(t, tc.args[0], tc.args[1:]...)
		refused(t, code, out, errs, tc.args, tc.flags...)
	}
}

// TestBoundsAreTheRules: the ranges come from the rules and the data where they have one: a rank is
// refused past skills.toml's highest, hit points past what combat rolls against, --apart past a level's
// width; the edges themselves answer.
func TestBoundsAreTheRules(t *testing.T) {
	code, _, errs := run(t, "odds", "--weapon", "club", "--defence", "10", "--rank", "10", "--hp", "1000000")
	require.Equal(t, ExitOK, code, errs)
	code, _, errs = run(t, "odds", "--spell", "fireball", "--rank", "10", "--target", "kobold")
	require.Equal(t, ExitOK, code, errs)
	code, _, errs = run(t, "arena", "--vs", "kobold", "--n", "1", "--apart", "70", "--json")
	require.Equal(t, ExitOK, code, errs)
	code, _, errs = run(t, "arena", "--vs", "kobold", "--n", "1", "--apart", "71")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, errs, "want 1 to 70 cells (the arena is no wider than a level of the game, 80 cells)")
	code, _, errs = run(t, "odds", "--weapon", "club", "--defence", "10", "--rank", "11")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, errs, "want 0 to 10 (the ranks of a skill)")
	code, _, errs = run(t, "odds", "--weapon", "club", "--defence", "10", "--hp", "1000001")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, errs, "want 1 to 1000000 (the rules' range of hit points)")
}

// TestPlotIsWrittenWhereAsked: --plot names a PNG file in a directory that is there (its extension in any
// case); the file is written.
func TestPlotIsWrittenWhereAsked(t *testing.T) {
	png := filepath.Join(t.TempDir(), "rank.PNG")
	code, _, errs := run(t, "balance", "--weapon", "club", "--target", "kobold", "--sweep", "rank=0..2", "--plot", png)
	require.Equal(t, ExitOK, code, errs)
	_, err := os.Stat(png)
	assert.NoError(t, err)
}
