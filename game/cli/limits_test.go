// Issue 12, points 7 and 8: balance with a creature of 10,000 hit points, and odds of the largest dice.

package cli

import (
	"encoding/csv"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/game"
)

// plainExpected is the renewal recurrence itself, the reference ExpectedAttacks must agree with:
// m(h) = (1 + Σ_{k≥1} p_k m(h−k)) / (1 − p_0), m(h ≤ 0) = 0, for every h up to hp: O(hp·K).
func plainExpected(dealt combat.Dist, hp int) float64 {
	if hp <= 0 {
		return 0
	}
	dealing := 0.0 // 1 − p_0, added up rather than subtracted (p_0 may be 0.9999999)
	for k := max(1, dealt.Min); k <= dealt.Max(); k++ {
		dealing += dealt.At(k)
	}
	if dealing == 0 {
		return math.Inf(1)
	}
	m := make([]float64, hp+1)
	for h := 1; h <= hp; h++ {
		s := 1.0
		for k := max(1, dealt.Min); k <= min(h-1, dealt.Max()); k++ {
			s += dealt.At(k) * m[h-k]
		}
		m[h] = s / dealing
	}
	return m[hp]
}

// overlay writes a data directory with name's embedded file edited by replacing old with new (once).
func overlay(t *testing.T, name, old, new string) string {
	t.Helper()
	src, err := assets.Files.ReadFile(name)
	require.NoError(t, err)
	edited := strings.Replace(string(src), old, new, 1)
	require.NotEqual(t, string(src), edited, "%s holds %q", name, old)
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(edited), 0o644))
	return dir
}

// TestExpectedAttacksAgainstTheRecurrence: on many distributions (misses, gaps, even amounts only, long
// tails) and hit points, ExpectedAttacks is the recurrence's answer to 1e-9, relative.
func TestExpectedAttacksAgainstTheRecurrence(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 7))
	for i := range 300 {
		n := 1 + rng.IntN(12)
		d := combat.Dist{Min: rng.IntN(3), P: make([]float64, n)}
		step := 1 + rng.IntN(3) // every step-th amount only: a lattice (2: even amounts only)
		total := 0.0
		for j := range d.P {
			if j%step == 0 && rng.IntN(4) > 0 {
				d.P[j] = rng.Float64()
				if rng.IntN(5) == 0 {
					d.P[j] *= 1e-6 // rare amounts
				}
				total += d.P[j]
			}
		}
		if total == 0 {
			continue
		}
		for j := range d.P {
			d.P[j] /= total
		}
		for _, hp := range []int{1, 2, 3, 7, 50, 333, 2000} {
			want := plainExpected(d, hp)
			got := ExpectedAttacks(d, hp)
			if math.IsInf(want, 1) {
				assert.True(t, math.IsInf(got, 1), "case %d hp %d: %v", i, hp, d)
				continue
			}
			assert.InDelta(t, want, got, 1e-9*want, "case %d hp %d: %v", i, hp, d)
		}
	}
}

// weak is the case: a hit of 1 or 2 now and then, 0.09 hit points an attack, against 10,000
// hit points: about 111,000 attacks, past the old 100,000-attack cap.
var weak = combat.Dist{Min: 0, P: []float64{0.94, 0.03, 0.03}}

func TestExpectedAttacksTenThousandHitPoints(t *testing.T) {
	start := time.Now()
	got := ExpectedAttacks(weak, 10000)
	took := time.Since(start)
	want := plainExpected(weak, 10000)
	assert.InDelta(t, want, got, 1e-9*want)
	assert.InDelta(t, 10000/0.09, got, 10, "h/μ and a constant")
	assert.Less(t, took, 100*time.Millisecond, "milliseconds, not a minute")
}

// TestBalanceTenThousandHitPoints: the earth elemental with 10,000 hit points in a designer's data: the
// whole sheet against it finishes, and every row's attacks to kill is the recurrence's, none at a cap.
func TestBalanceTenThousandHitPoints(t *testing.T) {
	dir := overlay(t, "creatures.toml", "hp = 45\n", "hp = 10000\n")
	start := time.Now()
	code, out, errs := run(t, "balance", "--target", "earth elemental", "--csv", "--assets", dir)
	require.Equal(t, ExitOK, code, errs)
	assert.Less(t, time.Since(start), 20*time.Second)
	recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	require.NoError(t, err)
	d, err := assets.LoadDir(dir)
	require.NoError(t, err)
	require.Len(t, recs, 1+len(d.Weapons))
	most := 0.0
	for _, r := range recs[1:] {
		a, _, err := game.SpecAttack(d, game.AttackSpec{Weapon: r[0], Str: 10, Dex: 10})
		require.NoError(t, err)
		dd, err := game.CreatureDefender(d, r[1])
		require.NoError(t, err)
		require.Equal(t, 10000, dd.MaxHP)
		dealt, err := combat.DealtDist(a, dd)
		require.NoError(t, err)
		want := plainExpected(dealt, dd.MaxHP)
		if math.IsInf(want, 1) {
			assert.Equal(t, "never", r[6], r[0])
			continue
		}
		got, err := strconv.ParseFloat(r[6], 64)
		require.NoError(t, err, r[0])
		assert.InDelta(t, want, got, 0.005+1e-9*want, "%s, printed to 2 places", r[0])
		most = max(most, got)
	}
	assert.Greater(t, most, 100000.0, "a weak weapon needs more than the old cap of 100,000 attacks")
}

// TestLargestDiceHaveOdds: a weapon of 100d1000+1000, which the loader takes and the game plays, has odds
// and a balance row (the sheet does not fail on it).
func TestLargestDiceHaveOdds(t *testing.T) {
	dir := overlay(t, "weapons.toml", "name = \"long sword\"\ndamage = \"1d9\"", "name = \"long sword\"\ndamage = \"100d1000+1000\"")
	code, out, errs := run(t, "odds", "--weapon", "long sword", "--defence", "10", "--json", "--assets", dir)
	require.Equal(t, ExitOK, code, errs)
	assert.Contains(t, out, `"hit_damage":[1100,101000]`)
	assert.Contains(t, out, `"crit_damage":[2200,202000]`)
	code, out, errs = run(t, "balance", "--csv", "--assets", dir)
	require.Equal(t, ExitOK, code, errs)
	recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	require.NoError(t, err)
	d, err := assets.LoadDir(dir)
	require.NoError(t, err)
	require.Len(t, recs, 1+len(d.Weapons)*len(d.Creatures), "every row")
	for _, r := range recs[1:] {
		if r[0] == "long sword" && r[6] != "never" {
			v, err := strconv.ParseFloat(r[6], 64)
			require.NoError(t, err)
			hit, err := strconv.ParseFloat(r[2], 64)
			require.NoError(t, err)
			assert.InDelta(t, 1/hit, v, 0.006, "any hit (1,100 or more) kills anything of the bestiary: %v", r)
		}
	}
}

// TestExpectedAttacksCostNotHitPoints: a billion hit points cost what ten thousand do, for an attack
// that deals any amount and for one that deals even amounts only; the answer is the exact one at
// 20,000 hit points and then 1/mean an hit point, the renewal measure having long settled.
func TestExpectedAttacksCostNotHitPoints(t *testing.T) {
	even := combat.Dist{Min: 0, P: []float64{0.94, 0, 0.03, 0, 0.03}}
	for name, d := range map[string]combat.Dist{"weak": weak, "even amounts": even} {
		const far, near = 1_000_000_000, 20_000
		start := time.Now()
		got := ExpectedAttacks(d, far)
		took := time.Since(start)
		want := plainExpected(d, near) + float64(far-near)/d.Mean()
		assert.InDelta(t, want, got, 1e-9*want, name)
		assert.Less(t, took, 20*time.Millisecond, name)
		huge := ExpectedAttacks(d, math.MaxInt)
		assert.InDelta(t, float64(math.MaxInt)/d.Mean(), huge, 1e-9*huge, "%s: the largest hit points", name)
	}
}

// BenchmarkExpectedAttacksTenThousand is the case: 10,000 hit points, 0.09 a hit.
func BenchmarkExpectedAttacksTenThousand(b *testing.B) {
	for b.Loop() {
		ExpectedAttacks(weak, 10000)
	}
}

// BenchmarkExpectedAttacksLargestDice: the largest dice (100d1000+1000 ×5, 500,000 amounts) against
// 10,000 hit points, where U never settles before hp: the worst the data allows.
func BenchmarkExpectedAttacksLargestDice(b *testing.B) {
	a := combat.Attack{Str: 10, Dex: 10, Weapon: combat.Weapon{Name: "huge",
		Damage:     combat.Dice{Count: combat.MaxDiceCount, Sides: combat.MaxDiceSides, Bonus: -combat.MaxDiceBonus},
		Multiplier: combat.MaxMultiplier, Types: combat.AnyOf(combat.Slashing)}}
	dealt, err := combat.DealtDist(a, combat.Defender{HP: 10000, MaxHP: 10000})
	require.NoError(b, err)
	for b.Loop() {
		ExpectedAttacks(dealt, 10000)
	}
}

// TestExpectedAttacksSettlesOnAWindow: 1 or 3 a hit, half and half: U(1) = 1/2 is the limit 1/μ
// already, but U(2) = 1/4 is not; only a whole window of the largest amount at the limit settles it.
func TestExpectedAttacksSettlesOnAWindow(t *testing.T) {
	d := combat.Dist{Min: 0, P: []float64{0.5, 0.25, 0, 0.25}}
	for _, hp := range []int{3, 4, 10, 100} {
		want := plainExpected(d, hp)
		assert.InDelta(t, want, ExpectedAttacks(d, hp), 1e-9*want, "hp %d", hp)
	}
}
