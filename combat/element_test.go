package combat

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// plate is a defender in full plate (Protection 6) and a helm: every piece soaks blows.
func plateDefender() Defender {
	return Defender{HP: 100, Protection: []Piece{{Name: "plate armour", Protection: 6}, {Name: "helm", Protection: 1}}}
}

var quarter = ResistRule{Step: 25, Most: 4}

// TestFireGoesThroughPlate: RULES.md §28.2: a fireball's damage is not reduced by plate; §28.3:
// resistance takes exactly its share after armour, ⌊damage × level × step / 100⌋.
func TestFireGoesThroughPlate(t *testing.T) {
	fireball := Spell{Name: "fireball", Damage: Dice{Count: 2, Sides: 6}, Element: 0, Resistible: true}
	for seed := range uint64(200) {
		d := plateDefender()
		o, err := ResolveSpell(NewRoller(rand.New(rand.NewPCG(seed, 1))), fireball, d, quarter)
		require.NoError(t, err)
		assert.True(t, o.Hit && o.Elemental)
		assert.Equal(t, o.Damage, o.Dealt, "plate soaks none of a fireball (RULES.md §28.2)")
		assert.Zero(t, o.Soaked)
		for level := -5; level <= 5; level++ {
			d.Resist[0] = level
			r, err := ResolveSpell(NewRoller(rand.New(rand.NewPCG(seed, 1))), fireball, d, quarter)
			require.NoError(t, err)
			lv := min(4, max(-4, level))
			assert.Equal(t, o.Damage, r.Damage)
			assert.Equal(t, o.Damage*lv*25/100, r.Resisted, "level %d takes its exact share (RULES.md §28.3)", level)
			assert.Equal(t, max(0, o.Damage-o.Damage*lv*25/100), r.Dealt)
		}
	}
	// A fixed case: 10 damage, fire resistance 2 of 25% a level: 5 taken, 5 dealt.
	assert.Equal(t, 5, quarter.Share(10, 2))
	assert.Equal(t, 2, quarter.Share(10, 1)) // ⌊2.5⌋
	assert.Equal(t, 10, quarter.Share(10, 9))
	assert.Equal(t, -5, quarter.Share(10, -2))
}

// TestFallNotResisted: RULES.md §28.2: a fall goes straight through armour, and nothing resists it.
func TestFallNotResisted(t *testing.T) {
	fall := Spell{Name: "pit", Damage: Dice{Count: 2, Sides: 6}, Element: 5}
	d := plateDefender()
	d.Resist[5] = 4
	o, err := ResolveSpell(NewRoller(rand.New(rand.NewPCG(3, 4))), fall, d, quarter)
	require.NoError(t, err)
	assert.Equal(t, o.Damage, o.Dealt)
	assert.Zero(t, o.Resisted)
}

// TestBoltRollsAgainstDodgeAndDeflection: RULES.md §30.2: a bolt rolls 2d12 + casting bonus against
// 10 + Dodge + Deflection only: armour, shield, Dexterity, parry and hide do not count.
func TestBoltRollsAgainstDodgeAndDeflection(t *testing.T) {
	var def Defence
	def.Add(Armour, 8)
	def.Add(Shield, 4)
	def.Add(Dexterity, 3)
	def.Add(Natural, 5)
	def.Add(Parry, 2)
	def.Add(Dodge, 1)
	def.Add(Deflection, 2)
	assert.Equal(t, 13, SpellDefence(def))
	bolt := Spell{Name: "fire bolt", Damage: Dice{Count: 2, Sides: 6}, Resistible: true, Bolt: true, ToHit: 2}
	d := Defender{HP: 50, Defence: def}
	hits := 0
	for seed := range uint64(400) {
		o, err := ResolveSpell(NewRoller(rand.New(rand.NewPCG(seed, 9))), bolt, d, quarter)
		require.NoError(t, err)
		assert.Equal(t, 13, o.Defence)
		assert.Equal(t, o.Hit, toHit(o.Natural, 2, 13))
		if o.Hit {
			hits++
		}
	}
	assert.InDelta(t, 400*SpellOdds(bolt, d, quarter).Hit, hits, 40)
}

// TestResistRuleValidate: a share of more than the whole, or none, is refused.
func TestResistRuleValidate(t *testing.T) {
	assert.NoError(t, quarter.Validate())
	assert.Error(t, ResistRule{Step: 30, Most: 4}.Validate())
	assert.Error(t, ResistRule{Step: 0, Most: 4}.Validate())
}
