// The kinds of run through saves, replays, morgue files and the high-score table (issue 33; combat/RULES.md
// §38.5): an explore run's score is marked and never enters the table; a save and a replay keep the mode.

package save

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

// TestAnExploreScoreIsMarkedAndNeverOnTheTable: the explore run's entry is refused by the table (rank −1,
// nothing written), its score is marked "(explore)" on the death screen's line and in its morgue file; a
// short run's is kept, marked "(short)" in its line.
func TestAnExploreScoreIsMarkedAndNeverOnTheTable(t *testing.T) {
	now := time.Date(2026, 12, 1, 4, 0, 0, 0, time.UTC)
	st := (&MemStore{}).ScoreStore()
	g, err := game.New(game.Config{Seed: 7, Mode: "explore"})
	require.NoError(t, err)
	e := EntryOf(g, now)
	h, rank, _, err := RecordScore(english, st, e, now)
	require.NoError(t, err)
	assert.Equal(t, -1, rank, "an explore run never enters the table")
	assert.Empty(t, h.Entries)
	h, _, err = LoadScores(english, st, now)
	require.NoError(t, err)
	assert.Empty(t, h.Entries, "nothing written")
	o := g.Obituary()
	assert.Contains(t, o.ScoreText(), "(explore)")
	m := Morgue(english, o)
	assert.Contains(t, m, "Score: "+o.ScoreText())
	assert.Contains(t, m, "(explore)")
	assert.Contains(t, m, "--mode explore", "the morgue's line to play it again names the mode")

	s, err := game.New(game.Config{Seed: 7, Mode: "short"})
	require.NoError(t, err)
	se := EntryOf(s, now)
	h, rank, _, err = RecordScore(english, st, se, now)
	require.NoError(t, err)
	assert.Equal(t, 0, rank, "a short run is scored")
	require.Len(t, h.Entries, 1)
	assert.Contains(t, h.Entries[0].Line(english), "(short)")

	d, err := game.New(game.Config{Seed: 7})
	require.NoError(t, err)
	assert.Contains(t, Morgue(english, d.Obituary()), "Score: "+strconv.Itoa(d.Score())+"   Turns", "the whole dungeon's score goes unmarked")
}

// TestASaveKeepsTheMode: an explore game saved and loaded is an explore game; a save naming a mode the
// data do not have is refused as damaged.
func TestASaveKeepsTheMode(t *testing.T) {
	g, err := game.New(game.Config{Seed: 8, Mode: "explore"})
	require.NoError(t, err)
	b, err := Encode(g)
	require.NoError(t, err)
	back, err := Decode(b, g.Data())
	require.NoError(t, err)
	assert.Equal(t, "explore", back.State.Mode)
	assert.False(t, back.RunMode().Final())

	g.State.Mode = "nightmare"
	b, err = Encode(g)
	require.NoError(t, err)
	_, err = Decode(b, g.Data())
	assert.ErrorIs(t, err, ErrDamaged)
	assert.ErrorIs(t, err, game.ErrMode)
}

// TestAReplayKeepsTheMode: an explore run's replay names its mode and plays back as an explore run, to the
// same state; a replay header that names none (recorded before modes) is of the whole dungeon.
func TestAReplayKeepsTheMode(t *testing.T) {
	st := &MemStore{}
	sv, g := recordedGame(t, st, game.Config{Seed: 21, Record: true, Mode: "explore"})
	botFrames(sv, g, 600)
	require.NoError(t, sv.Quit(g))
	r, err := ParseReplay(st.Replay)
	require.NoError(t, err)
	assert.Equal(t, "explore", r.Header.Mode)
	assert.Contains(t, string(r.Header.Line()), "mode=explore")
	back := playBack(t, r)
	assert.Equal(t, "explore", back.State.Mode)
	assert.Equal(t, StateHash(g), StateHash(back))

	old := strings.Replace(string(st.Replay), "mode=explore&", "", 1)
	require.NotEqual(t, string(st.Replay), old)
	r, err = ParseReplay([]byte(old))
	require.NoError(t, err)
	assert.Empty(t, r.Header.Mode, "an old replay is of the whole dungeon")
}
