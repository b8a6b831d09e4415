//go:build !js

package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/arena/archive"
	"github.com/cleave-game/cleave/game/save"
)

// shamanFights writes an archive of fights kept at their starts (archive.Spotter) of games of seeds 1 to n
// where two kobold shamans stand a few cells from a player weakened to 4 hit points, and a troll fight.
func shamanFights(t *testing.T, n int) string {
	t.Helper()
	d, err := assets.Load(nil)
	require.NoError(t, err)
	var fights []archive.Fight
	for seed := uint64(1); seed <= uint64(n)+1; seed++ {
		g, err := game.New(game.Config{Seed: seed, Data: d, Rules: "cleave"})
		require.NoError(t, err)
		kind, count := "kobold shaman", 2
		if seed == uint64(n)+1 {
			kind, count = "troll", 1
		}
		for dx := 2; dx <= 6 && count > 0; dx++ {
			p := g.Player.Pos
			p.X += dx
			if g.Level.In(p) && g.Level.At(p).Passable() && g.ActorAt(p) == nil {
				if _, err := g.PlaceCreature(kind, p); err == nil {
					count--
				}
			}
		}
		g.Player.HP = 4
		s := archive.NewSpotter("run"+string(rune('a'+seed)), "2026-11-03")
		s.Look(g)
		require.Len(t, s.Fights(), 1)
		fights = append(fights, s.Fights()...)
	}
	file := filepath.Join(t.TempDir(), "fights.jsonl")
	f, err := os.Create(file)
	require.NoError(t, err)
	require.NoError(t, archive.Write(f, save.DataFingerprint(d), fights))
	require.NoError(t, f.Close())
	return file
}

// RULES.md §41.3: arena --fights --diff plays the archived fights under the data and under DIR's and says,
// per creature, the deaths turned into wins and the wins into deaths: the shaman made harmless turns deaths
// into wins (significantly), the troll's fight is untouched, and the same data change nothing.
func TestArenaArchivedFightsDiff(t *testing.T) {
	file := shamanFights(t, 6)
	harmless := overlay(t, "creatures.toml", "name = \"kobold shaman\"\nstrength = 8\ndexterity = 13\nhp = 7", "name = \"kobold shaman\"\nstrength = 1\ndexterity = 13\nhp = 1")
	edited, err := os.ReadFile(filepath.Join(harmless, "creatures.toml"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(harmless, "creatures.toml"), []byte(strings.Replace(string(edited), `spells = ["fire bolt", "dazzle"]`, "spells = []", 1)), 0o644))
	code, out, errs := run(t, "arena", "--fights", file, "--diff", harmless, "--n", "10")
	require.Equal(t, ExitOK, code, errs)
	t.Log(out)
	assert.Contains(t, out, "7 fights of 7 runs (cleave 7), each played 10 times (seed 1)")
	var shaman, troll string
	for _, l := range strings.Split(out, "\n") {
		switch {
		case strings.HasPrefix(strings.TrimSpace(l), "kobold shaman"):
			shaman = l
		case strings.HasPrefix(strings.TrimSpace(l), "troll"):
			troll = l
		}
	}
	assert.Contains(t, shaman, "more wins")
	assert.Contains(t, troll, "none significant")
	assert.Contains(t, troll, "0.0% (0.0–")
	assert.Contains(t, out, "Of the 6 archived fights with a kobold shaman (each played 10 times), the new data turn")
	assert.Contains(t, out, "significantly more wins.")

	code, out, errs = run(t, "arena", "--fights", file, "--diff", harmless, "--n", "10", "--vs", "kobold shaman", "--json")
	require.Equal(t, ExitOK, code, errs)
	var rep archive.Report
	require.NoError(t, json.Unmarshal([]byte(out), &rep))
	require.Len(t, rep.Rows, 1)
	assert.Equal(t, 6, rep.Rows[0].Fights)
	assert.Equal(t, 60, rep.Rows[0].Plays)
	assert.Equal(t, 1, rep.Rows[0].Change())

	code, out, errs = run(t, "arena", "--fights", file, "--diff", t.TempDir(), "--n", "10")
	require.Equal(t, ExitOK, code, errs)
	assert.NotContains(t, out, "more wins")
	assert.NotContains(t, out, "more deaths")
	assert.Contains(t, out, "no significant change")
}

// RULES.md §41.2 and §41.3: what arena --fights cannot play is refused in one line, exit 2.
func TestArenaArchivedFightsRefusals(t *testing.T) {
	file := shamanFights(t, 1)
	renamed := overlay(t, "creatures.toml", "name = \"kobold shaman\"\n", "name = \"kobold witch\"\n")
	text, err := os.ReadFile(file)
	require.NoError(t, err)
	other := filepath.Join(t.TempDir(), "other.jsonl")
	lines := strings.SplitN(string(text), "\n", 2)
	var h archive.Header
	require.NoError(t, json.Unmarshal([]byte(lines[0]), &h))
	require.NoError(t, os.WriteFile(other, []byte(strings.Replace(lines[0], h.Data, "0123456789abcdef", 1)+"\n"+lines[1]), 0o644))
	junk := filepath.Join(t.TempDir(), "junk.jsonl")
	require.NoError(t, os.WriteFile(junk, []byte("hello\n"), 0o644))
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"--fights", file, "--diff", renamed}, `no creature "kobold shaman" in the new data`},
		{[]string{"--fights", file, "--diff", t.TempDir(), "--rules", "drn"}, "holds no fight under drn: it holds cleave 2"},
		{[]string{"--fights", other, "--diff", t.TempDir()}, "played by other data"},
		{[]string{"--fights", junk, "--diff", t.TempDir()}, "not an archive of fights"},
		{[]string{"--fights", filepath.Join(t.TempDir(), "none.jsonl"), "--diff", t.TempDir()}, "no such file"},
		{[]string{"--fights", file}, "--fights: want it with --diff"},
		{[]string{"--fights", file, "--diff", t.TempDir(), "--exact"}, "not both"},
		{[]string{"--fights", file, "--diff", t.TempDir(), "--vs", "goblin"}, "no archived fight with goblin"},
		{[]string{"--fights", file, "--diff", t.TempDir(), "--n", "1001"}, "want 1 to 1000"},
	} {
		code, _, errs := run(t, "arena", c.args...)
		assert.Equal(t, ExitUsage, code, "%v", c.args)
		assert.Contains(t, errs, c.says, "%v", c.args)
		assert.Equal(t, 1, strings.Count(strings.TrimSpace(errs), "\n")+1, "one line: %s", errs)
	}
}
