//go:build !js

// The high-score table in its stores: a file beside the save, and localStorage (through save_test.go's fake,
// built off the browser as it is).

package save

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A damaged scores.json is renamed beside the save, not deleted, and a new table begun there.
func TestHighScoresFileDamagedAside(t *testing.T) {
	now := time.Date(2026, 12, 1, 4, 0, 0, 0, time.UTC)
	dir := t.TempDir()
	ds := DirStore{Dir: dir}.ScoreStore()
	require.NoError(t, os.WriteFile(filepath.Join(dir, ScoresFileName), []byte(`{"version":99}`), 0o600))
	_, rank, note, err := RecordScore(english, ds, ScoreEntry{Score: 5}, now)
	require.NoError(t, err)
	assert.Equal(t, 0, rank)
	assert.Contains(t, note, "version 99")
	kept, err := os.ReadFile(filepath.Join(dir, ScoresFileName+".bad-20261201T040000Z"))
	require.NoError(t, err, "the damaged table is kept beside")
	assert.Equal(t, `{"version":99}`, string(kept))
	h, _, err := LoadScores(english, ds, now)
	require.NoError(t, err)
	assert.Len(t, h.Entries, 1)
}

// In the browser the table is the save's key and ".scores" in localStorage; a damaged one is kept under
// that key and ".bad-<time>".
func TestHighScoresInLocalStorage(t *testing.T) {
	now := time.Date(2026, 12, 1, 4, 0, 0, 0, time.UTC)
	kv := mapKV{}
	st := kvStore{kv: kv, key: "cleave.save"}.ScoreStore()
	_, rank, _, err := RecordScore(english, st, ScoreEntry{Score: 42, Morgue: "m"}, now)
	require.NoError(t, err)
	assert.Equal(t, 0, rank)
	h, _, err := LoadScores(english, st, now)
	require.NoError(t, err)
	require.Len(t, h.Entries, 1)
	assert.Equal(t, 42, h.Entries[0].Score)
	_, saved, _ := kv.get("cleave.save")
	assert.False(t, saved, "the save's own key is untouched")
	require.NoError(t, kv.set("cleave.save.scores", "not base64!"))
	h, note, err := LoadScores(english, st, now)
	require.NoError(t, err)
	assert.Empty(t, h.Entries)
	assert.Contains(t, note, "cleave.save.scores.bad-20261201T040000Z")
	kept, ok, _ := kv.get("cleave.save.scores.bad-20261201T040000Z")
	assert.True(t, ok)
	assert.Equal(t, "not base64!", kept)
}
