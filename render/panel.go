// The side panel: the player's hit points as a bar, stance, state and quiver, the creatures in view with
// their health bars and names coloured by how dangerous each looks, and what lies underfoot.

package render

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/cleave-game/cleave/render/ui"
)

// The panel's colours: its ground (the default palette's: drawing uses the player's), the edge it shares
// with the map, and the empty part of a bar.
var (
	colPanel     = color.RGBA{0x14, 0x14, 0x1e, 0xff}
	colPanelEdge = color.RGBA{0x2c, 0x2c, 0x3c, 0xff}
	colBarEmpty  = color.RGBA{0x30, 0x26, 0x2a, 0xff}
)

// threatColours are the default palette's threat colours (assets/palettes/colours.toml), from the least
// danger to the most, which the tests find in the frames drawn: words.toml's [[threat]] rows are spread
// over them.
var threatColours = []color.RGBA{
	{0x88, 0x98, 0x88, 0xff}, // harmless: grey
	{0x9a, 0xd8, 0x7a, 0xff}, // easy: green
	{0xe0, 0xe0, 0xd8, 0xff}, // even: white
	{0xf0, 0xa8, 0x50, 0xff}, // hard: orange
	{0xf8, 0x50, 0x40, 0xff}, // deadly: red
}

// threatColour is the colour of row of a threat table of rows rows: the first row the first colour, the
// last the last, the rows between spread evenly.
func threatColour(row, rows int) color.RGBA {
	if rows <= 1 {
		return threatColours[len(threatColours)/2]
	}
	i := (row*(len(threatColours)-1) + (rows-1)/2) / (rows - 1)
	return threatColours[max(0, min(i, len(threatColours)-1))]
}

// healthColour is the default palette's colour of a health bar filled to share: green, then yellow, then
// red (the tests look for it in frames; drawing uses Runner.healthCol).
func healthColour(share float64) color.RGBA {
	switch {
	case share > 2.0/3:
		return color.RGBA{0x60, 0xc0, 0x50, 0xff}
	case share > 1.0/3:
		return color.RGBA{0xd8, 0xc0, 0x40, 0xff}
	}
	return color.RGBA{0xe0, 0x48, 0x38, 0xff}
}

// panelColumns is how many characters a line of the panel holds: the same at every text size, as the
// panel grows with the text.
func (r *Runner) panelColumns() int { return (ui.PanelW - 14) / ui.FontW }

// drawPanel draws the side panel.
func (r *Runner) drawPanel(screen *ebiten.Image) {
	p := r.lay.Panel
	sb := r.ui.Sidebar(r.g)
	if r.lay.Strip {
		r.drawStrip(screen, sb)
		return
	}
	x0, top, bottom := float64(p.Min.X), float64(p.Min.Y), float64(p.Max.Y)
	r.fill(screen, x0, top, float64(p.Dx()), bottom-top, r.pal.Panel)
	r.fill(screen, x0, top, 1, bottom-top, colPanelEdge)
	k := float64(r.lay.Text) // the panel's sizes grow with the text
	x, y := x0+8, top+4
	line := func(s string, c color.RGBA) {
		for _, l := range ui.Wrap(s, r.panelColumns()) {
			r.drawText(screen, l, x, y, c)
			y += r.lineH()
		}
	}
	line(sb.Title, colTitle)
	y += 4
	r.drawText(screen, "HP", x, y, colInfo)
	share := float64(max(0, sb.HP)) / float64(max(1, sb.MaxHP))
	r.bar(screen, x+20*k, y+3*k, 96*k, 9*k, share, r.healthCol(share))
	hpCol := colInfo
	if sb.HP*3 <= sb.MaxHP {
		hpCol = colBad
	}
	r.drawText(screen, fmt.Sprintf("%d/%d", sb.HP, sb.MaxHP), x+122*k, y, hpCol)
	y += r.lineH() + 2
	line(fmt.Sprintf("Level %d   Time %s", sb.Depth, sb.Time), colInfo)
	line("Stance: "+sb.Stance, colInfo)
	if sb.Carrying != "" {
		line("Carrying "+sb.Carrying, colTitle)
	}
	if sb.Rules != sb.DefaultRules { // the default rule set goes unsaid
		line("Rules: "+sb.Rules, colInfo)
	}
	if len(sb.Status) > 0 {
		line(strings.Join(sb.Status, "  "), colBad)
	}
	if sb.Quiver != "" {
		line(sb.Quiver, colDim)
	}
	// What lies underfoot and the keys' reminder sit at the bottom; the creatures in view take the room
	// between.
	foot := bottom - r.lineH() - 2
	var here []string
	if len(sb.Underfoot) > 0 {
		here = ui.Wrap("Here: "+strings.Join(sb.Underfoot, ", ")+".", r.panelColumns())
		here = here[:min(len(here), 4)]
	}
	low := foot - float64(len(here))*r.lineH() - 4
	y += 6
	switch {
	case len(sb.Foes) == 0:
		r.drawText(screen, "Nothing in view.", x, y, colDim)
	default:
		r.drawText(screen, "In view:", x, y, colTitle)
		y += r.lineH() + 2
		rowH := 22 * k
		for i, f := range sb.Foes {
			if y+2*rowH > low && i < len(sb.Foes)-1 {
				r.drawText(screen, fmt.Sprintf("and %d more", len(sb.Foes)-i), x, y, colDim)
				break
			}
			r.drawFoe(screen, f, x, y)
			y += rowH
		}
	}
	for i, l := range here {
		r.drawText(screen, l, x, low+4+float64(i)*r.lineH(), colInfo)
	}
	r.drawText(screen, r.hint, x, foot, colDim)
}

// drawFoe draws one creature in view on the panel at (x, y): its sprite, its name in the colour of its
// threat ("unaware" after it when it has not noticed the player), a health bar under the name.
func (r *Runner) drawFoe(screen *ebiten.Image, f ui.SideFoe, x, y float64) {
	k := float64(r.lay.Text) // the row grows with the text, the sprite too
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(x, y+2*k)
	screen.DrawImage(r.creatureSprite(f.Kind), &op)
	name := f.Name
	if f.Unaware {
		name += " (unaware)"
	}
	if len(name) > r.panelColumns()-3 {
		name = name[:r.panelColumns()-3]
	}
	r.drawText(screen, name, x+20*k, y, r.threatCol(f.Threat, f.Threats))
	r.bar(screen, x+20*k, y+15*k, 100*k, 3*k, f.Health, r.healthCol(f.Health))
}

// bar draws a bar of w×h at (x, y) filled to share (0 to 1) in colour c.
func (r *Runner) bar(screen *ebiten.Image, x, y, w, h, share float64, c color.RGBA) {
	r.fill(screen, x, y, w, h, colBarEmpty)
	if share > 0 {
		r.fill(screen, x, y, max(1, w*min(1, share)), h, c)
	}
}

// fill fills a rectangle with an opaque colour.
func (r *Runner) fill(screen *ebiten.Image, x, y, w, h float64, c color.RGBA) {
	r.fillRect(screen, x, y, w, h, float32(c.R)/0xff, float32(c.G)/0xff, float32(c.B)/0xff, 1)
}

// drawStrip draws the side panel as a strip under the map, on a narrow screen (a phone held upright): the
// title; hit points as a bar, the level and the stance; the creatures in view, by name in their threat's
// colour; the player's state and what lies underfoot.
func (r *Runner) drawStrip(screen *ebiten.Image, sb ui.Sidebar) {
	p := r.lay.Panel
	x0, top := float64(p.Min.X), float64(p.Min.Y)
	r.fill(screen, x0, top, float64(p.Dx()), float64(p.Dy()), r.pal.Panel)
	r.fill(screen, x0, top, float64(p.Dx()), 1, colPanelEdge)
	cols := (p.Dx() - 8) / r.lay.CharW
	cut := func(s string, n int) string {
		if len(s) > n {
			return s[:max(0, n)]
		}
		return s
	}
	x, y := x0+4, top+4
	r.drawText(screen, cut(sb.Title, cols), x, y, colTitle)
	y += r.lineH()
	share := float64(max(0, sb.HP)) / float64(max(1, sb.MaxHP))
	k := float64(r.lay.Text)
	r.bar(screen, x, y+3*k, 64*k, 9*k, share, r.healthCol(share))
	r.drawText(screen, cut(fmt.Sprintf("%d/%d  Level %d  %s", sb.HP, sb.MaxHP, sb.Depth, sb.Stance), cols-10), x+70*k, y, colInfo)
	y += r.lineH()
	if len(sb.Foes) == 0 {
		r.drawText(screen, "Nothing in view.", x, y, colDim)
	} else {
		cx := x
		for i, f := range sb.Foes {
			name := f.Name
			if i < len(sb.Foes)-1 {
				name += ","
			}
			if cx+float64(r.lay.CharW*len(name)) > float64(p.Max.X)-4 {
				r.drawText(screen, "...", cx, y, colDim)
				break
			}
			r.drawText(screen, name, cx, y, r.threatCol(f.Threat, f.Threats))
			cx += float64(r.lay.CharW * (len(name) + 1))
		}
	}
	y += r.lineH()
	last := strings.Join(sb.Status, " ")
	if len(sb.Underfoot) > 0 {
		last = strings.TrimSpace(last + " Here: " + strings.Join(sb.Underfoot, ", "))
	}
	c := colInfo
	if len(sb.Status) > 0 {
		c = colBad
	}
	r.drawText(screen, cut(last, cols), x, y, c)
}
