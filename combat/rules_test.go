// Tests of each rule of combat/RULES.md: to-hit and damage parts (§3), Defence by kind (§4), Protection (§7).

package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMod(t *testing.T) {
	// RULES.md §2.3 (issue 3): "Stat modifier = ⌊(stat − 10) / 2⌋: 15 → +2, 13 → +1, 10 → 0, 9 → −1, 8 → −1".
	for stat, want := range map[int]int{15: 2, 13: 1, 10: 0, 9: -1, 8: -1, 7: -2, 3: -4, 18: 4, 11: 0} {
		assert.Equalf(t, want, Mod(stat), "Mod(%d)", stat)
	}
}

func TestProfileParts(t *testing.T) {
	cases := []struct {
		name       string
		a          Attack
		hit        int
		dmg        string
		low, mult  int
		formatting string
	}{
		// RULES.md §3.1: a blow adds the Strength modifier to hit and to damage.
		{"blow: Strength to hit and damage", Attack{Str: 15, Dex: 18, Weapon: battleAxe}, 2, "1d8+2", 22, 3, "+2 to hit, 1d8+2 slashing"},
		// RULES.md §3.2: a finesse blow takes its to-hit from Dexterity, even when Strength is higher; Strength still adds to damage.
		{"finesse: Dexterity to hit, Strength to damage", Attack{Str: 18, Dex: 12, Weapon: dagger}, 1, "1d4+4", 20, 2, "+1 to hit, 1d4+4 slashing or piercing"},
		// RULES.md §3.1: a shot adds the Dexterity modifier to hit only, and the missile weapon's dice (draw weight included).
		{"shot: Dexterity to hit only", Attack{Str: 16, Dex: 14, Weapon: heavyCrossbow, Mode: Shot}, 2, "1d12+2", 20, 2, "+2 to hit, 1d12+2 piercing"},
		// RULES.md §3.1, §13.1: −1 to hit and −1 damage for each point of Strength below what the bow needs.
		{"shot: Strength short of the bow", Attack{Str: 11, Dex: 14, Weapon: longWarBow, Mode: Shot}, -1, "1d8-1", 22, 3, "-1 to hit, 1d8-1 piercing"},
		{"shot: Strength enough for the bow", Attack{Str: 16, Dex: 10, Weapon: longWarBow, Mode: Shot}, 0, "1d8+2", 22, 3, "+0 to hit, 1d8+2 piercing"},
		// RULES.md §3.1: a throw adds the Dexterity modifier to hit, the Strength modifier to damage.
		{"throw: Dexterity to hit, Strength to damage", Attack{Str: 14, Dex: 16, Weapon: spear, Mode: Throw}, 3, "1d8+2", 22, 3, "+3 to hit, 1d8+2 piercing"},
		// RULES.md §3.1, §13.2: a weapon not made for throwing is thrown at −4 to hit.
		{"throw: not made for throwing", Attack{Str: 10, Dex: 10, Weapon: battleAxe, Mode: Throw}, -4, "1d8", 22, 3, "-4 to hit, 1d8 slashing"},
		// RULES.md §12: with a weapon in each hand, main hand −4, off hand −8 to hit.
		{"two weapons: main hand", Attack{Str: 10, Dex: 10, Weapon: longSword, TwoWeapon: true}, -4, "1d9", 20, 2, "-4 to hit, 1d9 slashing or piercing"},
		{"two weapons: off hand", Attack{Str: 10, Dex: 10, Weapon: dagger, TwoWeapon: true, Hand: OffHand}, -8, "1d4", 20, 2, "-8 to hit, 1d4 slashing or piercing"},
		// RULES.md §12: Twin Blades ranks take some of the penalty away, never past 0.
		{"two weapons: Twin Blades", Attack{Str: 10, Dex: 10, Weapon: dagger, TwoWeapon: true, Hand: OffHand, Style: RankStep{TwoWeapon: 3}}, -5, "1d4", 20, 2, ""},
		{"two weapons: Twin Blades past 0", Attack{Str: 10, Dex: 10, Weapon: dagger, TwoWeapon: true, Style: RankStep{TwoWeapon: 9}}, 0, "1d4", 20, 2, ""},
		// RULES.md §11: to hit coward −4, defensive −2, aggressive +1, frenzy +2; damage coward −3, defensive −1, aggressive +2, frenzy +4.
		{"stance: coward", Attack{Str: 10, Dex: 10, Weapon: battleAxe, Stance: Coward}, -4, "1d8-3", 22, 3, ""},
		{"stance: defensive", Attack{Str: 10, Dex: 10, Weapon: battleAxe, Stance: Defensive}, -2, "1d8-1", 22, 3, ""},
		{"stance: aggressive", Attack{Str: 10, Dex: 10, Weapon: battleAxe, Stance: Aggressive}, 1, "1d8+2", 22, 3, ""},
		{"stance: frenzy", Attack{Str: 10, Dex: 10, Weapon: battleAxe, Stance: Frenzy}, 2, "1d8+4", 22, 3, ""},
		// RULES.md §11 (issue 3): "Stance modifiers apply to shots and throws as to blows."
		{"stance: frenzy shot", Attack{Str: 14, Dex: 10, Weapon: longWarBow, Mode: Shot, Stance: Frenzy}, 2, "1d8+6", 22, 3, ""},
		// RULES.md §14: a bash does the shield's bash dice plus the Strength modifier.
		{"shield bash", Attack{Str: 14, Dex: 10, Weapon: ShieldBash("large shield", Dice{1, 4, 0}), Mode: Bash}, 2, "1d4+2", 22, 2, "+2 to hit, 1d4+2 bludgeoning"},
		// RULES.md §9.1: bare hands 1d3 (plus Strength, as every blow), critical on 22–24, ×2.
		{"bare hands", Attack{Str: 12, Dex: 10, Weapon: bareHands()}, 1, "1d3+1", 22, 2, "+1 to hit, 1d3+1 bludgeoning"},
		// RULES.md §3.1: magic adds to hit and to damage.
		{"magic", Attack{Str: 10, Dex: 10, Weapon: longSword, MagicToHit: 2, MagicDamage: 1}, 2, "1d9+1", 20, 2, ""},
		// RULES.md §6.1: ranks and magic widen the threat range, never to a natural 2, and raise the multiplier, never past ×5.
		{"ranks widen", Attack{Str: 10, Dex: 10, Weapon: longSword, Skill: testSkills[10]}, 5, "1d9+4", 18, 3, ""},
		{"never past a natural 2", Attack{Str: 10, Dex: 10, Weapon: stiletto, Skill: RankStep{ThreatWiden: 10}, MagicThreat: 10}, 0, "1d4", 3, 2, ""},
		{"never past ×5", Attack{Str: 10, Dex: 10, Weapon: battleAxe, Skill: RankStep{MultiplierUp: 2}, MagicMultiplier: 2}, 0, "1d8", 22, 5, ""},
		// RULES.md §6.1: the threat range is 22–24 and the multiplier ×2 unless the weapon says otherwise.
		{"weapon says nothing", Attack{Str: 10, Dex: 10, Weapon: Weapon{Name: "stick", Damage: Dice{1, 4, 0}, Types: AnyOf(Bludgeoning)}}, 0, "1d4", 22, 2, ""},
	}
	for _, c := range cases {
		require.NoError(t, c.a.Validate(), c.name)
		p := c.a.Profile()
		assert.Equalf(t, c.hit, p.ToHit, "%s: to-hit", c.name)
		assert.Equalf(t, c.dmg, p.Damage.String(), "%s: damage", c.name)
		assert.Equalf(t, c.low, p.ThreatLow, "%s: threat range", c.name)
		assert.Equalf(t, c.mult, p.Multiplier, "%s: multiplier", c.name)
		if c.formatting != "" {
			assert.Equalf(t, c.formatting, FormatAttack(c.a), "%s: character screen", c.name)
		}
	}
}

func TestDamageTypesString(t *testing.T) {
	assert.Equal(t, "slashing or piercing", AnyOf(Slashing, Piercing).String(), "two types")
	assert.Equal(t, "slashing, piercing or bludgeoning", AnyOf(Bludgeoning, Slashing, Piercing).String(), "three types")
	assert.Equal(t, false, AnyOf(Bludgeoning).Has(Slashing), "bludgeoning has no slashing")
}

func TestDefenceTotal(t *testing.T) {
	// RULES.md §4.1: within a kind only the best source counts (two pieces of armour do not add up); every Dodge source adds.
	var d Defence
	d.Add(Armour, 2)
	d.Add(Armour, 1)
	d.Add(Shield, 1)
	d.Add(Shield, 3)
	d.Add(Dodge, 1)
	d.Add(Dodge, 2)
	d.Add(Natural, 1)
	d.Add(Deflection, 1)
	d.Add(Wall, 4)
	d.Add(Dexterity, 2)
	assert.Equal(t, 10+2+3+3+1+1+4+2, d.Total(Blow, false, false), "best of each, Dodge adding up")

	// RULES.md §4.2: armour limits what Dexterity adds, and so does burden (at most +3 burdened, +1 strained, nothing overloaded); the lowest limit counts.
	dex := func(mod, cap int, capped bool, b Burden) int {
		d := Defence{Burden: b}
		d.Add(Dexterity, mod)
		if capped {
			d.LimitDex(cap)
		}
		return d.Total(Blow, false, false) - 10
	}
	assert.Equal(t, 4, dex(4, 0, false, Unburdened), "no limit")
	assert.Equal(t, 1, dex(4, 1, true, Unburdened), "banded mail limits to +1")
	assert.Equal(t, 3, dex(4, 6, true, Burdened), "burdened: +3, lower than the jerkin's +6")
	assert.Equal(t, 1, dex(4, 6, true, Strained), "strained: +1")
	assert.Equal(t, 0, dex(4, 6, true, Overloaded), "overloaded: nothing")
	assert.Equal(t, 2, dex(2, 3, true, Burdened), "under both limits")
	// RULES.md §4.2: a negative modifier is never raised by a limit: a clumsy character stays below 10.
	assert.Equal(t, -1, dex(-1, 1, true, Overloaded), "clumsy stays clumsy under every limit")
	// The lowest "Most Dexterity adds" of what is worn counts (tower shield +2 under a jerkin's +6).
	var two Defence
	two.Add(Dexterity, 5)
	two.LimitDex(6)
	two.LimitDex(2)
	two.LimitDex(4)
	assert.Equal(t, 12, two.Total(Blow, false, false), "the lower armour limit counts")

	// RULES.md §4.3: Parry counts against blows (and bashes); not against a shot or a throw, except for a
	// Duelist of rank 10 (Measure) and against a shot from the next cell.
	var p Defence
	p.Add(Parry, 2)
	assert.Equal(t, 12, p.Total(Blow, false, false), "parry a blow")
	assert.Equal(t, 12, p.Total(Bash, false, false), "parry a bash")
	assert.Equal(t, 10, p.Total(Shot, false, false), "no parry against a shot")
	assert.Equal(t, 10, p.Total(Throw, false, false), "no parry against a throw")
	assert.Equal(t, 12, p.Total(Shot, true, false), "parry a shot from beside")
	assert.Equal(t, 10, p.Total(Throw, true, false), "no parry against a throw from beside")
	assert.Equal(t, 12, p.Total(Shot, false, true), "a duelist of rank 10 parries a shot")
	assert.Equal(t, 12, p.Total(Throw, false, true), "a duelist of rank 10 parries a throw")
}

func TestProtectionByPiece(t *testing.T) {
	// RULES.md §7.3: every piece of Protection adds up, and a piece may be better or worse against one
	// damage type (§10: chain mail 4 against slashing, 2 against piercing).
	d := Defender{HP: 10, Protection: []Piece{
		{Name: "chain mail shirt", Protection: 3, Vs: [NumDamageTypes]int{Slashing: 1, Piercing: -2}},
		{Name: "iron helm", Protection: 1},
		{Name: "cursed cap", Protection: 0, Vs: [NumDamageTypes]int{Piercing: -5}},
	}}
	p, best := d.ProtectionAgainst(Slashing, 0)
	assert.Equal(t, 5, p, "against a blade")
	assert.Equal(t, "chain mail shirt", d.Protection[best].Name, "piece that turns most")
	p, best = d.ProtectionAgainst(Piercing, 0)
	assert.Equal(t, 2, p, "against a point (a piece never below 0)")
	assert.Equal(t, 0, best, "chain and helm tie at 1 against a point: the first")
	// RULES.md §7.3, §9.2, §9.3: the crossbow bolt, the stiletto and the war hammer pierce 2.
	p, _ = d.ProtectionAgainst(Bludgeoning, 2)
	assert.Equal(t, 2, p, "war hammer pierces 2 of 4")
	p, _ = d.ProtectionAgainst(Piercing, 5)
	assert.Equal(t, 0, p, "pierce never below 0")
}

func TestRankTable(t *testing.T) {
	require.NoError(t, testSkills.Validate(), "test skills")
	s, err := testSkills.Step(2)
	require.NoError(t, err, "rank 2")
	// RULES.md §2.4, §15.1: rank 2 in Long blades gives +1 to hit and +1 damage.
	assert.Equal(t, 1, s.ToHit, "rank 2 to hit")
	assert.Equal(t, 1, s.Damage, "rank 2 damage")
	_, err = testSkills.Step(11)
	assert.Equal(t, true, err != nil, "rank past the table")
	_, err = testSkills.Step(-1)
	assert.Equal(t, true, err != nil, "negative rank")
	// RULES.md §15.1 (issue 3): "Rank 0 gives nothing" and monotonic.
	assert.Equal(t, true, RankTable{{ToHit: 1}}.Validate() != nil, "rank 0 that gives something")
	assert.Equal(t, true, RankTable{{}, {ToHit: 2}, {ToHit: 1}}.Validate() != nil, "falling to-hit")
	assert.Equal(t, true, RankTable{}.Validate() != nil, "empty")
	assert.Equal(t, true, RankTable{{}, {Damage: -1}}.Validate() != nil, "negative")
}

func TestImpossibleInput(t *testing.T) {
	// issue 3: "Impossible input (negative dice, a threat range past natural 2, a multiplier above 5, absurd dice counts) is an error, never a panic."
	bad := map[string]Attack{
		"negative dice":       {Str: 10, Dex: 10, Weapon: Weapon{Damage: Dice{-1, 6, 0}, Types: AnyOf(Slashing)}},
		"zero sides":          {Str: 10, Dex: 10, Weapon: Weapon{Damage: Dice{1, 0, 0}, Types: AnyOf(Slashing)}},
		"absurd dice count":   {Str: 10, Dex: 10, Weapon: Weapon{Damage: Dice{MaxDiceCount + 1, 6, 0}, Types: AnyOf(Slashing)}},
		"absurd sides":        {Str: 10, Dex: 10, Weapon: Weapon{Damage: Dice{1, MaxDiceSides + 1, 0}, Types: AnyOf(Slashing)}},
		"threat past 2":       {Str: 10, Dex: 10, Weapon: Weapon{Damage: Dice{1, 6, 0}, ThreatLow: 2, Types: AnyOf(Slashing)}},
		"threat past 24":      {Str: 10, Dex: 10, Weapon: Weapon{Damage: Dice{1, 6, 0}, ThreatLow: 25, Types: AnyOf(Slashing)}},
		"multiplier above 5":  {Str: 10, Dex: 10, Weapon: Weapon{Damage: Dice{1, 6, 0}, Multiplier: 6, Types: AnyOf(Slashing)}},
		"multiplier below 2":  {Str: 10, Dex: 10, Weapon: Weapon{Damage: Dice{1, 6, 0}, Multiplier: 1, Types: AnyOf(Slashing)}},
		"no damage type":      {Str: 10, Dex: 10, Weapon: Weapon{Damage: Dice{1, 6, 0}}},
		"unknown mode":        {Str: 10, Dex: 10, Weapon: bareHands(), Mode: 9},
		"unknown stance":      {Str: 10, Dex: 10, Weapon: bareHands(), Stance: Stance{Name: "absurd", ToHit: 99}},
		"negative rank step":  {Str: 10, Dex: 10, Weapon: bareHands(), Skill: RankStep{ThreatWiden: -1}},
		"negative magic crit": {Str: 10, Dex: 10, Weapon: bareHands(), MagicMultiplier: -1},
		"negative Strength":   {Str: -1, Dex: 10, Weapon: bareHands()},
	}
	r := newTestRoller(1, nil)
	for name, a := range bad {
		_, err := Resolve(r, a, ordinary(5))
		assert.Equalf(t, true, err != nil, "resolve: %s", name)
		_, err = Odds(a, ordinary(5))
		assert.Equalf(t, true, err != nil, "odds: %s", name)
	}
	badD := map[string]Defender{
		"no hit points":     {HP: 0},
		"absurd Defence":    {HP: 1, Defence: Defence{Kinds: [NumDefenceKinds]int{Armour: 1000}}},
		"unknown burden":    {HP: 1, Defence: Defence{Burden: 7}},
		"absurd Protection": {HP: 1, Protection: []Piece{{Protection: 5000}}},
	}
	for name, d := range badD {
		_, err := Resolve(r, thora(), d)
		assert.Equalf(t, true, err != nil, "resolve: %s", name)
		_, err = Odds(thora(), d)
		assert.Equalf(t, true, err != nil, "odds: %s", name)
	}
	_, err := Resolve(nil, thora(), kobold())
	assert.Equal(t, true, err != nil, "resolve without a roller")
	_, err = Resolve(&Roller{}, thora(), kobold())
	assert.Equal(t, true, err != nil, "resolve with a zero roller")
	assert.Equal(t, 5, NewRoller(nil).Roll("damage", Dice{3, 6, 2}), "a roller over nothing throws ones, and does not panic")
	_, err = Odds(Attack{Str: 10, Dex: 10, Weapon: Weapon{Damage: Dice{MaxDiceCount + 1, 6, 0}, Types: AnyOf(Slashing)}}, ordinary(1))
	assert.Equal(t, true, err != nil, "odds: more dice than the limit")
	_, err = ParseDice("1d0")
	assert.Equal(t, true, err != nil, "parse 1d0")
	d, err := ParseDice("1d8+2")
	require.NoError(t, err, "parse 1d8+2")
	assert.Equal(t, Dice{1, 8, 2}, d, "parse 1d8+2")
}

// The one validation of a weapon, which assets uses for the data files too: every field out
// of range is reported, with the field, its value and its range.
func TestWeaponProblems(t *testing.T) {
	good := Weapon{Name: "w", Damage: Dice{1, 6, 0}, Types: AnyOf(Slashing)}
	assert.Empty(t, good.Problems(), "a good weapon")
	assert.NoError(t, good.Validate(), "a good weapon validates")
	bad := Weapon{Name: "w", Damage: Dice{0, 6, 0}, ToHit: MaxWeaponToHit + 1, ThreatLow: MinThreat - 1,
		Multiplier: MaxMultiplier + 1, StrNeeded: MaxStrNeeded + 1, Pierce: -1}
	ps := bad.Problems()
	var fields []WeaponField
	for _, p := range ps {
		fields = append(fields, p.Field)
	}
	assert.Equal(t, []WeaponField{FieldDamage, FieldToHit, FieldThreat, FieldMultiplier, FieldTypes, FieldStrNeeded, FieldPierce}, fields, "every field")
	assert.Equal(t, [3]int{MaxWeaponToHit + 1, -MaxWeaponToHit, MaxWeaponToHit}, [3]int{ps[1].Value, ps[1].Min, ps[1].Max}, "to-hit range")
	assert.Equal(t, [3]int{-1, 0, MaxPierce}, [3]int{ps[6].Value, ps[6].Min, ps[6].Max}, "pierce range")
	assert.Equal(t, `weapon "w": dice 0d6: between 1 and 100 dice`, bad.Validate().Error(), "Validate gives the first")
	for _, w := range []Weapon{
		{Name: "w", Damage: Dice{1, 6, 0}, Types: AnyOf(Slashing), ThreatLow: MaxThreat + 1},
		{Name: "w", Damage: Dice{1, 6, 0}, Types: AnyOf(Slashing), Multiplier: MinMultiplier - 1},
		{Name: "w", Damage: Dice{1, 6, 0}, Types: AnyOf(Slashing), ToHit: -MaxWeaponToHit - 1},
		{Name: "w", Damage: Dice{1, 6, 0}, Types: AnyOf(Slashing), StrNeeded: -1},
		{Name: "w", Damage: Dice{1, 6, 0}, Types: AnyOf(Slashing), Pierce: MaxPierce + 1},
	} {
		assert.Len(t, w.Problems(), 1, "%+v", w)
	}
}
