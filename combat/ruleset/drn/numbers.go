// drn.toml: the numbers of the drn rule set (combat/RULES.md §32.3), derived from the chapter's by the
// file's rules, overridden entry by entry.

package drn

import (
	"math"
	"strings"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
)

// Numbers is drn.toml: how the chapter's numbers become drn's, and the entries that override them. Every
// weapon, armour piece, shield and creature is covered by the derivation; an entry overrides the keys it
// gives, and only those.
type Numbers struct {
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
	Weapons        map[string]WeaponNumbers
	Armours        map[string]ArmourNumbers
	Creatures      map[string]CreatureNumbers
	RaceDarkvision map[string]bool
	DefaultLength  int // a weapon's Length when its entry does not say; finesse weapons 1
}

// WeaponNumbers is a weapon's drn numbers: its entry's, or what the derivation gives.
type WeaponNumbers struct {
	Attack, Defence, Length, Damage int
	ArmourPiercing                  bool
	// set marks which keys the entry gave (attack, defence, length, damage, armour_piercing).
	set uint8
}

// ArmourNumbers is an armour piece's or a shield's drn numbers.
type ArmourNumbers struct {
	Protection, Encumbrance, Parry int
	set                            uint8
}

// CreatureNumbers is a creature's drn numbers, each added to what the derivation gives; HP, when its entry
// gives it, replaces the creature's hit points under drn.
type CreatureNumbers struct {
	Attack, Defence, Protection, Strength, Encumbrance int
	Darkvision                                         bool
	HP                                                 int
	set                                                uint8
}

// HitPoints is the creature's hit points under drn when its entry gives them.
func (c CreatureNumbers) HitPoints() (int, bool) { return c.HP, c.set&set6 != 0 }

// The bits of set.
const (
	set0 = 1 << iota
	set1
	set2
	set3
	set4
	set5
	set6
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
func (r *Numbers) Weapon(w combat.Weapon) WeaponNumbers {
	out := WeaponNumbers{Length: r.DefaultLength, Damage: DiceMean(w.Damage), ArmourPiercing: w.Pierce > 0}
	if w.Finesse {
		out.Length = 1
	}
	e, ok := entry(r.Weapons, w.Name)
	if !ok {
		return out
	}
	given(e.set, set0, &out.Attack, e.Attack)
	given(e.set, set1, &out.Defence, e.Defence)
	given(e.set, set2, &out.Length, e.Length)
	given(e.set, set3, &out.Damage, e.Damage)
	given(e.set, set4, &out.ArmourPiercing, e.ArmourPiercing)
	return out
}

// Armour is a's drn numbers: Protection ProtectionPer × its Protection, encumbrance its weight /
// WeightPerEnc rounded up, a shield's Parry ParryPer × its Defence (and its Protection ShieldProt),
// each unless the entry says.
func (r *Numbers) Armour(a ruleset.Piece) ArmourNumbers {
	out := ArmourNumbers{Protection: r.ProtectionPer * a.Protection}
	if r.WeightPerEnc > 0 {
		out.Encumbrance = int(math.Ceil(a.Weight/r.WeightPerEnc - 1e-9))
	}
	if a.Shield {
		out.Parry, out.Protection = r.ParryPer*a.Defence, r.ShieldProt
	}
	e, ok := entry(r.Armours, a.Name)
	if !ok {
		return out
	}
	given(e.set, set0, &out.Protection, e.Protection)
	given(e.set, set1, &out.Encumbrance, e.Encumbrance)
	given(e.set, set2, &out.Parry, e.Parry)
	return out
}

// Creature is the creature's drn entry, the zero one (adding nothing, darkvision CreatureSight) when none.
func (r *Numbers) Creature(name string) CreatureNumbers {
	e, ok := entry(r.Creatures, name)
	if !ok || e.set&set5 == 0 {
		e.Darkvision = r.CreatureSight
	}
	return e
}

// entry is m's entry for name, its keys lower case: m[strings.ToLower(name)], with nothing allocated for a
// name of ASCII up to 64 bytes (the odds ask one a blow: a creature's name with capitals, "Grip", would
// allocate each time).
func entry[V any](m map[string]V, name string) (V, bool) {
	var buf [64]byte
	if len(name) > len(buf) {
		v, ok := m[strings.ToLower(name)]
		return v, ok
	}
	low := buf[:len(name)]
	for i := range len(name) {
		c := name[i]
		if c >= 0x80 { // beyond ASCII: Unicode's lower case
			v, ok := m[strings.ToLower(name)]
			return v, ok
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		low[i] = c
	}
	v, ok := m[string(low)]
	return v, ok
}

// file is drn.toml's schema.
type file struct {
	AttackBase     int            `toml:"attack_base"`
	DefenceOffset  int            `toml:"defence_offset"`
	ProtectionPer  int            `toml:"protection_per_point"`
	ParryPer       int            `toml:"parry_per_point"`
	ShieldProt     int            `toml:"shield_protection"`
	WeightPerEnc   float64        `toml:"weight_per_encumbrance"`
	BaseEnc        int            `toml:"base_encumbrance"`
	DefaultLength  int            `toml:"weapon_length"`
	RestPerSecond  int            `toml:"rest_per_second"`
	AttackPerFat   int            `toml:"attack_per_fatigue"`
	DefencePerFat  int            `toml:"defence_per_fatigue"`
	MaxFatigue     int            `toml:"max_fatigue"`
	CritDivisor    int            `toml:"crit_divisor"`
	RoundSeconds   float64        `toml:"round_seconds"`
	Harassment     int            `toml:"harassment"`
	Dark           int            `toml:"dark"`
	CreatureSight  bool           `toml:"creature_darkvision"`
	StunnedPercent int            `toml:"stunned_percent"`
	Berserk        int            `toml:"berserk"`
	Weapon         []fileWeapon   `toml:"weapon"`
	Armour         []fileArmour   `toml:"armour"`
	Creature       []fileCreature `toml:"creature"`
	Race           []fileRace     `toml:"race"`
}

type fileWeapon struct {
	Name           string `toml:"name"`
	Attack         int    `toml:"attack"`
	Defence        int    `toml:"defence"`
	Length         int    `toml:"length"`
	Damage         int    `toml:"damage"`
	ArmourPiercing bool   `toml:"armour_piercing"`
}

type fileArmour struct {
	Name        string `toml:"name"`
	Protection  int    `toml:"protection"`
	Encumbrance int    `toml:"encumbrance"`
	Parry       int    `toml:"parry"`
}

type fileCreature struct {
	Name        string `toml:"name"`
	Attack      int    `toml:"attack"`
	Defence     int    `toml:"defence"`
	Protection  int    `toml:"protection"`
	Strength    int    `toml:"strength"`
	Encumbrance int    `toml:"encumbrance"`
	Darkvision  bool   `toml:"darkvision"`
	HP          int    `toml:"hp"`
}

type fileRace struct {
	Name       string `toml:"name"`
	Darkvision bool   `toml:"darkvision"`
}

// topKeys are the top-level keys drn.toml must give.
var topKeys = []string{"attack_base", "defence_offset", "protection_per_point", "parry_per_point", "shield_protection",
	"weight_per_encumbrance", "base_encumbrance", "weapon_length", "rest_per_second", "attack_per_fatigue",
	"defence_per_fatigue", "max_fatigue", "crit_divisor", "round_seconds", "harassment", "dark",
	"creature_darkvision", "stunned_percent", "berserk"}

// read reads drn.toml from src.
func read(src ruleset.Source) *Numbers {
	r := &Numbers{Weapons: map[string]WeaponNumbers{}, Armours: map[string]ArmourNumbers{},
		Creatures: map[string]CreatureNumbers{}, RaceDarkvision: map[string]bool{}}
	seen := map[string]bool{}
	for _, g := range src.Entries() {
		v := g.Value().(*file)
		if g.Table() == "" {
			if !g.Require(topKeys...) {
				continue
			}
			g.IntIn("attack_base", v.AttackBase, -50, 100)
			g.IntIn("defence_offset", v.DefenceOffset, -50, 50)
			g.IntIn("protection_per_point", v.ProtectionPer, 0, 20)
			g.IntIn("parry_per_point", v.ParryPer, 0, 20)
			g.IntIn("shield_protection", v.ShieldProt, 0, 100)
			g.FloatIn("weight_per_encumbrance", v.WeightPerEnc, 0.1, 1000)
			g.IntIn("base_encumbrance", v.BaseEnc, 0, 50)
			g.IntIn("weapon_length", v.DefaultLength, 0, 10)
			g.IntIn("rest_per_second", v.RestPerSecond, 0, 100)
			g.IntIn("attack_per_fatigue", v.AttackPerFat, 1, 1000)
			g.IntIn("defence_per_fatigue", v.DefencePerFat, 1, 1000)
			g.IntIn("max_fatigue", v.MaxFatigue, 1, 1000)
			g.IntIn("crit_divisor", v.CritDivisor, 1, 1000)
			g.FloatIn("round_seconds", v.RoundSeconds, 0.1, 60)
			g.IntIn("harassment", v.Harassment, 0, 20)
			g.IntIn("dark", v.Dark, 0, 20)
			g.IntIn("stunned_percent", v.StunnedPercent, 0, 100)
			g.IntIn("berserk", v.Berserk, 0, 20)
			r.AttackBase, r.DefenceOffset, r.ProtectionPer, r.ParryPer = v.AttackBase, v.DefenceOffset, v.ProtectionPer, v.ParryPer
			r.ShieldProt, r.WeightPerEnc, r.BaseEnc, r.DefaultLength = v.ShieldProt, v.WeightPerEnc, v.BaseEnc, v.DefaultLength
			r.RestPerSecond, r.AttackPerFat, r.DefencePerFat, r.MaxFatigue = v.RestPerSecond, v.AttackPerFat, v.DefencePerFat, v.MaxFatigue
			r.CritDivisor, r.RoundSeconds, r.Harassment, r.Dark = v.CritDivisor, v.RoundSeconds, v.Harassment, v.Dark
			r.CreatureSight, r.StunnedPercent, r.Berserk = v.CreatureSight, v.StunnedPercent, v.Berserk
			continue
		}
		if !g.Once(seen, g.Name()) {
			continue
		}
		name := strings.ToLower(g.Name())
		switch g.Table() {
		case "weapon":
			e := v.Weapon[0]
			g.IntIn("attack", e.Attack, -20, 20)
			g.IntIn("defence", e.Defence, -20, 20)
			g.IntIn("length", e.Length, 0, 10)
			g.IntIn("damage", e.Damage, -10, 100)
			r.Weapons[name] = WeaponNumbers{Attack: e.Attack, Defence: e.Defence, Length: e.Length, Damage: e.Damage,
				ArmourPiercing: e.ArmourPiercing, set: ruleset.KeysGiven(g, "attack", "defence", "length", "damage", "armour_piercing")}
			g.Ref("name", "weapon", e.Name)
		case "armour":
			e := v.Armour[0]
			g.IntIn("protection", e.Protection, 0, 100)
			g.IntIn("encumbrance", e.Encumbrance, 0, 50)
			g.IntIn("parry", e.Parry, 0, 50)
			r.Armours[name] = ArmourNumbers{Protection: e.Protection, Encumbrance: e.Encumbrance, Parry: e.Parry,
				set: ruleset.KeysGiven(g, "protection", "encumbrance", "parry")}
			g.Ref("name", "armour", e.Name)
		case "creature":
			e := v.Creature[0]
			for _, k := range []struct {
				key string
				v   int
			}{{"attack", e.Attack}, {"defence", e.Defence}, {"protection", e.Protection}, {"strength", e.Strength}, {"encumbrance", e.Encumbrance}} {
				g.IntIn(k.key, k.v, -50, 100)
			}
			if g.Has("hp") {
				g.IntIn("hp", e.HP, 1, 10000)
			}
			r.Creatures[name] = CreatureNumbers{Attack: e.Attack, Defence: e.Defence, Protection: e.Protection, Strength: e.Strength,
				Encumbrance: e.Encumbrance, Darkvision: e.Darkvision, HP: e.HP,
				set: ruleset.KeysGiven(g, "attack", "defence", "protection", "strength", "encumbrance", "darkvision", "hp")}
			g.Ref("name", "creature", e.Name)
		case "race":
			e := v.Race[0]
			r.RaceDarkvision[name] = e.Darkvision
			g.Ref("name", "race", e.Name)
		default:
			g.Problem("", "drn.toml has no [[%s]] entries", g.Table())
		}
	}
	if !src.TopLevel() {
		src.Problem("missing keys: drn.toml needs %s before its entries", strings.Join(topKeys, ", "))
	}
	return r
}
