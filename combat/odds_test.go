// Exact odds against Monte Carlo, fuzz tests over random attacks, and benchmarks.

package combat

import (
	"encoding/json"
	"math"
	"math/big"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReportJSONKeys(t *testing.T) {
	// issue 3: "one object with exactly the keys to_hit, need, hit, threat, crit, glance,
	// mean_damage, kill, hit_damage and crit_damage".
	rep, err := Odds(thora(), kobold())
	require.NoError(t, err, "odds")
	b, err := json.Marshal(rep)
	require.NoError(t, err, "marshal")
	var m map[string]any
	require.NoError(t, json.Unmarshal(b, &m), "unmarshal")
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	want := "crit,crit_damage,glance,hit,hit_damage,kill,mean_damage,need,threat,to_hit"
	assert.Equal(t, want, strings.Join(sorted(keys), ","), "JSON keys")
	assert.Equal(t, true, reflect.DeepEqual(m["hit_damage"], []any{4.0, 12.0}), "hit_damage as [min, max]")
}

func sorted(s []string) []string {
	for i := range s {
		for j := i + 1; j < len(s); j++ {
			if s[j] < s[i] {
				s[i], s[j] = s[j], s[i]
			}
		}
	}
	return s
}

// monteCarloCases are attacks whose exact odds a million resolved attacks must agree with.
func monteCarloCases() map[string]struct {
	a Attack
	d Defender
} {
	chain := Defender{HP: 12, MaxHP: 12, Protection: []Piece{
		{Name: "chain mail shirt", Protection: 3, Vs: [NumDamageTypes]int{Slashing: 1, Piercing: -1}},
		{Name: "iron helm", Protection: 1},
	}}
	chain.Defence.Add(Armour, 2)
	chain.Defence.Add(Dexterity, 2)
	chain.Defence.LimitDex(4)
	beetle := Defender{HP: 8, Protection: []Piece{{Name: "shell", Protection: 5}}}
	beetle.Defence.Add(Natural, 4)
	return map[string]struct {
		a Attack
		d Defender
	}{
		"Thora against the kobold": {thora(), kobold()},
		"war hammer against chain": {Attack{Str: 16, Dex: 10, Weapon: warHammer, Skill: testSkills[5]}, chain},
		"crossbow against beetle":  {Attack{Str: 10, Dex: 14, Weapon: heavyCrossbow, Mode: Shot}, beetle},
		"knife against beetle":     {Attack{Str: 8, Dex: 12, Weapon: Weapon{Name: "knife", Damage: Dice{1, 3, 0}, Finesse: true, Types: AnyOf(Slashing, Piercing)}}, beetle},
	}
}

func TestMonteCarlo(t *testing.T) {
	// A million resolved attacks per case (100 000 with -short) agree with the exact odds
	// within 5 standard deviations of the estimate: for a probability p over n attacks,
	// 5·√(p(1−p)/n) ≤ 0.0025 (0.008 short); for the mean, 5·σ/√n of the damage dealt.
	n := 1_000_000
	if testing.Short() {
		n = 100_000
	}
	for name, c := range monteCarloCases() {
		rep, err := Odds(c.a, c.d)
		require.NoError(t, err, name)
		dealt, err := DealtDist(c.a, c.d)
		require.NoError(t, err, name)
		r := newTestRoller(42, nil)
		var hit, threat, crit, glance, kill, bleedMisfit int
		sum, sumSq := 0.0, 0.0
		for range n {
			o, err := Resolve(r, c.a, c.d)
			require.NoError(t, err, name)
			if o.Hit {
				hit++
			}
			if o.Threat {
				threat++
			}
			if o.Critical {
				crit++
			}
			if o.Glance {
				glance++
			}
			if o.Killed {
				kill++
			}
			if o.Glance && o.Bleeding {
				bleedMisfit++
			}
			sum += float64(o.Dealt)
			sumSq += float64(o.Dealt) * float64(o.Dealt)
		}
		fn := float64(n)
		tol := func(p float64) float64 { return 5*math.Sqrt(p*(1-p)/fn) + 1e-9 }
		assert.InDeltaf(t, rep.Hit, float64(hit)/fn, tol(rep.Hit), "%s: hit", name)
		assert.InDeltaf(t, rep.Threat, float64(threat)/fn, tol(rep.Threat), "%s: threat", name)
		assert.InDeltaf(t, rep.Crit, float64(crit)/fn, tol(rep.Crit), "%s: crit", name)
		assert.InDeltaf(t, rep.Glance, float64(glance)/fn, tol(rep.Glance), "%s: glance", name)
		assert.InDeltaf(t, rep.Kill, float64(kill)/fn, tol(rep.Kill), "%s: kill", name)
		mean := sum / fn
		variance := 0.0
		for i, p := range dealt.P {
			variance += p * math.Pow(float64(dealt.Min+i)-rep.MeanDamage, 2)
		}
		assert.InDeltaf(t, rep.MeanDamage, mean, 5*math.Sqrt(variance/fn)+1e-9, "%s: mean damage", name)
		assert.InDeltaf(t, rep.MeanDamage, dealt.Mean(), 1e-9, "%s: distribution mean", name)
		assert.Equalf(t, 0, bleedMisfit, "%s: glances that bled", name)
	}
}

// checkReport asserts what every report must satisfy.
func checkReport(t *testing.T, rep Report, dealt Dist, d Defender) {
	t.Helper()
	total := 0.0
	for _, p := range dealt.P {
		assert.GreaterOrEqualf(t, p, -1e-12, "negative probability %g", p)
		total += p
	}
	assert.InDelta(t, 1, total, 1e-9, "dealt distribution sums to 1")
	assert.InDelta(t, 1, rep.Hit+(1-rep.Hit), 0, "hit and miss")
	ok := 0 <= rep.Crit && rep.Crit <= rep.Threat+1e-15 && rep.Threat <= rep.Hit && rep.Hit <= 1 &&
		rep.Glance <= rep.Hit+1e-12 && rep.Kill <= rep.Hit+1e-12 && rep.Glance >= -1e-12 && rep.Kill >= -1e-12
	assert.Truef(t, ok, "probabilities out of order: %+v", rep)
	full := d.MaxHP
	if full == 0 {
		full = d.HP
	}
	assert.InDelta(t, dealt.AtLeast(full), rep.Kill, 1e-9, "kill is the dealt tail at full hit points")
	assert.InDelta(t, dealt.Mean(), rep.MeanDamage, 1e-6*(1+rep.MeanDamage), "mean damage")
	assert.Truef(t, rep.HitDamage[0] >= 1 && rep.HitDamage[0] <= rep.HitDamage[1] && rep.CritDamage[0] >= rep.HitDamage[0] && rep.CritDamage[1] >= rep.HitDamage[1],
		"damage bounds: hit %v crit %v", rep.HitDamage, rep.CritDamage)
	assert.LessOrEqualf(t, dealt.Max(), max(rep.HitDamage[1], rep.CritDamage[1]), "dealt up to %d past the bounds %v %v", dealt.Max(), rep.HitDamage, rep.CritDamage)
}

// fuzzCase builds an attack and a defender from fuzzed numbers; many are impossible on
// purpose (they must be errors, never panics).
func fuzzCase(str, dex, count, sides, bonus, low, mult, mode, stance, rank, armour, dexMod, parry, prot, vs, pierce, hp int, flags uint8) (Attack, Defender) {
	w := Weapon{Name: "fuzz", Damage: Dice{count, sides, bonus}, ThreatLow: low, Multiplier: mult,
		Finesse: flags&1 != 0, Throwable: flags&2 != 0, StrNeeded: max(0, str/2), Pierce: pierce,
		Types: DamageTypes(flags >> 4)}
	a := Attack{Str: str, Dex: dex, Weapon: w, Mode: Mode(mode), Stance: Stance{ToHit: stance % 30, Damage: stance / 30 % 30},
		TwoWeapon: flags&4 != 0, Hand: Hand(flags >> 3 & 1), Adjacent: flags&2 != 0}
	if rank >= 0 && rank < len(testSkills) {
		a.Skill = testSkills[rank]
	}
	var def Defence
	def.Add(Armour, armour)
	def.Add(Dexterity, dexMod)
	def.Add(Parry, parry)
	def.LimitDex(3)
	d := Defender{Defence: def, HP: hp, MaxHP: hp, NoVitals: flags&8 != 0,
		Protection: []Piece{{Name: "fuzz", Protection: prot, Vs: [NumDamageTypes]int{Piercing: vs}}}}
	return a, d
}

func addFuzzSeeds(f *testing.F) {
	f.Add(15, 10, 1, 9, 0, 20, 2, 0, 0, 2, 0, 1, 0, 0, 0, 0, 6, uint8(0x30), uint64(1)) // Thora against the kobold
	f.Add(10, 14, 1, 12, 2, 20, 2, 1, 4, 5, 2, 2, 3, 5, -2, 2, 12, uint8(0x2a), uint64(2))
	f.Add(3, 3, 1, 3, 0, 22, 2, 0, 1, 0, 5, -3, 0, 20, 0, 0, 1, uint8(0x71), uint64(3))
	f.Add(18, 18, 3, 6, -10, 3, 5, 2, 3, 10, 0, 0, 0, 2, 1, 1, 30, uint8(0x5f), uint64(4))
	f.Add(10, 10, -1, 6, 0, 2, 6, 7, 9, -1, 0, 0, 0, -5, 0, -1, 0, uint8(0), uint64(5)) // impossible
}

func FuzzResolve(f *testing.F) {
	addFuzzSeeds(f)
	f.Fuzz(func(t *testing.T, str, dex, count, sides, bonus, low, mult, mode, stance, rank, armour, dexMod, parry, prot, vs, pierce, hp int, flags uint8, seed uint64) {
		a, d := fuzzCase(str, dex, count, sides, bonus, low, mult, mode, stance, rank, armour, dexMod, parry, prot, vs, pierce, hp, flags)
		rec := &recorder{}
		o, err := Resolve(newTestRoller(seed, rec), a, d)
		if err != nil {
			assert.Equal(t, 0, len(rec.rolls), "an impossible attack rolls nothing")
			return
		}
		rep, err := Odds(a, d)
		require.NoError(t, err, "every attack Resolve takes has odds")
		if o.Hit {
			lo, hi := rep.HitDamage[0], rep.HitDamage[1]
			if o.Critical {
				lo, hi = rep.CritDamage[0], rep.CritDamage[1]
			}
			assert.Truef(t, o.Damage >= lo && o.Damage <= hi, "damage %d outside [%d, %d]", o.Damage, lo, hi)
			assert.Equal(t, max(0, o.Damage-o.Soaked), o.Dealt, "dealt")
			assert.Equal(t, o.Dealt == 0, o.Glance, "glance")
		} else {
			assert.Truef(t, o.Damage == 0 && o.Dealt == 0 && o.MissReason != NotMissed, "a miss: %+v", o)
		}
		assert.Falsef(t, o.Glance && o.Bleeding, "a glance bled: %+v", o)
		assert.Equal(t, false, o.Critical && !o.Threat, "critical without threat")
		assert.Equalf(t, true, o.Natural >= 2 && o.Natural <= 24, "natural roll %d", o.Natural)
	})
}

func FuzzOdds(f *testing.F) {
	addFuzzSeeds(f)
	f.Fuzz(func(t *testing.T, str, dex, count, sides, bonus, low, mult, mode, stance, rank, armour, dexMod, parry, prot, vs, pierce, hp int, flags uint8, _ uint64) {
		a, d := fuzzCase(str, dex, count, sides, bonus, low, mult, mode, stance, rank, armour, dexMod, parry, prot, vs, pierce, hp, flags)
		rep, err := Odds(a, d)
		if err != nil {
			return
		}
		dealt, err := DealtDist(a, d)
		require.NoError(t, err, "dealt after odds")
		checkReport(t, rep, dealt, d)
	})
}

func TestReportsOfFuzzSeeds(t *testing.T) {
	// The invariants of FuzzOdds over a grid of ordinary attacks, run by plain go test.
	for _, w := range []Weapon{longSword, dagger, stiletto, battleAxe, warHammer, spear, longWarBow, heavyCrossbow, greatSword, bareHands()} {
		for _, prot := range []int{0, 1, 3, 7, 20} {
			for _, mode := range []Mode{Blow, Shot, Throw} {
				a := Attack{Str: 12, Dex: 14, Weapon: w, Mode: mode, Skill: testSkills[4]}
				d := Defender{HP: 9, Protection: []Piece{{Name: "mail", Protection: prot, Vs: [NumDamageTypes]int{Piercing: -1}}}}
				d.Defence.Add(Armour, 3)
				rep, err := Odds(a, d)
				require.NoError(t, err, w.Name)
				dealt, err := DealtDist(a, d)
				require.NoError(t, err, w.Name)
				checkReport(t, rep, dealt, d)
			}
		}
	}
}

func BenchmarkResolve(b *testing.B) {
	a, d := thora(), kobold()
	d.Protection = []Piece{{Name: "leather jerkin", Protection: 1}}
	r := newTestRoller(1, nil)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Resolve(r, a, d); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkOdds(b *testing.B) {
	a, d := thora(), kobold()
	d.Protection = []Piece{{Name: "leather jerkin", Protection: 1}}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Odds(a, d); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkOddsGreatAxe(b *testing.B) {
	a := Attack{Str: 16, Dex: 10, Weapon: Weapon{Name: "great axe", Damage: Dice{1, 12, 0}, Multiplier: 3, Types: AnyOf(Slashing)}, Skill: testSkills[5]}
	d := Defender{HP: 30, Protection: []Piece{{Name: "plate", Protection: 6}, {Name: "great helm", Protection: 2}}}
	d.Defence.Add(Armour, 1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Odds(a, d); err != nil {
			b.Fatal(err)
		}
	}
}

// bruteOdds enumerates every roll as exact fractions: the natural roll, the confirm roll,
// each damage die, and the Protection roll. It shares only hits, Profile and
// ProtectionAgainst with the code it checks.
func bruteOdds(a Attack, d Defender) (glance, kill, mean *big.Rat) {
	p := a.Profile()
	def := d.Defence.Total(a.Mode, a.Adjacent, d.Measure)
	prot := 1 << 30
	for ty := DamageType(0); ty < NumDamageTypes; ty++ {
		if a.Weapon.Types.Has(ty) {
			v, _ := d.ProtectionAgainst(ty, a.Weapon.Pierce)
			prot = min(prot, v)
		}
	}
	glance, kill, mean = new(big.Rat), new(big.Rat), new(big.Rat)
	full := d.MaxHP
	if full == 0 {
		full = d.HP
	}
	// addHit adds the outcomes of a hit of the given rolls, with weight w.
	addHit := func(w *big.Rat, rolls int) {
		dice := rolls * p.Damage.Count
		faces := make([]int, dice)
		for i := range faces {
			faces[i] = 1
		}
		ways := new(big.Rat).SetFrac64(1, int64(math.Pow(float64(p.Damage.Sides), float64(dice))))
		lo := (prot + 1) / 2
		k := int64(prot - lo + 1)
		for {
			sum := rolls * p.Damage.Bonus
			for _, f := range faces {
				sum += f
			}
			dmg := max(1, sum)
			for loss := lo; loss <= prot; loss++ {
				q := new(big.Rat).Mul(w, ways)
				q.Mul(q, big.NewRat(1, k))
				dealt := max(0, dmg-loss)
				if dealt == 0 {
					glance.Add(glance, q)
				}
				if dealt >= full {
					kill.Add(kill, q)
				}
				mean.Add(mean, new(big.Rat).Mul(q, big.NewRat(int64(dealt), 1)))
			}
			i := 0
			for i < dice && faces[i] == p.Damage.Sides {
				faces[i] = 1
				i++
			}
			if i == dice {
				return
			}
			faces[i]++
		}
	}
	for n := 2; n <= 24; n++ {
		if !toHit(n, p.ToHit, def) {
			continue
		}
		wn := big.NewRat(int64(naturalCount(n)), 144)
		if n < p.ThreatLow || d.NoVitals {
			addHit(wn, 1)
			continue
		}
		for m := 2; m <= 24; m++ {
			wm := new(big.Rat).Mul(wn, big.NewRat(int64(naturalCount(m)), 144))
			if toHit(m, p.ToHit, def) {
				addHit(wm, p.Multiplier)
			} else {
				addHit(wm, 1)
			}
		}
	}
	return glance, kill, mean
}

func TestOddsAgainstBruteForce(t *testing.T) {
	// The exact odds (convolutions and a difference array in float64) agree with a plain
	// enumeration of every roll in exact fractions.
	chain := Defender{HP: 9, MaxHP: 9, Protection: []Piece{{Name: "chain", Protection: 3, Vs: [NumDamageTypes]int{Slashing: 1, Piercing: -1}}, {Name: "helm", Protection: 2}}}
	chain.Defence.Add(Armour, 2)
	weak := Attack{Str: 6, Dex: 10, Weapon: Weapon{Name: "twig", Damage: Dice{2, 3, -2}, ThreatLow: 18, Multiplier: 3, Types: AnyOf(Bludgeoning)}}
	cases := map[string]struct {
		a Attack
		d Defender
	}{
		"Thora against the kobold":    {thora(), kobold()},
		"great sword against chain":   {Attack{Str: 14, Dex: 10, Weapon: greatSword, Skill: testSkills[3]}, chain},
		"war hammer against chain":    {Attack{Str: 12, Dex: 10, Weapon: warHammer}, chain},
		"long sword against chain":    {thora(), chain},
		"weak twig floored at 1":      {weak, chain},
		"stiletto against a skeleton": {Attack{Str: 10, Dex: 16, Weapon: stiletto}, Defender{HP: 4, NoVitals: true, Protection: []Piece{{Name: "bone", Protection: 3}}}},
	}
	for name, c := range cases {
		rep, err := Odds(c.a, c.d)
		require.NoError(t, err, name)
		g, k, m := bruteOdds(c.a, c.d)
		gf, _ := g.Float64()
		kf, _ := k.Float64()
		mf, _ := m.Float64()
		assert.InDeltaf(t, gf, rep.Glance, 1e-12, "%s: glance", name)
		assert.InDeltaf(t, kf, rep.Kill, 1e-12, "%s: kill", name)
		assert.InDeltaf(t, mf, rep.MeanDamage, 1e-12, "%s: mean damage", name)
	}
}

// An OddsScratch gives the odds NewAttackOdds and Against give, to the bit, blow after blow in the same
// buffers (RULES.md §13–§17: the exact odds; issue 35: the luck ledger asks them of every blow on the
// player), whatever the blow before left in them; and allocates nothing once grown.
func TestOddsScratchAsFresh(t *testing.T) {
	r := rand.New(rand.NewPCG(35, 1))
	var s OddsScratch
	compared, refused := 0, 0
	for range 4000 {
		a, d := fuzzCase(3+r.IntN(16), 3+r.IntN(16), r.IntN(5), 1+r.IntN(12), r.IntN(9)-4, 18+r.IntN(8), 1+r.IntN(5),
			r.IntN(3), r.IntN(60), r.IntN(len(testSkills)), r.IntN(8), r.IntN(7)-3, r.IntN(4), r.IntN(12), r.IntN(5)-2,
			r.IntN(3), 1+r.IntN(40), uint8(r.IntN(256)))
		rep, dealt, err := s.Against(a, d)
		o, ferr := NewAttackOdds(a)
		if ferr == nil {
			var frep Report
			var fdealt Dist
			frep, fdealt, ferr = o.Against(d)
			if ferr == nil {
				require.NoError(t, err, "%+v against %+v", a, d)
				require.Equal(t, frep, rep, "%+v against %+v: the report", a, d)
				require.Equal(t, fdealt, dealt, "%+v against %+v: the dealt distribution", a, d)
				compared++
				continue
			}
		}
		require.Error(t, err, "%+v against %+v: refused fresh (%v), so by the scratch", a, d, ferr)
		refused++
	}
	assert.Greater(t, compared, 500, "many of the cases are blows")
	assert.Greater(t, refused, 0, "some are refused")
	a := Attack{Str: 12, Dex: 14, Weapon: greatSword, Mode: Blow, Skill: testSkills[4]}
	d := Defender{HP: 9, Protection: []Piece{{Name: "mail", Protection: 3}}}
	d.Defence.Add(Armour, 3)
	assert.Zero(t, testing.AllocsPerRun(100, func() { _, _, _ = s.Against(a, d) }), "allocations of a blow once grown")
}
