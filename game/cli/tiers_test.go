// Issue 19: odds --rules tiers --json against an independent count, and balance --rules tiers.

package cli

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rules: RULES.md §35.3 — to_hit, defence, hit, light, medium, critical for attack − defence −10..+20.
func TestOddsTiersByDifference(t *testing.T) {
	for diff := -10; diff <= 20; diff++ {
		def := -diff // the long sword at Strength 10, rank 0: +0 to hit
		code, out, errs := run(t, "odds", "--rules", "tiers", "--weapon", "long sword", "--defence", itoa(def), "--hp", "7", "--json")
		require.Equal(t, 0, code, errs)
		var m map[string]float64
		require.NoError(t, json.Unmarshal([]byte(out), &m))
		require.Equal(t, 0.0, m["to_hit"])
		require.Equal(t, float64(def), m["defence"])
		var c [4]int
		for a := 1; a <= 20; a++ {
			for d := 1; d <= 20; d++ {
				switch x := a - (d + def); {
				case x < 0:
					c[0]++
				case x < 6:
					c[1]++
				case x < 12:
					c[2]++
				default:
					c[3]++
				}
			}
		}
		assert.InDelta(t, float64(400-c[0])/400, m["hit"], 1e-12)
		assert.InDelta(t, float64(c[1])/400, m["light"], 1e-12)
		assert.InDelta(t, float64(c[2])/400, m["medium"], 1e-12)
		assert.InDelta(t, float64(c[3])/400, m["critical"], 1e-12)
		assert.InDelta(t, (3*float64(c[1])+5*float64(c[2])+7*float64(c[3]))/400, m["mean_damage"], 1e-12, "the long sword's 3/5/7")
		assert.InDelta(t, float64(c[3])/400, m["kill"], 1e-12)
	}
	code, out, errs := run(t, "balance", "--rules", "tiers", "--weapon", "long sword")
	require.Equal(t, 0, code, errs)
	assert.Contains(t, out, "Rules: tiers (assets/tiers.toml)")
}
