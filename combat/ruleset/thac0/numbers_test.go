// thac0.toml (issue 19): the derivation covers every weapon, armour piece and creature; entries override;
// the tables go up; mistakes are reported at file:line:col.

package thac0_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/assetstest"
	"github.com/cleave-game/cleave/combat/ruleset/thac0"
)

// rules: RULES.md §33.2 — the tables and entries as the file gives them.
func TestTHAC0CoversEverything(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	r := numbers(t, d)
	assert.Equal(t, 20, r.THAC0ForLevel(1), "a fighter at level 1")
	assert.Equal(t, 14, r.THAC0ForLevel(7), "a fighter at level 7")
	assert.Equal(t, 2, r.StrengthRow(21).Hit, "21 is 18/80: +2 to hit")
	assert.Equal(t, 4, r.StrengthRow(21).Damage, "and +4 damage")
	assert.Equal(t, 0, r.StrengthRow(12).Hit)
	assert.Equal(t, -4, r.DexterityRow(18).AC)
	assert.Equal(t, 2, r.DexterityRow(17).Hit)
	for i := range d.Weapons {
		w := &d.Weapons[i]
		s := r.Speed(w.Weapon, w.BlowTime).Speed
		assert.True(t, s >= 1 && s <= 10, "%s: speed %d", w.Name, s)
	}
	ls, _ := d.Weapon("long sword")
	assert.Equal(t, 5, r.Speed(ls.Weapon, ls.BlowTime).Speed)
	ch, _ := d.Armour("chain mail shirt")
	assert.Equal(t, 5, r.ArmourAC(ch.Piece()))
	helm, _ := d.Armour("iron helm")
	assert.Equal(t, helm.Defence, r.ArmourAC(helm.Piece()), "no entry: the chapter's Defence")
}

// rules: RULES.md §33.2 — mistakes at their place.
func TestTHAC0MistakesAtTheirPlace(t *testing.T) {
	doc := assetstest.Embedded(t, "thac0.toml")
	for _, tc := range []struct{ from, to, want string }{
		{"critical_multiplier = 2", "critical_multiplier = 0", "critical_multiplier 0 out of range 1 to 10"},
		{"name = \"glaive\"", "name = \"glaiv\"", "unknown weapon \"glaiv\""},
		{"name = \"glaive\"\nspeed = 8", "name = \"glaive\"\nspeed = 11", "speed 11 out of range"},
		{"ac_base = 10\n", "", "missing key \"ac_base\""},
		{"score = 17\nhit = 1", "score = 15\nhit = 1", "go up"},
	} {
		bad := strings.Replace(doc, tc.from, tc.to, 1)
		require.NotEqual(t, doc, bad, tc.from)
		got := strings.Join(assetstest.LoadErrors(t, fstest.MapFS{"thac0.toml": {Data: []byte(bad)}}), "\n")
		assert.Contains(t, got, tc.want)
		assert.Regexp(t, `thac0\.toml:\d+:\d+: `, got, "file:line:col")
	}
	d, err := assets.Load(fstest.MapFS{"thac0.toml": {Data: []byte(doc + "\n[[creature]]\nname = \"kobold\"\nac = 4\n")}})
	require.NoError(t, err)
	ac, ok := numbers(t, d).Creature("kobold").ACOf()
	assert.True(t, ok)
	assert.Equal(t, 4, ac)
}

// numbers is the data's thac0 numbers.
func numbers(t *testing.T, d *assets.Data) *thac0.Numbers {
	t.Helper()
	rs, err := d.RuleSet("thac0")
	require.NoError(t, err)
	return rs.(thac0.Rules).Numbers()
}
