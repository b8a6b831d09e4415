// Drawing the aim: the line of fire on the map, and under the map the target and the odds in words.

package ui

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
)

// aimShown is the aim's view and line as last drawn, and the aim and the moment they were worked out for:
// a frame works them out again only when the aim or the game moved. It keeps the target by its position, as
// every screen does (no *game.Actor kept between ticks).
type aimShown struct {
	key          aimKey
	ok           bool
	path, beyond []gruid.Point // AimView's
	target       gruid.Point   // where AimView's Target stands
	hit          bool          // there is a Target
	line         string
	lang         *text.Lang // the language of the line and the prompt (the game's)
}

// aimKey is what the aim's view and line depend on: the aim and the game's moment.
type aimKey struct {
	at    gruid.Point
	item  int
	throw bool
	time  int64
	turns int
}

// view is the aim's view and its line under the map (Aim.View, Aim.Line), worked out again only when the aim
// or the game moved.
func (s *Aim) view(g *game.Game) *aimShown {
	k := aimKey{at: s.At, item: s.Item, throw: s.Throw, time: g.Time, turns: g.Turns}
	if h := &s.shown; !h.ok || h.key != k || h.lang != game.LangOf(g) {
		h.lang = game.LangOf(g)
		v := s.View(g)
		h.path, h.beyond, h.hit = v.Path, v.Beyond, v.Target != nil
		if h.hit {
			h.target = v.Target.Pos
		}
		h.line = s.Line(g)
		h.key, h.ok = k, true
	}
	return &s.shown
}

// drawMap draws the aim as far as the player knows it (Aim.View): the line of fire within the range, dim red
// marks past it, and corner brackets around the cell aimed at, which leave the creature there in sight
// (yellow when the missile would reach it, red when not).
func (s *Aim) drawMap(_ *Model, d *Drawing, m MapView) {
	v := s.view(d.Game)
	tile := d.viewCell()
	for _, p := range v.path {
		if v.hit && p == v.target {
			continue // the brackets mark it, and the creature stays in sight
		}
		x, y := m.At(p)
		m.Sprite("reticle", "spark", x, y, 1, 0.9, 0.4, 0.45)
	}
	for _, p := range v.beyond {
		x, y := m.At(p)
		m.Fill(x+tile/2-2, y+tile/2-2, 4, 4, 0.75, 0.25, 0.2, 0.7)
	}
	var red, green, blue float32 = 1, 0.9, 0.3
	if !v.hit || v.target != s.At {
		red, green, blue = 0.95, 0.3, 0.25
	}
	sx, sy := m.At(s.At)
	frameCell(m, sx, sy, tile, red, green, blue)
}

// draw writes the aim's line under the map, below the prompt: the target and the odds in words; then the
// prompt, or the notice of why the aim looses nothing.
func (s *Aim) draw(m *Model, d *Drawing) {
	line := s.view(d.Game).line
	d.Shade(0, d.logTop()+d.Lay.LineH+2, d.Lay.W, d.Lay.LineH, 1)
	d.Text(line, 4, float64(d.logTop()+d.Lay.LineH+2), ColInfo)
	d.promptOrNotice(m, d.promptOf(s))
	d.promptRows = max(d.promptRows, 2) // the prompt, then the aim's line
}
