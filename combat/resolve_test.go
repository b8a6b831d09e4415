// Tests of Resolve stage by stage, through the outcomes and the rolls it records.

package combat

import (
	"testing"
)

// find resolves a against d with seeds 1, 2, ... until want accepts the outcome, and returns
// the outcome and its recorded rolls.
func find(t *testing.T, a Attack, d Defender, what string, want func(Outcome) bool) (Outcome, []Roll) {
	t.Helper()
	for seed := uint64(1); seed < 100_000; seed++ {
		rec := &recorder{}
		o, err := Resolve(newTestRoller(seed, rec), a, d)
		noErr(t, err, what)
		if want(o) {
			return o, rec.rolls
		}
	}
	t.Fatalf("%s: no seed gives it", what)
	return Outcome{}, nil
}

// whys lists the reasons of rolls, comma-separated.
func whys(rolls []Roll) string {
	rec := recorder{rolls: rolls}
	return rec.whys()
}

func TestResolveThoraRolls(t *testing.T) {
	a, k := thora(), kobold()
	d1d9p3 := Dice{1, 9, 3}

	// A plain hit: to-hit, the damage type (slashing or piercing, equally good against no
	// armour), one damage roll of 1d9+3, no Protection.
	o, rolls := find(t, a, k, "plain hit", func(o Outcome) bool { return o.Hit && !o.Threat })
	equal(t, whys(rolls), "to-hit,damage type,damage", "plain hit rolls")
	equal(t, rolls[0].Dice, twoD12, "to-hit dice")
	equal(t, rolls[0].Who, "tester", "who rolled")
	equal(t, rolls[0].Result, o.Natural, "natural roll")
	// rules: "Her chance to hit: 123 of the 144 rolls make 8 or more".
	equal(t, o.Natural >= 8, true, "a hit needs 8")
	equal(t, o.ToHit, 3, "to-hit")
	equal(t, o.Defence, 11, "Defence")
	equal(t, rolls[2].Dice, d1d9p3, "damage dice")
	equal(t, o.Damage, rolls[2].Result, "damage is the roll")
	equal(t, o.Dealt, o.Damage, "no Protection")
	// rules: "4 to 12"; "The kobold has 6 hit points".
	equal(t, o.Damage >= 4 && o.Damage <= 12, true, "damage 4 to 12")
	equal(t, o.Killed, o.Damage >= 6, "killed at 6")
	// rules: "A big hit, one that takes at least a third of the target’s hit points at once, makes it bleed."
	equal(t, o.Bleeding, true, "every hit of 4+ on 6 hit points bleeds")
	equal(t, o.MissReason, NotMissed, "a hit has no miss reason")

	// A confirmed critical: rules: "the damage is rolled twice and added: 2d9+6, 8 to 24".
	o, rolls = find(t, a, k, "critical", func(o Outcome) bool { return o.Critical })
	equal(t, whys(rolls), "to-hit,confirm,damage type,damage,damage", "critical rolls")
	equal(t, o.Natural >= 20, true, "threatens on 20 to 24")
	equal(t, rolls[1].Dice, twoD12, "confirm dice")
	equal(t, o.Confirm, rolls[1].Result, "confirm roll")
	equal(t, o.Confirm >= 8 || o.Confirm >= 22, true, "the second roll needs 8 again")
	equal(t, rolls[3].Dice, d1d9p3, "first damage roll")
	equal(t, rolls[4].Dice, d1d9p3, "second damage roll")
	equal(t, o.Damage, rolls[3].Result+rolls[4].Result, "rolled twice and added")
	// rules: "A confirmed critical also opens a bleeding wound".
	equal(t, o.Bleeding && o.Threat && o.Killed, true, "critical bleeds, threatened, kills a kobold")

	// A threat that does not confirm: a plain hit with one damage roll.
	o, rolls = find(t, a, k, "unconfirmed", func(o Outcome) bool { return o.Threat && !o.Critical })
	equal(t, whys(rolls), "to-hit,confirm,damage type,damage", "unconfirmed threat rolls")
	equal(t, o.Confirm < 8 || o.Confirm == 2, true, "the confirm roll missed")

	// A miss: to-hit, and a miss reason only when the roll would have hit Defence 10.
	o, rolls = find(t, a, k, "plain miss", func(o Outcome) bool { return !o.Hit && o.Natural+3 < 10 })
	equal(t, whys(rolls), "to-hit", "plain miss rolls")
	equal(t, o.MissReason, MissPlain, "plain miss")
	equal(t, o.Damage+o.Dealt, 0, "a miss does nothing")
	// rules: "Otherwise your Defence turned it" — the kobold's only Defence is its Dexterity.
	o, rolls = find(t, a, k, "dodged", func(o Outcome) bool { return !o.Hit && o.Natural == 7 })
	equal(t, whys(rolls), "to-hit,miss reason", "dodged rolls")
	equal(t, o.MissReason, MissDexterity, "the kobold dodges")
}

func TestResolveNaturalTwo(t *testing.T) {
	// rules: "A natural 2 always misses" — and is a plain miss however large the to-hit.
	a := Attack{Str: 10, Dex: 10, Weapon: BareHands(), MagicToHit: 50}
	o, _ := find(t, a, ordinary(1), "natural 2", func(o Outcome) bool { return o.Natural == 2 })
	equal(t, o.Hit, false, "natural 2 misses")
	equal(t, o.MissReason, MissPlain, "plain")
	// rules: "a natural 22 or better always hits ... however high the Defence".
	var wall Defence
	wall.Add(Armour, 60)
	o, _ = find(t, Attack{Str: 10, Dex: 10, Weapon: BareHands()}, Defender{Defence: wall, HP: 1}, "natural 22", func(o Outcome) bool { return o.Natural >= 22 })
	equal(t, o.Hit, true, "natural 22+ hits Defence 70")
}

func TestResolveNoVitals(t *testing.T) {
	// rules: "A threat on them is a plain hit" ... (“It has no vital spot.”).
	skeleton := Defender{HP: 20, NoVitals: true}
	o, rolls := find(t, thora(), skeleton, "threat on a skeleton", func(o Outcome) bool { return o.Natural >= 20 })
	equal(t, o.NoVitals, true, "no vitals recorded")
	equal(t, o.Threat || o.Critical, false, "no threat, no critical")
	equal(t, whys(rolls), "to-hit,damage type,damage", "no confirm roll")
}

func TestResolveGlanceAndProtection(t *testing.T) {
	// rules: "If Protection takes all of its damage, the blow glances off and nothing else comes
	// of it: no blood, no bleeding" ... "It still landed, so it trains your weapon skill as a hit does."
	beetle := Defender{HP: 3, Protection: []Piece{{Name: "shell", Protection: 12}}}
	knife := Weapon{Name: "knife", Damage: Dice{1, 3, 0}, Finesse: true, Types: AnyOf(Slashing, Piercing)}
	a := Attack{Str: 10, Dex: 10, Weapon: knife}
	o, rolls := find(t, a, beetle, "glance", func(o Outcome) bool { return o.Critical })
	equal(t, o.Hit && o.Glance, true, "a critical 2d3 against 6–12 glances")
	equal(t, o.Bleeding, false, "a glance never bleeds, not even a critical")
	equal(t, o.Killed, false, "a glance never kills")
	equal(t, o.Piece, "shell", "glances off the shell")
	// rules: "A confirmed critical rolls its damage twice (or more) first, and the Protection comes off only once."
	equal(t, whys(rolls), "to-hit,confirm,damage type,damage,damage,protection", "protection once")
	equal(t, o.Soaked, rolls[5].Result, "soaked is the roll")

	// The damage type Protection stops least: chain mail turns a blade well and a point badly.
	chain := Defender{HP: 30, Protection: []Piece{{Name: "chain mail shirt", Protection: 3, Vs: [NumDamageTypes]int{Slashing: 1, Piercing: -1}}}}
	o, rolls = find(t, thora(), chain, "hit on chain", func(o Outcome) bool { return o.Hit && !o.Threat })
	equal(t, o.Type, Piercing, "the long sword stabs chain mail")
	equal(t, whys(rolls), "to-hit,damage,protection", "no type roll when one type is best")
	equal(t, rolls[2].Dice, Dice{1, 2, 0}, "Protection 2: loses 1–2")
	equal(t, o.Dealt, max(0, o.Damage-o.Soaked), "dealt")

	// rules: "A hit does at least 1 damage before Protection."
	weak := Attack{Str: 3, Dex: 10, Weapon: BareHands()} // 1d3−4
	o, _ = find(t, weak, ordinary(5), "weak hit", func(o Outcome) bool { return o.Hit })
	equal(t, o.Damage, 1, "at least 1")
	equal(t, o.Bleeding, false, "1 of 5 does not bleed")
}

func TestResolveBleedingThreshold(t *testing.T) {
	// rules: "a hit that takes at least a third of the target’s hit points at once" — of its
	// maximum, rounded up (issue 3): 10 hit points bleed at 4.
	d := Defender{HP: 10, MaxHP: 10}
	equal(t, d.BleedAt(), 4, "bleed at ⌈10/3⌉")
	club := Weapon{Name: "club", Damage: Dice{1, 6, 0}, ThreatLow: 24, Types: AnyOf(Bludgeoning)}
	for seed := uint64(1); seed < 300; seed++ {
		o, err := Resolve(newTestRoller(seed, nil), Attack{Str: 10, Dex: 10, Weapon: club}, d)
		noErr(t, err, "resolve")
		if o.Hit && !o.Critical {
			equal(t, o.Bleeding, o.Dealt >= 4, "seed %d: bleeding at %d dealt", seed, o.Dealt)
		}
	}
}

func TestMissReasons(t *testing.T) {
	// rules: "One kind is picked, more likely the more it adds" and "A clumsy character’s low
	// Dexterity ... is never given as the reason for a miss." Parry does not count against a
	// shot, so it is never the reason either.
	var def Defence
	def.Add(Dexterity, -1)
	def.Add(Armour, 4)
	def.Add(Shield, 2)
	def.Add(Parry, 3)
	d := Defender{Defence: def, HP: 100}
	a := Attack{Str: 14, Dex: 10, Weapon: longWarBow, Mode: Shot} // +0 to hit against Defence 15
	r := newTestRoller(7, nil)
	count := map[MissReason]int{}
	for range 20_000 {
		o, err := Resolve(r, a, d)
		noErr(t, err, "resolve")
		equal(t, o.Defence, 15, "Defence against a shot")
		if !o.Hit {
			count[o.MissReason]++
			// rules: "A roll so poor it would have missed a target standing still in no armour at all is a plain miss".
			equal(t, o.MissReason == MissPlain, o.Natural < 10, "plain exactly when the roll misses 10 (natural %d)", o.Natural)
		}
	}
	equal(t, count[MissDexterity], 0, "negative Dexterity never named")
	equal(t, count[MissParry], 0, "parry never named against a shot")
	named := count[MissArmour] + count[MissShield]
	equal(t, named > 1000, true, "enough named misses")
	// Armour adds 4 and the shield 2: armour two times in three (5 standard deviations ≈ 0.03).
	near(t, float64(count[MissArmour])/float64(named), 2.0/3, 0.03, "armour's share of named misses")

	// rules: "If you do not see the attacker or the target, a miss is just a miss".
	for _, unseen := range []Attack{{Str: 14, Dex: 10, Weapon: longWarBow, Mode: Shot, Unseen: true}, {Str: 14, Dex: 10, Weapon: longWarBow, Mode: Shot, Blind: true}} {
		o, rolls := find(t, unseen, d, "unseen miss", func(o Outcome) bool { return !o.Hit && o.Natural >= 10 })
		equal(t, o.MissReason, MissUnseen, "unseen")
		equal(t, o.Unseen, unseen.Unseen, "outcome records the target not seeing")
		equal(t, o.Blind, unseen.Blind, "outcome records the attacker not seeing")
		equal(t, whys(rolls), "to-hit", "no reason rolled")
	}
}
