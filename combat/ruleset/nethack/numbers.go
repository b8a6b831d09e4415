// nethack.toml: the numbers of the nethack rule set (combat/RULES.md §34.2): the seed's tables, how ranks
// become skill levels, Luck and experience level, sizes, and the entries that override the derivation.

package nethack

import (
	"slices"
	"strings"

	"github.com/cleave-game/cleave/combat/ruleset"
)

// Numbers is nethack.toml.
type Numbers struct {
	ACBase        int // AC = ACBase − the chapter's Defence above 10 but Dexterity's (an armour entry's ac instead of its piece's)
	LevelBase     int // a character's experience level: LevelBase + the to-hit its ranks give
	HPPerLevel    int // a creature's level: its hit points / HPPerLevel, at least 1
	MonsterBase   int // a creature's sum: MonsterBase + its level + the target's AC (NetHack's mattacku)
	LowLevel      int // at this experience level and below, +LowLevelBonus
	LowLevelBonus int
	Luck          int // the player's base Luck: what it starts at and times out back to (RULES.md §34.4)
	// Luck earned and lost in play: its bounds, the seconds of the clock it takes to come back one toward
	// Luck, what killing a fleeing creature and reaching a new depth change it by.
	LuckMin, LuckMax int
	LuckTimeout      float64
	LuckKillFleeing  int
	LuckNewDepth     int
	// Experience: a kill earns XPPerKill + the creature's level squared; XPLevels are the points each
	// experience level from 2 on needs.
	XPPerKill     int
	XPLevels      []int
	Melee, Ranged int // +1 up close, −1 at range
	Adjacent      int // ranged: +Adjacent at distance 1, one less a step further
	DistanceFloor int // ranged: the distance bonus never below this
	Throwing      int // a throwing weapon thrown
	NonWeapon     int // a thing thrown that is no weapon made for it
	Stunned       int // against a stunned (dazed) target
	Fleeing       int // against a fleeing target
	Sleeping      int // against a sleeping target
	Paralysed     int // against a paralysed target (nothing in this game paralyses yet: the odds command's --paralysed)
	Burdened      int // the attacker burdened, stressed, strained (the chapter's three burdens)
	Stressed      int
	Strained      int
	Strength      []ruleset.ScoreRow // to hit up close
	Dexterity     []ruleset.ScoreRow // to hit, up close and at range
	Skills        []SkillLevel       // by rank, going up
	Sizes         []Size             // in order, smallest first
	Versus        []Versus
	Creatures     map[string]CreatureNumbers
	Armours       map[string]ArmourNumbers
	DefaultSize   string
}

// SkillLevel is the skill level from rank Rank up: its name, its to-hit and its two-weapon penalty.
type SkillLevel struct {
	Rank      int
	Name      string
	Hit       int
	TwoWeapon int
}

// Size is a size and what it gives to a ranged attack against it; a creature with no size in its
// entry is the first size whose UpToHP its hit points do not pass (0: no limit).
type Size struct {
	Name   string
	Hit    int
	UpToHP int
}

// Versus is a creature-specific bonus: a weapon against a creature of at least size MinSize (or
// with tag Tag).
type Versus struct {
	Weapon, MinSize, Tag string
	Hit                  int
}

// CreatureNumbers is a creature's entry: its size (and its AC and level, when given).
type CreatureNumbers struct {
	Size      string
	AC, Level int
	Luck      int // what killing one changes the player's Luck by
	set       uint8
}

// ACOf is the creature's AC when its entry gives one.
func (c CreatureNumbers) ACOf() (int, bool) { return c.AC, c.set&set1 != 0 }

// LevelOf is the creature's level when its entry gives one.
func (c CreatureNumbers) LevelOf() (int, bool) { return c.Level, c.set&set2 != 0 }

// ExpLevel is the experience level of xp experience points: 1, and one more for each of XPLevels it reaches.
func (r *Numbers) ExpLevel(xp int) int {
	l := 1
	for _, need := range r.XPLevels {
		if xp >= need {
			l++
		}
	}
	return l
}

// StrengthHit is the Strength table's to-hit for a score.
func (r *Numbers) StrengthHit(score int) int { return ruleset.RowAt(r.Strength, score).Hit }

// DexterityHit is the Dexterity table's to-hit for a score.
func (r *Numbers) DexterityHit(score int) int { return ruleset.RowAt(r.Dexterity, score).Hit }

// Skill is the skill level of a rank.
func (r *Numbers) Skill(rank int) SkillLevel {
	out := SkillLevel{}
	if len(r.Skills) > 0 {
		out = r.Skills[0]
	}
	for _, s := range r.Skills {
		if s.Rank <= rank {
			out = s
		}
	}
	return out
}

// SizeIndex is where size stands among the sizes (the default's place when unknown).
func (r *Numbers) SizeIndex(size string) int {
	i := slices.IndexFunc(r.Sizes, func(s Size) bool { return s.Name == size })
	if i < 0 && size != r.DefaultSize {
		return r.SizeIndex(r.DefaultSize)
	}
	return max(0, i)
}

// SizeHit is what a ranged attack gets against a target of size.
func (r *Numbers) SizeHit(size string) int {
	if len(r.Sizes) == 0 {
		return 0
	}
	return r.Sizes[r.SizeIndex(size)].Hit
}

// Creature is the creature's entry; its Size, when the entry does not say, the first size whose up_to_hp
// hp does not pass (the default size when hp is 0: no creature).
func (r *Numbers) Creature(name string, hp int) CreatureNumbers {
	c := r.Creatures[strings.ToLower(name)]
	if c.Size == "" {
		c.Size = r.DefaultSize
		if hp > 0 {
			for _, s := range r.Sizes {
				if s.UpToHP == 0 || hp <= s.UpToHP {
					c.Size = s.Name
					break
				}
			}
		}
	}
	return c
}

// ArmourAC is a's AC bonus: its entry's, else what it adds to the chapter's Defence.
func (r *Numbers) ArmourAC(a ruleset.Piece) int {
	if e, ok := r.Armours[strings.ToLower(a.Name)]; ok && e.ACSet {
		return e.AC
	}
	return a.Defence
}

// ArmourNumbers is an armour piece's or shield's AC bonus, when its entry gives one (replacing what it adds
// to the chapter's Defence).
type ArmourNumbers struct {
	AC    int
	ACSet bool
}

// The bits of CreatureNumbers.set.
const (
	set0 = 1 << iota
	set1
	set2
)

// file is nethack.toml's schema.
type file struct {
	ACBase        int            `toml:"ac_base"`
	LevelBase     int            `toml:"level_base"`
	HPPerLevel    int            `toml:"creature_hp_per_level"`
	MonsterBase   int            `toml:"monster_base"`
	LowLevel      int            `toml:"low_level"`
	LowLevelBonus int            `toml:"low_level_bonus"`
	Luck          int            `toml:"luck"`
	LuckMin       int            `toml:"luck_min"`
	LuckMax       int            `toml:"luck_max"`
	LuckTimeout   float64        `toml:"luck_timeout_seconds"`
	LuckFleeing   int            `toml:"luck_kill_fleeing"`
	LuckDepth     int            `toml:"luck_new_depth"`
	XPPerKill     int            `toml:"xp_per_kill"`
	XPLevels      []int          `toml:"xp_levels"`
	Melee         int            `toml:"melee"`
	Ranged        int            `toml:"ranged"`
	Adjacent      int            `toml:"adjacent"`
	DistanceFloor int            `toml:"distance_floor"`
	Throwing      int            `toml:"throwing_weapon"`
	NonWeapon     int            `toml:"non_weapon"`
	Stunned       int            `toml:"stunned"`
	Fleeing       int            `toml:"fleeing"`
	Sleeping      int            `toml:"sleeping"`
	Paralysed     int            `toml:"paralysed"`
	Burdened      int            `toml:"burdened"`
	Stressed      int            `toml:"stressed"`
	Strained      int            `toml:"strained"`
	DefaultSize   string         `toml:"default_size"`
	Strength      []fileRow      `toml:"strength"`
	Dexterity     []fileRow      `toml:"dexterity"`
	Skill         []fileSkill    `toml:"skill"`
	Size          []fileSize     `toml:"size"`
	Versus        []fileVersus   `toml:"versus"`
	Creature      []fileCreature `toml:"creature"`
	Armour        []fileArmour   `toml:"armour"`
}

type fileRow struct {
	Score  int `toml:"score"`
	Hit    int `toml:"hit"`
	Damage int `toml:"damage"`
	AC     int `toml:"ac"`
}

type fileArmour struct {
	Name string `toml:"name"`
	AC   int    `toml:"ac"`
}

type fileSkill struct {
	Rank      int    `toml:"rank"`
	Name      string `toml:"name"`
	Hit       int    `toml:"hit"`
	TwoWeapon int    `toml:"two_weapon"`
}

type fileSize struct {
	Name   string `toml:"name"`
	Hit    int    `toml:"hit"`
	UpToHP int    `toml:"up_to_hp"`
}

type fileVersus struct {
	Weapon  string `toml:"weapon"`
	MinSize string `toml:"min_size"`
	Tag     string `toml:"tag"`
	Hit     int    `toml:"hit"`
}

type fileCreature struct {
	Name  string `toml:"name"`
	Size  string `toml:"size"`
	AC    int    `toml:"ac"`
	Level int    `toml:"level"`
	Luck  int    `toml:"luck"`
}

// topKeys are the top-level keys nethack.toml must give.
var topKeys = []string{"ac_base", "level_base", "creature_hp_per_level", "monster_base", "low_level", "low_level_bonus", "luck",
	"luck_min", "luck_max", "luck_timeout_seconds", "luck_kill_fleeing", "luck_new_depth", "xp_per_kill", "xp_levels",
	"melee", "ranged", "adjacent", "distance_floor", "throwing_weapon", "non_weapon", "stunned", "fleeing", "sleeping",
	"paralysed", "burdened", "stressed", "strained", "default_size"}

// read reads nethack.toml from src.
func read(src ruleset.Source) *Numbers {
	r := &Numbers{Creatures: map[string]CreatureNumbers{}, Armours: map[string]ArmourNumbers{}}
	seen := map[string]bool{}
	last := map[string]int{}
	var sizeChecks []func()
	for _, g := range src.Entries() {
		v := g.Value().(*file)
		switch g.Table() {
		case "":
			if !g.Require(topKeys...) {
				continue
			}
			for _, k := range []struct {
				key    string
				v      int
				lo, hi int
			}{{"ac_base", v.ACBase, -20, 40}, {"level_base", v.LevelBase, 0, 30}, {"creature_hp_per_level", v.HPPerLevel, 1, 1000}, {"monster_base", v.MonsterBase, -20, 40},
				{"low_level", v.LowLevel, 0, 30}, {"low_level_bonus", v.LowLevelBonus, -10, 10}, {"luck", v.Luck, -13, 13},
				{"luck_min", v.LuckMin, -13, 0}, {"luck_max", v.LuckMax, 0, 13}, {"luck_kill_fleeing", v.LuckFleeing, -13, 13},
				{"luck_new_depth", v.LuckDepth, -13, 13}, {"xp_per_kill", v.XPPerKill, 0, 1000},
				{"melee", v.Melee, -10, 10}, {"ranged", v.Ranged, -10, 10}, {"adjacent", v.Adjacent, -10, 10},
				{"distance_floor", v.DistanceFloor, -20, 10}, {"throwing_weapon", v.Throwing, -10, 10}, {"non_weapon", v.NonWeapon, -10, 10},
				{"stunned", v.Stunned, 0, 20}, {"fleeing", v.Fleeing, 0, 20}, {"sleeping", v.Sleeping, 0, 20}, {"paralysed", v.Paralysed, 0, 20},
				{"burdened", v.Burdened, -20, 0}, {"stressed", v.Stressed, -20, 0}, {"strained", v.Strained, -20, 0}} {
				g.IntIn(k.key, k.v, k.lo, k.hi)
			}
			vs := v
			g.FloatIn("luck_timeout_seconds", v.LuckTimeout, 0, 1e6)
			if v.Luck < v.LuckMin || v.Luck > v.LuckMax {
				g.Problem("luck", "luck %d: want it within luck_min %d and luck_max %d", v.Luck, v.LuckMin, v.LuckMax)
			}
			for i, need := range v.XPLevels {
				g.IntIn("xp_levels", need, 1, 1e9)
				if i > 0 && need <= v.XPLevels[i-1] {
					g.Problem("xp_levels", "xp_levels go up: %d after %d", need, v.XPLevels[i-1])
				}
			}
			r.LuckMin, r.LuckMax, r.LuckTimeout, r.LuckKillFleeing, r.LuckNewDepth = v.LuckMin, v.LuckMax, v.LuckTimeout, v.LuckFleeing, v.LuckDepth
			r.XPPerKill, r.XPLevels = v.XPPerKill, v.XPLevels
			r.MonsterBase = vs.MonsterBase
			r.ACBase, r.LevelBase, r.HPPerLevel, r.LowLevel, r.LowLevelBonus, r.Luck = vs.ACBase, vs.LevelBase, vs.HPPerLevel, vs.LowLevel, vs.LowLevelBonus, vs.Luck
			r.Melee, r.Ranged, r.Adjacent, r.DistanceFloor, r.Throwing, r.NonWeapon = vs.Melee, vs.Ranged, vs.Adjacent, vs.DistanceFloor, vs.Throwing, vs.NonWeapon
			r.Paralysed = vs.Paralysed
			r.Stunned, r.Fleeing, r.Sleeping, r.Burdened, r.Stressed, r.Strained = vs.Stunned, vs.Fleeing, vs.Sleeping, vs.Burdened, vs.Stressed, vs.Strained
			r.DefaultSize = strings.ToLower(vs.DefaultSize)
			gg := g
			sizeChecks = append(sizeChecks, func() { r.checkSize(gg, "default_size", r.DefaultSize) })
		case "strength", "dexterity", "skill":
			var score int
			switch g.Table() {
			case "strength":
				if !g.Require("score", "hit") {
					continue
				}
				x := v.Strength[0]
				score = x.Score
				r.Strength = append(r.Strength, ruleset.ScoreRow{Score: x.Score, Hit: x.Hit})
			case "dexterity":
				if !g.Require("score", "hit") {
					continue
				}
				x := v.Dexterity[0]
				score = x.Score
				r.Dexterity = append(r.Dexterity, ruleset.ScoreRow{Score: x.Score, Hit: x.Hit})
			case "skill":
				if !g.Require("rank", "name", "hit", "two_weapon") {
					continue
				}
				x := v.Skill[0]
				score = x.Rank
				g.IntIn("hit", x.Hit, -20, 20)
				g.IntIn("two_weapon", x.TwoWeapon, -20, 0)
				r.Skills = append(r.Skills, SkillLevel{Rank: x.Rank, Name: x.Name, Hit: x.Hit, TwoWeapon: x.TwoWeapon})
			}
			key := "score"
			if g.Table() == "skill" {
				key = "rank"
			}
			g.IntIn(key, score, 0, 100)
			if p, ok := last[g.Table()]; ok && score <= p {
				g.Problem(key, "%s %d: the rows of [[%s]] go up (the last was %d)", key, score, g.Table(), p)
			}
			last[g.Table()] = score
		case "size":
			if !g.Require("name", "hit") {
				continue
			}
			x := v.Size[0]
			g.IntIn("up_to_hp", x.UpToHP, 0, 100000)
			r.Sizes = append(r.Sizes, Size{Name: strings.ToLower(x.Name), Hit: x.Hit, UpToHP: x.UpToHP})
		case "versus":
			if !g.Require("weapon", "hit") {
				continue
			}
			x := v.Versus[0]
			g.IntIn("hit", x.Hit, -20, 20)
			r.Versus = append(r.Versus, Versus{Weapon: strings.ToLower(x.Weapon), MinSize: strings.ToLower(x.MinSize), Tag: strings.ToLower(x.Tag), Hit: x.Hit})
			gg := g
			gg.Ref("weapon", "weapon", x.Weapon)
			if x.MinSize != "" {
				sizeChecks = append(sizeChecks, func() { r.checkSize(gg, "min_size", strings.ToLower(x.MinSize)) })
			}
		case "creature", "armour":
			if !g.Once(seen, g.Name()) {
				continue
			}
			name := strings.ToLower(g.Name())
			gg := g
			if g.Table() == "armour" {
				e := v.Armour[0]
				g.IntIn("ac", e.AC, -10, 20)
				r.Armours[name] = ArmourNumbers{AC: e.AC, ACSet: g.Has("ac")}
				gg.Ref("name", "armour", e.Name)
				continue
			}
			e := v.Creature[0]
			g.IntIn("ac", e.AC, -20, 20)
			if g.Has("level") {
				g.IntIn("level", e.Level, 1, 50)
			}
			g.IntIn("luck", e.Luck, -13, 13)
			r.Creatures[name] = CreatureNumbers{Size: strings.ToLower(e.Size), AC: e.AC, Level: e.Level, Luck: e.Luck, set: ruleset.KeysGiven(g, "size", "ac", "level")}
			if e.Size != "" {
				sizeChecks = append(sizeChecks, func() { r.checkSize(gg, "size", strings.ToLower(e.Size)) })
			}
			gg.Ref("name", "creature", e.Name)
		default:
			g.Problem("", "nethack.toml has no [[%s]] entries", g.Table())
		}
	}
	for _, f := range sizeChecks {
		f()
	}
	if !src.TopLevel() {
		src.Problem("missing keys: nethack.toml needs %s before its entries", strings.Join(topKeys, ", "))
	} else if len(r.Strength) == 0 || len(r.Dexterity) == 0 || len(r.Skills) == 0 || len(r.Sizes) == 0 {
		src.Problem("nethack.toml needs [[strength]], [[dexterity]], [[skill]] and [[size]] rows")
	}
	return r
}

// checkSize reports a size at path that is not one of the [[size]] rows.
func (r *Numbers) checkSize(g ruleset.Entry, path, size string) {
	if !slices.ContainsFunc(r.Sizes, func(s Size) bool { return s.Name == size }) {
		names := make([]string, len(r.Sizes))
		for i, s := range r.Sizes {
			names[i] = s.Name
		}
		g.Problem(path, "unknown size %q: want one of %s", size, strings.Join(names, ", "))
	}
}
