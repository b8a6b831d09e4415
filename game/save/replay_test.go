package save

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

// playBack plays replay r from its start and returns the game it ends in.
func playBack(t *testing.T, r *Replay) *game.Game {
	t.Helper()
	g, err := r.NewGame(nil)
	require.NoError(t, err)
	for _, st := range r.Steps {
		st.Play(g)
	}
	return g
}

// botFrames lets the bot play n turns of g, a frame of the autosaver after each, as the window does.
func botFrames(sv *AutoSaver, g *game.Game, n int) {
	for i := 0; i < n && !g.Over; i++ {
		g.Act(g.BotAction())
		sv.Frame(g)
	}
}

// A bot game of 1,500 turns, recorded as the player's own game is (its autosave every 50 turns on the
// desktop, a crash 30 turns after a save, the game loaded again and played on), plays back to the same
// final state: the replay drops the turns the crash lost.
func TestReplayPlaysBackTheSameGame(t *testing.T) {
	st := &MemStore{}
	sv, g := recordedGame(t, st, game.Config{Seed: 40, Record: true})
	botFrames(sv, g, 700)
	require.NoError(t, sv.Quit(g), "a save in the middle")
	botFrames(sv, g, 30) // played on, then lost: the process dies here
	lost := g.Turns

	// The next start loads the save and goes on with its replay.
	sv, g, note, err := startAutoSave(english, st, nil)
	require.NoError(t, err)
	require.Equal(t, english.Say(RestoredNote), note)
	sv.recordTo(st, g)
	require.Less(t, g.Turns, lost)
	sv.Frame(g)
	botFrames(sv, g, 1500-g.Turns)
	require.False(t, g.Over, "the bot must live to the end for the test to mean anything")
	require.GreaterOrEqual(t, g.Turns, 1000)

	r, err := ParseReplay(st.Replay)
	require.NoError(t, err)
	assert.Equal(t, uint64(40), r.Header.Seed)
	assert.Equal(t, DataFingerprint(g.Data()), r.Header.Data)
	assert.Empty(t, r.Mismatch(english, g.Data(), nil))
	start := time.Now()
	back := playBack(t, r)
	took := time.Since(start)
	assert.Equal(t, g.Turns, back.Turns)
	assert.Equal(t, StateHash(g), StateHash(back), "the replay must end in the game it recorded")
	t.Logf("replay: %d bytes for %d turns (%d steps): %.0f bytes per 1,000 turns; played back in %v (%.0f turns a second)",
		len(st.Replay), g.Turns, len(r.Steps), float64(len(st.Replay))*1000/float64(g.Turns), took, float64(g.Turns)/took.Seconds())
}

// A recorded death is kept under its own name, and plays back to the same death.
func TestReplayOfADeath(t *testing.T) {
	st := &MemStore{}
	sv := &AutoSaver{store: st}
	sv.recordTo(st, nil)
	var g *game.Game
	for seed := uint64(1); seed < 40; seed++ {
		var err error
		g, err = game.New(game.Config{Seed: seed, Record: true, Character: game.Character{Race: "human", Background: "duelist"}})
		require.NoError(t, err)
		sv.Frame(g)
		botFrames(sv, g, 3000)
		if g.Over {
			break
		}
	}
	require.True(t, g.Over, "some bot game must end in death")
	require.Len(t, st.Replays, 1, "the replay of the death is kept")
	assert.Contains(t, sv.Replay(), "cleave --replay replay-")
	for _, text := range st.Morgues {
		assert.Contains(t, string(text), "Replay: cleave --replay replay-", "the morgue points at the replay")
	}
	for _, b := range st.Replays {
		r, err := ParseReplay(b)
		require.NoError(t, err)
		back := playBack(t, r)
		assert.True(t, back.Over)
		assert.Equal(t, g.Cause, back.Cause)
		assert.Equal(t, StateHash(g), StateHash(back))
	}
}

// Every field of an action, and the actions no player makes (a point off the eight directions), survive
// the replay's line.
func TestReplayLineKeepsEveryField(t *testing.T) {
	require.Equal(t, actionFields, reflect.TypeOf(game.Action{}).NumField(), "a new field of Action must be written by stepLine")
	for _, a := range []game.Action{
		{Kind: game.ActWait},
		{Kind: game.ActBot},
		{Kind: game.ActMove, Dir: gruid.Point{X: -1, Y: 1}},
		{Kind: game.ActMove, Dir: gruid.Point{X: 3, Y: -2}},
		{Kind: game.ActFire, Target: gruid.Point{X: 40, Y: 7}},
		{Kind: game.ActThrow, Item: -1, Target: gruid.Point{X: 2, Y: 3}},
		{Kind: game.ActWield, Item: 4, Off: true},
		{Kind: game.ActTakeOff, Slot: game.SlotAmmo},
		{Kind: game.ActStance, Stance: "all out attack"},
		{Kind: game.ActCast, Spell: "fire bolt%", Target: gruid.Point{X: 1, Y: 1}},
		{Kind: game.ActChoose, Choice: 2},
		{Kind: game.ActChoose, Option: 1, Choice: 3},
	} {
		line := stepLine(1234, a)
		st, err := parseStep(strings.Fields(string(line)))
		require.NoError(t, err, string(line))
		assert.Equal(t, a, st.Action, string(line))
		assert.Equal(t, 1234*time.Millisecond, st.After)
	}
}

// The eight directions keep their numbers in a replay's line, clockwise from north ("d0" north, "d7"
// northwest): replays recorded before keep playing the moves they recorded.
func TestReplayDirectionNumbers(t *testing.T) {
	for i, d := range []gruid.Point{{X: 0, Y: -1}, {X: 1, Y: -1}, {X: 1, Y: 0}, {X: 1, Y: 1}, {X: 0, Y: 1}, {X: -1, Y: 1}, {X: -1, Y: 0}, {X: -1, Y: -1}} {
		assert.Equal(t, fmt.Sprintf("0 1 d%d\n", i), string(stepLine(0, game.Action{Kind: game.ActMove, Dir: d})), "%v", d)
	}
}

// A load that does not follow a save the replay saw is refused; one that does drops what came after the save.
func TestReplayLoadMarks(t *testing.T) {
	h := string(HeaderOf(mustNew(t), "", time.Unix(0, 0)).Line())
	r, err := ParseReplay([]byte(h + "5 0\nS 1 10\n7 0\n9 0\nL 1 10\n3 1 d2\n"))
	require.NoError(t, err)
	require.Len(t, r.Steps, 2)
	assert.Equal(t, game.ActMove, r.Steps[1].Action.Kind)
	_, err = ParseReplay([]byte(h + "5 0\nS 1 10\n7 0\nL 2 20\n"))
	assert.ErrorIs(t, err, ErrReplay)
	_, err = ParseReplay([]byte("cleave-replay 9 seed=1\n"))
	assert.ErrorContains(t, err, "another version")
	_, err = ParseReplay([]byte(h + "5 0 x7\n"))
	assert.ErrorContains(t, err, "line 2")
}

// A replay recorded with other data, or under another rule set than the one asked for, says so; one of an
// unknown rule set is refused.
func TestReplayOtherDataOrRules(t *testing.T) {
	g := mustNew(t)
	r := &Replay{Header: HeaderOf(g, "", time.Now())}
	assert.Empty(t, r.Mismatch(english, g.Data(), nil))
	d := *g.Data()
	d.Rules.LightRadius++
	assert.Contains(t, r.Mismatch(english, &d, nil), "other data")
	d.Rules.LightRadius--
	d.Overlaid = []string{"rules.toml"}
	assert.Empty(t, r.Mismatch(english, &d, nil), "the same values read from a directory are the same data")
	drn := "drn"
	assert.Contains(t, r.Mismatch(english, g.Data(), &drn), "recorded under the cleave rule set, not drn")
	cleave := "cleave"
	assert.Empty(t, r.Mismatch(english, g.Data(), &cleave))
	st := &MemStore{}
	rec := NewRecorder(st, "")
	g = mustNew(t)
	rec.Begin(g, false, time.Now())
	g.Do(game.Action{Kind: game.ActWait})
	rec.Flush(time.Now())
	re, err := ParseReplay(st.Replay)
	require.NoError(t, err)
	assert.Empty(t, re.Mismatch(english, g.Data(), nil))
	g.SetData(&d) // a hot reload
	g.Do(game.Action{Kind: game.ActWait})
	rec.Flush(time.Now())
	re, err = ParseReplay(st.Replay)
	require.NoError(t, err)
	assert.Contains(t, re.Mismatch(english, g.Data(), nil), "hot reload")
	assert.Len(t, re.Steps, 2)

	line := strings.Replace(string(r.Header.Line()), "rules=cleave", "rules=chess", 1)
	_, err = ParseReplay([]byte(line))
	assert.ErrorIs(t, err, ErrReplay)
}

// The daily seed is the documented formula of the UTC date, the same all day.
func TestDailySeed(t *testing.T) {
	s, date := DailySeed(time.Date(2026, 12, 1, 0, 0, 1, 0, time.UTC))
	s2, _ := DailySeed(time.Date(2026, 12, 1, 23, 59, 0, 0, time.FixedZone("x", 3600*5)).Add(-5 * time.Hour))
	day, golden := uint64(20261201), uint64(0x9E3779B97F4A7C15)
	n := day * golden
	assert.Equal(t, n^(n>>29), s)
	assert.Equal(t, "2026-12-01", date)
	assert.Equal(t, s, s2)
	s3, _ := DailySeed(time.Date(2026, 12, 2, 0, 0, 0, 0, time.UTC))
	assert.NotEqual(t, s, s3)
}

func mustNew(t *testing.T) *game.Game {
	t.Helper()
	g, err := game.New(game.Config{Seed: 7})
	require.NoError(t, err)
	return g
}

// The player's guard under tiers is chosen by an action (ActChoose), so that a replay holds it: a game
// whose player blocks instead of the automatic choice plays back to the same state, and the choice counts
// (the same game with the guard left automatic ends elsewhere).
func TestReplayKeepsTheGuard(t *testing.T) {
	play := func(choose bool) (*game.Game, *MemStore) {
		st := &MemStore{}
		sv, g := recordedGame(t, st, game.Config{Seed: 1, Record: true, Rules: "tiers"})
		if choose {
			a, ok := g.Choose("guard", "block")
			require.True(t, ok)
			g.Do(a)
		}
		sv.Frame(g)
		botFrames(sv, g, 400)
		return g, st
	}
	g, st := play(true)
	require.Equal(t, "block", g.OptionValue("guard"))
	r, err := ParseReplay(st.Replay)
	require.NoError(t, err)
	back := playBack(t, r)
	assert.Equal(t, "block", back.OptionValue("guard"))
	assert.Equal(t, StateHash(g), StateHash(back))
	auto, _ := play(false)
	assert.NotEqual(t, StateHash(g), StateHash(auto), "the guard changes the game")
}

// recordedGame is a new game of cfg saved in st and recorded as the player's own game is (StartAutoSave over
// st, which holds no save), its first frame seen.
func recordedGame(t *testing.T, st interface {
	Store
	ReplayKeeper
}, cfg game.Config) (*AutoSaver, *game.Game) {
	t.Helper()
	sv, g, _, err := startAutoSave(english, st, nil)
	require.NoError(t, err)
	require.Nil(t, g, "no game saved there yet")
	sv.recordTo(st, nil)
	g, err = game.New(cfg)
	require.NoError(t, err)
	sv.Frame(g)
	return sv, g
}
