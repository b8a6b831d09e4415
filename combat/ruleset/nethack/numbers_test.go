// nethack.toml (issue 19): the seed's tables as the file gives them, sizes, mistakes at file:line:col.

package nethack_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/assetstest"
	"github.com/cleave-game/cleave/combat/ruleset/nethack"
)

// rules: RULES.md §34.2 — the seed's Strength, Dexterity, skill, two-weapon and size tables.
func TestNetHackTables(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	r := numbers(t, d)
	for score, want := range map[int]int{3: -2, 5: -2, 6: -1, 7: -1, 8: 0, 16: 0, 17: 1, 18: 1, 19: 1, 20: 2, 22: 2, 23: 3, 25: 3} {
		assert.Equal(t, want, r.StrengthHit(score), "Strength %d", score)
	}
	for score, want := range map[int]int{3: -3, 4: -2, 5: -2, 6: -1, 7: -1, 8: 0, 14: 0, 15: 1, 16: 2, 17: 3, 18: 4, 19: 5, 25: 11} {
		assert.Equal(t, want, r.DexterityHit(score), "Dexterity %d", score)
	}
	for rank, want := range map[int][2]int{0: {-4, -9}, 1: {0, -7}, 3: {0, -7}, 4: {2, -5}, 6: {2, -5}, 7: {3, -3}, 10: {3, -3}} {
		s := r.Skill(rank)
		assert.Equal(t, want, [2]int{s.Hit, s.TwoWeapon}, "rank %d (%s)", rank, s.Name)
	}
	for size, want := range map[string]int{"tiny": -2, "small": -1, "medium": 0, "large": 1, "huge": 2, "gigantic": 5} {
		assert.Equal(t, want, r.SizeHit(size), size)
	}
	assert.Equal(t, "small", r.Creature("kobold", 6).Size, "by its hit points")
	assert.Equal(t, "tiny", r.Creature("giant rat", 4).Size)
	assert.Equal(t, "huge", r.Creature("earth elemental", 45).Size)
	assert.Equal(t, "large", r.Creature("giant spider", 11).Size, "its entry")
	assert.Equal(t, "medium", r.Creature("", 0).Size, "default_size")
}

// rules: RULES.md §34.2 — mistakes at their place.
func TestNetHackMistakesAtTheirPlace(t *testing.T) {
	doc := assetstest.Embedded(t, "nethack.toml")
	for _, tc := range []struct{ from, to, want string }{
		{"luck = 0", "luck = 20", "luck 20 out of range"},
		{"name = \"giant spider\"\nsize = \"large\"", "name = \"giant spider\"\nsize = \"teeny\"", "unknown size \"teeny\""},
		{"name = \"giant spider\"", "name = \"giant bat\"", "unknown creature \"giant bat\""},
		{"melee = 1\n", "", "missing key \"melee\""},
	} {
		bad := strings.Replace(doc, tc.from, tc.to, 1)
		require.NotEqual(t, doc, bad, tc.from)
		got := strings.Join(assetstest.LoadErrors(t, fstest.MapFS{"nethack.toml": {Data: []byte(bad)}}), "\n")
		assert.Contains(t, got, tc.want)
		assert.Regexp(t, `nethack\.toml:\d+:\d+: `, got, "file:line:col")
	}
}

// numbers is the data's nethack numbers.
func numbers(t *testing.T, d *assets.Data) *nethack.Numbers {
	t.Helper()
	rs, err := d.RuleSet("nethack")
	require.NoError(t, err)
	return rs.(nethack.Rules).Numbers()
}
