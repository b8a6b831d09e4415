// Tests that catch regressions the rest of the suite let through: checks of the loader that could
// be switched off with every other test still passing.

package assets

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// crossbowBolt is the crossbow bolt's entry up to its pierce, which no other entry shares.
const crossbowBolt = "name = \"crossbow bolt\"\nskill = \"Crossbows\"\npierce = 2"

// oneProblemAt loads weapons.toml as doc and requires exactly one problem, placed at marker+shift,
// about key, in entity's entry.
func oneProblemAt(t *testing.T, doc, marker string, shift int, key, entity string) {
	t.Helper()
	got := loadErrors(t, fstest.MapFS{"weapons.toml": {Data: []byte(doc)}})
	require.Len(t, got, 1, "%q", got)
	assert.True(t, strings.HasPrefix(got[0], "weapons.toml:"+at(t, doc, marker, shift)+": "), "placed at the value: %s", got[0])
	assert.Contains(t, got[0], key)
	assert.True(t, strings.HasSuffix(got[0], "("+entity+")"), "names the entry: %s", got[0])
}

// TestAmmunitionPierceIsInRange: an arrow's or bolt's pierce is checked like a weapon's (0 to 20), with
// its place in the file (combat/RULES.md §7.3).
func TestAmmunitionPierceIsInRange(t *testing.T) {
	for _, bad := range []string{"21", "-1"} {
		t.Run(bad, func(t *testing.T) {
			doc := edited(t, "weapons.toml", crossbowBolt, strings.TrimSuffix(crossbowBolt, "2")+bad)
			oneProblemAt(t, doc, "pierce = "+bad, len("pierce = "), "pierce", "crossbow bolt")
		})
	}
	// The edges of the range load.
	for _, good := range []string{"0", "20"} {
		doc := edited(t, "weapons.toml", crossbowBolt, strings.TrimSuffix(crossbowBolt, "2")+good)
		_, err := Load(fstest.MapFS{"weapons.toml": {Data: []byte(doc)}})
		assert.NoError(t, err, "pierce %s", good)
	}
}

// TestStrengthIsForMissileWeaponsOnly: "strength" is the Strength a bow needs; on a weapon held in the
// hand it is a mistake, reported where it is written (combat/RULES.md §13.1).
func TestStrengthIsForMissileWeaponsOnly(t *testing.T) {
	doc := edited(t, "weapons.toml", longSword, longSword+"\nstrength = 13")
	oneProblemAt(t, doc, "strength = 13", len("strength = "), "strength", "long sword")
	// On a bow it is what the bow needs: the default data gives the short bow 10.
	d := loadDefaults(t)
	bow, ok := d.Weapon("short bow")
	require.True(t, ok)
	assert.Equal(t, 10, bow.StrNeeded)
}
