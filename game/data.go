// Data: turning the rows of the asset files into what the combat rules read.

package game

import (
	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
)

// RankStep is what rank r of skill s gives, as the combat rules read it. Fighting styles of shields
// give their Defence as Shield; the others' Defence is Dodge and is added by the caller.
func RankStep(s *assets.Skill, r int) combat.RankStep {
	if s == nil || r <= 0 {
		return combat.RankStep{}
	}
	k := s.At(r)
	st := combat.RankStep{ToHit: k.ToHit, Damage: k.Damage, ThreatWiden: k.ThreatWiden, MultiplierUp: k.MultiplierUp,
		Parry: k.Parry, TwoWeapon: k.TwoWeapon}
	if s.When == assets.StyleSwordAndBoard || s.When == assets.StyleTwoShields {
		st.Shield = k.Defence
	}
	return st
}

// CombatStance is a stance row as the combat rules read it; unknown or empty names are no stance.
func CombatStance(d *assets.Data, name string) combat.Stance {
	if s, ok := d.Stance(name); ok {
		return combat.Stance{Name: s.Name, ToHit: s.ToHit, Damage: s.Damage}
	}
	return combat.Stance{}
}

// Piece is a worn armour row as a piece of Protection.
func Piece(a *assets.Armour) combat.Piece {
	p := combat.Piece{Name: a.Name, Protection: a.Protection}
	for t, v := range a.ProtectionVs {
		if t < combat.NumDamageTypes {
			p.Vs[t] = v
		}
	}
	return p
}

// styleSkill finds the fighting style skill that counts in way of fighting when.
func styleSkill(d *assets.Data, when string) *assets.Skill {
	if when == "" {
		return nil
	}
	for i := range d.Skills {
		if d.Skills[i].Kind == assets.FightingStyle && d.Skills[i].When == when {
			return &d.Skills[i]
		}
	}
	return nil
}
