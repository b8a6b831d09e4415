// Hot reload in the browser: there is no directory to watch, so the Watcher never changes.

//go:build js

package assets

// Watcher has the desktop Watcher's API; in the browser it never reloads.
type Watcher struct {
	good *Data
}

// NewWatcher returns a Watcher that keeps current and never reports a change.
func NewWatcher(dir string, current *Data) (*Watcher, error) {
	return &Watcher{good: current}, nil
}

// NewWatcherWith is NewWatcher; the browser has no timing to tune.
func NewWatcherWith(dir string, current *Data, _ WatchOptions) (*Watcher, error) {
	return NewWatcher(dir, current)
}

// Poll returns the data in use; changed is always false.
func (w *Watcher) Poll() (data *Data, errs error, changed bool) { return w.good, nil, false }

// Notes has nothing to say.
func (w *Watcher) Notes() []string { return nil }

// Changed never receives.
func (w *Watcher) Changed() <-chan struct{} { return nil }

// Close does nothing.
func (w *Watcher) Close() error { return nil }
