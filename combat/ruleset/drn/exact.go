// drn's exact odds without a convolution a blow (combat/RULES.md §32.2): what depends on no blow — a DRN's
// distribution, the difference of two DRNs, and the chance of at least each of their amounts — is worked out
// once a load, when odds are first asked, and a blow's odds read it; the buffer of the hit points a blow takes
// off is a Scratch's, kept from one blow to the next. The arithmetic a blow does is the convolution's, term
// for term and in the same order, so the odds are the same to the last bit (TestExactAsConvolution).

package drn

import (
	"sync"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
)

// table is what drn's exact odds read that no blow changes: read only once built, so one table serves every
// goroutine.
type table struct {
	drn  combat.Dist // a DRN (Dist)
	diff combat.Dist // a DRN less another: the attack's DRN less the defence's, the damage's less the Protection's
	// drnAtLeast[i] and diffAtLeast[i] are drn.AtLeast(drn.Min+i) and diff.AtLeast(diff.Min+i), summed as
	// Dist.AtLeast sums them (from i up), so that a lookup is that sum to the bit.
	drnAtLeast, diffAtLeast []float64
}

// once is a loaded rule set's table, worked out when its odds are first asked (some 0.2 ms: a load that asks
// none, a game under another rule set, pays nothing), then read only, by any goroutine.
type once struct {
	once sync.Once
	t    *table
}

// get is the table, worked out on the first call.
func (o *once) get() *table {
	o.once.Do(func() { o.t = newTable() })
	return o.t
}

// newTable works out the table: two convolutions and the chances of at least each amount.
func newTable() *table {
	drn := Dist()
	t := &table{drn: drn, diff: combat.Convolve(drn, drn.Negated())}
	t.drnAtLeast, t.diffAtLeast = atLeastAll(t.drn), atLeastAll(t.diff)
	return t
}

// atLeastAll is d.AtLeast of each of d's amounts, in order.
func atLeastAll(d combat.Dist) []float64 {
	out := make([]float64, len(d.P))
	for i := range out {
		out[i] = d.AtLeast(d.Min + i)
	}
	return out
}

// atLeast is d.AtLeast(v) read from its table all (atLeastAll(d)).
func atLeast(d combat.Dist, all []float64, v int) float64 {
	switch i := v - d.Min; {
	case i <= 0:
		return all[0]
	case i >= len(all):
		return 0
	default:
		return all[i]
	}
}

// Scratch is the buffer that exact odds asked one after another reuse (a balance sheet's): one goroutine's.
// The zero Scratch is ready; it grows to the largest blow asked, then allocates no more.
type Scratch struct {
	dealt []float64
}

// zeroed is s's buffer of n zeros.
func (s *Scratch) zeroed(n int) []float64 {
	if cap(s.dealt) < n {
		s.dealt = make([]float64, n, n+n/4)
	}
	s.dealt = s.dealt[:n]
	clear(s.dealt)
	return s.dealt
}

// Exact is the exact odds (to Tail) of blow b under drn, and the distribution of the hit points it takes off
// (P[0]: misses and glances), worked out in s: the distribution is s's, good until s is used again. Odds is
// Exact with a Scratch of its own and the odds command's table; a balance sheet asks Exact with one Scratch
// for all its blows, and nothing is allocated once s has grown (BenchmarkExact).
func (r Rules) Exact(b *ruleset.Blow, s *Scratch) (Report, combat.Dist, error) {
	n, err := r.Of("drn")
	if err != nil {
		return Report{}, combat.Dist{}, err
	}
	return r.tableOf().odds(b.Attack, b.Defender, n.AttackOf(b), n.DefenceOf(b), s)
}

// tableOf is the rule set's table, one of its own for a Rules not made by Load.
func (r Rules) tableOf() *table {
	if r.table == nil {
		return newTable()
	}
	return r.table.get()
}

// odds is the exact odds of attack a against defender d under drn, and the distribution of the hit points it
// takes off, in s's buffer.
func (t *table) odds(a combat.Attack, d combat.Defender, x Attack, dd Defence, s *Scratch) (Report, combat.Dist, error) {
	if err := combat.CheckOdds(a, d, "drn", func() error { return valid(x, dd) }); err != nil {
		return Report{}, combat.Dist{}, err
	}
	rep := Report{ToHit: x.Attack, Defence: dd.Defence, Protection: dd.Protection, Damage: x.Damage}
	if dd.Shield {
		rep.Parry = dd.Parry
	}
	if x.NoAttack {
		dealt := s.zeroed(1)
		dealt[0] = 1
		return rep, combat.Dist{Min: 0, P: dealt}, nil
	}
	diff := t.diff
	// The attack's DRN less the defence's: a hit beyond Defence − Attack, a full hit beyond
	// Defence + Parry − Attack when there is a shield.
	hitFrom := dd.Defence - x.Attack + 1
	rep.Hit = atLeast(diff, t.diffAtLeast, hitFrom)
	full := rep.Hit
	if dd.Shield {
		full = atLeast(diff, t.diffAtLeast, hitFrom+dd.Parry)
		rep.ShieldHit = rep.Hit - full
	}
	crit := 0.0
	if dd.CritBelow > 2 {
		crit = 1 - atLeast(t.drn, t.drnAtLeast, dd.CritBelow)
	}
	rep.Crit = rep.Hit * crit
	// The four ways a hit lands: plain or on the shield, critical or not; each weight w and the Protection
	// it meets.
	cases := [4]struct {
		w    float64
		prot int
	}{{full * (1 - crit), 0}, {full * crit, 0}, {rep.ShieldHit * (1 - crit), 0}, {rep.ShieldHit * crit, 0}}
	// The damage roll less the Protection roll is Damage − Protection + (DRN − DRN): dealt = shift + diff,
	// when positive. The buffer reaches the most any weighed case deals.
	size := 1
	for i := range cases {
		c := &cases[i]
		p := dd.Protection
		if i >= 2 {
			p += dd.ShieldProtection
		}
		c.prot = CutProtection(p, x.ArmourPiercing, i%2 == 1)
		if c.w > 0 {
			size = max(size, x.Damage-c.prot+diff.Max()+1)
		}
	}
	dealt := s.zeroed(size)
	for _, c := range cases {
		if c.w <= 0 {
			continue
		}
		w := c.w
		shift := x.Damage - c.prot
		// diff.P[i] deals shift + diff.Min + i: nothing below i = glance.
		// dealt[0] and rep.Glance gather the same terms in the same order, from 0: one sum, in a register.
		glance := min(len(diff.P), max(0, 1-shift-diff.Min))
		g := rep.Glance
		for _, q := range diff.P[:glance] {
			g += w * q
		}
		dealt[0], rep.Glance = g, g
		if glance == len(diff.P) {
			continue
		}
		at := dealt[shift+diff.Min+glance:] // from 1 dealt on
		for i, q := range diff.P[glance:] {
			at[i] += w * q
		}
	}
	rep.MeanDamage, rep.Kill = combat.MissesAndMean(dealt, rep.Hit, d.FullHP())
	for len(dealt) > 1 && dealt[len(dealt)-1] <= 1e-300 {
		dealt = dealt[:len(dealt)-1]
	}
	return rep, combat.Dist{Min: 0, P: dealt}, nil
}

// Asker asks the exact odds of blow after blow in one Scratch of its own, for many blows asked in a row on
// one goroutine (a balance sheet's rows): Odds's Report and Dealt to the bit, without the odds command's
// table; the distribution is good until the next call.
func (r Rules) Asker() func(b *ruleset.Blow) (combat.Report, combat.Dist, error) {
	s := new(Scratch)
	return func(b *ruleset.Blow) (combat.Report, combat.Dist, error) {
		rep, dealt, err := r.Exact(b, s)
		return rep.Common(), dealt, err
	}
}
