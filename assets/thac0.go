// thac0.toml: the numbers of the thac0 rule set (combat/RULES.md §33), derived from the chapter's by the
// file's rules, overridden entry by entry.

package assets

import (
	"fmt"
	"math"
	"strings"

	"github.com/cleave-game/cleave/combat"
)

// THAC0Rules is thac0.toml: how the chapter's numbers become AD&D's, the Strength and Dexterity tables,
// and the entries that override the derivation. Every weapon, armour piece, shield and creature is covered
// by the derivation; an entry overrides the keys it gives, and only those.
type THAC0Rules struct {
	Base           int     // THAC0 = Base − level (a fighter's table: 20 at level 1, 14 at level 7)
	LevelBase      int     // level = LevelBase + the to-hit the ranks of the weapon's skill and style give
	HPPerLevel     int     // a creature's level: its hit points / HPPerLevel, at least 1
	ACBase         int     // AC = ACBase − the chapter's Defence beyond 10 other than Dexterity − the Dexterity table
	Natural20      bool    // a natural 20 always hits
	Natural1       bool    // a natural 1 always misses
	CritMultiplier int     // a natural 20 that hits deals this many times its damage (1: no criticals)
	SecondsPerSpd  float64 // a blow takes speed factor × SecondsPerSpd seconds; derived factor = blow time / it
	Strength       []THAC0StatRow
	Dexterity      []THAC0StatRow
	// Saves is the saving throw against poison by level (Score the level a row starts at, Hit the d20 it
	// needs): a poisoned hit poisons only when the target fails it.
	Saves     []THAC0StatRow
	Weapons   map[string]THAC0Weapon
	Armours   map[string]THAC0Armour
	Creatures map[string]THAC0Creature
}

// THAC0StatRow is one row of a table by score: from Score up to the next row's, Hit to hit and Damage to
// damage (Strength), or Hit to hit with missiles and AC to Armour Class (Dexterity, negative is better).
type THAC0StatRow struct {
	Score, Hit, Damage, AC int
}

// THAC0Weapon is a weapon's thac0 numbers: its speed factor (1–10) and whether the entry gave it.
type THAC0Weapon struct {
	Speed    int
	SpeedSet bool // the entry gave the speed factor: a blow takes Speed × SecondsPerSpd seconds
}

// THAC0Armour is an armour piece's or shield's AC bonus, when its entry gives one (replacing what it adds
// to the chapter's Defence).
type THAC0Armour struct {
	AC    int
	ACSet bool
}

// THAC0Creature is a creature's entry: THAC0, AC and level, each replacing the derivation's when set.
type THAC0Creature struct {
	THAC0, AC, Level int
	set              uint8
}

// THAC0Of is the creature's THAC0 when its entry gives one.
func (c THAC0Creature) THAC0Of() (int, bool) { return c.THAC0, c.set&drnSet0 != 0 }

// ACOf is the creature's AC when its entry gives one.
func (c THAC0Creature) ACOf() (int, bool) { return c.AC, c.set&drnSet1 != 0 }

// LevelOf is the creature's level when its entry gives one.
func (c THAC0Creature) LevelOf() (int, bool) { return c.Level, c.set&drnSet2 != 0 }

// row is the table's row for score: the last whose Score is at most score (the first row below all).
func row(t []THAC0StatRow, score int) THAC0StatRow {
	out := THAC0StatRow{}
	if len(t) > 0 {
		out = t[0]
	}
	for _, r := range t {
		if r.Score <= score {
			out = r
		}
	}
	return out
}

// StrengthRow is the Strength table's row for a Strength score.
func (r *THAC0Rules) StrengthRow(score int) THAC0StatRow { return row(r.Strength, score) }

// DexterityRow is the Dexterity table's row for a Dexterity score.
func (r *THAC0Rules) DexterityRow(score int) THAC0StatRow { return row(r.Dexterity, score) }

// SaveVsPoison is the d20 a target of level needs to shake off poison.
func (r *THAC0Rules) SaveVsPoison(level int) int { return row(r.Saves, level).Hit }

// THAC0ForLevel is Base − level.
func (r *THAC0Rules) THAC0ForLevel(level int) int { return r.Base - level }

// Speed is w's speed factor: its entry's, else its blow time / SecondsPerSpd rounded, 1 to 10 (a missile
// weapon, with no blow time, 5).
func (r *THAC0Rules) Speed(w combat.Weapon, blowTime float64) THAC0Weapon {
	if e, ok := r.Weapons[strings.ToLower(w.Name)]; ok && e.SpeedSet {
		return e
	}
	s := 5
	if blowTime > 0 && r.SecondsPerSpd > 0 {
		s = int(math.Floor(blowTime/r.SecondsPerSpd + 0.5))
	}
	return THAC0Weapon{Speed: min(10, max(1, s))}
}

// ArmourAC is a's AC bonus: its entry's, else what it adds to the chapter's Defence.
func (r *THAC0Rules) ArmourAC(a *Armour) int {
	if e, ok := r.Armours[strings.ToLower(a.Name)]; ok && e.ACSet {
		return e.AC
	}
	return a.Defence
}

// Creature is the creature's thac0 entry, the zero one (replacing nothing) when none.
func (r *THAC0Rules) Creature(name string) THAC0Creature { return r.Creatures[strings.ToLower(name)] }

type thac0File struct {
	Base           int           `toml:"thac0_base"`
	LevelBase      int           `toml:"level_base"`
	HPPerLevel     int           `toml:"creature_hp_per_level"`
	ACBase         int           `toml:"ac_base"`
	Natural20      bool          `toml:"natural_20_hits"`
	Natural1       bool          `toml:"natural_1_misses"`
	CritMultiplier int           `toml:"critical_multiplier"`
	SecondsPerSpd  float64       `toml:"seconds_per_speed"`
	Strength       []thac0Row    `toml:"strength"`
	Dexterity      []thac0Row    `toml:"dexterity"`
	Save           []thac0Save   `toml:"save_vs_poison"`
	Weapon         []thac0Weapon `toml:"weapon"`
	Armour         []thac0Armour `toml:"armour"`
	Creature       []thac0Crit   `toml:"creature"`
}

type thac0Row struct {
	Score  int `toml:"score"`
	Hit    int `toml:"hit"`
	Damage int `toml:"damage"`
	AC     int `toml:"ac"`
}

type thac0Save struct {
	Level int `toml:"level"`
	Need  int `toml:"need"`
}

type thac0Weapon struct {
	Name  string `toml:"name"`
	Speed int    `toml:"speed"`
}

type thac0Armour struct {
	Name string `toml:"name"`
	AC   int    `toml:"ac"`
}

type thac0Crit struct {
	Name  string `toml:"name"`
	THAC0 int    `toml:"thac0"`
	AC    int    `toml:"ac"`
	Level int    `toml:"level"`
}

// thac0Keys are the top-level keys thac0.toml must give.
var thac0Keys = []string{"thac0_base", "level_base", "creature_hp_per_level", "ac_base", "natural_20_hits",
	"natural_1_misses", "critical_multiplier", "seconds_per_speed"}

func (l *loader) thac0File(file string, data []byte) {
	r := &l.d.THAC0
	r.Weapons, r.Armours, r.Creatures = map[string]THAC0Weapon{}, map[string]THAC0Armour{}, map[string]THAC0Creature{}
	r.Strength, r.Dexterity, r.Saves = nil, nil, nil
	groups, read := rulesGroups[thac0File](file, data, &l.errs)
	seen := map[string]bool{}
	lastScore := map[string]int{}
	for _, g := range groups {
		v := g.val
		if g.table == "" {
			if !g.require(thac0Keys...) {
				continue
			}
			g.intIn("thac0_base", v.Base, -20, 40)
			g.intIn("level_base", v.LevelBase, 0, 40)
			g.intIn("creature_hp_per_level", v.HPPerLevel, 1, 1000)
			g.intIn("ac_base", v.ACBase, -20, 40)
			g.intIn("critical_multiplier", v.CritMultiplier, 1, 10)
			g.floatIn("seconds_per_speed", v.SecondsPerSpd, 0.01, 100)
			r.Base, r.LevelBase, r.HPPerLevel, r.ACBase = v.Base, v.LevelBase, v.HPPerLevel, v.ACBase
			r.Natural20, r.Natural1, r.CritMultiplier, r.SecondsPerSpd = v.Natural20, v.Natural1, v.CritMultiplier, v.SecondsPerSpd
			continue
		}
		if g.table == "save_vs_poison" {
			if !g.require("level", "need") {
				continue
			}
			x := v.Save[0]
			g.intIn("level", x.Level, 0, 100)
			g.intIn("need", x.Need, 1, 21)
			if last, ok := lastScore[g.table]; ok && x.Level <= last {
				g.errorf("level", "level %d: the rows of [[save_vs_poison]] go up (the last was %d)", x.Level, last)
				continue
			}
			lastScore[g.table] = x.Level
			r.Saves = append(r.Saves, THAC0StatRow{Score: x.Level, Hit: x.Need})
			continue
		}
		if g.table == "strength" || g.table == "dexterity" {
			if !g.require("score", "hit") {
				continue
			}
			e := v.Strength
			if g.table == "dexterity" {
				e = v.Dexterity
			}
			x := e[0]
			g.intIn("score", x.Score, 0, 100)
			g.intIn("hit", x.Hit, -20, 20)
			g.intIn("damage", x.Damage, -20, 30)
			g.intIn("ac", x.AC, -20, 20)
			if last, ok := lastScore[g.table]; ok && x.Score <= last {
				g.errorf("score", "score %d: the rows of [[%s]] go up (the last was %d)", x.Score, g.table, last)
				continue
			}
			lastScore[g.table] = x.Score
			row := THAC0StatRow{Score: x.Score, Hit: x.Hit, Damage: x.Damage, AC: x.AC}
			if g.table == "strength" {
				r.Strength = append(r.Strength, row)
			} else {
				r.Dexterity = append(r.Dexterity, row)
			}
			continue
		}
		if !g.once(seen, g.table, g.name) {
			continue
		}
		name := strings.ToLower(g.name)
		switch g.table {
		case "weapon":
			e := v.Weapon[0]
			if g.has("speed") {
				g.intIn("speed", e.Speed, 1, 10)
			}
			r.Weapons[name] = THAC0Weapon{Speed: e.Speed, SpeedSet: g.has("speed")}
			l.drnRefs = append(l.drnRefs, drnRef{"weapons.toml", func() { g.ref("name", "weapon", e.Name, l.weapons) }})
		case "armour":
			e := v.Armour[0]
			g.intIn("ac", e.AC, -10, 20)
			r.Armours[name] = THAC0Armour{AC: e.AC, ACSet: g.has("ac")}
			l.drnRefs = append(l.drnRefs, drnRef{"armour.toml", func() { g.ref("name", "armour", e.Name, l.armours) }})
		case "creature":
			e := v.Creature[0]
			g.intIn("thac0", e.THAC0, -20, 40)
			g.intIn("ac", e.AC, -20, 20)
			if g.has("level") {
				g.intIn("level", e.Level, 1, 40)
			}
			r.Creatures[name] = THAC0Creature{THAC0: e.THAC0, AC: e.AC, Level: e.Level, set: setBits(g.ent, "thac0", "ac", "level")}
			l.drnRefs = append(l.drnRefs, drnRef{"creatures.toml", func() { g.ref("name", "creature", e.Name, l.creatures) }})
		default:
			g.errorf("", "thac0.toml has no [[%s]] entries", g.table)
		}
	}
	if !read {
		l.errs = append(l.errs, Problem{File: file, Line: 1, Col: 1, Msg: fmt.Sprintf("missing keys: thac0.toml needs %s before its entries", strings.Join(thac0Keys, ", "))})
	}
	if read && (len(r.Strength) == 0 || len(r.Dexterity) == 0 || len(r.Saves) == 0) {
		l.errs = append(l.errs, Problem{File: file, Line: 1, Col: 1, Msg: "thac0.toml needs [[strength]], [[dexterity]] and [[save_vs_poison]] rows"})
	}
}
