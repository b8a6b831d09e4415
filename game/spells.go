// Spells and the elements: resistances, casting, and what a spell does when it lands (combat/RULES.md
// §30–§32).

package game

import (
	"github.com/cleave-game/cleave/combat"
)

// resistances is t's resistance level to each element (RULES.md §30.3): its race's (the player) and its
// bestiary row's, and what it wears or drinks adds through ResistHook.
func (g *Game) resistances(t *Actor) combat.Resistances {
	var r combat.Resistances
	if c := g.creatureRow(t); c != nil {
		g.data.Resistances(&r, c.Resist)
	}
	if t.Player {
		if race, ok := g.data.Race(t.Race); ok {
			g.data.Resistances(&r, race.Resist)
		}
	}
	for e, v := range t.Resist {
		if e < combat.MaxElements {
			r[e] += v
		}
	}
	return r
}
