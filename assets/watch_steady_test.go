// Tests of a file written in parts with a pause between them longer than the debounce (issue 29,
// part 7): the part written so far is neither applied nor told as broken, and nothing is told at
// another file that names what the part still to come gives.

//go:build !js

package assets

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// writeInTwoParts writes first to file, pauses, and appends second, as a slow writer (a sync tool, an
// editor saving over a network) does.
func writeInTwoParts(t *testing.T, file, first, second string, pause time.Duration) {
	t.Helper()
	f, err := os.Create(file)
	require.NoError(t, err)
	_, err = f.WriteString(first)
	require.NoError(t, err)
	require.NoError(t, f.Sync())
	time.Sleep(pause)
	_, err = f.WriteString(second)
	require.NoError(t, err)
	require.NoError(t, f.Close())
}

// TestWatcherTellsNothingOfAHalfWrittenCreaturesFile: the writer, half of creatures.toml, a pause
// of 0.5 s, then the rest, with the watcher's own timing. Half of it cut anywhere (in the bat's text, as
// the issue's; or between two entries, before the guardian's, where the half has no mistake of its own
// and only dungeon.toml's guardian is missing) gives one reload, of the whole file, and no problem: in
// particular none told at dungeon.toml ("dungeon.toml:25:12: unknown creature 'Skarn the Deepwarden'").
func TestWatcherTellsNothingOfAHalfWrittenCreaturesFile(t *testing.T) {
	doc := embedded(t, "creatures.toml")
	guardian := strings.LastIndex(doc[:strings.Index(doc, `name = "Skarn the Deepwarden"`)], "[[creature]]")
	for _, c := range []struct {
		name string
		cut  int
	}{
		{"half of its bytes", len(doc) / 2},
		{"before the guardian's entry", guardian},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			w, err := NewWatcher(dir, nil)
			require.NoError(t, err)
			defer func() { assert.NoError(t, w.Close()) }()

			writeInTwoParts(t, filepath.Join(dir, "creatures.toml"), doc[:c.cut], doc[c.cut:], 500*time.Millisecond)
			seen := reloadUntil(t, w, "the whole file", func(d *Data, err error) bool {
				if err != nil || d == nil {
					return false
				}
				_, whole := d.Creature("Skarn the Deepwarden")
				return whole
			})
			for _, err := range seen {
				if err != nil {
					assert.NotContains(t, err.Error(), "dungeon.toml", "a problem told at another file")
				}
			}
			assert.Equal(t, []error{nil}, seen, "one reload, of the whole file, and no problem told")
			noReload(t, w, Debounce+Steady, "after the file was whole")
		})
	}
}

// TestWatcherTellsAFileThatStaysBroken: a broken file that stays as it is is told, once the steady time
// has passed since it was loaded (not before); a good edit is applied without waiting for it.
func TestWatcherTellsAFileThatStaysBroken(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "weapons.toml")
	o := WatchOptions{Debounce: fast.Debounce, Steady: 1500 * time.Millisecond}
	w, err := NewWatcherWith(dir, nil, o)
	require.NoError(t, err)
	defer func() { assert.NoError(t, w.Close()) }()

	broken := swordFile(t, "12x")
	written := time.Now()
	require.NoError(t, os.WriteFile(file, broken, 0o644))
	seen := reloadUntil(t, w, "the refusal", func(_ *Data, err error) bool { return err != nil })
	assert.GreaterOrEqual(t, time.Since(written), o.Debounce+o.Steady, "not before the steady time")
	assert.Len(t, seen, 1)
	assert.Contains(t, seen[0].Error(), "weapons.toml:"+at(t, string(broken), `"1d12x"`, 0)+`: damage: bad dice "1d12x"`)

	written = time.Now()
	require.NoError(t, os.WriteFile(file, swordFile(t, "11"), 0o644))
	reloadUntil(t, w, "the good edit", func(d *Data, err error) bool { return err == nil && swordSides(d) == 11 })
	assert.Less(t, time.Since(written), o.Steady, "a good edit does not wait for the steady time")
}
