// The thac0 roll (combat/RULES.md §33.1): AD&D 2nd edition's to-hit as Baldur's Gate plays it.
//
// The attack hits when a d20 is at least THAC0 − the target's Armour Class; AC runs from 10 down, lower
// is better, and armour turns hits rather than soaking damage. A sleeping or held target is hit
// automatically; a natural 20 always hits and a natural 1 always misses when the data says so; a natural
// 20 that hits is a critical, which doubles the damage.

package thac0

import (
	"fmt"

	"github.com/cleave-game/cleave/combat"
)

// Why a roll was thrown under thac0.
const (
	WhyAttack = "thac0 attack" // the d20 of the attack roll
	WhyDamage = "thac0 damage" // the weapon's damage dice
)

// Attack is what the thac0 rule set reads of an attack: the game fills it from assets/thac0.toml.
type Attack struct {
	THAC0  int         // the attacker's THAC0 after every modifier (Strength or Dexterity, magic, ...)
	Damage combat.Dice // one damage roll: the weapon's dice, every damage bonus in Bonus; a hit deals at least 1
	// Natural20 and Natural1: a natural 20 always hits, a natural 1 always misses (Baldur's Gate).
	Natural20, Natural1 bool
	// CritMultiplier multiplies the damage of a natural 20 that hits (0 or 1: no criticals).
	CritMultiplier int
}

// Defence is what the thac0 rule set reads of a defender.
type Defence struct {
	AC       int  // Armour Class: 10 unarmoured, lower is better
	Helpless bool // asleep or held: hit automatically, normal damage
}

// Need is the least d20 that hits: THAC0 − AC.
func Need(thac0, ac int) int { return thac0 - ac }

// hits reports whether natural roll n (1–20) hits: always when the target is helpless, a natural 20
// and a natural 1 by the switches, else at least THAC0 − AC.
func hits(n int, a Attack, d Defence) bool {
	switch {
	case d.Helpless:
		return true
	case n == 20 && a.Natural20:
		return true
	case n == 1 && a.Natural1:
		return false
	}
	return n >= Need(a.THAC0, d.AC)
}

// crit reports whether natural roll n that hits is a critical: a natural 20 against a target that is
// not helpless (a helpless one takes normal damage), when criticals are on.
func crit(n int, a Attack, d Defence) bool {
	return n == 20 && !d.Helpless && a.CritMultiplier > 1 && hits(n, a, d)
}

// valid reports thac0 numbers the rules cannot roll with.
func valid(a Attack, d Defence) error {
	const lim = 100
	if a.THAC0 < -lim || a.THAC0 > lim || d.AC < -lim || d.AC > lim || a.CritMultiplier < 0 || a.CritMultiplier > 10 {
		return fmt.Errorf("thac0: %+v against %+v: a number out of range", a, d)
	}
	return combat.ValidDamage("thac0", a.Damage)
}

// settle rolls one attack under thac0 (RULES.md §33), recording every roll on r, into the common
// Outcome: ToHit is THAC0, Defence AC, Natural the d20, Critical a natural 20's double
// damage. Armour soaks nothing. Bleeding follows the chapter (a critical, or a hit of a third of the
// maximum hit points).
func settle(r *combat.Roller, a combat.Attack, d combat.Defender, x Attack, dd Defence) (combat.Outcome, error) {
	if err := combat.CheckResolve(r, a, d, "thac0", func() error { return valid(x, dd) }); err != nil {
		return combat.Outcome{}, err
	}
	o := combat.Outcome{ToHit: x.THAC0, Defence: dd.AC, Unseen: a.Unseen, Blind: a.Blind, Sneak: a.Sneak.On}
	n := r.Roll(WhyAttack, combat.Dice{Count: 1, Sides: 20})
	o.Natural = n
	o.Hit = hits(n, x, dd)
	if !o.Hit {
		o.MissReason = combat.PlainMiss(a)
		return o, nil
	}
	o.Critical = crit(n, x, dd)
	o.Threat = o.Critical
	var none [combat.NumDamageTypes]int
	o.Type = combat.PickDamageType(r, a.Weapon.Types, &none)
	o.Damage = max(1, r.Roll(WhyDamage, x.Damage))
	if o.Critical {
		o.Damage *= x.CritMultiplier
	}
	o.Dealt = o.Damage
	o.Bleeding = !d.Bloodless && (o.Critical || o.Dealt >= d.BleedAt())
	o.Killed = o.Dealt >= d.HP
	return o, nil
}

// Report is the exact odds of one attack under thac0; the JSON keys are those of `odds --rules thac0`.
// Probabilities are per attack (misses included).
type Report struct {
	THAC0      int     `json:"thac0"`       // the attacker's THAC0 after modifiers
	AC         int     `json:"ac"`          // the target's Armour Class
	Need       int     `json:"need"`        // the least d20 that hits: THAC0 − AC
	Hit        float64 `json:"hit"`         // the chance to hit
	Crit       float64 `json:"crit"`        // the chance of a critical (a natural 20 that hits)
	MeanDamage float64 `json:"mean_damage"` // hit points lost per attack, misses counting 0
	Kill       float64 `json:"kill"`        // takes a target at full hit points to 0
}

// HitChance is the chance that a d20 hits under the attack's and the defence's switches.
func HitChance(a Attack, d Defence) float64 {
	n := 0
	for v := 1; v <= 20; v++ {
		if hits(v, a, d) {
			n++
		}
	}
	return float64(n) / 20
}

// odds is the exact odds of attack a against defender d under thac0, and the distribution of the
// hit points it takes off (P[0]: misses).
func odds(a combat.Attack, d combat.Defender, x Attack, dd Defence) (Report, combat.Dist, error) {
	if err := combat.CheckOdds(a, d, "thac0", func() error { return valid(x, dd) }); err != nil {
		return Report{}, combat.Dist{}, err
	}
	rep := Report{THAC0: x.THAC0, AC: dd.AC, Need: Need(x.THAC0, dd.AC), Hit: HitChance(x, dd)}
	if crit(20, x, dd) {
		rep.Crit = 1.0 / 20
	}
	dmg := combat.DiceDist(x.Damage, 1) // at least 1
	dealt := make([]float64, 1)
	add := func(w float64, mult int) {
		for i, q := range dmg.P {
			v := (dmg.Min + i) * mult
			for len(dealt) <= v {
				dealt = append(dealt, 0)
			}
			dealt[v] += w * q
		}
	}
	add(rep.Hit-rep.Crit, 1)
	if rep.Crit > 0 {
		add(rep.Crit, x.CritMultiplier)
	}
	rep.MeanDamage, rep.Kill = combat.MissesAndMean(dealt, rep.Hit, d.FullHP())
	return rep, combat.Dist{Min: 0, P: dealt}, nil
}

// Common is the report in the chapter's Report, for the screens that read one: ToHit THAC0, Defence AC,
// Need the least d20, Threat and Crit the criticals.
func (r Report) Common() combat.Report {
	return combat.Report{ToHit: r.THAC0, Defence: r.AC, Need: r.Need, Hit: r.Hit, Threat: r.Crit, Crit: r.Crit,
		MeanDamage: r.MeanDamage, Kill: r.Kill, Confirm: 1, ThreatLow: 25, Multiplier: 2}
}
