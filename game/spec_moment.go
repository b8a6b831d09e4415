// The odds command's moment: a sneak attack, talents, rage, dazzled and winded, added to an AttackSpec's attack
// by the same rules the game plays (combat/RULES.md §22–§27).

package game

import (
	"fmt"
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
)

// Moment is what an AttackSpec adds of the moment and of talents (RULES.md §22–§27).
type Moment struct {
	Sneak   bool     // the target has not noticed the attacker: a sneak attack (§22.2)
	Asleep  bool     // the target sleeps: an exploit, and a sneak attack (§22.3)
	Talents []string // talents of talents.toml the attacker has (§27)
	Raging  bool     // the attacker rages: needs a talent that gives rage (§27.2)
	Dazzled bool     // the attacker is dazzled (§24.1)
	Winded  bool     // the attacker is winded (§26.2)
	// TargetDazzled: the target is dazzled (§24.1: its Defence −2; drn reads it as stunned, nethack as
	// stunned too).
	TargetDazzled bool
	// Lit: the blow is struck in the light (Blow.Lit). The game's dungeon is dark everywhere, the zero
	// value; lit is the odds command's what-if (--light lit).
	Lit bool
}

// addMoment adds m to attack a of data d, as strikeAt and addTalents do in the game.
func addMoment(d *assets.Data, m Moment, a *combat.Attack) error {
	holder := &Actor{Raging: m.Raging}
	var rage bool
	vital := 0
	for _, name := range m.Talents {
		t, ok := d.Talent(name)
		if !ok {
			names := make([]string, len(d.Talents))
			for i, t := range d.Talents {
				names[i] = t.Name
			}
			return fmt.Errorf("unknown talent %q: want one of %s", name, strings.Join(names, ", "))
		}
		if t.Mode == "" || t.Mode == a.Mode.String() {
			a.TalentToHit += t.ToHit
			a.TalentDamage += t.Damage
		}
		if a.TwoWeapon && t.TwoWeapon > 0 {
			pen := combat.MainHandPenalty
			if a.Hand == combat.OffHand {
				pen = combat.OffHandPenalty
			}
			a.TalentToHit += min(max(0, pen-a.Style.TwoWeapon), t.TwoWeapon)
		}
		vital += t.Vital
		rage = rage || t.Rage
	}
	if holder.Raging {
		if !rage {
			return fmt.Errorf("--raging needs a talent that gives rage (rage = true in talents.toml)")
		}
		a.TalentToHit += d.Tactics.Rage.ToHit
		a.TalentDamage += d.Tactics.Rage.Damage
	}
	if m.Dazzled {
		a.MomentToHit += d.Tactics.Dazzle.ToHit
	}
	if m.Winded {
		a.MomentToHit += d.Tactics.Stamina.WindedToHit
	}
	if m.Sneak || m.Asleep {
		sn := d.Tactics.Sneak
		a.Sneak = combat.Sneak{On: true, ToHit: sn.ToHit, ThreatWiden: sn.ThreatWiden, MultiplierUp: vital}
		if m.Asleep {
			a.Sneak.ToHit += sn.ExploitToHit
		}
	}
	return nil
}
