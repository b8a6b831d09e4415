// drn.toml: the numbers of the drn rule set (combat/RULES.md §32.2), derived from the chapter's by the
// file's rules, overridden entry by entry.

package assets

import (
	"fmt"
	"math"
	"strings"

	"github.com/cleave-game/cleave/combat"
)

// DRNRules is drn.toml: how the chapter's numbers become drn's, and the entries that override them.
// Every weapon, armour piece, shield and creature is covered by the derivation; an entry overrides
// the keys it gives, and only those.
type DRNRules struct {
	AttackBase     int     // Attack = AttackBase + the chapter's to-hit (ranks are experience)
	DefenceOffset  int     // Defence = the chapter's Defence, less the shield's part, + DefenceOffset
	ProtectionPer  int     // drn Protection per point of the chapter's Protection (armour and hide)
	ParryPer       int     // a shield's Parry per point of the chapter's shield Defence
	ShieldProt     int     // a shield's Protection when its entry does not say
	WeightPerEnc   float64 // an armour piece's encumbrance: its weight / WeightPerEnc, rounded up
	BaseEnc        int     // the encumbrance of a body with nothing on
	RestPerSecond  int     // fatigue lost per second of the clock
	AttackPerFat   int     // −1 Attack per AttackPerFat fatigue
	DefencePerFat  int     // −1 Defence per DefencePerFat fatigue
	MaxFatigue     int     // at this fatigue: no attack, Defence 0; fatigue never goes beyond it
	CritDivisor    int     // a hit is critical when a DRN is below fatigue / CritDivisor
	RoundSeconds   float64 // harassment counts the attacks taken within one round of the clock
	Harassment     int     // −Harassment Defence per attack already taken this round
	Dark           int     // −Dark Attack and Defence without darkvision (the whole dungeon is caves)
	CreatureSight  bool    // creatures see in the dark unless their entry says otherwise
	StunnedPercent int     // a stunned (dazzled) defender loses this percent of its Defence
	Berserk        int     // a raging attacker: +Berserk Attack, −Berserk Defence
	Weapons        map[string]DRNWeapon
	Armours        map[string]DRNArmour
	Creatures      map[string]DRNCreature
	RaceDarkvision map[string]bool
	DefaultLength  int // a weapon's Length when its entry does not say; finesse weapons 1
}

// DRNWeapon is a weapon's drn numbers: its entry's, or what the derivation gives.
type DRNWeapon struct {
	Attack, Defence, Length, Damage int
	ArmourPiercing                  bool
	// set marks which keys the entry gave (attack, defence, length, damage, armour_piercing).
	set uint8
}

// DRNArmour is an armour piece's or a shield's drn numbers.
type DRNArmour struct {
	Protection, Encumbrance, Parry int
	set                            uint8
}

// DRNCreature is a creature's drn numbers, each added to what the derivation gives; HP, when its entry
// gives it, replaces the creature's hit points under drn.
type DRNCreature struct {
	Attack, Defence, Protection, Strength, Encumbrance int
	Darkvision                                         bool
	HP                                                 int
	set                                                uint8
}

// HitPoints is the creature's hit points under drn when its entry gives them.
func (c DRNCreature) HitPoints() (int, bool) { return c.HP, c.set&drnSet6 != 0 }

// The bits of set.
const (
	drnSet0 = 1 << iota
	drnSet1
	drnSet2
	drnSet3
	drnSet4
	drnSet5
	drnSet6
)

// DiceMean is the mean of dice, rounded half up: a weapon's drn Damage when its entry does not say.
func DiceMean(d combat.Dice) int {
	return int(math.Floor(float64(d.Count)*float64(d.Sides+1)/2 + float64(d.Bonus) + 0.5))
}

// given sets *dst to v when the entry's set has bit: a number the entry gives, in place of the default.
func given[T any](set, bit uint8, dst *T, v T) {
	if set&bit != 0 {
		*dst = v
	}
}

// Weapon is w's drn numbers: the entry's where it gives them, else Attack and Defence 0 (the chapter's
// to-hit already counts the weapon's), Length 1 for a finesse weapon and DefaultLength for others,
// Damage the mean of its dice, armour-piercing when it pierces.
func (r *DRNRules) Weapon(w combat.Weapon) DRNWeapon {
	out := DRNWeapon{Length: r.DefaultLength, Damage: DiceMean(w.Damage), ArmourPiercing: w.Pierce > 0}
	if w.Finesse {
		out.Length = 1
	}
	e, ok := r.Weapons[strings.ToLower(w.Name)]
	if !ok {
		return out
	}
	given(e.set, drnSet0, &out.Attack, e.Attack)
	given(e.set, drnSet1, &out.Defence, e.Defence)
	given(e.set, drnSet2, &out.Length, e.Length)
	given(e.set, drnSet3, &out.Damage, e.Damage)
	given(e.set, drnSet4, &out.ArmourPiercing, e.ArmourPiercing)
	return out
}

// Armour is a's drn numbers: Protection ProtectionPer × its Protection, encumbrance its weight /
// WeightPerEnc rounded up, a shield's Parry ParryPer × its Defence (and its Protection ShieldProt),
// each unless the entry says.
func (r *DRNRules) Armour(a *Armour) DRNArmour {
	out := DRNArmour{Protection: r.ProtectionPer * a.Protection}
	if r.WeightPerEnc > 0 {
		out.Encumbrance = int(math.Ceil(a.Weight/r.WeightPerEnc - 1e-9))
	}
	if a.Category == CategoryShield {
		out.Parry, out.Protection = r.ParryPer*a.Defence, r.ShieldProt
	}
	e, ok := r.Armours[strings.ToLower(a.Name)]
	if !ok {
		return out
	}
	given(e.set, drnSet0, &out.Protection, e.Protection)
	given(e.set, drnSet1, &out.Encumbrance, e.Encumbrance)
	given(e.set, drnSet2, &out.Parry, e.Parry)
	return out
}

// Creature is the creature's drn entry, the zero one (adding nothing, darkvision CreatureSight) when none.
func (r *DRNRules) Creature(name string) DRNCreature {
	e, ok := r.Creatures[strings.ToLower(name)]
	if !ok || e.set&drnSet5 == 0 {
		e.Darkvision = r.CreatureSight
	}
	return e
}

type drnFile struct {
	AttackBase     int           `toml:"attack_base"`
	DefenceOffset  int           `toml:"defence_offset"`
	ProtectionPer  int           `toml:"protection_per_point"`
	ParryPer       int           `toml:"parry_per_point"`
	ShieldProt     int           `toml:"shield_protection"`
	WeightPerEnc   float64       `toml:"weight_per_encumbrance"`
	BaseEnc        int           `toml:"base_encumbrance"`
	DefaultLength  int           `toml:"weapon_length"`
	RestPerSecond  int           `toml:"rest_per_second"`
	AttackPerFat   int           `toml:"attack_per_fatigue"`
	DefencePerFat  int           `toml:"defence_per_fatigue"`
	MaxFatigue     int           `toml:"max_fatigue"`
	CritDivisor    int           `toml:"crit_divisor"`
	RoundSeconds   float64       `toml:"round_seconds"`
	Harassment     int           `toml:"harassment"`
	Dark           int           `toml:"dark"`
	CreatureSight  bool          `toml:"creature_darkvision"`
	StunnedPercent int           `toml:"stunned_percent"`
	Berserk        int           `toml:"berserk"`
	Weapon         []drnWeapon   `toml:"weapon"`
	Armour         []drnArmour   `toml:"armour"`
	Creature       []drnCreature `toml:"creature"`
	Race           []drnRace     `toml:"race"`
}

type drnWeapon struct {
	Name           string `toml:"name"`
	Attack         int    `toml:"attack"`
	Defence        int    `toml:"defence"`
	Length         int    `toml:"length"`
	Damage         int    `toml:"damage"`
	ArmourPiercing bool   `toml:"armour_piercing"`
}

type drnArmour struct {
	Name        string `toml:"name"`
	Protection  int    `toml:"protection"`
	Encumbrance int    `toml:"encumbrance"`
	Parry       int    `toml:"parry"`
}

type drnCreature struct {
	Name        string `toml:"name"`
	Attack      int    `toml:"attack"`
	Defence     int    `toml:"defence"`
	Protection  int    `toml:"protection"`
	Strength    int    `toml:"strength"`
	Encumbrance int    `toml:"encumbrance"`
	Darkvision  bool   `toml:"darkvision"`
	HP          int    `toml:"hp"`
}

type drnRace struct {
	Name       string `toml:"name"`
	Darkvision bool   `toml:"darkvision"`
}

// drnKeys are the top-level keys drn.toml must give.
var drnKeys = []string{"attack_base", "defence_offset", "protection_per_point", "parry_per_point", "shield_protection",
	"weight_per_encumbrance", "base_encumbrance", "weapon_length", "rest_per_second", "attack_per_fatigue",
	"defence_per_fatigue", "max_fatigue", "crit_divisor", "round_seconds", "harassment", "dark",
	"creature_darkvision", "stunned_percent", "berserk"}

// setBits is the set mask of the keys of an entry that g gives.
func setBits(g *ent, keys ...string) uint8 {
	var b uint8
	for i, k := range keys {
		if g.has(k) {
			b |= 1 << i
		}
	}
	return b
}

func (l *loader) drnFile(file string, data []byte) {
	r := &l.d.DRN
	r.Weapons, r.Armours = map[string]DRNWeapon{}, map[string]DRNArmour{}
	r.Creatures, r.RaceDarkvision = map[string]DRNCreature{}, map[string]bool{}
	groups, read := rulesGroups[drnFile](file, data, &l.errs)
	seen := map[string]bool{}
	for _, g := range groups {
		v := g.val
		if g.table == "" {
			if !g.require(drnKeys...) {
				continue
			}
			g.intIn("attack_base", v.AttackBase, -50, 100)
			g.intIn("defence_offset", v.DefenceOffset, -50, 50)
			g.intIn("protection_per_point", v.ProtectionPer, 0, 20)
			g.intIn("parry_per_point", v.ParryPer, 0, 20)
			g.intIn("shield_protection", v.ShieldProt, 0, 100)
			g.floatIn("weight_per_encumbrance", v.WeightPerEnc, 0.1, 1000)
			g.intIn("base_encumbrance", v.BaseEnc, 0, 50)
			g.intIn("weapon_length", v.DefaultLength, 0, 10)
			g.intIn("rest_per_second", v.RestPerSecond, 0, 100)
			g.intIn("attack_per_fatigue", v.AttackPerFat, 1, 1000)
			g.intIn("defence_per_fatigue", v.DefencePerFat, 1, 1000)
			g.intIn("max_fatigue", v.MaxFatigue, 1, 1000)
			g.intIn("crit_divisor", v.CritDivisor, 1, 1000)
			g.floatIn("round_seconds", v.RoundSeconds, 0.1, 60)
			g.intIn("harassment", v.Harassment, 0, 20)
			g.intIn("dark", v.Dark, 0, 20)
			g.intIn("stunned_percent", v.StunnedPercent, 0, 100)
			g.intIn("berserk", v.Berserk, 0, 20)
			r.AttackBase, r.DefenceOffset, r.ProtectionPer, r.ParryPer = v.AttackBase, v.DefenceOffset, v.ProtectionPer, v.ParryPer
			r.ShieldProt, r.WeightPerEnc, r.BaseEnc, r.DefaultLength = v.ShieldProt, v.WeightPerEnc, v.BaseEnc, v.DefaultLength
			r.RestPerSecond, r.AttackPerFat, r.DefencePerFat, r.MaxFatigue = v.RestPerSecond, v.AttackPerFat, v.DefencePerFat, v.MaxFatigue
			r.CritDivisor, r.RoundSeconds, r.Harassment, r.Dark = v.CritDivisor, v.RoundSeconds, v.Harassment, v.Dark
			r.CreatureSight, r.StunnedPercent, r.Berserk = v.CreatureSight, v.StunnedPercent, v.Berserk
			continue
		}
		if !g.once(seen, g.table, g.name) {
			continue
		}
		name := strings.ToLower(g.name)
		switch g.table {
		case "weapon":
			e := v.Weapon[0]
			g.intIn("attack", e.Attack, -20, 20)
			g.intIn("defence", e.Defence, -20, 20)
			g.intIn("length", e.Length, 0, 10)
			g.intIn("damage", e.Damage, -10, 100)
			r.Weapons[name] = DRNWeapon{Attack: e.Attack, Defence: e.Defence, Length: e.Length, Damage: e.Damage,
				ArmourPiercing: e.ArmourPiercing, set: setBits(g.ent, "attack", "defence", "length", "damage", "armour_piercing")}
			l.drnRefs = append(l.drnRefs, drnRef{"weapons.toml", func() { g.ref("name", "weapon", e.Name, l.weapons) }})
		case "armour":
			e := v.Armour[0]
			g.intIn("protection", e.Protection, 0, 100)
			g.intIn("encumbrance", e.Encumbrance, 0, 50)
			g.intIn("parry", e.Parry, 0, 50)
			r.Armours[name] = DRNArmour{Protection: e.Protection, Encumbrance: e.Encumbrance, Parry: e.Parry,
				set: setBits(g.ent, "protection", "encumbrance", "parry")}
			l.drnRefs = append(l.drnRefs, drnRef{"armour.toml", func() { g.ref("name", "armour", e.Name, l.armours) }})
		case "creature":
			e := v.Creature[0]
			for _, k := range []struct {
				key string
				v   int
			}{{"attack", e.Attack}, {"defence", e.Defence}, {"protection", e.Protection}, {"strength", e.Strength}, {"encumbrance", e.Encumbrance}} {
				g.intIn(k.key, k.v, -50, 100)
			}
			if g.has("hp") {
				g.intIn("hp", e.HP, 1, 10000)
			}
			r.Creatures[name] = DRNCreature{Attack: e.Attack, Defence: e.Defence, Protection: e.Protection, Strength: e.Strength,
				Encumbrance: e.Encumbrance, Darkvision: e.Darkvision, HP: e.HP,
				set: setBits(g.ent, "attack", "defence", "protection", "strength", "encumbrance", "darkvision", "hp")}
			l.drnRefs = append(l.drnRefs, drnRef{"creatures.toml", func() { g.ref("name", "creature", e.Name, l.creatures) }})
		case "race":
			e := v.Race[0]
			r.RaceDarkvision[name] = e.Darkvision
			l.drnRefs = append(l.drnRefs, drnRef{"races.toml", func() { g.ref("name", "race", e.Name, l.races) }})
		default:
			g.errorf("", "drn.toml has no [[%s]] entries", g.table)
		}
	}
	if !read {
		l.errs = append(l.errs, Problem{File: file, Line: 1, Col: 1, Msg: fmt.Sprintf("missing keys: drn.toml needs %s before its entries", strings.Join(drnKeys, ", "))})
	}
}

// drnRef is a name drn.toml refers to, checked once every other file reads without a problem (so that
// an emptied weapons.toml does not bury its own messages under drn.toml's); file is where the name lives.
type drnRef struct {
	file  string
	check func()
}
