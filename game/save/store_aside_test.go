// Saves set aside are bounded: the newest keepAside are kept, in the browser's storage and on the disk.

//go:build !js

package save

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// listKV is a mapKV that lists its keys, as localStorage does.
type listKV struct{ mapKV }

func (l listKV) keys() ([]string, error) {
	var ks []string
	for k := range l.mapKV {
		ks = append(ks, k)
	}
	return ks, nil
}

// damagedResumes puts a damaged save in st and resumes from it n times, a minute apart (two in the same
// second: freeName's "-2"), and returns the notes.
func damagedResumes(t *testing.T, st Store, n int) []string {
	var notes []string
	at := time.Date(2026, 12, 1, 1, 0, 0, 0, time.UTC)
	for i := range n {
		require.NoError(t, st.Write([]byte("not a save at all")))
		if i != 2 {
			at = at.Add(time.Minute)
		}
		g, note, err := resume(english, st, nil, at)
		require.NoError(t, err)
		require.Nil(t, g)
		notes = append(notes, note)
	}
	return notes
}

func TestSetAsideBoundedInBrowserStorage(t *testing.T) {
	kv := listKV{mapKV{"other.key": "kept"}}
	st := kvStore{kv: kv, key: "cleave.save"}
	notes := damagedResumes(t, st, 6)
	var aside []string
	for k := range kv.mapKV {
		aside = append(aside, k)
	}
	slices.Sort(aside)
	assert.Equal(t, []string{"cleave.save.bad-20261201T010300Z", "cleave.save.bad-20261201T010400Z",
		"cleave.save.bad-20261201T010500Z", "other.key"}, aside, "the newest three kept, other keys untouched")
	assert.Contains(t, notes[5], "cleave.save.bad-20261201T010500Z", "the note names the copy kept")
}

func TestSetAsideBoundedOnDisk(t *testing.T) {
	st := DirStore{Dir: t.TempDir()}
	require.NoError(t, os.WriteFile(filepath.Join(st.Dir, "morgue-x.txt"), []byte("kept"), 0o600))
	damagedResumes(t, st, 6)
	names, err := filepath.Glob(filepath.Join(st.Dir, "*"))
	require.NoError(t, err)
	for i := range names {
		names[i] = filepath.Base(names[i])
	}
	assert.Equal(t, []string{"morgue-x.txt", "save.gob.bad-20261201T010300Z", "save.gob.bad-20261201T010400Z",
		"save.gob.bad-20261201T010500Z"}, names, "the newest three kept, other files untouched")
}

func TestBeyondKeptOrdersSameSecondCopies(t *testing.T) {
	names := []string{"s.bad-T2", "s.bad-T1-10", "s.bad-T1", "s.bad-T1-2", "s.other", "s.bad-T1-3"}
	assert.Equal(t, []string{"s.bad-T1", "s.bad-T1-2"}, beyondKept(names, "s.bad-"),
		"the oldest two of five: the time, then freeName's number (-10 after -3, kept)")
	assert.Empty(t, beyondKept(names[:3], "s.bad-"))
}
