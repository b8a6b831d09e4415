// Issue 19: odds --rules thac0 against an independent count of the d20, and balance --rules thac0.

package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rules: RULES.md §33.3 — odds --rules thac0 --json: thac0, ac, need and the hit chance, counted on the
// twenty faces of the d20 (a natural 20 hits, a natural 1 misses), for ACs 10 down to −10.
func TestOddsTHAC0HitByAC(t *testing.T) {
	code, out, errs := run(t, "odds", "--rules", "thac0", "--weapon", "long sword", "--defence", "10", "--hp", "10", "--json")
	require.Equal(t, 0, code, errs)
	var m0 map[string]float64
	require.NoError(t, json.Unmarshal([]byte(out), &m0))
	thac0 := int(m0["thac0"])
	for ac := 10; ac >= -10; ac-- {
		code, out, errs := run(t, "odds", "--rules", "thac0", "--weapon", "long sword", "--defence", itoa(ac), "--hp", "10", "--json")
		require.Equal(t, 0, code, errs)
		var m map[string]float64
		require.NoError(t, json.Unmarshal([]byte(out), &m))
		assert.Equal(t, float64(ac), m["ac"])
		assert.Equal(t, float64(thac0-ac), m["need"])
		n := 0
		for v := 1; v <= 20; v++ {
			if v == 20 || (v != 1 && v >= thac0-ac) {
				n++
			}
		}
		assert.InDelta(t, float64(n)/20, m["hit"], 1e-12, "AC %d", ac)
		for _, k := range []string{"mean_damage", "kill"} {
			assert.Contains(t, m, k)
		}
	}
}

// rules: RULES.md §33.3 — against a creature, and the balance sheet under thac0.
func TestOddsAndBalanceTHAC0(t *testing.T) {
	code, out, errs := run(t, "odds", "--rules", "thac0", "--weapon", "long sword", "--target", "kobold", "--json")
	require.Equal(t, 0, code, errs)
	t.Log(out)
	var m map[string]float64
	require.NoError(t, json.Unmarshal([]byte(out), &m))
	assert.Positive(t, m["hit"])
	code, out, errs = run(t, "odds", "--rules", "thac0", "--weapon", "long sword", "--target", "kobold")
	require.Equal(t, 0, code, errs)
	t.Log(out)
	assert.Contains(t, out, "THAC0")
	code, dr, errs := run(t, "balance", "--rules", "thac0", "--weapon", "long sword")
	require.Equal(t, 0, code, errs)
	assert.Contains(t, dr, "Rules: thac0 (assets/thac0.toml)")
	code, cl, errs := run(t, "balance", "--weapon", "long sword")
	require.Equal(t, 0, code, errs)
	assert.Equal(t, len(strings.Split(cl, "\n")), len(strings.Split(dr, "\n")), "one row a creature")
}
