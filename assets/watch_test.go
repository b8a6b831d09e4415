// Tests of the hot-reload watcher against what editors and sync tools do to a directory: replace
// it, swap another in by renaming, write a file in parts, remove a file and make it again, save
// the same broken file over and over.

//go:build !js

package assets

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fast is the timing of the tests that do not test the timing itself: reloads, and reports of
// problems, come quickly.
var fast = WatchOptions{Debounce: 30 * time.Millisecond, Steady: 30 * time.Millisecond}

// swordFile is weapons.toml with the long sword's damage die sides.
func swordFile(t testing.TB, sides string) []byte {
	t.Helper()
	return []byte(edited(t, "weapons.toml", longSword, strings.Replace(longSword, `"1d9"`, `"1d`+sides+`"`, 1)))
}

// swordSides is the sides of the long sword's damage die in d (0 without data).
func swordSides(d *Data) int {
	if d == nil {
		return 0
	}
	w, _ := d.Weapon("long sword")
	return w.Damage.Sides
}

// reloadUntil takes the watcher's reloads until one satisfies ok, and fails when none does
// within a few seconds. It returns the reloads it took, the one satisfying ok last.
func reloadUntil(t *testing.T, w *Watcher, what string, ok func(d *Data, err error) bool) []error {
	t.Helper()
	var seen []error
	deadline := time.After(5 * time.Second)
	for {
		select {
		case <-w.Changed():
		case <-deadline:
			require.FailNow(t, "no reload within 5 seconds: "+what, "reloads seen: %v", seen)
		}
		d, err, changed := w.Poll()
		if !changed {
			continue
		}
		seen = append(seen, err)
		if ok(d, err) {
			return seen
		}
	}
}

// noReload fails when the watcher reloads within d.
func noReload(t *testing.T, w *Watcher, d time.Duration, why string) {
	t.Helper()
	deadline := time.After(d)
	for {
		select {
		case <-w.Changed():
			// A signal may stand for a change an earlier Poll already took: only a change counts.
			if got, err, changed := w.Poll(); changed {
				assert.Failf(t, "a reload "+why, "data with %d-sided long sword, errors %v", swordSides(got), err)
				return
			}
		case <-deadline:
			return
		}
	}
}

// TestWatcherFollowsAReplacedDirectory: rm -rf mydata; mkdir mydata; and a file written in it.
// The new directory is watched: its files are loaded, and a later edit is applied.
func TestWatcherFollowsAReplacedDirectory(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "mydata")
	require.NoError(t, os.Mkdir(dir, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "weapons.toml"), swordFile(t, "10"), 0o644))
	w, err := NewWatcherWith(dir, nil, fast)
	require.NoError(t, err)
	defer func() { assert.NoError(t, w.Close()) }()

	require.NoError(t, os.RemoveAll(dir))
	require.NoError(t, os.Mkdir(dir, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "weapons.toml"), swordFile(t, "12"), 0o644))
	reloadUntil(t, w, "the new directory's file", func(d *Data, err error) bool { return err == nil && swordSides(d) == 12 })

	require.NoError(t, os.WriteFile(filepath.Join(dir, "weapons.toml"), swordFile(t, "11"), 0o644))
	reloadUntil(t, w, "an edit in the new directory", func(d *Data, err error) bool { return err == nil && swordSides(d) == 11 })
}

// TestWatcherFollowsARenameSwap: a sync tool fills mydata.new, renames mydata away and mydata.new
// to mydata. The swapped-in directory is watched; the old one, renamed away, is not.
func TestWatcherFollowsARenameSwap(t *testing.T) {
	parent := t.TempDir()
	dir := filepath.Join(parent, "mydata")
	require.NoError(t, os.Mkdir(dir, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "weapons.toml"), swordFile(t, "10"), 0o644))
	w, err := NewWatcherWith(dir, nil, fast)
	require.NoError(t, err)
	defer func() { assert.NoError(t, w.Close()) }()

	fresh := filepath.Join(parent, "mydata.new")
	require.NoError(t, os.Mkdir(fresh, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(fresh, "weapons.toml"), swordFile(t, "12"), 0o644))
	require.NoError(t, os.Rename(dir, filepath.Join(parent, "mydata.old")))
	require.NoError(t, os.Rename(fresh, dir))
	reloadUntil(t, w, "the swapped-in directory", func(d *Data, err error) bool { return err == nil && swordSides(d) == 12 })

	require.NoError(t, os.WriteFile(filepath.Join(dir, "weapons.toml"), swordFile(t, "11"), 0o644))
	reloadUntil(t, w, "an edit in the swapped-in directory", func(d *Data, err error) bool { return err == nil && swordSides(d) == 11 })
}

// TestWatcherWaitsForAFileWrittenInTwoHalves: a writer that pauses 150 ms in the middle of a file
// (between two entries, so that the first half is good data) gets one reload, of the whole file.
func TestWatcherWaitsForAFileWrittenInTwoHalves(t *testing.T) {
	first := embedded(t, "weapons.toml")
	second := "\n[[ammo]]\nname = \"sling stone\"\nskill = \"Slings\"\nweight = 0.2\nsprite = \"item_stones\"\nflight_sprite = \"proj_stone\"\n"
	dir := t.TempDir()
	w, err := NewWatcher(dir, nil)
	require.NoError(t, err)
	defer func() { assert.NoError(t, w.Close()) }()

	f, err := os.Create(filepath.Join(dir, "weapons.toml"))
	require.NoError(t, err)
	_, err = f.WriteString(first)
	require.NoError(t, err)
	time.Sleep(150 * time.Millisecond)
	_, err = f.WriteString(second)
	require.NoError(t, err)
	require.NoError(t, f.Close())

	seen := reloadUntil(t, w, "the whole file", func(d *Data, err error) bool {
		_, whole := d.Ammo("sling stone")
		return err == nil && whole
	})
	assert.Len(t, seen, 1, "one reload, of the whole file")
	noReload(t, w, 2*Debounce, "after the file was whole")
}

// TestWatcherWaitsForARemovedFileToComeBack: an editor or a sync tool removes weapons.toml and
// writes it again a moment later. While it is missing no reload happens (the embedded
// weapons.toml is not applied as a good reload); when it is back, its new text is.
func TestWatcherWaitsForARemovedFileToComeBack(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "weapons.toml")
	require.NoError(t, os.WriteFile(file, swordFile(t, "12"), 0o644))
	first, err := LoadDir(dir)
	require.NoError(t, err)
	w, err := NewWatcherWith(dir, first, fast)
	require.NoError(t, err)
	defer func() { assert.NoError(t, w.Close()) }()

	require.NoError(t, os.Remove(file))
	noReload(t, w, 10*fast.Debounce, "while weapons.toml is missing")
	require.NoError(t, os.WriteFile(file, swordFile(t, "11"), 0o644))
	seen := reloadUntil(t, w, "weapons.toml back", func(d *Data, err error) bool { return err == nil && swordSides(d) == 11 })
	assert.Len(t, seen, 1)
}

// TestWatcherReportsTheSameBrokenFileOnce: a broken file saved five times is refused once; a good
// edit after it is applied, and the same breakage after that is reported again.
func TestWatcherReportsTheSameBrokenFileOnce(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "weapons.toml")
	w, err := NewWatcherWith(dir, nil, fast)
	require.NoError(t, err)
	defer func() { assert.NoError(t, w.Close()) }()

	broken := swordFile(t, "12x")
	refusals := 0
	for range 5 {
		require.NoError(t, os.WriteFile(file, broken, 0o644))
		time.Sleep(5 * fast.Debounce) // each save is loaded on its own
		if _, err, changed := w.Poll(); changed {
			require.Error(t, err)
			refusals++
		}
	}
	// A loaded machine may load more slowly than the file is saved: the one refusal may come after the
	// saves. Then no other may follow.
	if refusals == 0 {
		reloadUntil(t, w, "the refusal", func(_ *Data, err error) bool { return err != nil })
		refusals++
	}
	noReload(t, w, 10*fast.Debounce, "after the refusal of the same broken file")
	assert.Equal(t, 1, refusals, "one refusal of the same broken file")

	require.NoError(t, os.WriteFile(file, swordFile(t, "11"), 0o644))
	reloadUntil(t, w, "the good edit", func(d *Data, err error) bool { return err == nil && swordSides(d) == 11 })
	require.NoError(t, os.WriteFile(file, broken, 0o644))
	reloadUntil(t, w, "the breakage again", func(d *Data, err error) bool { return err != nil })
}

// TestWatcherTakesAFileGoneForTheGracePeriodAsRemoved: a file that stays missing for the grace
// period is a real removal: its embedded default is applied then, not before, with a note
// naming it.
func TestWatcherTakesAFileGoneForTheGracePeriodAsRemoved(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "weapons.toml")
	require.NoError(t, os.WriteFile(file, swordFile(t, "12"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "races.toml"), []byte(embedded(t, "races.toml")), 0o644))
	o := WatchOptions{Debounce: fast.Debounce, Grace: 400 * time.Millisecond}
	w, err := NewWatcherWith(dir, nil, o)
	require.NoError(t, err)
	defer func() { assert.NoError(t, w.Close()) }()

	removed := time.Now()
	require.NoError(t, os.Remove(file))
	seen := reloadUntil(t, w, "the removal", func(d *Data, err error) bool { return err == nil && swordSides(d) == 9 })
	assert.GreaterOrEqual(t, time.Since(removed), o.Grace, "not before the grace period")
	assert.Len(t, seen, 1)
	d, _, _ := w.Poll()
	assert.Equal(t, []string{"races.toml"}, d.Overlaid)
	assert.Equal(t, []string{"weapons.toml is no longer in " + dir + ": the game's own weapons.toml is in use."}, w.Notes())
	assert.Empty(t, w.Notes(), "a note is given once")
}

// TestWatcherWaitsForAGoneDirectory: a directory gone for longer than the grace period is
// reported once and the last good data stays; when it is back, its files are loaded and watched.
func TestWatcherWaitsForAGoneDirectory(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "mydata")
	require.NoError(t, os.Mkdir(dir, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "weapons.toml"), swordFile(t, "12"), 0o644))
	first, err := LoadDir(dir)
	require.NoError(t, err)
	w, err := NewWatcherWith(dir, first, WatchOptions{Debounce: fast.Debounce, Grace: 200 * time.Millisecond})
	require.NoError(t, err)
	defer func() { assert.NoError(t, w.Close()) }()

	require.NoError(t, os.RemoveAll(dir))
	reloadUntil(t, w, "the directory gone", func(d *Data, err error) bool {
		assert.Same(t, first, d, "the last good data stays")
		return assert.EqualError(t, err, "assets directory "+dir+" is gone; the last good data stays in use until it is back")
	})
	noReload(t, w, 600*time.Millisecond, "of the same gone directory")

	require.NoError(t, os.Mkdir(dir, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "weapons.toml"), swordFile(t, "11"), 0o644))
	reloadUntil(t, w, "the directory back", func(d *Data, err error) bool { return err == nil && swordSides(d) == 11 })
	require.NoError(t, os.WriteFile(filepath.Join(dir, "weapons.toml"), swordFile(t, "10"), 0o644))
	reloadUntil(t, w, "an edit in it", func(d *Data, err error) bool { return err == nil && swordSides(d) == 10 })
}

// TestWatcherRereadsAFileWrittenWhileItWasRead: a writer that goes on while the watcher reads
// (here: the rest of the file appended just after the first load read it) gets no reload of
// what was read half-way; the watcher reads again once the directory is quiet.
func TestWatcherRereadsAFileWrittenWhileItWasRead(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "weapons.toml")
	rest := "\n[[ammo]]\nname = \"sling stone\"\nskill = \"Slings\"\nweight = 0.2\nsprite = \"item_stones\"\nflight_sprite = \"proj_stone\"\n"
	loads := 0
	load := func(dir string) (*Data, error) { // called by the watching goroutine only
		d, err := LoadDir(dir)
		if loads++; loads == 1 {
			f, ferr := os.OpenFile(file, os.O_APPEND|os.O_WRONLY, 0)
			if ferr == nil {
				_, ferr = f.WriteString(rest)
				ferr = errors.Join(ferr, f.Close())
			}
			assert.NoError(t, ferr)
		}
		return d, err
	}
	w, err := newWatcher(dir, nil, fast, load)
	require.NoError(t, err)
	defer func() { assert.NoError(t, w.Close()) }()

	require.NoError(t, os.WriteFile(file, []byte(embedded(t, "weapons.toml")), 0o644))
	seen := reloadUntil(t, w, "the whole file", func(d *Data, err error) bool {
		_, whole := d.Ammo("sling stone")
		return err == nil && whole
	})
	assert.Len(t, seen, 1, "one reload, of the whole file")
}
