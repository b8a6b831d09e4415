// `odds --magic` against an independent enumeration (issue 15): ten builds whose parts are worked out by
// hand from the chapter's tables and affixes.toml's numbers, every roll enumerated here.

package cli

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
)

// build is one attack with magic, and its parts as the chapter adds them up (RULES.md §3.1, §19.1).
type build struct {
	args []string
	// The parts, by hand: to hit, the damage dice and their bonus, the lowest threatening roll, the
	// multiplier, the pierce; the target's Defence, Protection and hit points.
	hit, count, sides, bonus, low, mult, pierce int
	def, prot, hp                               int
}

// diceDist is the distribution of the sum of n dice of s sides: dist[v] is the chance of v.
func diceDist(n, s int) map[int]float64 {
	dist := map[int]float64{0: 1}
	for range n {
		next := map[int]float64{}
		for v, p := range dist {
			for f := 1; f <= s; f++ {
				next[v+f] += p / float64(s)
			}
		}
		dist = next
	}
	return dist
}

// enumerate is the chance to hit, to crit, the mean damage dealt and the chance to kill in one attack of
// b, every natural roll, confirm roll, die and Protection roll counted.
func enumerate(b build) (hit, crit, mean, kill float64) {
	lands := func(n int) bool { return n >= 22 || (n > 2 && n+b.hit >= b.def) }
	prot := max(0, b.prot-b.pierce)
	outcome := func(w float64, rolls int) {
		for sum, p := range diceDist(rolls*b.count, b.sides) {
			dmg := max(1, sum+rolls*b.bonus)
			lo := (prot + 1) / 2
			for loss := lo; loss <= prot; loss++ {
				q := w * p / float64(prot-lo+1)
				dealt := max(0, dmg-loss)
				mean += q * float64(dealt)
				if dealt >= b.hp {
					kill += q
				}
			}
		}
	}
	for a := 1; a <= 12; a++ {
		for c := 1; c <= 12; c++ {
			n := a + c
			if !lands(n) {
				continue
			}
			hit += 1.0 / 144
			if n < b.low {
				outcome(1.0/144, 1)
				continue
			}
			confirmed := 0.0
			for x := 1; x <= 12; x++ {
				for y := 1; y <= 12; y++ {
					if lands(x + y) {
						confirmed += 1.0 / 144
					}
				}
			}
			crit += confirmed / 144
			outcome(confirmed/144, b.mult)
			outcome((1-confirmed)/144, 1)
		}
	}
	return hit, crit, mean, kill
}

// TestOddsMagicEqualsEnumeration: `odds --magic` for ten builds equals the enumeration of their parts
// worked out by hand.
func TestOddsMagicEqualsEnumeration(t *testing.T) {
	target := func(def, prot, hp int) []string {
		return []string{"--defence", fmt.Sprint(def), "--protection", fmt.Sprint(prot), "--hp", fmt.Sprint(hp)}
	}
	builds := []build{
		// Long sword 1d9, 20–24, ×2; Strength 15 (+2); +2 (+2/+2).
		{args: []string{"--weapon", "long sword", "--str", "15", "--magic", "+2"}, hit: 4, count: 1, sides: 9, bonus: 4, low: 20, mult: 2, def: 14, hp: 10},
		// +2 and of accuracy (+2 to hit), given as two flags.
		{args: []string{"--weapon", "long sword", "--magic", "+2", "--magic", "accuracy"}, hit: 4, count: 1, sides: 9, bonus: 2, low: 20, mult: 2, def: 16, prot: 2, hp: 8},
		// Battle axe 1d8, 22–24, ×3; Strength 14 (+2); of slaying (×+1).
		{args: []string{"--weapon", "battle axe", "--str", "14", "--magic", "slaying"}, hit: 2, count: 1, sides: 8, bonus: 2, low: 22, mult: 4, def: 12, prot: 1, hp: 12},
		// Slaying thrice: ×3+3, never past ×5.
		{args: []string{"--weapon", "battle axe", "--magic", "slaying,slaying,slaying"}, hit: 0, count: 1, sides: 8, bonus: 0, low: 22, mult: 5, def: 10, hp: 15},
		// Dagger 1d4, 20–24, finesse: Dexterity 16 (+3) to hit; keen (2 wider) and +1.
		{args: []string{"--weapon", "dagger", "--dex", "16", "--magic", "keen,+1"}, hit: 4, count: 1, sides: 4, bonus: 1, low: 18, mult: 2, def: 15, hp: 5},
		// Short bow 1d6, 22–24, ×3, a shot: Dexterity 14 (+2); +1 and keen.
		{args: []string{"--weapon", "short bow", "--dex", "14", "--magic", "+1,keen"}, hit: 3, count: 1, sides: 6, bonus: 1, low: 20, mult: 3, def: 13, prot: 3, hp: 9},
		// Heavy crossbow 1d12+2, 20–24, ×2, bolts pierce 2; Dexterity 12 (+1); +5.
		{args: []string{"--weapon", "heavy crossbow", "--dex", "12", "--magic", "+5"}, hit: 6, count: 1, sides: 12, bonus: 7, low: 20, mult: 2, pierce: 2, def: 18, prot: 4, hp: 20},
		// Spear thrown 1d8, 22–24, ×3: Dexterity to hit, Strength 16 (+3) to damage; cursed -2.
		{args: []string{"--weapon", "spear", "--mode", "throw", "--str", "16", "--magic", "-2"}, hit: -2, count: 1, sides: 8, bonus: 1, low: 22, mult: 3, def: 12, hp: 6},
		// Mace 1d8, 22–24, ×2; Strength 12 (+1); of might (+2 damage) and keen.
		{args: []string{"--weapon", "mace", "--str", "12", "--magic", "might,keen"}, hit: 1, count: 1, sides: 8, bonus: 3, low: 20, mult: 2, def: 11, prot: 2, hp: 7},
		// Great sword 2d6, 20–24, ×2; Strength 18 (+4); +3 and keen.
		{args: []string{"--weapon", "great sword", "--str", "18", "--magic", "+3,keen"}, hit: 7, count: 2, sides: 6, bonus: 7, low: 18, mult: 2, def: 20, prot: 5, hp: 25},
	}
	for _, b := range builds {
		t.Run(fmt.Sprint(b.args), func(t *testing.T) {
			code, out, errs := run(t, "odds", append(append(b.args, target(b.def, b.prot, b.hp)...), "--json")...)
			require.Equal(t, 0, code, errs)
			var m map[string]any
			require.NoError(t, json.Unmarshal([]byte(out), &m))
			assert.Equal(t, float64(b.hit), m["to_hit"])
			hit, crit, mean, kill := enumerate(b)
			assert.InDelta(t, hit, m["hit"], 1e-9, "hit")
			assert.InDelta(t, crit, m["crit"], 1e-9, "crit")
			assert.InDelta(t, mean, m["mean_damage"], 1e-9, "mean damage")
			assert.InDelta(t, kill, m["kill"], 1e-9, "kill")
		})
	}
}

// TestOddsMagicErrors: an unknown affix, or one that adds nothing to an attack, is a usage error.
func TestOddsMagicErrors(t *testing.T) {
	code, _, errs := run(t, "odds", "--weapon", "long sword", "--defence", "10", "--magic", "accurasy")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, errs, `unknown affix "accurasy"`)
	code, _, errs = run(t, "odds", "--weapon", "long sword", "--defence", "10", "--magic", "deflection")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, errs, `affix "deflection" adds nothing to an attack (Deflection +2)`)
}

// TestBalanceTakesMagic: `balance --magic` counts the affixes in every row, as odds does.
func TestBalanceTakesMagic(t *testing.T) {
	code, out, errs := run(t, "balance", "--weapon", "long sword", "--target", "kobold", "--magic", "+2", "--csv")
	require.Equal(t, 0, code, errs)
	code, plain, errs := run(t, "balance", "--weapon", "long sword", "--target", "kobold", "--csv")
	require.Equal(t, 0, code, errs)
	assert.NotEqual(t, plain, out)
	_, text, _ := run(t, "balance", "--weapon", "long sword", "--target", "kobold", "--magic", "+2,keen")
	assert.Contains(t, text, "magic +2 and keen")
	_, odds, _ := run(t, "odds", "--weapon", "long sword", "--target", "kobold", "--magic", "+2", "--json")
	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(odds), &m))
	rows, err := Sheet(loadData(t), []string{"long sword"}, []string{"kobold"}, specWith("long sword", "+2"))
	require.NoError(t, err)
	assert.InDelta(t, m["hit"], rows[0].Hit, 1e-12)
	assert.InDelta(t, m["mean_damage"], rows[0].MeanDamage, 1e-12)
}

// loadData is the embedded data.
func loadData(t *testing.T) *assets.Data {
	t.Helper()
	d, err := assets.Load(nil)
	require.NoError(t, err)
	return d
}

// specWith is the odds command's default attacker with weapon and magic.
func specWith(weapon string, magic ...string) game.AttackSpec {
	return game.AttackSpec{Weapon: weapon, Str: 10, Dex: 10, Magic: magic}
}
