// tiers.toml (issue 19): the Guard numbers the file gives, creatures' talents, mistakes at file:line:col.

package tiers_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/cleave-game/cleave/combat"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/assetstest"
	"github.com/cleave-game/cleave/combat/ruleset/tiers"
)

// rules: RULES.md §35.2 — the Dodge and Deflect dice, the dodge step's share, the creatures' talents.
func TestTiersGuardData(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	r := numbers(t, d)
	assert.Equal(t, combat.Dice{Count: 1, Sides: 6}, r.DodgeDie)
	assert.Equal(t, combat.Dice{Count: 1, Sides: 4}, r.DeflectDie)
	assert.Equal(t, 50, r.DodgeStepPercent)
	assert.True(t, r.Creature("giant rat").Evasion)
	assert.False(t, r.Creature("giant rat").Deflect)
	assert.True(t, r.Creature("Skeleton").Deflect)
	assert.False(t, r.Creature("kobold").Evasion, "no entry, no talent")
	assert.Equal(t, r.GPCreature, r.Creature("giant rat").GP, "an entry without gp keeps the pool")
	ev, ok := d.Talent("Evasion")
	require.True(t, ok)
	assert.True(t, ev.Evasion)
	de, ok := d.Talent("Deflect")
	require.True(t, ok)
	assert.True(t, de.Deflect)
}

// rules: RULES.md §35.3 — mistakes at their place.
func TestTiersMistakesAtTheirPlace(t *testing.T) {
	doc := assetstest.Embedded(t, "tiers.toml")
	for _, tc := range []struct{ from, to, want string }{
		{`talents = ["Evasion"]`, `talents = ["Evasoin"]`, `unknown talent "Evasoin"`},
		{`dodge_die = "1d6"`, `dodge_die = "d"`, "dodge_die"},
		{"dodge_step_percent = 50", "dodge_step_percent = 150", "dodge_step_percent 150 out of range"},
		{`creature_guard_heavy = "dodge"`, `creature_guard_heavy = "parry"`, "creature_guard_heavy"},
		{`deflect_die = "1d4"` + "\n", "", `missing key "deflect_die"`},
	} {
		bad := strings.Replace(doc, tc.from, tc.to, 1)
		require.NotEqual(t, doc, bad, tc.from)
		got := strings.Join(assetstest.LoadErrors(t, fstest.MapFS{"tiers.toml": {Data: []byte(bad)}}), "\n")
		assert.Contains(t, got, tc.want)
		assert.Regexp(t, `tiers\.toml:\d+:\d+: `, got, "file:line:col")
	}
}

// numbers is the data's tiers numbers.
func numbers(t *testing.T, d *assets.Data) *tiers.Numbers {
	t.Helper()
	rs, err := d.RuleSet("tiers")
	require.NoError(t, err)
	return rs.(tiers.Rules).Numbers()
}
