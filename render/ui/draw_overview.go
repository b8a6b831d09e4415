// Drawing the level overview (X): the whole level as the player knows it, a square of colour a cell, over the
// map and the side panel.

package ui

import (
	"image/color"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/levels"
)

// The overview's colours: terrain as seen now, items, creatures in view, the player (OverviewPlayer), the
// cursor. Remembered cells are drawn at overviewRemembered of their colour.
var (
	ovWall     = color.RGBA{0x70, 0x74, 0x98, 0xff}
	ovFloor    = color.RGBA{0x4a, 0x40, 0x38, 0xff}
	ovDoor     = color.RGBA{0xb0, 0x78, 0x38, 0xff}
	ovStairs   = color.RGBA{0xf8, 0xe0, 0x60, 0xff}
	ovWater    = color.RGBA{0x38, 0x68, 0xc8, 0xff}
	ovChasm    = color.RGBA{0x20, 0x10, 0x28, 0xff}
	ovItem     = color.RGBA{0x60, 0xd0, 0xd0, 0xff}
	ovCreature = color.RGBA{0xf0, 0x50, 0x40, 0xff}
	// OverviewPlayer is the player's colour on the overview.
	OverviewPlayer = color.RGBA{0xff, 0xff, 0xff, 0xff}
)

// overviewRemembered is how bright a remembered cell is on the overview, against one in view.
const overviewRemembered = 0.6

// TerrainColour is the overview's colour of terrain t.
func TerrainColour(t levels.Tile) color.RGBA {
	switch t {
	case levels.Wall:
		return ovWall
	case levels.DoorClosed, levels.DoorOpen:
		return ovDoor
	case levels.StairsDown, levels.StairsUp, levels.Artefact:
		return ovStairs // the goal's artefact stands out as the stairs do
	case levels.Water:
		return ovWater
	case levels.Chasm:
		return ovChasm
	}
	return ovFloor
}

// overviewLegend is the overview's legend: each colour and the key of what it shows, in the order drawn.
var overviewLegend = []struct {
	col  color.RGBA
	what string
}{
	{OverviewPlayer, "play.legend.you"}, {ovCreature, "play.legend.creature"}, {ovItem, "play.legend.item"},
	{ovStairs, "play.legend.stairs"}, {ovDoor, "play.legend.door"}, {ovWall, "play.legend.wall"},
	{ovFloor, "play.legend.floor"}, {ovWater, "play.legend.water"}, {ovChasm, "play.legend.chasm"},
}

// legend draws the overview's legend on the line under the map: a square of each colour and its word,
// as far as the screen's width goes (the title says what a dimmer one means).
func (d *Drawing) overviewLegend(y float64) {
	x := 16.0
	sq := float64(d.Lay.LineH - 4)
	right := float64(d.Lay.W - 8)
	for _, e := range overviewLegend {
		what := d.lang().Say(e.what)
		if x+sq+4+float64(d.Lay.CharW*runes(what)) > right {
			return
		}
		d.Fill(x, y+1, sq, sq, float32(e.col.R)/0xff, float32(e.col.G)/0xff, float32(e.col.B)/0xff, 1)
		x += sq + 4
		d.Text(what, x, y, ColInfo)
		x += float64(d.Lay.CharW * (runes(what) + 1))
	}
}

// draw draws the level overview over the map and the side panel: the title, every cell the player has seen
// (dimmer when only remembered), the items on them, the creatures in view, the player, and the cursor's
// frame; the legend under it; then the prompt, or the notice of a key that did nothing ("You know of no
// such stairs on this level.").
func (s *Overview) draw(m *Model, d *Drawing) {
	g := d.Game
	d.Shade(0, 0, d.Lay.W, d.logTop(), 1)
	l := g.Level
	d.Text(d.lang().Say("play.overview.title"), 16, 2, ColTitle)
	o, c := d.Lay.Overview(l.W, l.H)
	cell := func(p gruid.Point, col color.RGBA, k float32) {
		x, y := float64(o.X+p.X*c), float64(o.Y+p.Y*c)
		d.Fill(x, y, float64(c), float64(c), float32(col.R)/0xff*k, float32(col.G)/0xff*k, float32(col.B)/0xff*k, 1)
	}
	bright := func(p gruid.Point) float32 {
		if g.IsVisible(p) {
			return 1
		}
		return overviewRemembered
	}
	for y := range l.H {
		for x := range l.W {
			if p := (gruid.Point{X: x, Y: y}); g.IsSeen(p) {
				cell(p, TerrainColour(l.At(p)), bright(p))
			}
		}
	}
	for i := range g.Items {
		if p := g.Items[i].Pos; g.IsSeen(p) && l.At(p) != levels.StairsDown && l.At(p) != levels.StairsUp {
			cell(p, ovItem, bright(p))
		}
	}
	for a := range g.Everyone() {
		if !a.Dead && !a.Player && g.IsVisible(a.Pos) {
			cell(a.Pos, ovCreature, 1)
		}
	}
	cell(g.Player.Pos, OverviewPlayer, 1)
	// The cursor: a frame one pixel outside its cell, yellow.
	x, y, n := float64(o.X+s.At.X*c-1), float64(o.Y+s.At.Y*c-1), float64(c+2)
	for _, e := range [4][4]float64{{x, y, n, 1}, {x, y + n - 1, n, 1}, {x, y, 1, n}, {x + n - 1, y, 1, n}} {
		d.Fill(e[0], e[1], e[2], e[3], 1, 0.9, 0.3, 1)
	}
	if line := Describe(g, s.At); line != "" {
		d.Text(line, 16, float64(1+d.Lay.LineH), ColInfo)
	}
	d.overviewLegend(float64(o.Y + l.H*c + 1))
	d.promptOrNotice(m, s.prompt())
}
