// Tests of the odds and balance commands against combat/RULES.md.

package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/cli/chart/gonumchart"
)

// run runs the designer command cmd with args through Run, as the game's binary does, and returns its
// exit status, its output and its errors.
func run(t *testing.T, cmd string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code, ok := RunDrawing("cleave", append([]string{cmd}, args...), &out, &errb, gonumchart.Drawer{})
	require.True(t, ok, "%s is a designer command", cmd)
	return code, out.String(), errb.String()
}

// TestOddsThora: RULES.md §2.4, Thora against a kobold: +3 to hit, needs 8, 85.4%,
// 4–12, seven hits in nine kill, threatens 10.4%, critical 2d9+6 for 8–24.
func TestOddsThora(t *testing.T) {
	code, out, errs := run(t, "odds", "--weapon", "long sword", "--str", "15", "--rank", "2", "--target", "kobold", "--json")
	require.Equal(t, 0, code, errs)
	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &m))
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	assert.ElementsMatch(t, []string{"to_hit", "need", "hit", "threat", "crit", "glance", "mean_damage", "kill", "hit_damage", "crit_damage"}, keys)
	assert.Equal(t, 3.0, m["to_hit"])
	assert.Equal(t, 8.0, m["need"])
	assert.InDelta(t, 123.0/144, m["hit"], 1e-12)
	assert.InDelta(t, 15.0/144, m["threat"], 1e-12)
	assert.InDelta(t, 15.0/144*123/144, m["crit"], 1e-12)
	assert.Equal(t, []any{4.0, 12.0}, m["hit_damage"])
	assert.Equal(t, []any{8.0, 24.0}, m["crit_damage"])
	// Kill: a plain hit kills on 6+ (7 of 9 faces); a confirmed critical always does.
	plainHits := 123.0/144 - 15.0/144*123/144
	assert.InDelta(t, plainHits*7/9+15.0/144*123/144, m["kill"], 1e-12)
}

func TestOddsDefenceTable(t *testing.T) {
	// RULES.md §2.2, row "10 | 108 | 75%": no bonus against Defence 10.
	code, out, _ := run(t, "odds", "--weapon", "club", "--defence", "10", "--json")
	require.Equal(t, 0, code)
	var r combat.Report
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	assert.InDelta(t, 108.0/144, r.Hit, 1e-12)
	assert.Equal(t, 10, r.Need)
}

func TestOddsErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--weapon", "lightsaber", "--defence", "10"}, `unknown weapon "lightsaber": want one of`},
		{[]string{"--weapon", "club", "--target", "dragon"}, `unknown creature "dragon": want one of`},
		{[]string{"--weapon", "club", "--stance", "berserk", "--defence", "10"}, `unknown stance "berserk": want one of`},
		{[]string{"--weapon", "club"}, "a target is required"},
		{[]string{"--defence", "10"}, "--weapon is required"},
	} {
		code, out, errs := run(t, "odds", tc.args...)
		assert.Equal(t, 2, code, tc.args)
		assert.Empty(t, out)
		assert.Contains(t, errs, tc.want)
		assert.Equal(t, 1, strings.Count(errs, "\n"), "one line: %q", errs)
	}
}

func TestOddsReadable(t *testing.T) {
	code, out, _ := run(t, "odds", "--weapon", "long sword", "--str", "15", "--rank", "2", "--target", "kobold")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "+3 to hit, 1d9+3 slashing or piercing")
	assert.Contains(t, out, "85.4%")
	assert.Contains(t, out, "10.4%")
}

func TestExpectedAttacks(t *testing.T) {
	// A sure hit of exactly 3 against 7 hit points takes 3 attacks.
	d := combat.Dist{Min: 3, P: []float64{1}}
	assert.InDelta(t, 3, ExpectedAttacks(d, 7), 1e-9)
	// Hits of 1 half the time (else nothing) against 1 hit point: a geometric wait of 2.
	d = combat.Dist{Min: 0, P: []float64{0.5, 0.5}}
	assert.InDelta(t, 2, ExpectedAttacks(d, 1), 1e-9)
	assert.True(t, math.IsInf(ExpectedAttacks(combat.Dist{Min: 0, P: []float64{1}}, 5), 1))
	// Nothing left to take: no attack needed, whatever the attack deals (and no panic).
	for _, hp := range []int{0, -3} {
		assert.Zero(t, ExpectedAttacks(combat.Dist{Min: 3, P: []float64{1}}, hp), "hp %d", hp)
		assert.Zero(t, ExpectedAttacks(combat.Dist{Min: 0, P: []float64{1}}, hp), "hp %d, an attack that deals nothing", hp)
	}
}

// TestRunNamesTheProgram: a command's errors begin with the program's name that Run is given, the game's
// binary's or the headless designer's.
func TestRunNamesTheProgram(t *testing.T) {
	for _, prog := range []string{"cleave", "designer"} {
		var out, errb bytes.Buffer
		code, ok := Run(prog, []string{"odds", "--weapon", "lightsaber", "--defence", "10"}, &out, &errb)
		require.True(t, ok)
		assert.Equal(t, ExitUsage, code)
		assert.True(t, strings.HasPrefix(errb.String(), prog+` odds: invalid value "lightsaber" for flag --weapon: unknown weapon "lightsaber": want one of`), errb.String())
		errb.Reset()
		code, _ = Run(prog, []string{"balance", "--target", "dragon"}, &out, &errb)
		assert.Equal(t, ExitUsage, code)
		assert.True(t, strings.HasPrefix(errb.String(), prog+` balance: invalid value "dragon" for flag --target: unknown creature "dragon": want one of`), errb.String())
	}
}

// brokenWriter fails every write, as a closed pipe or a full disk does.
type brokenWriter struct{}

func (brokenWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

// TestFailureIsNotUsage: output that cannot be written is a failure (ExitError), not a bad request
// (ExitUsage), in every form the commands write, and says so with the command's name.
func TestFailureIsNotUsage(t *testing.T) {
	for _, args := range [][]string{
		{"odds", "--weapon", "club", "--defence", "10", "--json"},
		{"odds", "--weapon", "club", "--defence", "10"},
		{"balance", "--target", "kobold", "--csv"},
		{"balance", "--target", "kobold"},
	} {
		var errb bytes.Buffer
		code, ok := Run("designer", args, brokenWriter{}, &errb)
		require.True(t, ok)
		assert.Equal(t, ExitError, code, args)
		assert.Equal(t, "designer "+args[0]+": disk full\n", errb.String(), args)
	}
}

// TestSheetNamesWeaponAndCreature: an error of the balance sheet says which weapon against which creature
// it came from, and is the request's (exit status 2).
func TestSheetNamesWeaponAndCreature(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	_, err = Sheet(d, []string{"long sword"}, []string{"kobold"}, game.AttackSpec{Str: 10, Dex: 10, Stance: "berserk"})
	require.Error(t, err)
	assert.True(t, strings.HasPrefix(err.Error(), `long sword against kobold: unknown stance "berserk"`), err.Error())
	_, err = Sheet(d, []string{"long sword"}, []string{"dragon"}, game.AttackSpec{Str: 10, Dex: 10})
	require.Error(t, err)
	assert.True(t, strings.HasPrefix(err.Error(), `long sword against dragon: unknown creature "dragon"`), err.Error())

	code, out, errs := run(t, "balance", "--weapon", "long sword", "--target", "kobold", "--stance", "berserk")
	assert.Equal(t, ExitUsage, code)
	assert.Empty(t, out)
	assert.True(t, strings.HasPrefix(errs, `cleave balance: invalid value "berserk" for flag --stance: unknown stance "berserk": want one of`), errs)
}

func TestBalanceAndAssetsOverride(t *testing.T) {
	code, base, errs := run(t, "balance", "--weapon", "long sword", "--target", "kobold", "--csv")
	require.Equal(t, 0, code, errs)
	// A designer's copy of weapons.toml with the long sword at 1d12 changes the sheet.
	src, err := assets.Files.ReadFile("weapons.toml")
	require.NoError(t, err)
	dir := t.TempDir()
	edited := strings.Replace(string(src), "name = \"long sword\"\ndamage = \"1d9\"", "name = \"long sword\"\ndamage = \"1d12\"", 1)
	require.NotEqual(t, string(src), edited, "the long sword row is where the test expects it")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "weapons.toml"), []byte(edited), 0o644))
	code, tweaked, errs := run(t, "balance", "--weapon", "long sword", "--target", "kobold", "--csv", "--assets", dir)
	require.Equal(t, 0, code, errs)
	assert.NotEqual(t, base, tweaked)
	code, out, _ := run(t, "odds", "--weapon", "long sword", "--defence", "10", "--json", "--assets", dir)
	require.Equal(t, 0, code)
	assert.Contains(t, out, `"hit_damage":[1,12]`)
	// A broken copy: file:line:col messages and exit status 2.
	require.NoError(t, os.WriteFile(filepath.Join(dir, "weapons.toml"), []byte(strings.Replace(edited, "damage = \"1d12\"", "damage = \"1x12\"", 1)), 0o644))
	code, _, errs = run(t, "balance", "--assets", dir)
	assert.Equal(t, 2, code)
	assert.Regexp(t, `weapons\.toml:\d+:\d+: .*bad dice "1x12"`, errs)
	code, _, errs = run(t, "odds", "--weapon", "club", "--defence", "10", "--assets", dir)
	assert.Equal(t, 2, code)
	assert.Regexp(t, `weapons\.toml:\d+:\d+: `, errs)
}

func TestBalanceTable(t *testing.T) {
	code, out, errs := run(t, "balance", "--target", "kobold")
	require.Equal(t, 0, code, errs)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	d, err := assets.Load(nil)
	require.NoError(t, err)
	assert.Equal(t, "Attacker: Strength 10, Dexterity 10, rank 0 in each weapon's skill, stance neutral; missile weapons shoot, and those that shoot nothing are thrown.", lines[0])
	assert.Len(t, lines, 3+len(d.Weapons), "the attacker, a blank line, a header and a row per weapon")
}

// TestSheetMatchesOdds: the @ screen's line for Thora's blow and the odds command for the same build
// (long sword, Strength 15, Long blades rank 2) agree on the bonus to hit and the damage.
func TestSheetMatchesOdds(t *testing.T) {
	g, err := game.New(game.Config{Seed: 1})
	require.NoError(t, err)
	line := g.CharacterSheet(g.Player).Attacks[0].Text
	code, out, errs := run(t, "odds", "--weapon", "long sword", "--str", "15", "--rank", "2", "--target", "kobold", "--json")
	require.Equal(t, 0, code, errs)
	var r combat.Report
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	assert.Equal(t, fmt.Sprintf("%+d to hit, 1d9+%d slashing or piercing", r.ToHit, r.HitDamage[1]-9), line)
}

// TestOddsRockIsThrown: the rock's row of RULES.md §9.2 is "Thrown weapons ... 6 cells"; a throw adds
// the Strength modifier to damage (§3.1: a throw adds Dexterity to hit, Strength to damage).
func TestOddsRockIsThrown(t *testing.T) {
	code, out, errs := run(t, "odds", "--weapon", "rock", "--str", "18", "--dex", "14", "--defence", "10", "--json")
	require.Equal(t, 0, code, errs)
	var r combat.Report
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	assert.Equal(t, 2, r.ToHit, "Dexterity 14 aims it")
	assert.Equal(t, [2]int{5, 7}, r.HitDamage, "1d3 and Strength 18's +4")
	code, _, errs = run(t, "odds", "--weapon", "rock", "--mode", "shoot", "--defence", "10")
	assert.Equal(t, 2, code)
	assert.Contains(t, errs, "does not shoot")
}

// TestOddsEveryCreature: odds against every creature of the bestiary (the incorporeal too) answer.
func TestOddsEveryCreature(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	for _, c := range d.CreatureNames() {
		code, _, errs := run(t, "odds", "--weapon", "mace", "--target", c, "--json")
		assert.Equal(t, 0, code, "%s: %s", c, errs)
	}
}

// TestOddsGhostHasNoWallDefence: a ghost as a target stands in the open, not inside a wall.
func TestOddsGhostHasNoWallDefence(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	dd, err := game.CreatureDefender(d, "ghost")
	require.NoError(t, err)
	assert.Zero(t, dd.Defence.Kinds[combat.Wall])
}

// oddsLine is the Attack line of the odds command's readable answer: "+2 to hit, 1d4 slashing or piercing".
func oddsLine(t *testing.T, args ...string) string {
	t.Helper()
	code, out, errs := run(t, "odds", args...)
	require.Equal(t, 0, code, errs)
	first, _, _ := strings.Cut(out, "\n")
	attack, ok := strings.CutPrefix(first, "Attack")
	require.True(t, ok, out)
	return strings.TrimSpace(attack)
}

// TestOddsHandsMatchTheSheet: RULES.md §12, --hand and --two-weapon count a blow as the @ screen does:
// the duelist's rapier and dagger (main hand −4, off hand −8; Twin Blades rank 1 takes nothing off), and
// the dagger alone in the off hand once the rapier is taken off (no penalty).
func TestOddsHandsMatchTheSheet(t *testing.T) {
	g, err := game.New(game.Config{Seed: 3, Character: game.Character{Race: "human", Background: "duelist"}})
	require.NoError(t, err)
	pl := g.Player
	build := []string{"--str", fmt.Sprint(pl.Str), "--dex", fmt.Sprint(pl.Dex), "--target", "kobold"}
	rapier := append([]string{"--weapon", "rapier", "--rank", fmt.Sprint(pl.Rank("Long blades"))}, build...)
	dagger := append([]string{"--weapon", "dagger", "--rank", fmt.Sprint(pl.Rank("Daggers and knives"))}, build...)
	sh := g.CharacterSheet(pl)
	require.GreaterOrEqual(t, len(sh.Attacks), 2)
	assert.Equal(t, "Off hand (dagger)", sh.Attacks[1].Label)
	assert.Equal(t, sh.Attacks[0].Text, oddsLine(t, append(rapier, "--two-weapon")...), "the main hand's blow")
	assert.Equal(t, sh.Attacks[1].Text, oddsLine(t, append(dagger, "--hand", "off", "--two-weapon")...), "the off hand's blow")

	require.True(t, g.Act(game.Action{Kind: game.ActTakeOff, Slot: game.SlotMain}))
	sh = g.CharacterSheet(pl)
	assert.Equal(t, "Off hand (dagger)", sh.Attacks[0].Label)
	assert.Equal(t, sh.Attacks[0].Text, oddsLine(t, append(dagger, "--hand", "off")...), "the dagger alone in the off hand")
	assert.Equal(t, oddsLine(t, dagger...), oddsLine(t, append(dagger, "--hand", "off")...), "alone, either hand strikes the same")
}

// TestOddsHandErrors: the off hand takes only a weapon made for it; two weapons are one-handed; both
// are for blows.
func TestOddsHandErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--weapon", "rapier", "--hand", "off", "--defence", "10"}, "the rapier is not made for the off hand"},
		{[]string{"--weapon", "dagger", "--hand", "left", "--defence", "10"}, `invalid value "left" for flag --hand: want one of main, off`},
		{[]string{"--weapon", "great sword", "--two-weapon", "--defence", "10"}, "no one-handed weapon"},
		{[]string{"--weapon", "dagger", "--hand", "off", "--mode", "throw", "--defence", "10"}, "use --mode melee"},
	} {
		code, out, errs := run(t, "odds", tc.args...)
		assert.Equal(t, 2, code, tc.args)
		assert.Empty(t, out)
		assert.Contains(t, errs, tc.want, tc.args)
	}
}
