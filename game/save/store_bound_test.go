// Tests of the bound of a stored save (issue 29, item 1): a store reads no more of a save than a save of the
// game can be (maxSaveLen), so that a file of any length, or one without end, costs no more than that.

//go:build !js

package save

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
)

// TestStoresReadNoMoreThanASave: every store refuses, as damaged, a save longer than the limit it is read
// with, and gives one of the limit whole; a save file without end (/dev/zero) is read no further than one
// byte past the limit.
func TestStoresReadNoMoreThanASave(t *testing.T) {
	const limit = 1000
	at := bytes.Repeat([]byte{7}, limit)
	past := bytes.Repeat([]byte{7}, limit+1)
	dir := t.TempDir()
	for name, st := range map[string]Store{
		"memory":   &MemStore{},
		"keyValue": kvStore{kv: mapKV{}, key: "cleave.save"},
		"file":     DirStore{Dir: dir},
	} {
		t.Run(name, func(t *testing.T) {
			require.NoError(t, st.Write(at))
			got, err := st.Read(limit)
			require.NoError(t, err, "a save of the limit is read")
			assert.Equal(t, at, got)
			require.NoError(t, st.Write(past))
			_, err = st.Read(limit)
			assert.ErrorIs(t, err, ErrDamaged, "a save past the limit is damaged")
			assert.ErrorContains(t, err, "1001 bytes, more than the 1000 it can be")
		})
	}

	endless := DirStore{Dir: t.TempDir()}
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero here")
	}
	require.NoError(t, os.Symlink("/dev/zero", endless.Path()))
	_, err := endless.Read(limit)
	assert.ErrorIs(t, err, ErrDamaged, "a save without end is damaged")
	assert.ErrorContains(t, err, "1001 bytes, more than the 1000 it can be", "read one byte past the limit, no more")
}

// TestResumeRefusesASaveFileLongerThanAGame: a save file longer than a save of the largest game the data
// allow (maxSaveLen) is not read whole: Resume says it is damaged and keeps it aside, as any damaged save.
func TestResumeRefusesASaveFileLongerThanAGame(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	st := DirStore{Dir: t.TempDir()}
	big := maxSaveLen(d) + 1
	require.NoError(t, os.WriteFile(st.Path(), make([]byte, big), 0o600))
	g, note, err := resume(english, st, d, time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC))
	require.NoError(t, err)
	assert.Nil(t, g)
	assert.Contains(t, note, "it is damaged")
	assert.Contains(t, note, "more than the")
	kept, err := os.Stat(filepath.Join(st.Dir, FileName+".bad-20261201T100000Z"))
	require.NoError(t, err, "kept aside")
	assert.EqualValues(t, big, kept.Size(), "whole")
}
