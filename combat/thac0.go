// thac0: AD&D 2nd edition combat as Baldur's Gate plays it (seed 003), the third rule set (RULES.md §33).
//
// The attack hits when a d20 is at least THAC0 − the target's Armour Class; AC runs from 10 down, lower
// is better, and armour turns hits rather than soaking damage. A sleeping or held target is hit
// automatically; a natural 20 always hits and a natural 1 always misses when the data says so; a natural
// 20 that hits is a critical, which doubles the damage.

package combat

import "fmt"

// Why a roll was thrown under thac0.
const (
	WhyTHAC0Attack = "thac0 attack" // the d20 of the attack roll
	WhyTHAC0Damage = "thac0 damage" // the weapon's damage dice
)

// THAC0Attack is what the thac0 rule set reads of an attack: the game fills it from assets/thac0.toml.
type THAC0Attack struct {
	THAC0  int  // the attacker's THAC0 after every modifier (Strength or Dexterity, magic, ...)
	Damage Dice // one damage roll: the weapon's dice, every damage bonus in Bonus; a hit deals at least 1
	// Natural20 and Natural1: a natural 20 always hits, a natural 1 always misses (Baldur's Gate).
	Natural20, Natural1 bool
	// CritMultiplier multiplies the damage of a natural 20 that hits (0 or 1: no criticals).
	CritMultiplier int
}

// THAC0Defence is what the thac0 rule set reads of a defender.
type THAC0Defence struct {
	AC       int  // Armour Class: 10 unarmoured, lower is better
	Helpless bool // asleep or held: hit automatically, normal damage
}

// THAC0Need is the least d20 that hits: THAC0 − AC.
func THAC0Need(thac0, ac int) int { return thac0 - ac }

// thac0Hits reports whether natural roll n (1–20) hits: always when the target is helpless, a natural 20
// and a natural 1 by the switches, else at least THAC0 − AC.
func thac0Hits(n int, a THAC0Attack, d THAC0Defence) bool {
	switch {
	case d.Helpless:
		return true
	case n == 20 && a.Natural20:
		return true
	case n == 1 && a.Natural1:
		return false
	}
	return n >= THAC0Need(a.THAC0, d.AC)
}

// thac0Crit reports whether natural roll n that hits is a critical: a natural 20 against a target that is
// not helpless (a helpless one takes normal damage), when criticals are on.
func thac0Crit(n int, a THAC0Attack, d THAC0Defence) bool {
	return n == 20 && !d.Helpless && a.CritMultiplier > 1 && thac0Hits(n, a, d)
}

// validTHAC0 reports thac0 numbers the rules cannot roll with.
func validTHAC0(a THAC0Attack, d THAC0Defence) error {
	const lim = 100
	if a.THAC0 < -lim || a.THAC0 > lim || d.AC < -lim || d.AC > lim || a.CritMultiplier < 0 || a.CritMultiplier > 10 {
		return fmt.Errorf("thac0: %+v against %+v: a number out of range", a, d)
	}
	return validDamage("thac0", a.Damage)
}

// missesAndMean puts the chance of a miss (1 − hit) on no damage in dealt, the distribution of damage an
// attack deals, and returns its mean and the chance that it deals at least hp (a kill in one attack).
func missesAndMean(dealt []float64, hit float64, hp int) (mean, kill float64) {
	dealt[0] += 1 - hit
	for v, q := range dealt {
		mean += float64(v) * q
		if v >= hp {
			kill += q
		}
	}
	return mean, kill
}

// validDamage reports damage dice of rule set set (thac0, nethack) the rules cannot roll: less than 1d1, or
// beyond what Validate allows.
func validDamage(set string, d Dice) error {
	if d.Count < 1 || d.Sides < 1 {
		return fmt.Errorf("%s: damage %s: want at least 1d1", set, d)
	}
	return d.Validate()
}

// ResolveTHAC0 rolls one attack under thac0 (RULES.md §33), recording every roll on r, into the common
// Outcome: ToHit is THAC0, Defence AC, Natural and AttackRoll the d20, Critical a natural 20's double
// damage. Armour soaks nothing. Bleeding follows the chapter (a critical, or a hit of a third of the
// maximum hit points).
func ResolveTHAC0(r *Roller, a Attack, d Defender) (Outcome, error) {
	if err := resolvable(r, a, d, "thac0", func() error { return validTHAC0(a.THAC0, d.THAC0) }); err != nil {
		return Outcome{}, err
	}
	x, dd := a.THAC0, d.THAC0
	o := Outcome{ToHit: x.THAC0, Defence: dd.AC, Unseen: a.Unseen, Blind: a.Blind, Sneak: a.Sneak.On, Rules: THAC0}
	n := r.Roll(WhyTHAC0Attack, Dice{Count: 1, Sides: 20})
	o.Natural, o.AttackRoll, o.DefenceRoll = n, n, THAC0Need(x.THAC0, dd.AC)
	o.Hit = thac0Hits(n, x, dd)
	if !o.Hit {
		o.MissReason = plainMiss(a)
		return o, nil
	}
	o.Critical = thac0Crit(n, x, dd)
	o.Threat = o.Critical
	var none [NumDamageTypes]int
	o.Type = damageType(r, a.Weapon.Types, &none)
	o.Damage = max(1, r.Roll(WhyTHAC0Damage, x.Damage))
	if o.Critical {
		o.Damage *= x.CritMultiplier
	}
	o.Dealt = o.Damage
	o.Bleeding = !d.Bloodless && (o.Critical || o.Dealt >= d.BleedAt())
	o.Killed = o.Dealt >= d.HP
	return o, nil
}

// THAC0Report is the exact odds of one attack under thac0; the JSON keys are those of `odds --rules thac0`.
// Probabilities are per attack (misses included).
type THAC0Report struct {
	THAC0      int     `json:"thac0"`       // the attacker's THAC0 after modifiers
	AC         int     `json:"ac"`          // the target's Armour Class
	Need       int     `json:"need"`        // the least d20 that hits: THAC0 − AC
	Hit        float64 `json:"hit"`         // the chance to hit
	Crit       float64 `json:"crit"`        // the chance of a critical (a natural 20 that hits)
	MeanDamage float64 `json:"mean_damage"` // hit points lost per attack, misses counting 0
	Kill       float64 `json:"kill"`        // takes a target at full hit points to 0
}

// THAC0HitChance is the chance that a d20 hits under the attack's and the defence's switches.
func THAC0HitChance(a THAC0Attack, d THAC0Defence) float64 {
	n := 0
	for v := 1; v <= 20; v++ {
		if thac0Hits(v, a, d) {
			n++
		}
	}
	return float64(n) / 20
}

// OddsTHAC0 is the exact odds of attack a against defender d under thac0, and the distribution of the
// hit points it takes off (P[0]: misses).
func OddsTHAC0(a Attack, d Defender) (THAC0Report, Dist, error) {
	x, dd := a.THAC0, d.THAC0
	if err := checkRule("odds", "thac0", a, d, func() error { return validTHAC0(x, dd) }); err != nil {
		return THAC0Report{}, Dist{}, err
	}
	rep := THAC0Report{THAC0: x.THAC0, AC: dd.AC, Need: THAC0Need(x.THAC0, dd.AC), Hit: THAC0HitChance(x, dd)}
	if thac0Crit(20, x, dd) {
		rep.Crit = 1.0 / 20
	}
	dmg := damageDist(x.Damage, 1) // at least 1
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
	rep.MeanDamage, rep.Kill = missesAndMean(dealt, rep.Hit, d.maxHP())
	return rep, Dist{Min: 0, P: dealt}, nil
}

// Common is the report in the chapter's Report, for the screens that read one: ToHit THAC0, Defence AC,
// Need the least d20, Threat and Crit the criticals.
func (r THAC0Report) Common() Report {
	return Report{ToHit: r.THAC0, Defence: r.AC, Need: r.Need, Hit: r.Hit, Threat: r.Crit, Crit: r.Crit,
		MeanDamage: r.MeanDamage, Kill: r.Kill, Confirm: 1, ThreatLow: 25, Multiplier: 2}
}
