// What every rule set builds on (combat/ruleset and its folders, RULES.md §32): the checks before a blow,
// the plain miss, the damage type, the Protection of a defender, and the distributions of the exact odds.

package combat

import "fmt"

// CheckResolve checks what every rule set checks before it rolls: a roller, an attack and a defender the
// chapter's checks accept, and the rule set's own numbers (own, which may be nil).
func CheckResolve(r *Roller, a Attack, d Defender, rules string, own func() error) error {
	if r == nil || r.rng == nil {
		return fmt.Errorf("combat: resolve %s: no roller (use NewRoller)", rules)
	}
	return checkRule("resolve", rules, a, d, own)
}

// CheckOdds checks, before a rule set works out its odds, the attack and the defender by the chapter's
// checks and the rule set's own numbers (own, which may be nil).
func CheckOdds(a Attack, d Defender, rules string, own func() error) error {
	return checkRule("odds", rules, a, d, own)
}

// checkRule checks, for what (resolve, odds) rule set rules does, an attack and a defender by the chapter's
// checks and the rule set's own numbers.
func checkRule(what, rules string, a Attack, d Defender, own func() error) error {
	if own == nil {
		own = func() error { return nil }
	}
	for _, check := range []func() error{a.Validate, d.Validate, own} {
		if err := check(); err != nil {
			return fmt.Errorf("combat: %s %s: %w", what, rules, err)
		}
	}
	return nil
}

// PlainMiss is why a miss that nothing turned aside missed: unseen when either side could not see the other.
func PlainMiss(a Attack) MissReason {
	if a.Unseen || a.Blind {
		return MissUnseen
	}
	return MissPlain
}

// PickDamageType is the damage type of weapon types that Protection prot (by type) stops least; among
// equally good ones, a roll picks (Roll why "damage type"). A rule set whose armour soaks nothing passes
// zeros: every type is as good, and the roll picks.
func PickDamageType(r *Roller, types DamageTypes, prot *[NumDamageTypes]int) DamageType {
	return damageType(r, types, prot)
}

// Protections is, for each damage type, the Protection of every piece added up (before pierce), and the
// index of the piece that gives the most (-1 when none gives any).
func (d *Defender) Protections() (total, best [NumDamageTypes]int) { return d.protections() }

// FullHP is the defender's hit points when whole: MaxHP, or HP when MaxHP is not set.
func (d Defender) FullHP() int { return d.maxHP() }

// ValidDamage reports damage dice of rule set set the rules cannot roll: less than 1d1, or beyond what
// Validate allows.
func ValidDamage(set string, d Dice) error {
	if d.Count < 1 || d.Sides < 1 {
		return fmt.Errorf("%s: damage %s: want at least 1d1", set, d)
	}
	return d.Validate()
}

// MissesAndMean puts the chance of a miss (1 − hit) on no damage in dealt, the distribution of damage an
// attack deals, and returns its mean and the chance that it deals at least hp (a kill in one attack).
func MissesAndMean(dealt []float64, hit float64, hp int) (mean, kill float64) {
	dealt[0] += 1 - hit
	for v, q := range dealt {
		mean += float64(v) * q
		if v >= hp {
			kill += q
		}
	}
	return mean, kill
}

// DiceDist is the distribution of rolls throws of dice d added up, floored at 1: a hit's damage.
func DiceDist(d Dice, rolls int) Dist { return damageDist(d, rolls) }

// Faces is the distribution of d's total (a 0d0: always its bonus).
func Faces(d Dice) Dist {
	if d.Count < 1 || d.Sides < 1 {
		return Dist{Min: d.Bonus, P: []float64{1}}
	}
	return Dist{Min: d.Count + d.Bonus, P: sumDist(d.Count, d.Sides)}
}

// Convolve is the distribution of the sum of two independent amounts.
func Convolve(a, b Dist) Dist {
	p := make([]float64, len(a.P)+len(b.P)-1)
	for i, x := range a.P {
		if x == 0 {
			continue
		}
		for j, y := range b.P {
			p[i+j] += x * y
		}
	}
	return Dist{Min: a.Min + b.Min, P: p}
}

// Negated is the distribution of minus the amount.
func (d Dist) Negated() Dist {
	p := make([]float64, len(d.P))
	for i, x := range d.P {
		p[len(p)-1-i] = x
	}
	return Dist{Min: -d.Max(), P: p}
}

// RollOpenEnded throws count open-ended dice of sides sides for the given reason, and records one Roll of
// their total: a die that shows its highest face counts one less and is thrown again, added, as often as it
// shows it. A roller with no random source throws every die as a 1.
func (r *Roller) RollOpenEnded(why string, count, sides int) int {
	total := max(0, count)
	if r.rng != nil && sides >= 2 {
		total = 0
		for range count {
			for {
				d := 1 + r.rng.IntN(sides)
				if d < sides {
					total += d
					break
				}
				total += sides - 1
			}
		}
	}
	if r.Log != nil {
		r.Log(Roll{Who: r.Who, Why: why, Dice: Dice{Count: count, Sides: sides}, Result: total})
	}
	return total
}
