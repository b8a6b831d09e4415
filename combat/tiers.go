// tiers: d20 opposed rolls with three hit strengths and Guard Points (seed 002), the fifth rule set
// (RULES.md §35).
//
// Attack roll = d20 + the attack bonus; Defence = d20 + the defence bonus. Lower than Defence misses; at
// least Defence is a Light hit, Defence + 6 a Medium hit, Defence + 12 a Critical hit. Each weapon has a
// damage value per hit strength. A defender hit may spend a Guard Point to Dodge (one hit strength less)
// or Block (up to its block pool off the damage, spread over attacks).

package combat

import "fmt"

// Hit strengths under tiers.
const (
	TierMiss     = 0
	TierLight    = 1
	TierMedium   = 2
	TierCritical = 3
)

// Why a roll was thrown under tiers.
const (
	WhyTiersAttack  = "tiers attack"  // the attacker's d20
	WhyTiersDefence = "tiers defence" // the defender's d20
	WhyTiersBlock   = "tiers block"   // a shield's (or Deflect's) Block Die
	WhyTiersDodge   = "tiers dodge"   // Evasion's Dodge Die
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

// TiersAttack is what the tiers rule set reads of an attack: the game fills it from assets/tiers.toml.
type TiersAttack struct {
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

// TiersDefence is what the tiers rule set reads of a defender.
type TiersDefence struct {
	Bonus    int      // Agility + Dodge + Block
	Guard    [4]Guard // what it does when hit, by the hit strength (Light, Medium, Critical), if it has a Guard Point
	GP       int      // its Guard Points now
	Block    int      // what is left of its block pool (spent before a new Guard Point)
	BlockNew int      // what a new Block adds to the pool: 3
	BlockDie Dice     // a shield's (or the Deflect talent's) Block Die, rolled on a new Block (0d0: none)
	// DodgeDie is the Evasion talent's Dodge Die, rolled on a Dodge: one more hit strength less for
	// every 3 on it (0d0: no Evasion).
	DodgeDie Dice
}

// TiersStrength is the hit strength of an attack total against a defence total.
func TiersStrength(attack, defence int) int {
	switch m := attack - defence; {
	case m < 0:
		return TierMiss
	case m < 6:
		return TierLight
	case m < 12:
		return TierMedium
	}
	return TierCritical
}

// TiersOutcome is what tiers adds to the Outcome: the hit strength before and after Guard, and what Guard
// spent.
type TiersOutcome struct {
	Strength, Landed int  // the hit strength rolled, and after a Dodge
	GPSpent          bool // a Guard Point was spent
	Guard            Guard
	Blocked          int // damage the block pool took off
	BlockLeft        int // the block pool after this attack
	Evaded           int // the hit strengths Evasion's Dodge Die took off besides the Dodge's one
}

// ResolveTiers rolls one attack under tiers (RULES.md §35), recording every roll on r, into the common
// Outcome: ToHit and Defence the bonuses, AttackRoll and DefenceRoll the totals, Critical a Critical hit,
// Tiers what Guard did. Armour soaks nothing.
func ResolveTiers(r *Roller, a Attack, d Defender) (Outcome, error) {
	x, dd := a.Tiers, d.Tiers
	if err := resolvable(r, a, d, "tiers", func() error { return validTiers(x, dd) }); err != nil {
		return Outcome{}, err
	}
	o := Outcome{ToHit: x.Bonus, Defence: dd.Bonus, Unseen: a.Unseen, Blind: a.Blind, Sneak: a.Sneak.On, Rules: Tiers}
	n := x.Natural
	if n < 1 || n > 20 {
		n = r.Roll(WhyTiersAttack, Dice{Count: 1, Sides: 20})
	}
	m := r.Roll(WhyTiersDefence, Dice{Count: 1, Sides: 20})
	o.Natural, o.AttackRoll, o.DefenceRoll = n, n+x.Bonus, m+dd.Bonus
	s := TiersStrength(o.AttackRoll, o.DefenceRoll)
	if x.LightOnly && s > TierLight {
		s = TierLight
	}
	o.Tiers = TiersOutcome{Strength: s, Landed: s, BlockLeft: dd.Block}
	o.Hit = s > TierMiss
	if !o.Hit {
		o.MissReason = plainMiss(a)
		return o, nil
	}
	o.Critical = s == TierCritical
	var none [NumDamageTypes]int
	o.Type = damageType(r, a.Weapon.Types, &none)
	dmg := x.Damage[s-1]
	if o.Critical {
		dmg += x.CritDamage
	}
	// Guard: a Dodge takes a hit strength off (Guard reduces damage only: the hit stays a hit);
	// a Block spends the pool, a new Guard Point refilling it.
	t := &o.Tiers
	g := dd.Guard[s]
	if g == GuardAuto {
		g = autoGuard(x, dd, s, dmg)
	}
	switch {
	case g == GuardDodge && dd.GP > 0:
		t.GPSpent, t.Guard, t.Landed = true, GuardDodge, s-1
		if dd.DodgeDie.Count > 0 {
			t.Evaded = min(t.Landed, r.Roll(WhyTiersDodge, dd.DodgeDie)/3)
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
				pool += r.Roll(WhyTiersBlock, dd.BlockDie)
			}
			t.GPSpent = true
		}
		t.Guard = GuardBlock
		t.Blocked = min(pool, max(0, dmg))
		dmg -= t.Blocked
		t.BlockLeft = pool - t.Blocked
	}
	o.Damage = max(0, dmg)
	o.Dealt = o.Damage
	o.Glance = o.Dealt == 0
	o.Bleeding = !d.Bloodless && !o.Glance && ((o.Critical && x.CritBleeds) || o.Dealt >= d.BleedAt())
	o.Killed = o.Dealt >= d.HP
	return o, nil
}

// autoGuard is GuardAuto's choice against a hit of strength s that would deal dmg (RULES.md §35.2):
// the damage a Dodge leaves (the next hit strength down's, before any Evasion) against what a Block
// leaves (the pool left, else a new one without its Block Die); the lesser, a tie to a Block from a
// pool left (it spends no Guard Point), else to Dodge. Either needs what it spends.
func autoGuard(x TiersAttack, dd TiersDefence, s, dmg int) Guard {
	canDodge, canBlock := dd.GP > 0, dd.Block > 0 || dd.GP > 0
	dodged := 0
	if s > TierLight {
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

// validTiers reports tiers numbers the rules cannot roll with.
func validTiers(a TiersAttack, d TiersDefence) error {
	const lim = 200
	if a.Bonus < -lim || a.Bonus > lim || d.Bonus < -lim || d.Bonus > lim || d.GP < 0 || d.Block < 0 || d.BlockNew < 0 {
		return fmt.Errorf("tiers: %+v against %+v: a number out of range", a, d)
	}
	for _, v := range a.Damage {
		if v < 0 || v > 10000 {
			return fmt.Errorf("tiers: damage %v: want 0 to 10000", a.Damage)
		}
	}
	for _, die := range []Dice{d.BlockDie, d.DodgeDie} {
		if die.Count > 0 {
			if err := die.Validate(); err != nil {
				return err
			}
		}
	}
	return nil
}

// TiersReport is the exact odds of one attack under tiers, before Guard (the defender spends none); the
// JSON keys are those of `odds --rules tiers`.
type TiersReport struct {
	ToHit      int     `json:"to_hit"`      // the attack bonus
	Defence    int     `json:"defence"`     // the defence bonus
	Hit        float64 `json:"hit"`         // a Light hit or better
	Light      float64 `json:"light"`       // exactly a Light hit
	Medium     float64 `json:"medium"`      // exactly a Medium hit
	Critical   float64 `json:"critical"`    // a Critical hit
	MeanDamage float64 `json:"mean_damage"` // hit points lost per attack, no Guard spent
	Kill       float64 `json:"kill"`        // takes a target at full hit points to 0, no Guard spent
}

// TiersChances is the chance of each hit strength (miss, Light, Medium, Critical) for an attack bonus
// against a defence bonus: the 400 pairs of d20 counted.
func TiersChances(attack, defence int, lightOnly bool) [4]float64 {
	var p [4]float64
	for n := 1; n <= 20; n++ {
		for m := 1; m <= 20; m++ {
			s := TiersStrength(n+attack, m+defence)
			if lightOnly && s > TierLight {
				s = TierLight
			}
			p[s] += 1.0 / 400
		}
	}
	return p
}

// OddsTiers is the exact odds of attack a against defender d under tiers, before Guard, and the
// distribution of the hit points it takes off (P[0]: misses).
func OddsTiers(a Attack, d Defender) (TiersReport, Dist, error) {
	x := a.Tiers
	if err := checkRule("odds", "tiers", a, d, func() error { return validTiers(x, d.Tiers) }); err != nil {
		return TiersReport{}, Dist{}, err
	}
	p := TiersChances(x.Bonus, d.Tiers.Bonus, x.LightOnly)
	rep := TiersReport{ToHit: x.Bonus, Defence: d.Tiers.Bonus, Hit: 1 - p[0], Light: p[1], Medium: p[2], Critical: p[3]}
	dmg := [4]int{0, x.Damage[0], x.Damage[1], x.Damage[2] + x.CritDamage}
	top := 0
	for _, v := range dmg {
		top = max(top, v)
	}
	dealt := make([]float64, top+1)
	hp := d.maxHP()
	for s, q := range p {
		dealt[dmg[s]] += q
		rep.MeanDamage += q * float64(dmg[s])
		if s > 0 && dmg[s] >= hp {
			rep.Kill += q
		}
	}
	return rep, Dist{Min: 0, P: dealt}, nil
}

// Common is the report in the chapter's Report, for the screens that read one: Crit the Critical hits.
func (r TiersReport) Common() Report {
	return Report{ToHit: r.ToHit, Defence: r.Defence, Need: r.Defence - r.ToHit, Hit: r.Hit, Threat: r.Critical, Crit: r.Critical,
		MeanDamage: r.MeanDamage, Kill: r.Kill, Confirm: 1, ThreatLow: 25, Multiplier: 1}
}

// diceFaces is the distribution of d's total (a 0d0: always its bonus).
func diceFaces(d Dice) Dist {
	if d.Count < 1 || d.Sides < 1 {
		return Dist{Min: d.Bonus, P: []float64{1}}
	}
	return Dist{Min: d.Count + d.Bonus, P: sumDist(d.Count, d.Sides)}
}

// OddsTiersGuarded is the exact distribution of the hit points attack a takes off defender d under
// tiers after d's Guard (RULES.md §35.2): the 400 pairs of d20 and every face of Evasion's Dodge Die and
// the Block Die counted, d guarding by its Guard (auto resolved as ResolveTiers does) with what its
// GP and block pool allow.
func OddsTiersGuarded(a Attack, d Defender) (Dist, error) {
	x, dd := a.Tiers, d.Tiers
	if err := checkRule("odds", "tiers", a, d, func() error { return validTiers(x, dd) }); err != nil {
		return Dist{}, err
	}
	p := TiersChances(x.Bonus, dd.Bonus, x.LightOnly)
	dealt := map[int]float64{}
	dmgOf := func(s int) int {
		if s <= TierMiss {
			return 0
		}
		return x.Damage[s-1]
	}
	for s, q := range p {
		if q == 0 {
			continue
		}
		dmg := dmgOf(s)
		if s == TierCritical {
			dmg += x.CritDamage
		}
		g := GuardNone
		if s > TierMiss {
			g = dd.Guard[s]
		}
		if g == GuardAuto {
			g = autoGuard(x, dd, s, dmg)
		}
		switch {
		case g == GuardDodge && dd.GP > 0:
			faces := diceFaces(Dice{})
			if dd.DodgeDie.Count > 0 {
				faces = diceFaces(dd.DodgeDie)
			}
			for i, f := range faces.P {
				landed := s - 1 - min(s-1, (faces.Min+i)/3)
				dealt[dmgOf(landed)] += q * f
			}
		case g == GuardBlock && (dd.Block > 0 || dd.GP > 0):
			faces := Dist{Min: dd.Block, P: []float64{1}}
			if dd.Block == 0 {
				faces = diceFaces(dd.BlockDie)
				if dd.BlockDie.Count < 1 {
					faces = Dist{Min: 0, P: []float64{1}}
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
	out := Dist{Min: 0, P: make([]float64, top+1)}
	for v, q := range dealt {
		out.P[v] += q
	}
	return out, nil
}
