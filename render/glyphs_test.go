// The interface's font (glyphs.go) against Ebitengine's text/v2, which drew it before issue 35: the same
// pixels. text/v2 is linked into this test alone, never into the game.

package render

import (
	"fmt"
	"image/color"
	"testing"

	"github.com/cleave-game/cleave/render/internal/cyrillic"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font/basicfont"

	"github.com/cleave-game/cleave/render/ui"
)

// TestGlyphsDrawAsTextV2: every glyph of the font, a rune it lacks (drawn as U+FFFD, as basicfont does), a tab
// and a newline, at text sizes 1 to 3, at whole and fractional positions, in opaque and translucent colours,
// over a coloured background: the painter's Text draws exactly the pixels text.Draw drew with
// text.NewGoXFace(basicfont.Face7x13) and the same options.
func TestGlyphsDrawAsTextV2(t *testing.T) {
	var all []rune
	for r := rune(0x20); r < 0x7f; r++ {
		all = append(all, r)
	}
	lines := []string{string(all[:48]), string(all[48:]), "Thora hits the kobold - é\tß ✓ \ufffd", "two\nlines", "", " "}
	face := text.NewGoXFace(basicfont.Face7x13)
	font, err := newGlyphs()
	require.NoError(t, err)
	const w, h = 1100, 140
	bg := color.RGBA{0x20, 0x30, 0x40, 0xff}
	for _, size := range []int{1, 2, 3} {
		for _, at := range [][2]float64{{3, 5}, {10.5, 7.25}, {0.75, 0.4}} {
			for _, c := range []color.RGBA{ui.ColTitle, {0x80, 0x40, 0x20, 0x80}} {
				for _, s := range lines {
					want, got := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
					want.Fill(bg)
					got.Fill(bg)
					var op text.DrawOptions
					if k := float64(size); k > 1 {
						op.GeoM.Scale(k, k)
					}
					op.GeoM.Translate(at[0], at[1])
					op.ColorScale.Scale(float32(c.R)/0xff, float32(c.G)/0xff, float32(c.B)/0xff, float32(c.A)/0xff)
					text.Draw(want, s, face, &op)
					p := painter{dst: got, glyphs: font, lay: &ui.Layout{Text: size}}
					p.Text(s, at[0], at[1], c)
					wp, gp := make([]byte, 4*w*h), make([]byte, 4*w*h)
					want.ReadPixels(wp)
					got.ReadPixels(gp)
					want.Deallocate()
					got.Deallocate()
					what := fmt.Sprintf("%q at size %d at %v in %v", s, size, at, c)
					if !assert.Equal(t, wp, gp, "the pixels differ: %s", what) {
						return
					}
					if s != "" && s != " " {
						assert.NotNil(t, changed(wp, bg), "%s drew nothing", what)
					}
				}
			}
		}
	}
}

// changed is the offset of the first pixel of pix (RGBA) that is not bg, or nil when none.
func changed(pix []byte, bg color.RGBA) []byte {
	for i := 0; i+3 < len(pix); i += 4 {
		if pix[i] != bg.R || pix[i+1] != bg.G || pix[i+2] != bg.B || pix[i+3] != bg.A {
			return pix[i : i+4]
		}
	}
	return nil
}

// TestCyrillicGlyphs: issue 38 — the Russian alphabet (and the dash) draws the glyphs of misc-fixed 6x13
// (render/internal/cyrillic), pixel for pixel at size 1 in white, each in its column after the text before
// it; basicfont's glyphs stay as text/v2 draws them (TestGlyphsDrawAsTextV2).
func TestCyrillicGlyphs(t *testing.T) {
	font, err := newGlyphs()
	require.NoError(t, err)
	runes := cyrillic.Runes()
	const w, h = 7 * 80, 13
	for start := 0; start < len(runes); start += 70 {
		end := min(start+70, len(runes))
		s := "ab" + string(runes[start:end])
		got := ebiten.NewImage(w, h)
		p := painter{dst: got, glyphs: font, lay: &ui.Layout{Text: 1}}
		p.Text(s, 0, 0, color.RGBA{0xff, 0xff, 0xff, 0xff})
		px := make([]byte, 4*w*h)
		got.ReadPixels(px)
		got.Deallocate()
		for i, r := range runes[start:end] {
			bits, ok := cyrillic.Glyph(r)
			require.True(t, ok)
			for y := range h {
				for x := range 7 {
					want := x < 6 && bits[y]&(0x80>>x) != 0
					on := px[4*(y*w+(2+i)*7+x)+3] != 0
					if !assert.Equal(t, want, on, "%c at (%d, %d)", r, x, y) {
						return
					}
				}
			}
		}
	}
}
