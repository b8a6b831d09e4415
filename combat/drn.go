// drn: Dominions' opposed open-ended rolls (seed 001), the second rule set (RULES.md §32.2).
//
// Attack roll = Attack + DRN against Defence roll = Defence + DRN, the defender winning ties; a shield
// turns a hit into a shield hit unless the attack roll also beats Defence + Parry + the same defence DRN,
// and adds its Protection; damage roll = Damage + DRN against Protection roll = Protection + DRN, the
// difference getting through when positive. Armour-piercing halves Protection and a critical (of a
// fatigued defender) cuts it by a quarter, multiplicatively.

package combat

import "fmt"

// Why a roll was thrown under drn: the Why of every Roll that ResolveDRN records. Each is one DRN.
const (
	WhyDRNAttack     = "drn attack"     // the DRN of the attack roll
	WhyDRNDefence    = "drn defence"    // the DRN of the defence roll (the shield check uses it again)
	WhyDRNCrit       = "drn critical"   // the DRN that checks a hit on a fatigued defender for a critical
	WhyDRNDamage     = "drn damage"     // the DRN of the damage roll
	WhyDRNProtection = "drn protection" // the DRN of the Protection roll
)

// DRNAttack is what the drn rule set reads of an attack: the game fills it from assets/drn.toml
// (the attacker's Attack skill, the weapon's Attack and every modifier already added). Cleave ignores it.
type DRNAttack struct {
	Attack         int  // the attack value: skill + weapon Attack + modifiers (fatigue, two weapons, dark, ...)
	Damage         int  // Strength + weapon Damage (+ modifiers): the damage roll before its DRN
	ArmourPiercing bool // the weapon halves Protection
	NoAttack       bool // the attacker cannot attack (100 fatigue): every attack misses
}

// DRNDefence is what the drn rule set reads of a defender. Cleave ignores it.
type DRNDefence struct {
	Defence          int  // the defence value with every modifier (fatigue, harassment, dark, sleep, ...)
	Shield           bool // the defender bears a shield
	Parry            int  // the shield's Parry
	ShieldProtection int  // the shield's Protection, added on a shield hit
	Protection       int  // armour and natural Protection
	// CritBelow: a hit is critical when a DRN rolled for it is below CritBelow; 0 (or 2 and less:
	// a DRN is at least 2) never. The game works it out from fatigue (RULES.md §32.2).
	CritBelow int
}

// The open-ended DRN, exactly to a tail: every die that shows 6 counts 5 and is rolled again, as often
// as it shows 6. The odds enumerate each die's run of sixes up to DRNSixes; what lies beyond, less than
// DRNTail of probability per die, is left out of every sum.
const (
	DRNSixes = 16      // sixes in a row per die that the odds enumerate
	DRNTail  = 2.2e-13 // 6^-(DRNSixes+1): the probability per die left out, far below 1e-9
)

// DRNDie is the distribution of one open-ended d6: P[i] is the chance of 1+i.
func DRNDie() Dist {
	n := 5*(DRNSixes+1) + 1
	p := make([]float64, n)
	w := 1.0 / 6
	for k := 0; k <= DRNSixes; k++ {
		for r := 1; r <= 5; r++ {
			p[5*k+r-1] = w
		}
		w /= 6
	}
	return Dist{Min: 1, P: p[:n-1]}
}

// DRNDist is the distribution of one DRN, two open-ended d6 added: P[i] is the chance of 2+i.
func DRNDist() Dist {
	d := DRNDie()
	return convolve(d, d)
}

// convolve is the distribution of the sum of two independent amounts.
func convolve(a, b Dist) Dist {
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

// negate is the distribution of minus the amount.
func negate(a Dist) Dist {
	p := make([]float64, len(a.P))
	for i, x := range a.P {
		p[len(p)-1-i] = x
	}
	return Dist{Min: -a.Max(), P: p}
}

// RollDRN throws one DRN for the given reason: two d6, each 6 counting 5 and rolled again. A roller
// with no random source throws 2.
func (r *Roller) RollDRN(why string) int {
	total := 2
	if r.rng != nil {
		total = 0
		for range 2 {
			for {
				d := 1 + r.rng.IntN(6)
				if d < 6 {
					total += d
					break
				}
				total += 5
			}
		}
	}
	if r.Log != nil {
		r.Log(Roll{Who: r.Who, Why: why, Dice: Dice{Count: 2, Sides: 6}, Result: total})
	}
	return total
}

// DRNProtection is Protection p as a hit meets it: halved by an armour-piercing weapon, cut by a
// quarter on a critical, multiplicatively (37.5% for both), rounded down.
func DRNProtection(p int, piercing, critical bool) int {
	num, den := 1, 1
	if piercing {
		den *= 2
	}
	if critical {
		num, den = num*3, den*4
	}
	return max(0, p) * num / den
}

// validDRN reports drn numbers the rules cannot roll with.
func validDRN(a DRNAttack, d DRNDefence) error {
	const lim = 1000
	for _, v := range []int{a.Attack, a.Damage, d.Defence, d.Parry, d.ShieldProtection, d.Protection, d.CritBelow} {
		if v < -lim || v > lim {
			return fmt.Errorf("drn: %+v against %+v: a number beyond ±%d", a, d, lim)
		}
	}
	return nil
}

// ResolveDRN rolls one attack under drn (RULES.md §32.2), recording every DRN on r, into the common
// Outcome: ToHit and Defence are the attack and defence values, AttackRoll and DefenceRoll the rolls,
// Damage the damage roll and Soaked the Protection roll. Bleeding follows the chapter (a critical, or a
// hit of a third of the maximum hit points).
func ResolveDRN(r *Roller, a Attack, d Defender) (Outcome, error) {
	if err := resolvable(r, a, d, "drn", func() error { return validDRN(a.DRN, d.DRN) }); err != nil {
		return Outcome{}, err
	}
	x, dd := a.DRN, d.DRN
	o := Outcome{ToHit: x.Attack, Defence: dd.Defence, Unseen: a.Unseen, Blind: a.Blind, Sneak: a.Sneak.On, Rules: DRN}
	atk, def := r.RollDRN(WhyDRNAttack), r.RollDRN(WhyDRNDefence)
	o.Natural = atk
	o.AttackRoll, o.DefenceRoll = x.Attack+atk, dd.Defence+def
	// The defender wins ties; at 100 fatigue there is no attack at all.
	o.Hit = !x.NoAttack && o.AttackRoll > o.DefenceRoll
	if !o.Hit {
		o.MissReason = plainMiss(a)
		return o, nil
	}
	// A shield turns the hit unless the attack roll also beats Defence + Parry + the same DRN.
	o.ShieldHit = dd.Shield && o.AttackRoll <= dd.Defence+dd.Parry+def
	// A fatigued defender can be hit critically.
	if dd.CritBelow > 2 {
		o.Confirm = r.RollDRN(WhyDRNCrit)
		o.Critical = o.Confirm < dd.CritBelow
	}
	prot, piece := d.protections()
	o.Type = damageType(r, a.Weapon.Types, &prot)
	if i := piece[o.Type]; i >= 0 {
		o.Piece = d.Protection[i].Name
	}
	p := dd.Protection
	if o.ShieldHit {
		p += dd.ShieldProtection
	}
	o.Damage = x.Damage + r.RollDRN(WhyDRNDamage)
	o.Soaked = DRNProtection(p, x.ArmourPiercing, o.Critical) + r.RollDRN(WhyDRNProtection)
	o.Dealt = max(0, o.Damage-o.Soaked)
	o.Glance = o.Dealt == 0
	o.Bleeding = !d.Bloodless && !o.Glance && (o.Critical || o.Dealt >= d.BleedAt())
	o.Killed = o.Dealt >= d.HP
	return o, nil
}

// DRNReport is the exact odds of one attack under drn; the JSON keys are those of `odds --rules drn`.
// Probabilities are per attack (misses included).
type DRNReport struct {
	ToHit      int     `json:"to_hit"`      // the attack value
	Defence    int     `json:"defence"`     // the defence value, every modifier included
	Parry      int     `json:"parry"`       // the shield's Parry (0: no shield)
	Protection int     `json:"protection"`  // armour and natural Protection
	Damage     int     `json:"damage"`      // the damage roll before its DRN
	Hit        float64 `json:"hit"`         // hits, shield hits and glances included
	ShieldHit  float64 `json:"shield_hit"`  // hits that are shield hits
	Crit       float64 `json:"crit"`        // hits that are critical
	Glance     float64 `json:"glance"`      // hits that deal nothing
	MeanDamage float64 `json:"mean_damage"` // hit points lost per attack, misses counting 0
	Kill       float64 `json:"kill"`        // takes a target at full hit points to 0
}

// DRNHitChance is the chance that an attack value beats a defence value: P(Attack + DRN > Defence + DRN).
func DRNHitChance(attack, defence int) float64 {
	diff := drnDiff()
	return diff.AtLeast(defence - attack + 1)
}

// drnDiff is the distribution of one DRN less another.
func drnDiff() Dist {
	d := DRNDist()
	return convolve(d, negate(d))
}

// OddsDRN is the exact odds (to DRNTail) of attack a against defender d under drn, and the
// distribution of the hit points it takes off (P[0]: misses and glances).
func OddsDRN(a Attack, d Defender) (DRNReport, Dist, error) {
	if err := checkRule("odds", "drn", a, d, func() error { return validDRN(a.DRN, d.DRN) }); err != nil {
		return DRNReport{}, Dist{}, err
	}
	x, dd := a.DRN, d.DRN
	rep := DRNReport{ToHit: x.Attack, Defence: dd.Defence, Protection: dd.Protection, Damage: x.Damage}
	if dd.Shield {
		rep.Parry = dd.Parry
	}
	drn := DRNDist()
	diff := convolve(drn, negate(drn))
	if x.NoAttack {
		return rep, Dist{Min: 0, P: []float64{1}}, nil
	}
	// The attack's DRN less the defence's: a hit beyond Defence − Attack, a full hit beyond
	// Defence + Parry − Attack when there is a shield.
	hitFrom := dd.Defence - x.Attack + 1
	rep.Hit = diff.AtLeast(hitFrom)
	full := rep.Hit
	if dd.Shield {
		full = diff.AtLeast(hitFrom + dd.Parry)
		rep.ShieldHit = rep.Hit - full
	}
	crit := 0.0
	if dd.CritBelow > 2 {
		crit = 1 - drn.AtLeast(dd.CritBelow)
	}
	rep.Crit = rep.Hit * crit
	// The damage roll less the Protection roll is Damage − Protection + (DRN − DRN).
	dealt := make([]float64, 1)
	add := func(w float64, prot int) {
		if w <= 0 {
			return
		}
		shift := x.Damage - prot // dealt = shift + diff, when positive
		for i, q := range diff.P {
			v := shift + diff.Min + i
			if v <= 0 {
				dealt[0] += w * q
				rep.Glance += w * q
				continue
			}
			for len(dealt) <= v {
				dealt = append(dealt, 0)
			}
			dealt[v] += w * q
		}
	}
	for _, c := range []struct {
		w        float64
		shield   bool
		critical bool
	}{{full * (1 - crit), false, false}, {full * crit, false, true}, {rep.ShieldHit * (1 - crit), true, false}, {rep.ShieldHit * crit, true, true}} {
		p := dd.Protection
		if c.shield {
			p += dd.ShieldProtection
		}
		add(c.w, DRNProtection(p, x.ArmourPiercing, c.critical))
	}
	rep.MeanDamage, rep.Kill = missesAndMean(dealt, rep.Hit, d.maxHP())
	for len(dealt) > 1 && dealt[len(dealt)-1] <= 1e-300 {
		dealt = dealt[:len(dealt)-1]
	}
	return rep, Dist{Min: 0, P: dealt}, nil
}

// DealtDistUnder is the distribution of the hit points one attack takes off d under rule set s.
func DealtDistUnder(s RuleSet, a Attack, d Defender) (Dist, error) {
	switch s {
	case DRN:
		_, dealt, err := OddsDRN(a, d)
		return dealt, err
	case THAC0:
		_, dealt, err := OddsTHAC0(a, d)
		return dealt, err
	case NetHack:
		_, dealt, err := OddsNetHack(a, d)
		return dealt, err
	case Tiers:
		_, dealt, err := OddsTiers(a, d)
		return dealt, err
	}
	return DealtDist(a, d)
}

// Common is the report in the chapter's Report, for the screens that read one (the look screen, the
// aim, the bot): ToHit, Defence and Need the drn values, Threat and Crit the critical hits.
func (r DRNReport) Common() Report {
	return Report{ToHit: r.ToHit, Defence: r.Defence, Need: r.Defence - r.ToHit, Hit: r.Hit, Threat: r.Crit, Crit: r.Crit,
		Glance: r.Glance, MeanDamage: r.MeanDamage, Kill: r.Kill, Confirm: 1, ThreatLow: 25, Multiplier: 1}
}
