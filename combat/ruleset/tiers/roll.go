// The tiers roll (combat/RULES.md §35.1, §35.2): d20 opposed rolls with three hit strengths and Guard Points.
//
// Attack roll = d20 + the attack bonus; Defence = d20 + the defence bonus. Lower than Defence misses; at
// least Defence is a Light hit, Defence + 6 a Medium hit, Defence + 12 a Critical hit. Each weapon has a
// damage value per hit strength. A defender hit may spend a Guard Point to Dodge (one hit strength less)
// or Block (up to its block pool off the damage, spread over attacks).

package tiers

import (
	"fmt"

	"github.com/cleave-game/cleave/combat"
)

// Hit strengths under tiers.
const (
	Miss     = 0
	Light    = 1
	Medium   = 2
	Critical = 3
)

// Why a roll was thrown under tiers.
const (
	WhyAttack  = "tiers attack"  // the attacker's d20
	WhyDefence = "tiers defence" // the defender's d20
	WhyBlock   = "tiers block"   // a shield's (or Deflect's) Block Die
	WhyDodge   = "tiers dodge"   // Evasion's Dodge Die
)

// Guard is what a defender does with a Guard Point when hit.
type Guard uint8

// The guards.
const (
	GuardNone  Guard = iota // keep the Guard Point
	GuardDodge              // one hit strength less
	GuardBlock              // the block pool (3, and the Block Die with a shield or Deflect) off the damage
	// GuardAuto: whichever of Dodge and Block leaves less damage (RULES.md §35.2), a tie to the one that
	// spends no Guard Point (a Block from a pool left), else to Dodge.
	GuardAuto
)

// Attack is what the tiers roll reads of an attack, as the rule set derives it from tiers.toml.
type Attack struct {
	Bonus  int    // Attribute + Proficiency + Specialization (+ magic)
	Damage [3]int // the damage of a Light, a Medium and a Critical hit
	// CritBleeds: the weapon group's Critical Feature opens a bleeding wound; CritDamage is added to a
	// Critical hit's damage.
	CritBleeds bool
	CritDamage int
	LightOnly  bool // an off-hand blow: never more than a Light hit
	// Natural, when 1 to 20, is the attack's d20 already thrown (two weapons: the higher of two dice,
	// RULES.md §35.1); 0 throws it.
	Natural int
}

// Defence is what the tiers roll reads of a defender.
type Defence struct {
	Bonus    int      // Agility + Dodge + Block
	Guard    [4]Guard // what it does when hit, by the hit strength (Light, Medium, Critical), if it has a Guard Point
	GP       int      // its Guard Points now
	Block    int      // what is left of its block pool (spent before a new Guard Point)
	BlockNew int      // what a new Block adds to the pool: 3
	BlockDie combat.Dice
	// BlockDie is a shield's (or the Deflect talent's) Block Die, rolled on a new Block (0d0: none);
	// DodgeDie the Evasion talent's Dodge Die, rolled on a Dodge: one more hit strength less for every 3 on
	// it (0d0: no Evasion).
	DodgeDie combat.Dice
}

// Strength is the hit strength of an attack total against a defence total.
func Strength(attack, defence int) int {
	switch m := attack - defence; {
	case m < 0:
		return Miss
	case m < 6:
		return Light
	case m < 12:
		return Medium
	}
	return Critical
}

// Guarded is what tiers records of a blow in Outcome.Own: the two totals, the hit strength before and
// after Guard, and what Guard spent.
type Guarded struct {
	AttackRoll, DefenceRoll int  // the d20s with their bonuses
	Strength, Landed        int  // the hit strength rolled, and after a Dodge
	GPSpent                 bool // a Guard Point was spent
	Guard                   Guard
	Blocked                 int // damage the block pool took off
	BlockLeft               int // the block pool after this attack
	Evaded                  int // the hit strengths Evasion's Dodge Die took off besides the Dodge's one
}

// guarded is what o records of a blow of tiers (the zero Guarded for another's).
func guarded(o combat.Outcome) Guarded {
	g, _ := o.Own.(Guarded)
	return g
}

// settle rolls one attack under tiers (RULES.md §35), recording every roll on r, into the common Outcome:
// ToHit and Defence the bonuses, Critical a Critical hit, Own the Guarded. Armour soaks nothing.
func settle(r *combat.Roller, a combat.Attack, d combat.Defender, x Attack, dd Defence) (combat.Outcome, error) {
	if err := combat.CheckResolve(r, a, d, "tiers", func() error { return valid(x, dd) }); err != nil {
		return combat.Outcome{}, err
	}
	o := combat.Outcome{ToHit: x.Bonus, Defence: dd.Bonus, Unseen: a.Unseen, Blind: a.Blind, Sneak: a.Sneak.On}
	n := x.Natural
	if n < 1 || n > 20 {
		n = r.Roll(WhyAttack, combat.Dice{Count: 1, Sides: 20})
	}
	m := r.Roll(WhyDefence, combat.Dice{Count: 1, Sides: 20})
	t := Guarded{AttackRoll: n + x.Bonus, DefenceRoll: m + dd.Bonus}
	o.Natural = n
	s := Strength(t.AttackRoll, t.DefenceRoll)
	if x.LightOnly && s > Light {
		s = Light
	}
	t.Strength, t.Landed, t.BlockLeft = s, s, dd.Block
	o.Hit = s > Miss
	if !o.Hit {
		o.MissReason = combat.PlainMiss(a)
		o.Own = t
		return o, nil
	}
	o.Critical = s == Critical
	var none [combat.NumDamageTypes]int
	o.Type = combat.PickDamageType(r, a.Weapon.Types, &none)
	dmg := x.Damage[s-1]
	if o.Critical {
		dmg += x.CritDamage
	}
	// Guard: a Dodge takes a hit strength off (Guard reduces damage only: the hit stays a hit); a Block
	// spends the pool, a new Guard Point refilling it.
	g := dd.Guard[s]
	if g == GuardAuto {
		g = autoGuard(x, dd, s, dmg)
	}
	switch {
	case g == GuardDodge && dd.GP > 0:
		t.GPSpent, t.Guard, t.Landed = true, GuardDodge, s-1
		if dd.DodgeDie.Count > 0 {
			t.Evaded = min(t.Landed, r.Roll(WhyDodge, dd.DodgeDie)/3)
			t.Landed -= t.Evaded
		}
		dmg = 0
		if t.Landed > 0 {
			dmg = x.Damage[t.Landed-1]
		}
	case g == GuardBlock && (dd.Block > 0 || dd.GP > 0):
		pool := dd.Block
		if pool == 0 {
			pool = dd.BlockNew
			if dd.BlockDie.Count > 0 {
				pool += r.Roll(WhyBlock, dd.BlockDie)
			}
			t.GPSpent = true
		}
		t.Guard = GuardBlock
		t.Blocked = min(pool, max(0, dmg))
		dmg -= t.Blocked
		t.BlockLeft = pool - t.Blocked
	}
	o.Own = t
	o.Damage = max(0, dmg)
	o.Dealt = o.Damage
	o.Glance = o.Dealt == 0
	o.Bleeding = !d.Bloodless && !o.Glance && ((o.Critical && x.CritBleeds) || o.Dealt >= d.BleedAt())
	o.Killed = o.Dealt >= d.HP
	return o, nil
}

// autoGuard is GuardAuto's choice against a hit of strength s that would deal dmg (RULES.md §35.2): the
// damage a Dodge leaves (the next hit strength down's, before any Evasion) against what a Block leaves (the
// pool left, else a new one without its Block Die); the lesser, a tie to a Block from a pool left (it spends
// no Guard Point), else to Dodge. Either needs what it spends.
func autoGuard(x Attack, dd Defence, s, dmg int) Guard {
	canDodge, canBlock := dd.GP > 0, dd.Block > 0 || dd.GP > 0
	dodged := 0
	if s > Light {
		dodged = x.Damage[s-2]
	}
	pool := dd.Block
	if pool == 0 {
		pool = dd.BlockNew
	}
	blocked := max(0, dmg-pool)
	switch {
	case !canBlock:
		return GuardNone // no Guard Point, no pool
	case !canDodge || blocked < dodged || (blocked == dodged && dd.Block > 0):
		return GuardBlock
	}
	return GuardDodge
}

// valid reports tiers numbers the rules cannot roll with.
func valid(a Attack, d Defence) error {
	const lim = 200
	if a.Bonus < -lim || a.Bonus > lim || d.Bonus < -lim || d.Bonus > lim || d.GP < 0 || d.Block < 0 || d.BlockNew < 0 {
		return fmt.Errorf("tiers: %+v against %+v: a number out of range", a, d)
	}
	for _, v := range a.Damage {
		if v < 0 || v > 10000 {
			return fmt.Errorf("tiers: damage %v: want 0 to 10000", a.Damage)
		}
	}
	for _, die := range []combat.Dice{d.BlockDie, d.DodgeDie} {
		if die.Count > 0 {
			if err := die.Validate(); err != nil {
				return err
			}
		}
	}
	return nil
}

// Report is the exact odds of one attack under tiers, before Guard (the defender spends none); the JSON
// keys are those of `odds --rules tiers`.
type Report struct {
	ToHit      int     `json:"to_hit"`      // the attack bonus
	Defence    int     `json:"defence"`     // the defence bonus
	Hit        float64 `json:"hit"`         // a Light hit or better
	Light      float64 `json:"light"`       // exactly a Light hit
	Medium     float64 `json:"medium"`      // exactly a Medium hit
	Critical   float64 `json:"critical"`    // a Critical hit
	MeanDamage float64 `json:"mean_damage"` // hit points lost per attack, no Guard spent
	Kill       float64 `json:"kill"`        // takes a target at full hit points to 0, no Guard spent
}

// Chances is the chance of each hit strength (miss, Light, Medium, Critical) for an attack bonus against
// a defence bonus: the 400 pairs of d20 counted.
func Chances(attack, defence int, lightOnly bool) [4]float64 {
	var p [4]float64
	for n := 1; n <= 20; n++ {
		for m := 1; m <= 20; m++ {
			s := Strength(n+attack, m+defence)
			if lightOnly && s > Light {
				s = Light
			}
			p[s] += 1.0 / 400
		}
	}
	return p
}

// odds is the exact odds of attack a against defender d under tiers, before Guard, and the distribution of
// the hit points it takes off (P[0]: misses).
func odds(a combat.Attack, d combat.Defender, x Attack, dd Defence) (Report, combat.Dist, error) {
	if err := combat.CheckOdds(a, d, "tiers", func() error { return valid(x, dd) }); err != nil {
		return Report{}, combat.Dist{}, err
	}
	p := Chances(x.Bonus, dd.Bonus, x.LightOnly)
	rep := Report{ToHit: x.Bonus, Defence: dd.Bonus, Hit: 1 - p[0], Light: p[1], Medium: p[2], Critical: p[3]}
	dmg := [4]int{0, x.Damage[0], x.Damage[1], x.Damage[2] + x.CritDamage}
	top := 0
	for _, v := range dmg {
		top = max(top, v)
	}
	dealt := make([]float64, top+1)
	hp := d.FullHP()
	for s, q := range p {
		dealt[dmg[s]] += q
		rep.MeanDamage += q * float64(dmg[s])
		if s > 0 && dmg[s] >= hp {
			rep.Kill += q
		}
	}
	return rep, combat.Dist{Min: 0, P: dealt}, nil
}

// Common is the report in the chapter's Report, for the screens that read one: Crit the Critical hits.
func (r Report) Common() combat.Report {
	return combat.Report{ToHit: r.ToHit, Defence: r.Defence, Need: r.Defence - r.ToHit, Hit: r.Hit, Threat: r.Critical, Crit: r.Critical,
		MeanDamage: r.MeanDamage, Kill: r.Kill, Confirm: 1, ThreatLow: 25, Multiplier: 1}
}

// guardedDealt is the exact distribution of the hit points attack x takes off defender dd under tiers
// after dd's Guard (RULES.md §35.2): the 400 pairs of d20 and every face of Evasion's Dodge Die and the
// Block Die counted, dd guarding by its Guard (auto resolved as settle does) with what its GP and block
// pool allow.
func guardedDealt(a combat.Attack, d combat.Defender, x Attack, dd Defence) (combat.Dist, error) {
	if err := combat.CheckOdds(a, d, "tiers", func() error { return valid(x, dd) }); err != nil {
		return combat.Dist{}, err
	}
	p := Chances(x.Bonus, dd.Bonus, x.LightOnly)
	dealt := map[int]float64{}
	dmgOf := func(s int) int {
		if s <= Miss {
			return 0
		}
		return x.Damage[s-1]
	}
	for s, q := range p {
		if q == 0 {
			continue
		}
		dmg := dmgOf(s)
		if s == Critical {
			dmg += x.CritDamage
		}
		g := GuardNone
		if s > Miss {
			g = dd.Guard[s]
		}
		if g == GuardAuto {
			g = autoGuard(x, dd, s, dmg)
		}
		switch {
		case g == GuardDodge && dd.GP > 0:
			faces := combat.Faces(combat.Dice{})
			if dd.DodgeDie.Count > 0 {
				faces = combat.Faces(dd.DodgeDie)
			}
			for i, f := range faces.P {
				landed := s - 1 - min(s-1, (faces.Min+i)/3)
				dealt[dmgOf(landed)] += q * f
			}
		case g == GuardBlock && (dd.Block > 0 || dd.GP > 0):
			faces := combat.Dist{Min: dd.Block, P: []float64{1}}
			if dd.Block == 0 {
				faces = combat.Faces(dd.BlockDie)
				if dd.BlockDie.Count < 1 {
					faces = combat.Dist{Min: 0, P: []float64{1}}
				}
				faces.Min += dd.BlockNew
			}
			for i, f := range faces.P {
				dealt[max(0, dmg-(faces.Min+i))] += q * f
			}
		default:
			dealt[max(0, dmg)] += q
		}
	}
	top := 0
	for v := range dealt {
		top = max(top, v)
	}
	out := combat.Dist{Min: 0, P: make([]float64, top+1)}
	for v, q := range dealt {
		out.P[v] += q
	}
	return out, nil
}
