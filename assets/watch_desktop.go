// Hot reload on the desktop: watch a designer's directory and reload the data on every edit.

//go:build !js

package assets

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"
)

// Debounce is how long a Watcher waits after the last change in a burst before it reloads:
// an editor's save is often several events (write, chmod, rename) in a few milliseconds.
const Debounce = 100 * time.Millisecond

// Watcher watches a directory of data files and its vaults directory, and reloads them (over
// the embedded defaults) after each burst of changes. The game calls Poll at the start of each turn and applies what
// it gets. Methods are safe for concurrent use.
type Watcher struct {
	dir     string
	fsw     *fsnotify.Watcher
	changed chan struct{}
	done    chan struct{}
	stopped chan struct{}
	once    sync.Once

	mu      sync.Mutex
	good    *Data // the last data that loaded without problems
	err     error // the problems of the last reload, nil when it was good
	pending bool  // a reload happened since the last Poll
}

// NewWatcher starts watching dir. current is the data in use now: it stays the last good
// data until an edit loads without problems (current may be nil).
func NewWatcher(dir string, current *Data) (*Watcher, error) {
	fsw, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, fmt.Errorf("watching %s: %w", dir, err)
	}
	if err := fsw.Add(dir); err != nil {
		_ = fsw.Close()
		return nil, fmt.Errorf("watching %s: %w", dir, err)
	}
	if err := watchVaults(fsw, dir); err != nil {
		_ = fsw.Close()
		return nil, err
	}
	w := &Watcher{
		dir: dir, fsw: fsw, good: current,
		changed: make(chan struct{}, 1), done: make(chan struct{}), stopped: make(chan struct{}),
	}
	go w.loop()
	return w, nil
}

// loop gathers events into bursts and reloads once per burst.
func (w *Watcher) loop() {
	defer close(w.stopped)
	timer := time.NewTimer(Debounce)
	timer.Stop()
	for {
		select {
		case ev, ok := <-w.fsw.Events:
			if !ok {
				return
			}
			if ev.Op == fsnotify.Chmod {
				continue
			}
			if filepath.Clean(ev.Name) == filepath.Join(w.dir, VaultDir) {
				if ev.Has(fsnotify.Create) {
					// The vaults directory made after the watch began: watch it too.
					if err := watchVaults(w.fsw, w.dir); err != nil {
						w.deliver(nil, err)
					}
				}
				timer.Reset(Debounce)
				continue
			}
			if ext := filepath.Ext(ev.Name); ext != ".toml" && ext != ".txt" {
				continue
			}
			timer.Reset(Debounce)
		case err, ok := <-w.fsw.Errors:
			if !ok {
				return
			}
			w.deliver(nil, fmt.Errorf("watching %s: %w", w.dir, err))
		case <-timer.C:
			d, err := LoadDir(w.dir)
			w.deliver(d, err)
		case <-w.done:
			timer.Stop()
			return
		}
	}
}

// watchVaults adds dir's vaults directory to the watch when it has one.
func watchVaults(fsw *fsnotify.Watcher, dir string) error {
	vd := filepath.Join(dir, VaultDir)
	if st, err := os.Stat(vd); err != nil || !st.IsDir() {
		return nil // no vaults of the designer's yet
	}
	if err := fsw.Add(vd); err != nil {
		return fmt.Errorf("watching %s: %w", vd, err)
	}
	return nil
}

// deliver records the result of a reload for the next Poll.
func (w *Watcher) deliver(d *Data, err error) {
	w.mu.Lock()
	if err == nil && d != nil {
		w.good = d
	}
	w.err = err
	w.pending = true
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
