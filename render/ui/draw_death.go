// Drawing the end of a game: the death screen, or the victory screen, with the high scores and the last
// messages.

package ui

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/cleave-game/cleave/game"
)

// draw draws the end of the game: how it ended, the score, what was killed, worn and carried, how to find
// the run again, the high scores, as many of the last messages as fit, and the keys.
func (s *Death) draw(m *Model, d *Drawing) {
	g := d.Game
	if g.Mode == game.ModeTutorial {
		s.drawTutorialEnd(m, d)
		return
	}
	o := g.Obituary()
	title := deadLine(g.Player)
	switch {
	case o.Won:
		title = wonLine(g.Player, o.Artefact)
	case o.GaveUp:
		title = gaveUpLine(g.Player)
	}
	x, y := d.panel(title)
	bottom := float64(d.overBottom() - 8)
	var lines []screenLine
	add := func(s string, c color.RGBA) {
		for _, l := range Wrap(s, d.pagerColumns()) {
			lines = append(lines, screenLine{text: l, col: c})
		}
	}
	switch {
	case o.Won:
		add(o.Ending(), ColTitle)
	case o.GaveUp: // issue 37: the run given up (game/giveup.go)
		add(fmt.Sprintf("You gave up on level %d.", o.Depth), ColInfo)
	default:
		add(fmt.Sprintf("Killed by %s on level %d.", o.Cause, o.Depth), ColInfo)
	}
	add(fmt.Sprintf("Score: %s   Turns: %d   Time: %s   Kills: %d   Deepest level: %d", o.ScoreText(), o.Turns, game.Clock(o.Time), o.Kills, o.Deepest), ColInfo)
	if o.Mode != "" {
		how := ""
		if !o.Scored {
			how = ": never on the high-score table"
		}
		add(o.ModeTitle+how+".", ColDim)
	}
	if g.Sandbox { // issue 36: a sandbox game is never scored
		add("A sandbox game: never on the high-score table, no morgue file, no replay.", ColDim)
	}
	add("", ColInfo)
	add("Killed: "+o.KillsLine(), ColInfo)
	add("Worn: "+or(strings.Join(o.Worn, ", "), "nothing"), ColInfo)
	add("Pack: "+or(strings.Join(o.Pack, ", "), "nothing"), ColInfo)
	if m.cfg.Hindsight != nil && !o.Won && !o.GaveUp { // hindsight is of the fight that killed
		if hs := m.cfg.Hindsight(); len(hs) > 0 {
			add("", ColInfo)
			add(hs[0], ColTitle)
			for _, l := range hs[1:] {
				add(l, ColInfo)
			}
		}
	}
	for _, l := range m.RunLines(o.Seed) {
		add(l, ColDim)
	}
	naming := false
	if m.offersSubmit(g) { // the offer to submit a daily run, and its verdict (submit.go)
		s := m.submitState()
		lines = append(lines, s.drawn(d.touch(), m.cfg.AskName != nil)...)
		naming = s.stage == submitNaming
	}
	if m.cfg.Scores != nil {
		h, rank, note := m.cfg.Scores()
		if len(h.Entries) > 0 {
			add("", ColInfo)
			add("High scores:", ColTitle)
		}
		for i, e := range h.Entries[:min(len(h.Entries), 5)] {
			c := ColDim
			if i == rank {
				c = ColTitle
			}
			add(fmt.Sprintf("%2d. %s", i+1, e.Line()), c)
		}
		if rank >= 5 {
			add(fmt.Sprintf("%2d. %s", rank+1, h.Entries[rank].Line()), ColTitle)
		}
		if note != "" {
			if len(h.Entries) == 0 {
				add("", ColInfo)
			}
			add(note, ColDeath)
		}
	}
	var foot []string
	footKeys := []rune{0, TapEnter, 'q'} // each line of the foot a place to tap that answers
	// a name being typed takes the keys and taps (a q is a letter): no foot then
	if m.bot == nil && m.cfg.Replay == nil && !naming {
		foot = []string{"", "Enter: begin again", "Escape or Q: quit"}
		if d.touch() {
			foot = []string{"", "Tap here to begin again", "Tap here to quit"}
		}
	}
	room := int((bottom-y)/d.lineH()) - len(lines) - len(foot) - 2 // a blank line and "Last messages:"
	var msgs []string
	for i := len(o.Messages) - 1; i >= 0 && room > 0; i-- {
		w := Wrap(o.Messages[i], d.pagerColumns()-2)
		if len(w) > room {
			break
		}
		msgs, room = append(w, msgs...), room-len(w)
	}
	if len(msgs) > 0 {
		add("", ColInfo)
		add("Last messages:", ColTitle)
		for _, m := range msgs {
			lines = append(lines, screenLine{text: "  " + m, col: ColDim})
		}
	}
	for i, f := range foot {
		lines = append(lines, screenLine{f, ColTitle, footKeys[i]})
	}
	for _, l := range lines {
		if y+d.lineH() > float64(d.overBottom()) {
			break
		}
		d.Text(l.text, x, y, l.col)
		if l.key != 0 {
			d.Hit(x, y, d.Lay.CharW*len(l.text), l.key)
		}
		y += d.lineH()
	}
}

// RunLines are the lines of the death screen (and the victory screen) that say how to find the run of seed
// again: its seed (and day), where its morgue file and its replay went.
func (m *Model) RunLines(seed uint64) []string {
	lines := []string{seedLine(seed, m.cfg.Daily, m.cfg.DailyRules)}
	if m.cfg.Morgue != nil {
		if s := m.cfg.Morgue(); s != "" {
			lines = append(lines, "Morgue file: "+s)
		}
	}
	if m.cfg.ReplayOf != nil {
		if s := m.cfg.ReplayOf(); s != "" {
			lines = append(lines, "Replay: "+s)
		}
	}
	return lines
}

// seedLine is the death screen's line of the game's seed (and day, for a daily game): "Seed: 42".
func seedLine(seed uint64, daily, rules string) string {
	if daily != "" && rules != "" {
		return fmt.Sprintf("Seed: %d, the daily game of %s, under the rule set of the day: %s", seed, daily, rules)
	}
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

// deadLine is the death screen's first line: "Thora the dwarf warrior is dead.", "You, an elf archer, are dead."
func deadLine(pl *game.Actor) string {
	if pl.Name == "" {
		return "You, " + pl.Title() + ", are dead."
	}
	return pl.Title() + " is dead."
}

// gaveUpLine is the first line of the end of a run given up: "Thora the dwarf warrior gave up."
func gaveUpLine(pl *game.Actor) string {
	if pl.Name == "" {
		return "You, " + pl.Title() + ", gave up."
	}
	return pl.Title() + " gave up."
}

// wonLine is the victory screen's first line: "Thora the dwarf warrior escaped with the Heart of the Mountain!"
func wonLine(pl *game.Actor, artefact string) string {
	if pl.Name == "" {
		return "You, " + pl.Title() + ", escaped with " + artefact + "!"
	}
	return pl.Title() + " escaped with " + artefact + "!"
}

// TutorialEndTitle is the title of the tutorial's end, and TutorialAgain its key line: Enter goes to the
// creation screen, to begin a real game.
const (
	TutorialEndTitle = "Tutorial complete."
	TutorialAgain    = "Enter: begin a real game   Escape or Q: quit"
)

// drawTutorialEnd draws the end of the tutorial (issue 33): no score, no death; the tutorial's last words,
// what was done in it, and the offer of a real game.
func (s *Death) drawTutorialEnd(m *Model, d *Drawing) {
	g := d.Game
	x, y := d.panel(TutorialEndTitle)
	pl := g.Player
	lines := Wrap(g.Data().Tutorial.Finished, d.pagerColumns())
	lines = append(lines, "", fmt.Sprintf("Lessons: %d   Turns: %d   Kills: %d", g.Depth, g.Turns, pl.Kills))
	if m.bot == nil && m.cfg.Replay == nil {
		lines = append(lines, "", TutorialAgain)
	}
	for i, l := range lines {
		c := ColInfo
		if i == len(lines)-1 && m.bot == nil {
			c = ColTitle
		}
		d.Text(l, x, y, c)
		y += d.lineH()
	}
}
