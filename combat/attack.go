// Attack resolution: to-hit against Defence, then damage, as the combat chapter gives them.
package combat

import "fmt"

// Mode is how an attack is made.
type Mode uint8

// The modes of attack of the combat chapter.
const (
	Blow  Mode = iota // a blow up close
	Shot              // a shot from a missile weapon
	Throw             // a thrown weapon or thing
	Bash              // a shield bash
)

// DamageType is a physical kind of damage.
type DamageType uint8

// The physical damage types.
const (
	Slashing DamageType = iota
	Piercing
	Bludgeoning
)

// Weapon is everything about a weapon (or a natural attack) that the rules read.
type Weapon struct {
	Name       string
	Damage     Dice
	ToHit      int // the weapon's own bonus to hit
	ThreatLow  int // the lowest natural roll that threatens a critical (22 for most weapons)
	Multiplier int // critical multiplier (2 for most weapons)
	Finesse    bool
	Types      []DamageType
}

// BareHands is the weapon of an empty hand: 1d3, critical on 22–24, ×2.
var BareHands = Weapon{Name: "bare hands", Damage: Dice{1, 3, 0}, ThreatLow: 22, Multiplier: 2, Types: []DamageType{Bludgeoning}}

// Attack is one attack as the attacker makes it.
type Attack struct {
	Str, Dex int // the attacker's Strength and Dexterity scores
	Weapon   Weapon
	Mode     Mode
}

// Defender is what the target of an attack brings to it.
type Defender struct {
	Defence    int // total Defence (10 plus its bonuses)
	Protection int
	HP         int // hit points now
	MaxHP      int
}

// Outcome is the result of one attack: data only, no words and no drawing.
type Outcome struct {
	Natural  int  // the natural 2d12 roll
	ToHit    int  // the attack's bonus to hit
	Defence  int  // the Defence it was rolled against
	Hit      bool // the attack landed
	Threat   bool // the hit threatened a critical
	Critical bool // the threat was confirmed
	Damage   int  // damage before Protection
	Dealt    int  // damage after Protection
	Glance   bool // a hit whose damage Protection took whole
	Killed   bool
}

// Mod is a stat's modifier: ⌊(stat − 10) / 2⌋.
func Mod(stat int) int {
	d := stat - 10
	if d < 0 {
		return -((-d + 1) / 2)
	}
	return d / 2
}

// twoD12 is the natural roll of every attack.
var twoD12 = Dice{Count: 2, Sides: 12}

// Resolve rolls one attack against a defender.
func Resolve(r *Roller, a Attack, d Defender) (Outcome, error) {
	w := a.Weapon
	if w.Damage.Count < 0 || w.Damage.Sides < 1 {
		return Outcome{}, fmt.Errorf("combat: %s: impossible damage dice %s", w.Name, w.Damage)
	}
	o := Outcome{ToHit: w.ToHit + Mod(a.Str), Defence: d.Defence}
	o.Natural = r.Roll("to-hit", twoD12)
	o.Hit = o.Natural >= 22 || (o.Natural > 2 && o.Natural+o.ToHit >= d.Defence)
	if !o.Hit {
		return o, nil
	}
	o.Damage = max(1, r.Roll("damage", w.Damage)+Mod(a.Str))
	o.Dealt = max(0, o.Damage-d.Protection)
	o.Glance = o.Dealt == 0
	o.Killed = o.Dealt >= d.HP
	return o, nil
}
