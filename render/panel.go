// The side panel: the player's hit points as a bar, stance, state and quiver, the creatures in view with
// their health bars and names coloured by how dangerous each looks, and what lies underfoot.

package render

import (
	"fmt"
	"image/color"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
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
// red (the tests look for it in frames; drawing uses hud.healthCol).
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
func (h *hud) panelColumns() int { return (ui.PanelW - 14) / ui.FontW }

// drawPanel draws the side panel of g, as model m sees it, on the layer.
func (h *hud) drawPanel(g *game.Game, m *ui.Model) {
	p, pn := &h.paint, h.lay.Panel
	sb := m.SidebarFor(g, !h.lay.Bar.Empty())
	l := m.Lang()
	h.rulesLine.w = 0
	if h.lay.Strip {
		h.drawStrip(l, sb)
		return
	}
	x0, top, bottom := float64(pn.Min.X), float64(pn.Min.Y), float64(pn.Max.Y)
	p.fill(x0, top, float64(pn.Dx()), bottom-top, h.pal.Panel)
	p.fill(x0, top, 1, bottom-top, colPanelEdge)
	k := float64(h.lay.Text) // the panel's sizes grow with the text
	x, y := x0+8, top+4
	line := func(s string, c color.RGBA) {
		for _, l := range ui.Wrap(s, h.panelColumns()) {
			p.Text(l, x, y, c)
			y += float64(h.lay.LineH)
		}
	}
	line(sb.Title, ui.ColTitle)
	if sb.Sandbox { // issue 36: marked on screen, a tag in the colour of danger under the title
		y += 2
		h.sandboxTag(sb, x, y)
		y += float64(h.lay.LineH) + 2
	}
	y += 4
	p.Text(sb.Say("play.panel.hp"), x, y, ui.ColInfo)
	share := float64(max(0, sb.HP)) / float64(max(1, sb.MaxHP))
	h.bar(x+20*k, y+3*k, 96*k, 9*k, share, h.healthCol(share))
	hpCol := ui.ColInfo
	if sb.HP*3 <= sb.MaxHP {
		hpCol = ui.ColBad
	}
	p.Text(fmt.Sprintf("%d/%d", sb.HP, sb.MaxHP), x+122*k, y, hpCol)
	y += float64(h.lay.LineH) + 2
	line(sb.Say("play.panel.where_time", text.S("where", sb.Where()), text.S("time", sb.Time)), ui.ColInfo)
	line(sb.NumbersText(), ui.ColInfo) // the rule set's numbers, in its terms
	line(sb.Say("play.panel.stance", text.S("stance", sb.Stance)), ui.ColInfo)
	if sb.Carrying != "" {
		line(sb.Say("play.panel.carrying", text.S("artefact", sb.Carrying)), ui.ColTitle)
	}
	if sb.Rules != sb.DefaultRules { // the default rule set goes unsaid
		rules := sb.Say("play.panel.rules", text.S("rules", sb.Rules))
		h.rulesLine.x, h.rulesLine.y, h.rulesLine.w = x, y, h.lay.CharW*width(rules)
		line(rules, ui.ColInfo)
	}
	if sb.Run != "" { // the whole dungeon goes unsaid
		line(sb.Say("play.panel.run", text.S("run", sb.Run)), ui.ColInfo)
	}
	if len(sb.Status) > 0 {
		line(strings.Join(sb.Status, "  "), ui.ColBad)
	}
	if sb.Quiver != "" {
		line(sb.Quiver, ui.ColDim)
	}
	for _, sp := range sb.Spells {
		y = h.drawSpell(sp, x, y)
	}
	// What lies underfoot and the keys' reminder sit at the bottom; the creatures in view take the room
	// between.
	foot := bottom - float64(h.lay.LineH) - 2
	var here []string
	if len(sb.Underfoot) > 0 {
		here = ui.Wrap(sb.Say("play.panel.here", text.S("things", strings.Join(sb.Underfoot, ", "))), h.panelColumns())
		here = here[:min(len(here), 4)]
	}
	low := foot - float64(len(here))*float64(h.lay.LineH) - 4
	y += 6
	switch {
	case len(sb.Foes) == 0:
		p.Text(sb.Say("play.panel.nothing"), x, y, ui.ColDim)
	default:
		p.Text(sb.Say("play.panel.in_view"), x, y, ui.ColTitle)
		y += float64(h.lay.LineH) + 2
		rowH := 22 * k
		for i, f := range sb.Foes {
			if y+2*rowH > low && i < len(sb.Foes)-1 {
				p.Text(sb.Say("play.panel.more", text.N("n", len(sb.Foes)-i)), x, y, ui.ColDim)
				break
			}
			h.drawFoe(sb, f, x, y)
			y += rowH
		}
	}
	for i, l := range here {
		p.Text(l, x, low+4+float64(i)*float64(h.lay.LineH), ui.ColInfo)
	}
	p.Text(h.hint, x, foot, ui.ColDim)
}

// drawFoe draws one creature in view on the panel at (x, y): its sprite, its name in the colour of its
// threat ("unaware" after it when it has not noticed the player), a health bar under the name.
func (h *hud) drawFoe(sb ui.Sidebar, f ui.SideFoe, x, y float64) {
	p := &h.paint
	k := float64(h.lay.Text) // the row grows with the text, the sprite too
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(x-float64(p.at.X), y+2*k-float64(p.at.Y))
	p.dst.DrawImage(h.sprites.creatureSprite(f.Kind), &op)
	name := f.Name
	if f.Unaware {
		name = sb.Say("play.panel.unaware", text.S("name", name))
	}
	name = cut(name, h.panelColumns()-3)
	p.Text(name, x+20*k, y, h.threatCol(f.Threat, f.Threats))
	h.bar(x+20*k, y+15*k, 100*k, 3*k, f.Health, h.healthCol(f.Health))
}

// drawSpell draws a spell the player knows on the panel at (x, y), and returns the next line's y: its name,
// its state at the line's right ("ready", or the seconds left), and while it recharges a thin bar under
// the name filling as the recharge passes.
func (h *hud) drawSpell(sp ui.SideSpell, x, y float64) float64 {
	k := float64(h.lay.Text)
	state, c, sc := sp.State(), ui.ColInfo, ui.ColGood
	if !sp.Ready {
		c, sc = ui.ColDim, ui.ColDim
	}
	cols, n := h.panelColumns(), width(state)
	name := sp.Name
	if r := []rune(name); len(r) > cols-n-1 {
		name = string(r[:max(0, cols-n-1)])
	}
	h.paint.Text(name, x, y, c)
	h.paint.Text(state, x+float64(h.lay.CharW*(cols-n)), y, sc)
	if !sp.Ready {
		h.bar(x, y+12*k, float64(h.lay.CharW*(cols-n-1)), 2*k, sp.Charged, ui.ColDim)
	}
	return y + float64(h.lay.LineH)
}

// bar draws a bar of w×ht at (x, y) filled to share (0 to 1) in colour c.
func (h *hud) bar(x, y, w, ht, share float64, c color.RGBA) {
	h.paint.fill(x, y, w, ht, colBarEmpty)
	if share > 0 {
		h.paint.fill(x, y, max(1, w*min(1, share)), ht, c)
	}
}

// drawStrip draws the side panel as a strip under the map, on a narrow screen (a phone held upright): the
// title; hit points as a bar, the level and the stance; the creatures in view, by name in their threat's
// colour; the player's state, the spells recharging and what lies underfoot.
func (h *hud) drawStrip(l *text.Lang, sb ui.Sidebar) {
	p := &h.paint
	pn := h.lay.Panel
	x0, top := float64(pn.Min.X), float64(pn.Min.Y)
	p.fill(x0, top, float64(pn.Dx()), float64(pn.Dy()), h.pal.Panel)
	p.fill(x0, top, float64(pn.Dx()), 1, colPanelEdge)
	cols := (pn.Dx() - 8) / h.lay.CharW
	x, y := x0+4, top+4
	if sb.Sandbox { // issue 36: the tag before the title
		h.sandboxTag(sb, x, y)
		n := width(sb.Say(ui.SandboxTag)) + 1
		x += float64(h.lay.CharW * n)
		cols -= n
	}
	p.Text(cut(sb.Title, cols), x, y, ui.ColTitle)
	x = x0 + 4
	y += float64(h.lay.LineH)
	share := float64(max(0, sb.HP)) / float64(max(1, sb.MaxHP))
	k := float64(h.lay.Text)
	h.bar(x, y+3*k, 64*k, 9*k, share, h.healthCol(share))
	p.Text(cut(sb.StripLine(cols-10), cols-10), x+70*k, y, ui.ColInfo)
	y += float64(h.lay.LineH)
	if len(sb.Foes) == 0 {
		p.Text(sb.Say("play.panel.nothing"), x, y, ui.ColDim)
	} else {
		cx := x
		for i, f := range sb.Foes {
			name := f.Name
			if i < len(sb.Foes)-1 {
				name += ","
			}
			if cx+float64(h.lay.CharW*width(name)) > float64(pn.Max.X)-4 {
				p.Text("...", cx, y, ui.ColDim)
				break
			}
			p.Text(name, cx, y, h.threatCol(f.Threat, f.Threats))
			cx += float64(h.lay.CharW * (width(name) + 1))
		}
	}
	y += float64(h.lay.LineH)
	last := strings.Join(sb.Status, " ")
	for _, sp := range sb.Spells { // the spells recharging: "ward in 54.0s" (the ready go unsaid for room)
		if !sp.Ready {
			last = strings.TrimSpace(last + "  " + sp.Name + " " + sp.State() + ".")
		}
	}
	if len(sb.Underfoot) > 0 {
		last = strings.TrimSpace(last + " " + sb.Say("play.panel.strip_here", text.S("things", strings.Join(sb.Underfoot, ", "))))
	}
	c := ui.ColInfo
	if len(sb.Status) > 0 {
		c = ui.ColBad
	}
	p.Text(cut(last, cols), x, y, c)
}

// sandboxTag draws the sandbox's tag at (x, y): its word in the panel's colour on a box of the colour of
// danger, a line high.
func (h *hud) sandboxTag(sb ui.Sidebar, x, y float64) {
	tag := sb.Say(ui.SandboxTag)
	w := float64(h.lay.CharW * width(tag))
	h.paint.fill(x-2, y-1, w+4, float64(h.lay.LineH), ui.ColBad)
	h.paint.Text(tag, x, y, h.pal.Panel)
}

// width is how many characters s takes on the panel: its runes (the font is one cell a rune, Cyrillic too).
func width(s string) int { return utf8.RuneCountInString(s) }

// cut is s cut to at most n characters (whole runes).
func cut(s string, n int) string {
	if width(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:max(0, n)])
}
