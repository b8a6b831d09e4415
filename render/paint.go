// Painting: the interface's primitives drawn with Ebitengine on one image (text, fills, shades, sprites by
// name, the places to tap). A painter is ui.Painter, which the screens draw themselves with; the side panel,
// the log and the touch bar paint with one too.

package render

import (
	"image"
	"image/color"

	"codeberg.org/anaseto/gruid"
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/cleave-game/cleave/render/ui"
)

// painter draws on dst: text in the font's glyphs (glyphs.go) at the layout's text size, rectangles through one white pixel,
// sprites by name; it keeps the places to tap drawn on it since the frame began (hits). Coordinates are the
// logical screen's; dst's top-left is at there (zero but for a layer of the HUD's: textLayer).
type painter struct {
	dst     *ebiten.Image
	at      image.Point
	glyphs  *glyphs
	lay     *ui.Layout // the runner's: the text size and the line height now
	sprites *sprites
	white   *ebiten.Image // one white pixel, for bars, marks and the overview's cells (shared)
	hits    []hit
}

// Text writes s at (x, y) in an opaque colour (taken by value: no interface, no allocation), each pixel of
// the font a square of the text size's side (Layout.Text; nearest filtering keeps it sharp).
func (p *painter) Text(s string, x, y float64, c color.RGBA) {
	var geo ebiten.GeoM
	if k := float64(p.lay.Text); k > 1 {
		geo.Scale(k, k)
	}
	geo.Translate(x-float64(p.at.X), y-float64(p.at.Y))
	var op ebiten.DrawImageOptions
	op.ColorScale.Scale(float32(c.R)/0xff, float32(c.G)/0xff, float32(c.B)/0xff, float32(c.A)/0xff)
	p.glyphs.draw(p.dst, s, geo, &op)
}

// Fill fills a rectangle with a colour (red, green, blue, alpha from 0 to 1).
func (p *painter) Fill(x, y, w, h float64, red, green, blue, alpha float32) {
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(w, h)
	op.GeoM.Translate(x-float64(p.at.X), y-float64(p.at.Y))
	op.ColorScale.Scale(red*alpha, green*alpha, blue*alpha, alpha)
	p.dst.DrawImage(p.white, &op)
}

// fill fills a rectangle with an opaque colour.
func (p *painter) fill(x, y, w, h float64, c color.RGBA) {
	p.Fill(x, y, w, h, float32(c.R)/0xff, float32(c.G)/0xff, float32(c.B)/0xff, 1)
}

// Shade darkens a rectangle, for screens drawn over the map.
func (p *painter) Shade(x, y, w, h int, alpha float32) {
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(float64(w)/float64(tile), float64(h)/float64(tile))
	op.GeoM.Translate(float64(x-p.at.X), float64(y-p.at.Y))
	op.ColorScale.Scale(0, 0, 0, alpha)
	p.dst.DrawImage(p.sprites.sprite("floor", "wall"), &op)
}

// Sprite draws the sprite name (or fallback's) at (x, y), its colours scaled as given.
func (p *painter) Sprite(name, fallback string, x, y float64, red, green, blue, alpha float32) {
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(x-float64(p.at.X), y-float64(p.at.Y))
	op.ColorScale.Scale(red, green, blue, alpha)
	p.dst.DrawImage(p.sprites.sprite(name, fallback), &op)
}

// hit is a place to tap on a screen drawn this frame (a line of a list) and the key a tap there types.
type hit struct {
	rect image.Rectangle
	key  rune
}

// Hit keeps the rectangle of a line drawn at (x, y), w pixels wide, as the place to tap to type key.
func (p *painter) Hit(x, y float64, w int, key rune) {
	p.hits = append(p.hits, hit{rect: image.Rect(int(x)-4, int(y)-1, int(x)+w, int(y)+p.lay.LineH-1), key: key})
}

// viewMarks is the map view as the screens mark it (ui.MapView): a painter on the view, each cell where the
// frame's camera puts it.
type viewMarks struct {
	painter
	at  func(cam, p gruid.Point) (float64, float64) // where cell p is drawn, the camera at cam
	cam gruid.Point
}

// At is the top-left of cell p on the view.
func (v *viewMarks) At(p gruid.Point) (x, y float64) { return v.at(v.cam, p) }
