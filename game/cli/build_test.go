// Issue 36, part 3: any build in the arena and the survey, by the odds command's flags.

package cli

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/arena"
)

// The issue's command line runs as written and gives a win rate for the build it names.
func TestArenaIssueCommandLine(t *testing.T) {
	code, out, errs := run(t, "arena", "--weapon", "war hammer", "--str", "16", "--vs", "troll", "--n", "500")
	require.Equal(t, ExitOK, code, errs)
	assert.Contains(t, out, "Thora (dwarf warrior; war hammer, Str 16) against 1 troll")
	assert.Regexp(t, `(?m)^Win +\d+\.\d\d% \(95%`, out)
	// the designer page asks it by its address, read by the same flags
	args, err := Address("#arena?weapon=war+hammer&str=16&vs=troll&n=500")
	require.NoError(t, err)
	assert.Equal(t, []string{"arena", "--weapon=war hammer", "--str=16", "--vs=troll", "--n=500"}, args)
	code, byAddress, errs := run(t, args[0], args[1:]...)
	require.Equal(t, ExitOK, code, errs)
	win := regexp.MustCompile(`(?m)^(Fight|Win) .*$`)
	assert.Equal(t, win.FindAllString(out, -1), win.FindAllString(byAddress, -1))
}

// The build took: the arena command's exact duel of Thora with a war hammer and Strength 16 against a mud
// golem is game/arena's exact duel of that build (worked out here apart from the command), and not Thora's
// own with her long sword; the flags' names are spelt as the data spells them, in any case.
func TestArenaBuildTakes(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	duel := []string{"--vs", "mud golem", "--ai", "melee", "--no-bleeding", "--no-fleeing", "--exact", "--json", "--n", "200"}
	exactOf := func(args ...string) (float64, string) {
		code, out, errs := run(t, "arena", append(args, duel...)...)
		require.Equal(t, ExitOK, code, errs)
		var rep struct {
			Build string           `json:"build"`
			Exact *arena.ExactDuel `json:"exact"`
		}
		require.NoError(t, json.Unmarshal([]byte(out), &rep))
		require.NotNil(t, rep.Exact, out)
		return rep.Exact.Win, rep.Build
	}
	str := 16
	want, err := arena.Exact(arena.Setup{Config: game.Config{Data: d}, Build: game.Build{Weapon: "war hammer", Str: &str},
		Foes: []arena.Group{{N: 1, Kind: "mud golem"}}, Apart: 1, AI: arena.Melee, NoBleeding: true, NoFleeing: true})
	require.NoError(t, err)
	got, build := exactOf("--weapon", "War Hammer", "--str", "16")
	assert.Equal(t, want.Win, got)
	assert.Equal(t, "Thora (dwarf warrior; war hammer, Str 16)", build)
	plain, _ := exactOf()
	assert.Greater(t, got-plain, 0.1, "the hammer build wins another share of duels than Thora's sword")
}

// Every part of a build reaches the game: the arena's fight and the survey's game hold what the flags name,
// over the race and background asked.
func TestBuildFlagsReachTheGame(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	args := []string{"--race", "elf", "--background", "archer", "--weapon", "war hammer", "--armour", "iron helm,ring of bone",
		"--armour", "suit of plate armour", "--shield", "buckler", "--str", "0", "--dex", "18", "--rank", "4",
		"--stance", "aggressive", "--magic", "+2,hardened", "--spell", "fire bolt"}
	fs := newFlagSet(env{prog: "cleave", sets: d.RuleSets()}, "arena")
	q := buildFlags(fs)
	require.NoError(t, fs.Parse(args))
	c, b := q.character(d)
	assert.Equal(t, game.Character{Race: "elf", Background: "archer"}, c)
	zero, four, eighteen := 0, 4, 18
	assert.Equal(t, game.Build{Weapon: "war hammer", Armour: []string{"iron helm", "ring of bone", "suit of plate armour"}, Shield: "buckler",
		Str: &zero, Dex: &eighteen, Rank: &four, Stance: "aggressive", Magic: []string{"+2", "hardened"}, Spells: []string{"fire bolt"}}, b)
	g, err := surveyGame(d, "", Player{Character: c, Build: b}, 3)
	require.NoError(t, err)
	pl := g.Player
	assert.Equal(t, "elf", pl.Race)
	assert.Equal(t, "war hammer", pl.Worn[game.SlotMain].Name)
	assert.Equal(t, "short bow", pl.Worn[game.SlotMissile].Name, "the archer's bow stays: --weapon took the main hand")
	assert.Equal(t, [game.MaxAffixes]string{"+2"}, pl.Worn[game.SlotMain].Affixes)
	assert.Equal(t, [game.MaxAffixes]string{"hardened"}, pl.Worn[game.SlotBody].Affixes)
	assert.Equal(t, "buckler", pl.Worn[game.SlotOff].Name)
	assert.Equal(t, "iron helm", pl.Worn[game.SlotHead].Name)
	assert.Equal(t, 0, pl.Str)
	assert.Equal(t, 18, pl.Dex)
	assert.Equal(t, 4, pl.Skills["Maces and clubs"])
	assert.Equal(t, "aggressive", pl.Stance)
	assert.Contains(t, pl.Spells, "fire bolt")
	// flags not given leave the character's own: Strength and Dexterity are not odds's default 10
	fs = newFlagSet(env{prog: "cleave", sets: d.RuleSets()}, "survey")
	q = buildFlags(fs)
	require.NoError(t, fs.Parse([]string{"--weapon", "club"}))
	_, b = q.character(d)
	assert.Equal(t, game.Build{Weapon: "club"}, b)
}

// The survey plays the build: its report names it, and a build that does not fit is refused before a game
// is played.
func TestSurveyBuild(t *testing.T) {
	code, out, errs := run(t, "survey", "--seeds", "2", "--turns", "300", "--weapon", "war hammer", "--str", "16", "--json")
	require.Equal(t, ExitOK, code, errs)
	var rep SurveyReport
	require.NoError(t, json.Unmarshal([]byte(out), &rep))
	assert.Equal(t, "Thora (dwarf warrior; war hammer, Str 16)", rep.Player)
	assert.Equal(t, 2, rep.Seeds)
	code, out, errs = run(t, "survey", "--seeds", "2", "--turns", "300")
	require.Equal(t, ExitOK, code, errs)
	assert.Regexp(t, `(?m)^Played: +Thora \(dwarf warrior\)$`, out)
	code, out, errs = run(t, "survey", "--weapon", "great axe", "--shield", "buckler")
	assert.Equal(t, ExitUsage, code)
	assert.Empty(t, out)
	assert.Equal(t, "cleave survey: build: the great axe takes both hands: no shield with it\n", errs)
	code, _, errs = run(t, "arena", "--vs", "kobold", "--weapon", "great axe", "--shield", "buckler")
	assert.Equal(t, ExitUsage, code)
	assert.Equal(t, "cleave arena: arena: build: the great axe takes both hands: no shield with it\n", errs)
}

// The flags arena and survey share with odds refuse what odds refuses, in the same words (one code: flags.go's
// weaponFlag and attackerFlags).
func TestBuildRefusalsAreOdds(t *testing.T) {
	base := map[string][]string{"odds": {"--target", "kobold"}, "arena": {"--vs", "kobold", "--n", "10"}, "survey": {"--seeds", "1", "--turns", "10"}}
	for _, bad := range [][]string{
		{"--weapon", "lightsaber"}, {"--str", "101"}, {"--dex", "-1"}, {"--rank", "11"}, {"--stance", "crouching"},
		{"--magic", "+2,nothing"}, {"--weapon", "long", "sword"},
	} {
		var said []string
		for _, cmd := range []string{"odds", "arena", "survey"} {
			args := append(append([]string(nil), base[cmd]...), bad...)
			if cmd == "odds" && bad[0] != "--weapon" {
				args = append(args, "--weapon", "club")
			}
			code, out, errs := run(t, cmd, args...)
			assert.Equal(t, ExitUsage, code, "%s %v", cmd, args)
			assert.Empty(t, out)
			said = append(said, strings.TrimPrefix(errs, "cleave "+cmd+": "))
		}
		assert.Equal(t, said[0], said[1], "arena refuses %v as odds does", bad)
		assert.Equal(t, said[0], said[2], "survey refuses %v as odds does", bad)
	}
	// the build's flags are not for creatures in the build's place
	code, _, errs := run(t, "arena", "--as", "goblin", "--vs", "kobold", "--weapon", "club")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, errs, "flags --as and --weapon: want one or the other, not both")
}
