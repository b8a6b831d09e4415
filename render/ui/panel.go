// The side panel's contents: the player's state, the creatures in view with their health and how
// dangerous each looks, what lies underfoot. The renderer draws them; the words and the order are here.

package ui

import (
	"fmt"
	"strings"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// Sidebar is what the side panel shows of the game now.
type Sidebar struct {
	Title     string // "Thora the dwarf warrior"
	HP, MaxHP int    // the player's own, shown as a bar and in numbers
	Stance    string
	Status    []string // Bleeding, Poisoned, Sick, a burden
	Depth     int
	// Lesson and Lessons are the tutorial's lesson played and how many it has (0: no tutorial): the panel
	// says "Lesson 3/9" in the depth's place.
	Lesson, Lessons int
	Time            string // game.Clock
	Quiver          string // what t looses ("t: short bow, 23 arrows"), "" for nothing
	// Spells are the spells the player knows, in the order learned (as z goes through them), each with
	// its recharge (RULES.md §30.4).
	Spells []SideSpell
	// Carrying is the artefact of the goal when the player carries it ("" when not): the way out is up.
	Carrying string
	// Foes are the creatures in view, nearest first.
	Foes []SideFoe
	// Underfoot is what lies at the player's feet: bodies, items, stairs, a door.
	Underfoot []string
	// Rules is the rule set the game is fought under (its name: RULES.md §32), and DefaultRules the
	// data's default (the panel names the rule set when it is another).
	Rules, DefaultRules string
	// Run is the kind of run's title when it is not the whole dungeon ("Explore"; RULES.md §38.5), "" for it.
	Run string
	// Sandbox: the game is a sandbox game (--sandbox, issue 36): the panel shows its tag under the title.
	Sandbox bool
	// Numbers are the player's numbers in the rule set's terms, and no other's (its Sheet, RULES.md §32):
	// the chapter's Dv and Pv, thac0's AC and THAC0, drn's Attack, Defence, Protection and Fatigue...
	Numbers []ruleset.Number
	// lang is the language of the panel's words (the model's; English when none).
	lang *text.Lang
}

// Say is the panel's text of key in its language ("play.panel.hp": "HP"): the renderer draws the panel
// with the words of the keys of play.toml's [panel].
func (s Sidebar) Say(key string, args ...text.Arg) string { return orEnglish(s.lang).Say(key, args...) }

// NumbersText is the panel's line of the player's numbers: "AC 2  THAC0 19  level 2".
func (s Sidebar) NumbersText() string {
	parts := make([]string, len(s.Numbers))
	for i, n := range s.Numbers {
		parts[i] = n.Say(s.lang)
	}
	return strings.Join(parts, "  ")
}

// StripLine is the line under the title of the strip a phone held upright shows for the side panel: hit
// points, level and stance, then as many of the player's numbers as fit in n columns, each whole (a number
// cut in the middle, "Pv 3, 4 vs s", says something false; one left out says nothing: the @ screen has all).
func (s Sidebar) StripLine(n int) string {
	line := fmt.Sprintf("%d/%d  %s  %s", s.HP, s.MaxHP, s.Where(), s.Stance)
	for _, num := range s.Numbers {
		next := line + "  " + num.Say(s.lang)
		if runes(next) > n {
			break
		}
		line = next
	}
	return line
}

// SideSpell is a spell the player knows as the side panel shows it: ready, or recharging with the seconds
// left (the player's own numbers) and how far along the recharge is.
type SideSpell struct {
	Name string
	// Ready: it may be cast now (RULES.md §30.4: its recharge is over).
	Ready bool
	// Left is the time until it may be cast again, in tenths of a second (game time); Charged how much of
	// its recharge has passed, 0 to 1 (1 when ready), for the bar.
	Left    int64
	Charged float64
	lang    *text.Lang // the language of State (English when none)
}

// State is the spell's recharge in words: "ready", or "in 4.5s".
func (s SideSpell) State() string {
	if s.Ready {
		return orEnglish(s.lang).Say("play.panel.ready")
	}
	return orEnglish(s.lang).Say("play.panel.in", text.S("time", game.ClockIn(orEnglish(s.lang), s.Left)))
}

// SideFoe is a creature in view as the side panel shows it: a health bar, never a number (a creature's hit
// points are its own), and its name in the colour of how dangerous a fight with it looks.
type SideFoe struct {
	Name, Kind string
	Pos        gruid.Point
	Health     float64 // its hit points now over its most, 0 to 1, for the bar
	Hurt       string  // game.HurtWords
	Unaware    bool
	// Threat is the row of words.toml's [[threat]] the fight is in (0: the least danger), of Threats rows;
	// ThreatWords its words.
	Threat, Threats int
	ThreatWords     string
}

// Sidebar is the side panel's contents for g now, its words a keyboard's.
func (m *Model) Sidebar(g *game.Game) Sidebar { return m.SidebarFor(g, false) }

// SidebarFor is the side panel's contents for g now; on a touch screen (touch) its words name the touch
// bar's buttons, not keys.
func (m *Model) SidebarFor(g *game.Game, touch bool) Sidebar {
	pl, l := g.Player, m.Lang()
	s := Sidebar{Title: text.Capital(game.TitleIn(game.LangOf(g), pl)), HP: pl.HP, MaxHP: pl.MaxHP, Stance: pl.Stance, Depth: g.Depth,
		Time: game.ClockIn(l, g.Time), Quiver: m.Quiver(g), Status: StatusWords(g, pl), lang: l}
	if g.Artefact {
		s.Carrying, _ = g.Goal()
	}
	if _, n, of, ok := g.Lesson(); ok {
		s.Lesson, s.Lessons = n, of
	}
	s.Spells = SideSpells(g, pl)
	for i := range s.Spells { // the data's names in the player's language (game/datatext.go)
		s.Spells[i].Name = game.SpellWord(m.Lang(), s.Spells[i].Name).Base
	}
	if s.Stance == "" {
		s.Stance = assets.NeutralStance
	}
	s.Stance = game.StanceName(m.Lang(), s.Stance) // the data's name in the player's language (game/datatext.go)
	w := game.OddsWordsOf(g)
	for _, a := range g.Targets() {
		f := SideFoe{Name: l.Word("creature", a.Name).Base, Kind: a.Kind, Pos: a.Pos, Health: float64(max(0, a.HP)) / float64(max(1, a.MaxHP)),
			Hurt: game.HurtWords(l, a), Unaware: !a.Awake, Threats: len(w.Threat)}
		if mu, err := g.Matchup(a); err == nil {
			f.ThreatWords, f.Threat = w.ThreatWords(mu.Threat())
		}
		s.Foes = append(s.Foes, f)
	}
	s.Underfoot = thingsAt(g, pl.Pos, touch)
	s.Rules, s.DefaultRules = g.RulesName(), g.Data().RuleSets()[0].Name()
	if g.State.Mode != "" {
		s.Run = g.RunMode().Title
	}
	s.Sandbox = g.Sandbox
	s.Numbers = g.RulesSheet(pl).Numbers
	return s
}

// SideSpells are the spells a knows with their recharge now (RULES.md §30.4: a spell cast may not be cast
// again before its recharge has passed), their state said in g's language.
func SideSpells(g *game.Game, a *game.Actor) []SideSpell {
	var out []SideSpell
	for _, name := range g.KnownSpells(a) {
		sp := SideSpell{Name: name, Ready: true, Charged: 1, lang: game.LangOf(g)}
		if left := a.SpellReady[name] - g.Time; left > 0 {
			sp.Ready, sp.Left, sp.Charged = false, left, 0
			if row, ok := g.Data().Spell(name); ok && row.Recharge > 0 {
				sp.Charged = max(0, 1-float64(left)/(row.Recharge*10))
			}
		}
		out = append(out, sp)
	}
	return out
}

// StatusWords are the player's visible states in g's language: wounds, ills, burden, and the moment's states.
func StatusWords(g *game.Game, pl *game.Actor) []string {
	var out []string
	l := game.LangOf(g)
	if pl.Bleeding > 0 {
		out = append(out, l.Say("play.panel.bleeding"))
	}
	if pl.Poison > 0 {
		out = append(out, l.Say("play.panel.poisoned"))
	}
	if pl.Disease != "" {
		out = append(out, l.Say("play.panel.sick"))
	}
	if b := game.BurdenName(game.LangOf(g), g.Burden(pl)); b != "" {
		out = append(out, b)
	}
	return append(out, g.MomentWords(pl)...) // dazzled, winded, tired, raging (RULES.md §24, §26, §27.2)
}

// thingsAt names in g's language what lies at p and is no creature: bodies, items, stairs, a door; on a
// touch screen (touch) with the touch bar's buttons, not keys.
func thingsAt(g *game.Game, p gruid.Point, touch bool) []string {
	var names []string
	l := game.LangOf(g)
	for _, c := range g.Corpses {
		if c.Pos == p {
			names = append(names, l.Say("play.things.body", creatureArg(l, c.Kind)))
		}
	}
	for _, it := range g.ItemsAt(p) {
		names = append(names, l.Say("play.things.item", text.W("item", text.Word{Base: g.ItemName(it)})))
	}
	if t := g.FoundTrapAt(p); t != nil {
		names = append(names, l.Say("play.things.trap", text.W("trap", l.Word("trap", t.Name))))
	}
	key := ""
	switch g.Level.At(p) {
	case levels.StairsDown:
		key = "play.things.stairs_down"
	case levels.StairsUp:
		key = "play.things.stairs_up"
	case levels.DoorClosed:
		key = "play.things.door_closed"
	case levels.DoorOpen:
		key = "play.things.door_open"
		if touch {
			key = "play.things.door_open_tap"
		}
	case levels.Water:
		key = "play.things.water"
	case levels.Artefact:
		name, _ := g.Goal()
		names = append(names, l.Say("play.things.artefact", text.S("artefact", name)))
	}
	if key != "" {
		names = append(names, l.Say(key))
	}
	return names
}

// SandboxTag is the key of the side panel's tag of a sandbox game (issue 36: "marked on screen"): Say says it.
const SandboxTag = "play.panel.sandbox"

// Where is where the player is, as the panel says it: "Depth 3", or in the tutorial "Lesson 3/9".
func (s Sidebar) Where() string {
	if s.Lessons > 0 {
		return s.Say("play.panel.lesson", text.N("n", s.Lesson), text.N("of", s.Lessons))
	}
	return s.Say("play.panel.depth", text.N("depth", s.Depth))
}
