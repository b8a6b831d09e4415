// nethack: NetHack's to-hit (seed 004), the fourth rule set (RULES.md §34).
//
// The attack hits when the to-hit sum — the attacker's bonuses, the target's Armour Class and what its
// state gives — is greater than 1d20. A hit deals the chapter's damage roll (at least 1); armour soaks
// nothing, its AC having already counted against the hit; there are no criticals.

package combat

import "fmt"

// Why a roll was thrown under nethack.
const (
	WhyNetHackAttack = "nethack attack" // the 1d20 the to-hit sum must beat
	WhyNetHackDamage = "nethack damage" // the damage roll
)

// NetHackAttack is what the nethack rule set reads of an attack: the game fills it from
// assets/nethack.toml.
type NetHackAttack struct {
	ToHit  int  // the attacker's part of the sum: +1 or −1, Luck, level, tables, skill, magic, ranged parts
	Damage Dice // one damage roll, every bonus in Bonus; a hit deals at least 1
}

// NetHackDefence is what the nethack rule set reads of a defender.
type NetHackDefence struct {
	AC    int // Armour Class: 10 unarmoured, lower is better; added to the sum
	State int // what its state adds: +2 each stunned, fleeing, sleeping, +4 paralysed
}

// NetHackSum is the to-hit sum of an attack against a defence.
func NetHackSum(a NetHackAttack, d NetHackDefence) int { return a.ToHit + d.AC + d.State }

// NetHackHitChance is the chance that sum is greater than 1d20: (sum − 1) / 20, between 0 and 1.
func NetHackHitChance(sum int) float64 { return float64(min(20, max(0, sum-1))) / 20 }

// validNetHack reports nethack numbers the rules cannot roll with.
func validNetHack(a NetHackAttack, d NetHackDefence) error {
	const lim = 200
	if a.ToHit < -lim || a.ToHit > lim || d.AC < -lim || d.AC > lim || d.State < 0 || d.State > lim {
		return fmt.Errorf("nethack: %+v against %+v: a number out of range", a, d)
	}
	return validDamage("nethack", a.Damage)
}

// ResolveNetHack rolls one attack under nethack (RULES.md §34), recording every roll on r, into the common
// Outcome: ToHit is the sum, Natural and AttackRoll the d20, DefenceRoll the sum again. Armour soaks nothing.
func ResolveNetHack(r *Roller, a Attack, d Defender) (Outcome, error) {
	if err := resolvable(r, a, d, "nethack", func() error { return validNetHack(a.NetHack, d.NetHack) }); err != nil {
		return Outcome{}, err
	}
	sum := NetHackSum(a.NetHack, d.NetHack)
	o := Outcome{ToHit: sum, Defence: d.NetHack.AC, Unseen: a.Unseen, Blind: a.Blind, Sneak: a.Sneak.On, Rules: NetHack}
	n := r.Roll(WhyNetHackAttack, Dice{Count: 1, Sides: 20})
	o.Natural, o.AttackRoll, o.DefenceRoll = n, n, sum
	o.Hit = sum > n
	if !o.Hit {
		o.MissReason = plainMiss(a)
		return o, nil
	}
	var none [NumDamageTypes]int
	o.Type = damageType(r, a.Weapon.Types, &none)
	o.Damage = max(1, r.Roll(WhyNetHackDamage, a.NetHack.Damage))
	o.Dealt = o.Damage
	o.Bleeding = !d.Bloodless && o.Dealt >= d.BleedAt()
	o.Killed = o.Dealt >= d.HP
	return o, nil
}

// NetHackReport is the exact odds of one attack under nethack; the JSON keys are those of
// `odds --rules nethack`. Probabilities are per attack (misses included).
type NetHackReport struct {
	ToHit      int     `json:"to_hit"`      // the to-hit sum, the target's AC and state included
	AC         int     `json:"ac"`          // the target's Armour Class
	Hit        float64 `json:"hit"`         // the chance that the sum beats 1d20
	MeanDamage float64 `json:"mean_damage"` // hit points lost per attack, misses counting 0
	Kill       float64 `json:"kill"`        // takes a target at full hit points to 0
}

// OddsNetHack is the exact odds of attack a against defender d under nethack, and the distribution of the
// hit points it takes off (P[0]: misses).
func OddsNetHack(a Attack, d Defender) (NetHackReport, Dist, error) {
	if err := checkRule("odds", "nethack", a, d, func() error { return validNetHack(a.NetHack, d.NetHack) }); err != nil {
		return NetHackReport{}, Dist{}, err
	}
	sum := NetHackSum(a.NetHack, d.NetHack)
	rep := NetHackReport{ToHit: sum, AC: d.NetHack.AC, Hit: NetHackHitChance(sum)}
	dmg := damageDist(a.NetHack.Damage, 1)
	dealt := make([]float64, dmg.Max()+1)
	for i, q := range dmg.P {
		dealt[dmg.Min+i] += rep.Hit * q
	}
	rep.MeanDamage, rep.Kill = missesAndMean(dealt, rep.Hit, d.maxHP())
	return rep, Dist{Min: 0, P: dealt}, nil
}

// Common is the report in the chapter's Report, for the screens that read one: ToHit the sum, Defence AC.
func (r NetHackReport) Common() Report {
	return Report{ToHit: r.ToHit, Defence: r.AC, Need: 21 - r.ToHit, Hit: r.Hit, MeanDamage: r.MeanDamage, Kill: r.Kill,
		Confirm: 1, ThreatLow: 25, Multiplier: 1}
}
