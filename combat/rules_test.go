// Tests of each rule of the chapter: to-hit and damage parts, Defence by kind, Protection.

package combat

import (
	"fmt"
	"testing"
)

func TestMod(t *testing.T) {
	// rules (issue 3): "Stat modifier = ⌊(stat − 10) / 2⌋: 15 → +2, 13 → +1, 10 → 0, 9 → −1, 8 → −1".
	for stat, want := range map[int]int{15: 2, 13: 1, 10: 0, 9: -1, 8: -1, 7: -2, 3: -4, 18: 4, 11: 0} {
		equal(t, Mod(stat), want, "Mod(%d)", stat)
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
		// rules: "Up close, your Strength helps you hit" and "your Strength adds to the damage".
		{"blow: Strength to hit and damage", Attack{Str: 15, Dex: 18, Weapon: battleAxe}, 2, "1d8+2", 22, 3, "+2 to hit, 1d8+2 slashing"},
		// rules: "With a finesse weapon up close, Dexterity helps you hit and Strength does not, even if your Strength is higher."
		{"finesse: Dexterity to hit, Strength to damage", Attack{Str: 18, Dex: 12, Weapon: dagger}, 1, "1d4+4", 20, 2, "+1 to hit, 1d4+4 slashing or piercing"},
		// rules: "Dexterity modifier, to hit only" (a shot) and "the missile weapon’s ... dice (its draw weight included)".
		{"shot: Dexterity to hit only", Attack{Str: 16, Dex: 14, Weapon: heavyCrossbow, Mode: Shot}, 2, "1d12+2", 20, 2, "+2 to hit, 1d12+2 piercing"},
		// rules: "each point of Strength you lack below what the bow needs costs you a point to hit and a point of damage".
		{"shot: Strength short of the bow", Attack{Str: 11, Dex: 14, Weapon: longWarBow, Mode: Shot}, -1, "1d8-1", 22, 3, "-1 to hit, 1d8-1 piercing"},
		{"shot: Strength enough for the bow", Attack{Str: 16, Dex: 10, Weapon: longWarBow, Mode: Shot}, 0, "1d8+2", 22, 3, "+0 to hit, 1d8+2 piercing"},
		// rules: "Dexterity modifier to hit, Strength modifier to damage" (a throw).
		{"throw: Dexterity to hit, Strength to damage", Attack{Str: 14, Dex: 16, Weapon: spear, Mode: Throw}, 3, "1d8+2", 22, 3, "+3 to hit, 1d8+2 piercing"},
		// rules: "A weapon not made for throwing | −4 to hit".
		{"throw: not made for throwing", Attack{Str: 10, Dex: 10, Weapon: battleAxe, Mode: Throw}, -4, "1d8", 22, 3, "-4 to hit, 1d8 slashing"},
		// rules: "A weapon in each hand | main hand −4, off hand −8 to hit".
		{"two weapons: main hand", Attack{Str: 10, Dex: 10, Weapon: longSword, TwoWeapon: true}, -4, "1d9", 20, 2, "-4 to hit, 1d9 slashing or piercing"},
		{"two weapons: off hand", Attack{Str: 10, Dex: 10, Weapon: dagger, TwoWeapon: true, Hand: OffHand}, -8, "1d4", 20, 2, "-8 to hit, 1d4 slashing or piercing"},
		// rules: "less with Twin Blades": the style's two-weapon step takes some away, never past 0.
		{"two weapons: Twin Blades", Attack{Str: 10, Dex: 10, Weapon: dagger, TwoWeapon: true, Hand: OffHand, Style: RankStep{TwoWeapon: 3}}, -5, "1d4", 20, 2, ""},
		{"two weapons: Twin Blades past 0", Attack{Str: 10, Dex: 10, Weapon: dagger, TwoWeapon: true, Style: RankStep{TwoWeapon: 9}}, 0, "1d4", 20, 2, ""},
		// rules: stance row, "to hit: Coward −4, Defensive −2, Aggressive +1, Frenzy +2; damage: Coward −3, Defensive −1, Aggressive +2, Frenzy +4".
		{"stance: coward", Attack{Str: 10, Dex: 10, Weapon: battleAxe, Stance: Coward}, -4, "1d8-3", 22, 3, ""},
		{"stance: defensive", Attack{Str: 10, Dex: 10, Weapon: battleAxe, Stance: Defensive}, -2, "1d8-1", 22, 3, ""},
		{"stance: aggressive", Attack{Str: 10, Dex: 10, Weapon: battleAxe, Stance: Aggressive}, 1, "1d8+2", 22, 3, ""},
		{"stance: frenzy", Attack{Str: 10, Dex: 10, Weapon: battleAxe, Stance: Frenzy}, 2, "1d8+4", 22, 3, ""},
		// rules (issue 3): "Stance modifiers apply to shots and throws as to blows."
		{"stance: frenzy shot", Attack{Str: 14, Dex: 10, Weapon: longWarBow, Mode: Shot, Stance: Frenzy}, 2, "1d8+6", 22, 3, ""},
		// rules: "A shield bash does the shield’s own damage (below) plus your Strength."
		{"shield bash", Attack{Str: 14, Dex: 10, Weapon: ShieldBash("large shield", Dice{1, 4, 0}), Mode: Bash}, 2, "1d4+2", 22, 2, "+2 to hit, 1d4+2 bludgeoning"},
		// rules: "Bare hands: 1d3 (plus your Strength, as every blow), critical on 22–24, ×2."
		{"bare hands", Attack{Str: 12, Dex: 10, Weapon: BareHands()}, 1, "1d3+1", 22, 2, "+1 to hit, 1d3+1 bludgeoning"},
		// rules: magic "the weapon’s own, then what you wear and wield".
		{"magic", Attack{Str: 10, Dex: 10, Weapon: longSword, MagicToHit: 2, MagicDamage: 1}, 2, "1d9+1", 20, 2, ""},
		// rules: "Ranks and magic widen a threat range, never past a natural 2, and raise a multiplier, never past ×5."
		{"ranks widen", Attack{Str: 10, Dex: 10, Weapon: longSword, Skill: testSkills[10]}, 5, "1d9+4", 18, 3, ""},
		{"never past a natural 2", Attack{Str: 10, Dex: 10, Weapon: stiletto, Skill: RankStep{ThreatWiden: 10}, MagicThreat: 10}, 0, "1d4", 3, 2, ""},
		{"never past ×5", Attack{Str: 10, Dex: 10, Weapon: battleAxe, Skill: RankStep{MultiplierUp: 2}, MagicMultiplier: 2}, 0, "1d8", 22, 5, ""},
		// rules: "A natural roll in the attack’s threat range (22–24 unless the weapon says otherwise) ... ×2 (unless the weapon says otherwise)".
		{"weapon says nothing", Attack{Str: 10, Dex: 10, Weapon: Weapon{Name: "stick", Damage: Dice{1, 4, 0}, Types: AnyOf(Bludgeoning)}}, 0, "1d4", 22, 2, ""},
	}
	for _, c := range cases {
		noErr(t, c.a.Validate(), c.name)
		p := c.a.Profile()
		equal(t, p.ToHit, c.hit, "%s: to-hit", c.name)
		equal(t, p.Damage.String(), c.dmg, "%s: damage", c.name)
		equal(t, p.ThreatLow, c.low, "%s: threat range", c.name)
		equal(t, p.Multiplier, c.mult, "%s: multiplier", c.name)
		if c.formatting != "" {
			equal(t, FormatAttack(c.a), c.formatting, "%s: character screen", c.name)
		}
	}
}

func TestDamageTypesString(t *testing.T) {
	equal(t, AnyOf(Slashing, Piercing).String(), "slashing or piercing", "two types")
	equal(t, AnyOf(Bludgeoning, Slashing, Piercing).String(), "slashing, piercing or bludgeoning", "three types")
	equal(t, AnyOf(Bludgeoning).Has(Slashing), false, "bludgeoning has no slashing")
}

func TestDefenceTotal(t *testing.T) {
	// rules: "Within each kind only the best counts, so two pieces of armour do not add up. Dodge is the one kind that does add up."
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
	equal(t, d.Total(Blow, false, false), 10+2+3+3+1+1+4+2, "best of each, Dodge adding up")

	// rules: "Heavy armour limits how much Dexterity can add ... at most +3 when you are burdened, +1 when strained, nothing when overloaded. The lower limit counts."
	dex := func(mod, cap int, capped bool, b Burden) int {
		d := Defence{Burden: b}
		d.Add(Dexterity, mod)
		if capped {
			d.LimitDex(cap)
		}
		return d.Total(Blow, false, false) - 10
	}
	equal(t, dex(4, 0, false, Unburdened), 4, "no limit")
	equal(t, dex(4, 1, true, Unburdened), 1, "banded mail limits to +1")
	equal(t, dex(4, 6, true, Burdened), 3, "burdened: +3, lower than the jerkin's +6")
	equal(t, dex(4, 6, true, Strained), 1, "strained: +1")
	equal(t, dex(4, 6, true, Overloaded), 0, "overloaded: nothing")
	equal(t, dex(2, 3, true, Burdened), 2, "under both limits")
	// rules: "A clumsy character’s Defence is below 10."
	equal(t, dex(-1, 1, true, Overloaded), -1, "clumsy stays clumsy under every limit")
	// The lowest "Most Dexterity adds" of what is worn counts (tower shield +2 under a jerkin's +6).
	var two Defence
	two.Add(Dexterity, 5)
	two.LimitDex(6)
	two.LimitDex(2)
	two.LimitDex(4)
	equal(t, two.Total(Blow, false, false), 12, "the lower armour limit counts")

	// rules: "Parry counts against blows only. An arrow, a bolt, or a thrown thing is not parried,
	// except by a duelist of rank 10 (Measure), and except against a shot from beside you (Distance)."
	var p Defence
	p.Add(Parry, 2)
	equal(t, p.Total(Blow, false, false), 12, "parry a blow")
	equal(t, p.Total(Bash, false, false), 12, "parry a bash")
	equal(t, p.Total(Shot, false, false), 10, "no parry against a shot")
	equal(t, p.Total(Throw, false, false), 10, "no parry against a throw")
	equal(t, p.Total(Shot, true, false), 12, "parry a shot from beside")
	equal(t, p.Total(Throw, true, false), 10, "no parry against a throw from beside")
	equal(t, p.Total(Shot, false, true), 12, "a duelist of rank 10 parries a shot")
	equal(t, p.Total(Throw, false, true), 12, "a duelist of rank 10 parries a throw")
}

func TestProtectionByPiece(t *testing.T) {
	// rules: "Every piece adds up" and "a piece may do better or worse against one physical kind:
	// chain mail turns a blade well and a point badly".
	d := Defender{HP: 10, Protection: []Piece{
		{Name: "chain mail shirt", Protection: 3, Vs: [NumDamageTypes]int{Slashing: 1, Piercing: -2}},
		{Name: "iron helm", Protection: 1},
		{Name: "cursed cap", Protection: 0, Vs: [NumDamageTypes]int{Piercing: -5}},
	}}
	p, best := d.ProtectionAgainst(Slashing, 0)
	equal(t, p, 5, "against a blade")
	equal(t, d.Protection[best].Name, "chain mail shirt", "piece that turns most")
	p, best = d.ProtectionAgainst(Piercing, 0)
	equal(t, p, 2, "against a point (a piece never below 0)")
	equal(t, best, 0, "chain and helm tie at 1 against a point: the first")
	// rules: "The crossbow bolt (2), the stiletto (2), and the war hammer (2) pierce armour".
	p, _ = d.ProtectionAgainst(Bludgeoning, 2)
	equal(t, p, 2, "war hammer pierces 2 of 4")
	p, _ = d.ProtectionAgainst(Piercing, 5)
	equal(t, p, 0, "pierce never below 0")
}

func TestRankTable(t *testing.T) {
	noErr(t, testSkills.Validate(), "test skills")
	s, err := testSkills.Step(2)
	noErr(t, err, "rank 2")
	// rules: "+1 for rank 2 in Long blades" and "+1 for her rank" (damage).
	equal(t, s.ToHit, 1, "rank 2 to hit")
	equal(t, s.Damage, 1, "rank 2 damage")
	_, err = testSkills.Step(11)
	equal(t, err != nil, true, "rank past the table")
	_, err = testSkills.Step(-1)
	equal(t, err != nil, true, "negative rank")
	// rules (issue 3): "Rank 0 gives nothing" and monotonic.
	equal(t, RankTable{{ToHit: 1}}.Validate() != nil, true, "rank 0 that gives something")
	equal(t, RankTable{{}, {ToHit: 2}, {ToHit: 1}}.Validate() != nil, true, "falling to-hit")
	equal(t, RankTable{}.Validate() != nil, true, "empty")
	equal(t, RankTable{{}, {Damage: -1}}.Validate() != nil, true, "negative")
}

func TestImpossibleInput(t *testing.T) {
	// rules (issue 3): "Impossible input (negative dice, a threat range past natural 2, a multiplier above 5, absurd dice counts) is an error, never a panic."
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
		"unknown mode":        {Str: 10, Dex: 10, Weapon: BareHands(), Mode: 9},
		"unknown stance":      {Str: 10, Dex: 10, Weapon: BareHands(), Stance: Stance{Name: "absurd", ToHit: 99}},
		"negative rank step":  {Str: 10, Dex: 10, Weapon: BareHands(), Skill: RankStep{ThreatWiden: -1}},
		"negative magic crit": {Str: 10, Dex: 10, Weapon: BareHands(), MagicMultiplier: -1},
		"negative Strength":   {Str: -1, Dex: 10, Weapon: BareHands()},
	}
	r := newTestRoller(1, nil)
	for name, a := range bad {
		_, err := Resolve(r, a, ordinary(5))
		equal(t, err != nil, true, "resolve: %s", name)
		_, err = Odds(a, ordinary(5))
		equal(t, err != nil, true, "odds: %s", name)
	}
	badD := map[string]Defender{
		"no hit points":     {HP: 0},
		"absurd Defence":    {HP: 1, Defence: Defence{Kinds: [NumDefenceKinds]int{Armour: 1000}}},
		"unknown burden":    {HP: 1, Defence: Defence{Burden: 7}},
		"absurd Protection": {HP: 1, Protection: []Piece{{Protection: 5000}}},
	}
	for name, d := range badD {
		_, err := Resolve(r, thora(), d)
		equal(t, err != nil, true, "resolve: %s", name)
		_, err = Odds(thora(), d)
		equal(t, err != nil, true, "odds: %s", name)
	}
	_, err := Resolve(nil, thora(), kobold())
	equal(t, err != nil, true, "resolve without a roller")
	_, err = Resolve(&Roller{}, thora(), kobold())
	equal(t, err != nil, true, "resolve with a zero roller")
	equal(t, NewRoller(nil).Roll("damage", Dice{3, 6, 2}), 5, "a roller over nothing throws ones, and does not panic")
	_, err = Odds(Attack{Str: 10, Dex: 10, Weapon: Weapon{Damage: Dice{100, 1000, 0}, Types: AnyOf(Slashing)}}, ordinary(1))
	equal(t, err != nil, true, "odds: too many outcomes")
	_, err = ParseDice("1d0")
	equal(t, err != nil, true, "parse 1d0")
	d, err := ParseDice("1d8+2")
	noErr(t, err, "parse 1d8+2")
	equal(t, d, Dice{1, 8, 2}, "parse 1d8+2")
}

// The one validation of a weapon, which assets uses for the data files too: every field out
// of range is reported, with the field, its value and its range.
func TestWeaponProblems(t *testing.T) {
	good := Weapon{Name: "w", Damage: Dice{1, 6, 0}, Types: AnyOf(Slashing)}
	equal(t, len(good.Problems()), 0, "a good weapon")
	equal(t, good.Validate() == nil, true, "a good weapon validates")
	bad := Weapon{Name: "w", Damage: Dice{0, 6, 0}, ToHit: MaxWeaponToHit + 1, ThreatLow: MinThreat - 1,
		Multiplier: MaxMultiplier + 1, StrNeeded: MaxStrNeeded + 1, Pierce: -1}
	ps := bad.Problems()
	var fields []WeaponField
	for _, p := range ps {
		fields = append(fields, p.Field)
	}
	equal(t, fmt.Sprint(fields), fmt.Sprint([]WeaponField{FieldDamage, FieldToHit, FieldThreat, FieldMultiplier, FieldTypes, FieldStrNeeded, FieldPierce}), "every field")
	equal(t, [3]int{ps[1].Value, ps[1].Min, ps[1].Max}, [3]int{MaxWeaponToHit + 1, -MaxWeaponToHit, MaxWeaponToHit}, "to-hit range")
	equal(t, [3]int{ps[6].Value, ps[6].Min, ps[6].Max}, [3]int{-1, 0, MaxPierce}, "pierce range")
	equal(t, bad.Validate().Error(), `weapon "w": dice 0d6: between 1 and 100 dice`, "Validate gives the first")
	for _, w := range []Weapon{
		{Name: "w", Damage: Dice{1, 6, 0}, Types: AnyOf(Slashing), ThreatLow: MaxThreat + 1},
		{Name: "w", Damage: Dice{1, 6, 0}, Types: AnyOf(Slashing), Multiplier: MinMultiplier - 1},
		{Name: "w", Damage: Dice{1, 6, 0}, Types: AnyOf(Slashing), ToHit: -MaxWeaponToHit - 1},
		{Name: "w", Damage: Dice{1, 6, 0}, Types: AnyOf(Slashing), StrNeeded: -1},
		{Name: "w", Damage: Dice{1, 6, 0}, Types: AnyOf(Slashing), Pierce: MaxPierce + 1},
	} {
		equal(t, len(w.Problems()), 1, "%+v", w)
	}
}
