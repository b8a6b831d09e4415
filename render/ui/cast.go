// Spells and traps at the keys: z casts through the aim (z again picks the next spell), s searches, D
// disarms (combat/RULES.md §29, §30).

package ui

import (
	"fmt"
	"strconv"

	"github.com/cleave-game/cleave/assets/text"
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
		m.notice = m.Lang().Say("play.cast.none")
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

// castPrompt is the aim's prompt while casting, in the language it was last drawn in (Aim.view).
func (s *Aim) castPrompt() string {
	return orEnglish(s.shown.lang).Say("play.cast.prompt", text.S("spell", s.Spell))
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
	l, spell := game.LangOf(g), text.S("spell", s.Spell)
	if !g.SpellAimed(s.Spell) {
		return l.Say("play.cast.self", spell)
	}
	if v.Target == nil {
		return l.Say("play.aim.nothing")
	}
	who := creatureArg(l, v.Target.Name)
	rep, err := g.SpellOdds(g.Player, v.Target, s.Spell)
	if err != nil {
		return l.Say("play.aim.who_only", who, text.S("way", strconv.FormatBool(false)))
	}
	if s.Numbers {
		return l.Say("play.cast.numbers", who, text.S("hit", fmt.Sprintf("%.1f", 100*rep.Hit)), text.S("damage", fmt.Sprintf("%.1f", rep.MeanDamage)))
	}
	return l.Say("play.cast.odds", who, spell, text.S("odds", g.HitWords(rep.Hit)))
}

// Disarm asks for the direction of the trap to disarm; Escape gives up.
type Disarm struct{}

// prompt is a key: the drawing says it in its language (Drawing.prompt).
func (s *Disarm) prompt() string { return "play.cast.disarm" }

func (s *Disarm) update(m *Model, in *Input, g *game.Game) {
	m.inDirection(in, g, game.ActDisarm, DisarmKey)
}
