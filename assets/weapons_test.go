// Tests that a weapon row is one combat.Weapon, checked by combat's own validation.

package assets

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/cleave-game/cleave/combat"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWeaponIsACombatWeapon(t *testing.T) {
	d := loadDefaults(t)
	bow, ok := d.Weapon("short bow")
	require.True(t, ok)
	var cw combat.Weapon = bow.Weapon // the rules read the row as it is
	assert.Equal(t, "short bow", cw.Name)
	assert.Equal(t, 10, cw.StrNeeded)
	assert.Equal(t, 3, cw.Multiplier)
	assert.Equal(t, combat.AnyOf(combat.Piercing), cw.Types)
	assert.Equal(t, "shoot", cw.Verbs[combat.Piercing])
	for _, w := range d.Weapons {
		assert.NoError(t, w.Validate(), w.Name)
	}
}

// Each number combat refuses is reported at its key, with combat's range.
func TestWeaponLimitsAreCombats(t *testing.T) {
	bowAt := `strength = 10`
	for _, c := range []struct {
		key, old, new string
		min, max      int
		shift         int
	}{
		{"pierce", longSword, longSword + fmt.Sprintf("\npierce = %d", combat.MaxPierce+1), 0, combat.MaxPierce, len("pierce = ")},
		{"to_hit", longSword, longSword + fmt.Sprintf("\nto_hit = %d", -combat.MaxWeaponToHit-1), -combat.MaxWeaponToHit, combat.MaxWeaponToHit, len("to_hit = ")},
		{"strength", bowAt + "\ntypes = [\"piercing\"]\nverbs = { piercing = \"shoot\" }\nweight = 2.0",
			fmt.Sprintf("strength = %d", combat.MaxStrNeeded+1) + "\ntypes = [\"piercing\"]\nverbs = { piercing = \"shoot\" }\nweight = 2.0", 0, combat.MaxStrNeeded, len("strength = ")},
		{"threat", longSword, strings.Replace(longSword, "threat = 20", fmt.Sprintf("threat = %d", combat.MaxThreat+1), 1), combat.MinThreat, combat.MaxThreat, len("threat = ")},
	} {
		doc := edited(t, "weapons.toml", c.old, c.new)
		marker := c.new[strings.Index(c.new, c.key+" = "):]
		marker = marker[:strings.IndexByte(marker+"\n", '\n')]
		errs := loadErrors(t, fstest.MapFS{"weapons.toml": {Data: []byte(doc)}})
		require.Len(t, errs, 1, c.key)
		v := strings.TrimPrefix(marker, c.key+" = ")
		want := fmt.Sprintf("weapons.toml:%s: %s %s out of range %d to %d", at(t, doc, marker, c.shift), c.key, v, c.min, c.max)
		assert.True(t, strings.HasPrefix(errs[0], want), "%s\n got %s\nwant %s", c.key, errs[0], want)
	}
}

// A creature's natural attack is checked by the same validation, at its key in the attack.
func TestNaturalAttackLimitsAreCombats(t *testing.T) {
	bite := `attacks = [{ name = "bite", damage = "1d3", verb = "bite", type = "piercing", disease = "rat fever" }]`
	bad := fmt.Sprintf(`attacks = [{ name = "bite", damage = "1d3", verb = "bite", type = "piercing", disease = "rat fever", threat = 2, to_hit = %d }]`, combat.MaxWeaponToHit+1)
	doc := edited(t, "creatures.toml", bite, bad)
	errs := loadErrors(t, fstest.MapFS{"creatures.toml": {Data: []byte(doc)}})
	assert.Equal(t, []string{
		fmt.Sprintf("creatures.toml:%s: attacks[0].threat 2 out of range %d to %d (giant rat)", at(t, doc, "threat = 2", len("threat = ")), combat.MinThreat, combat.MaxThreat),
		fmt.Sprintf("creatures.toml:%s: attacks[0].to_hit %d out of range %d to %d (giant rat)", at(t, doc, "to_hit = ", len("to_hit = ")), combat.MaxWeaponToHit+1, -combat.MaxWeaponToHit, combat.MaxWeaponToHit),
	}, errs, "in the order of the line")
}
