// Saves on the desktop: one file in the user's data directory, replaced atomically.

//go:build !js

package save

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"runtime"
)

// FileName is the name of the save file in its directory; saves set aside are FileName+".bad-<time>".
const FileName = "save.gob"

// saveEvery is how many turns pass between saves besides those at level changes and on quit: a crash
// loses at most that many.
const saveEvery = 50

// watchPage does nothing on the desktop: the game saves on quit, and a closed window quits.
func (sv *AutoSaver) watchPage() {}

// Storage says nothing on the desktop: the settings screen's line of where the browser keeps the saves.
func (sv *AutoSaver) Storage() string { return "" }

// DirEnv names the environment variable that, when set, overrides the directory DefaultStore keeps the
// save in (for tests and scripted runs).
const DirEnv = "CLEAVE_SAVE_DIR"

// DefaultStore is the save's usual place: the directory in $CLEAVE_SAVE_DIR when it is set, else Dir.
func DefaultStore() (Store, error) {
	dir, err := defaultDir()
	if err != nil {
		return nil, fmt.Errorf("default save store: %w", err)
	}
	return DirStore{Dir: dir}, nil
}

// defaultDir is the directory of the save and the files beside it: $CLEAVE_SAVE_DIR when it is set, else Dir.
func defaultDir() (string, error) {
	if dir := os.Getenv(DirEnv); dir != "" {
		return dir, nil
	}
	return Dir()
}

// Dir is the directory of Cleave's saves, the user's data directory by each system's custom:
// $XDG_DATA_HOME/cleave, by default ~/.local/share/cleave, on Linux and other Unix systems (the XDG base
// directory specification); ~/Library/Application Support/cleave on macOS and %AppData%\cleave on Windows
// (os.UserConfigDir, where those systems keep application data).
func Dir() (string, error) {
	switch runtime.GOOS {
	case "darwin", "ios", "windows", "plan9":
		dir, err := os.UserConfigDir()
		if err != nil {
			return "", fmt.Errorf("save directory: %w", err)
		}
		return filepath.Join(dir, "cleave"), nil
	}
	if dir := os.Getenv("XDG_DATA_HOME"); filepath.IsAbs(dir) {
		return filepath.Join(dir, "cleave"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("save directory: %w", err)
	}
	return filepath.Join(home, ".local", "share", "cleave"), nil
}

// DirStore keeps the save as the file FileName in directory Dir, which Write creates when missing.
type DirStore struct {
	Dir string
	// Name is the file's name in Dir; "" is FileName (ScoresFileName: the high-score table).
	Name string
}

// Path is the save file's path.
func (s DirStore) Path() string { return filepath.Join(s.Dir, s.name()) }

// name is the file's name: Name, else FileName.
func (s DirStore) name() string {
	if s.Name == "" {
		return FileName
	}
	return s.Name
}

// ScoresFileName is the name of the high-score table beside the save.
const ScoresFileName = "scores.json"

// ScoreStore is the high-score table's store: the file ScoresFileName beside the save, written as the save
// is (atomically) and set aside as it is when damaged.
func (s DirStore) ScoreStore() Store { return DirStore{Dir: s.Dir, Name: ScoresFileName} }

// Read returns the save file's bytes, at most limit of them: the error wraps ErrNoSave when there is no such
// file, and ErrDamaged when it is longer (told by its size before it is read, or by reading one byte past
// limit when it has none, a device or a pipe).
func (s DirStore) Read(limit int) ([]byte, error) {
	f, err := os.Open(s.Path())
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, fmt.Errorf("read %s: %w", s.Path(), ErrNoSave)
	case err != nil:
		return nil, fmt.Errorf("read save: %w", err)
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() && fi.Size() > int64(limit) {
		return nil, fmt.Errorf("read %s: %w", s.Path(), tooLong(int(min(fi.Size(), math.MaxInt32)), limit))
	}
	data, err := io.ReadAll(io.LimitReader(f, int64(limit)+1))
	switch {
	case err != nil:
		return nil, fmt.Errorf("read save: %w", err)
	case len(data) > limit:
		return nil, fmt.Errorf("read %s: %w", s.Path(), tooLong(len(data), limit))
	}
	return data, nil
}

// tempPattern names the temporary files of Write.
func (s DirStore) tempPattern() string { return s.name() + ".tmp-*" }

// Write replaces the save file atomically: it writes a temporary file in the same directory, flushes it to
// the disk, renames it over the save and flushes the directory. Temporary files left by a crash are removed
// first; on failure the temporary file is removed and the old save stays as it was.
func (s DirStore) Write(data []byte) (err error) {
	if err := os.MkdirAll(s.Dir, 0o700); err != nil {
		return fmt.Errorf("write save: %w", err)
	}
	if stale, err := filepath.Glob(filepath.Join(s.Dir, s.tempPattern())); err == nil {
		for _, p := range stale {
			_ = os.Remove(p) // best effort: a leftover that stays does no harm
		}
	}
	f, err := os.CreateTemp(s.Dir, s.tempPattern())
	if err != nil {
		return fmt.Errorf("write save: %w", err)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			_ = f.Close() // already closed on some paths: that error means nothing
			_ = os.Remove(tmp)
		}
	}()
	if _, err := f.Write(data); err != nil {
		return fmt.Errorf("write save: %w", err)
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("write save: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("write save: %w", err)
	}
	if err := os.Rename(tmp, s.Path()); err != nil {
		return fmt.Errorf("write save: %w", err)
	}
	if err := syncDir(s.Dir); err != nil {
		return fmt.Errorf("write save: saved, but: %w", err)
	}
	return nil
}

// Remove deletes the save file; no file is not an error.
func (s DirStore) Remove() error {
	err := os.Remove(s.Path())
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return fmt.Errorf("remove save: %w", err)
	}
	if err := syncDir(s.Dir); err != nil {
		return fmt.Errorf("remove save: removed, but: %w", err)
	}
	return nil
}

// SetAside renames the save file to FileName+"."+tag in the same directory (with "-2", "-3"... when that
// name is taken) and returns its new path. Of the saves set aside for damage ("bad-<time>" tags) the newest
// keepAside are kept, the older removed.
func (s DirStore) SetAside(tag string) (string, error) {
	if _, err := os.Lstat(s.Path()); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return "", fmt.Errorf("set aside %s: %w", s.Path(), ErrNoSave)
		}
		return "", fmt.Errorf("set aside save: %w", err)
	}
	to := freeName(s.Path()+"."+tag, func(p string) bool {
		_, err := os.Lstat(p)
		return !errors.Is(err, fs.ErrNotExist)
	})
	if err := os.Rename(s.Path(), to); err != nil {
		return "", fmt.Errorf("set aside save: %w", err)
	}
	if old, err := filepath.Glob(s.Path() + "." + asidePrefix + "*"); err == nil {
		for _, p := range beyondKept(old, s.Path()+"."+asidePrefix) {
			_ = os.Remove(p) // best effort: an old copy left behind does no harm
		}
	}
	if err := syncDir(s.Dir); err != nil {
		return to, fmt.Errorf("set aside save: moved to %s, but: %w", to, err)
	}
	return to, nil
}

// syncDir flushes a directory's entries to the disk, so that a rename in it survives a crash. Windows cannot
// and need not: its renames are flushed with the file.
func syncDir(dir string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("sync directory: %w", err)
	}
	if err := d.Sync(); err != nil {
		_ = d.Close()
		return fmt.Errorf("sync directory: %w", err)
	}
	if err := d.Close(); err != nil {
		return fmt.Errorf("sync directory: %w", err)
	}
	return nil
}

// WriteMorgue writes text to the file "morgue-<tag>.txt" beside the save (with "-2", "-3"... when that name
// is taken, never replacing another) and returns its path.
func (s DirStore) WriteMorgue(tag string, text []byte) (string, error) {
	if err := os.MkdirAll(s.Dir, 0o700); err != nil {
		return "", fmt.Errorf("write morgue: %w", err)
	}
	for {
		p := freeName(filepath.Join(s.Dir, "morgue-"+tag), func(p string) bool {
			_, err := os.Lstat(p + ".txt")
			return !errors.Is(err, fs.ErrNotExist)
		}) + ".txt"
		f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if errors.Is(err, fs.ErrExist) {
			continue // taken between the look and the open
		}
		if err != nil {
			return "", fmt.Errorf("write morgue: %w", err)
		}
		if _, err := f.Write(text); err != nil {
			_ = f.Close()
			return p, fmt.Errorf("write morgue: %w", err)
		}
		if err := f.Close(); err != nil {
			return p, fmt.Errorf("write morgue: %w", err)
		}
		return p, nil
	}
}

// ReplayFileName is the file of the replay of the game in play, beside the save; a daily game's is
// DailyReplayFileName. The replay of a game that ended is kept as "replay-<time>.txt".
const (
	ReplayFileName      = "replay.txt"
	DailyReplayFileName = "replay-daily.txt"
)

// DefaultReplays is where the replay of the game in play is kept: beside the save (DefaultStore), in
// ReplayFileName, or DailyReplayFileName for a daily game.
func DefaultReplays(daily bool) (ReplayKeeper, error) {
	st, err := DefaultStore()
	if err != nil {
		return nil, fmt.Errorf("replays: %w", err)
	}
	name := ReplayFileName
	if daily {
		name = DailyReplayFileName
	}
	return DirReplays{Dir: st.(DirStore).Dir, Name: name}, nil
}

// DirReplays keeps the replay of the game in play as the file Name in directory Dir, appended to as the game
// goes (each action reaches the system before the next: a crash of the game loses none).
type DirReplays struct {
	Dir, Name string
}

// AppendReplay appends data to the replay file (fresh: replaces it).
func (s DirReplays) AppendReplay(data []byte, fresh bool) error {
	if err := os.MkdirAll(s.Dir, 0o700); err != nil {
		return fmt.Errorf("write replay: %w", err)
	}
	flags := os.O_WRONLY | os.O_APPEND
	if fresh {
		flags |= os.O_CREATE | os.O_TRUNC
	}
	f, err := os.OpenFile(filepath.Join(s.Dir, s.Name), flags, 0o600)
	if errors.Is(err, fs.ErrNotExist) {
		return ErrNoReplay
	}
	if err != nil {
		return fmt.Errorf("write replay: %w", err)
	}
	if _, err := f.Write(data); err != nil {
		_ = f.Close()
		return fmt.Errorf("write replay: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("write replay: %w", err)
	}
	return nil
}

// KeepReplay renames the replay file to "replay-<tag>.txt" (with "-2", "-3"... when taken) and returns its path.
func (s DirReplays) KeepReplay(tag string) (string, error) {
	to := freeName(filepath.Join(s.Dir, "replay-"+tag), func(p string) bool {
		_, err := os.Lstat(p + ".txt")
		return !errors.Is(err, fs.ErrNotExist)
	}) + ".txt"
	if err := os.Rename(filepath.Join(s.Dir, s.Name), to); err != nil {
		return "", fmt.Errorf("keep replay: %w", err)
	}
	return to, nil
}

// Read returns the text, ok false when there is none: the file Name in the save's directory.
func (t Text) Read() (data []byte, ok bool, err error) {
	dir, err := defaultDir()
	if err != nil {
		return nil, false, err
	}
	data, err = os.ReadFile(filepath.Join(dir, t.Name))
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, false, nil
	case err != nil:
		return nil, false, err
	}
	return data, true, nil
}

// Write replaces the text whole or not at all: a file beside it, then renamed over it.
func (t Text) Write(data []byte) error {
	dir, err := defaultDir()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	path := filepath.Join(dir, t.Name)
	if err := os.WriteFile(path+".new", data, 0o644); err != nil {
		return err
	}
	return os.Rename(path+".new", path)
}

// ReadReplay reads the replay at path (a file), at most MaxReplayBytes of it (readReplay).
func ReadReplay(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("read replay: %w", err)
	}
	defer f.Close()
	size := int64(-1)
	if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
		size = fi.Size()
	}
	return readReplay(f, path, size)
}

// SandboxStore is the sandbox's save (issue 36): the file SandboxFileName beside the player's save.
func SandboxStore() (Store, error) {
	dir, err := defaultDir()
	if err != nil {
		return nil, fmt.Errorf("the sandbox's save store: %w", err)
	}
	return DirStore{Dir: dir, Name: SandboxFileName}, nil
}
