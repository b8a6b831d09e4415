// Tests of Resolve stage by stage, through the outcomes and the rolls it records.

package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// find resolves a against d with seeds 1, 2, ... until want accepts the outcome, and returns
// the outcome and its recorded rolls.
func find(t *testing.T, a Attack, d Defender, what string, want func(Outcome) bool) (Outcome, []Roll) {
	t.Helper()
	for seed := uint64(1); seed < 100_000; seed++ {
		rec := &recorder{}
		o, err := Resolve(newTestRoller(seed, rec), a, d)
		require.NoError(t, err, what)
		if want(o) {
			return o, rec.rolls
		}
	}
	require.FailNowf(t, "no seed gives it", "%s", what)
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
	assert.Equal(t, "to-hit,damage type,damage", whys(rolls), "plain hit rolls")
	assert.Equal(t, twoD12, rolls[0].Dice, "to-hit dice")
	assert.Equal(t, "tester", rolls[0].Who, "who rolled")
	assert.Equal(t, o.Natural, rolls[0].Result, "natural roll")
	// RULES.md §2.4: she lands 123 times in 144: the natural roll must reach 8.
	assert.Equal(t, true, o.Natural >= 8, "a hit needs 8")
	assert.Equal(t, 3, o.ToHit, "to-hit")
	assert.Equal(t, 11, o.Defence, "Defence")
	assert.Equal(t, d1d9p3, rolls[2].Dice, "damage dice")
	assert.Equal(t, rolls[2].Result, o.Damage, "damage is the roll")
	assert.Equal(t, o.Damage, o.Dealt, "no Protection")
	// RULES.md §2.4: damage 4 to 12; the kobold has 6 hit points.
	assert.Equal(t, true, o.Damage >= 4 && o.Damage <= 12, "damage 4 to 12")
	assert.Equal(t, o.Damage >= 6, o.Killed, "killed at 6")
	// RULES.md §8.1: a hit that deals at least a third of the target's maximum hit points bleeds.
	assert.Equal(t, true, o.Bleeding, "every hit of 4+ on 6 hit points bleeds")
	assert.Equal(t, NotMissed, o.MissReason, "a hit has no miss reason")

	// A confirmed critical, RULES.md §2.4: the damage is rolled twice and added, 2d9+6, 8 to 24.
	o, rolls = find(t, a, k, "critical", func(o Outcome) bool { return o.Critical })
	assert.Equal(t, "to-hit,confirm,damage type,damage,damage", whys(rolls), "critical rolls")
	assert.Equal(t, true, o.Natural >= 20, "threatens on 20 to 24")
	assert.Equal(t, twoD12, rolls[1].Dice, "confirm dice")
	assert.Equal(t, rolls[1].Result, o.Confirm, "confirm roll")
	assert.Equal(t, true, o.Confirm >= 8 || o.Confirm >= 22, "the second roll needs 8 again")
	assert.Equal(t, d1d9p3, rolls[3].Dice, "first damage roll")
	assert.Equal(t, d1d9p3, rolls[4].Dice, "second damage roll")
	assert.Equal(t, rolls[3].Result+rolls[4].Result, o.Damage, "rolled twice and added")
	// RULES.md §8.1: a confirmed critical opens a bleeding wound.
	assert.Equal(t, true, o.Bleeding && o.Threat && o.Killed, "critical bleeds, threatened, kills a kobold")

	// A threat that does not confirm: a plain hit with one damage roll.
	o, rolls = find(t, a, k, "unconfirmed", func(o Outcome) bool { return o.Threat && !o.Critical })
	assert.Equal(t, "to-hit,confirm,damage type,damage", whys(rolls), "unconfirmed threat rolls")
	assert.Equal(t, true, o.Confirm < 8 || o.Confirm == 2, "the confirm roll missed")

	// A miss: to-hit, and a miss reason only when the roll would have hit Defence 10.
	o, rolls = find(t, a, k, "plain miss", func(o Outcome) bool { return !o.Hit && o.Natural+3 < 10 })
	assert.Equal(t, "to-hit", whys(rolls), "plain miss rolls")
	assert.Equal(t, MissPlain, o.MissReason, "plain miss")
	assert.Equal(t, 0, o.Damage+o.Dealt, "a miss does nothing")
	// RULES.md §5: otherwise a kind of Defence turned it — the kobold's only Defence is its Dexterity.
	o, rolls = find(t, a, k, "dodged", func(o Outcome) bool { return !o.Hit && o.Natural == 7 })
	assert.Equal(t, "to-hit,miss reason", whys(rolls), "dodged rolls")
	assert.Equal(t, MissDexterity, o.MissReason, "the kobold dodges")
}

func TestResolveNaturalTwo(t *testing.T) {
	// RULES.md §2.1, §5: a natural 2 never lands — and is a plain miss however large the to-hit.
	a := Attack{Str: 10, Dex: 10, Weapon: bareHands(), MagicToHit: 50}
	o, _ := find(t, a, ordinary(1), "natural 2", func(o Outcome) bool { return o.Natural == 2 })
	assert.Equal(t, false, o.Hit, "natural 2 misses")
	assert.Equal(t, MissPlain, o.MissReason, "plain")
	// RULES.md §2.1: a natural 22 or more always lands, however high the Defence.
	var wall Defence
	wall.Add(Armour, 60)
	o, _ = find(t, Attack{Str: 10, Dex: 10, Weapon: bareHands()}, Defender{Defence: wall, HP: 1}, "natural 22", func(o Outcome) bool { return o.Natural >= 22 })
	assert.Equal(t, true, o.Hit, "natural 22+ hits Defence 70")
}

func TestResolveNoVitals(t *testing.T) {
	// RULES.md §6.3: a threat on a creature with no vitals is a plain hit, told as one.
	skeleton := Defender{HP: 20, NoVitals: true}
	o, rolls := find(t, thora(), skeleton, "threat on a skeleton", func(o Outcome) bool { return o.Natural >= 20 })
	assert.Equal(t, true, o.NoVitals, "no vitals recorded")
	assert.Equal(t, false, o.Threat || o.Critical, "no threat, no critical")
	assert.Equal(t, "to-hit,damage type,damage", whys(rolls), "no confirm roll")
}

func TestResolveGlanceAndProtection(t *testing.T) {
	// RULES.md §7.5: a hit whose damage Protection takes whole glances, and nothing else comes of it
	// (no bleeding); it still landed, so it trains as a hit.
	beetle := Defender{HP: 3, Protection: []Piece{{Name: "shell", Protection: 12}}}
	knife := Weapon{Name: "knife", Damage: Dice{1, 3, 0}, Finesse: true, Types: AnyOf(Slashing, Piercing)}
	a := Attack{Str: 10, Dex: 10, Weapon: knife}
	o, rolls := find(t, a, beetle, "glance", func(o Outcome) bool { return o.Critical })
	assert.Equal(t, true, o.Hit && o.Glance, "a critical 2d3 against 6–12 glances")
	assert.Equal(t, false, o.Bleeding, "a glance never bleeds, not even a critical")
	assert.Equal(t, false, o.Killed, "a glance never kills")
	assert.Equal(t, "shell", o.Piece, "glances off the shell")
	// RULES.md §7.4: a confirmed critical adds up all its damage rolls first and loses Protection once.
	assert.Equal(t, "to-hit,confirm,damage type,damage,damage,protection", whys(rolls), "protection once")
	assert.Equal(t, rolls[5].Result, o.Soaked, "soaked is the roll")

	// The damage type Protection stops least: chain mail turns a blade well and a point badly.
	chain := Defender{HP: 30, Protection: []Piece{{Name: "chain mail shirt", Protection: 3, Vs: [NumDamageTypes]int{Slashing: 1, Piercing: -1}}}}
	o, rolls = find(t, thora(), chain, "hit on chain", func(o Outcome) bool { return o.Hit && !o.Threat })
	assert.Equal(t, Piercing, o.Type, "the long sword stabs chain mail")
	assert.Equal(t, "to-hit,damage,protection", whys(rolls), "no type roll when one type is best")
	assert.Equal(t, Dice{1, 2, 0}, rolls[2].Dice, "Protection 2: loses 1–2")
	assert.Equal(t, max(0, o.Damage-o.Soaked), o.Dealt, "dealt")

	// RULES.md §7.1: a hit does at least 1 damage before Protection.
	weak := Attack{Str: 3, Dex: 10, Weapon: bareHands()} // 1d3−4
	o, _ = find(t, weak, ordinary(5), "weak hit", func(o Outcome) bool { return o.Hit })
	assert.Equal(t, 1, o.Damage, "at least 1")
	assert.Equal(t, false, o.Bleeding, "1 of 5 does not bleed")
}

func TestResolveBleedingThreshold(t *testing.T) {
	// RULES.md §8.1: a hit that deals at least a third of the target's hit points bleeds — of its
	// maximum, rounded up (issue 3): 10 hit points bleed at 4.
	d := Defender{HP: 10, MaxHP: 10}
	assert.Equal(t, 4, d.BleedAt(), "bleed at ⌈10/3⌉")
	club := Weapon{Name: "club", Damage: Dice{1, 6, 0}, ThreatLow: 24, Types: AnyOf(Bludgeoning)}
	for seed := uint64(1); seed < 300; seed++ {
		o, err := Resolve(newTestRoller(seed, nil), Attack{Str: 10, Dex: 10, Weapon: club}, d)
		require.NoError(t, err, "resolve")
		if o.Hit && !o.Critical {
			assert.Equalf(t, o.Dealt >= 4, o.Bleeding, "seed %d: bleeding at %d dealt", seed, o.Dealt)
		}
	}
}

func TestMissReasons(t *testing.T) {
	// RULES.md §5: one kind of Defence is picked, weighted by what it adds, and a kind adding nothing or
	// less (a clumsy character's Dexterity) is never the reason. Parry does not count against a
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
		require.NoError(t, err, "resolve")
		assert.Equal(t, 15, o.Defence, "Defence against a shot")
		if !o.Hit {
			count[o.MissReason]++
			// RULES.md §5: a roll that would have missed Defence 10 is a plain miss.
			assert.Equalf(t, o.Natural < 10, o.MissReason == MissPlain, "plain exactly when the roll misses 10 (natural %d)", o.Natural)
		}
	}
	assert.Equal(t, 0, count[MissDexterity], "negative Dexterity never named")
	assert.Equal(t, 0, count[MissParry], "parry never named against a shot")
	named := count[MissArmour] + count[MissShield]
	assert.Equal(t, true, named > 1000, "enough named misses")
	// Armour adds 4 and the shield 2: armour two times in three (5 standard deviations ≈ 0.03).
	assert.InDelta(t, 2.0/3, float64(count[MissArmour])/float64(named), 0.03, "armour's share of named misses")

	// RULES.md §5: when the attacker or the target did not see the other, a miss is just a miss.
	for _, unseen := range []Attack{{Str: 14, Dex: 10, Weapon: longWarBow, Mode: Shot, Unseen: true}, {Str: 14, Dex: 10, Weapon: longWarBow, Mode: Shot, Blind: true}} {
		o, rolls := find(t, unseen, d, "unseen miss", func(o Outcome) bool { return !o.Hit && o.Natural >= 10 })
		assert.Equal(t, MissUnseen, o.MissReason, "unseen")
		assert.Equal(t, unseen.Unseen, o.Unseen, "outcome records the target not seeing")
		assert.Equal(t, unseen.Blind, o.Blind, "outcome records the attacker not seeing")
		assert.Equal(t, "to-hit", whys(rolls), "no reason rolled")
	}
}

// Review of issue 10: a miss by a kind of Defence is named as that kind (one table of names,
// defence.go's), and every reason has a name of its own.
func TestMissReasonNamesFollowDefenceKinds(t *testing.T) {
	for k := DefenceKind(0); k < NumDefenceKinds; k++ {
		assert.Equal(t, k.String(), missByKind[k].String(), "the miss by %v", k)
	}
	seen := map[string]MissReason{}
	for m := NotMissed; m <= MissUnseen; m++ {
		name := m.String()
		other, dup := seen[name]
		assert.False(t, dup, "%d and %d are both %q", other, m, name)
		seen[name] = m
	}
	assert.Equal(t, "not missed", NotMissed.String())
	assert.Equal(t, "plain", MissPlain.String())
	assert.Equal(t, "unseen", MissUnseen.String())
	assert.Equal(t, "missreason(200)", MissReason(200).String())
}
