// tiers.toml: the numbers of the tiers rule set (combat/RULES.md §35.3): three damage values per weapon,
// Critical Features by weapon group, Guard Points, the player's guard and the creatures' rule.

package tiers

import (
	"math"
	"strings"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
)

// Numbers is tiers.toml.
type Numbers struct {
	LightPercent, CriticalPercent int // a weapon's Light and Critical damage: its dice's mean × these / 100, rounded
	GPPlayer, GPCreature          int // the Guard Point pools
	RecoverSeconds                float64
	Block                         int         // what a Block takes off, spread over attacks until the blocker's next attack
	ShieldBlockDie                combat.Dice // a shield's Block Die when its entry does not say
	DodgeDie                      combat.Dice // the Evasion talent's Dodge Die
	DeflectDie                    combat.Dice // the Deflect talent's Block Die, without a shield
	DodgeStepPercent              int         // the player steps after a Dodge to 0 at or below this share of its hit points
	CreatureLight, CreatureHeavy  Guard       // the creatures' rule: what they do against a Light hit, and a heavier one
	Weapons                       map[string][3]int
	Groups                        map[string]Group
	Shields                       map[string]combat.Dice
	Creatures                     map[string]CreatureNumbers
}

// Group is a weapon group's (a skill's) Critical Feature.
type Group struct {
	Bleeds bool
	Damage int
}

// CreatureNumbers is a creature's entry: its Guard Points and what it adds to its defence bonus.
type CreatureNumbers struct {
	GP, Defence      int
	GPSet            bool
	Evasion, Deflect bool // its talents (talents.toml's Evasion and Deflect rules)
}

// Damage is w's three damage values: its entry's, else its dice's mean × LightPercent, × 1, ×
// CriticalPercent (/ 100, rounded half up; the Light at least 1).
func (r *Numbers) Damage(w combat.Weapon) [3]int {
	if e, ok := r.Weapons[strings.ToLower(w.Name)]; ok {
		return e
	}
	mean := float64(w.Damage.Count)*float64(w.Damage.Sides+1)/2 + float64(w.Damage.Bonus)
	round := func(v float64) int { return int(math.Floor(v + 0.5)) }
	return [3]int{max(1, round(mean*float64(r.LightPercent)/100)), max(1, round(mean)), max(1, round(mean*float64(r.CriticalPercent)/100))}
}

// Group is the Critical Feature of weapons of skill (none when the group has no entry).
func (r *Numbers) Group(skill string) Group { return r.Groups[strings.ToLower(skill)] }

// Creature is the creature's entry, its GP GPCreature unless the entry says.
func (r *Numbers) Creature(name string) CreatureNumbers {
	c := r.Creatures[strings.ToLower(name)]
	if !c.GPSet {
		c.GP = r.GPCreature
	}
	return c
}

// guardNames are the guards as tiers.toml and the player's settings write them, in Guard's order.
var guardNames = [...]string{"none", "dodge", "block", "auto"}

// file is tiers.toml's schema.
type file struct {
	LightPercent    int            `toml:"light_percent"`
	CriticalPercent int            `toml:"critical_percent"`
	GPPlayer        int            `toml:"gp_player"`
	GPCreature      int            `toml:"gp_creature"`
	RecoverSeconds  float64        `toml:"gp_recover_seconds"`
	Block           int            `toml:"block"`
	ShieldBlockDie  string         `toml:"shield_block_die"`
	DodgeDie        string         `toml:"dodge_die"`
	DeflectDie      string         `toml:"deflect_die"`
	DodgeStep       int            `toml:"dodge_step_percent"`
	CreatureLight   string         `toml:"creature_guard_light"`
	CreatureHeavy   string         `toml:"creature_guard_heavy"`
	Weapon          []fileWeapon   `toml:"weapon"`
	Group           []fileGroup    `toml:"group"`
	Shield          []fileShield   `toml:"shield"`
	Creature        []fileCreature `toml:"creature"`
}

type fileWeapon struct {
	Name     string `toml:"name"`
	Light    int    `toml:"light"`
	Medium   int    `toml:"medium"`
	Critical int    `toml:"critical"`
}

type fileGroup struct {
	Skill   string `toml:"skill"`
	Feature string `toml:"feature"`
	Damage  int    `toml:"damage"`
}

type fileShield struct {
	Name     string `toml:"name"`
	BlockDie string `toml:"block_die"`
}

type fileCreature struct {
	Name    string   `toml:"name"`
	GP      int      `toml:"gp"`
	Defence int      `toml:"defence"`
	Talents []string `toml:"talents"`
}

// topKeys are the top-level keys tiers.toml must give.
var topKeys = []string{"light_percent", "critical_percent", "gp_player", "gp_creature", "gp_recover_seconds", "block",
	"shield_block_die", "dodge_die", "deflect_die", "dodge_step_percent", "creature_guard_light", "creature_guard_heavy"}

// read reads tiers.toml from src.
func read(src ruleset.Source) *Numbers {
	r := &Numbers{Weapons: map[string][3]int{}, Groups: map[string]Group{}, Shields: map[string]combat.Dice{}, Creatures: map[string]CreatureNumbers{}}
	seen := map[string]bool{}
	for _, g := range src.Entries() {
		v := g.Value().(*file)
		if g.Table() == "" {
			if !g.Require(topKeys...) {
				continue
			}
			g.IntIn("light_percent", v.LightPercent, 0, 1000)
			g.IntIn("critical_percent", v.CriticalPercent, 0, 1000)
			g.IntIn("gp_player", v.GPPlayer, 0, 100)
			g.IntIn("gp_creature", v.GPCreature, 0, 100)
			g.FloatIn("gp_recover_seconds", v.RecoverSeconds, 0.1, 1000)
			g.IntIn("block", v.Block, 0, 100)
			r.LightPercent, r.CriticalPercent, r.GPPlayer, r.GPCreature = v.LightPercent, v.CriticalPercent, v.GPPlayer, v.GPCreature
			r.RecoverSeconds, r.Block = v.RecoverSeconds, v.Block
			r.ShieldBlockDie = g.Dice("shield_block_die", v.ShieldBlockDie)
			r.DodgeDie = g.Dice("dodge_die", v.DodgeDie)
			r.DeflectDie = g.Dice("deflect_die", v.DeflectDie)
			g.IntIn("dodge_step_percent", v.DodgeStep, 0, 100)
			r.DodgeStepPercent = v.DodgeStep
			r.CreatureLight = Guard(max(0, g.Enum("creature_guard_light", v.CreatureLight, guardNames[:])))
			r.CreatureHeavy = Guard(max(0, g.Enum("creature_guard_heavy", v.CreatureHeavy, guardNames[:])))
			continue
		}
		name := g.Name()
		if g.Table() == "group" {
			if !g.Require("skill") {
				continue
			}
			name = v.Group[0].Skill
		}
		if !g.Once(seen, name) {
			continue
		}
		name = strings.ToLower(name)
		gg := g
		switch g.Table() {
		case "weapon":
			e := v.Weapon[0]
			if !g.Require("light", "medium", "critical") {
				continue
			}
			for _, k := range []struct {
				key string
				v   int
			}{{"light", e.Light}, {"medium", e.Medium}, {"critical", e.Critical}} {
				g.IntIn(k.key, k.v, 0, 1000)
			}
			r.Weapons[name] = [3]int{e.Light, e.Medium, e.Critical}
			gg.Ref("name", "weapon", e.Name)
		case "group":
			e := v.Group[0]
			f := g.Enum("feature", e.Feature, []string{"none", "bleed", "damage"})
			g.IntIn("damage", e.Damage, 0, 100)
			r.Groups[name] = Group{Bleeds: f == 1, Damage: e.Damage}
			gg.Ref("skill", "skill", e.Skill)
		case "shield":
			e := v.Shield[0]
			r.Shields[name] = g.Dice("block_die", e.BlockDie)
			gg.Ref("name", "armour", e.Name)
		case "creature":
			e := v.Creature[0]
			g.IntIn("gp", e.GP, 0, 100)
			g.IntIn("defence", e.Defence, -50, 50)
			c := CreatureNumbers{GP: e.GP, Defence: e.Defence, GPSet: g.Has("gp")}
			gg.Ref("name", "creature", e.Name)
			for _, tn := range e.Talents {
				gg.Ref("talents", "talent", tn)
			}
			for _, tn := range e.Talents { // talents.toml is read before tiers.toml
				if t, ok := src.Talent(tn); ok {
					c.Evasion, c.Deflect = c.Evasion || t.Evasion, c.Deflect || t.Deflect
				}
			}
			r.Creatures[name] = c
		default:
			g.Problem("", "tiers.toml has no [[%s]] entries", g.Table())
		}
	}
	if !src.TopLevel() {
		src.Problem("missing keys: tiers.toml needs %s before its entries", strings.Join(topKeys, ", "))
	}
	return r
}
