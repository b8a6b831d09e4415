// The map view: every sprite of the dungeon in view, built into a reused draw list each frame, then submitted
// to Ebitengine on the view's image (the map area of the logical screen, or an image of its own, doubled onto
// it, when the layout zooms the map).

package render

import (
	"math"

	"codeberg.org/anaseto/gruid"
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/ui"
)

// mapView draws the dungeon: the draw list of the frame (cmds, reused), the image it goes to, and where each
// cell goes on it.
type mapView struct {
	img     *ebiten.Image // the map area of the canvas, which clips the map, or zoomed
	zoomed  *ebiten.Image // the map at the art's size when the layout zooms it (nil: not zoomed)
	cmds    []drawCmd
	g       *game.Game // the game of the frame being built
	lay     *ui.Layout // the runner's
	sprites *sprites
	anim    *animator
}

// relayout takes the layout l of the logical screen: when it zooms the map, the view is an image of the map
// at the art's size; else the map area of the logical screen's image, given by bind.
func (v *mapView) relayout(l ui.Layout) {
	if v.zoomed != nil {
		v.zoomed.Deallocate()
		v.zoomed = nil
	}
	v.img = nil
	if l.Zoom > 1 { // the map drawn at the art's size, then doubled onto the canvas
		v.zoomed = layerImage(l.Cols*tile, l.Rows*tile)
		v.img = v.zoomed
	}
}

// bind takes the logical screen's image c: the view is its map area, unless the map is zoomed.
func (v *mapView) bind(c *ebiten.Image) {
	if v.zoomed == nil {
		v.img = c.SubImage(v.lay.Map).(*ebiten.Image)
	}
}

// draw builds the frame of g (the camera at cam, the screen shaken by shake) and draws it on the view.
func (v *mapView) draw(g *game.Game, cam, shake gruid.Point) {
	v.build(g, cam, shake)
	if v.zoomed != nil {
		v.zoomed.Clear()
	}
	v.submit(v.img)
}

// present puts a zoomed view on canvas, doubled (a view that is not zoomed was drawn there already).
func (v *mapView) present(canvas *ebiten.Image) {
	if v.zoomed != nil {
		var op ebiten.DrawImageOptions
		op.GeoM.Scale(float64(v.lay.Zoom), float64(v.lay.Zoom))
		op.GeoM.Translate(float64(v.lay.Map.Min.X), float64(v.lay.Map.Min.Y))
		canvas.DrawImage(v.zoomed, &op)
	}
}

// screenPos is where cell p is drawn on the map view, the camera at cam: on the logical screen itself,
// unless the map is zoomed (then on the view's own image, which is doubled onto it).
func (v *mapView) screenPos(cam, p gruid.Point) (float64, float64) {
	x, y := (p.X-cam.X)*tile, (p.Y-cam.Y)*tile
	if v.zoomed == nil {
		x, y = x+v.lay.Map.Min.X, y+v.lay.Map.Min.Y
	}
	return float64(x), float64(y)
}

// viewCell is the map cell at point (x, y) of the map view (screenPos's coordinates), the camera at cam,
// and whether it is on the view.
func (v *mapView) viewCell(cam gruid.Point, x, y float64) (gruid.Point, bool) {
	if v.zoomed == nil {
		x, y = x-float64(v.lay.Map.Min.X), y-float64(v.lay.Map.Min.Y)
	}
	cx, cy := int(math.Floor(x/tile)), int(math.Floor(y/tile))
	if x < 0 || y < 0 || cx >= v.lay.Cols || cy >= v.lay.Rows {
		return gruid.Point{}, false
	}
	return gruid.Point{X: cam.X + cx, Y: cam.Y + cy}, true
}

// drawCmd is one sprite to draw on the map view: where, turned and scaled about its centre, tinted how.
type drawCmd struct {
	img   *ebiten.Image
	x, y  float64 // the top-left corner of its 16×16 frame on the logical screen
	rot   float64 // radians, clockwise, about the centre
	scale float64 // about the centre (1: as drawn)
	cs    ebiten.ColorScale
}

// put appends a sprite tinted by (cr, cg, cb) at opacity ca.
func (v *mapView) put(img *ebiten.Image, x, y, rot, scale float64, cr, cg, cb, ca float32) {
	if img == nil || ca <= 0 {
		return
	}
	c := v.next()
	c.img, c.x, c.y, c.rot, c.scale = img, x, y, rot, scale
	c.cs = ebiten.ColorScale{}
	if cr != 1 || cg != 1 || cb != 1 || ca != 1 {
		c.cs.Scale(cr*ca, cg*ca, cb*ca, ca) // premultiplied
	}
}

// next appends a command to the list and gives it to be filled in, field by field: a command built
// aside and copied in whole costs more (its wide loads wait for the narrow stores that built it).
func (v *mapView) next() *drawCmd {
	n := len(v.cmds)
	if n == cap(v.cmds) {
		v.cmds = append(v.cmds, drawCmd{})
	} else {
		v.cmds = v.cmds[:n+1]
	}
	return &v.cmds[n]
}

// build fills the draw list with the map view of game g this tick (the camera at cam, the screen shaken by
// shake), bottom to top: terrain, items and corpses, creatures, then the effects of the animations. It
// allocates nothing once the list has grown.
func (v *mapView) build(g *game.Game, cam, shake gruid.Point) {
	v.g = g
	v.cmds = v.cmds[:0]
	sx, sy := float64(shake.X), float64(shake.Y)
	l, tiles := v.g.Level, v.sprites.tileTable(v.g.Level)
	x0 := max(0, cam.X)
	x1 := max(x0, min(cam.X+v.lay.Cols, l.W))
	px0, py := v.screenPos(cam, gruid.Point{X: x0, Y: max(0, cam.Y)})
	for y := max(0, cam.Y); y < cam.Y+v.lay.Rows && y < l.H; y, py = y+1, py+tile {
		row := y * l.W
		seen, visible, terrain := v.g.Seen[row+x0:row+x1], v.g.Visible[row+x0:row+x1], l.Tiles[row+x0:row+x1]
		px := px0
		for i, t := range terrain {
			if seen[i] {
				x := x0 + i
				var img *ebiten.Image
				if int(t) < len(tiles.img) {
					img = tiles.img[t][(x*7+y*13+x*y*3)%tileVariants] // tileVariant, inlined by hand
				} else {
					img = v.sprites.tileSprite(v.g.Level, t, gruid.Point{X: x, Y: y})
				}
				v.putCell(img, px+sx, py+sy, visible[i])
			}
			px += tile
		}
	}
	v.addTraps(cam, sx, sy) // render/spells.go
	for i := range v.g.Items {
		it := &v.g.Items[i]
		if v.g.IsSeen(it.Pos) && v.inView(cam, it.Pos) {
			px, py := v.screenPos(cam, it.Pos)
			v.putCell(v.sprites.itemSprite(it.Item), px+sx, py+sy, v.g.IsVisible(it.Pos))
		}
	}
	for i := range v.g.Corpses { // the dead lie on top of what they dropped
		c := &v.g.Corpses[i]
		if v.g.IsSeen(c.Pos) && v.inView(cam, c.Pos) {
			px, py := v.screenPos(cam, c.Pos)
			v.putCell(v.sprites.corpseSprite(c.Kind), px+sx, py+sy, v.g.IsVisible(c.Pos))
		}
	}
	v.addActors(cam, shake)
	v.addEffects(cam, shake)
}

// putCell appends a sprite of a seen cell: as it is when in view; only remembered, dimmer and colder but
// still readable (remembered walls, doors, stairs and items keep their shapes).
func (v *mapView) putCell(img *ebiten.Image, x, y float64, visible bool) {
	if img == nil {
		return
	}
	c := v.next()
	c.img, c.x, c.y, c.rot, c.scale = img, x, y, 0, 1
	if visible {
		c.cs = ebiten.ColorScale{}
	} else {
		c.cs = rememberedScale
	}
}

// rememberedScale is the tint of a remembered cell (RememberedR, RememberedG, RememberedB), made once.
var rememberedScale = func() (cs ebiten.ColorScale) {
	cs.Scale(RememberedR, RememberedG, RememberedB, 1)
	return cs
}()

// RememberedR, RememberedG and RememberedB are the colour a remembered cell is drawn in: the sprite's red,
// green and blue are multiplied by them.
const RememberedR, RememberedG, RememberedB = 0.55, 0.56, 0.72

// addActors appends the creatures in view (the dying too, fading), the player in layers.
func (v *mapView) addActors(cam, shake gruid.Point) {
	v.anim.index(v.g)
	for a := range v.g.Everyone() {
		fx := v.anim.fxOf(a.ID)
		if (a.Dead && (fx == nil || !fx.dying)) || !v.g.IsVisible(a.Pos) || !v.inView(cam, a.Pos) {
			continue
		}
		px, py := v.screenPos(cam, a.Pos)
		off, flash, alpha := fx.now()
		x, y := px+off.X+float64(shake.X), py+off.Y+float64(shake.Y)
		f := 1 + flash
		if a.Player {
			for _, s := range v.sprites.playerLayers(a) {
				v.put(s, x, y, 0, 1, f, f, f, alpha)
			}
			continue
		}
		v.put(v.sprites.creatureSprite(a.Kind), x, y, 0, 1, f, f, f, alpha)
	}
}

// inView reports whether cell p is on the map view, the camera at cam (the last row and column in part).
func (v *mapView) inView(cam, p gruid.Point) bool {
	return p.X >= cam.X && p.Y >= cam.Y && p.X < cam.X+v.lay.Cols && p.Y < cam.Y+v.lay.Rows
}

// submit draws the list on the map view.
func (v *mapView) submit(view *ebiten.Image) {
	var op ebiten.DrawImageOptions
	for i := range v.cmds {
		c := &v.cmds[i]
		op.GeoM.Reset()
		if c.rot != 0 || c.scale != 1 {
			op.GeoM.Translate(-tile/2, -tile/2)
			op.GeoM.Scale(c.scale, c.scale)
			op.GeoM.Rotate(c.rot)
			op.GeoM.Translate(tile/2, tile/2)
		}
		op.GeoM.Translate(c.x, c.y)
		op.ColorScale = c.cs
		view.DrawImage(c.img, &op)
	}
}
