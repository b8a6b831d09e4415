// The saves of localStorage move to IndexedDB at the first start of a build that has it: all in one
// transaction, then out of localStorage; a crash at any point leaves every value whole in one of the two.

//go:build !js

package save

import (
	"errors"
	"maps"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// listMapKV is localStorage: a map that lists its keys, and fails the removals of keys in failRemove.
type listMapKV struct {
	mapKV
	failRemove map[string]bool
}

func (m listMapKV) keys() ([]string, error) { return keysOf(m.mapKV), nil }

func (m listMapKV) remove(key string) error {
	if m.failRemove[key] {
		return errors.New("the page was killed here")
	}
	return m.mapKV.remove(key)
}

// keysOf is the keys m holds.
func keysOf(m mapKV) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	return ks
}

// batchMapKV is IndexedDB: setAll writes all or nothing (fail: nothing, as a transaction aborted).
type batchMapKV struct {
	mapKV
	fail bool
}

func (m *batchMapKV) setAll(values map[string]string) error {
	if m.fail {
		return errors.New("QuotaExceededError")
	}
	maps.Copy(m.mapKV, values)
	return nil
}

func TestMoveKept(t *testing.T) {
	ls := listMapKV{mapKV: mapKV{"cleave.save": "TURN10", "cleave.save.scores": "table", "cleave.save.bad-T1": "bad",
		"cleave.settings": "numbers = true", "cleave.owner": "tab", "cleave.replay": "cleave-replay 1 ...", "cleave.savefile": "not beside"}}
	db := &batchMapKV{mapKV: mapKV{}}
	moved, err := moveKept(ls, db, "cleave.save", "T2")
	require.NoError(t, err)
	assert.Equal(t, []string{"cleave.save", "cleave.save.bad-T1", "cleave.save.scores"}, moved, "the save and what is kept beside it, nothing else")
	assert.Equal(t, mapKV{"cleave.save": "TURN10", "cleave.save.scores": "table", "cleave.save.bad-T1": "bad"}, db.mapKV)
	assert.Equal(t, mapKV{"cleave.settings": "numbers = true", "cleave.owner": "tab", "cleave.replay": "cleave-replay 1 ...", "cleave.savefile": "not beside"},
		ls.mapKV, "moved out of localStorage; the rest stays")

	moved, err = moveKept(ls, db, "cleave.save", "T3")
	require.NoError(t, err)
	assert.Empty(t, moved, "nothing more to move")
}

// A transaction that fails leaves localStorage as it was; a page killed after the transaction and before
// localStorage is emptied moves the same again at the next start, and sets nothing aside.
func TestMoveKeptCrash(t *testing.T) {
	ls := listMapKV{mapKV: mapKV{"cleave.save": "TURN10", "cleave.save.scores": "table"}, failRemove: map[string]bool{"cleave.save.scores": true}}
	db := &batchMapKV{mapKV: mapKV{"cleave.save": "TURN4"}, fail: true}
	_, err := moveKept(ls, db, "cleave.save", "T1")
	require.Error(t, err)
	assert.Equal(t, mapKV{"cleave.save": "TURN10", "cleave.save.scores": "table"}, ls.mapKV, "nothing left localStorage")
	assert.Equal(t, mapKV{"cleave.save": "TURN4"}, db.mapKV, "nothing reached IndexedDB")

	db.fail = false
	_, err = moveKept(ls, db, "cleave.save", "T2")
	require.ErrorContains(t, err, "cleave.save.scores stays behind")
	assert.Equal(t, "TURN10", db.mapKV["cleave.save"], "the save of localStorage is the newer: it replaces IndexedDB's")
	assert.Equal(t, "TURN4", db.mapKV["cleave.save.replaced-T2"], "and the one it replaced is kept beside it")
	assert.Equal(t, mapKV{"cleave.save.scores": "table"}, ls.mapKV)

	ls.failRemove = nil
	moved, err := moveKept(ls, db, "cleave.save", "T3")
	require.NoError(t, err)
	assert.Equal(t, []string{"cleave.save.scores"}, moved)
	assert.Empty(t, ls.mapKV)
	assert.Len(t, db.mapKV, 3, "moved again, the same: nothing more set aside")

	// the page killed between the transaction and the removal of the save: the same save in both, moved again
	ls.mapKV["cleave.save"] = "TURN10"
	_, err = moveKept(ls, db, "cleave.save", "T4")
	require.NoError(t, err)
	assert.Len(t, db.mapKV, 3, "the same save in both: nothing set aside")
	assert.Empty(t, ls.mapKV)
}
