// The drn roll (combat/RULES.md §32.2): Dominions' opposed open-ended rolls.
//
// Attack roll = Attack + DRN against Defence roll = Defence + DRN, the defender winning ties; a shield
// turns a hit into a shield hit unless the attack roll also beats Defence + Parry + the same defence DRN,
// and adds its Protection; damage roll = Damage + DRN against Protection roll = Protection + DRN, the
// difference getting through when positive. Armour-piercing halves Protection and a critical (of a
// fatigued defender) cuts it by a quarter, multiplicatively.

package drn

import (
	"fmt"

	"github.com/cleave-game/cleave/combat"
)

// Why a roll was thrown under drn: the Why of every Roll that settle records. Each is one DRN.
const (
	WhyAttack     = "drn attack"     // the DRN of the attack roll
	WhyDefence    = "drn defence"    // the DRN of the defence roll (the shield check uses it again)
	WhyCrit       = "drn critical"   // the DRN that checks a hit on a fatigued defender for a critical
	WhyDamage     = "drn damage"     // the DRN of the damage roll
	WhyProtection = "drn protection" // the DRN of the Protection roll
)

// Attack is what the drn roll reads of an attack: the attacker's Attack skill, the weapon's Attack and
// every modifier already added, as the rule set derives them from drn.toml and the moment (fill.go).
type Attack struct {
	Attack         int  // the attack value: skill + weapon Attack + modifiers (fatigue, two weapons, dark, ...)
	Damage         int  // Strength + weapon Damage (+ modifiers): the damage roll before its DRN
	ArmourPiercing bool // the weapon halves Protection
	NoAttack       bool // the attacker cannot attack (100 fatigue): every attack misses
}

// Defence is what the drn roll reads of a defender.
type Defence struct {
	Defence          int  // the defence value with every modifier (fatigue, harassment, dark, sleep, ...)
	Shield           bool // the defender bears a shield
	Parry            int  // the shield's Parry
	ShieldProtection int  // the shield's Protection, added on a shield hit
	Protection       int  // armour and natural Protection
	// CritBelow: a hit is critical when a DRN rolled for it is below CritBelow; 0 (or 2 and less: a DRN is
	// at least 2) never. The rule set works it out from fatigue (RULES.md §32.2).
	CritBelow int
}

// Rolls is what drn records of a blow in Outcome.Own: the opposed rolls (value + DRN).
type Rolls struct {
	Attack, Defence int
}

// The open-ended DRN, exactly to a tail: every die that shows 6 counts 5 and is rolled again, as often
// as it shows 6. The odds enumerate each die's run of sixes up to Sixes; what lies beyond, less than
// Tail of probability per die, is left out of every sum.
const (
	Sixes = 16      // sixes in a row per die that the odds enumerate
	Tail  = 2.2e-13 // 6^-(Sixes+1): the probability per die left out, far below 1e-9
)

// Die is the distribution of one open-ended d6: P[i] is the chance of 1+i.
func Die() combat.Dist {
	n := 5*(Sixes+1) + 1
	p := make([]float64, n)
	w := 1.0 / 6
	for k := 0; k <= Sixes; k++ {
		for r := 1; r <= 5; r++ {
			p[5*k+r-1] = w
		}
		w /= 6
	}
	return combat.Dist{Min: 1, P: p[:n-1]}
}

// Dist is the distribution of one DRN, two open-ended d6 added: P[i] is the chance of 2+i.
func Dist() combat.Dist {
	d := Die()
	return combat.Convolve(d, d)
}

// Roll throws one DRN for the given reason: two d6, each 6 counting 5 and rolled again. A roller with no
// random source throws 2.
func Roll(r *combat.Roller, why string) int { return r.RollOpenEnded(why, 2, 6) }

// CutProtection is Protection p as a hit meets it: halved by an armour-piercing weapon, cut by a quarter
// on a critical, multiplicatively (37.5% for both), rounded down.
func CutProtection(p int, piercing, critical bool) int {
	num, den := 1, 1
	if piercing {
		den *= 2
	}
	if critical {
		num, den = num*3, den*4
	}
	return max(0, p) * num / den
}

// valid reports drn numbers the rules cannot roll with.
func valid(a Attack, d Defence) error {
	const lim = 1000
	for _, v := range []int{a.Attack, a.Damage, d.Defence, d.Parry, d.ShieldProtection, d.Protection, d.CritBelow} {
		if v < -lim || v > lim {
			return fmt.Errorf("drn: %+v against %+v: a number beyond ±%d", a, d, lim)
		}
	}
	return nil
}

// settle rolls one attack under drn (RULES.md §32.2), recording every DRN on r, into the common Outcome:
// ToHit and Defence are the attack and defence values, Own the Rolls, Damage the damage roll and Soaked
// the Protection roll. Bleeding follows the chapter (a critical, or a hit of a third of the maximum hit
// points).
func settle(r *combat.Roller, a combat.Attack, d combat.Defender, x Attack, dd Defence) (combat.Outcome, error) {
	if err := combat.CheckResolve(r, a, d, "drn", func() error { return valid(x, dd) }); err != nil {
		return combat.Outcome{}, err
	}
	o := combat.Outcome{ToHit: x.Attack, Defence: dd.Defence, Unseen: a.Unseen, Blind: a.Blind, Sneak: a.Sneak.On}
	atk, def := Roll(r, WhyAttack), Roll(r, WhyDefence)
	o.Natural = atk
	rolls := Rolls{Attack: x.Attack + atk, Defence: dd.Defence + def}
	o.Own = rolls
	// The defender wins ties; at 100 fatigue there is no attack at all.
	o.Hit = !x.NoAttack && rolls.Attack > rolls.Defence
	if !o.Hit {
		o.MissReason = combat.PlainMiss(a)
		return o, nil
	}
	// A shield turns the hit unless the attack roll also beats Defence + Parry + the same DRN.
	o.ShieldHit = dd.Shield && rolls.Attack <= dd.Defence+dd.Parry+def
	// A fatigued defender can be hit critically.
	if dd.CritBelow > 2 {
		o.Confirm = Roll(r, WhyCrit)
		o.Critical = o.Confirm < dd.CritBelow
	}
	prot, piece := d.Protections()
	o.Type = combat.PickDamageType(r, a.Weapon.Types, &prot)
	if i := piece[o.Type]; i >= 0 {
		o.Piece = d.Protection[i].Name
	}
	p := dd.Protection
	if o.ShieldHit {
		p += dd.ShieldProtection
	}
	o.Damage = x.Damage + Roll(r, WhyDamage)
	o.Soaked = CutProtection(p, x.ArmourPiercing, o.Critical) + Roll(r, WhyProtection)
	o.Dealt = max(0, o.Damage-o.Soaked)
	o.Glance = o.Dealt == 0
	o.Bleeding = !d.Bloodless && !o.Glance && (o.Critical || o.Dealt >= d.BleedAt())
	o.Killed = o.Dealt >= d.HP
	return o, nil
}

// Report is the exact odds of one attack under drn; the JSON keys are those of `odds --rules drn`.
// Probabilities are per attack (misses included).
type Report struct {
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

// HitChance is the chance that an attack value beats a defence value: P(Attack + DRN > Defence + DRN).
func HitChance(attack, defence int) float64 {
	d := Dist()
	return combat.Convolve(d, d.Negated()).AtLeast(defence - attack + 1)
}

// odds is the exact odds (to Tail) of attack a against defender d under drn, and the distribution of the
// hit points it takes off (P[0]: misses and glances), with a table and a Scratch of its own: one question
// alone (the rule set asks its own table: Rules.Exact).
func odds(a combat.Attack, d combat.Defender, x Attack, dd Defence) (Report, combat.Dist, error) {
	return newTable().odds(a, d, x, dd, &Scratch{})
}

// Common is the report in the chapter's Report, for the screens that read one (the look screen, the
// aim, the bot): ToHit, Defence and Need the drn values, Threat and Crit the critical hits.
func (r Report) Common() combat.Report {
	return combat.Report{ToHit: r.ToHit, Defence: r.Defence, Need: r.Defence - r.ToHit, Hit: r.Hit, Threat: r.Crit, Crit: r.Crit,
		Glance: r.Glance, MeanDamage: r.MeanDamage, Kill: r.Kill, Confirm: 1, ThreatLow: 25, Multiplier: 1}
}
