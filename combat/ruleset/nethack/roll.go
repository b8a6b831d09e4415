// The nethack roll (combat/RULES.md §34.1): NetHack's to-hit.
//
// The attack hits when the to-hit sum — the attacker's bonuses, the target's Armour Class and what its
// state gives — is greater than 1d20. A hit deals the chapter's damage roll (at least 1); armour soaks
// nothing, its AC having already counted against the hit; there are no criticals.

package nethack

import (
	"fmt"

	"github.com/cleave-game/cleave/combat"
)

// Why a roll was thrown under nethack.
const (
	WhyAttack = "nethack attack" // the 1d20 the to-hit sum must beat
	WhyDamage = "nethack damage" // the damage roll
)

// Attack is what the nethack rule set reads of an attack: the game fills it from
// assets/nethack.toml.
type Attack struct {
	ToHit  int         // the attacker's part of the sum: +1 or −1, Luck, level, tables, skill, magic, ranged parts
	Damage combat.Dice // one damage roll, every bonus in Bonus; a hit deals at least 1
}

// Defence is what the nethack rule set reads of a defender.
type Defence struct {
	AC    int // Armour Class: 10 unarmoured, lower is better; added to the sum
	State int // what its state adds: +2 each stunned, fleeing, sleeping, +4 paralysed
}

// Sum is the to-hit sum of an attack against a defence.
func Sum(a Attack, d Defence) int { return a.ToHit + d.AC + d.State }

// HitChance is the chance that sum is greater than 1d20: (sum − 1) / 20, between 0 and 1.
func HitChance(sum int) float64 { return float64(min(20, max(0, sum-1))) / 20 }

// valid reports nethack numbers the rules cannot roll with.
func valid(a Attack, d Defence) error {
	const lim = 200
	if a.ToHit < -lim || a.ToHit > lim || d.AC < -lim || d.AC > lim || d.State < 0 || d.State > lim {
		return fmt.Errorf("nethack: %+v against %+v: a number out of range", a, d)
	}
	return combat.ValidDamage("nethack", a.Damage)
}

// settle rolls one attack under nethack (RULES.md §34), recording every roll on r, into the common
// Outcome: ToHit is the sum, Natural the d20. Armour soaks nothing.
func settle(r *combat.Roller, a combat.Attack, d combat.Defender, x Attack, dd Defence) (combat.Outcome, error) {
	if err := combat.CheckResolve(r, a, d, "nethack", func() error { return valid(x, dd) }); err != nil {
		return combat.Outcome{}, err
	}
	sum := Sum(x, dd)
	o := combat.Outcome{ToHit: sum, Defence: dd.AC, Unseen: a.Unseen, Blind: a.Blind, Sneak: a.Sneak.On}
	n := r.Roll(WhyAttack, combat.Dice{Count: 1, Sides: 20})
	o.Natural = n
	o.Hit = sum > n
	if !o.Hit {
		o.MissReason = combat.PlainMiss(a)
		return o, nil
	}
	var none [combat.NumDamageTypes]int
	o.Type = combat.PickDamageType(r, a.Weapon.Types, &none)
	o.Damage = max(1, r.Roll(WhyDamage, x.Damage))
	o.Dealt = o.Damage
	o.Bleeding = !d.Bloodless && o.Dealt >= d.BleedAt()
	o.Killed = o.Dealt >= d.HP
	return o, nil
}

// Report is the exact odds of one attack under nethack; the JSON keys are those of
// `odds --rules nethack`. Probabilities are per attack (misses included).
type Report struct {
	ToHit      int     `json:"to_hit"`      // the to-hit sum, the target's AC and state included
	AC         int     `json:"ac"`          // the target's Armour Class
	Hit        float64 `json:"hit"`         // the chance that the sum beats 1d20
	MeanDamage float64 `json:"mean_damage"` // hit points lost per attack, misses counting 0
	Kill       float64 `json:"kill"`        // takes a target at full hit points to 0
}

// odds is the exact odds of attack a against defender d under nethack, and the distribution of the
// hit points it takes off (P[0]: misses).
func odds(a combat.Attack, d combat.Defender, x Attack, dd Defence) (Report, combat.Dist, error) {
	if err := combat.CheckOdds(a, d, "nethack", func() error { return valid(x, dd) }); err != nil {
		return Report{}, combat.Dist{}, err
	}
	sum := Sum(x, dd)
	rep := Report{ToHit: sum, AC: dd.AC, Hit: HitChance(sum)}
	dmg := combat.DiceDist(x.Damage, 1)
	dealt := make([]float64, dmg.Max()+1)
	for i, q := range dmg.P {
		dealt[dmg.Min+i] += rep.Hit * q
	}
	rep.MeanDamage, rep.Kill = combat.MissesAndMean(dealt, rep.Hit, d.FullHP())
	return rep, combat.Dist{Min: 0, P: dealt}, nil
}

// Common is the report in the chapter's Report, for the screens that read one: ToHit the sum, Defence AC.
func (r Report) Common() combat.Report {
	return combat.Report{ToHit: r.ToHit, Defence: r.AC, Need: 21 - r.ToHit, Hit: r.Hit, MeanDamage: r.MeanDamage, Kill: r.Kill,
		Confirm: 1, ThreatLow: 25, Multiplier: 1}
}
