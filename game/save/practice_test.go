// Practice games (issue 34, part 3: "play from here" in a replay): a game forked from a replay keeps the
// goal and the death of the run it forked from, is never scored (combat/RULES.md §38.5: a kind of run
// that is not scored never enters the table), says practice wherever its kind shows, and a save keeps it
// (State.Mode "practice" or "practice:NAME": the save's layout unchanged).

package save

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

func TestAPracticeGameKeepsItsRunAndIsNeverScored(t *testing.T) {
	now := time.Date(2026, 12, 1, 4, 0, 0, 0, time.UTC)
	for _, mode := range []string{"", "short"} {
		g, err := game.New(game.Config{Seed: 9, Mode: mode})
		require.NoError(t, err)
		run := *g.RunMode()
		require.True(t, run.Scored)
		require.NoError(t, game.MakePractice(g))
		pr := g.RunMode()
		assert.Equal(t, game.ModePractice, pr.Name)
		assert.False(t, pr.Scored, "never scored")
		assert.Equal(t, "Practice ("+run.Title+")", pr.Title)
		assert.Equal(t, run.GoalDepth, pr.GoalDepth, "the goal of the run it forked from (%q)", mode)
		assert.Equal(t, run.Death, pr.Death, "the death of the run it forked from")
		assert.Equal(t, game.PracticeOf(mode), g.State.Mode)

		b, err := Encode(g)
		require.NoError(t, err)
		l, err := Decode(b, nil)
		require.NoError(t, err)
		assert.Equal(t, g.State.Mode, l.State.Mode, "a save keeps practice")
		assert.Equal(t, pr.Title, l.RunMode().Title)
		assert.False(t, l.RunMode().Scored)

		st := (&MemStore{}).ScoreStore()
		h, rank, _, err := RecordScore(english, st, EntryOf(l, now), now)
		require.NoError(t, err)
		assert.Equal(t, -1, rank, "a practice game never enters the table")
		assert.Empty(t, h.Entries)
		o := l.Obituary()
		assert.Contains(t, o.ScoreText(), "(practice)")
		m := Morgue(english, o)
		assert.Contains(t, m, "Kind of run: Practice ("+run.Title+")")
		if mode == "" {
			assert.NotContains(t, m, "--mode", "its line to play again is the whole dungeon's")
		} else {
			assert.Contains(t, m, "--mode "+mode+"\n", "its line to play again is the run it forked from")
		}
	}
}
