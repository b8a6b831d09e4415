// The bestiary of what the player has met (issue 32, as Angband's monster recall): every kind of creature
// seen this game, where and when first, how many killed, and what the look screen would say of one of that
// kind at its fullest, with the odds of a fight with it for the character as it stands.

package game

import (
	"fmt"
	"slices"
	"strconv"
)

// Met is a kind of creature the player has seen this game: its bestiary row, and the level and the turn it
// first came into view. Depth 0: a kind known from a save that kept no bestiary (version 18 or older), met
// before its load (game/save/migrate.go): its kills, or in view when it loaded.
type Met struct {
	Kind  string
	Depth int
	Turn  int
}

// noteMet adds to Met the kinds of the living creatures in view that the player has not met yet (the
// cells in view just worked out: updateSight).
func (g *Game) noteMet() {
	for _, a := range g.Creatures {
		if !a.Dead && a.Kind != "" && g.IsVisible(a.Pos) {
			g.meet(Met{Kind: a.Kind, Depth: g.Depth, Turn: g.Turns})
		}
	}
}

// meet adds m to Met unless its kind is met already.
func (g *Game) meet(m Met) {
	for _, k := range g.Met {
		if k.Kind == m.Kind {
			return
		}
	}
	g.Met = append(g.Met, m)
}

// metBeforeTheBestiary gives a game loaded from a save that kept no bestiary (Met nil) the kinds it knows
// the player met: those the player killed, in the order of their names, of no depth or turn (unknown).
// Restore's updateSight then adds those in view.
func (g *Game) metBeforeTheBestiary() {
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
		g.meet(Met{Kind: kind})
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
	Recall      Look // what the bestiary's screen tells of it (Recall)
}

// Bestiary is every kind the player has met this game that the data still has, in the order first met,
// each recalled (Recall). It weighs a fight with each: a screen works it out once, when it opens.
func (g *Game) Bestiary() []Known {
	out := make([]Known, 0, len(g.Met))
	for _, m := range g.Met {
		c, ok := g.data.Creature(m.Kind)
		if !ok {
			continue // a kind a reload of the data lost
		}
		k := Known{Met: m, Name: c.Name, Kills: g.Player.KillsByKind[m.Kind]}
		r, mu, err := g.recall(m)
		if err != nil {
			r.Lines = append(r.Lines, "You cannot tell the odds: "+err.Error()+".")
		} else {
			k.ThreatWords, k.Threat = g.data.Words.ThreatWords(mu.Threat())
		}
		k.Recall = r
		out = append(out, k)
	}
	return out
}

// Recall is what the bestiary tells of kind, a kind the player met: the look screen's words of one of its
// kind at its fullest (its description, what it wields and wears without magic, its spells and
// resistances, its pace), where and when it was first seen, how many the player killed, and the odds of a
// fight with it in words for the character as it stands, the exact numbers too (shown when asked for).
func (g *Game) Recall(kind string) (Look, error) {
	i := slices.IndexFunc(g.Met, func(m Met) bool { return m.Kind == kind })
	if i < 0 {
		return Look{}, fmt.Errorf("recall: you have not met the %s", kind)
	}
	l, _, err := g.recall(g.Met[i])
	return l, err
}

// recall is Recall of met kind m, with the matchup its odds are of.
func (g *Game) recall(m Met) (Look, Matchup, error) {
	c, ok := g.data.Creature(m.Kind)
	if !ok {
		return Look{}, Matchup{}, fmt.Errorf("recall: unknown creature %q", m.Kind)
	}
	// One of its kind beside the player, seen and seeing (the look screen's fight up close), on no floor.
	t := g.dungeon.specimen(c, g.Player.Pos)
	t.Awake = true
	l := Look{Title: Capitalize(c.Name), Lines: g.kindLines(t)}
	l.Lines = append(l.Lines, Capitalize(paceWords(t, g.Player))+".", metWords(m), g.killWords(c.Name, c.Unique))
	mu, err := g.fightLines(t, &l)
	return l, mu, err
}

// metWords say where and when a kind was first seen: "First seen on level 3, turn 412."
func metWords(m Met) string {
	if m.Depth == 0 {
		return "First seen before this game's save kept a bestiary."
	}
	return "First seen on level " + strconv.Itoa(m.Depth) + ", turn " + strconv.Itoa(m.Turn) + "."
}

// killWords say how many of kind the player killed (a screen, not a message: it may count): "You have
// killed 3 of them.", "You have killed none.", for a unique "You have slain it."
func (g *Game) killWords(kind string, unique bool) string {
	switch n := g.Player.KillsByKind[kind]; {
	case n == 0 && unique:
		return "You have not slain it."
	case n == 0:
		return "You have killed none."
	case unique:
		return "You have slain it."
	case n == 1:
		return "You have killed one."
	default:
		return "You have killed " + strconv.Itoa(n) + "."
	}
}
