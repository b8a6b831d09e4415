// drn.toml (issue 18): the derivation covers every weapon, armour piece and creature; entries override key
// by key; mistakes are reported at file:line:col; the watcher reloads it.

package drn_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/assetstest"
	"github.com/cleave-game/cleave/combat/ruleset/drn"
)

func TestDRNCoversEverything(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	r := numbers(t, d)
	for i := range d.Weapons {
		w := &d.Weapons[i]
		n := r.Weapon(w.Weapon)
		assert.GreaterOrEqual(t, n.Damage, 1, "%s: a damage", w.Name)
		assert.GreaterOrEqual(t, n.Length, 1, "%s: a Length", w.Name)
		assert.Equal(t, w.Pierce > 0, n.ArmourPiercing, "%s: armour-piercing as it pierces", w.Name)
	}
	for i := range d.Armours {
		a := &d.Armours[i]
		n := r.Armour(a.Piece())
		if a.Category == assets.CategoryShield {
			assert.Positive(t, n.Parry, "%s: a shield parries", a.Name)
		} else {
			assert.Equal(t, a.Protection > 0 && a.Name != "large shield" && a.Name != "buckler", n.Protection > 0, a.Name)
		}
	}
	// The derivation: the long sword's 1d9 means 5; the war hammer pierces; spears are Length 3.
	ls, _ := d.Weapon("long sword")
	assert.Equal(t, drn.WeaponNumbers{Length: 2, Damage: 5}, r.Weapon(ls.Weapon))
	wh, _ := d.Weapon("war hammer")
	assert.True(t, r.Weapon(wh.Weapon).ArmourPiercing)
	sp, _ := d.Weapon("spear")
	assert.Equal(t, 3, r.Weapon(sp.Weapon).Length, "drn.toml's entry")
	dg, _ := d.Weapon("dagger")
	assert.Equal(t, 1, r.Weapon(dg.Weapon).Length, "a finesse weapon")
	pl, _ := d.Armour("suit of plate armour")
	assert.Equal(t, 3*pl.Protection, r.Armour(pl.Piece()).Protection)
	ls2, _ := d.Armour("large shield")
	assert.Equal(t, drn.ArmourNumbers{Protection: 12, Parry: 4, Encumbrance: r.Armour(ls2.Piece()).Encumbrance}, r.Armour(ls2.Piece()))
	assert.True(t, r.RaceDarkvision["dwarf"])
	assert.False(t, r.RaceDarkvision["human"])
	assert.True(t, r.Creature("kobold").Darkvision, "creature_darkvision")
}

func TestDRNMistakesAtTheirPlace(t *testing.T) {
	doc := assetstest.Embedded(t, "drn.toml")
	for _, tc := range []struct{ from, to, want string }{
		{"crit_divisor = 15", "crit_divisor = 0", "drn.toml:"},
		{"crit_divisor = 15", "crit_divisor = 0", "crit_divisor 0 out of range 1 to 1000"},
		{"name = \"spear\"", "name = \"speer\"", "unknown weapon \"speer\""},
		{"name = \"spear\"\nlength = 3", "name = \"spear\"\nlenght = 3", "lenght"},
		{"dark = 3\n", "", "missing key \"dark\""},
	} {
		bad := strings.Replace(doc, tc.from, tc.to, 1)
		require.NotEqual(t, doc, bad, tc.from)
		got := strings.Join(assetstest.LoadErrors(t, fstest.MapFS{"drn.toml": {Data: []byte(bad)}}), "\n")
		assert.Contains(t, got, tc.want)
		assert.Regexp(t, `drn\.toml:\d+:\d+: `, got, "file:line:col")
	}
	got := strings.Join(assetstest.LoadErrors(t, fstest.MapFS{"drn.toml": {Data: []byte(doc + "\n[[weapon]]\nname = \"spear\"\nattack = 1\n")}}), "\n")
	assert.Contains(t, got, "given twice")
}

func TestDRNCreatureHitPoints(t *testing.T) {
	doc := assetstest.Embedded(t, "drn.toml") + "\n[[creature]]\nname = \"kobold\"\nhp = 9\n"
	d, err := assets.Load(fstest.MapFS{"drn.toml": {Data: []byte(doc)}})
	require.NoError(t, err)
	hp, ok := numbers(t, d).Creature("kobold").HitPoints()
	assert.True(t, ok)
	assert.Equal(t, 9, hp)
	_, ok = numbers(t, d).Creature("goblin").HitPoints()
	assert.False(t, ok, "no entry: creatures.toml's")
	got := strings.Join(assetstest.LoadErrors(t, fstest.MapFS{"drn.toml": {Data: []byte(strings.Replace(doc, "hp = 9", "hp = 0", 1))}}), "\n")
	assert.Contains(t, got, "hp 0 out of range 1 to 10000")
}

// numbers is the data's drn numbers.
func numbers(t *testing.T, d *assets.Data) *drn.Numbers {
	t.Helper()
	rs, err := d.RuleSet("drn")
	require.NoError(t, err)
	return rs.(drn.Rules).Numbers()
}
