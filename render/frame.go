// The frame's draw list: every sprite of the map view, built into a reused slice, then submitted to Ebitengine.

package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
)

// drawCmd is one sprite to draw on the map view: where, turned and scaled about its centre, tinted how.
type drawCmd struct {
	img   *ebiten.Image
	x, y  float64 // the top-left corner of its 16×16 frame on the logical screen
	rot   float64 // radians, clockwise, about the centre
	scale float64 // about the centre (1: as drawn)
	cs    ebiten.ColorScale
}

// playerLook is what the player's layers depend on: when it changes, they are named again.
type playerLook struct {
	data *assets.Data
	race string
	worn [game.NumSlots]game.Item
}

// put appends a sprite tinted by (cr, cg, cb) at opacity ca.
func (r *Runner) put(img *ebiten.Image, x, y, rot, scale float64, cr, cg, cb, ca float32) {
	if img == nil || ca <= 0 {
		return
	}
	c := r.next()
	c.img, c.x, c.y, c.rot, c.scale = img, x, y, rot, scale
	c.cs = ebiten.ColorScale{}
	if cr != 1 || cg != 1 || cb != 1 || ca != 1 {
		c.cs.Scale(cr*ca, cg*ca, cb*ca, ca) // premultiplied
	}
}

// next appends a command to the list and gives it to be filled in, field by field: a command built
// aside and copied in whole costs more (its wide loads wait for the narrow stores that built it).
func (r *Runner) next() *drawCmd {
	n := len(r.cmds)
	if n == cap(r.cmds) {
		r.cmds = append(r.cmds, drawCmd{})
	} else {
		r.cmds = r.cmds[:n+1]
	}
	return &r.cmds[n]
}

// buildFrame fills r.cmds with the map view of this tick, bottom to top: terrain, items and corpses,
// creatures, then the effects of the animations. It allocates nothing once the list has grown.
func (r *Runner) buildFrame(cam, shake gruid.Point) {
	r.cmds = r.cmds[:0]
	sx, sy := float64(shake.X), float64(shake.Y)
	l, tiles := r.g.Level, r.sprites.tileTable(r.g.Level)
	x0 := max(0, cam.X)
	x1 := max(x0, min(cam.X+r.lay.Cols, l.W))
	px0, py := r.screenPos(cam, gruid.Point{X: x0, Y: max(0, cam.Y)})
	for y := max(0, cam.Y); y < cam.Y+r.lay.Rows && y < l.H; y, py = y+1, py+tile {
		row := y * l.W
		seen, visible, terrain := r.g.Seen[row+x0:row+x1], r.g.Visible[row+x0:row+x1], l.Tiles[row+x0:row+x1]
		px := px0
		for i, t := range terrain {
			if seen[i] {
				x := x0 + i
				var img *ebiten.Image
				if int(t) < len(tiles.img) {
					img = tiles.img[t][(x*7+y*13+x*y*3)%tileVariants] // tileVariant, inlined by hand
				} else {
					img = r.sprites.tileSprite(r.g.Level, t, gruid.Point{X: x, Y: y})
				}
				r.putCell(img, px+sx, py+sy, visible[i])
			}
			px += tile
		}
	}
	r.addTraps(cam, sx, sy) // render/spells.go
	for i := range r.g.Items {
		it := &r.g.Items[i]
		if r.g.IsSeen(it.Pos) && r.inView(cam, it.Pos) {
			px, py := r.screenPos(cam, it.Pos)
			r.putCell(r.sprites.itemSprite(it.Item), px+sx, py+sy, r.g.IsVisible(it.Pos))
		}
	}
	for i := range r.g.Corpses { // the dead lie on top of what they dropped
		c := &r.g.Corpses[i]
		if r.g.IsSeen(c.Pos) && r.inView(cam, c.Pos) {
			px, py := r.screenPos(cam, c.Pos)
			r.putCell(r.sprites.corpseSprite(c.Kind), px+sx, py+sy, r.g.IsVisible(c.Pos))
		}
	}
	r.addActors(cam, shake)
	r.addEffects(cam, shake)
}

// putCell appends a sprite of a seen cell: as it is when in view; only remembered, dimmer and colder but
// still readable (remembered walls, doors, stairs and items keep their shapes).
func (r *Runner) putCell(img *ebiten.Image, x, y float64, visible bool) {
	if img == nil {
		return
	}
	c := r.next()
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
func (r *Runner) addActors(cam, shake gruid.Point) {
	r.anim.index(r.g)
	for a := range r.g.Everyone() {
		fx := r.anim.fxOf(a.ID)
		if (a.Dead && (fx == nil || !fx.dying)) || !r.g.IsVisible(a.Pos) || !r.inView(cam, a.Pos) {
			continue
		}
		px, py := r.screenPos(cam, a.Pos)
		off, flash, alpha := fx.now()
		x, y := px+off.X+float64(shake.X), py+off.Y+float64(shake.Y)
		f := 1 + flash
		if a.Player {
			for _, s := range r.sprites.playerLayers(a) {
				r.put(s, x, y, 0, 1, f, f, f, alpha)
			}
			continue
		}
		r.put(r.sprites.creatureSprite(a.Kind), x, y, 0, 1, f, f, f, alpha)
	}
}

// inView reports whether cell p is on the map view, the camera at cam (the last row and column in part).
func (r *Runner) inView(cam, p gruid.Point) bool {
	return p.X >= cam.X && p.Y >= cam.Y && p.X < cam.X+r.lay.Cols && p.Y < cam.Y+r.lay.Rows
}

// submit draws the list on the map view.
func (r *Runner) submit(view *ebiten.Image) {
	var op ebiten.DrawImageOptions
	for i := range r.cmds {
		c := &r.cmds[i]
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
