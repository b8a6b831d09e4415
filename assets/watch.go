// Hot reload's timing, shared by the desktop and browser Watchers.

package assets

import "time"

// Debounce is how long a Watcher waits after the last change in a burst before it reloads:
// an editor's save is often several events (write, chmod, rename) in a few milliseconds, and
// a slow writer pauses between the parts of a file.
const Debounce = 300 * time.Millisecond

// Steady is how long a Watcher waits, besides the debounce, before it reports the problems of a
// reload: the files must have stayed as they were (in size and time of change) all that while. A
// writer that pauses between the parts of a file for longer than the debounce would otherwise have
// the part it wrote so far told as broken, and what another file names from the part still to come
// as missing there. A reload without problems is applied after the debounce alone.
const Steady = time.Second

// Grace is how long a file that was in the directory at the last good load, or the directory
// itself, may be missing before a Watcher takes it as gone: editors and sync tools remove a
// file and write it again, or replace the whole directory, and a file missing for a moment
// is a change in progress, not a return to the embedded defaults.
const Grace = 2 * time.Second

// WatchOptions tunes a Watcher's timing; a zero field takes its default.
type WatchOptions struct {
	// Debounce is how long the directory must stay quiet after a change before the Watcher
	// reloads (default Debounce).
	Debounce time.Duration
	// Grace is how long a missing file or directory is waited for (default Grace).
	Grace time.Duration
	// Steady is how long the files must stay as they are before the problems of a reload are
	// reported (default Steady).
	Steady time.Duration
}

// withDefaults fills the zero fields of o.
func (o WatchOptions) withDefaults() WatchOptions {
	if o.Debounce <= 0 {
		o.Debounce = Debounce
	}
	if o.Grace <= 0 {
		o.Grace = Grace
	}
	if o.Steady <= 0 {
		o.Steady = Steady
	}
	return o
}
