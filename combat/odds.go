// Exact odds: the 144 natural rolls, the damage dice and the Protection roll enumerated.

package combat

import "fmt"

// MaxOddsOutcomes bounds the exact odds: the dice of a critical (multiplier × count × sides)
// may not exceed it, or Odds refuses the attack as absurd.
const MaxOddsOutcomes = 100_000

// Report is the exact odds of one attack against one defender. Probabilities are per
// attack (misses included) and go from 0 to 1; the JSON keys are those of the odds command.
type Report struct {
	ToHit      int     `json:"to_hit"`      // the bonus to hit
	Need       int     `json:"need"`        // Defence − to-hit: what the dice must reach
	Hit        float64 `json:"hit"`         // hits (glances included)
	Threat     float64 `json:"threat"`      // hits and threatens a critical
	Crit       float64 `json:"crit"`        // a confirmed critical
	Glance     float64 `json:"glance"`      // hits but Protection takes it all
	MeanDamage float64 `json:"mean_damage"` // hit points lost per attack, misses counting 0
	Kill       float64 `json:"kill"`        // takes a target at full hit points (MaxHP, or HP) to 0
	HitDamage  [2]int  `json:"hit_damage"`  // [min, max] of a plain hit before Protection
	CritDamage [2]int  `json:"crit_damage"` // [min, max] of a confirmed critical before Protection

	Confirm     float64 `json:"-"` // the chance a threat confirms (the second roll hits)
	Defence     int     `json:"-"` // the Defence against this attack
	HitCount    int     `json:"-"` // natural rolls of 144 that hit
	ThreatCount int     `json:"-"` // natural rolls of 144 that hit and threaten
	CritCount   int     `json:"-"` // pairs of rolls of 144×144 that confirm
	ThreatLow   int     `json:"-"` // the lowest threatening natural roll (25: none)
	Multiplier  int     `json:"-"` // the critical multiplier
}

// Dist is a distribution over whole amounts: P[i] is the probability of Min+i.
type Dist struct {
	Min int
	P   []float64
}

// Max is the highest amount the distribution holds.
func (d Dist) Max() int { return d.Min + len(d.P) - 1 }

// At is the probability of amount v.
func (d Dist) At(v int) float64 {
	if v < d.Min || v > d.Max() {
		return 0
	}
	return d.P[v-d.Min]
}

// Mean is the expected amount.
func (d Dist) Mean() float64 {
	m := 0.0
	for i, p := range d.P {
		m += float64(d.Min+i) * p
	}
	return m
}

// AtLeast is the probability of v or more.
func (d Dist) AtLeast(v int) float64 {
	s := 0.0
	for i := max(0, v-d.Min); i < len(d.P); i++ {
		s += d.P[i]
	}
	return s
}

// naturalCount is how many of the 144 rolls of 2d12 come up n.
func naturalCount(n int) int {
	if n < 2 || n > 24 {
		return 0
	}
	return 12 - abs(n-13)
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// sumDist is the distribution of the sum of k dice of s sides: P[i] is the chance of k+i.
func sumDist(k, s int) []float64 {
	cur := []float64{1}
	inv := 1 / float64(s)
	for range k {
		next := make([]float64, len(cur)+s-1)
		window := 0.0
		for j := range next {
			if j < len(cur) {
				window += cur[j]
			}
			if j-s >= 0 && j-s < len(cur) {
				window -= cur[j-s]
			}
			next[j] = window * inv
		}
		cur = next
	}
	return cur
}

// damageDist is the damage before Protection of rolls throws of one damage roll d, added up
// and floored at 1.
func damageDist(d Dice, rolls int) Dist {
	raw := sumDist(rolls*d.Count, d.Sides)
	low := rolls * (d.Count + d.Bonus)
	if low >= 1 {
		return Dist{Min: low, P: raw}
	}
	// Every total below 1 becomes 1.
	cut := 1 - low // index of the total 1
	if cut >= len(raw) {
		return Dist{Min: 1, P: []float64{1}}
	}
	p := raw[cut:]
	for _, v := range raw[:cut] {
		p[0] += v
	}
	return Dist{Min: 1, P: p}
}

// checkOdds validates the attack and defender and the size of the enumeration.
func checkOdds(a Attack, d Defender) (Profile, error) {
	if err := a.Validate(); err != nil {
		return Profile{}, err
	}
	if err := d.Validate(); err != nil {
		return Profile{}, err
	}
	p := a.Profile()
	if p.Multiplier*p.Damage.Count*p.Damage.Sides > MaxOddsOutcomes {
		return Profile{}, fmt.Errorf("%s ×%d: more than %d outcomes to enumerate", p.Damage, p.Multiplier, MaxOddsOutcomes)
	}
	return p, nil
}

// DamageDist is the damage before Protection of a plain hit (critical false) or of a
// confirmed critical (critical true): Multiplier damage rolls added up, at least 1.
func DamageDist(a Attack, critical bool) (Dist, error) {
	if err := a.Validate(); err != nil {
		return Dist{}, fmt.Errorf("combat: damage distribution: %w", err)
	}
	p := a.Profile()
	rolls := 1
	if critical {
		rolls = p.Multiplier
	}
	if rolls*p.Damage.Count*p.Damage.Sides > MaxOddsOutcomes {
		return Dist{}, fmt.Errorf("combat: damage distribution: %s ×%d: more than %d outcomes", p.Damage, rolls, MaxOddsOutcomes)
	}
	return damageDist(p.Damage, rolls), nil
}

// rollOdds is the to-hit part of the odds: counts of 144 and of 144×144.
type rollOdds struct {
	defence, hit, threat, crit int
}

func countRolls(p Profile, a Attack, d Defender) rollOdds {
	r := rollOdds{defence: d.Defence.Total(a.Mode, a.Adjacent, d.Measure)}
	for n := 2; n <= 24; n++ {
		if toHit(n, p.ToHit, r.defence) {
			r.hit += naturalCount(n)
			if threat(n, p.ThreatLow) {
				r.threat += naturalCount(n)
			}
		}
	}
	if d.NoVitals {
		r.threat = 0
	}
	r.crit = r.threat * r.hit
	return r
}

// afterProtection spreads a damage distribution (weight w in all) over what Protection
// takes off, uniform in lo..hi, into diff (a difference array over dealt amounts), and
// returns the weight that glances.
func afterProtection(diff []float64, dmg Dist, w float64, lo, hi int) float64 {
	k := float64(hi - lo + 1)
	glance := 0.0
	for i, p := range dmg.P {
		if p == 0 {
			continue
		}
		v := dmg.Min + i
		q := w * p / k
		// Dealt amounts v−hi .. v−lo; those below 1 are glances (0).
		top := v - lo
		if top <= 0 {
			glance += w * p
			continue
		}
		bottom := v - hi
		if bottom < 1 {
			glance += q * float64(1-bottom)
			bottom = 1
		}
		diff[bottom] += q
		diff[top+1] -= q
	}
	return glance
}

// exact computes the dealt distribution per attack and the report.
func exact(a Attack, d Defender) (Report, Dist, error) {
	p, err := checkOdds(a, d)
	if err != nil {
		return Report{}, Dist{}, err
	}
	ro := countRolls(p, a, d)
	plain := damageDist(p.Damage, 1)
	crit := damageDist(p.Damage, p.Multiplier)
	rep := Report{
		ToHit: p.ToHit, Need: ro.defence - p.ToHit, Defence: ro.defence,
		HitCount: ro.hit, ThreatCount: ro.threat, CritCount: ro.crit,
		ThreatLow: p.ThreatLow, Multiplier: p.Multiplier,
		Hit:        float64(ro.hit) / 144,
		Threat:     float64(ro.threat) / 144,
		Crit:       float64(ro.crit) / (144 * 144),
		Confirm:    float64(ro.hit) / 144,
		HitDamage:  [2]int{plain.Min, plain.Max()},
		CritDamage: [2]int{crit.Min, crit.Max()},
	}
	// The damage type a hit does: the one Protection stops least (ties do not matter here).
	best := 1 << 30
	for t := DamageType(0); t < NumDamageTypes; t++ {
		if a.Weapon.Types.Has(t) {
			v, _ := d.ProtectionAgainst(t, a.Weapon.Pierce)
			best = min(best, v)
		}
	}
	lo, hi := (best+1)/2, best
	wCrit := float64(ro.crit) / (144 * 144)
	wPlain := float64(ro.hit)/144 - wCrit
	diff := make([]float64, max(plain.Max(), crit.Max())+2)
	glance := afterProtection(diff, plain, wPlain, lo, hi)
	if ro.crit > 0 {
		glance += afterProtection(diff, crit, wCrit, lo, hi)
	}
	dealt := Dist{P: diff[:len(diff)-1]}
	run := 0.0
	for i := 1; i < len(dealt.P); i++ {
		run += diff[i]
		dealt.P[i] = run
	}
	dealt.P[0] = 1 - float64(ro.hit)/144 + glance
	rep.Glance = glance
	full := d.maxHP()
	for i, q := range dealt.P {
		rep.MeanDamage += float64(i) * q
		if i >= full {
			rep.Kill += q
		}
	}
	// Drop the trailing amounts no hit reaches.
	for len(dealt.P) > 1 && dealt.P[len(dealt.P)-1] <= 0 {
		dealt.P = dealt.P[:len(dealt.P)-1]
	}
	return rep, dealt, nil
}

// Odds is the exact odds of attack a against defender d. Kill is the chance one attack
// takes a target at full hit points (d.MaxHP, or d.HP when MaxHP is 0) to 0.
func Odds(a Attack, d Defender) (Report, error) {
	rep, _, err := exact(a, d)
	if err != nil {
		return Report{}, fmt.Errorf("combat: odds: %w", err)
	}
	return rep, nil
}

// DealtDist is the distribution of the hit points one attack takes off d, after Protection:
// P[0] holds misses and glances.
func DealtDist(a Attack, d Defender) (Dist, error) {
	_, dealt, err := exact(a, d)
	if err != nil {
		return Dist{}, fmt.Errorf("combat: dealt distribution: %w", err)
	}
	return dealt, nil
}
