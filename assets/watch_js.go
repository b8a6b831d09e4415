// Hot reload in the browser: there is no directory to watch, so the Watcher never changes.

//go:build js

package assets

import "time"

// Debounce is how long a Watcher waits after the last change in a burst before it reloads.
const Debounce = 100 * time.Millisecond

// Watcher has the desktop Watcher's API; in the browser it never reloads.
type Watcher struct {
	good *Data
}

// NewWatcher returns a Watcher that keeps current and never reports a change.
func NewWatcher(dir string, current *Data) (*Watcher, error) {
	return &Watcher{good: current}, nil
}

// Poll returns the data in use; changed is always false.
func (w *Watcher) Poll() (data *Data, errs error, changed bool) { return w.good, nil, false }

// Changed never receives.
func (w *Watcher) Changed() <-chan struct{} { return nil }

// Close does nothing.
func (w *Watcher) Close() error { return nil }
