// Test helpers: small ASCII fixture maps.

package levels

import (
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// check reports a failure unless ok (testify's assert.Truef); the vault tests still call it.
func check(t testing.TB, ok bool, format string, args ...any) {
	t.Helper()
	assert.Truef(t, ok, format, args...)
}

// must stops the test unless ok (testify's require.Truef).
func must(t testing.TB, ok bool, format string, args ...any) {
	t.Helper()
	require.Truef(t, ok, format, args...)
}

// fixture builds a level from rows of legend glyphs; letters A..Z mark named floor cells.
func fixture(t testing.TB, rows string) (*Level, map[byte]gruid.Point) {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(rows), "\n")
	for i := range lines {
		lines[i] = strings.TrimSpace(lines[i])
	}
	l := NewLevel(len(lines[0]), len(lines))
	marks := map[byte]gruid.Point{}
	for y, line := range lines {
		must(t, len(line) == l.W, "fixture row %d: %d cells, want %d", y, len(line), l.W)
		for x := 0; x < len(line); x++ {
			p := gruid.Point{X: x, Y: y}
			c := line[x]
			if c >= 'A' && c <= 'Z' {
				marks[c] = p
				l.Set(p, Floor)
				continue
			}
			tile, ok := tileOf(c)
			must(t, ok, "fixture glyph %q", c)
			l.Set(p, tile)
		}
	}
	return l, marks
}
