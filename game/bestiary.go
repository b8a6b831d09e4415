// The bestiary of what the player has met (issue 32, as Angband's monster recall): every kind of creature
// seen this game, where and when first, how many killed, and what the look screen would say of one of that
// kind at its fullest, with the odds of a fight with it for the character as it stands.

package game

import (
	"fmt"
	"slices"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat/ruleset"
)

// Met is a kind of creature the player has seen this game: its bestiary row, and the level and the turn it
// first came into view. Depth 0: a kind known from a save that kept no bestiary (version 18 or older), met
// before its load (game/save/migrate.go): its kills, or in view when it loaded.
type Met struct {
	Kind  string
	Depth int
	Turn  int
}

// bestiary is the part of the game that keeps the kinds met (State.Met) and recalls them.
type bestiary struct {
	g *Game
}

// note adds to Met the kinds of the living creatures in view that the player has not met yet (the cells in
// view just worked out: updateSight).
func (b bestiary) note() {
	g := b.g
	for _, a := range g.Creatures {
		if !a.Dead && a.Kind != "" && g.IsVisible(a.Pos) {
			b.meet(Met{Kind: a.Kind, Depth: g.Depth, Turn: g.Turns})
		}
	}
}

// meet adds m to Met unless its kind is met already.
func (b bestiary) meet(m Met) {
	g := b.g
	for _, k := range g.Met {
		if k.Kind == m.Kind {
			return
		}
	}
	g.Met = append(g.Met, m)
}

// metBefore gives a game loaded from a save that kept no bestiary (Met nil) the kinds it knows
// the player met: those the player killed, in the order of their names, of no depth or turn (unknown).
// Restore's updateSight then adds those in view.
func (b bestiary) metBefore() {
	g := b.g
	if g.Met != nil {
		return
	}
	kinds := make([]string, 0, len(g.Player.KillsByKind))
	for kind := range g.Player.KillsByKind {
		if _, ok := g.data.Creature(kind); ok {
			kinds = append(kinds, kind)
		}
	}
	slices.Sort(kinds)
	for _, kind := range kinds {
		b.meet(Met{Kind: kind})
	}
}

// Known is a kind of the bestiary as its screen lists it.
type Known struct {
	Met
	Name  string // its name: "kobold", "Grizzletooth"
	Kills int    // how many of it the player killed
	// Threat is the row of words.toml's [[threat]] a fight with one at its fullest is in (0: the least
	// danger), ThreatWords its words ("hard").
	Threat      int
	ThreatWords string
	// Recall is what the bestiary tells of it: the look screen's words of one of its kind at its fullest (its
	// description, what it wields and wears without magic, its spells and resistances, its pace), where
	// and when it was first seen, how many the player killed, and the odds of a fight with it in words for
	// the character as it stands, the exact numbers too (shown when asked for).
	Recall Look
}

// Bestiary is every kind the player has met this game that the data still has, in the order first met,
// each recalled (Known.Recall). It weighs a fight with each: a screen works it out once, when it opens.
func (g *Game) Bestiary() []Known {
	out := make([]Known, 0, len(g.Met))
	for _, m := range g.Met {
		c, ok := g.data.Creature(m.Kind)
		if !ok {
			continue // a kind a reload of the data lost
		}
		k := Known{Met: m, Name: c.Name, Kills: g.Player.KillsByKind[m.Kind]}
		r, mu, err := g.bestiary.recall(m)
		if err != nil {
			r.Lines = append(r.Lines, langOf(g).Say("describe.bestiary.no_odds", text.S("err", err.Error())))
		} else {
			k.ThreatWords, k.Threat = OddsWordsOf(g).ThreatWords(mu.Threat())
		}
		k.Recall = r
		out = append(out, k)
	}
	return out
}

// recall is what the bestiary tells of met kind m (Known.Recall), with the matchup its odds are of.
func (b bestiary) recall(m Met) (Look, Matchup, error) {
	g := b.g
	c, ok := g.data.Creature(m.Kind)
	if !ok {
		return Look{}, Matchup{}, fmt.Errorf("recall: unknown creature %q", m.Kind)
	}
	// One of its kind beside the player, seen and seeing (the look screen's fight up close), on no floor.
	t := g.dungeon.specimen(c, g.Player.Pos)
	t.Awake = true
	l := langOf(g)
	it := text.W("creature", l.Word("creature", c.Name))
	look := Look{Title: l.Say("describe.bestiary.title", it), Lines: b.kindLines(t)}
	look.Lines = append(look.Lines, text.Capital(l.Say("describe.look.pace", it, text.S("pace", pace(t, g.Player))))+".",
		metWords(l, m), b.killWords(l, c.Name, c.Unique))
	mu, err := b.fightLines(t, &look)
	return look, mu, err
}

// metWords say where and when a kind was first seen, in l: "First seen on level 3, turn 412."
func metWords(l *text.Lang, m Met) string {
	if m.Depth == 0 {
		return l.Say("describe.bestiary.met_before")
	}
	return l.Say("describe.bestiary.met", text.N("depth", m.Depth), text.N("turn", m.Turn))
}

// killWords say how many of kind the player killed, in l (a screen, not a message: it may count): "You
// have killed 3.", "You have killed none.", for a unique "You have slain it."
func (b bestiary) killWords(l *text.Lang, kind string, unique bool) string {
	it := text.W("creature", l.Word("creature", kind))
	switch n := b.g.Player.KillsByKind[kind]; {
	case n == 0 && unique:
		return l.Say("describe.bestiary.not_slain", it)
	case n == 0:
		return l.Say("describe.bestiary.killed_none", it)
	case unique:
		return l.Say("describe.bestiary.slain", it)
	case n == 1:
		return l.Say("describe.bestiary.killed_one", it)
	default:
		return l.Say("describe.bestiary.killed", it, text.N("n", n))
	}
}

// kindLines are what the look screen (and the bestiary's recall) says of m before its state: its kind's description, what it wields
// and wears, its spells and resistances.
func (b bestiary) kindLines(m *Actor) []string {
	g := b.g
	l := langOf(g)
	var lines []string
	if c := g.arms.creatureRow(m); c != nil && c.Text != "" {
		lines = append(lines, CreatureText(langOf(g), c)) // game/datatext.go
	}
	var wields, wears []string
	for s := SlotMain; s < NumSlots; s++ {
		it := m.Worn[s]
		switch {
		case it.IsZero() || s == SlotAmmo:
		case it.Kind == ItemWeapon:
			wields = append(wields, l.Say("describe.look.held", text.W("item", plainWord(l, it))))
		case it.Kind == ItemArmour:
			wears = append(wears, l.Say("describe.look.worn", text.W("item", plainWord(l, it))))
		}
	}
	creature := text.W("creature", l.Word("creature", m.Name))
	if len(wields) > 0 {
		lines = append(lines, l.Say("describe.look.wields", creature, text.S("list", andIn(l, wields))))
	}
	if len(wears) > 0 {
		lines = append(lines, l.Say("describe.look.wears", creature, text.S("list", andIn(l, wears))))
	}
	return append(lines, g.spells.lookLines(m)...) // game/spells.go
}

// fightLines add to look what the look screen says of a fight between the player and m: how it looks, the
// odds both ways in words, and the exact numbers behind them (shown when the player asks for them); it
// returns the matchup they are of.
func (b bestiary) fightLines(m *Actor, look *Look) (Matchup, error) {
	g := b.g
	mu, err := g.Matchup(m)
	if err != nil {
		return Matchup{}, err
	}
	l := langOf(g)
	word := l.Word("creature", m.Name)
	creature := text.W("creature", word)
	w := OddsWordsOf(g)
	threat, _ := w.ThreatWords(mu.Threat())
	look.Lines = append(look.Lines, l.Say("describe.look.fight", creature, text.S("threat", threat)))
	look.Lines = append(look.Lines, OddsWords(l, w, mu, word, g.arms.coverOf(m))...)
	look.Numbers = OddsNumbers(l, mu)
	// Its numbers in the rule set's terms, and no other's (RULES.md §32): what the odds above are made of.
	if ns := g.RulesSheet(m).Numbers; len(ns) > 0 {
		look.Numbers = append(look.Numbers, l.Say("describe.look.rules", creature, text.S("rules", g.RulesName()),
			text.S("numbers", ruleset.SayNumbers(l, ns))))
	}
	return mu, nil
}
