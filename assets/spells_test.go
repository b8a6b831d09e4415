package assets

import (
	"fmt"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
)

// TestSpellsData: RULES.md §28.1, §28.3: the elements in file order, the resistance rule, the casters' spells
// and the races' and creatures' resistances as spells.toml, races.toml and creatures.toml give them.
func TestSpellsData(t *testing.T) {
	d, err := Load(nil)
	require.NoError(t, err)
	assert.Equal(t, combat.ResistRule{Step: 25, Most: 4}, d.Resist)
	names := []string{}
	for _, e := range d.Elements {
		names = append(names, e.Name)
	}
	assert.Equal(t, []string{"fire", "cold", "lightning", "acid", "poison", "fall"}, names)
	fall, el, ok := d.Element("fall")
	require.True(t, ok)
	assert.Equal(t, combat.Element(5), fall)
	assert.False(t, el.Resistible, "nothing resists a fall")
	var r combat.Resistances
	c, _ := d.Creature("mud golem")
	d.Resistances(&r, c.Resist)
	fire, _, _ := d.Element("fire")
	assert.Equal(t, 2, r[fire])
	sh, _ := d.Creature("kobold shaman")
	assert.Equal(t, []string{"fire bolt", "dazzle"}, sh.Spells)
	for _, name := range sh.Spells {
		_, ok := d.Spell(name)
		assert.True(t, ok, name)
	}
	pit, ok := d.Trap("pit")
	require.True(t, ok)
	assert.Equal(t, TrapPit, pit.Kind)
	spear, _ := d.Trap("spear trap")
	assert.Equal(t, "spear", spear.Weapon.Name)
	assert.True(t, spear.Weapon.Types.Has(combat.Piercing))
}

// TestSpellsErrors: a mistake in spells.toml, or a resistance to no element, is reported at its place.
func TestSpellsErrors(t *testing.T) {
	sp := edited(t, "spells.toml", `element = "lightning"`, `element = "plasma"`)
	assert.Contains(t, loadErrors(t, fstest.MapFS{"spells.toml": {Data: []byte(sp)}}),
		fmt.Sprintf(`spells.toml:%s: unknown element "plasma"; known: acid, cold, fall, fire, lightning, poison (lightning)`, at(t, sp, `"plasma"`, 0)))
	sp = edited(t, "spells.toml", "resist_step = 25", "resist_step = 30")
	assert.Contains(t, loadErrors(t, fstest.MapFS{"spells.toml": {Data: []byte(sp)}})[0], "at most 100% in all")
	sp = edited(t, "spells.toml", `shape = "beam"`, `shape = "cone"`)
	assert.Contains(t, loadErrors(t, fstest.MapFS{"spells.toml": {Data: []byte(sp)}}),
		fmt.Sprintf(`spells.toml:%s: shape "cone" is not one of "bolt", "blast", "beam", "self" (lightning)`, at(t, sp, `"cone"`, 0)))
	rc := edited(t, "races.toml", "resist = { poison = 1 }", "resist = { poisn = 1 }")
	errs := loadErrors(t, fstest.MapFS{"races.toml": {Data: []byte(rc)}})
	require.Len(t, errs, 1)
	assert.Contains(t, errs[0], fmt.Sprintf("races.toml:%s:", at(t, rc, "poisn", 0)))
	assert.Contains(t, errs[0], `"poison"`)
}
