// Tests of the high-score table over the memory store.

package save

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The high-score table round-trips through its store, best first, at most MaxHighScores; a damaged one is set
// aside, not deleted, and a new one begun.
func TestHighScoresRoundTripAndDamagedAside(t *testing.T) {
	now := time.Date(2026, 12, 1, 4, 0, 0, 0, time.UTC)
	st := (&MemStore{}).ScoreStore()
	for i, sc := range []int{300, 900, 100, 900} {
		_, _, _, err := RecordScore(english, st, ScoreEntry{Score: sc, Title: "run " + string(rune('a'+i)), Morgue: "m"}, now)
		require.NoError(t, err)
	}
	h, note, err := LoadScores(english, st, now)
	require.NoError(t, err)
	assert.Empty(t, note)
	var titles []string
	for _, e := range h.Entries {
		titles = append(titles, e.Title)
	}
	assert.Equal(t, []string{"run b", "run d", "run a", "run c"}, titles, "best first, the earlier first on a tie")
	for i := range MaxHighScores + 5 {
		_, _, _, err := RecordScore(english, st, ScoreEntry{Score: 1000 + i}, now)
		require.NoError(t, err)
	}
	h, _, err = LoadScores(english, st, now)
	require.NoError(t, err)
	assert.Len(t, h.Entries, MaxHighScores)
	assert.Equal(t, 1000+MaxHighScores+4, h.Entries[0].Score)

	ms := &MemStore{}
	ss := ms.ScoreStore()
	require.NoError(t, ss.Write([]byte("{not json")))
	h, note, err = LoadScores(english, ss, now)
	require.NoError(t, err)
	assert.Empty(t, h.Entries)
	assert.Contains(t, note, "kept as")
	assert.Equal(t, []byte("{not json"), ms.Scores.Aside["save.gob.bad-20261201T040000Z"], "kept aside")
}
