// Screens: the text layer (side panel and log), the message log and pager, the character, inventory, item description and help screens, aiming, character creation and death.

package render

import (
	"fmt"
	"image/color"
	"strings"

	"codeberg.org/anaseto/gruid"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/ui"
)

// drawText writes s at (x, y) in an opaque colour (taken by value: no interface, no allocation), each
// pixel of the font a square of the text size's side (Layout.Text; nearest filtering keeps it sharp).
func (r *Runner) drawText(screen *ebiten.Image, s string, x, y float64, c color.RGBA) {
	var op text.DrawOptions
	if k := float64(r.lay.Text); k > 1 {
		op.GeoM.Scale(k, k)
	}
	op.GeoM.Translate(x, y)
	op.ColorScale.Scale(float32(c.R)/0xff, float32(c.G)/0xff, float32(c.B)/0xff, float32(c.A)/0xff)
	text.Draw(screen, s, r.face, &op)
}

// lineH is the height of a line of text at the text size (Layout.LineH), for placing text.
func (r *Runner) lineH() float64 { return float64(r.lay.LineH) }

// shade darkens a rectangle of the screen, for screens drawn over the map.
func (r *Runner) shade(screen *ebiten.Image, x, y, w, h int, alpha float32) {
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(float64(w)/float64(tile), float64(h)/float64(tile))
	op.GeoM.Translate(float64(x), float64(y))
	op.ColorScale.Scale(0, 0, 0, alpha)
	screen.DrawImage(r.sprites.sprite("floor", "wall"), &op)
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
	// aimView and aimLine are the aim's view and line under the map, for aimKey.
	aimView ui.AimView
	aimLine string
	aimKey  aimKey
	aimOK   bool
}

// quiverKey is what the quiver's label depends on: the game's moment and the model's choice.
type quiverKey struct {
	time   int64
	turns  int
	choice string
}

// aimKey is what the aim's view and line depend on: the aim and the game's moment.
type aimKey struct {
	at    gruid.Point
	item  int
	throw bool
	time  int64
	turns int
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
		r.drawPanel(r.text)
		r.drawLog(r.text)
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

func (r *Runner) drawLog(screen *ebiten.Image) {
	if _, ok := r.ui.Hover(); ok {
		if s := r.hoverText(); s != "" {
			r.drawText(screen, s, 4, float64(r.logTop()+2), colTitle)
			r.drawLines(screen, r.g.Log, r.lay.LogLines-1, r.logTop()+2+r.lay.LineH)
			return
		}
	}
	r.drawLines(screen, r.g.Log, r.lay.LogLines, r.logTop()+2)
}

// drawLines draws the last n lines of the log from y down, long messages wrapped, a line said again
// right after itself merged (ui.MergedLines).
func (r *Runner) drawLines(screen *ebiten.Image, log []game.Message, n int, y int) {
	lines := ui.MergedLines(log, n, r.lay.LogColumns())
	for i, l := range lines {
		r.drawText(screen, l.Text, 4, float64(y+i*r.lay.LineH), r.msgCol(l.Kind))
	}
}

// drawOverlay draws the aim as far as the player knows it (ui.Aim.View): the line of fire within the
// range, dim red marks past it, and corner brackets around the cell aimed at, which leave the creature
// there in sight (yellow when the missile would reach it, red when not).
func (r *Runner) drawOverlay(screen *ebiten.Image, cam gruid.Point) {
	if l, ok := r.ui.Screen().(*ui.Look); ok {
		r.drawLookCursor(screen, cam, l.At)
		return
	}
	aim, ok := r.ui.Screen().(*ui.Aim)
	if !ok {
		return
	}
	v := r.aimView(aim)
	var op ebiten.DrawImageOptions
	for _, p := range v.Path {
		if v.Target != nil && p == v.Target.Pos {
			continue // the brackets mark it, and the creature stays in sight
		}
		op.GeoM.Reset()
		op.ColorScale.Reset()
		sx, sy := r.screenPos(cam, p)
		op.GeoM.Translate(sx, sy)
		op.ColorScale.Scale(1, 0.9, 0.4, 0.45)
		screen.DrawImage(r.sprites.sprite("reticle", "spark"), &op)
	}
	for _, p := range v.Beyond {
		sx, sy := r.screenPos(cam, p)
		r.fillRect(screen, sx+tile/2-2, sy+tile/2-2, 4, 4, 0.75, 0.25, 0.2, 0.7)
	}
	var red, green, blue float32 = 1, 0.9, 0.3
	if v.Target == nil || v.Target.Pos != aim.At {
		red, green, blue = 0.95, 0.3, 0.25
	}
	sx, sy := r.screenPos(cam, aim.At)
	const arm = 5 // the length of a bracket's arm, in pixels
	for _, c := range [4][2]float64{{0, 0}, {tile - 1, 0}, {0, tile - 1}, {tile - 1, tile - 1}} {
		x, y := sx+c[0], sy+c[1]
		dx, dy := 0.0, 0.0
		if c[0] > 0 {
			dx = -(arm - 1)
		}
		if c[1] > 0 {
			dy = -(arm - 1)
		}
		r.fillRect(screen, x+dx, y, arm, 1, red, green, blue, 1)
		r.fillRect(screen, x, y+dy, 1, arm, red, green, blue, 1)
	}
}

// aimView is the aim's view and its line under the map, counted again only when the aim or the game moved.
func (r *Runner) aimView(aim *ui.Aim) ui.AimView {
	k := aimKey{at: aim.At, item: aim.Item, throw: aim.Throw, time: r.g.Time, turns: r.g.Turns}
	if h := &r.hud; !h.aimOK || h.aimKey != k {
		h.aimView, h.aimLine = aim.View(r.g), aim.Line(r.g)
		h.aimKey, h.aimOK = k, true
	}
	return r.hud.aimView
}

// fillRect fills a rectangle of screen with a colour (red, green, blue, alpha from 0 to 1).
func (r *Runner) fillRect(screen *ebiten.Image, x, y, w, h float64, red, green, blue, alpha float32) {
	if r.white == nil {
		r.white = ebiten.NewImage(1, 1)
		r.white.Fill(color.White)
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(w, h)
	op.GeoM.Translate(x, y)
	op.ColorScale.Scale(red*alpha, green*alpha, blue*alpha, alpha)
	screen.DrawImage(r.white, &op)
}

// drawAimLine writes the aim's line under the map, below the prompt: the target and the odds in words.
func (r *Runner) drawAimLine(screen *ebiten.Image, aim *ui.Aim) {
	r.aimView(aim)
	r.shade(screen, 0, r.logTop()+r.lay.LineH+2, r.lay.W, r.lay.LineH, 1)
	r.drawText(screen, r.hud.aimLine, 4, float64(r.logTop()+r.lay.LineH+2), colInfo)
}

// drawScreen draws the model's screen over the map (the death screen whenever the game is over), then its
// prompt, or in play the notice.
func (r *Runner) drawScreen(screen *ebiten.Image) {
	if p := r.ui.Replaying(); p != nil { // the replay's line over everything, in the prompt's place
		defer r.prompt(screen, p.Status(r.g))
		if p.Warning != "" { // other data or rules: said before it plays
			r.drawReplayWarning(screen, p.Warning)
			return
		}
	}
	if r.g.Over {
		r.drawDeath(screen)
		return
	}
	switch s := r.ui.Screen().(type) {
	case *ui.Character:
		r.drawCharacter(screen, s)
	case *ui.Help:
		r.drawHelp(screen, s)
	case *ui.Pick:
		r.drawPack(screen, s.For)
	case *ui.Description:
		r.drawDescription(screen, s)
	case *ui.CreatureInfo:
		r.drawCreatureInfo(screen, s)
	case *ui.Look:
		if n := r.ui.Notice(); n != "" {
			r.prompt(screen, n)
			return
		}
	case *ui.Slots:
		r.drawSlots(screen)
	case *ui.History:
		r.drawPager(screen, s.Scroll)
	case *ui.Overview:
		r.drawOverview(screen, s)
	case *ui.SaveFailed:
		r.drawSaveFailed(screen, s.Reason)
	case *ui.Settings:
		r.drawSettings(screen, s)
		if n := r.ui.Notice(); n != "" {
			r.prompt(screen, n) // why a key was not bound, in the prompt's place
			return
		}
	case *ui.Play:
		if n := r.ui.Notice(); n != "" {
			r.prompt(screen, n)
		}
	case *ui.Aim:
		r.drawAimLine(screen, s)
		if n := r.ui.Notice(); n != "" {
			r.prompt(screen, n) // why the aim looses nothing, in the prompt's place
			return
		}
	}
	if p := r.ui.Prompt(); p != "" {
		r.prompt(screen, p)
	}
}

// prompt asks or tells the player something on the oldest line of the log (on as many as it needs when the
// text is large), as the mouse's description does; the words are not kept in the log.
func (r *Runner) prompt(screen *ebiten.Image, s string) {
	lines := []string{s}
	if len(s) > r.lay.LogColumns() {
		lines = ui.Wrap(s, r.lay.LogColumns())
		lines = lines[:min(len(lines), r.lay.LogLines)]
	}
	r.shade(screen, 0, r.logTop(), r.lay.W, len(lines)*r.lay.LineH+2, 1)
	for i, l := range lines {
		r.drawText(screen, l, 4, float64(r.logTop()+2+i*r.lay.LineH), colTitle)
	}
}

// panel shades the map area and returns where text starts.
func (r *Runner) panel(screen *ebiten.Image, title string) (x, y float64) {
	r.shade(screen, 0, 0, r.lay.W, r.overBottom(), 0.88)
	r.drawText(screen, title, 16, 8, colTitle)
	return 16, float64(16 + r.lay.LineH)
}

func (r *Runner) drawCharacter(screen *ebiten.Image, c *ui.Character) {
	x, y := r.panel(screen, game.Capitalize(r.g.Player.Title()))
	r.drawScrolled(screen, x, y, ui.CharacterLines(r.g), c.Scroll)
}

func (r *Runner) drawHelp(screen *ebiten.Image, h *ui.Help) {
	x, y := r.panel(screen, "Cleave: the keys")
	var lines []ui.SheetLine
	for _, l := range ui.HelpLinesFor(r.data, r.ui.Settings().Keys) {
		lines = append(lines, ui.SheetLine{Text: l})
	}
	lines = append(lines,
		ui.SheetLine{Text: "Every blow is rolled on 2d12 against the target's Defence; armour's Protection", Kind: ui.LineDim, Gap: true},
		ui.SheetLine{Text: "soaks what gets through. The @ screen shows your attacks as they stand.", Kind: ui.LineDim})
	r.drawScrolled(screen, x, y, lines, h.Scroll)
}

// lineColours are the colours of the kinds of line.
var lineColours = [...]color.RGBA{ui.LineInfo: colInfo, ui.LineTitle: colTitle, ui.LineDim: colDim}

// drawScrolled draws lines from (x, y) down to the bottom of the screens over the map, from the line scroll
// (as far as the last page), each wrapped to the screen's width (a narrow screen), a part's first line a
// little apart; marks say what is above and below, and how to scroll.
func (r *Runner) drawScrolled(screen *ebiten.Image, x, y float64, lines []ui.SheetLine, scroll int) {
	type row struct {
		text string
		c    color.RGBA
		gap  bool
	}
	var rows []row
	starts := make([]int, len(lines)) // the first row of each line
	for i, l := range lines {
		starts[i] = len(rows)
		for j, part := range ui.Wrap(l.Text, r.pagerColumns()) {
			rows = append(rows, row{part, lineColours[l.Kind], l.Gap && j == 0})
		}
	}
	bottom := float64(r.overBottom() - r.lay.LineH - 4) // room for the mark below
	height := func(from int) (n int) {                  // how many rows from row from fit
		yy := y
		for i := from; i < len(rows); i++ {
			if rows[i].gap {
				yy += 6
			}
			if yy+r.lineH() > bottom {
				return n
			}
			yy += r.lineH()
			n++
		}
		return n
	}
	start := 0
	if scroll > 0 && scroll < len(starts) {
		start = starts[scroll]
	} else if scroll >= len(starts) {
		start = len(rows)
	}
	for start > 0 && height(start-1) >= len(rows)-(start-1) {
		start-- // the last page is a full one
	}
	n := height(start)
	if start > 0 {
		const above = "^ more above (up, Page Up)"
		r.drawText(screen, above, float64(r.lay.W-r.lay.CharW*len(above)-18), 8, colDim)
	}
	for _, rw := range rows[start : start+n] {
		if rw.gap {
			y += 6
		}
		r.drawText(screen, rw.text, x, y, rw.c)
		y += r.lineH()
	}
	if start+n < len(rows) {
		r.drawText(screen, "v more below (down, Page Down, a tap)", x, bottom+2, colDim)
	} else {
		r.drawText(screen, "Any key to go back.", x, bottom+2, colDim)
	}
}

// packTitles are the titles of the pack by what an item is picked for.
var packTitles = map[ui.Purpose]string{ui.ForLook: "Inventory", ui.ForWield: "Wield or wear which?",
	ui.ForWieldOff: "Which in the other hand (a weapon: the off hand; a shield: the main hand)?", ui.ForDrop: "Drop which?", ui.ForThrow: "Throw which?",
	ui.ForQuaff: "Quaff which?", ui.ForRead: "Read which?"}

func (r *Runner) drawPack(screen *ebiten.Image, p ui.Purpose) {
	x, y := r.panel(screen, packTitles[p])
	pl := r.g.Player
	r.drawText(screen, "Worn and wielded:", x, y, colTitle)
	y += r.lineH()
	for s := game.Slot(0); s < game.NumSlots; s++ {
		if it := pl.Worn[s]; !it.IsZero() {
			key := "" // the inventory describes what is worn by its number
			if p == ui.ForLook {
				key = fmt.Sprintf("%c) ", ui.WornKey(s))
			}
			line := fmt.Sprintf("  %s%-15s %s", key, s.String()+":", r.g.ItemName(it))
			r.drawText(screen, line, x, y, colInfo)
			if key != "" {
				r.addHit(x, y, r.lay.CharW*len(line), ui.WornKey(s))
			}
			y += r.lineH()
		}
	}
	y += 6
	r.drawText(screen, "Pack:", x, y, colTitle)
	y += r.lineH()
	if len(pl.Pack) == 0 {
		r.drawText(screen, "  (empty)", x, y, colDim)
	}
	for _, it := range pl.Pack {
		line := fmt.Sprintf("  %c) %s", it.Letter, r.g.ItemName(it))
		r.drawText(screen, line, x, y, colInfo)
		r.addHit(x, y, r.lay.CharW*len(line), rune(it.Letter))
		y += r.lineH()
	}
	load := fmt.Sprintf("Load %.0f lb", r.g.CarriedWeight(pl))
	if b := game.BurdenName(r.g.Burden(pl)); b != "" {
		load += ", " + b
	}
	choose := ".   A letter chooses; Escape goes back."
	if p == ui.ForLook {
		choose = ".   A letter or number describes; Escape goes back."
	}
	r.drawText(screen, load+choose, x, r.footY(), colDim)
}

// drawDescription draws the descriptions of items (game.DescribeItem): each item's name as a title, then
// its lines, wrapped; what does not fit is cut with a word that there is more.
func (r *Runner) drawDescription(screen *ebiten.Image, d *ui.Description) {
	title := "What lies here"
	if len(d.Items) == 1 && len(d.Items[0]) > 0 {
		title = d.Items[0][0]
	}
	x, y := r.panel(screen, title)
	bottom := float64(r.overBottom() - 2*r.lay.LineH - 8)
	for i, lines := range d.Items {
		for j, l := range lines {
			if i == 0 && j == 0 && len(d.Items) == 1 {
				continue // the panel's title
			}
			c := colInfo
			if j == 0 {
				c = colTitle
			}
			for _, part := range ui.Wrap(l, r.pagerColumns()) {
				if y > bottom {
					r.drawText(screen, "(more than fits here)", x, bottom+r.lineH(), colDim)
					r.drawText(screen, "Any key to go back.", x, r.footY(), colDim)
					return
				}
				r.drawText(screen, part, x, y, c)
				y += r.lineH()
			}
		}
		y += 6
	}
	r.drawText(screen, "Any key to go back.", x, r.footY(), colDim)
}

func (r *Runner) drawSlots(screen *ebiten.Image) {
	x, y := r.panel(screen, "Take off which?")
	pl := r.g.Player
	for s := game.Slot(0); s < game.NumSlots; s++ {
		label := "-"
		if it := pl.Worn[s]; !it.IsZero() {
			label = r.g.ItemName(it)
		}
		line := fmt.Sprintf("  %c) %-15s %s", 'a'+int(s), s.String()+":", label)
		r.drawText(screen, line, x, y, colInfo)
		r.addHit(x, y, r.lay.CharW*len(line), 'a'+rune(s))
		y += r.lineH()
	}
	r.drawText(screen, "A letter chooses; Escape goes back.", x, r.footY(), colDim)
}

// logTop is the top of the message log, under the map view and the side panel.
func (r *Runner) logTop() int { return r.lay.Log.Min.Y }

// overBottom is the bottom of the screens drawn over the map (the help, the pack...): the log's top, or on a
// short screen (a phone on its side) the touch bar's, over the log.
func (r *Runner) overBottom() int { return r.lay.Over.Max.Y }

// footY is where the last line of a screen over the map goes (its keys' reminder): a line above the
// screen's bottom.
func (r *Runner) footY() float64 { return float64(r.overBottom() - r.lay.LineH - 4) }

// pagerColumns is how many characters a line of the pager and of the screens over the map holds.
func (r *Runner) pagerColumns() int {
	_, c := r.lay.Pager()
	return c
}

func (r *Runner) drawPager(screen *ebiten.Image, scroll int) {
	r.shade(screen, 0, 0, r.lay.W, r.lay.H, 1)
	rows, cols := r.lay.Pager()
	all := ui.LastLines(r.g.Log, len(r.g.Log)*4, cols)
	end := max(0, len(all)-scroll)
	start := max(0, end-rows)
	r.drawText(screen, "Messages (up/down, Page Up/Page Down scroll; Escape goes back)", 16, 4, colTitle)
	if start > 0 {
		const above = "^ more above"
		r.drawText(screen, above, float64(r.lay.W-r.lay.CharW*len(above)-26), 4, colDim)
	}
	for i, l := range all[start:end] {
		r.drawText(screen, l.Text, 16, float64(8+(i+1)*r.lay.LineH), r.msgCol(l.Kind))
	}
	if end < len(all) {
		const below = "v more below"
		r.drawText(screen, below, float64(r.lay.W-r.lay.CharW*len(below)-26), float64(r.lay.H-r.lay.LineH-2), colDim)
	}
}

// drawSaveFailed tells why the game could not be saved on the way out, and what the answers do.
// drawReplayWarning says why a replay may not play back as it was played, before it plays.
func (r *Runner) drawReplayWarning(screen *ebiten.Image, warning string) {
	x, y := r.panel(screen, "Before this replay plays")
	for _, l := range ui.Wrap(warning, r.pagerColumns()) {
		r.drawText(screen, l, x, y, colDeath)
		y += r.lineH()
	}
	r.drawText(screen, "Space: play it all the same   q or Escape: quit", x, y+r.lineH(), colInfo)
}

func (r *Runner) drawSaveFailed(screen *ebiten.Image, reason string) {
	x, y := r.panel(screen, "Your game could not be saved")
	for _, l := range ui.Wrap(reason, r.pagerColumns()) {
		r.drawText(screen, l, x, y, colDeath)
		y += r.lineH()
	}
	y += r.lineH()
	r.drawText(screen, "y: quit anyway; what you played since the last save is lost.", x, y, colInfo)
	r.drawText(screen, "n or Escape: go on playing (Q tries to save again).", x, y+r.lineH(), colInfo)
}

func (r *Runner) drawDeath(screen *ebiten.Image) {
	o := r.g.Obituary()
	title := deadLine(r.g.Player)
	if o.Won {
		title = wonLine(r.g.Player, o.Artefact)
	}
	x, y := r.panel(screen, title)
	bottom := float64(r.overBottom() - 8)
	var lines []string
	var cols []color.RGBA
	add := func(s string, c color.RGBA) {
		for _, l := range ui.Wrap(s, r.pagerColumns()) {
			lines, cols = append(lines, l), append(cols, c)
		}
	}
	if o.Won {
		add(o.Ending(), colTitle)
	} else {
		add(fmt.Sprintf("Killed by %s on level %d.", o.Cause, o.Depth), colInfo)
	}
	add(fmt.Sprintf("Score: %d   Turns: %d   Time: %s   Kills: %d   Deepest level: %d", o.Score, o.Turns, game.Clock(o.Time), o.Kills, o.Deepest), colInfo)
	add("", colInfo)
	add("Killed: "+o.KillsLine(), colInfo)
	add("Worn: "+or(strings.Join(o.Worn, ", "), "nothing"), colInfo)
	add("Pack: "+or(strings.Join(o.Pack, ", "), "nothing"), colInfo)
	for _, l := range r.runLines(o.Seed) {
		add(l, colDim)
	}
	if r.opt.Scores != nil {
		h, rank, note := r.opt.Scores()
		add("", colInfo)
		add("High scores:", colTitle)
		for i, e := range h.Entries[:min(len(h.Entries), 5)] {
			c := colDim
			if i == rank {
				c = colTitle
			}
			add(fmt.Sprintf("%2d. %s", i+1, e.Line()), c)
		}
		if rank >= 5 {
			add(fmt.Sprintf("%2d. %s", rank+1, h.Entries[rank].Line()), colTitle)
		}
		if note != "" {
			add(note, colDeath)
		}
	}
	var foot []string
	if r.opt.BotTurns == 0 && r.opt.Replay == nil {
		foot = []string{"", "Enter: begin again   Escape or Q: quit"}
	}
	room := int((bottom-y)/r.lineH()) - len(lines) - len(foot) - 2 // a blank line and "Last messages:"
	var msgs []string
	for i := len(o.Messages) - 1; i >= 0 && room > 0; i-- {
		w := ui.Wrap(o.Messages[i], r.pagerColumns()-2)
		if len(w) > room {
			break
		}
		msgs, room = append(w, msgs...), room-len(w)
	}
	if len(msgs) > 0 {
		add("", colInfo)
		add("Last messages:", colTitle)
		for _, m := range msgs {
			lines, cols = append(lines, "  "+m), append(cols, colDim)
		}
	}
	for _, f := range foot {
		lines, cols = append(lines, f), append(cols, colTitle)
	}
	for i, l := range lines {
		if y+r.lineH() > float64(r.overBottom()) {
			break
		}
		r.drawText(screen, l, x, y, cols[i])
		y += r.lineH()
	}
}

// runLines are the lines of the death screen (and the victory screen) that say how to find the run again:
// its seed (and day), where its morgue file and its replay went.
func (r *Runner) runLines(seed uint64) []string {
	lines := []string{seedLine(seed, r.opt.Daily)}
	if m := r.morgue(); m != "" {
		lines = append(lines, "Morgue file: "+m)
	}
	if r.opt.ReplayOf != nil {
		if m := r.opt.ReplayOf(); m != "" {
			lines = append(lines, "Replay: "+m)
		}
	}
	return lines
}

// seedLine is the death screen's line of the game's seed (and day, for a daily game): "Seed: 42".
func seedLine(seed uint64, daily string) string {
	if daily != "" {
		return fmt.Sprintf("Seed: %d, the daily game of %s", seed, daily)
	}
	return fmt.Sprintf("Seed: %d", seed)
}

// or is s, or alt when s is empty.
func or(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}

// morgue is where the morgue file of this death went, as the options' Morgue says ("" when unknown).
func (r *Runner) morgue() string {
	if r.opt.Morgue == nil {
		return ""
	}
	return r.opt.Morgue()
}

// wonLine is the victory screen's first line: "Thora the dwarf warrior escaped with the Heart of the Mountain!"
func wonLine(pl *game.Actor, artefact string) string {
	if pl.Name == "" {
		return "You, " + pl.Title() + ", escaped with " + artefact + "!"
	}
	return pl.Title() + " escaped with " + artefact + "!"
}

// drawScores draws the high-score table seen from the title: every run kept, best first, the one chosen
// marked; or that run's morgue file.
func (r *Runner) drawScores(screen *ebiten.Image) {
	sc, _ := r.ui.Screen().(*ui.Scores)
	if sc == nil {
		sc = &ui.Scores{}
	}
	r.drawText(screen, "CLEAVE: HIGH SCORES", float64(r.lay.W/2-70*r.lay.Text), 30, colTitle)
	y := float64(30 + 40*r.lay.Text)
	if r.opt.Scores == nil {
		r.drawText(screen, "No high scores are kept here.", 40, y, colDim)
		return
	}
	h, _, note := r.opt.Scores()
	sel := min(sc.Sel, len(h.Entries)-1)
	if sc.Open && sel >= 0 {
		for _, l := range strings.Split(h.Entries[sel].Morgue, "\n") {
			if y+r.lineH() > float64(r.lay.H-r.lay.LineH-8) {
				break
			}
			r.drawText(screen, l, 40, y, colInfo)
			y += r.lineH()
		}
		r.drawText(screen, "Enter or Escape: back to the table.", 40, float64(r.lay.H-r.lay.LineH-8), colDim)
		return
	}
	if len(h.Entries) == 0 {
		r.drawText(screen, "No run has ended yet.", 40, y, colDim)
	}
	for i, e := range h.Entries {
		c, mark := colDim, "  "
		if i == sel {
			c, mark = colTitle, "> "
		}
		for _, l := range ui.Wrap(fmt.Sprintf("%s%2d. %s   %s", mark, i+1, e.Line(), e.When), r.pagerColumns()) {
			r.drawText(screen, l, 40, y, c)
			y += r.lineH()
		}
	}
	if note != "" {
		r.drawText(screen, note, 40, y+r.lineH(), colDeath)
	}
	r.drawText(screen, "Arrows: choose a run. Enter: its morgue file. Escape or H: back.", 40, float64(r.lay.H-r.lay.LineH-8), colDim)
}

// deadLine is the death screen's first line: "Thora the dwarf warrior is dead.", "You, an elf archer, are dead."
func deadLine(pl *game.Actor) string {
	if pl.Name == "" {
		return "You, " + pl.Title() + ", are dead."
	}
	return pl.Title() + " is dead."
}

// creationTitleX is where the creation screen's title begins.
const creationTitleX = 40

// creationLines are the creation screen's tagline and title at step (0 the race, 1 the background) in layout
// lay: the long ones where they fit the screen's width, else their short forms (large text on a small window).
func creationLines(lay ui.Layout, step int) (tagline, title string) {
	fit := func(long, short string, x int) string {
		if x+lay.CharW*len(long) <= lay.W {
			return long
		}
		return short
	}
	tagline = "Every blow is rolled on two twelve-sided dice."
	tagline = fit(tagline, "Every blow: two twelve-sided dice.", (lay.W-lay.CharW*len(tagline))/2)
	if step == 1 {
		return tagline, fit("Choose your background (Enter to begin, Escape to go back):", "Background (Enter begins, Escape back):", creationTitleX)
	}
	return tagline, fit("Choose your race (arrows or a letter, Enter):", "Race (arrows, a letter, Enter):", creationTitleX)
}

func (r *Runner) drawCreate(screen *ebiten.Image) {
	k := float64(r.lay.Text) // the screen's spacing grows with the text (the same pixels at size 1)
	centred := func(s string, y float64, c color.RGBA) {
		r.drawText(screen, s, float64(r.lay.W-r.lay.CharW*len(s))/2, y, c)
	}
	cr, _ := r.ui.Screen().(*ui.Creation)
	if cr == nil {
		cr = &ui.Creation{}
	}
	step := cr.Step
	tagline, title := creationLines(r.lay, step)
	centred("CLEAVE", 30, colTitle)
	centred(tagline, 30+20*k, colDim)
	const scores = "H: high scores"
	r.drawText(screen, scores, float64(r.lay.W-r.lay.CharW*len(scores)-32), 30, colDim)
	r.drawText(screen, title, creationTitleX, 30+60*k, colInfo)
	if r.opt.Warning != "" {
		lines := ui.Wrap(r.opt.Warning, r.pagerColumns())
		for i, l := range lines {
			r.drawText(screen, l, 16, float64(r.lay.H-8-(len(lines)-i)*r.lay.LineH), colDeath)
		}
	}
	// The rows: a line for each race or background, what it is and brings under it; where large text leaves
	// no room for them all, only the chosen row's.
	type entry struct {
		head    string
		chosen  bool
		details []string
	}
	var rows []entry
	if step == 0 {
		for i, race := range r.data.Races {
			mark := "  "
			if i == cr.Race {
				mark = "> "
			}
			rows = append(rows, entry{fmt.Sprintf("%s%c) %-11s %s", mark, 'a'+i, race.Name, ui.RaceNumbers(race)), i == cr.Race, []string{race.Text}})
		}
	} else {
		for i, b := range r.data.Backgrounds {
			mark := "  "
			if i == cr.Background {
				mark = "> "
			}
			kit := make([]string, len(b.Kit))
			for j, k := range b.Kit {
				kit[j] = k.Item
			}
			// The character as it will be: the background's stats with the chosen race's.
			race := r.data.Races[cr.Race]
			stats := fmt.Sprintf("%s%c) %-9s Str %d  Dex %d", mark, 'a'+i, b.Name, b.Strength+race.Strength, b.Dexterity+race.Dexterity)
			if pl, err := game.NewPlayer(r.data, game.Character{Race: race.Name, Background: b.Name}); err == nil {
				stats = fmt.Sprintf("%s%c) %-9s Str %d  Dex %d  HP %d", mark, 'a'+i, b.Name, pl.Str, pl.Dex, pl.MaxHP)
			}
			rows = append(rows, entry{stats, i == cr.Background, []string{b.Text, "Kit: " + strings.Join(kit, ", ") + "."}})
		}
	}
	if r.lay.Text > 1 { // the same lines at size 1; wrapped where large text makes them too long
		cols := max(10, (r.lay.W-68)/r.lay.CharW)
		for i := range rows {
			var d []string
			for _, l := range rows[i].details {
				d = append(d, ui.Wrap(l, cols)...)
			}
			rows[i].details = d
		}
	}
	y := 30 + 86*k
	detailH, rowH := 13*k+1, r.lineH()+6
	height := 0.0
	for _, e := range rows {
		height += float64(len(e.details))*detailH + rowH
	}
	all := y+height <= float64(r.lay.H-8)
	for i, e := range rows {
		c := colDim
		if e.chosen {
			c = colTitle
		}
		r.drawText(screen, e.head, 40, y, c)
		r.addHit(40, y, r.lay.W-48, 'a'+rune(i))
		if all || e.chosen {
			for _, d := range e.details {
				y += detailH
				r.drawText(screen, d, 60, y, colDim)
			}
		}
		y += rowH
	}
}
