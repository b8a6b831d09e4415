// Package cyrillic holds the glyphs of the Russian alphabet in the game's font's size: X11's misc-fixed
// 6x13 (public domain), the font basicfont's 7×13 is a sibling of, so Russian reads in the same hand as
// English (render/glyphs.go puts them in the atlas). glyphs.go is made from the font by this package's test.
package cyrillic

// The glyphs' cell: 6 pixels wide (a row's top six bits), 13 high, the baseline under row Ascent-1.
const (
	Height = 13
	Ascent = 11
)

// Runes are the runes the package draws: Ё, А to я, ё, and the marks Russian text and the pages write
// that basicfont (ASCII alone) lacks: the dashes – — and −, the quotes « », the ellipsis …, the section
// sign §, × and → and ².
func Runes() []rune {
	rs := []rune{0x0401}
	for r := rune(0x0410); r <= 0x044F; r++ {
		rs = append(rs, r)
	}
	return append(rs, 0x0451, 0x2014, 0x00AB, 0x00BB, 0x2013, 0x2212, 0x2026, 0x00A7, 0x00D7, 0x2192, 0x00B2)
}

// Glyph is r's bitmap, a row a byte (the leftmost pixel the top bit), and whether the package has r.
func Glyph(r rune) ([Height]uint8, bool) {
	g, ok := glyphs[r]
	return g, ok
}
