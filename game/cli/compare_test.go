// Issue 19: compare for Thora against the kobold: five rows, each equal to that rule set's own odds.

package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat/ruleset/registry"
)

// rules: RULES.md §36 — each row is its rule set's odds --json; the text, JSON and CSV say the same.
func TestCompareThoraAgainstKobold(t *testing.T) {
	thora := []string{"--weapon", "long sword", "--str", "15", "--rank", "2", "--target", "kobold"}
	code, out, errs := run(t, "compare", append(thora, "--json")...)
	require.Equal(t, 0, code, errs)
	var rows []map[string]any
	var names []struct {
		Rules string `json:"rules"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &rows))
	require.NoError(t, json.Unmarshal([]byte(out), &names))
	require.Len(t, rows, 5)
	t.Log(out)
	for i, name := range registry.List().Names() {
		assert.Equal(t, name, names[i].Rules)
		code, one, errs := run(t, "odds", append(thora, "--rules", name, "--json")...)
		require.Equal(t, 0, code, errs)
		var m map[string]any
		require.NoError(t, json.Unmarshal([]byte(one), &m))
		assert.Equal(t, m["hit"], rows[i]["hit"], name)
		assert.Equal(t, m["mean_damage"], rows[i]["mean_damage"], name)
		assert.Equal(t, m["kill"], rows[i]["kill"], name)
		top, _ := m["crit"].(float64)
		if c, ok := m["critical"].(float64); ok {
			top = c
		}
		assert.Equal(t, top, rows[i]["top"], name)
		assert.GreaterOrEqual(t, rows[i]["to_kill"], 1.0, name)
	}
	code, text, errs := run(t, "compare", thora...)
	require.Equal(t, 0, code, errs)
	t.Log(text)
	assert.Len(t, strings.Split(strings.TrimSpace(text), "\n"), 6)
	code, csv, errs := run(t, "compare", append(thora, "--csv")...)
	require.Equal(t, 0, code, errs)
	assert.Len(t, strings.Split(strings.TrimSpace(csv), "\n"), 6)
	code, _, _ = run(t, "compare", append(thora, "--rules", "drn")...)
	assert.NotEqual(t, 0, code)
}

// rules: RULES.md §36 — balance --rules all: the sheet under each rule set; with --csv one table.
func TestBalanceAllRules(t *testing.T) {
	code, out, errs := run(t, "balance", "--rules", "all", "--weapon", "long sword", "--target", "kobold")
	require.Equal(t, 0, code, errs)
	for _, name := range registry.List().Names()[1:] {
		assert.Contains(t, out, "Rules: "+name)
	}
	code, csv, errs := run(t, "balance", "--rules", "all", "--weapon", "long sword", "--target", "kobold", "--csv")
	require.Equal(t, 0, code, errs)
	lines := strings.Split(strings.TrimSpace(csv), "\n")
	require.Len(t, lines, 6, csv)
	assert.True(t, strings.HasPrefix(lines[0], "rules,"))
	assert.True(t, strings.HasPrefix(lines[5], "tiers,"))
}
