// Test helpers: small ASCII fixture maps.

package levels

import (
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/require"
)

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
		require.Len(t, line, l.W, "fixture row %d", y)
		for x := 0; x < len(line); x++ {
			p := gruid.Point{X: x, Y: y}
			c := line[x]
			if c >= 'A' && c <= 'Z' {
				marks[c] = p
				l.Set(p, Floor)
				continue
			}
			tile, ok := tileOf(c)
			require.True(t, ok, "fixture glyph %q", c)
			l.Set(p, tile)
		}
	}
	return l, marks
}
