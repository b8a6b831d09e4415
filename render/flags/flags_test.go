package flags

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game/flagrange"
)

// ranges are, for every flag of the game, values it must refuse and values it must take. A flag that is
// not here fails TestEveryFlagBounded: a new flag comes with its range and this table's entry.
func ranges(t *testing.T) map[string]struct{ bad, good []string } {
	t.Helper()
	dir := t.TempDir()
	file := filepath.Join(dir, "file.txt")
	require.NoError(t, os.WriteFile(file, []byte("cleave-replay 1 seed=1\n"), 0o600))
	none := filepath.Join(dir, "none", "x.png") // in a directory that is not there
	return map[string]struct{ bad, good []string }{
		"seed":         {[]string{"", "-1", "x", "1.5", "18446744073709551616"}, []string{"0", "42", "0x10", "18446744073709551615"}},
		"frames":       {[]string{"", "-5", "-1", "5184001", "1e3", "x", "99999999999999999999"}, []string{"0", "1", "60", "5184000"}},
		"bot":          {[]string{"", "-10", "-1", "5184001", "x"}, []string{"0", "1", "200", "5184000"}},
		"screenshot":   {[]string{"", dir, none}, []string{filepath.Join(dir, "shot.png"), file}},
		"log":          {[]string{"", dir, none}, []string{filepath.Join(dir, "log.txt")}},
		"race":         {[]string{"", " ", "gnome"}, []string{"elf", "Dwarf"}},
		"background":   {[]string{"", "wizard"}, []string{"archer"}},
		"assets":       {[]string{"", filepath.Join(dir, "none"), file}, []string{dir}},
		"numbers":      {[]string{"", "maybe", "2"}, []string{"true", "false", "1"}},
		"scale":        {[]string{"", "-1", "9", "x"}, []string{"0", "1", "8"}},
		"rules":        {[]string{"", "nope"}, []string{"cleave", "DRN", "tiers"}},
		"lang":         {[]string{"", "de", "ru-RU"}, []string{"en", "ru", "RU"}},
		"log-lines":    {[]string{"", "0", "1", "21", "x"}, []string{"2", "5", "20"}},
		"replay":       {[]string{"", filepath.Join(dir, "none.txt"), dir}, []string{file, "/dev/zero"}},
		"replay-speed": {[]string{"", "NaN", "nan", "Inf", "-Inf", "-1", "0.1", "0.24", "65", "1e999", "x"}, []string{"0", "0.25", "1", "3", "64"}},
		"daily":        {[]string{"", "maybe"}, []string{"true", "false"}},
		"tutorial":     {[]string{"", "maybe"}, []string{"true", "false"}},
		"mode":         {[]string{"", " ", "nightmare", "Explore"}, []string{"dungeon", "short", "explore"}},
		"sandbox":      {[]string{"", "maybe"}, []string{"true", "false"}},
		"sandbox-run":  {[]string{"", " "}, []string{"place troll", "place troll; hp it 30; arena 50"}},
		"leaderboard":  {[]string{"http://u:p@x", "x"}, []string{"http://127.0.0.1:8080", "https://scores.example.org/cleave/"}},
	}
}

// with is what a flag needs beside it to be taken: --replay-speed is a replay's.
func with(name string, file string) []string {
	if name == "replay-speed" {
		return []string{"--replay", file}
	}
	return nil
}

// TestEveryFlagBounded walks every flag of the game's flag set: each has a range (it says it in its usage
// and in the one line that refuses a value), each refuses the values out of it with that line (exit
// status 2, main): this table's and those it gives itself (Outside); it takes those in it. A flag added
// without a range, or without its values here, fails.
func TestEveryFlagBounded(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	table := ranges(t)
	file := table["replay"].good[0]
	var o Options
	fs := NewFlagSet(&o)
	seen := 0
	fs.VisitAll(func(f *flag.Flag) {
		seen++
		v, ok := f.Value.(flagrange.Value)
		require.True(t, ok, "--%s has no range (a flagrange.Value)", f.Name)
		rng := v.Range()
		assert.Contains(t, f.Usage, rng, "--%s says its range in its usage", f.Name)
		r, ok := table[f.Name]
		require.True(t, ok, "--%s: no bad and good values in this test's table", f.Name)
		require.NotEmpty(t, r.bad, f.Name)
		require.NotEmpty(t, r.good, f.Name)
		for _, bad := range append(r.bad, v.Outside()...) {
			args := append(with(f.Name, file), "--"+f.Name+"="+bad)
			o, err := Parse(args)
			if err == nil {
				err = o.Check(d) // a name the data hold, or not
			}
			var br *BadRequest
			if !assert.ErrorAs(t, err, &br, "--%s=%q is refused", f.Name, bad) {
				continue
			}
			assert.True(t, strings.HasPrefix(br.Msg, fmt.Sprintf("invalid value %q for flag --%s: ", bad, f.Name)), "the line names the flag: %s", br.Msg)
			assert.NotContains(t, br.Msg, "\n", "one line")
			if f.Name != "race" && f.Name != "background" && f.Name != "mode" || bad == "" || bad == " " {
				assert.Contains(t, br.Msg, "want "+rng, "the line says the range")
			} else {
				assert.Contains(t, br.Msg, "want a "+f.Name+" of "+f.Name+"s.toml: ", "the line says what the data hold")
			}
		}
		for _, good := range r.good {
			args := append(with(f.Name, file), "--"+f.Name+"="+good)
			o, err := Parse(args)
			require.NoError(t, err, "--%s=%q is taken", f.Name, good)
			require.NoError(t, o.Check(d), "--%s=%q is taken", f.Name, good)
		}
	})
	assert.Equal(t, len(table), seen, "every flag of the table is one of the game's")
}

// TestParse: the values read, the defaults, and what does not go together.
func TestParse(t *testing.T) {
	o, err := Parse(nil)
	require.NoError(t, err)
	assert.Equal(t, Options{Scale: -1, ReplaySpeed: 1}, o, "the defaults: no scale nor log lines given")
	o, err = Parse([]string{"--seed", "7", "--frames", "60", "--bot", "20", "--numbers", "--scale", "0", "--log-lines", "9", "--rules", "drn"})
	require.NoError(t, err)
	assert.Equal(t, Options{Seed: 7, Frames: 60, Bot: 20, Numbers: true, Scale: 0, LogLines: 9, Rules: "drn", ReplaySpeed: 1}, o)

	file := filepath.Join(t.TempDir(), "r.txt")
	require.NoError(t, os.WriteFile(file, nil, 0o600))
	for args, want := range map[string]string{
		"foo":                            `unexpected argument "foo": the game takes flags only`,
		"--seed 3 extra":                 `unexpected argument "extra"`,
		"--numbers maybe":                `unexpected argument "maybe"`,
		"--replay-speed 2":               "--replay-speed is the speed of a --replay: give --replay FILE too",
		"--replay " + file + " --seed 2": "--seed does not go with --replay",
		"--replay " + file + " --bot 2":  "--bot does not go with --replay",
		"--race elf --replay " + file:    "--race does not go with --replay",
		"--daily --replay " + file:       "--daily does not go with --replay",
		"--daily --seed 3":               "--seed does not go with --daily",
		"--tutorial --race elf":          "--race does not go with --tutorial", // issue 33: its own character
		"--tutorial --rules drn":         "--rules does not go with --tutorial",
		"--tutorial --replay " + file:    "--tutorial does not go with --replay",
		"--frames":                       "flag --frames needs a value: want 0 to 5184000 ticks",
		"--nope 3":                       "no such flag --nope (cleave -h lists the flags)",
	} {
		_, err := Parse(strings.Fields(args))
		var br *BadRequest
		require.ErrorAs(t, err, &br, args)
		assert.Contains(t, br.Msg, want, args)
		assert.NotContains(t, br.Msg, "\n", args)
	}
	_, err = Parse([]string{"--replay", file, "--replay-speed", "4", "--rules", "thac0", "--frames", "5"})
	assert.NoError(t, err, "a replay with its speed, a rule set (it says it plays its own) and a frame count")
	_, err = Parse([]string{"--daily", "--bot", "60"})
	assert.NoError(t, err)
	o, err = Parse([]string{"--tutorial", "--seed", "3", "--bot", "60"})
	assert.NoError(t, err)
	assert.True(t, o.Tutorial)
	_, err = Parse([]string{"-h"})
	assert.True(t, errors.Is(err, ErrHelp))
}

// TestUsage: the usage lists every flag with its range.
func TestUsage(t *testing.T) {
	var b strings.Builder
	Usage(&b)
	var o Options
	fs := NewFlagSet(&o)
	fs.VisitAll(func(f *flag.Flag) {
		assert.Contains(t, b.String(), "--"+f.Name)
		assert.Contains(t, b.String(), f.Value.(flagrange.Value).Range())
	})
	assert.Contains(t, b.String(), "  --numbers\n", "a bool flag takes no value")
	assert.Contains(t, b.String(), "  --frames VALUE\n")
}
