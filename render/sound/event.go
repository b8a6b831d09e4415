// Which sound an event of the game makes, and how loud.

package sound

import (
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/game"
)

// Cue is a sound to play: the effect, and its loudness against the others (0 to 1, before the player's
// volume).
type Cue struct {
	Effect Effect
	Gain   float64
}

// Of is the sound event e makes, heard by the player whose actor is player: seen says whether it happened
// where the player sees. What happens out of sight sounds at half the gain; steps are the player's own
// only (a crowd's would drown the fight); events with no sound of their own (spells, traps: their attacks
// sound) make none (ok false).
func Of(e game.Event, player int, seen bool) (c Cue, ok bool) {
	switch e.Kind {
	case game.EventAttack:
		c = Cue{Effect: OfOutcome(e.Outcome), Gain: 1}
		if !e.Outcome.Hit && e.Outcome.MissReason == combat.MissUnseen {
			c.Gain = 0.5 // nothing to see: a faint swish, as the animation's
		}
	case game.EventMissile:
		c = Cue{Effect: Throw, Gain: 1}
		if e.Mode == combat.Shot {
			c.Effect = Shot
		}
	case game.EventDeath:
		c = Cue{Effect: Death, Gain: 1}
	case game.EventMove:
		if e.Actor != player {
			return Cue{}, false
		}
		return Cue{Effect: Step, Gain: 1}, true
	case game.EventDoorOpen:
		c = Cue{Effect: DoorOpen, Gain: 1}
	case game.EventDoorClose:
		c = Cue{Effect: DoorClose, Gain: 1}
	default:
		return Cue{}, false
	}
	if !seen && e.Actor != player {
		c.Gain /= 2
	}
	return c, true
}

// OfOutcome is the sound of an attack's outcome, told apart as the animations tell them (render/anim.go's
// effectOf): a hit by its damage type, a critical, a glance, a block, a parry, a dodge, armour's clank, a
// ward, a plain miss.
func OfOutcome(o combat.Outcome) Effect {
	switch {
	case o.Hit && o.Glance && o.ShieldHit: // a shield hit that nothing got through (a rule set whose shields soak)
		return Block
	case o.Hit && o.Glance:
		return Glance
	case o.Hit && o.Critical:
		return Critical
	case o.Hit && o.Type == combat.Piercing:
		return Pierce
	case o.Hit && o.Type == combat.Bludgeoning:
		return Crush
	case o.Hit:
		return Slash
	}
	switch o.MissReason {
	case combat.MissDexterity, combat.MissDodge:
		return Dodge
	case combat.MissShield:
		return Block
	case combat.MissParry:
		return Parry
	case combat.MissArmour, combat.MissNatural, combat.MissWall:
		return Clank
	case combat.MissDeflection:
		return Ward
	default:
		return Miss
	}
}
