// Compose: layered sprites (the player's body, armour, shield, weapon) flattened into one image.

package art

import "image"

// Compose draws the named sprites of a in order, each opaque pixel over what is below, into one
// Size×Size image. Unknown names are skipped.
func Compose(a *Atlas, names ...string) *image.RGBA {
	out := image.NewRGBA(image.Rect(0, 0, Size, Size))
	for _, n := range names {
		r, ok := a.Rects[n]
		if !ok {
			continue
		}
		for y := 0; y < Size; y++ {
			for x := 0; x < Size; x++ {
				if c := a.Image.RGBAAt(r.Min.X+x, r.Min.Y+y); c.A != 0 {
					out.SetRGBA(x, y, c)
				}
			}
		}
	}
	return out
}
