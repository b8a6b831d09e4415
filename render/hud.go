// The HUD: the side panel and the message log, in a text layer written again only when what they show
// changes (the hover line and the quiver's label worked out once a change), and the touch bar; in the
// player's palette.

package render

import (
	"image"
	"image/color"

	"codeberg.org/anaseto/gruid"
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/prefs"
	"github.com/cleave-game/cleave/render/ui"
)

// hud draws the side panel, the log and the touch bar: it keeps the text layers the panel and the log are
// written into, the caches that spare a frame building strings, the player's palette and the panel's foot.
type hud struct {
	// panel and log are the layers of the side panel and of the log, each the size of its place on the
	// logical screen, written again only when they change. One layer of the logical screen's size held them
	// before: a texture of 1024×512 at 640×480, twice what the two take (issue 35: the start's memory).
	panel, log textLayer
	paint      painter    // on the layer being written
	lay        *ui.Layout // the runner's
	sprites    *sprites
	cache      hudCache
	// rulesLine is where the side panel's "Rules:" line was drawn (its left, top and width; zero width:
	// none), a place to click or tap for the rule set's page (ui.RulesPageKey).
	rulesLine struct {
		x, y float64
		w    int
	}
	pal  assets.Palette // the player's colours
	hint string         // the panel's foot: the keys of the help, the map and the zoom, as bound
}

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
	logY   int // where the log's lines begin: under the prompt's place (ui.Model.LogRows)
}

// textLayer is a layer of the text: an image the size of rect, its place on the logical screen.
type textLayer struct {
	img  *ebiten.Image
	rect image.Rectangle
}

// fit makes the layer again for the place r when its size changed (a new layout); a layer is never empty
// (a place of no size, which no layout makes, would have one pixel: the painter always has an image).
func (t *textLayer) fit(r image.Rectangle) {
	size := image.Pt(max(1, r.Dx()), max(1, r.Dy()))
	t.rect = r
	if t.img != nil && t.img.Bounds().Size() == size {
		return
	}
	if t.img != nil {
		t.img.Deallocate()
	}
	t.img = layerImage(size.X, size.Y)
}

// begin has the painter write on the layer, in the logical screen's coordinates, from a clear layer.
func (t *textLayer) begin(p *painter) {
	p.dst, p.at = t.img, t.rect.Min
	t.img.Clear()
}

// put draws the layer in its place on screen.
func (t *textLayer) put(screen *ebiten.Image) {
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(t.rect.Min.X), float64(t.rect.Min.Y))
	screen.DrawImage(t.img, &op)
}

// resize makes the layers again for layout l's panel and log, where their sizes changed.
func (h *hud) resize(l ui.Layout) {
	h.panel.fit(l.Panel)
	h.log.fit(l.Log)
}

// stale has the layer written again at the next frame (a new layout, new settings).
func (h *hud) stale() { h.cache.layerOK = false }

// forget drops every cache: a new game, new data.
func (h *hud) forget() { h.cache = hudCache{} }

// useSettings takes the player's palette pal and the panel's foot for key bindings keys, in language l.
func (h *hud) useSettings(pal assets.Palette, keys prefs.Keys, l *text.Lang) {
	h.pal = pal
	h.hint = ui.PanelHint(l, keys)
	if r := []rune(h.hint); len(r) > h.panelColumns() {
		h.hint = string(r[:h.panelColumns()])
	}
}

// draw puts the side panel and the log of g, as model m shows it, on the screen. They are written into a
// layer of their own only when what they show changes; a frame just draws the layer (no glyphs laid out, no
// allocation).
func (h *hud) draw(screen *ebiten.Image, g *game.Game, m *ui.Model) {
	k := textKey{hud: h.key(g, m), logLen: len(g.Log)}
	if k.logLen > 0 {
		k.last = g.Log[k.logLen-1].Text
	}
	if _, ok := m.Hover(); ok {
		k.hover = h.hoverText(g, m)
	}
	k.logY, _ = m.LogRows(*h.lay, g, k.hover != "")
	if !h.cache.layerOK || k != h.cache.layerKey {
		h.panel.begin(&h.paint)
		h.drawPanel(g, m)
		h.log.begin(&h.paint)
		h.drawLog(g, m)
		h.cache.layerKey, h.cache.layerOK = k, true
	}
	h.panel.put(screen)
	h.log.put(screen)
}

// key is what the side panel shows now.
func (h *hud) key(g *game.Game, m *ui.Model) hudKey {
	pl := g.Player
	return hudKey{g: g, hp: pl.HP, maxHP: pl.MaxHP, depth: g.Depth, turns: g.Turns, time: g.Time, stance: pl.Stance,
		quiver: h.quiverLabel(g, m), panel: h.lay.Panel.Dy()}
}

// quiverLabel is what t looses, as the panel shows it ("t: short bow, 23 arrows"), counted again only when
// the game moved or the choice changed.
func (h *hud) quiverLabel(g *game.Game, m *ui.Model) string {
	k := quiverKey{time: g.Time, turns: g.Turns, choice: m.QuiverChoice()}
	if c := &h.cache; !c.quiverOK || c.quiverKey != k {
		c.quiver, c.quiverKey, c.quiverOK = m.Quiver(g), k, true
	}
	return h.cache.quiver
}

// hoverText describes the cell under the mouse, from the cache while neither it nor the game moved.
func (h *hud) hoverText(g *game.Game, m *ui.Model) string {
	p, _ := m.Hover()
	k := hoverKey{p: p, time: g.Time, turns: g.Turns, ok: true}
	if c := &h.cache; k != c.hoverKey {
		c.hoverText = ui.Describe(g, p)
		if len(ui.FloorItems(g, p)) > 0 {
			c.hoverText += ui.DescribeHint(m.Lang())
		}
		c.hoverKey = k
	}
	return h.cache.hoverText
}

// drawLog writes the log's last lines under the map, under the prompt's place (ui.Model.LogRows): the
// hover line (what is under the mouse) there when there is one; the notice or a mode's prompt is the
// model's to draw there.
func (h *hud) drawLog(g *game.Game, m *ui.Model) {
	hover := ""
	if _, ok := m.Hover(); ok {
		hover = h.hoverText(g, m)
	}
	y, n := m.LogRows(*h.lay, g, hover != "")
	if hover != "" {
		h.paint.Text(hover, 4, float64(h.lay.Log.Min.Y+2), ui.ColTitle)
	}
	h.drawLines(m.Lang(), g.Log, n, y)
}

// drawLines draws the last n lines of the log from y down, long messages wrapped, a line said again
// right after itself merged (ui.MergedLines).
func (h *hud) drawLines(l *text.Lang, log []game.Message, n int, y int) {
	lines := ui.MergedLines(l, log, n, h.lay.LogColumns())
	for i, l := range lines {
		h.paint.Text(l.Text, 4, float64(y+i*h.lay.LineH), ui.MessageColour(&h.pal, l.Kind))
	}
}

// threatCol is the colour of row of a threat table of rows rows in the player's palette (Palette.ThreatColour).
func (h *hud) threatCol(row, rows int) color.RGBA { return h.pal.ThreatColour(row, rows) }

// healthCol is the colour of a health bar filled to share in the player's palette: over two thirds, over
// a third, below. The bar's length tells it too.
func (h *hud) healthCol(share float64) color.RGBA {
	switch {
	case share > 2.0/3:
		return h.pal.Health[0]
	case share > 1.0/3:
		return h.pal.Health[1]
	}
	return h.pal.Health[2]
}

// drawBar draws the touch bar with p (on the logical screen): a box for each button, its label in the middle.
func (h *hud) drawBar(p *painter, l *text.Lang) {
	if h.lay.Bar.Empty() {
		return
	}
	b := h.lay.Bar
	p.fill(float64(b.Min.X), float64(b.Min.Y), float64(b.Dx()), float64(b.Dy()), h.pal.Panel)
	for i, btn := range ui.TouchButtons {
		q := h.lay.Button(i)
		x, y, w, ht := float64(q.Min.X)+2, float64(q.Min.Y)+3, float64(q.Dx())-4, float64(q.Dy())-6
		p.fill(x, y, w, ht, colPanelEdge)
		label := btn.Label(l)
		p.Text(label, x+(w-float64(h.lay.CharW*width(label)))/2, y+(ht-float64(13*h.lay.Text))/2, ui.ColInfo)
	}
}
