package archive

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/save"
	"github.com/cleave-game/cleave/levels"
)

var testData = func() *assets.Data {
	d, err := assets.Load(nil)
	if err != nil {
		panic(err)
	}
	return d
}()

// seen is what the test itself saw of a fight's start in the game as it was played: the turn, and the
// player and the creatures in view then.
type seen struct {
	turn      int
	player    game.Actor
	creatures []game.Actor
}

// playDaily plays the daily game of day with the bot to its end (at most limit actions), recording its
// replay as the game does, and notes by itself each turn a creature comes into view after a turn with none
// (RULES.md §41.1).
func playDaily(t *testing.T, day time.Time, limit int) ([]byte, *game.Game, []seen) {
	t.Helper()
	seed, date := save.DailySeed(day)
	g, err := game.New(game.Config{Seed: seed, Data: testData, Rules: save.DailyRules(seed, testData.RuleSets().Names())})
	require.NoError(t, err)
	mem := &save.MemStore{}
	rc := save.NewRecorder(mem, date)
	rc.Begin(g, false, day)
	var out []seen
	inView, turn := false, -1
	look := func() {
		if g.Over || g.Turns == turn {
			return
		}
		turn = g.Turns
		var cs []game.Actor
		for _, a := range g.Creatures {
			if !a.Dead && g.IsVisible(a.Pos) {
				cs = append(cs, clone(a))
			}
		}
		if len(cs) > 0 && !inView {
			out = append(out, seen{turn: g.Turns, player: clone(g.Player), creatures: cs})
		}
		inView = len(cs) > 0
	}
	look()
	for i := 0; i < limit && !g.Over; i++ {
		g.Act(g.BotAction())
		rc.Flush(day)
		look()
	}
	require.True(t, g.Over, "the bot's daily game must end within %d actions", limit)
	return mem.Replay, g, out
}

// RULES.md §41.1: the fights extracted from a bot's daily run played again from its replay are the fights
// of the game as it was played: each begins at the turn a creature came into view after a turn with none,
// and holds the player and the creatures in view as they stood at that turn.
func TestExtractFindsTheFightsOfTheGame(t *testing.T) {
	day := time.Date(2026, 11, 3, 12, 0, 0, 0, time.UTC)
	text, g, want := playDaily(t, day, 20000)
	r, err := save.ParseReplay(text)
	require.NoError(t, err)
	fights, err := Extract(r, testData, "run1")
	require.NoError(t, err)
	t.Logf("%d fights in a daily run of %d turns", len(fights), g.Turns)
	require.GreaterOrEqual(t, len(fights), 5, "a whole daily run has fights")
	require.Len(t, fights, len(want))
	for i, f := range fights {
		w := want[i]
		require.Equal(t, w.turn, f.Turn, "fight %d", i)
		assert.Equal(t, w.player, f.Player, "fight %d: the player as they stood", i)
		require.Len(t, f.Creatures, len(w.creatures), "fight %d", i)
		for _, c := range w.creatures { // the same creatures, the nearest first
			assert.Contains(t, f.Creatures, c, "fight %d", i)
		}
		for k := 1; k < len(f.Creatures); k++ {
			assert.LessOrEqual(t, levels.Distance(f.Creatures[k-1].Pos, f.Player.Pos), levels.Distance(f.Creatures[k].Pos, f.Player.Pos))
		}
		assert.Equal(t, levels.Distance(f.Creatures[0].Pos, f.Player.Pos), f.Apart)
		assert.Equal(t, "run1", f.Run)
		assert.Equal(t, "2026-11-03", f.Date)
		assert.Equal(t, g.RulesName(), f.Rules)
		assert.NoError(t, Check(f))
		if i < len(fights)-1 {
			assert.Contains(t, []string{OutcomeWon, OutcomeParted}, f.Outcome, "fight %d: the player lived on", i)
		}
	}
	last := fights[len(fights)-1]
	if g.Player.Dead && last.Turn <= g.Turns {
		assert.Contains(t, []string{OutcomeDied, OutcomeWon, OutcomeParted}, last.Outcome)
	}
	died := 0
	for _, f := range fights {
		if f.Outcome == OutcomeDied {
			died++
		}
	}
	assert.LessOrEqual(t, died, 1, "a game has one death")

	// The file: written and read back, the same fights.
	var b bytes.Buffer
	require.NoError(t, Write(&b, save.DataFingerprint(testData), fights))
	h, back, err := Read(&b)
	require.NoError(t, err)
	assert.Equal(t, save.DataFingerprint(testData), h.Data)
	assert.Equal(t, fights, back)
}

// RULES.md §41.2: a file of another format or version, cut short, longer than its header says, with a line
// over MaxLine or a fight that cannot be, is refused, saying why.
func TestReadRefuses(t *testing.T) {
	f := fightWith(t, "kobold", 3, 1)
	var good bytes.Buffer
	require.NoError(t, Write(&good, "fp", []Fight{f, f}))
	lines := strings.SplitAfter(good.String(), "\n")
	for name, c := range map[string]struct{ text, says string }{
		"empty":      {"", "empty"},
		"no header":  {`{"rules":"drn"}` + "\n", "no cleave-fights header"},
		"version 2":  {strings.Replace(lines[0], `"version":1`, `"version":2`, 1) + lines[1], "version 2"},
		"cut short":  {lines[0] + lines[1], "cut short"},
		"one more":   {lines[0] + lines[1] + lines[2] + lines[2], "more fights than"},
		"too many":   {strings.Replace(lines[0], `"fights":2`, `"fights":100001`, 1), "a file holds 0 to 100000"},
		"long line":  {lines[0] + strings.Repeat(" ", MaxLine+1) + "\n", "longer than"},
		"no kind":    {lines[0] + strings.Replace(lines[1], `"Kind":"kobold"`, `"Kind":""`, 1) + lines[2], "line 2"},
		"not JSON":   {lines[0] + "{\n" + lines[2], "line 2"},
		"no rules":   {lines[0] + strings.Replace(lines[1], `"rules":"cleave"`, `"rules":""`, 1) + lines[2], "no rule set"},
		"dead start": {lines[0] + strings.Replace(lines[1], `"Dead":false`, `"Dead":true`, 1) + lines[2], "dead"},
	} {
		_, _, err := Read(strings.NewReader(c.text))
		require.Error(t, err, name)
		assert.ErrorIs(t, err, ErrFile, name)
		assert.Contains(t, err.Error(), c.says, name)
	}
	_, back, err := Read(strings.NewReader(good.String()))
	require.NoError(t, err)
	assert.Len(t, back, 2)
}

// fightWith is a fight kept by a Spotter at its start: a game of seed with n creatures of kind placed 3
// cells east of the player, the player at hp hit points (0: as made).
func fightWith(t testing.TB, kind string, hp int, seed uint64, n ...int) Fight {
	t.Helper()
	g, err := game.New(game.Config{Seed: seed, Data: testData, Rules: "cleave"})
	require.NoError(t, err)
	count := 1
	if len(n) > 0 {
		count = n[0]
	}
	placed := 0
	for dx := 2; dx <= 6 && placed < count; dx++ {
		for _, dy := range []int{0, 1, -1} {
			p := g.Player.Pos
			p.X += dx
			p.Y += dy
			if placed < count && g.Level.In(p) && g.Level.At(p).Passable() && g.ActorAt(p) == nil {
				if _, err := g.PlaceCreature(kind, p); err == nil {
					placed++
				}
			}
		}
	}
	require.Positive(t, placed, "a %s placed near the player", kind)
	if hp > 0 {
		g.Player.HP = hp
	}
	s := NewSpotter("test", "")
	s.Look(g)
	require.Len(t, s.Fights(), 1)
	return s.Fights()[0]
}

// harmless writes a data directory whose creatures.toml makes kind harmless: 1 hit point, no spell, and
// Strength 1.
func harmless(t *testing.T, kind string) string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("..", "..", "..", "assets", "creatures.toml"))
	require.NoError(t, err)
	text := string(src)
	at := strings.Index(text, "name = \""+kind+"\"\n")
	require.Positive(t, at)
	end := at + strings.Index(text[at:], "\n[[creature]]")
	block := text[at:end]
	edited := block
	for _, kv := range [][2]string{{"hp = ", "hp = 1"}, {"strength = ", "strength = 1"}} {
		i := strings.Index(edited, kv[0])
		require.GreaterOrEqual(t, i, 0)
		j := i + strings.Index(edited[i:], "\n")
		edited = edited[:i] + kv[1] + edited[j:]
	}
	if i := strings.Index(edited, "spells = "); i >= 0 {
		j := i + strings.Index(edited[i:], "\n")
		edited = edited[:i] + "spells = []" + edited[j:]
	}
	require.NotEqual(t, block, edited)
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "creatures.toml"), []byte(text[:at]+edited+text[end:]), 0o644))
	return dir
}

// RULES.md §41.3: fights where kobold shamans killed a weakened player often: the data that make the
// shaman harmless turn a significant share of those deaths into wins, and hardly a win into a death; the
// same data on both sides change nothing (every play the same: no play changed, no significant change).
func TestDiffHarmlessShamanTurnsDeathsIntoWins(t *testing.T) {
	var fights []Fight
	for seed := uint64(1); seed <= 8; seed++ {
		fights = append(fights, fightWith(t, "kobold shaman", 4, seed, 2))
	}
	after, err := assets.LoadDir(harmless(t, "kobold shaman"))
	require.NoError(t, err)
	o := Options{N: 10, Seed: 1}
	rep, err := Diff(fights, testData, after, o)
	require.NoError(t, err)
	require.Len(t, rep.Rows, 1)
	r := rep.Rows[0]
	t.Logf("%+v\n%s", r, r.Summary())
	assert.Equal(t, "kobold shaman", r.Kind)
	assert.Equal(t, len(fights), r.Fights)
	assert.Equal(t, len(fights)*o.N, r.Plays)
	assert.Equal(t, r, withKind(rep.All, r.Kind), "every fight has a shaman: its row is all of them")
	require.Positive(t, r.LostBefore, "the weakened player dies under the base data")
	assert.Equal(t, 1, r.Change(), "significantly more wins")
	p, low, _ := r.DeathsToWinsShare()
	assert.Greater(t, p, 0.5)
	assert.Greater(t, low, 0.0)
	assert.Less(t, r.WinsToDeaths, r.DeathsToWins)
	assert.Contains(t, r.Summary(), "significantly more wins")
	assert.Contains(t, r.Summary(), "Of the 8 archived fights with a kobold shaman (each played 10 times)")
	assert.Contains(t, withKind(r, "orc").Summary(), "with an orc (each")
	assert.Contains(t, withKind(r, "Grizzletooth").Summary(), "with Grizzletooth (each")
	assert.Contains(t, withKind(r, "").Summary(), "Of 8 archived fights (each")

	same, err := Diff(fights, testData, testData, o)
	require.NoError(t, err)
	s := same.Rows[0]
	assert.Zero(t, s.DeathsToWins+s.WinsToDeaths, "the same data, the same seeds: the same plays")
	assert.Equal(t, r.WonBefore, s.WonBefore, "the base side does not depend on the other")
	assert.Equal(t, 0, s.Change())
	assert.Contains(t, s.Summary(), "no significant change")

	again, err := Diff(fights, testData, after, Options{N: 10, Seed: 1, Workers: 1})
	require.NoError(t, err)
	assert.Equal(t, rep, again, "the same seed, whatever the workers")
}

func withKind(r Row, k string) Row { r.Kind = k; return r }

// RULES.md §41.3: the verdict is McNemar's exact test at 5%: plays that changed as often each way are no
// significant change, whatever their number; one way only is significant from 6 of 6 (two-sided, 2/2^6 =
// 0.03125; 5 of 5: 2/2^5 = 0.0625); 61 of 100 is (p = 0.0352), 60 of 100 is not (p = 0.0569).
func TestChangeIsSignificantOnlyWhenLopsided(t *testing.T) {
	assert.InDelta(t, 0.0625, SignTest(5, 0), 1e-12)
	assert.InDelta(t, 0.03125, SignTest(0, 6), 1e-12)
	assert.InDelta(t, 0.056887, SignTest(60, 40), 1e-6)
	assert.InDelta(t, 0.035200, SignTest(61, 39), 1e-6)
	assert.InDelta(t, 1.0, SignTest(50, 50), 1e-12)
	assert.InDelta(t, 0.5, SignTest(1, 0)/2, 1e-12)
	// a large count: 5,100 of 10,000 one way is about 2 standard errors (z = 2.0, p ≈ 0.0461)
	assert.InDelta(t, 0.0461, SignTest(5100, 4900), 0.001)
	for _, c := range []struct{ d2w, w2d, want int }{
		{0, 0, 0}, {50, 50, 0}, {400, 400, 0}, {5, 0, 0}, {6, 0, 1}, {0, 6, -1}, {60, 40, 0}, {61, 39, 1}, {39, 61, -1}, {70, 30, 1},
	} {
		r := Row{DeathsToWins: c.d2w, WinsToDeaths: c.w2d}
		assert.Equal(t, c.want, r.Change(), "%d deaths to wins, %d wins to deaths", c.d2w, c.w2d)
	}
}

// RULES.md §41.3: a fight the new data cannot play (a creature they lack, a rule set they lack) is refused
// before anything is played, naming it; so are no fight with the creature asked for, and bounds.
func TestDiffRefuses(t *testing.T) {
	f := fightWith(t, "kobold", 0, 2)
	dir := t.TempDir()
	src, err := os.ReadFile(filepath.Join("..", "..", "..", "assets", "creatures.toml"))
	require.NoError(t, err)
	renamed := strings.Replace(string(src), "name = \"kobold\"\n", "name = \"kobbold\"\n", 1)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "creatures.toml"), []byte(renamed), 0o644))
	after, err := assets.LoadDir(dir)
	require.NoError(t, err)
	_, err = Diff([]Fight{f}, testData, after, Options{N: 1})
	assert.ErrorContains(t, err, `no creature "kobold" in the new data`)
	_, err = Diff([]Fight{f}, after, testData, Options{N: 1})
	assert.ErrorContains(t, err, `no creature "kobold" in the base data`)
	other := f
	other.Rules = "gurps"
	_, err = Diff([]Fight{other}, testData, testData, Options{N: 1})
	assert.ErrorContains(t, err, "played under gurps")
	_, err = Diff([]Fight{f}, testData, testData, Options{N: 1, Kinds: []string{"troll"}})
	assert.ErrorContains(t, err, "no archived fight with troll")
	_, err = Diff([]Fight{f}, testData, testData, Options{N: 0})
	assert.ErrorContains(t, err, "want 1 to 1000")
	_, err = Diff([]Fight{f}, testData, testData, Options{N: MaxN + 1})
	assert.ErrorContains(t, err, "want 1 to 1000")
}
