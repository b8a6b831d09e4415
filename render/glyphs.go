// The interface's font: basicfont's 7×13 glyphs drawn once into an atlas, each glyph a sub-image of it, and
// after them the Russian alphabet's from misc-fixed 6x13 (render/internal/cyrillic, issue 38), its sibling
// font of the same height and baseline.
// This draws the same pixels as Ebitengine's text/v2 with text.NewGoXFace(basicfont.Face7x13) did
// (glyphs_test.go draws both and compares them), without linking text/v2 and the shaper and font decoders
// it brings (issue 35: the browser's download).

package render

import (
	"errors"
	"image"

	"github.com/cleave-game/cleave/render/internal/cyrillic"
	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font/basicfont"
)

// The font's cell: each glyph advances glyphAdvance pixels and is drawn from a cell glyphCellW×glyphCellH
// of the atlas whose top-left glyphW×glyphH pixels are the glyph's mask and the last column and row
// transparent (as text/v2 made each glyph's image: its bounds and one pixel more each way).
const (
	glyphAdvance = 7
	glyphW       = 6
	glyphH       = 13
	glyphCellW   = glyphW + 1
	glyphCellH   = glyphH + 1
	atlasCols    = 16
)

// glyphs are the font's glyphs by their index in basicfont's mask, and which of them draw nothing.
type glyphs struct {
	cells  []*ebiten.Image
	blank  []bool
	ranges []basicfont.Range
	extra  map[rune]int // the glyphs past basicfont's (the Russian alphabet), by rune: their index
}

// newGlyphs draws basicfont.Face7x13's mask into one atlas, white where the mask is set (premultiplied:
// every channel the mask's alpha), and cuts it into the glyphs' cells.
func newGlyphs() (*glyphs, error) {
	f := basicfont.Face7x13
	mask, ok := f.Mask.(*image.Alpha)
	if !ok || f.Advance != glyphAdvance || f.Width != glyphW || f.Ascent+f.Descent != glyphH || f.Left != 0 {
		return nil, errors.New("basicfont.Face7x13 is no longer a 7×13 alpha mask") // a newer x/image changed it
	}
	base := mask.Rect.Dy() / glyphH
	more := cyrillic.Runes()
	n := base + len(more)
	rows := (n + atlasCols - 1) / atlasCols
	img := image.NewRGBA(image.Rect(0, 0, atlasCols*glyphCellW, rows*glyphCellH))
	g := &glyphs{cells: make([]*ebiten.Image, n), blank: make([]bool, n), ranges: f.Ranges, extra: make(map[rune]int, len(more))}
	for i := range base {
		cx, cy := i%atlasCols*glyphCellW, i/atlasCols*glyphCellH
		blank := true
		for y := range glyphH {
			for x := range glyphW {
				a := mask.AlphaAt(mask.Rect.Min.X+x, mask.Rect.Min.Y+i*glyphH+y).A
				if a != 0 {
					blank = false
					o := img.PixOffset(cx+x, cy+y)
					img.Pix[o], img.Pix[o+1], img.Pix[o+2], img.Pix[o+3] = a, a, a, a
				}
			}
		}
		g.blank[i] = blank
	}
	for j, r := range more { // a row a byte, the leftmost pixel the top bit; the same baseline as basicfont's
		i := base + j
		g.extra[r] = i
		cx, cy := i%atlasCols*glyphCellW, i/atlasCols*glyphCellH
		bits, _ := cyrillic.Glyph(r)
		for y, row := range bits {
			for x := range glyphW {
				if row&(0x80>>x) != 0 {
					o := img.PixOffset(cx+x, cy+y)
					img.Pix[o], img.Pix[o+1], img.Pix[o+2], img.Pix[o+3] = 0xff, 0xff, 0xff, 0xff
				}
			}
		}
	}
	atlas := uploadRGBA(img)
	for i := range n {
		cx, cy := i%atlasCols*glyphCellW, i/atlasCols*glyphCellH
		g.cells[i] = atlas.SubImage(image.Rect(cx, cy, cx+glyphCellW, cy+glyphCellH)).(*ebiten.Image)
	}
	return g, nil
}

// index is the glyph drawn for r: its own, or, as basicfont does for a rune it lacks, U+FFFD's.
func (g *glyphs) index(r rune) int {
	if i, ok := g.extra[r]; ok {
		return i
	}
	for _, want := range []rune{r, '\ufffd'} {
		for _, rg := range g.ranges {
			if rg.Low <= want && want < rg.High {
				return int(want-rg.Low) + rg.Offset
			}
		}
	}
	return -1
}

// draw writes s on dst, each glyph's top-left where geo puts the point (column×7, 0) — columns counted from
// the last newline, and every line on the first's, as text.Draw with no line spacing — in the colour scale
// op holds (op.GeoM is set for each glyph).
func (g *glyphs) draw(dst *ebiten.Image, s string, geo ebiten.GeoM, op *ebiten.DrawImageOptions) {
	col := 0
	for _, r := range s {
		if r == '\n' {
			col = 0
			continue
		}
		i := g.index(r)
		if i >= 0 && !g.blank[i] {
			op.GeoM.Reset()
			op.GeoM.Translate(float64(col*glyphAdvance), 0)
			op.GeoM.Concat(geo)
			dst.DrawImage(g.cells[i], op)
		}
		col++
	}
}

// uploadRGBA is img on the GPU, its top-left at (0, 0): ebiten.NewImageFromImage for an *image.RGBA,
// without the image/draw conversion that links for any other kind of image (issue 35: the download).
func uploadRGBA(img *image.RGBA) *ebiten.Image {
	b := img.Bounds()
	e := ebiten.NewImage(b.Dx(), b.Dy())
	pix := img.Pix
	if img.Stride != 4*b.Dx() || b.Min != (image.Point{}) {
		pix = make([]byte, 0, 4*b.Dx()*b.Dy())
		for y := b.Min.Y; y < b.Max.Y; y++ {
			o := img.PixOffset(b.Min.X, y)
			pix = append(pix, img.Pix[o:o+4*b.Dx()]...)
		}
	}
	e.WritePixels(pix)
	return e
}
