// Exact odds: the 144 natural rolls, the damage dice and the Protection roll enumerated.
//
// Every attack that validates has odds: the damage of Count dice of Sides sides is built die by die,
// each die a sliding-window sum over the totals so far, O(Count²·Sides) in all, so the largest dice
// the limits allow (MaxDiceCount d MaxDiceSides, ×MaxMultiplier on a critical: 500d1000, 499,501
// totals) take a fraction of a second and a few megabytes. No limit of its own: the dice's.

package combat

import "fmt"

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
// Each die adds a sliding window of s totals; two buffers of the final length serve every die.
func sumDist(k, s int) []float64 {
	n := k*(s-1) + 1
	return sumDistIn(k, s, make([]float64, n), make([]float64, n))
}

// sumDistIn is sumDist worked out in cur and next, two buffers of k*(s−1)+1 at least (what they held
// before does not matter: every total is written before it is read); the result is one of them.
func sumDistIn(k, s int, cur, next []float64) []float64 {
	cur[0] = 1
	size := 1 // totals held in cur
	inv := 1 / float64(s)
	for range k {
		grown := size + s - 1
		// next[j] = (cur[j] + cur[j−1] + ... + cur[j−s+1]) / s, the window slid along: it takes
		// cur[j] in while j < size and lets cur[j−s] out from j = s, in that order.
		window := 0.0
		j := 0
		for ; j < min(size, s); j++ {
			window += cur[j]
			next[j] = window * inv
		}
		for ; j < s; j++ { // size < s: nothing comes in or leaves
			next[j] = window * inv
		}
		for ; j < size; j++ { // s ≤ j < size: one in, one out
			window += cur[j]
			window -= cur[j-s]
			next[j] = window * inv
		}
		for ; j < grown; j++ {
			window -= cur[j-s]
			next[j] = window * inv
		}
		cur, next = next, cur
		size = grown
	}
	return cur[:size]
}

// damageDist is the damage before Protection of rolls throws of one damage roll d, added up
// and floored at 1.
func damageDist(d Dice, rolls int) Dist {
	return damageFrom(d, rolls, sumDist(rolls*d.Count, d.Sides))
}

// damageFrom is damageDist of raw, the distribution of the sum of the rolls' dice (sumDist), which it
// changes and keeps.
func damageFrom(d Dice, rolls int, raw []float64) Dist {
	low := rolls * (d.Count + d.Bonus)
	if low >= 1 {
		return Dist{Min: low, P: raw}
	}
	// Every total below 1 becomes 1.
	cut := 1 - low // index of the total 1
	if cut >= len(raw) {
		raw[0] = 1
		return Dist{Min: 1, P: raw[:1]}
	}
	p := raw[cut:]
	for _, v := range raw[:cut] {
		p[0] += v
	}
	return Dist{Min: 1, P: p}
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

// AttackOdds is what the odds of one attack owe to the attack alone: its profile and the damage
// of a plain hit and of a confirmed critical. Work it out once (NewAttackOdds) to weigh the same
// attack against many defenders, as the balance sheet does; Odds and DealtDist do it each call.
type AttackOdds struct {
	a           Attack
	p           Profile
	plain, crit Dist
}

// NewAttackOdds validates attack a and works out its damage distributions.
func NewAttackOdds(a Attack) (*AttackOdds, error) {
	o, err := newAttackOdds(a)
	if err != nil {
		return nil, fmt.Errorf("combat: odds: %w", err)
	}
	return o, nil
}

func newAttackOdds(a Attack) (*AttackOdds, error) {
	if err := a.Validate(); err != nil {
		return nil, err
	}
	p := a.Profile()
	return &AttackOdds{a: a, p: p, plain: damageDist(p.Damage, 1), crit: damageDist(p.Damage, p.Multiplier)}, nil
}

// Against is the exact odds of the attack against defender d (as Odds) and the distribution of the
// hit points one attack takes off d (as DealtDist).
func (o *AttackOdds) Against(d Defender) (Report, Dist, error) {
	rep, dealt, err := o.against(d)
	if err != nil {
		return Report{}, Dist{}, fmt.Errorf("combat: odds: %w", err)
	}
	return rep, dealt, nil
}

// exact computes the dealt distribution per attack and the report.
func exact(a Attack, d Defender) (Report, Dist, error) {
	o, err := newAttackOdds(a)
	if err != nil {
		return Report{}, Dist{}, err
	}
	return o.against(d)
}

func (o *AttackOdds) against(d Defender) (Report, Dist, error) {
	if err := d.Validate(); err != nil {
		return Report{}, Dist{}, err
	}
	a, p, plain, crit := o.a, o.p, o.plain, o.crit
	if fa, immune := a.facing(d); immune {
		// RULES.md §22.4: no vitals, no sneak attack: the plain attack's odds.
		po, err := newAttackOdds(fa)
		if err != nil {
			return Report{}, Dist{}, err
		}
		a, p, plain, crit = po.a, po.p, po.plain, po.crit
	}
	rep, dealt := weigh(a, p, plain, crit, d, make([]float64, max(plain.Max(), crit.Max())+2))
	return rep, dealt, nil
}

// weigh is the odds of attack a (of profile p, damage plain and crit) against d (validated): the report and
// the dealt distribution, which is worked out in diff (zeroed, max(plain.Max(), crit.Max())+2 long) and
// holds it.
func weigh(a Attack, p Profile, plain, crit Dist, d Defender, diff []float64) (Report, Dist) {
	ro := countRolls(p, a, d)
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
	return rep, dealt
}

// OddsScratch works out the exact odds of one blow after another in buffers it keeps (issue 35: a blow's
// distributions were most of what a creatures' turn allocated). Its zero value is ready; it is not safe
// for use by goroutines at once.
type OddsScratch struct {
	plain, crit [2][]float64 // sumDist's two buffers, for the plain hit and the critical
	diff        []float64
}

// grown is b at length n, reallocated only when too short.
func grown(b []float64, n int) []float64 {
	if cap(b) < n {
		return make([]float64, n, n+n/2)
	}
	return b[:n]
}

// damageIn is damageDist(d, rolls) worked out in buf.
func damageIn(d Dice, rolls int, buf *[2][]float64) Dist {
	n := rolls*d.Count*(d.Sides-1) + 1
	buf[0], buf[1] = grown(buf[0], n), grown(buf[1], n)
	return damageFrom(d, rolls, sumDistIn(rolls*d.Count, d.Sides, buf[0], buf[1]))
}

// Against is NewAttackOdds(a) and its Against(d) — the same report and distribution to the bit — with no
// allocation once its buffers have grown: the distribution's P is the scratch's, good until its next call.
func (s *OddsScratch) Against(a Attack, d Defender) (Report, Dist, error) {
	if err := a.Validate(); err != nil {
		return Report{}, Dist{}, fmt.Errorf("combat: odds: %w", err)
	}
	if err := d.Validate(); err != nil {
		return Report{}, Dist{}, fmt.Errorf("combat: odds: %w", err)
	}
	if fa, immune := a.facing(d); immune {
		// RULES.md §22.4: no vitals, no sneak attack: the plain attack's odds.
		if err := fa.Validate(); err != nil {
			return Report{}, Dist{}, fmt.Errorf("combat: odds: %w", err)
		}
		a = fa
	}
	p := a.Profile()
	plain := damageIn(p.Damage, 1, &s.plain)
	crit := damageIn(p.Damage, p.Multiplier, &s.crit)
	s.diff = grown(s.diff, max(plain.Max(), crit.Max())+2)
	clear(s.diff)
	rep, dealt := weigh(a, p, plain, crit, d, s.diff)
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
