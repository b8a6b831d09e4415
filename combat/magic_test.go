// Tests of the magic of RULES.md §19: one per line of the chapter's rules on magic (issue 15).

package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMagicThreatNeverPastNatural2: RULES.md §19.1, the chapter's "Ranks and magic widen a threat range,
// never past a natural 2": a +2 long sword of accuracy that is keen (threat 2) in the hands of rank-5
// skill (threat widened by 5) widens by the sum, and a huge widening stops at 3–24.
func TestMagicThreatNeverPastNatural2(t *testing.T) {
	a := Attack{Str: 10, Dex: 10, Weapon: longSword, Skill: RankStep{ThreatWiden: 5}}
	a.AddMagic(Magic{ToHit: 2, Damage: 2})
	a.AddMagic(Magic{ToHit: 2, Threat: 2})
	p := a.Profile()
	assert.Equal(t, 20-5-2, p.ThreatLow, "the long sword's 20, widened by rank 5 and magic 2")
	assert.Equal(t, 4, p.ToHit, "+2 and +2 to hit")
	assert.Equal(t, 2, p.Damage.Bonus)
	a.AddMagic(Magic{Threat: 10})
	assert.Equal(t, 3, a.Profile().ThreatLow, "never past a natural 2: the range stops at 3–24")
	require.NoError(t, a.Validate())
	o, err := Odds(a, Defender{Defence: Defence{}, HP: 10})
	require.NoError(t, err)
	assert.Equal(t, 3, o.ThreatLow)
}

// TestMagicMultiplierNeverPastFive: RULES.md §19.1, "raise a multiplier, never past ×5".
func TestMagicMultiplierNeverPastFive(t *testing.T) {
	a := Attack{Str: 10, Dex: 10, Weapon: battleAxe, Skill: RankStep{MultiplierUp: 1}}
	a.AddMagic(Magic{Multiplier: 1})
	assert.Equal(t, 5, a.Profile().Multiplier, "×3, +1 rank, +1 magic")
	a.AddMagic(Magic{Multiplier: 3})
	assert.Equal(t, 5, a.Profile().Multiplier, "never past ×5")
	require.NoError(t, a.Validate())
}

// TestAttackMagicAddsOwnThenWorn: RULES.md §19.1, the chapter's "Magic (affixes)" row: the attack adds the
// weapon's own (a shot: the bow's and the ammunition's) and then what is worn, every part.
func TestAttackMagicAddsOwnThenWorn(t *testing.T) {
	bow, arrow, ring := Magic{ToHit: 1, Damage: 1}, Magic{Damage: 2, Threat: 1}, Magic{ToHit: 2}
	m := AttackMagic([]Magic{bow, arrow}, []Magic{ring})
	assert.Equal(t, Magic{ToHit: 3, Damage: 3, Threat: 1}, m)
}

// TestDeflectionBestOfKind: RULES.md §19.2, "Deflection: magic items that turn blows aside", best of its
// kind: a ring of Deflection +3 and a shield's Deflection +2 give +3.
func TestDeflectionBestOfKind(t *testing.T) {
	var d Defence
	d.AddMagic(Magic{Deflection: 3})
	d.AddMagic(Magic{Deflection: 2})
	assert.Equal(t, 3, d.Kinds[Deflection])
	assert.Equal(t, 13, d.Total(Blow, true, false))
}

// TestDodgeAddsUp: RULES.md §19.2, "Dodge is the one kind that does add up": two Dodge rings (+1, +2) and
// a stance's Dodge add.
func TestDodgeAddsUp(t *testing.T) {
	var d Defence
	d.Add(Dodge, 1) // a stance
	d.AddMagic(Magic{Dodge: 1})
	d.AddMagic(Magic{Dodge: 2})
	assert.Equal(t, 4, d.Kinds[Dodge])
	assert.Equal(t, 14, d.Total(Shot, false, false))
}

// TestNaturalFromMagicBestOfKind: RULES.md §19.2, "Natural: a race's or a magic item's", the best counts.
func TestNaturalFromMagicBestOfKind(t *testing.T) {
	var d Defence
	d.Add(Natural, 1) // a race's scales
	d.AddMagic(Magic{Natural: 2})
	assert.Equal(t, 2, d.Kinds[Natural])
	d.AddMagic(Magic{Natural: 1})
	assert.Equal(t, 2, d.Kinds[Natural], "the best, not the sum")
}

// TestHardenedCountsOnce: RULES.md §19.2, "Hardened armour's magic adds to Protection": the piece gives its
// Protection plus its magic's, once.
func TestHardenedCountsOnce(t *testing.T) {
	chain := Piece{Name: "chain mail shirt", Protection: 3}
	chain.Vs[Slashing], chain.Vs[Piercing] = 1, -1
	m := Magic{Protection: 1}
	m.Vs[Piercing] = 2
	d := Defender{HP: 10, Protection: []Piece{chain.Harden(m)}}
	pv, best := d.ProtectionAgainst(Slashing, 0)
	assert.Equal(t, 5, pv, "3 +1 slashing, +1 hardened")
	assert.Equal(t, 0, best)
	pv, _ = d.ProtectionAgainst(Piercing, 0)
	assert.Equal(t, 5, pv, "3 -1 piercing, +1 hardened, +2 arrow-proof")
	assert.Len(t, d.Protection, 1, "one piece")
}
