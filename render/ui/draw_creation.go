// Drawing the title: the creation screen (a race, then a background) and the high-score table.

package ui

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/cleave-game/cleave/game"
)

// creationTitleX is where the creation screen's title begins.
const creationTitleX = 40

// creationLines are the creation screen's tagline and title at step (StepRules, StepRace, StepBackground) in
// layout lay: the long ones where they fit the screen's width, else their short forms (large text on a small
// window).
func creationLines(lay Layout, step int) (tagline, title string) {
	fit := func(long, short string, x int) string {
		if x+lay.CharW*len(long) <= lay.W {
			return long
		}
		return short
	}
	tagline = "Every blow is rolled on two twelve-sided dice."
	tagline = fit(tagline, "Every blow: two twelve-sided dice.", (lay.W-lay.CharW*len(tagline))/2)
	if step == StepRules {
		return tagline, fit("Choose your rules (arrows or a letter, Enter; ? tells the rules):", "Rules (arrows, letter, Enter; ? tells):", creationTitleX)
	}
	if step == StepBackground {
		return tagline, fit("Choose your background (Enter, Escape to go back):", "Background (Enter, Escape back):", creationTitleX)
	}
	if step == StepMode {
		return tagline, fit("Choose the kind of run (Enter to begin, Escape to go back):", "Run (Enter begins, Escape back):", creationTitleX)
	}
	return tagline, fit("Choose your race (arrows or a letter, Enter):", "Race (arrows, a letter, Enter):", creationTitleX)
}

// draw draws the creation screen: the title, the warning of the run (a save that could not be read), and
// a row for each race or background, what it is and brings under it, each row a place to tap.
func (s *Creation) draw(m *Model, d *Drawing) {
	k := float64(d.Lay.Text) // the screen's spacing grows with the text (the same pixels at size 1)
	centred := func(s string, y float64, c color.RGBA) {
		d.Text(s, float64(d.Lay.W-d.Lay.CharW*len(s))/2, y, c)
	}
	data := m.cfg.Data
	step := s.Step
	tagline, title := creationLines(d.Lay, step)
	centred("CLEAVE", 30, ColTitle)
	centred(tagline, 30+20*k, ColDim)
	const scores = "H: high scores"
	d.Text(scores, float64(d.Lay.W-d.Lay.CharW*len(scores)-32), 30, ColDim)
	d.Text(title, creationTitleX, 30+60*k, ColInfo)
	bottom := d.creationBottom()
	reserved := 0 // the lines kept at the foot: the warning's, the rule-set step's
	if m.cfg.Warning != "" {
		lines := Wrap(m.cfg.Warning, d.pagerColumns())
		reserved += len(lines) * d.Lay.LineH
		for i, l := range lines {
			d.Text(l, 16, float64(bottom-8-(len(lines)-i)*d.Lay.LineH), ColDeath)
		}
	}
	if step == StepRules {
		reserved += 4 * d.Lay.LineH
	}
	// The rows: a line for each race or background, what it is and brings under it; where large text leaves
	// no room for them all, only the chosen row's.
	type entry struct {
		head    string
		chosen  bool
		details []string
	}
	var rows []entry
	if step == StepRules {
		sets := data.RuleSets()
		for i, rs := range sets {
			if m.RulesFixed() && i != s.Rules {
				continue // the daily's rule set of the day, for everyone
			}
			mark := "  "
			if i == s.Rules {
				mark = "> "
			}
			a, _ := data.About(rs.Name())
			head := fmt.Sprintf("%s%c) %-8s %s", mark, 'a'+i, rs.Name(), a.Title)
			rows = append(rows, entry{head, i == s.Rules, []string{a.Summary}})
		}
		if m.offersTutorial() {
			tu, i := data.Tutorial, len(sets)
			mark := "  "
			if i == s.Rules {
				mark = "> "
			}
			rows = append(rows, entry{fmt.Sprintf("%s%c) %s", mark, 'a'+i, tu.Offer), i == s.Rules, []string{tu.About}})
		}
		defer s.drawRulesFoot(m, d)
	} else if step == StepMode {
		for i, md := range data.Modes {
			mark := "  "
			if i == s.Mode {
				mark = "> "
			}
			rows = append(rows, entry{fmt.Sprintf("%s%c) %s", mark, 'a'+i, md.Title), i == s.Mode, []string{md.Text}})
		}
	} else if step == StepRace {
		for i, race := range data.Races {
			mark := "  "
			if i == s.Race {
				mark = "> "
			}
			rows = append(rows, entry{fmt.Sprintf("%s%c) %-11s %s", mark, 'a'+i, race.Name, RaceNumbers(race)), i == s.Race, []string{race.Text}})
		}
	} else {
		for i, b := range data.Backgrounds {
			mark := "  "
			if i == s.Background {
				mark = "> "
			}
			kit := make([]string, len(b.Kit))
			for j, k := range b.Kit {
				kit[j] = k.Item
			}
			// The character as it will be: the background's stats with the chosen race's.
			race := data.Races[s.Race]
			stats := fmt.Sprintf("%s%c) %-9s Str %d  Dex %d", mark, 'a'+i, b.Name, b.Strength+race.Strength, b.Dexterity+race.Dexterity)
			if pl, err := game.NewPlayer(data, game.Character{Race: race.Name, Background: b.Name}); err == nil {
				stats = fmt.Sprintf("%s%c) %-9s Str %d  Dex %d  HP %d", mark, 'a'+i, b.Name, pl.Str, pl.Dex, pl.MaxHP)
			}
			rows = append(rows, entry{stats, i == s.Background, []string{b.Text, "Kit: " + strings.Join(kit, ", ") + "."}})
		}
	}
	{ // the lines wrapped to the screen's width (a rule set's summary is longer than 640 pixels; large text, a phone)
		cols := max(10, (d.Lay.W-68)/d.Lay.CharW)
		for i := range rows {
			var w []string
			for _, l := range rows[i].details {
				w = append(w, Wrap(l, cols)...)
			}
			rows[i].details = w
		}
	}
	heads := make([][]string, len(rows)) // a row's line wrapped too, under its letter (a phone's width)
	for i, e := range rows {
		heads[i] = Wrap(e.head, d.columnsFrom(40))
		for j := 1; j < len(heads[i]); j++ {
			heads[i][j] = "    " + heads[i][j] // under the name, past "> a)"
		}
	}
	y := 30 + 86*k
	detailH, rowH := 13*k+1, d.lineH()+6
	height := 0.0
	for i, e := range rows {
		height += float64(len(e.details))*detailH + rowH + float64(len(heads[i])-1)*d.lineH()
	}
	all := y+height <= float64(bottom-8-reserved)
	for i, e := range rows {
		c := ColDim
		if e.chosen {
			c = ColTitle
		}
		top := y
		for j, h := range heads[i] {
			if j > 0 {
				y += d.lineH()
			}
			d.Text(h, 40, y, c)
		}
		key := 'a' + rune(i)
		if step == StepRules {
			key = 'a' + rune(s.Rules) // the daily's one row is its rule set's
			if !m.RulesFixed() {
				key = 'a' + rune(i)
			}
		}
		d.Hit(40, top, d.Lay.W-48, key)
		if all || e.chosen {
			for _, det := range e.details {
				y += detailH
				d.Text(det, 60, y, ColDim)
			}
		}
		y += rowH
	}
}

// creationBottom is the bottom of the creation screen: the window's, or the touch bar's top where it is
// shown (a phone), which would hide the foot's lines.
func (d *Drawing) creationBottom() int {
	if !d.Lay.Bar.Empty() {
		return d.Lay.Bar.Min.Y
	}
	return d.Lay.H
}

// drawRulesFoot draws the rule-set step's foot: what was preselected and why, and the lines to tap for the
// page and to make the set the default.
func (s *Creation) drawRulesFoot(m *Model, d *Drawing) {
	sets := m.cfg.Data.RuleSets()
	if len(sets) == 0 {
		return
	}
	if s.Rules >= len(sets) { // the tutorial's line
		return
	}
	name := sets[s.Rules].Name()
	y := float64(d.creationBottom() - 8 - 4*d.Lay.LineH)
	if m.cfg.Warning != "" {
		y -= float64(len(Wrap(m.cfg.Warning, d.pagerColumns())) * d.Lay.LineH)
	}
	cols := max(10, (d.Lay.W-48)/d.Lay.CharW)
	line := func(text string, c color.RGBA, key rune) { // wrapped to the screen's width (a phone's)
		for _, l := range Wrap(text, cols) {
			d.Text(l, 40, y, c)
			if key != 0 {
				d.Hit(40, y, d.Lay.CharW*len(l), key)
			}
			y += float64(d.Lay.LineH)
		}
	}
	line("?: read the rules of "+name, ColInfo, PageKey)
	def := m.cfg.Settings.Rules
	if def == "" {
		def = sets[0].Name()
	}
	switch {
	case m.RulesFixed():
		line("The daily game is played under "+name+" today, by everyone.", ColDim, 0)
	case m.cfg.Rules != "" && !strings.EqualFold(def, name):
		line(fmt.Sprintf("Your default stays %s. D: make %s your default.", def, name), ColDim, DefaultKey)
	default:
		line("Your choice is remembered for the next game (settings: O in play).", ColDim, 0)
	}
}

// draw draws the high-score table seen from the title: every run kept, best first, the one chosen marked;
// or that run's morgue file.
func (s *Scores) draw(m *Model, d *Drawing) {
	d.Text("CLEAVE: HIGH SCORES", float64(d.Lay.W/2-70*d.Lay.Text), 30, ColTitle)
	y := float64(30 + 40*d.Lay.Text)
	if m.cfg.Scores == nil {
		d.Text("No high scores are kept here.", 40, y, ColDim)
		return
	}
	h, _, note := m.cfg.Scores()
	sel := min(s.Sel, len(h.Entries)-1)
	if s.Open && sel >= 0 {
		for _, l := range strings.Split(h.Entries[sel].Morgue, "\n") {
			if y+d.lineH() > float64(d.Lay.H-d.Lay.LineH-8) {
				break
			}
			d.Text(l, 40, y, ColInfo)
			y += d.lineH()
		}
		d.Text("Enter or Escape: back to the table.", 40, float64(d.Lay.H-d.Lay.LineH-8), ColDim)
		return
	}
	if len(h.Entries) == 0 {
		d.Text("No run has ended yet.", 40, y, ColDim)
	}
	for i, e := range h.Entries {
		c, mark := ColDim, "  "
		if i == sel {
			c, mark = ColTitle, "> "
		}
		for _, l := range Wrap(fmt.Sprintf("%s%2d. %s   %s", mark, i+1, e.Line(), e.When), d.pagerColumns()) {
			d.Text(l, 40, y, c)
			y += d.lineH()
		}
	}
	if note != "" {
		d.Text(note, 40, y+d.lineH(), ColDeath)
	}
	d.footLines("Arrows: choose a run. Enter: its morgue file. Escape or H: back.", 40, float64(d.Lay.H-d.Lay.LineH-8), ColDim)
}
