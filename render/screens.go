// The text layer: the side panel and the message log, written again only when what they show changes, with
// the hover line and the quiver's label worked out once a change.

package render

import (
	"codeberg.org/anaseto/gruid"
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/ui"
)

// hudCache keeps the side panel's layer key and the hover description, rebuilt only when what they show changes,
// so a frame builds no strings.
type hudCache struct {
	hoverKey  hoverKey
	hoverText string
	layerKey  textKey // what the text layer shows
	layerOK   bool
	// quiver is what t looses, as the side panel shows it, for quiverKey.
	quiver    string
	quiverKey quiverKey
	quiverOK  bool
}

// quiverKey is what the quiver's label depends on: the game's moment and the model's choice.
type quiverKey struct {
	time   int64
	turns  int
	choice string
}

// hudKey is what the side panel shows: the player's state and the game's moment (the creatures in view and
// what lies underfoot change only as the game does).
type hudKey struct {
	g                *game.Game
	hp, maxHP, depth int
	turns            int
	time             int64
	stance           string
	quiver           string // what t looses
	panel            int    // the panel's height: a new layout draws it again
}

// hoverKey is what the hover description depends on: the cell, and the moment.
type hoverKey struct {
	p     gruid.Point
	time  int64
	turns int
	ok    bool
}

// textKey is everything the text layer shows: the side panel, the log's tail and the hover line.
type textKey struct {
	hud    hudKey
	logLen int
	last   string
	hover  string
}

// drawTextLayer puts the side panel and the log on the screen. They are written into a layer of their own
// only when what they show changes; a frame just draws the layer (no glyphs laid out, no allocation).
func (r *Runner) drawTextLayer(screen *ebiten.Image) {
	k := textKey{hud: r.hudKey(r.g.Player), logLen: len(r.g.Log)}
	if k.logLen > 0 {
		k.last = r.g.Log[k.logLen-1].Text
	}
	if _, ok := r.ui.Hover(); ok {
		k.hover = r.hoverText()
	}
	if !r.hud.layerOK || k != r.hud.layerKey {
		r.text.Clear()
		r.drawPanel(&r.textPaint)
		r.drawLog(&r.textPaint)
		r.hud.layerKey, r.hud.layerOK = k, true
	}
	screen.DrawImage(r.text, nil)
}

// hudKey is what the side panel shows now.
func (r *Runner) hudKey(pl *game.Actor) hudKey {
	return hudKey{g: r.g, hp: pl.HP, maxHP: pl.MaxHP, depth: r.g.Depth, turns: r.g.Turns, time: r.g.Time, stance: pl.Stance,
		quiver: r.quiverLabel(), panel: r.lay.Panel.Dy()}
}

// quiverLabel is what t looses, as the panel shows it ("t: short bow, 23 arrows"), counted again only when
// the game moved or the choice changed.
func (r *Runner) quiverLabel() string {
	k := quiverKey{time: r.g.Time, turns: r.g.Turns, choice: r.ui.QuiverChoice()}
	if h := &r.hud; !h.quiverOK || h.quiverKey != k {
		h.quiver, h.quiverKey, h.quiverOK = r.ui.Quiver(r.g), k, true
	}
	return r.hud.quiver
}

// hoverText describes the cell under the mouse, from the cache while neither it nor the game moved.
func (r *Runner) hoverText() string {
	p, _ := r.ui.Hover()
	k := hoverKey{p: p, time: r.g.Time, turns: r.g.Turns, ok: true}
	if k != r.hud.hoverKey {
		r.hud.hoverText = ui.Describe(r.g, p)
		if len(ui.FloorItems(r.g, p)) > 0 {
			r.hud.hoverText += ui.DescribeHint
		}
		r.hud.hoverKey = k
	}
	return r.hud.hoverText
}

// drawLog writes the log's last lines under the map, or the hover line (what is under the mouse) and the
// lines before it.
func (r *Runner) drawLog(p *painter) {
	top := r.lay.Log.Min.Y
	if _, ok := r.ui.Hover(); ok {
		if s := r.hoverText(); s != "" {
			p.Text(s, 4, float64(top+2), ui.ColTitle)
			r.drawLines(p, r.g.Log, r.lay.LogLines-1, top+2+r.lay.LineH)
			return
		}
	}
	r.drawLines(p, r.g.Log, r.lay.LogLines, top+2)
}

// drawLines draws the last n lines of the log from y down, long messages wrapped, a line said again
// right after itself merged (ui.MergedLines).
func (r *Runner) drawLines(p *painter, log []game.Message, n int, y int) {
	lines := ui.MergedLines(log, n, r.lay.LogColumns())
	for i, l := range lines {
		p.Text(l.Text, 4, float64(y+i*r.lay.LineH), ui.MessageColour(&r.pal, l.Kind))
	}
}
