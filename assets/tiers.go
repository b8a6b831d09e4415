// tiers.toml: the numbers of the tiers rule set (combat/RULES.md §35): three damage values per weapon,
// Critical Features by weapon group, Guard Points, the player's guard and the creatures' rule.

package assets

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/cleave-game/cleave/combat"
)

// TiersRules is tiers.toml.
type TiersRules struct {
	LightPercent, CriticalPercent int // a weapon's Light and Critical damage: its dice's mean × these / 100, rounded
	GPPlayer, GPCreature          int // the Guard Point pools
	RecoverSeconds                float64
	Block                         int          // what a Block takes off, spread over attacks until the blocker's next attack
	ShieldBlockDie                combat.Dice  // a shield's Block Die when its entry does not say
	DodgeDie                      combat.Dice  // the Evasion talent's Dodge Die
	DeflectDie                    combat.Dice  // the Deflect talent's Block Die, without a shield
	DodgeStepPercent              int          // the player steps after a Dodge to 0 at or below this share of its hit points
	CreatureLight, CreatureHeavy  combat.Guard // the creatures' rule: what they do against a Light hit, and a heavier one
	Weapons                       map[string][3]int
	Groups                        map[string]TiersGroup
	Shields                       map[string]combat.Dice
	Creatures                     map[string]TiersCreature
}

// TiersGroup is a weapon group's (a skill's) Critical Feature.
type TiersGroup struct {
	Bleeds bool
	Damage int
}

// TiersCreature is a creature's entry: its Guard Points and what it adds to its defence bonus.
type TiersCreature struct {
	GP, Defence      int
	GPSet            bool
	Evasion, Deflect bool // its talents (talents.toml's Evasion and Deflect rules)
}

// Damage is w's three damage values: its entry's, else its dice's mean × LightPercent, × 1, ×
// CriticalPercent (/ 100, rounded half up; the Light at least 1).
func (r *TiersRules) Damage(w combat.Weapon) [3]int {
	if e, ok := r.Weapons[strings.ToLower(w.Name)]; ok {
		return e
	}
	mean := float64(w.Damage.Count)*float64(w.Damage.Sides+1)/2 + float64(w.Damage.Bonus)
	round := func(v float64) int { return int(math.Floor(v + 0.5)) }
	return [3]int{max(1, round(mean*float64(r.LightPercent)/100)), max(1, round(mean)), max(1, round(mean*float64(r.CriticalPercent)/100))}
}

// Group is the Critical Feature of weapons of skill (none when the group has no entry).
func (r *TiersRules) Group(skill string) TiersGroup { return r.Groups[strings.ToLower(skill)] }

// Creature is the creature's entry, its GP GPCreature unless the entry says.
func (r *TiersRules) Creature(name string) TiersCreature {
	c := r.Creatures[strings.ToLower(name)]
	if !c.GPSet {
		c.GP = r.GPCreature
	}
	return c
}

// GuardNames are the guards as tiers.toml and the player's settings write them, in combat.Guard's order.
var GuardNames = []string{"none", "dodge", "block", "auto"}

type tiersFile struct {
	LightPercent    int           `toml:"light_percent"`
	CriticalPercent int           `toml:"critical_percent"`
	GPPlayer        int           `toml:"gp_player"`
	GPCreature      int           `toml:"gp_creature"`
	RecoverSeconds  float64       `toml:"gp_recover_seconds"`
	Block           int           `toml:"block"`
	ShieldBlockDie  string        `toml:"shield_block_die"`
	DodgeDie        string        `toml:"dodge_die"`
	DeflectDie      string        `toml:"deflect_die"`
	DodgeStep       int           `toml:"dodge_step_percent"`
	CreatureLight   string        `toml:"creature_guard_light"`
	CreatureHeavy   string        `toml:"creature_guard_heavy"`
	Weapon          []tiersWeapon `toml:"weapon"`
	Group           []tiersGroup  `toml:"group"`
	Shield          []tiersShield `toml:"shield"`
	Creature        []tiersCrit   `toml:"creature"`
}

type tiersWeapon struct {
	Name     string `toml:"name"`
	Light    int    `toml:"light"`
	Medium   int    `toml:"medium"`
	Critical int    `toml:"critical"`
}

type tiersGroup struct {
	Skill   string `toml:"skill"`
	Feature string `toml:"feature"`
	Damage  int    `toml:"damage"`
}

type tiersShield struct {
	Name     string `toml:"name"`
	BlockDie string `toml:"block_die"`
}

type tiersCrit struct {
	Name    string   `toml:"name"`
	GP      int      `toml:"gp"`
	Defence int      `toml:"defence"`
	Talents []string `toml:"talents"`
}

// tiersKeys are the top-level keys tiers.toml must give.
var tiersKeys = []string{"light_percent", "critical_percent", "gp_player", "gp_creature", "gp_recover_seconds", "block",
	"shield_block_die", "dodge_die", "deflect_die", "dodge_step_percent", "creature_guard_light", "creature_guard_heavy"}

func (l *loader) tiersFile(file string, data []byte) {
	r := &l.d.Tiers
	*r = TiersRules{Weapons: map[string][3]int{}, Groups: map[string]TiersGroup{}, Shields: map[string]combat.Dice{}, Creatures: map[string]TiersCreature{}}
	groups, read := rulesGroups[tiersFile](file, data, &l.errs)
	seen := map[string]bool{}
	for _, g := range groups {
		v := g.val
		if g.table == "" {
			if !g.require(tiersKeys...) {
				continue
			}
			g.intIn("light_percent", v.LightPercent, 0, 1000)
			g.intIn("critical_percent", v.CriticalPercent, 0, 1000)
			g.intIn("gp_player", v.GPPlayer, 0, 100)
			g.intIn("gp_creature", v.GPCreature, 0, 100)
			g.floatIn("gp_recover_seconds", v.RecoverSeconds, 0.1, 1000)
			g.intIn("block", v.Block, 0, 100)
			r.LightPercent, r.CriticalPercent, r.GPPlayer, r.GPCreature = v.LightPercent, v.CriticalPercent, v.GPPlayer, v.GPCreature
			r.RecoverSeconds, r.Block = v.RecoverSeconds, v.Block
			r.ShieldBlockDie = g.dice("shield_block_die", v.ShieldBlockDie)
			r.DodgeDie = g.dice("dodge_die", v.DodgeDie)
			r.DeflectDie = g.dice("deflect_die", v.DeflectDie)
			g.intIn("dodge_step_percent", v.DodgeStep, 0, 100)
			r.DodgeStepPercent = v.DodgeStep
			r.CreatureLight = combat.Guard(max(0, g.enum("creature_guard_light", v.CreatureLight, GuardNames)))
			r.CreatureHeavy = combat.Guard(max(0, g.enum("creature_guard_heavy", v.CreatureHeavy, GuardNames)))
			continue
		}
		name := g.name
		if g.table == "group" {
			if !g.require("skill") {
				continue
			}
			name = v.Group[0].Skill
		}
		if !g.once(seen, g.table, name) {
			continue
		}
		name = strings.ToLower(name)
		gg := g
		switch g.table {
		case "weapon":
			e := v.Weapon[0]
			if !g.require("light", "medium", "critical") {
				continue
			}
			for _, k := range []struct {
				key string
				v   int
			}{{"light", e.Light}, {"medium", e.Medium}, {"critical", e.Critical}} {
				g.intIn(k.key, k.v, 0, 1000)
			}
			r.Weapons[name] = [3]int{e.Light, e.Medium, e.Critical}
			l.drnRefs = append(l.drnRefs, drnRef{"weapons.toml", func() { gg.ref("name", "weapon", e.Name, l.weapons) }})
		case "group":
			e := v.Group[0]
			f := g.enum("feature", e.Feature, []string{"none", "bleed", "damage"})
			g.intIn("damage", e.Damage, 0, 100)
			r.Groups[name] = TiersGroup{Bleeds: f == 1, Damage: e.Damage}
			l.drnRefs = append(l.drnRefs, drnRef{"skills.toml", func() { gg.ref("skill", "skill", e.Skill, l.skills) }})
		case "shield":
			e := v.Shield[0]
			r.Shields[name] = g.dice("block_die", e.BlockDie)
			l.drnRefs = append(l.drnRefs, drnRef{"armour.toml", func() { gg.ref("name", "armour", e.Name, l.armours) }})
		case "creature":
			e := v.Creature[0]
			g.intIn("gp", e.GP, 0, 100)
			g.intIn("defence", e.Defence, -50, 50)
			c := TiersCreature{GP: e.GP, Defence: e.Defence, GPSet: g.has("gp")}
			l.drnRefs = append(l.drnRefs, drnRef{"creatures.toml", func() { gg.ref("name", "creature", e.Name, l.creatures) }})
			for _, tn := range e.Talents {
				l.drnRefs = append(l.drnRefs, drnRef{"talents.toml", func() { gg.ref("talents", "talent", tn, l.talents) }})
			}
			for _, t := range l.d.Talents { // talents.toml is read before tiers.toml
				if slices.ContainsFunc(e.Talents, func(n string) bool { return strings.EqualFold(n, t.Name) }) {
					c.Evasion, c.Deflect = c.Evasion || t.Evasion, c.Deflect || t.Deflect
				}
			}
			r.Creatures[name] = c
		default:
			g.errorf("", "tiers.toml has no [[%s]] entries", g.table)
		}
	}
	if !read {
		l.errs = append(l.errs, Problem{File: file, Line: 1, Col: 1, Msg: fmt.Sprintf("missing keys: tiers.toml needs %s before its entries", strings.Join(tiersKeys, ", "))})
	}
}
