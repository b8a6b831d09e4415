// Attacks: weapons, modes, stances, and what adds up to an attack's to-hit and damage.

package combat

import (
	"fmt"
	"strings"
)

// Mode is how an attack is made.
type Mode uint8

// The modes of attack of RULES.md §1.1.
const (
	Blow  Mode = iota // a blow up close
	Shot              // a shot from a missile weapon
	Throw             // a thrown weapon or thing
	Bash              // a shield bash: the shield's bash dice plus Strength, a blow up close
)

// String names the mode.
func (m Mode) String() string {
	switch m {
	case Blow:
		return "blow"
	case Shot:
		return "shot"
	case Throw:
		return "throw"
	case Bash:
		return "bash"
	}
	return fmt.Sprintf("mode(%d)", uint8(m))
}

// DamageType is a physical kind of damage.
type DamageType uint8

// The physical damage types.
const (
	Slashing DamageType = iota
	Piercing
	Bludgeoning
	NumDamageTypes // how many damage types there are
)

// String names the damage type as the character screen does: "slashing".
func (t DamageType) String() string {
	switch t {
	case Slashing:
		return "slashing"
	case Piercing:
		return "piercing"
	case Bludgeoning:
		return "bludgeoning"
	}
	return fmt.Sprintf("damagetype(%d)", uint8(t))
}

// DamageTypes is a set of damage types, one bit per DamageType (bit 1<<Slashing and so on).
type DamageTypes uint8

// AnyOf is the set of the given damage types.
func AnyOf(ts ...DamageType) DamageTypes {
	var s DamageTypes
	for _, t := range ts {
		s |= 1 << t
	}
	return s
}

// Has reports whether t is in the set.
func (s DamageTypes) Has(t DamageType) bool { return t < NumDamageTypes && s&(1<<t) != 0 }

// String lists the set as the character screen does: "slashing or piercing",
// "slashing, piercing or bludgeoning".
func (s DamageTypes) String() string {
	var names []string
	for t := DamageType(0); t < NumDamageTypes; t++ {
		if s.Has(t) {
			names = append(names, t.String())
		}
	}
	switch len(names) {
	case 0:
		return "no damage type"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// The critical of a weapon that says nothing else, RULES.md §6.1's "unless the weapon says otherwise": it
// threatens on DefaultThreat–24 and rolls its damage DefaultMultiplier times. The one place these numbers are
// written: the data's weapons, natural attacks and shield bashes, and the descriptions that compare a weapon
// with them, all read them here.
const (
	DefaultThreat     = 22
	DefaultMultiplier = 2
)

// Weapon is everything about a weapon (or a natural attack, or a shield used to bash) that
// the rules read. The zero ThreatLow and Multiplier mean DefaultThreat and DefaultMultiplier.
type Weapon struct {
	Name       string
	Damage     Dice // the damage dice, a bow's draw weight included in the bonus
	ToHit      int  // the weapon's own bonus to hit
	ThreatLow  int  // the lowest natural roll that threatens a critical: 3 to 24; 0 means DefaultThreat
	Multiplier int  // critical multiplier: 2 to 5; 0 means DefaultMultiplier
	Finesse    bool // guided by Dexterity up close: dagger, knife, rapier, short sword, stiletto
	Throwable  bool // made for throwing; a throw of anything else is −4 to hit
	StrNeeded  int  // the Strength a bow needs; 0 when none
	Pierce     int  // Protection ignored: crossbow bolt 2, stiletto 2, war hammer 2
	Types      DamageTypes
	// Verbs is the verb of a hit of each damage type, in the second person ("slash", "stab",
	// "bite", "cleave"); "" takes the default of combat/words.
	Verbs [NumDamageTypes]string
}

// ShieldBash is the weapon a shield becomes in a bash: its bash dice, 22–24, ×2, bludgeoning.
func ShieldBash(name string, bash Dice) Weapon {
	return Weapon{Name: name, Damage: bash, ThreatLow: DefaultThreat, Multiplier: DefaultMultiplier, Types: AnyOf(Bludgeoning), Verbs: [NumDamageTypes]string{Bludgeoning: "bash"}}
}

// The limits of a weapon's numbers: the rules refuse a weapon outside them, and the data files
// are checked against them (assets validates each weapon with Weapon.Validate).
const (
	MinThreat, MaxThreat         = 3, 24 // ThreatLow, when given (a natural 2 always misses)
	MinMultiplier, MaxMultiplier = 2, 5  // Multiplier, when given
	MaxWeaponToHit               = 20    // ToHit within ±MaxWeaponToHit
	MaxStrNeeded                 = 30    // StrNeeded within 0..MaxStrNeeded
	MaxPierce                    = 20    // Pierce within 0..MaxPierce
)

// MaxAttribute is the highest Strength or Dexterity an attack may have (Attack.Validate): 0..MaxAttribute.
const MaxAttribute = 100

// WeaponField is the field of a Weapon a WeaponError is about.
type WeaponField uint8

// The fields of Weapon that Validate checks.
const (
	FieldDamage WeaponField = iota
	FieldToHit
	FieldThreat
	FieldMultiplier
	FieldTypes
	FieldStrNeeded
	FieldPierce
)

// WeaponError is a weapon the rules cannot use: the field at fault, its value and the range
// it must be in (for a number), and why.
type WeaponError struct {
	Weapon   string
	Field    WeaponField
	Value    int // the value of a number out of range
	Min, Max int // the range it must be in
	Why      string
}

// Error gives "weapon NAME: why".
func (e *WeaponError) Error() string { return fmt.Sprintf("weapon %q: %s", e.Weapon, e.Why) }

// Validate reports a weapon the rules cannot use: the first of its Problems.
func (w Weapon) Validate() error {
	if ps := w.Problems(); len(ps) > 0 {
		return ps[0]
	}
	return nil
}

// Problems lists everything that makes the weapon unusable by the rules, one WeaponError a
// field, in the order of the WeaponField constants; none for a good weapon.
func (w Weapon) Problems() []*WeaponError {
	var out []*WeaponError
	bad := func(f WeaponField, v, lo, hi int, format string, args ...any) {
		out = append(out, &WeaponError{Weapon: w.Name, Field: f, Value: v, Min: lo, Max: hi, Why: fmt.Sprintf(format, args...)})
	}
	if err := w.Damage.Validate(); err != nil {
		bad(FieldDamage, 0, 0, 0, "%v", err)
	}
	if w.ToHit < -MaxWeaponToHit || w.ToHit > MaxWeaponToHit {
		bad(FieldToHit, w.ToHit, -MaxWeaponToHit, MaxWeaponToHit, "to-hit %d is out of range %d to %d", w.ToHit, -MaxWeaponToHit, MaxWeaponToHit)
	}
	if w.ThreatLow != 0 && (w.ThreatLow < MinThreat || w.ThreatLow > MaxThreat) {
		bad(FieldThreat, w.ThreatLow, MinThreat, MaxThreat, "threat range %d–24 is impossible (%d to %d; a natural 2 always misses)", w.ThreatLow, MinThreat, MaxThreat)
	}
	if w.Multiplier != 0 && (w.Multiplier < MinMultiplier || w.Multiplier > MaxMultiplier) {
		bad(FieldMultiplier, w.Multiplier, MinMultiplier, MaxMultiplier, "critical multiplier ×%d is impossible (×%d to ×%d)", w.Multiplier, MinMultiplier, MaxMultiplier)
	}
	if w.Types == 0 || w.Types >= 1<<NumDamageTypes {
		bad(FieldTypes, int(w.Types), 0, 0, "damage types %#x: want at least one of slashing, piercing, bludgeoning", uint8(w.Types))
	}
	if w.StrNeeded < 0 || w.StrNeeded > MaxStrNeeded {
		bad(FieldStrNeeded, w.StrNeeded, 0, MaxStrNeeded, "Strength needed %d is out of range 0 to %d", w.StrNeeded, MaxStrNeeded)
	}
	if w.Pierce < 0 || w.Pierce > MaxPierce {
		bad(FieldPierce, w.Pierce, 0, MaxPierce, "pierce %d is out of range 0 to %d", w.Pierce, MaxPierce)
	}
	return out
}

// Stance is the attacker's stance (see Stances) as the data gives it: what it adds to the to-hit
// and the damage of every mode. The zero Stance is no stance. RULES.md §11's four (Coward −4/−3,
// Defensive −2/−1, Aggressive +1/+2, Frenzy +2/+4) are in assets/stances.toml.
type Stance struct {
	Name          string
	ToHit, Damage int
}

// Hand is which hand makes a blow.
type Hand uint8

// The hands.
const (
	MainHand Hand = iota
	OffHand
)

// The two-weapon penalties to hit, before Twin Blades takes some away.
const (
	MainHandPenalty = 4
	OffHandPenalty  = 8
)

// Attack is one attack as the attacker makes it: everything the rules add up. Its zero
// value is a blow by a Strength 0 attacker with a zero weapon (which Validate refuses); set
// Str and Dex to 10 for an ordinary attacker.
type Attack struct {
	Str, Dex  int // the attacker's Strength and Dexterity scores
	Weapon    Weapon
	Mode      Mode
	Hand      Hand // which hand makes a blow (the off hand when fighting with two weapons)
	TwoWeapon bool // a weapon in each hand: main hand −4, off hand −8 (blows only)
	// Skill is the step of the attacker's rank in the weapon's skill, Style the step of
	// its rank in the fighting style it fights in (RankTable.Step gives them).
	Skill, Style RankStep
	Stance       Stance
	// Magic that is known (or, for Resolve, all of it): the weapon's own, the ammunition's,
	// and what the attacker wears and wields, added up.
	MagicToHit, MagicDamage int
	MagicThreat             int // natural rolls magic adds below the threat range
	MagicMultiplier         int // added to the critical multiplier
	// Adjacent marks a shot at a target in the next cell: it can be parried.
	Adjacent bool
	// Unseen: the target cannot see the attacker. Blind: the attacker cannot see the target.
	// Either makes a miss just a miss (MissUnseen).
	Unseen, Blind bool
	// Talents (RULES.md §25): what the attacker's talents add to hit and to damage, as the game adds
	// them up for this attack.
	TalentToHit, TalentDamage int
	// MomentToHit is what the attacker's momentary states add to hit: dazzled, winded (RULES.md
	// §24). The character screen leaves it out.
	MomentToHit int
	// Sneak is what a sneak attack adds (RULES.md §22.2); the zero Sneak is none.
	Sneak Sneak
}

// Validate reports an attack the rules cannot make.
func (a Attack) Validate() error { return a.check() }

// check is Validate, a read in place.
func (a *Attack) check() error {
	if err := a.Weapon.Validate(); err != nil {
		return err
	}
	switch {
	case a.Str < 0 || a.Str > MaxAttribute || a.Dex < 0 || a.Dex > MaxAttribute:
		return fmt.Errorf("attack: Strength %d, Dexterity %d: want 0 to %d", a.Str, a.Dex, MaxAttribute)
	case a.Mode > Bash:
		return fmt.Errorf("attack: unknown mode %d", a.Mode)
	case a.Hand > OffHand:
		return fmt.Errorf("attack: unknown hand %d", a.Hand)
	case a.Stance.ToHit < -20 || a.Stance.ToHit > 20 || a.Stance.Damage < -20 || a.Stance.Damage > 20:
		return fmt.Errorf("attack: stance %s %+d to hit, %+d damage: want -20 to 20", a.Stance.Name, a.Stance.ToHit, a.Stance.Damage)
	case a.MagicToHit < -100 || a.MagicToHit > 100 || a.MagicDamage < -100 || a.MagicDamage > 100:
		return fmt.Errorf("attack: magic %+d to hit, %+d damage is absurd", a.MagicToHit, a.MagicDamage)
	case a.MagicThreat < 0 || a.MagicThreat > 24 || a.MagicMultiplier < 0 || a.MagicMultiplier > 5:
		return fmt.Errorf("attack: magic threat %d, multiplier %d: want 0–24 and 0–5", a.MagicThreat, a.MagicMultiplier)
	case abs(a.TalentToHit) > sneakLimit || abs(a.TalentDamage) > sneakLimit || abs(a.MomentToHit) > sneakLimit || !a.Sneak.valid():
		return fmt.Errorf("attack: talents %+d/%+d, moment %+d, sneak %+v: out of range", a.TalentToHit, a.TalentDamage, a.MomentToHit, a.Sneak)
	}
	if err := a.Skill.validate(); err != nil {
		return fmt.Errorf("attack: skill: %w", err)
	}
	if err := a.Style.validate(); err != nil {
		return fmt.Errorf("attack: style: %w", err)
	}
	return nil
}

// Mod is a stat's modifier: ⌊(stat − 10) / 2⌋.
func Mod(stat int) int {
	d := stat - 10
	if d < 0 {
		return -((-d + 1) / 2)
	}
	return d / 2
}

// Profile is what an attack adds up to before any die is thrown: the numbers the
// character screen shows, and the critical range and multiplier after ranks and magic.
type Profile struct {
	ToHit      int  // the bonus to hit
	Damage     Dice // one damage roll: the weapon's dice, every damage bonus in Bonus
	ThreatLow  int  // the lowest natural roll that threatens (3 to 25; 25 never happens)
	Multiplier int  // how many damage rolls a confirmed critical adds up (2 to 5)
}

// Profile adds up the attack as the table of RULES.md §3.1 does. It does not validate; Resolve and
// Odds do.
func (a Attack) Profile() Profile { return a.profile() }

// profile is Profile, a read in place.
func (a *Attack) profile() Profile {
	w := a.Weapon
	str, dex := Mod(a.Str), Mod(a.Dex)
	hit, dmg := w.ToHit, 0
	// Stat.
	switch a.Mode {
	case Blow, Bash:
		if w.Finesse && a.Mode == Blow {
			hit += dex
		} else {
			hit += str
		}
		dmg += str
	case Shot:
		hit += dex
	case Throw:
		hit += dex
		dmg += str
	}
	// Strength below what a bow needs.
	if a.Mode == Shot && w.StrNeeded > a.Str {
		short := w.StrNeeded - a.Str
		hit -= short
		dmg -= short
	}
	// A weapon not made for throwing.
	if a.Mode == Throw && !w.Throwable {
		hit -= 4
	}
	// Ranks.
	hit += a.Skill.ToHit + a.Style.ToHit
	dmg += a.Skill.Damage + a.Style.Damage
	// A weapon in each hand.
	if a.TwoWeapon && a.Mode == Blow {
		pen := MainHandPenalty
		if a.Hand == OffHand {
			pen = OffHandPenalty
		}
		hit -= max(0, pen-a.Style.TwoWeapon)
	}
	// Magic.
	hit += a.MagicToHit
	dmg += a.MagicDamage
	// Stance.
	hit += a.Stance.ToHit
	dmg += a.Stance.Damage
	// Talents, the moment, and a sneak attack (RULES.md §22–§25).
	hit += a.TalentToHit + a.MomentToHit
	dmg += a.TalentDamage
	if a.Sneak.On {
		hit += a.Sneak.ToHit
	}
	p := Profile{ToHit: hit, Damage: w.Damage}
	p.Damage.Bonus += dmg
	low := w.ThreatLow
	if low == 0 {
		low = DefaultThreat
	}
	p.ThreatLow = min(25, max(3, low-a.Skill.ThreatWiden-a.Style.ThreatWiden-a.MagicThreat-a.sneakWiden()))
	mult := w.Multiplier
	if mult == 0 {
		mult = DefaultMultiplier
	}
	p.Multiplier = min(5, max(2, mult+a.Skill.MultiplierUp+a.Style.MultiplierUp+a.MagicMultiplier+a.sneakUp()))
	return p
}

// sneakWiden is what a sneak attack widens the threat range by; 0 for none.
func (a Attack) sneakWiden() int {
	if a.Sneak.On {
		return a.Sneak.ThreatWiden
	}
	return 0
}

// sneakUp is what a sneak attack adds to the critical multiplier; 0 for none.
func (a Attack) sneakUp() int {
	if a.Sneak.On {
		return a.Sneak.MultiplierUp
	}
	return 0
}

// FormatAttack is the attack as the character screen shows it: "+3 to hit, 1d9+3 slashing
// or piercing". It counts what the Attack holds; the caller leaves out what the attacker
// does not know (unidentified magic) and what depends on the moment.
func FormatAttack(a Attack) string {
	p := a.Profile()
	return fmt.Sprintf("%+d to hit, %s %s", p.ToHit, p.Damage, a.Weapon.Types)
}
