// Talents, surprise, Tumble, stamina and free blows: talents.toml (combat/RULES.md §22–§27).

package assets

import "strings"

// Tactics are the numbers of talents.toml's top tables: sneak attacks, stealth, momentary states,
// Tumble, stamina and rage (combat/RULES.md §22–§27). Times are in seconds.
type Tactics struct {
	Sneak   SneakRules
	Stealth StealthRules
	Dazzle  DazzleRules
	Tumble  TumbleRules
	Stamina StaminaRules
	Rage    RageRules
}

// SneakRules: what a sneak attack adds (§22.2), and an exploit on a sleeper (§22.3).
type SneakRules struct {
	ToHit        int // added to hit
	ThreatWiden  int // natural rolls added below the threat range
	ExploitToHit int // added to hit again when the target sleeps
}

// StealthRules: how creatures notice you (§23).
type StealthRules struct {
	Skill         string // the skill's name, trained by going unnoticed
	WanderPercent int    // a wandering creature in sight of you notices you, each of its turns
	SleepPercent  int    // a sleeping creature in sight of you wakes to you, each of its turns
	PerRank       int    // taken off for each rank of the skill
	PerCell       int    // taken off for each cell of distance past the first
	ArmourNoise   int    // added for each point of Protection of the body armour
	BurdenNoise   int    // added for each level of burden
	MinPercent    int    // the least chance
	AmbushCells   int    // an ambusher holds still until its foe is this close
}

// DazzleRules: what being dazzled costs, and how long a shield bash dazzles (§24).
type DazzleRules struct {
	ToHit, Defence int
	BashSeconds    float64
}

// TumbleRules: the Tumble skill (§25.1): its name and the Dodge of each rank, 0 to MaxRank.
type TumbleRules struct {
	Skill string
	Dodge [MaxRank + 1]int
}

// StaminaRules: stamina, what stances do to it, being winded, free blows, the time a stance takes (§26).
type StaminaRules struct {
	Base           int     // everyone's stamina before talents
	PerStrength    int     // added for each point of Strength modifier
	Seconds        float64 // the stances change stamina this often
	Winded         int     // winded until stamina is back to this
	WindedToHit    int     // added to hit while winded
	WindedDefence  int     // added to Defence while winded
	FreeBlow       int     // the stamina a free blow costs
	StanceSeconds  float64 // how long changing stance takes
	RageDrain      int     // taken off each Seconds more while raging
	FreeBlowMinPct int     // a free blow is taken only above this share of hit points, in percent
}

// RageRules: what raging adds (§27.2).
type RageRules struct {
	ToHit, Damage int
}

// Talent is one [[talent]] of talents.toml (§27): when it is gained and what it gives.
type Talent struct {
	Name, Text string
	// Gained: with the background Background from the start; or at rank Rank in Skill; or at
	// TotalRanks ranks in all skills and styles (whichever are given, all must hold).
	Background string
	Skill      string
	Rank       int
	TotalRanks int
	// What it gives.
	Protection       int    // in any armour
	RagingProtection int    // instead of Protection, while raging
	Rage             bool   // lets its holder rage (§27.2)
	Vital            int    // added to a sneak attack's critical multiplier (Vital strike)
	ToHit, Damage    int    // added to attacks of Mode ("" for every mode)
	Mode             string // "blow", "shot", "throw", "bash" or ""
	TwoWeapon        int    // taken off each two-weapon penalty
	Dodge, Shield    int    // added to Dodge; to the Shield kind of Defence while a shield is held
	Stamina          int    // added to stamina
	FreeBlows        bool   // takes free blows (§26.3) at no stamina cost
	// Under a rule set of Guard Points (§35.2): a Dodge rolls the Dodge Die (Evasion); a Block rolls the Block
	// Die without a shield (Deflect).
	Evasion, Deflect bool
}

// Talent is the talent of that name.
func (d *Data) Talent(name string) (*Talent, bool) { return lookup(d.Talents, d.talents, name) }

// TalentModes are the modes a talent's bonus may be limited to, as talents.toml spells them.
var TalentModes = []string{"blow", "shot", "throw", "bash"}

type talentsFile struct {
	Sneak   sneakRow    `toml:"sneak"`
	Stealth stealthRow  `toml:"stealth"`
	Dazzle  dazzleRow   `toml:"dazzle"`
	Tumble  tumbleRow   `toml:"tumble"`
	Stamina staminaRow  `toml:"stamina"`
	Rage    rageRow     `toml:"rage"`
	Talent  []talentRow `toml:"talent"`
}

type sneakRow struct {
	ToHit        int `toml:"to_hit"`
	ThreatWiden  int `toml:"threat_widen"`
	ExploitToHit int `toml:"exploit_to_hit"`
}

type stealthRow struct {
	Skill         string `toml:"skill"`
	WanderPercent int    `toml:"wander_percent"`
	SleepPercent  int    `toml:"sleep_percent"`
	PerRank       int    `toml:"per_rank"`
	PerCell       int    `toml:"per_cell"`
	ArmourNoise   int    `toml:"armour_noise"`
	BurdenNoise   int    `toml:"burden_noise"`
	MinPercent    int    `toml:"min_percent"`
	AmbushCells   int    `toml:"ambush_cells"`
}

type dazzleRow struct {
	ToHit       int     `toml:"to_hit"`
	Defence     int     `toml:"defence"`
	BashSeconds float64 `toml:"bash_seconds"`
}

type tumbleRow struct {
	Skill string `toml:"skill"`
	Dodge []int  `toml:"dodge"`
}

type staminaRow struct {
	Base           int     `toml:"base"`
	PerStrength    int     `toml:"per_strength"`
	Seconds        float64 `toml:"seconds"`
	Winded         int     `toml:"winded"`
	WindedToHit    int     `toml:"winded_to_hit"`
	WindedDefence  int     `toml:"winded_defence"`
	FreeBlow       int     `toml:"free_blow"`
	StanceSeconds  float64 `toml:"stance_seconds"`
	RageDrain      int     `toml:"rage_drain"`
	FreeBlowMinPct int     `toml:"free_blow_min_percent"`
}

type rageRow struct {
	ToHit  int `toml:"to_hit"`
	Damage int `toml:"damage"`
}

type talentRow struct {
	Name             string `toml:"name"`
	Text             string `toml:"text"`
	Background       string `toml:"background"`
	Skill            string `toml:"skill"`
	Rank             int    `toml:"rank"`
	TotalRanks       int    `toml:"total_ranks"`
	Protection       int    `toml:"protection"`
	RagingProtection int    `toml:"raging_protection"`
	Rage             bool   `toml:"rage"`
	Vital            int    `toml:"vital"`
	ToHit            int    `toml:"to_hit"`
	Damage           int    `toml:"damage"`
	Mode             string `toml:"mode"`
	TwoWeapon        int    `toml:"two_weapon"`
	Dodge            int    `toml:"dodge"`
	Shield           int    `toml:"shield"`
	Stamina          int    `toml:"stamina"`
	FreeBlows        bool   `toml:"free_blows"`
	Evasion          bool   `toml:"evasion"`
	Deflect          bool   `toml:"deflect"`
}

// talentsFile reads talents.toml: the top tables, each key required and in its range, then the talents.
func (l *loader) talentsFile(file string, data []byte) {
	for _, g := range decodeGroups[talentsFile](file, data, &l.errs) {
		if g.table == "" {
			if g.ok {
				l.tactics(g)
			}
			continue
		}
		if g.table != "talent" || !register(g, l.talents, len(l.d.Talents)) || len(g.val.Talent) != 1 {
			continue
		}
		l.talent(g.ent, g.val.Talent[0])
	}
}

// tactics checks and converts the top tables of talents.toml.
func (l *loader) tactics(g *group[talentsFile]) {
	v := g.val
	if !g.require("sneak.to_hit", "sneak.threat_widen", "sneak.exploit_to_hit",
		"stealth.skill", "stealth.wander_percent", "stealth.sleep_percent", "stealth.per_rank", "stealth.per_cell",
		"stealth.armour_noise", "stealth.burden_noise", "stealth.min_percent", "stealth.ambush_cells",
		"dazzle.to_hit", "dazzle.defence", "dazzle.bash_seconds", "tumble.skill", "tumble.dodge",
		"stamina.base", "stamina.per_strength", "stamina.seconds", "stamina.winded",
		"stamina.winded_to_hit", "stamina.winded_defence", "stamina.free_blow", "stamina.stance_seconds",
		"stamina.rage_drain", "stamina.free_blow_min_percent", "rage.to_hit", "rage.damage") {
		return
	}
	g.intIn("sneak.to_hit", v.Sneak.ToHit, 0, 12)
	g.intIn("sneak.threat_widen", v.Sneak.ThreatWiden, 0, 21)
	g.intIn("sneak.exploit_to_hit", v.Sneak.ExploitToHit, 0, 12)
	g.nonEmpty("stealth.skill", v.Stealth.Skill)
	for _, k := range []struct {
		key string
		v   int
	}{{"stealth.wander_percent", v.Stealth.WanderPercent}, {"stealth.sleep_percent", v.Stealth.SleepPercent},
		{"stealth.per_rank", v.Stealth.PerRank}, {"stealth.per_cell", v.Stealth.PerCell},
		{"stealth.armour_noise", v.Stealth.ArmourNoise}, {"stealth.burden_noise", v.Stealth.BurdenNoise},
		{"stealth.min_percent", v.Stealth.MinPercent}, {"stamina.free_blow_min_percent", v.Stamina.FreeBlowMinPct}} {
		g.intIn(k.key, k.v, 0, 100)
	}
	g.intIn("stealth.ambush_cells", v.Stealth.AmbushCells, 1, 10)
	g.intIn("dazzle.to_hit", v.Dazzle.ToHit, -12, 0)
	g.intIn("dazzle.defence", v.Dazzle.Defence, -12, 0)
	g.floatIn("dazzle.bash_seconds", v.Dazzle.BashSeconds, 0, 600)
	g.nonEmpty("tumble.skill", v.Tumble.Skill)
	if strings.EqualFold(v.Tumble.Skill, v.Stealth.Skill) {
		g.errorf("tumble.skill", "Tumble and Stealth need names of their own")
	}
	if len(v.Tumble.Dodge) != MaxRank+1 {
		g.errorf("tumble.dodge", "want %d numbers, one for each rank 0 to %d; got %d", MaxRank+1, MaxRank, len(v.Tumble.Dodge))
	}
	var t Tactics
	for i, d := range v.Tumble.Dodge {
		if i > MaxRank {
			break
		}
		g.intIn("tumble.dodge", d, 0, 20)
		if i > 0 && d < v.Tumble.Dodge[i-1] {
			g.errorf("tumble.dodge", "rank %d gives less Dodge (%d) than rank %d (%d): a rank never takes away", i, d, i-1, v.Tumble.Dodge[i-1])
		}
		t.Tumble.Dodge[i] = d
	}
	s := v.Stamina
	g.intIn("stamina.base", s.Base, 1, 1000)
	g.intIn("stamina.per_strength", s.PerStrength, 0, 100)
	g.floatIn("stamina.seconds", s.Seconds, 0.1, 600)
	g.floatIn("stamina.stance_seconds", s.StanceSeconds, 0, 60)
	g.intIn("stamina.winded", s.Winded, 1, s.Base)
	g.intIn("stamina.winded_to_hit", s.WindedToHit, -12, 0)
	g.intIn("stamina.winded_defence", s.WindedDefence, -12, 0)
	g.intIn("stamina.free_blow", s.FreeBlow, 0, 100)
	g.intIn("stamina.rage_drain", s.RageDrain, 0, 100)
	g.intIn("rage.to_hit", v.Rage.ToHit, -12, 12)
	g.intIn("rage.damage", v.Rage.Damage, -12, 12)
	t.Sneak = SneakRules(v.Sneak)
	t.Stealth = StealthRules(v.Stealth)
	t.Dazzle = DazzleRules{ToHit: v.Dazzle.ToHit, Defence: v.Dazzle.Defence, BashSeconds: v.Dazzle.BashSeconds}
	t.Tumble.Skill = v.Tumble.Skill
	t.Stamina = StaminaRules(s)
	t.Rage = RageRules(v.Rage)
	l.d.Tactics = t
	l.tacticsRead = true
}

// talent checks and converts one [[talent]].
func (l *loader) talent(g *ent, r talentRow) {
	g.nonEmpty("text", r.Text)
	if r.Background == "" && r.Skill == "" && r.TotalRanks == 0 {
		g.errorf("name", "talent %q is never gained: give it a background, a skill and rank, or total_ranks", clip(r.Name))
	}
	if r.Skill != "" {
		g.intIn("rank", r.Rank, 1, MaxRank)
	} else if g.has("rank") {
		g.errorf("rank", "a rank without a skill: name the skill it is a rank in")
	}
	g.intIn("total_ranks", r.TotalRanks, 0, 1000)
	for _, k := range []struct {
		key string
		v   int
	}{{"protection", r.Protection}, {"raging_protection", r.RagingProtection}, {"to_hit", r.ToHit}, {"damage", r.Damage},
		{"two_weapon", r.TwoWeapon}, {"dodge", r.Dodge}, {"shield", r.Shield}} {
		g.intIn(k.key, k.v, 0, 12)
	}
	g.intIn("vital", r.Vital, 0, 3)
	g.intIn("stamina", r.Stamina, 0, 100)
	if r.Mode != "" {
		g.enum("mode", r.Mode, TalentModes)
	}
	if r.RagingProtection > 0 && !r.Rage {
		g.errorf("raging_protection", "Protection while raging, but the talent gives no rage: add rage = true")
	}
	l.later = append(l.later, func() {
		if r.Background != "" {
			g.ref("background", "background", r.Background, l.backgrounds)
		}
		if r.Skill != "" && !strings.EqualFold(r.Skill, l.d.Tactics.Stealth.Skill) && !strings.EqualFold(r.Skill, l.d.Tactics.Tumble.Skill) {
			g.ref("skill", "skill", r.Skill, l.skills)
		}
	})
	l.d.Talents = append(l.d.Talents, Talent(r))
}
