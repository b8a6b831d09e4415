// Spells and traps at the keys: z casts through the aim (z again picks the next spell), s searches, D
// disarms (combat/RULES.md §29, §30).

package ui

import (
	"fmt"

	"github.com/cleave-game/cleave/game"
)

// The keys of spells and traps.
const (
	CastKey   = 'z' // cast: the aim, with the spell named in the prompt; z again the next spell
	SearchKey = 's' // search the cells around for traps
	DisarmKey = 'D' // disarm a found trap, then a direction ('.' or 5 underfoot is not asked: traps lie beside)
)

// castAim opens the aim for the first spell the player knows, at the nearest foe; a spell on oneself is cast
// from it with Enter.
func (m *Model) castAim(g *game.Game) {
	spells := g.KnownSpells(g.Player)
	if len(spells) == 0 {
		m.notice = "You know no spells."
		return
	}
	m.aim(g, false, 0)
	if a, ok := m.screen.(*Aim); ok {
		a.Spell, a.Item = spells[0], 0
	}
}

// nextSpell makes the aim cast the next spell the player knows.
func (s *Aim) nextSpell(g *game.Game) {
	spells := g.KnownSpells(g.Player)
	if len(spells) == 0 {
		return
	}
	s.Item = (s.Item + 1) % len(spells)
	s.Spell = spells[s.Item]
}

// castPrompt is the aim's prompt while casting.
func (s *Aim) castPrompt() string {
	return fmt.Sprintf("Cast %s: z next spell, Tab next foe, direction keys move, Enter casts, Esc cancels.", s.Spell)
}

// cast casts the aim's spell: at the cell aimed at, or on oneself.
func (s *Aim) cast(m *Model, g *game.Game) {
	if g.SpellAimed(s.Spell) {
		if r := s.refusal(g); r != "" {
			m.notice = r
			return
		}
	}
	m.back()
	m.act(g, game.Action{Kind: game.ActCast, Spell: s.Spell, Target: s.At})
}

// castLine is the line under the map while casting: the target and the odds in words (or numbers).
func (s *Aim) castLine(g *game.Game, v AimView) string {
	if !g.SpellAimed(s.Spell) {
		return fmt.Sprintf("%s: on yourself.", game.Capitalize(s.Spell))
	}
	if v.Target == nil {
		return "Nothing in the line of fire."
	}
	rep, err := g.SpellOdds(g.Player, v.Target, s.Spell)
	if err != nil {
		return "The " + v.Target.Name + "."
	}
	if s.Numbers {
		return fmt.Sprintf("The %s: to hit %.1f%%, mean damage %.1f.", v.Target.Name, 100*rep.Hit, rep.MeanDamage)
	}
	return fmt.Sprintf("The %s: your %s would strike it %s.", v.Target.Name, s.Spell, g.HitWords(rep.Hit))
}

// Disarm asks for the direction of the trap to disarm; Escape gives up.
type Disarm struct{}

func (s *Disarm) prompt() string { return "Disarm the trap in which direction? (Escape cancels)" }

func (s *Disarm) update(m *Model, in *Input, g *game.Game) {
	m.inDirection(in, g, game.ActDisarm, DisarmKey)
}
