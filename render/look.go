// Drawing the look mode's cursor and the creature describe screen.

package render

import (
	"codeberg.org/anaseto/gruid"
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/cleave-game/cleave/render/ui"
)

// drawLookCursor frames the cell looked at with the reticle, drawn faint so that the creature under it
// still shows.
func (r *Runner) drawLookCursor(screen *ebiten.Image, cam gruid.Point, at gruid.Point) {
	var op ebiten.DrawImageOptions
	sx, sy := r.screenPos(cam, at)
	op.GeoM.Translate(sx, sy)
	op.ColorScale.Scale(0.5, 0.8, 1, 0.55)
	screen.DrawImage(r.sprites.sprite("reticle", "spark"), &op)
}

// drawCreatureInfo draws the describe screen of a creature: its name as the title, then its lines,
// wrapped: the description, what it wields and wears, its state, the odds in words (and the numbers
// when asked for, dimmer).
func (r *Runner) drawCreatureInfo(screen *ebiten.Image, s *ui.CreatureInfo) {
	x, y := r.panel(screen, s.Look.Title)
	bottom := float64(r.overBottom() - 2*r.lay.LineH - 8)
	words := len(s.Look.Lines)
	for i, l := range s.Lines() {
		c := colInfo
		if i >= words {
			c = colDim
		}
		if i == words || (i > 0 && i == words-3) {
			y += 6 // the odds, and the numbers, a little apart
		}
		for _, part := range ui.Wrap(l, r.pagerColumns()) {
			if y > bottom {
				break
			}
			r.drawText(screen, part, x, y, c)
			y += r.lineH()
		}
	}
	r.drawText(screen, "Any key to go back.", x, r.footY(), colDim)
}
