// Hot reload on the desktop: watch a designer's directory and reload the data after each burst of edits.

//go:build !js

package assets

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"
)

// Watcher watches a directory of data files and its vaults directory, and reloads them (over
// the embedded defaults) once the directory has been quiet for the debounce after a change.
// It watches the directory's parent too, so that a directory removed and made again, or
// another renamed in its place, is watched again when it appears. A file that was there at
// the last good load and is missing now is waited for (for the grace period) rather than
// replaced by its embedded default at once; a directory that is gone keeps the last good
// data. An edit that loads is applied once the directory is quiet; one with problems is
// reported only once the files have also stayed as they are for a while (WatchOptions.Steady),
// so that a file written in parts is not told broken half-way. The same problems are
// reported once, not at every save. The game calls Poll at the
// start of each turn and applies what it gets. Methods are safe for concurrent use.
type Watcher struct {
	dir     string // as given: messages name the files under it
	abs     string // dir absolute and clean: the watches and their events use it
	opt     WatchOptions
	load    func(dir string) (*Data, error) // LoadDir; a test's stand-in
	fsw     *fsnotify.Watcher
	changed chan struct{}
	done    chan struct{}
	stopped chan struct{}
	once    sync.Once

	mu      sync.Mutex
	good    *Data    // the last data that loaded without problems
	err     error    // the problems of the last reload, nil when it was good
	pending bool     // a reload happened since the last Poll
	notes   []string // what the player should know about reloads, not yet taken by Notes
}

// NewWatcher starts watching dir with the default timing. current is the data in use now: it
// stays the last good data until an edit loads without problems (current may be nil).
func NewWatcher(dir string, current *Data) (*Watcher, error) {
	return NewWatcherWith(dir, current, WatchOptions{})
}

// NewWatcherWith is NewWatcher with the timing of o.
func NewWatcherWith(dir string, current *Data, o WatchOptions) (*Watcher, error) {
	return newWatcher(dir, current, o, LoadDir)
}

// newWatcher is NewWatcherWith loading with load.
func newWatcher(dir string, current *Data, o WatchOptions, load func(string) (*Data, error)) (*Watcher, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("watching %s: %w", dir, err)
	}
	fsw, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, fmt.Errorf("watching %s: %w", dir, err)
	}
	w := &Watcher{
		dir: dir, abs: abs, opt: o.withDefaults(), load: load, fsw: fsw, good: current,
		changed: make(chan struct{}, 1), done: make(chan struct{}), stopped: make(chan struct{}),
	}
	if err := fsw.Add(abs); err != nil {
		_ = fsw.Close()
		return nil, fmt.Errorf("watching %s: %w", dir, err)
	}
	if err := w.watchVaults(); err != nil {
		_ = fsw.Close()
		return nil, err
	}
	if parent := filepath.Dir(abs); parent != abs {
		// Best effort: without it a replaced directory is still found, by looking for it
		// every grace period once it went missing.
		_ = fsw.Add(parent)
	}
	known, err := listOverlay(dir)
	if err != nil {
		_ = fsw.Close()
		return nil, err
	}
	go w.loop(known)
	return w, nil
}

// stamp is what tells a file's versions apart without reading it.
type stamp struct {
	size int64
	mod  time.Time
}

// overlayFiles are the files of an overlay directory that a load reads, by their name in the
// overlay ("weapons.toml", "vaults/cellar.txt"); nil when the directory does not exist.
type overlayFiles map[string]stamp

// listOverlay lists the data files and vault texts in dir (hidden files are an editor's).
func listOverlay(dir string) (overlayFiles, error) {
	files := overlayFiles{}
	for _, sub := range []struct{ dir, ext string }{{".", ".toml"}, {VaultDir, ".txt"}} {
		entries, err := os.ReadDir(filepath.Join(dir, sub.dir))
		switch {
		case errors.Is(err, fs.ErrNotExist) && sub.dir == ".":
			return nil, nil
		case errors.Is(err, fs.ErrNotExist):
			continue
		case err != nil:
			return nil, fmt.Errorf("listing %s: %w", filepath.Join(dir, sub.dir), err)
		}
		for _, e := range entries {
			if e.IsDir() || filepath.Ext(e.Name()) != sub.ext || strings.HasPrefix(e.Name(), ".") {
				continue
			}
			info, err := e.Info()
			if err != nil {
				continue // gone since the listing: the next change looks again
			}
			files[filepath.ToSlash(filepath.Join(sub.dir, e.Name()))] = stamp{info.Size(), info.ModTime()}
		}
	}
	return files, nil
}

// watchState is what the watching goroutine remembers between reloads.
type watchState struct {
	known        overlayFiles // the files of the last good load
	missingSince time.Time    // when a known file (or the directory) was first seen missing; zero when none is
	refused      string       // the problems last reported, not reported again until something else happens
	// held are the files of a reload with problems not reported yet, and heldSince when they were
	// first seen so: the problems are reported once they have stayed the same for the steady time.
	held      overlayFiles
	heldSince time.Time
	holding   bool
}

// loop gathers events into bursts and settles each burst once the directory is quiet.
func (w *Watcher) loop(known overlayFiles) {
	defer close(w.stopped)
	st := &watchState{known: known}
	timer := time.NewTimer(time.Hour)
	timer.Stop()
	for {
		select {
		case ev, ok := <-w.fsw.Events:
			if !ok {
				return
			}
			if w.relevant(ev, st) {
				timer.Reset(w.opt.Debounce)
			}
		case err, ok := <-w.fsw.Errors:
			if !ok {
				return
			}
			w.refuse(st, fmt.Errorf("watching %s: %w", w.dir, err))
		case <-timer.C:
			if wait := w.settle(st); wait > 0 {
				timer.Reset(wait)
			}
		case <-w.done:
			timer.Stop()
			return
		}
	}
}

// relevant tells whether ev may change the data, and watches a directory that (re)appeared.
func (w *Watcher) relevant(ev fsnotify.Event, st *watchState) bool {
	if ev.Op == fsnotify.Chmod {
		return false
	}
	name := filepath.Clean(ev.Name)
	vaults := filepath.Join(w.abs, VaultDir)
	switch {
	case name == w.abs || name == vaults:
		// The directory or its vaults directory made, removed or renamed: when it is there
		// now, it is a new one to watch.
		if ev.Has(fsnotify.Create) {
			w.watchAgain(st)
		}
		return true
	case filepath.Dir(name) == w.abs:
		return filepath.Ext(name) == ".toml"
	case filepath.Dir(name) == vaults:
		return filepath.Ext(name) == ".txt"
	}
	return false // a neighbour of the directory in its parent
}

// watchAgain watches the directory and its vaults directory if they are there and not watched
// (adding a watched one again does nothing); a failure is reported like a reload's problems.
func (w *Watcher) watchAgain(st *watchState) {
	if err := w.fsw.Add(w.abs); err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			w.refuse(st, fmt.Errorf("watching %s: %w", w.dir, err))
		}
		return
	}
	if err := w.watchVaults(); err != nil {
		w.refuse(st, err)
	}
}

// watchVaults adds the directory's vaults directory to the watch when it has one.
func (w *Watcher) watchVaults() error {
	vd := filepath.Join(w.abs, VaultDir)
	if st, err := os.Stat(vd); err != nil || !st.IsDir() {
		return nil // no vaults of the designer's yet
	}
	if err := w.fsw.Add(vd); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("watching %s: %w", filepath.Join(w.dir, VaultDir), err)
	}
	return nil
}

// settle runs once the directory has been quiet for the debounce: it reloads, unless a file of
// the last good load (or the directory) is missing and the grace period has not run out, or a
// file changed while it was read. It returns how long to wait before settling again (0: until
// the next change).
func (w *Watcher) settle(st *watchState) time.Duration {
	w.watchAgain(st) // whatever the events said, a directory that is back is watched
	before, err := listOverlay(w.dir)
	if err != nil {
		w.refuse(st, err)
		return 0
	}
	var missing []string
	for _, name := range slices.Sorted(maps.Keys(st.known)) {
		if _, ok := before[name]; !ok {
			missing = append(missing, name)
		}
	}
	if before == nil || len(missing) > 0 {
		if st.missingSince.IsZero() {
			st.missingSince = time.Now()
		}
		if left := w.opt.Grace - time.Since(st.missingSince); left > 0 {
			return left // a change in progress: wait for the file or the directory to come back
		}
		if before == nil {
			w.refuse(st, fmt.Errorf("assets directory %s is gone; the last good data stays in use until it is back", w.dir))
			return w.opt.Grace // look again now and then, in case its return was not seen
		}
	} else {
		st.missingSince = time.Time{}
	}
	d, err := w.load(w.dir)
	if after, lerr := listOverlay(w.dir); lerr == nil && !maps.Equal(before, after) {
		return w.opt.Debounce // written while it was read: wait for the writer to finish
	}
	if err != nil {
		if wait := w.hold(st, before); wait > 0 {
			return wait // perhaps a file written in parts: report it once it has stayed as it is
		}
		w.refuse(st, err)
		return 0
	}
	st.holding = false
	st.known, st.missingSince, st.refused = before, time.Time{}, ""
	var notes []string
	for _, name := range missing {
		notes = append(notes, fmt.Sprintf("%s is no longer in %s: the game's own %s is in use.", name, w.dir, name))
	}
	w.deliver(d, nil, notes)
	return 0
}

// hold tells how long the problems of a reload of files must still wait before they are reported:
// the rest of the steady time since these files, as they are, were first loaded with problems (0 or
// less: report them now).
func (w *Watcher) hold(st *watchState, files overlayFiles) time.Duration {
	if !st.holding || !maps.Equal(st.held, files) {
		st.held, st.heldSince, st.holding = files, time.Now(), true
	}
	return w.opt.Steady - time.Since(st.heldSince)
}

// refuse reports err, unless it is the same as the problems reported last.
func (w *Watcher) refuse(st *watchState, err error) {
	if err.Error() == st.refused {
		return
	}
	st.refused = err.Error()
	w.deliver(nil, err, nil)
}

// deliver records the result of a reload for the next Poll.
func (w *Watcher) deliver(d *Data, err error, notes []string) {
	w.mu.Lock()
	if err == nil && d != nil {
		w.good = d
	}
	w.err = err
	w.pending = true
	w.notes = append(w.notes, notes...)
	w.mu.Unlock()
	select {
	case w.changed <- struct{}{}:
	default:
	}
}

// Poll reports what the last reload gave, once: changed is true when a reload happened since
// the last Poll. Then errs is nil and data is the new data; or errs is the reason the edit
// could not be used (an Errors listing the problems in the files, or a failure to read or
// watch the directory) and data is the last good data, which stays in use (nil if there was
// none). When nothing changed, data is the data in use and errs is nil.
func (w *Watcher) Poll() (data *Data, errs error, changed bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if !w.pending {
		return w.good, nil, false
	}
	w.pending = false
	return w.good, w.err, true
}

// Notes returns, once, what the player should be told about the reloads besides their
// problems: a file removed from the directory, whose embedded default is in use now.
func (w *Watcher) Notes() []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	n := w.notes
	w.notes = nil
	return n
}

// Changed receives a value when a reload is ready for Poll, for a caller that would rather
// wait than poll.
func (w *Watcher) Changed() <-chan struct{} { return w.changed }

// Close stops watching. It waits for the watching goroutine to end.
func (w *Watcher) Close() error {
	var err error
	w.once.Do(func() {
		close(w.done)
		err = w.fsw.Close()
		<-w.stopped
	})
	if err != nil {
		return fmt.Errorf("closing the watch on %s: %w", w.dir, err)
	}
	return nil
}
