// Drawing the bestiary (M): the kinds met, each with its sprite and how a fight with it looks, and the
// recall of the one chosen under them.

package ui

import (
	"image/color"
	"strings"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
)

// spriteSide is the side of a sprite of the art, in logical pixels (render/art's Size).
const spriteSide = 16

// fallbackSprite is the sprite drawn for a creature whose own the art lacks.
const fallbackSprite = "kobold"

// draw draws the bestiary over the map: the list as many rows as leave room for the recall of the kind
// chosen (three at least), scrolled to keep the choice in sight, each row a place to tap; then the recall,
// wrapped, as much of it as fits (Enter shows it whole); the prompt or the notice in the log's place.
func (s *Bestiary) draw(m *Model, d *Drawing) {
	n, l := len(s.Kinds), d.lang()
	title := l.Say("play.bestiary.title", text.N("n", n))
	if !d.fits(title, 16) {
		title = l.Say("play.bestiary.title_short", text.N("n", n))
	}
	x, y := d.panel(title)
	rowH := max(d.lineH(), spriteSide)
	bottom := d.footY()
	cols := d.columnsFrom(x)
	var recall []string
	for _, l := range s.Lines() {
		recall = append(recall, Wrap(l, cols)...)
	}
	// The list takes what the recall leaves (its heading and a gap too), three rows at least.
	room := bottom - y - float64(len(recall)+1)*d.lineH() - 12
	s.rows = max(1, min(n, max(3, int(room/rowH)), int((bottom-y)/rowH)))
	s.top = max(0, min(s.top, n-s.rows))
	if s.Sel < s.top {
		s.top = s.Sel
	}
	if s.Sel >= s.top+s.rows {
		s.top = s.Sel - s.rows + 1
	}
	nameW := 0
	for _, k := range s.Kinds {
		nameW = max(nameW, runes(kindName(l, k)))
	}
	threatW := 1
	for _, p := range game.OddsWordsOf(d.Game).Threat {
		threatW = max(threatW, runes(p.Words))
	}
	textX := x + spriteSide + 4
	nameW = max(4, min(nameW, d.columnsFrom(textX)-2-threatW-1))
	for i := s.top; i < n && i < s.top+s.rows; i++ {
		s.drawRow(d, i, x, y, nameW, threatW)
		y += rowH
	}
	if s.rows < n {
		more := l.Say("play.bestiary.rows", text.N("from", s.top+1), text.N("to", min(n, s.top+s.rows)), text.N("n", n))
		d.Text(more, x, y, ColDim)
		y += d.lineH()
	}
	y += 6
	if s.Sel < n && y+d.lineH() <= bottom {
		d.Text(s.Kinds[s.Sel].Recall.Title, x, y, ColTitle)
		y += d.lineH()
	}
	words := 0
	for _, l := range s.Kinds[min(s.Sel, n-1)].Recall.Lines {
		words += len(Wrap(l, cols))
	}
	for i, l := range recall {
		if y+d.lineH() > bottom {
			break
		}
		c := ColInfo
		if i >= words {
			c = ColDim // the numbers, asked for
		}
		d.Text(l, x, y, c)
		y += d.lineH()
	}
	d.promptOrNotice(m, d.promptOf(s))
}

// kindName is the name of kind k in l as the list shows it, its first letter in upper case: "Kobold".
func kindName(l *text.Lang, k game.Known) string {
	return text.Capital(l.Word("creature", k.Name).Base)
}

// drawRow draws row i of the list at y: the kind's sprite as the map draws it, its name (the chosen one
// marked; nameW characters), and how a fight with it looks in its threat colour (threatW at most), with the
// kills where they fit; the row is a place to tap.
func (s *Bestiary) drawRow(d *Drawing, i int, x, y float64, nameW, threatW int) {
	k := s.Kinds[i]
	sprite := k.Kind
	if c, ok := d.Game.Data().Creature(k.Kind); ok && c.Sprite != "" {
		sprite = c.Sprite
	}
	d.Sprite(sprite, fallbackSprite, x, y, 1, 1, 1, 1)
	textX := x + spriteSide + 4
	mark, col := "  ", ColInfo
	if i == s.Sel {
		mark, col = "> ", ColTitle
		d.Fill(x-2, y, float64(d.Lay.W)-x-12, max(d.lineH(), spriteSide), 1, 1, 1, 0.08)
	}
	l := d.lang()
	name := kindName(l, k)
	if runes(name) > nameW {
		name = string([]rune(name)[:max(1, nameW-1)]) + "."
	}
	line := mark + name + strings.Repeat(" ", nameW-runes(name)+1)
	d.Text(line, textX, y, col)
	tx := textX + float64(runes(line)*d.Lay.CharW)
	threat := k.ThreatWords
	if threat == "" {
		threat = "?"
	}
	d.Text(threat, tx, y, s.threatColour(d, k))
	if k.Kills > 0 {
		kills := l.Say("play.bestiary.killed", text.N("n", k.Kills))
		if kx := tx + float64(threatW*d.Lay.CharW); d.fits(kills, kx) {
			d.Text(kills, kx, y, ColDim)
		}
	}
	if i < bestiaryRows {
		d.Hit(x, y, d.Lay.W-int(x)-16, bestiaryRow(i))
	}
}

// threatColour is the colour of how a fight with kind k looks, in the player's palette (the side panel's).
func (s *Bestiary) threatColour(d *Drawing, k game.Known) color.RGBA {
	if d.Palette == nil || k.ThreatWords == "" {
		return ColInfo
	}
	return d.Palette.ThreatColour(k.Threat, len(d.Game.Data().Words.Threat))
}
