// Drawing the title: the creation screen (a race, then a background) and the high-score table. Their words
// are assets/lang's (creation.toml; the data's names and texts through names.toml), in the model's language.

package ui

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
)

// creationTitleX is where the creation screen's title begins.
const creationTitleX = 40

// creationLines are the creation screen's tagline and title at step (StepRules, StepRace, StepBackground) in
// layout lay: the long ones where they fit the screen's width, else their short forms (large text on a small
// window).
func creationLines(l *text.Lang, lay Layout, step int) (tagline, title string) {
	fit := func(key string, x int) string { // the key's text, or its _short one where it does not fit
		if long := l.Say(key); x+lay.CharW*runes(long) <= lay.W {
			return long
		}
		return l.Say(key + "_short")
	}
	tagline = l.Say("creation.tagline")
	tagline = fit("creation.tagline", (lay.W-lay.CharW*runes(tagline))/2)
	which := map[int]string{StepRules: "rules", StepBackground: "background", StepMode: "mode"}[step]
	if which == "" {
		which = "race"
	}
	return tagline, fit("creation.step."+which, creationTitleX)
}

// draw draws the creation screen: the title, the warning of the run (a save that could not be read), and
// a row for each race or background, what it is and brings under it, each row a place to tap.
func (s *Creation) draw(m *Model, d *Drawing) {
	k := float64(d.Lay.Text) // the screen's spacing grows with the text (the same pixels at size 1)
	centred := func(s string, y float64, c color.RGBA) {
		d.Text(s, float64(d.Lay.W-d.Lay.CharW*runes(s))/2, y, c)
	}
	data := m.cfg.Data
	step := s.Step
	l := m.Lang()
	tagline, title := creationLines(l, d.Lay, step)
	centred(l.Say("creation.title"), 30, ColTitle)
	centred(tagline, 30+20*k, ColDim)
	scores := l.Say("creation.scores_key")
	d.Text(scores, float64(d.Lay.W-d.Lay.CharW*runes(scores)-32), 30, ColDim)
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
			head := fmt.Sprintf("%s%c) %-8s %s", mark, 'a'+i, rs.Name(), dataText(m.Lang(), "ruleset", rs.Name(), "", a.Title))
			rows = append(rows, entry{head, i == s.Rules, []string{dataText(m.Lang(), "ruleset", rs.Name(), "summary", a.Summary)}})
		}
		if m.offersTutorial() {
			tu, i := data.Tutorial, len(sets)
			mark := "  "
			if i == s.Rules {
				mark = "> "
			}
			offer, about := dataText(m.Lang(), "tutorial", "offer", "", tu.Offer), dataText(m.Lang(), "tutorial", "about", "", tu.About)
			rows = append(rows, entry{fmt.Sprintf("%s%c) %s", mark, 'a'+i, offer), i == s.Rules, []string{about}})
		}
		defer s.drawRulesFoot(m, d)
	} else if step == StepMode {
		for i, md := range data.Modes {
			mark := "  "
			if i == s.Mode {
				mark = "> "
			}
			rows = append(rows, entry{fmt.Sprintf("%s%c) %s", mark, 'a'+i, dataText(m.Lang(), "mode", md.Name, "", md.Title)), i == s.Mode,
				[]string{dataText(m.Lang(), "mode", md.Name, "text", md.Text)}})
		}
	} else if step == StepRace {
		for i, race := range data.Races {
			mark := "  "
			if i == s.Race {
				mark = "> "
			}
			rows = append(rows, entry{fmt.Sprintf("%s%c) %-11s %s", mark, 'a'+i, l.Word("race", race.Name).Base, raceNumbers(l, race)), i == s.Race,
				[]string{dataText(m.Lang(), "race", race.Name, "text", race.Text)}})
		}
	} else {
		for i, b := range data.Backgrounds {
			mark := "  "
			if i == s.Background {
				mark = "> "
			}
			kit := make([]string, len(b.Kit))
			for j, k := range b.Kit {
				kit[j] = itemWord(l, k.Item).Base
			}
			// The character as it will be: the background's stats with the chosen race's.
			race := data.Races[s.Race]
			str, dex, hp := b.Strength+race.Strength, b.Dexterity+race.Dexterity, "none"
			if pl, err := game.NewPlayer(data, game.Character{Race: race.Name, Background: b.Name}); err == nil {
				str, dex, hp = pl.Str, pl.Dex, strconv.Itoa(pl.MaxHP)
			}
			stats := l.Say("creation.row.background", text.N("str", str), text.N("dex", dex), text.S("hp", hp))
			head := fmt.Sprintf("%s%c) %-9s %s", mark, 'a'+i, l.Word("background", b.Name).Base, stats)
			rows = append(rows, entry{head, i == s.Background, []string{dataText(m.Lang(), "background", b.Name, "text", b.Text),
				l.Say("creation.row.kit", text.S("items", strings.Join(kit, listSep)))}})
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
	l := m.Lang()
	line(l.Say("creation.foot.read", text.S("name", name)), ColInfo, PageKey)
	def := m.cfg.Settings.Rules
	if def == "" {
		def = sets[0].Name()
	}
	switch {
	case m.RulesFixed():
		line(l.Say("creation.foot.daily", text.S("name", name)), ColDim, 0)
	case m.cfg.Rules != "" && !strings.EqualFold(def, name):
		line(l.Say("creation.foot.default", text.S("default", def), text.S("name", name)), ColDim, DefaultKey)
	default:
		line(l.Say("creation.foot.remembered"), ColDim, 0)
	}
}

// draw draws the high-score table seen from the title: every run kept, best first, the one chosen marked;
// or that run's morgue file.
func (s *Scores) draw(m *Model, d *Drawing) {
	l := m.Lang()
	d.Text(l.Say("creation.scores.title"), float64(d.Lay.W/2-70*d.Lay.Text), 30, ColTitle)
	y := float64(30 + 40*d.Lay.Text)
	if m.cfg.Scores == nil {
		d.Text(l.Say("creation.scores.none_kept"), 40, y, ColDim)
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
		d.Text(l.Say("creation.scores.back"), 40, float64(d.Lay.H-d.Lay.LineH-8), ColDim)
		return
	}
	if len(h.Entries) == 0 {
		d.Text(l.Say("creation.scores.none_yet"), 40, y, ColDim)
	}
	for i, e := range h.Entries {
		c, mark := ColDim, "  "
		if i == sel {
			c, mark = ColTitle, "> "
		}
		for _, l := range Wrap(fmt.Sprintf("%s%2d. %s   %s", mark, i+1, e.Line(m.Lang()), e.When), d.pagerColumns()) {
			d.Text(l, 40, y, c)
			y += d.lineH()
		}
	}
	if note != "" {
		d.Text(note, 40, y+d.lineH(), ColDeath)
	}
	d.footLines(l.Say("creation.scores.keys"), 40, float64(d.Lay.H-d.Lay.LineH-8), ColDim)
}

// listSep joins the parts of a list ("long sword, large shield").
const listSep = ", "

// raceNumbers are a race's numbers as its row says them in l: "Str +2  Dex -1  HP +3  Protection +2" (the
// creation screen's; RaceNumbers is the same in English for the other screens).
func raceNumbers(l *text.Lang, r assets.Race) string {
	opt := func(v int) string {
		if v == 0 {
			return "none"
		}
		return fmt.Sprintf("%+d", v)
	}
	return l.Say("creation.row.race", text.S("str", fmt.Sprintf("%+d", r.Strength)), text.S("dex", fmt.Sprintf("%+d", r.Dexterity)),
		text.S("hp", fmt.Sprintf("%+d", r.HP)), text.S("defence", opt(r.Defence)), text.S("protection", opt(r.Protection)))
}

// itemWord is the word of an item of the data by its name in l: a weapon's, an armour's (ammunition is
// among the weapons), else the name as written.
func itemWord(l *text.Lang, name string) text.Word {
	if w, ok := l.Own("weapon", name); ok {
		return w
	}
	return l.Word("armour", name)
}
