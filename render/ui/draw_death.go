// Drawing the end of a game: the death screen, or the victory screen, with the high scores and the last
// messages. Their words are assets/lang's (death.toml), in the model's language.

package ui

import (
	"cmp"
	"fmt"
	"image/color"
	"slices"
	"strconv"
	"strings"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
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
	l := m.Lang()
	title := deadLine(l, g.Player)
	switch {
	case o.Won:
		title = wonLine(l, g.Player, o.Artefact)
	case o.GaveUp:
		title = gaveUpLine(l, g.Player)
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
		add(o.EndingIn(l), ColTitle)
	case o.GaveUp: // issue 37: the run given up (game/giveup.go)
		add(l.Say("death.gave_up_on", text.N("depth", o.Depth)), ColInfo)
	default:
		add(l.Say("death.killed", text.S("cause", o.Cause), text.N("depth", o.Depth)), ColInfo)
	}
	add(l.Say("death.stats", text.S("score", o.ScoreText()), text.N("turns", o.Turns), text.S("time", game.ClockIn(l, o.Time)),
		text.N("kills", o.Kills), text.N("deepest", o.Deepest)), ColInfo)
	if o.Mode != "" {
		add(l.Say("death.mode", text.S("mode", dataText(m.Lang(), "mode", o.Mode, "", o.ModeTitle)), text.S("scored", strconv.FormatBool(o.Scored))), ColDim)
	}
	if g.Sandbox { // issue 36: a sandbox game is never scored
		add(l.Say("death.sandbox"), ColDim)
	}
	add("", ColInfo)
	worn, pack := o.Worn, o.Pack
	if l.Tag != lang.Default { // the items by their words in l (the English lines name their magic too)
		worn, pack = wornWords(l, g.Player), packWords(l, g.Player)
	}
	add(l.Say("death.kills", text.S("list", killsLine(l, o.ByKind))), ColInfo)
	add(l.Say("death.worn", text.S("list", or(strings.Join(worn, listSep), l.Say("death.nothing")))), ColInfo)
	add(l.Say("death.pack", text.S("list", or(strings.Join(pack, listSep), l.Say("death.nothing")))), ColInfo)
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
			add(l.Say("death.high_scores"), ColTitle)
		}
		for i, e := range h.Entries[:min(len(h.Entries), 5)] {
			c := ColDim
			if i == rank {
				c = ColTitle
			}
			add(fmt.Sprintf("%2d. %s", i+1, e.Line(l)), c)
		}
		if rank >= 5 {
			add(fmt.Sprintf("%2d. %s", rank+1, h.Entries[rank].Line(l)), ColTitle)
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
		foot = []string{"", l.Say("death.again"), l.Say("death.quit")}
		if d.touch() {
			foot = []string{"", l.Say("death.tap_again"), l.Say("death.tap_quit")}
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
		add(l.Say("death.last"), ColTitle)
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
			d.Hit(x, y, d.Lay.CharW*runes(l.text), l.key)
		}
		y += d.lineH()
	}
}

// RunLines are the lines of the death screen (and the victory screen) that say how to find the run of seed
// again: its seed (and day), where its morgue file and its replay went.
func (m *Model) RunLines(seed uint64) []string {
	l := m.Lang()
	lines := []string{seedLine(l, seed, m.cfg.Daily, m.cfg.DailyRules)}
	if m.cfg.Morgue != nil {
		if s := m.cfg.Morgue(); s != "" {
			lines = append(lines, l.Say("death.morgue", text.S("path", s)))
		}
	}
	if m.cfg.ReplayOf != nil {
		if s := m.cfg.ReplayOf(); s != "" {
			lines = append(lines, l.Say("death.replay", text.S("path", s)))
		}
	}
	return lines
}

// seedLine is the death screen's line of the game's seed (and day, for a daily game): "Seed: 42".
func seedLine(l *text.Lang, seed uint64, daily, rules string) string {
	args := []text.Arg{text.S("seed", strconv.FormatUint(seed, 10)), text.S("day", daily), text.S("rules", rules)}
	switch {
	case daily != "" && rules != "":
		return l.Say("death.seed_daily_rules", args...)
	case daily != "":
		return l.Say("death.seed_daily", args...)
	}
	return l.Say("death.seed", args...)
}

// or is s, or alt when s is empty.
func or(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}

// deadLine is the death screen's first line: "Thora the dwarf warrior is dead.", "You, an elf archer, are dead."
func deadLine(l *text.Lang, pl *game.Actor) string {
	return l.Say("death.dead", characterArgs(l, pl)...)
}

// wonLine is the victory screen's first line: "Thora the dwarf warrior escaped with the Heart of the Mountain!"
func wonLine(l *text.Lang, pl *game.Actor, artefact string) string {
	return l.Say("death.won", append(characterArgs(l, pl), text.S("artefact", artefact))...)
}

// gaveUpLine is the first line of the end of a run given up (issue 37): "Thora the dwarf warrior gave up."
func gaveUpLine(l *text.Lang, pl *game.Actor) string {
	return l.Say("death.gave_up", characterArgs(l, pl)...)
}

// characterArgs name the character for a template: its name ("" none: named false), race and background.
func characterArgs(l *text.Lang, pl *game.Actor) []text.Arg {
	return []text.Arg{text.S("name", pl.Name), text.S("named", strconv.FormatBool(pl.Name != "")),
		text.W("race", l.Word("race", pl.Race)), text.W("background", l.Word("background", pl.Background))}
}

// killsLine is the kills by kind in one line, most first, in l: "3 kobolds, a goblin archer", "21 кобольд,
// 2 гоблина" (game.Obituary.KillsLine is the morgue file's, in English); l's "none" for none.
func killsLine(l *text.Lang, kinds []game.KindCount) string {
	if len(kinds) == 0 {
		return l.Say("death.none")
	}
	parts := make([]string, len(kinds))
	for i, k := range kinds {
		parts[i] = KillsOf(l, k)
	}
	return strings.Join(parts, listSep)
}

// KillsOf says a count of one kind of creature killed in l (death.kind): "a kobold", "3 giant rats"; in
// Russian "1 кобольд", "2 кобольда", "5 кобольдов", "21 кобольд".
func KillsOf(l *text.Lang, k game.KindCount) string {
	return l.Say("death.kind", text.W("kind", l.Word("creature", k.Kind)), text.N("n", k.Count), text.S("plural", k.Plural),
		text.S("unique", strconv.FormatBool(k.Unique)))
}

// wornWords are what pl wears, slot by slot, by the items' words in l: "основная рука: длинный меч".
func wornWords(l *text.Lang, pl *game.Actor) []string {
	var out []string
	for s, it := range pl.Worn {
		if !it.IsZero() {
			out = append(out, l.Say("death.worn_item", text.S("slot", l.Word("slot", game.Slot(s).String()).Base),
				text.S("item", countedItem(l, it))))
		}
	}
	return out
}

// packWords are what pl carries, by the items' words in l, by letter: "a - 40 стрел".
func packWords(l *text.Lang, pl *game.Actor) []string {
	pack := slices.Clone(pl.Pack)
	slices.SortStableFunc(pack, func(a, b game.Item) int { return cmp.Compare(a.Letter, b.Letter) })
	out := make([]string, 0, len(pack))
	for _, it := range pack {
		s := countedItem(l, it)
		if it.Letter != 0 {
			s = fmt.Sprintf("%c - %s", it.Letter, s)
		}
		out = append(out, s)
	}
	return out
}

// countedItem is an item by its word in l, with its count for a stack: "40 стрел".
func countedItem(l *text.Lang, it game.Item) string {
	w := itemWord(l, it.Name)
	if it.Count <= 1 {
		return w.Base
	}
	return l.Say("death.items", text.W("item", w), text.N("n", it.Count))
}

// TutorialEndTitle is the title of the tutorial's end in l, and TutorialAgain its key line: Enter goes to
// the creation screen, to begin a real game.
func TutorialEndTitle(l *text.Lang) string { return l.Say("death.tutorial.title") }

// TutorialAgain is the tutorial's end's key line in l.
func TutorialAgain(l *text.Lang) string { return l.Say("death.tutorial.again") }

// drawTutorialEnd draws the end of the tutorial (issue 33): no score, no death; the tutorial's last words,
// what was done in it, and the offer of a real game.
func (s *Death) drawTutorialEnd(m *Model, d *Drawing) {
	g := d.Game
	l := m.Lang()
	x, y := d.panel(TutorialEndTitle(l))
	pl := g.Player
	lines := Wrap(dataText(m.Lang(), "tutorial", "finished", "", g.Data().Tutorial.Finished), d.pagerColumns())
	lines = append(lines, "", l.Say("death.tutorial.done", text.N("lessons", g.Depth), text.N("turns", g.Turns), text.N("kills", pl.Kills)))
	if m.bot == nil && m.cfg.Replay == nil {
		lines = append(lines, "", TutorialAgain(l))
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
