// thac0.toml: the numbers of the thac0 rule set (combat/RULES.md §33.2), derived from the chapter's by the
// file's rules, overridden entry by entry.

package thac0

import (
	"math"
	"strings"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
)

// Numbers is thac0.toml: how the chapter's numbers become AD&D's, the Strength and Dexterity tables,
// and the entries that override the derivation. Every weapon, armour piece, shield and creature is covered
// by the derivation; an entry overrides the keys it gives, and only those.
type Numbers struct {
	Base           int     // THAC0 = Base − level (a fighter's table: 20 at level 1, 14 at level 7)
	LevelBase      int     // level = LevelBase + the to-hit the ranks of the weapon's skill and style give
	HPPerLevel     int     // a creature's level: its hit points / HPPerLevel, at least 1
	ACBase         int     // AC = ACBase − the chapter's Defence beyond 10 other than Dexterity − the Dexterity table
	Natural20      bool    // a natural 20 always hits
	Natural1       bool    // a natural 1 always misses
	CritMultiplier int     // a natural 20 that hits deals this many times its damage (1: no criticals)
	SecondsPerSpd  float64 // a blow takes speed factor × SecondsPerSpd seconds; derived factor = blow time / it
	Strength       []ruleset.ScoreRow
	Dexterity      []ruleset.ScoreRow
	// Saves is the saving throw against poison by level (Score the level a row starts at, Hit the d20 it
	// needs): a poisoned hit poisons only when the target fails it.
	Saves     []ruleset.ScoreRow
	Weapons   map[string]WeaponNumbers
	Armours   map[string]ArmourNumbers
	Creatures map[string]CreatureNumbers
}

// WeaponNumbers is a weapon's thac0 numbers: its speed factor (1–10) and whether the entry gave it.
type WeaponNumbers struct {
	Speed    int
	SpeedSet bool // the entry gave the speed factor: a blow takes Speed × SecondsPerSpd seconds
}

// ArmourNumbers is an armour piece's or shield's AC bonus, when its entry gives one (replacing what it adds
// to the chapter's Defence).
type ArmourNumbers struct {
	AC    int
	ACSet bool
}

// CreatureNumbers is a creature's entry: THAC0, AC and level, each replacing the derivation's when set.
type CreatureNumbers struct {
	THAC0, AC, Level int
	set              uint8
}

// THAC0Of is the creature's THAC0 when its entry gives one.
func (c CreatureNumbers) THAC0Of() (int, bool) { return c.THAC0, c.set&set0 != 0 }

// ACOf is the creature's AC when its entry gives one.
func (c CreatureNumbers) ACOf() (int, bool) { return c.AC, c.set&set1 != 0 }

// LevelOf is the creature's level when its entry gives one.
func (c CreatureNumbers) LevelOf() (int, bool) { return c.Level, c.set&set2 != 0 }

// StrengthRow is the Strength table's row for a Strength score.
func (r *Numbers) StrengthRow(score int) ruleset.ScoreRow { return ruleset.RowAt(r.Strength, score) }

// DexterityRow is the Dexterity table's row for a Dexterity score.
func (r *Numbers) DexterityRow(score int) ruleset.ScoreRow { return ruleset.RowAt(r.Dexterity, score) }

// SaveVsPoison is the d20 a target of level needs to shake off poison.
func (r *Numbers) SaveVsPoison(level int) int { return ruleset.RowAt(r.Saves, level).Hit }

// THAC0ForLevel is Base − level.
func (r *Numbers) THAC0ForLevel(level int) int { return r.Base - level }

// Speed is w's speed factor: its entry's, else its blow time / SecondsPerSpd rounded, 1 to 10 (a missile
// weapon, with no blow time, 5).
func (r *Numbers) Speed(w combat.Weapon, blowTime float64) WeaponNumbers {
	if e, ok := r.Weapons[strings.ToLower(w.Name)]; ok && e.SpeedSet {
		return e
	}
	s := 5
	if blowTime > 0 && r.SecondsPerSpd > 0 {
		s = int(math.Floor(blowTime/r.SecondsPerSpd + 0.5))
	}
	return WeaponNumbers{Speed: min(10, max(1, s))}
}

// ArmourAC is a's AC bonus: its entry's, else what it adds to the chapter's Defence.
func (r *Numbers) ArmourAC(a ruleset.Piece) int {
	if e, ok := r.Armours[strings.ToLower(a.Name)]; ok && e.ACSet {
		return e.AC
	}
	return a.Defence
}

// Creature is the creature's thac0 entry, the zero one (replacing nothing) when none.
func (r *Numbers) Creature(name string) CreatureNumbers { return r.Creatures[strings.ToLower(name)] }

// The bits of CreatureNumbers.set.
const (
	set0 = 1 << iota
	set1
	set2
)

// file is thac0.toml's schema.
type file struct {
	Base           int            `toml:"thac0_base"`
	LevelBase      int            `toml:"level_base"`
	HPPerLevel     int            `toml:"creature_hp_per_level"`
	ACBase         int            `toml:"ac_base"`
	Natural20      bool           `toml:"natural_20_hits"`
	Natural1       bool           `toml:"natural_1_misses"`
	CritMultiplier int            `toml:"critical_multiplier"`
	SecondsPerSpd  float64        `toml:"seconds_per_speed"`
	Strength       []fileRow      `toml:"strength"`
	Dexterity      []fileRow      `toml:"dexterity"`
	Save           []fileSave     `toml:"save_vs_poison"`
	Weapon         []fileWeapon   `toml:"weapon"`
	Armour         []fileArmour   `toml:"armour"`
	Creature       []fileCreature `toml:"creature"`
}

type fileRow struct {
	Score  int `toml:"score"`
	Hit    int `toml:"hit"`
	Damage int `toml:"damage"`
	AC     int `toml:"ac"`
}

type fileSave struct {
	Level int `toml:"level"`
	Need  int `toml:"need"`
}

type fileWeapon struct {
	Name  string `toml:"name"`
	Speed int    `toml:"speed"`
}

type fileArmour struct {
	Name string `toml:"name"`
	AC   int    `toml:"ac"`
}

type fileCreature struct {
	Name  string `toml:"name"`
	THAC0 int    `toml:"thac0"`
	AC    int    `toml:"ac"`
	Level int    `toml:"level"`
}

// topKeys are the top-level keys thac0.toml must give.
var topKeys = []string{"thac0_base", "level_base", "creature_hp_per_level", "ac_base", "natural_20_hits",
	"natural_1_misses", "critical_multiplier", "seconds_per_speed"}

// read reads thac0.toml from src.
func read(src ruleset.Source) *Numbers {
	r := &Numbers{}
	r.Weapons, r.Armours, r.Creatures = map[string]WeaponNumbers{}, map[string]ArmourNumbers{}, map[string]CreatureNumbers{}
	r.Strength, r.Dexterity, r.Saves = nil, nil, nil
	seen := map[string]bool{}
	lastScore := map[string]int{}
	for _, g := range src.Entries() {
		v := g.Value().(*file)
		if g.Table() == "" {
			if !g.Require(topKeys...) {
				continue
			}
			g.IntIn("thac0_base", v.Base, -20, 40)
			g.IntIn("level_base", v.LevelBase, 0, 40)
			g.IntIn("creature_hp_per_level", v.HPPerLevel, 1, 1000)
			g.IntIn("ac_base", v.ACBase, -20, 40)
			g.IntIn("critical_multiplier", v.CritMultiplier, 1, 10)
			g.FloatIn("seconds_per_speed", v.SecondsPerSpd, 0.01, 100)
			r.Base, r.LevelBase, r.HPPerLevel, r.ACBase = v.Base, v.LevelBase, v.HPPerLevel, v.ACBase
			r.Natural20, r.Natural1, r.CritMultiplier, r.SecondsPerSpd = v.Natural20, v.Natural1, v.CritMultiplier, v.SecondsPerSpd
			continue
		}
		if g.Table() == "save_vs_poison" {
			if !g.Require("level", "need") {
				continue
			}
			x := v.Save[0]
			g.IntIn("level", x.Level, 0, 100)
			g.IntIn("need", x.Need, 1, 21)
			if last, ok := lastScore[g.Table()]; ok && x.Level <= last {
				g.Problem("level", "level %d: the rows of [[save_vs_poison]] go up (the last was %d)", x.Level, last)
				continue
			}
			lastScore[g.Table()] = x.Level
			r.Saves = append(r.Saves, ruleset.ScoreRow{Score: x.Level, Hit: x.Need})
			continue
		}
		if g.Table() == "strength" || g.Table() == "dexterity" {
			if !g.Require("score", "hit") {
				continue
			}
			e := v.Strength
			if g.Table() == "dexterity" {
				e = v.Dexterity
			}
			x := e[0]
			g.IntIn("score", x.Score, 0, 100)
			g.IntIn("hit", x.Hit, -20, 20)
			g.IntIn("damage", x.Damage, -20, 30)
			g.IntIn("ac", x.AC, -20, 20)
			if last, ok := lastScore[g.Table()]; ok && x.Score <= last {
				g.Problem("score", "score %d: the rows of [[%s]] go up (the last was %d)", x.Score, g.Table(), last)
				continue
			}
			lastScore[g.Table()] = x.Score
			row := ruleset.ScoreRow{Score: x.Score, Hit: x.Hit, Damage: x.Damage, AC: x.AC}
			if g.Table() == "strength" {
				r.Strength = append(r.Strength, row)
			} else {
				r.Dexterity = append(r.Dexterity, row)
			}
			continue
		}
		if !g.Once(seen, g.Name()) {
			continue
		}
		name := strings.ToLower(g.Name())
		switch g.Table() {
		case "weapon":
			e := v.Weapon[0]
			if g.Has("speed") {
				g.IntIn("speed", e.Speed, 1, 10)
			}
			r.Weapons[name] = WeaponNumbers{Speed: e.Speed, SpeedSet: g.Has("speed")}
			g.Ref("name", "weapon", e.Name)
		case "armour":
			e := v.Armour[0]
			g.IntIn("ac", e.AC, -10, 20)
			r.Armours[name] = ArmourNumbers{AC: e.AC, ACSet: g.Has("ac")}
			g.Ref("name", "armour", e.Name)
		case "creature":
			e := v.Creature[0]
			g.IntIn("thac0", e.THAC0, -20, 40)
			g.IntIn("ac", e.AC, -20, 20)
			if g.Has("level") {
				g.IntIn("level", e.Level, 1, 40)
			}
			r.Creatures[name] = CreatureNumbers{THAC0: e.THAC0, AC: e.AC, Level: e.Level, set: ruleset.KeysGiven(g, "thac0", "ac", "level")}
			g.Ref("name", "creature", e.Name)
		default:
			g.Problem("", "thac0.toml has no [[%s]] entries", g.Table())
		}
	}
	if !src.TopLevel() {
		src.Problem("missing keys: thac0.toml needs %s before its entries", strings.Join(topKeys, ", "))
	}
	if src.TopLevel() && (len(r.Strength) == 0 || len(r.Dexterity) == 0 || len(r.Saves) == 0) {
		src.Problem("thac0.toml needs [[strength]], [[dexterity]] and [[save_vs_poison]] rows")
	}
	return r
}
