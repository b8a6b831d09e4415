// drn's exact odds from tables worked out once (exact.go) against the convolution they replace (issue 35):
// the same numbers to the last bit, blow after blow through one Scratch.

package drn

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
)

// oddsByConvolution is drn's exact odds as they were worked out before issue 35, kept word for word as the
// witness of the tables: two convolutions a blow (RULES.md §32.2, a DRN less a DRN), then the damage roll
// less the Protection roll summed term by term.
func oddsByConvolution(a combat.Attack, d combat.Defender, x Attack, dd Defence) (Report, combat.Dist, error) {
	if err := combat.CheckOdds(a, d, "drn", func() error { return valid(x, dd) }); err != nil {
		return Report{}, combat.Dist{}, err
	}
	rep := Report{ToHit: x.Attack, Defence: dd.Defence, Protection: dd.Protection, Damage: x.Damage}
	if dd.Shield {
		rep.Parry = dd.Parry
	}
	drn := Dist()
	diff := combat.Convolve(drn, drn.Negated())
	if x.NoAttack {
		return rep, combat.Dist{Min: 0, P: []float64{1}}, nil
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
		add(c.w, CutProtection(p, x.ArmourPiercing, c.critical))
	}
	rep.MeanDamage, rep.Kill = combat.MissesAndMean(dealt, rep.Hit, d.FullHP())
	for len(dealt) > 1 && dealt[len(dealt)-1] <= 1e-300 {
		dealt = dealt[:len(dealt)-1]
	}
	return rep, combat.Dist{Min: 0, P: dealt}, nil
}

// sameBits fails unless want and got are the same to the last bit: every number of the two reports, and
// every chance of the two distributions (their lengths too).
func sameBits(t *testing.T, wantRep, gotRep Report, want, got combat.Dist, what string) {
	t.Helper()
	wv, gv := reflect.ValueOf(wantRep), reflect.ValueOf(gotRep)
	for i := range wv.NumField() {
		name := wv.Type().Field(i).Name
		switch f := wv.Field(i); f.Kind() {
		case reflect.Float64:
			require.Equal(t, math.Float64bits(f.Float()), math.Float64bits(gv.Field(i).Float()), "%s: %v against %v: %s",
				name, f.Float(), gv.Field(i).Float(), what)
		default:
			require.Equal(t, f.Int(), gv.Field(i).Int(), "%s: %s", name, what)
		}
	}
	require.Equal(t, want.Min, got.Min, what)
	require.Len(t, got.P, len(want.P), what)
	for v := range want.P {
		require.Equal(t, math.Float64bits(want.P[v]), math.Float64bits(got.P[v]), "P(%d dealt) %v against %v: %s",
			v, want.P[v], got.P[v], what)
	}
}

// TestExactAsConvolution: the odds of RULES.md §32.2 (hit, shield hit, critical, glance, mean damage, kill,
// and the hit points dealt) read from the tables equal the convolution's to the last bit, over 4,000 random
// blows — shields, fatigued defenders, armour-piercing weapons, attackers too tired to attack, Attack far
// above and below Defence, damage far below Protection — and the extremes valid allows, all through one
// Scratch (a blow asked after a bigger one finds no trace of it).
func TestExactAsConvolution(t *testing.T) {
	a, _, _, _ := drnFixture()
	tb := newTable()
	var s Scratch
	r := rand.New(rand.NewPCG(35, 1))
	in := func(lo, hi int) int { return lo + r.IntN(hi-lo+1) }
	type blow struct {
		x  Attack
		dd Defence
		hp int
	}
	var blows []blow
	for range 4000 {
		b := blow{x: Attack{Attack: in(-20, 60), Damage: in(-10, 60), ArmourPiercing: r.IntN(3) == 0, NoAttack: r.IntN(40) == 0},
			dd: Defence{Defence: in(-20, 60), Protection: in(0, 60), CritBelow: in(0, 25)}, hp: in(1, 80)}
		if r.IntN(2) == 0 {
			b.dd.Shield, b.dd.Parry, b.dd.ShieldProtection = true, in(0, 15), in(0, 25)
		}
		blows = append(blows, b)
	}
	for _, v := range []int{-1000, -200, -170, -169, -168, 0, 168, 169, 170, 200, 1000} {
		blows = append(blows,
			blow{x: Attack{Attack: v, Damage: 10}, dd: Defence{Defence: 0, Protection: 5, CritBelow: 10}, hp: 10},
			blow{x: Attack{Attack: 0, Damage: v}, dd: Defence{Defence: 0, Protection: 0, Shield: true, Parry: 3, ShieldProtection: 4, CritBelow: 1000}, hp: 1000},
			blow{x: Attack{Attack: 10, Damage: 0}, dd: Defence{Defence: 0, Protection: max(0, v), Shield: true, Parry: 1000, ShieldProtection: 1000, CritBelow: 3}, hp: 1})
	}
	hits := 0
	for i, b := range blows {
		d := combat.Defender{HP: b.hp, MaxHP: b.hp}
		wantRep, want, err := oddsByConvolution(a, d, b.x, b.dd)
		require.NoError(t, err)
		gotRep, got, err := tb.odds(a, d, b.x, b.dd, &s)
		require.NoError(t, err)
		sameBits(t, wantRep, gotRep, want, got, fmt.Sprintf("blow %d: %+v against %+v, %d hit points", i, b.x, b.dd, b.hp))
		if gotRep.Hit > 0 && gotRep.Hit < 1 {
			hits++
		}
	}
	require.Greater(t, hits, len(blows)/2, "most blows neither sure to hit nor sure to miss")
	// A number valid refuses is refused as the convolution refused it.
	_, _, err := tb.odds(a, combat.Defender{HP: 1}, Attack{Attack: 1001}, Defence{}, &s)
	require.ErrorContains(t, err, "beyond ±1000")
}

// TestEntryAsToLower: drn.toml's entries are found by their names in any case (RULES.md §32.3: an entry names
// a weapon, armour or creature of the data), as strings.ToLower finds them, with nothing allocated for an
// ASCII name (the odds look a creature up each blow).
func TestEntryAsToLower(t *testing.T) {
	long := strings.Repeat("Long Name ", 10)
	m := map[string]int{"kobold": 1, "grip, farmer maggot's dog": 2, "ärger": 3, strings.ToLower(long): 4, "zombie": 5}
	for _, name := range []string{"kobold", "Kobold", "KOBOLD", "Grip, Farmer Maggot's Dog", "Ärger", "ärger", "ÄRGER", long, "goblin", "", "Kobold\x00", "Zombie", "zombiE", "AZ@[`{"} {
		want, wantOK := m[strings.ToLower(name)]
		got, ok := entry(m, name)
		require.Equal(t, wantOK, ok, name)
		require.Equal(t, want, got, name)
	}
	require.Zero(t, testing.AllocsPerRun(100, func() { _, _ = entry(m, "Grip, Farmer Maggot's Dog") }))
}
