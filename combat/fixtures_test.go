// Test fixtures: a rank table, weapons of combat/RULES.md §9 and the kobold of §2.4, and a roll recorder.

package combat

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// testSkills is a weapon-skill rank table for tests only (the game's comes from data).
// RULES.md §15.1: rank 2 of a weapon skill gives +1 to hit and +1 damage (Thora's example, §2.4).
var testSkills = RankTable{
	{},
	{ToHit: 0, Damage: 0},
	{ToHit: 1, Damage: 1},
	{ToHit: 1, Damage: 1, Parry: 1},
	{ToHit: 2, Damage: 1, Parry: 1},
	{ToHit: 2, Damage: 2, ThreatWiden: 1, Parry: 1},
	{ToHit: 3, Damage: 2, ThreatWiden: 1, Parry: 2},
	{ToHit: 3, Damage: 3, ThreatWiden: 1, Parry: 2},
	{ToHit: 4, Damage: 3, ThreatWiden: 2, Parry: 2},
	{ToHit: 4, Damage: 4, ThreatWiden: 2, Parry: 3},
	{ToHit: 5, Damage: 4, ThreatWiden: 2, MultiplierUp: 1, Parry: 3},
}

// Weapons of the weapon tables, RULES.md §9.
var (
	longSword = Weapon{Name: "long sword", Damage: Dice{1, 9, 0}, ThreatLow: 20, Multiplier: 2,
		Types: AnyOf(Slashing, Piercing), Verbs: [NumDamageTypes]string{Slashing: "slash", Piercing: "stab"}}
	dagger = Weapon{Name: "dagger", Damage: Dice{1, 4, 0}, ThreatLow: 20, Multiplier: 2, Finesse: true,
		Throwable: true, Types: AnyOf(Piercing, Slashing)}
	stiletto = Weapon{Name: "stiletto", Damage: Dice{1, 4, 0}, ThreatLow: 19, Multiplier: 2, Finesse: true,
		Pierce: 2, Types: AnyOf(Piercing)}
	battleAxe = Weapon{Name: "battle axe", Damage: Dice{1, 8, 0}, ThreatLow: 22, Multiplier: 3,
		Types: AnyOf(Slashing), Verbs: [NumDamageTypes]string{Slashing: "cleave"}}
	warHammer = Weapon{Name: "war hammer", Damage: Dice{1, 8, 0}, ThreatLow: 22, Multiplier: 3, Pierce: 2,
		Types: AnyOf(Bludgeoning)}
	spear = Weapon{Name: "spear", Damage: Dice{1, 8, 0}, ThreatLow: 22, Multiplier: 3, Throwable: true,
		Types: AnyOf(Piercing)}
	longWarBow = Weapon{Name: "long war bow", Damage: Dice{1, 8, 2}, ThreatLow: 22, Multiplier: 3,
		StrNeeded: 14, Types: AnyOf(Piercing)}
	heavyCrossbow = Weapon{Name: "heavy crossbow", Damage: Dice{1, 12, 2}, ThreatLow: 20, Multiplier: 2,
		Pierce: 2, Types: AnyOf(Piercing)}
	greatSword = Weapon{Name: "great sword", Damage: Dice{2, 6, 0}, ThreatLow: 20, Multiplier: 2,
		Types: AnyOf(Slashing)}
)

// bareHands is the weapon of an empty hand as weapons.toml gives it (RULES.md §9): 1d3, critical on
// 22–24, ×2, bludgeoning ("punch").
func bareHands() Weapon {
	return Weapon{Name: "bare hands", Damage: Dice{1, 3, 0}, ThreatLow: 22, Multiplier: 2, Types: AnyOf(Bludgeoning),
		Verbs: [NumDamageTypes]string{Bludgeoning: "punch"}}
}

// thora is the example attacker of RULES.md §2.4: Strength 15, rank 2 in Long blades, a long sword.
func thora() Attack {
	return Attack{Str: 15, Dex: 10, Weapon: longSword, Skill: testSkills[2]}
}

// kobold is the kobold of RULES.md §2.4: Dexterity 13, no armour, Defence 11, 6 hit points.
func kobold() Defender {
	var d Defence
	d.Add(Dexterity, Mod(13))
	return Defender{Defence: d, HP: 6, MaxHP: 6}
}

// ordinary is an unarmoured, ordinary target: Defence 10.
func ordinary(hp int) Defender { return Defender{HP: hp} }

// recorder collects the rolls a Roller makes.
type recorder struct{ rolls []Roll }

func (rec *recorder) log(r Roll) { rec.rolls = append(rec.rolls, r) }

// whys lists the reasons of the recorded rolls.
func (rec *recorder) whys() string {
	w := make([]string, len(rec.rolls))
	for i, r := range rec.rolls {
		w[i] = r.Why
	}
	return strings.Join(w, ",")
}

// newTestRoller is a seeded roller that records into rec.
func newTestRoller(seed uint64, rec *recorder) *Roller {
	r := NewRoller(rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)))
	r.Who = "tester"
	if rec != nil {
		r.Log = rec.log
	}
	return r
}

// percent writes a probability the way the tables of RULES.md do: "85.4%", "75%".
func percent(p float64) string {
	return strings.TrimSuffix(fmt.Sprintf("%.1f", 100*p), ".0") + "%"
}

// The stances of RULES.md §11 (to hit: coward −4, defensive −2, aggressive +1, frenzy +2; damage:
// coward −3, defensive −1, aggressive +2, frenzy +4), as assets/stances.toml
// gives them to the game.
var (
	Coward     = Stance{Name: "coward", ToHit: -4, Damage: -3}
	Defensive  = Stance{Name: "defensive", ToHit: -2, Damage: -1}
	Aggressive = Stance{Name: "aggressive", ToHit: 1, Damage: 2}
	Frenzy     = Stance{Name: "frenzy", ToHit: 2, Damage: 4}
)
