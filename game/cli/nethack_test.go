// Issue 19: odds --rules nethack: the sum and the hit chance, --luck, --level and the target's state.

package cli

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func nethackJSON(t *testing.T, args ...string) map[string]float64 {
	t.Helper()
	code, out, errs := run(t, "odds", append([]string{"--rules", "nethack", "--weapon", "long sword", "--json"}, args...)...)
	require.Equal(t, 0, code, errs)
	var m map[string]float64
	require.NoError(t, json.Unmarshal([]byte(out), &m))
	return m
}

// rules: RULES.md §34.3 — the sum moves one for one with Luck, level, the target's AC and state; the hit
// chance is (sum − 1) / 20 for every sum from −5 to 25.
func TestOddsNetHackSum(t *testing.T) {
	base := nethackJSON(t, "--defence", "0", "--hp", "10", "--level", "3")
	s0 := int(base["to_hit"])
	for ac := -5 - s0; ac <= 25-s0; ac++ {
		m := nethackJSON(t, "--defence", itoa(ac), "--hp", "10", "--level", "3")
		sum := s0 + ac
		require.Equal(t, float64(sum), m["to_hit"])
		n := 0
		for v := 1; v <= 20; v++ {
			if sum > v {
				n++
			}
		}
		assert.InDelta(t, float64(n)/20, m["hit"], 1e-12, "sum %d", sum)
	}
	assert.Equal(t, base["to_hit"]+3, nethackJSON(t, "--defence", "0", "--hp", "10", "--level", "3", "--luck", "3")["to_hit"])
	assert.Equal(t, base["to_hit"]+1, nethackJSON(t, "--defence", "0", "--hp", "10", "--level", "4")["to_hit"])
	assert.Equal(t, base["to_hit"]+2, nethackJSON(t, "--defence", "0", "--hp", "10", "--level", "3", "--asleep")["to_hit"])
	assert.Equal(t, base["to_hit"]+4, nethackJSON(t, "--defence", "0", "--hp", "10", "--level", "3", "--asleep", "--fleeing")["to_hit"])
	assert.Equal(t, base["to_hit"]+4, nethackJSON(t, "--defence", "0", "--hp", "10", "--level", "3", "--paralysed")["to_hit"])
	k := nethackJSON(t, "--target", "kobold")
	assert.Positive(t, k["hit"])
	assert.Contains(t, k, "mean_damage")
	assert.Contains(t, k, "kill")
	code, out, errs := run(t, "balance", "--rules", "nethack", "--weapon", "long sword")
	require.Equal(t, 0, code, errs)
	assert.Contains(t, out, "Rules: nethack (assets/nethack.toml)")
}
