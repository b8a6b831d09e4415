// Tests of failed saves and unreadable saves (issue 12, points 2 and 3): a save that fails on the way out
// is an error the caller sees, and a save that cannot be read is left alone, with no game saved over it.

//go:build !js

package save

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

// fakeStore is a Store in memory whose calls fail with the errors set, and which records what was asked.
type fakeStore struct {
	MemStore
	readErr, writeErr, removeErr error
	calls                        []string
}

func (f *fakeStore) Read(limit int) ([]byte, error) {
	f.calls = append(f.calls, "read")
	if f.readErr != nil {
		return nil, f.readErr
	}
	return f.MemStore.Read(limit)
}

func (f *fakeStore) Write(data []byte) error {
	f.calls = append(f.calls, "write")
	if f.writeErr != nil {
		return f.writeErr
	}
	return f.MemStore.Write(data)
}

func (f *fakeStore) Remove() error {
	f.calls = append(f.calls, "remove")
	if f.removeErr != nil {
		return f.removeErr
	}
	return f.MemStore.Remove()
}

func (f *fakeStore) SetAside(tag string) (string, error) {
	f.calls = append(f.calls, "aside")
	return f.MemStore.SetAside(tag)
}

// TestQuitSaveFailureReturned: a save on the way out that fails (a full disk, a read-only directory) is
// returned to the caller, wrapped with what the store said; a good one returns nil.
func TestQuitSaveFailureReturned(t *testing.T) {
	g := newGame(t, 4)
	for _, e := range []error{syscall.ENOSPC, syscall.EROFS, fs.ErrPermission} {
		st := &fakeStore{writeErr: &fs.PathError{Op: "write", Path: "save.gob.tmp-1", Err: e}}
		sv := &AutoSaver{store: st}
		err := sv.Quit(g)
		require.Error(t, err, "%v", e)
		assert.ErrorIs(t, err, e)
		assert.Contains(t, err.Error(), e.Error(), "the reason is told")
	}
	st := &fakeStore{}
	require.NoError(t, (&AutoSaver{store: st}).Quit(g))
	assert.NotNil(t, st.Data, "saved")
	var none *AutoSaver
	assert.NoError(t, none.Quit(g), "no saver: nothing to fail")
	assert.NoError(t, (&AutoSaver{store: st}).Quit(nil), "no game (quit on the creation screen): nothing to save")
}

// TestResumeReadErrorKeepsSave: a store that cannot be read for a reason that is not damage (permission
// denied, an I/O error, a directory in the save's place) gives an error saying so, wrapping ErrUnreadable
// and the cause; the save is not set aside and nothing is written or removed.
func TestResumeReadErrorKeepsSave(t *testing.T) {
	good, err := Encode(newGame(t, 4))
	require.NoError(t, err)
	for _, cause := range []error{fs.ErrPermission, syscall.EIO, syscall.EISDIR} {
		st := &fakeStore{MemStore: MemStore{Data: good}, readErr: &fs.PathError{Op: "open", Path: "save.gob", Err: cause}}
		g, note, err := resume(english, st, nil, time.Now())
		require.Error(t, err, "%v: not damage, an error", cause)
		assert.ErrorIs(t, err, ErrUnreadable)
		assert.ErrorIs(t, err, cause)
		assert.NotErrorIs(t, err, ErrDamaged)
		assert.Nil(t, g)
		assert.Empty(t, note)
		assert.Equal(t, []string{"read"}, st.calls, "%v: nothing set aside, written or removed", cause)
		assert.Equal(t, good, st.Data, "the save is where it was")
	}

	// The browser's storage failing to read is not damage either.
	g, _, err := resume(english, kvStore{kv: failingKV{}, key: "cleave.save"}, nil, time.Now())
	assert.ErrorIs(t, err, ErrUnreadable)
	assert.ErrorIs(t, err, errStorage)
	assert.Nil(t, g)
}

// TestDirStoreUnreadable: on the desktop, a directory in the save file's place, or a file in the save
// directory's, is a read error, not no save and not damage: Resume leaves it as it is.
func TestDirStoreUnreadable(t *testing.T) {
	dir := t.TempDir()
	st := DirStore{Dir: dir}
	require.NoError(t, os.MkdirAll(filepath.Join(st.Path(), "inside"), 0o700))
	_, err := st.Read(readAny)
	require.Error(t, err)
	assert.NotErrorIs(t, err, ErrNoSave)
	g, _, err := resume(english, st, nil, time.Now())
	require.ErrorIs(t, err, ErrUnreadable)
	assert.Contains(t, err.Error(), "is a directory")
	assert.Nil(t, g)
	assert.Equal(t, []string{FileName}, dirNames(t, dir), "nothing set aside")

	file := filepath.Join(t.TempDir(), "file")
	require.NoError(t, os.WriteFile(file, []byte("x"), 0o600))
	st = DirStore{Dir: filepath.Join(file, "cleave")}
	g, _, err = resume(english, st, nil, time.Now())
	require.ErrorIs(t, err, ErrUnreadable)
	assert.Contains(t, err.Error(), "not a directory")
	assert.Nil(t, g)
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	assert.Equal(t, []byte("x"), data, "the file is untouched")
}

// TestAutoSaveOffAfterReadError: when the save could not be read, the autosave is off: it never writes,
// removes or sets aside (the next save would bury the old one), and a quit with a game in play is a
// failed save that says why.
func TestAutoSaveOffAfterReadError(t *testing.T) {
	good, err := Encode(newGame(t, 4))
	require.NoError(t, err)
	st := &fakeStore{MemStore: MemStore{Data: good}, readErr: &fs.PathError{Op: "open", Path: "save.gob", Err: syscall.EIO}}
	sv, g, _, err := startAutoSave(english, st, nil)
	require.ErrorIs(t, err, ErrUnreadable)
	require.NotNil(t, sv)
	assert.Nil(t, g)
	st.readErr = nil // the trouble passes; the game played meanwhile must still not be saved over it

	g = newGame(t, 5)
	sv.Frame(g)
	for range saveEvery {
		g.Act(game.Action{Kind: game.ActWait})
	}
	sv.Frame(g)
	g.Over = true
	sv.Frame(g)
	g.Over = false
	err = sv.Quit(g)
	require.Error(t, err, "a game in play cannot be saved")
	assert.ErrorIs(t, err, ErrUnreadable)
	assert.ErrorIs(t, err, syscall.EIO)
	assert.Equal(t, []string{"read"}, st.calls, "nothing written, removed or set aside")
	assert.Equal(t, good, st.Data)
	assert.NoError(t, sv.Quit(nil), "no game: nothing lost")
}

// TestResumeDamageStillSetAside: damage (read fine, content bad) is still set aside, with a note.
func TestResumeDamageStillSetAside(t *testing.T) {
	st := &fakeStore{MemStore: MemStore{Data: []byte("hello")}}
	g, note, err := resume(english, st, nil, time.Now())
	require.NoError(t, err)
	assert.Nil(t, g)
	assert.Contains(t, note, "damaged")
	assert.Equal(t, []string{"read", "aside"}, st.calls)
	assert.False(t, errors.Is(err, ErrUnreadable))
}

// TestAutoSaveNoPlace: with no place to save (no home directory), StartAutoSave says so and its AutoSaver
// saves nothing, and a quit with a game in play is a failed save that says why.
func TestAutoSaveNoPlace(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the home directory is found from $HOME on Linux")
	}
	t.Setenv(DirEnv, "")
	t.Setenv("XDG_DATA_HOME", "")
	t.Setenv("HOME", "")
	sv, g, _, err := StartAutoSave(english, nil)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no place to save")
	assert.Nil(t, g)
	g = newGame(t, 4)
	sv.Frame(g) // nothing to save to: no panic
	assert.ErrorContains(t, sv.Quit(g), "no place to save")
}
