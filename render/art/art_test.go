// Tests of the art source: it parses, every sprite the renderer needs is there, and mistakes are located.
package art

import (
	"image/color"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSpritesParse(t *testing.T) {
	a, err := Parse("sprites.txt", Sprites)
	require.NoError(t, err)
	for _, n := range []string{"floor", "floor2", "wall", "wall2", "door_closed", "door_open", "stairs_down", "stairs_up", "player", "kobold", "slash", "spark", "miss", "blood", "corpse"} {
		r, ok := a.Rects[n]
		require.True(t, ok, "sprite %s missing", n)
		assert.Equal(t, Size, r.Dx())
	}
	// The player's helmet top is steel grey (palette b) at (6,1).
	r := a.Rects["player"]
	assert.Equal(t, color.RGBA{0xc8, 0xc8, 0xd8, 0xff}, a.Image.RGBAAt(r.Min.X+6, r.Min.Y+1))
	assert.Equal(t, color.RGBA{}, a.Image.RGBAAt(r.Min.X, r.Min.Y), "transparent corner")
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"palette x zzzzzz\n", "s.txt:1:11: bad colour \"zzzzzz\""},
		{"sprite a\n...\n", "s.txt:2:4: sprite a: a row has 3 pixels, want 16"},
		{"sprite a\n.......q........\n", "s.txt:2:8: sprite a: 'q' is not in the palette"},
		{"sprite a\n................\n", "s.txt:1:1: sprite a has 1 rows, want 16"},
		{"................\n", "s.txt:1:1: pixels before any \"sprite NAME\" line"},
	} {
		_, err := Parse("s.txt", []byte(tc.src))
		require.Error(t, err, tc.src)
		assert.Equal(t, tc.want, err.Error())
	}
}
