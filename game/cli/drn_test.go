// Issue 18: odds --rules drn against an independent computation, and balance --rules drn.

package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// openDie is the chance one open-ended d6 shows v: 1..5 a sixth each; above 5 a six (counted 5) then v−5.
func openDie(v int) float64 {
	p := 1.0
	for v > 5 {
		p /= 6
		v -= 5
	}
	if v < 1 {
		return 0
	}
	return p / 6
}

// beats is P(attack + DRN > defence + DRN), the four dice enumerated up to 60 each (a tail below 1e-20).
func beats(attack, defence int) float64 {
	s := 0.0
	for a := 1; a <= 60; a++ {
		for b := 1; b <= 60; b++ {
			pab := openDie(a) * openDie(b)
			for c := 1; c <= 60; c++ {
				for d := 1; d <= 60; d++ {
					if attack+a+b > defence+c+d {
						s += pab * openDie(c) * openDie(d)
					}
				}
			}
		}
	}
	return s
}

func TestOddsDRNHitByDifference(t *testing.T) {
	for diff := -10; diff <= 20; diff++ {
		def := 10 - diff // the long sword's Attack at Strength 10, rank 0: attack_base 10 + 0
		code, out, errs := run(t, "odds", "--rules", "drn", "--weapon", "long sword", "--defence", itoa(def), "--hp", "10", "--json")
		require.Equal(t, 0, code, errs)
		var m map[string]float64
		require.NoError(t, json.Unmarshal([]byte(out), &m))
		require.Equal(t, 10.0, m["to_hit"])
		require.Equal(t, float64(def), m["defence"])
		assert.InDelta(t, beats(10, def), m["hit"], 1e-6, "Attack − Defence = %d", diff)
		for _, k := range []string{"shield_hit", "crit", "mean_damage", "kill"} {
			assert.Contains(t, m, k)
		}
	}
}

func TestOddsDRNCreature(t *testing.T) {
	code, out, errs := run(t, "odds", "--rules", "drn", "--weapon", "long sword", "--target", "goblin", "--json")
	require.Equal(t, 0, code, errs)
	var m map[string]float64
	require.NoError(t, json.Unmarshal([]byte(out), &m))
	assert.Positive(t, m["hit"])
	code, _, errs = run(t, "odds", "--rules", "gurps", "--weapon", "long sword", "--target", "goblin")
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errs, "cleave, drn, thac0, nethack, tiers")
}

func TestBalanceDRNSameSheet(t *testing.T) {
	code, cl, errs := run(t, "balance", "--weapon", "long sword")
	require.Equal(t, 0, code, errs)
	code, dr, errs := run(t, "balance", "--rules", "drn", "--weapon", "long sword")
	require.Equal(t, 0, code, errs)
	assert.Contains(t, dr, "Rules: drn")
	cll, drl := strings.Split(strings.TrimSpace(cl), "\n"), strings.Split(strings.TrimSpace(dr), "\n")
	require.Equal(t, len(cll), len(drl), "one row a creature, as for the default rules")
	assert.Equal(t, cll[2], drl[2], "the same header")
	assert.NotEqual(t, cll[3], drl[3], "other numbers")
}

func itoa(v int) string {
	b, _ := json.Marshal(v)
	return string(b)
}
