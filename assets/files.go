// The rows of each data file as written, and their checks and conversion into records.

package assets

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/cleave-game/cleave/combat"
)

type skillsFile struct {
	RankNames []string   `toml:"rank_names"` // before the first entry
	Skill     []skillRow `toml:"skill"`
}

type skillRow struct {
	Name         string       `toml:"name"`
	Kind         string       `toml:"kind"`
	When         string       `toml:"when"`
	WeaponSkill  string       `toml:"weapon_skill"`
	ToHit        []int        `toml:"to_hit"`
	Damage       []int        `toml:"damage"`
	ThreatWiden  []int        `toml:"threat_widen"`
	MultiplierUp []int        `toml:"multiplier_up"`
	Parry        []int        `toml:"parry"`
	Defence      []int        `toml:"defence"`
	TwoWeapon    []int        `toml:"two_weapon"`
	Specials     []specialRow `toml:"specials"`
}

type specialRow struct {
	Rank int    `toml:"rank"`
	Name string `toml:"name"`
	Text string `toml:"text"`
}

func (l *loader) skillsFile(file string, data []byte) {
	whens := map[string]string{} // a style's "when" → its name
	named := false               // rank_names is there
	for _, g := range decodeGroups[skillsFile](file, data, &l.errs) {
		if g.table == "" {
			named = g.has("rank_names") || g.bad["rank_names"]
			if g.ok && g.has("rank_names") {
				l.rankNames(g.ent, g.val.RankNames)
			}
			continue
		}
		if g.table != "skill" || !register(g, l.skills, len(l.d.Skills)) || len(g.val.Skill) != 1 {
			continue
		}
		r := g.val.Skill[0]
		s := Skill{Name: r.Name}
		if g.require("kind") {
			s.Kind = SkillKind(g.enum("kind", r.Kind, []string{"weapon", "style"}))
			if s.Kind == WeaponSkill {
				l.weaponSkills.put(r.Name)
			}
		}
		switch {
		case s.Kind == FightingStyle && g.require("when"):
			g.enum("when", r.When, styleWhens())
			s.When = r.When
			other, dup := whens[r.When]
			if dup {
				g.errorf("when", "%s and %s both count when %q: a way of fighting has one style", other, r.Name, r.When)
			}
			whens[r.When] = r.Name
			switch {
			case dup:
			case r.When == StyleStaff && g.require("weapon_skill"):
				s.WeaponSkill = r.WeaponSkill
				l.later = append(l.later, func() { l.weaponSkillRef(g.ent, "weapon_skill", r.WeaponSkill) })
			case r.When != StyleStaff && g.has("weapon_skill"):
				g.errorf("weapon_skill", "weapon_skill is for the staff style only")
			}
		case s.Kind == WeaponSkill && g.has("when"):
			g.errorf("when", "when is for fighting styles only")
		case s.Kind == WeaponSkill && g.has("weapon_skill"):
			g.errorf("weapon_skill", "weapon_skill is for fighting styles only")
		}
		cols := []struct {
			key    string
			vals   []int
			max    int
			target func(*Rank) *int
		}{
			{"to_hit", r.ToHit, 20, func(k *Rank) *int { return &k.ToHit }},
			{"damage", r.Damage, 20, func(k *Rank) *int { return &k.Damage }},
			{"threat_widen", r.ThreatWiden, 10, func(k *Rank) *int { return &k.ThreatWiden }},
			{"multiplier_up", r.MultiplierUp, 3, func(k *Rank) *int { return &k.MultiplierUp }},
			{"parry", r.Parry, 10, func(k *Rank) *int { return &k.Parry }},
			{"defence", r.Defence, 10, func(k *Rank) *int { return &k.Defence }},
			{"two_weapon", r.TwoWeapon, 8, func(k *Rank) *int { return &k.TwoWeapon }},
		}
		for _, c := range cols {
			if !g.has(c.key) {
				continue
			}
			if len(c.vals) != MaxRank+1 {
				g.errorf(c.key, "%s has %d ranks, want %d (ranks 0 to %d)", c.key, len(c.vals), MaxRank+1, MaxRank)
				continue
			}
			for i, v := range c.vals {
				p := fmt.Sprintf("%s[%d]", c.key, i)
				switch {
				case i == 0 && v != 0:
					g.errorf(p, "%s at rank 0 is %d: rank 0 gives nothing", c.key, v)
				case i > 0 && v < c.vals[i-1] && (i > 1 || c.vals[0] == 0):
					g.errorf(p, "%s falls from %d at rank %d to %d at rank %d: ranks never give less", c.key, c.vals[i-1], i-1, v, i)
				case v < 0 || v > c.max:
					g.errorf(p, "%s at rank %d is %d, out of range 0 to %d", c.key, i, v, c.max)
				}
				*c.target(&s.Ranks[i]) = v
			}
		}
		for i, sp := range r.Specials {
			p := fmt.Sprintf("specials[%d]", i)
			g.intIn(p+".rank", sp.Rank, 1, MaxRank)
			if sp.Name == "" {
				g.errorf(p, "a special needs a name")
			}
			s.Specials = append(s.Specials, Special(sp))
		}
		l.d.Skills = append(l.d.Skills, s)
	}
	if !named {
		l.errs = append(l.errs, Problem{File: file, Line: 1, Col: 1,
			Msg: fmt.Sprintf("missing key %q: the names of ranks 0 to %d, before the first [[skill]]", "rank_names", MaxRank)})
	}
}

// rankNames checks the names messages give the ranks: one for each rank 0 to MaxRank, none empty,
// none twice, none with a digit (messages never give numbers).
func (l *loader) rankNames(g *ent, names []string) {
	if len(names) != MaxRank+1 {
		g.errorf("rank_names", "rank_names has %d names, want %d (ranks 0 to %d)", len(names), MaxRank+1, MaxRank)
		return
	}
	first := map[string]int{}
	for i, n := range names {
		p := fmt.Sprintf("rank_names[%d]", i)
		j, dup := first[n]
		switch {
		case strings.TrimSpace(n) == "":
			g.errorf(p, "the name of rank %d is empty", i)
		case strings.ContainsAny(n, "0123456789"):
			g.errorf(p, "the name of rank %d, %q, has a digit: messages never give numbers", i, n)
		case dup:
			g.errorf(p, "%q names both rank %d and rank %d", n, j, i)
		default:
			first[n] = i
		}
		l.d.RankNames[i] = n
	}
}

type weaponsFile struct {
	Weapon []weaponRow `toml:"weapon"`
	Ammo   []ammoRow   `toml:"ammo"`
}

type weaponRow struct {
	Name         string            `toml:"name"`
	Damage       string            `toml:"damage"`
	ToHit        int               `toml:"to_hit"`
	Threat       int               `toml:"threat"`
	Multiplier   int               `toml:"multiplier"`
	BlowTime     float64           `toml:"blow_time"`
	Skill        string            `toml:"skill"`
	Held         string            `toml:"held"`
	Thrown       int               `toml:"thrown"`
	Range        int               `toml:"range"`
	Throwing     bool              `toml:"throwing"`
	Parry        int               `toml:"parry"`
	Strength     int               `toml:"strength"`
	Finesse      bool              `toml:"finesse"`
	Pierce       int               `toml:"pierce"`
	Types        []string          `toml:"types"`
	Verbs        map[string]string `toml:"verbs"`
	Weight       float64           `toml:"weight"`
	Sprite       string            `toml:"sprite"`
	HeldSprite   string            `toml:"held_sprite"`
	FlightSprite string            `toml:"flight_sprite"`
}

type ammoRow struct {
	Name         string  `toml:"name"`
	Plural       string  `toml:"plural"`
	Skill        string  `toml:"skill"`
	Pierce       int     `toml:"pierce"`
	Weight       float64 `toml:"weight"`
	Sprite       string  `toml:"sprite"`
	FlightSprite string  `toml:"flight_sprite"`
}

var heldNames = []string{"main", "off", "both", "missile"}

// Limits of the weapon columns.
const (
	maxBlowTime = 60
	maxThrown   = 30
	maxWeight   = 1000
)

func (l *loader) weaponsFile(file string, data []byte) {
	for _, g := range decodeGroups[weaponsFile](file, data, &l.errs) {
		switch {
		case g.table == "weapon" && register(g, l.weapons, len(l.d.Weapons)) && len(g.val.Weapon) == 1:
			l.weapon(g.ent, g.val.Weapon[0])
		case g.table == "ammo" && register(g, l.ammo, len(l.d.Ammunition)) && len(g.val.Ammo) == 1:
			r := g.val.Ammo[0]
			a := Ammo{Name: r.Name, Plural: r.Plural, Skill: r.Skill, Pierce: r.Pierce, Weight: r.Weight, Sprite: r.Sprite, FlightSprite: r.FlightSprite}
			g.nonEmpty("plural", r.Plural)
			if a.Plural == "" {
				a.Plural = Plural(a.Name)
			}
			if g.require("skill") {
				l.later = append(l.later, func() { l.weaponSkillRef(g.ent, "skill", r.Skill) })
			}
			g.intIn("pierce", r.Pierce, 0, combat.MaxPierce)
			g.floatIn("weight", r.Weight, 0, maxWeight)
			l.d.Ammunition = append(l.d.Ammunition, a)
		}
	}
}

func (l *loader) weapon(g *ent, r weaponRow) {
	w := Weapon{
		Weapon: combat.Weapon{Name: r.Name, ToHit: r.ToHit, ThreatLow: combat.DefaultThreat, Multiplier: combat.DefaultMultiplier, Finesse: r.Finesse,
			Throwable: r.Throwing, StrNeeded: r.Strength, Pierce: r.Pierce},
		BlowTime: r.BlowTime, Skill: r.Skill, Thrown: r.Thrown, Range: r.Range, Parry: r.Parry,
		Weight: r.Weight, Sprite: r.Sprite, HeldSprite: r.HeldSprite, FlightSprite: r.FlightSprite,
	}
	g.require("damage", "skill", "held", "types", "verbs")
	if g.has("damage") {
		w.Damage = g.dice("damage", r.Damage)
	}
	if g.has("threat") {
		w.ThreatLow = r.Threat
	}
	if g.has("multiplier") {
		w.Multiplier = r.Multiplier
	}
	if g.has("held") {
		w.Held = Held(g.enum("held", r.Held, heldNames))
	}
	switch {
	case g.has("blow_time"):
		g.floatIn("blow_time", r.BlowTime, 0.1, maxBlowTime)
	case g.has("held") && w.Held != HeldMissile:
		g.require("blow_time")
	}
	g.intIn("range", r.Range, 0, maxThrown)
	g.intIn("thrown", r.Thrown, 0, maxThrown)
	g.intIn("parry", r.Parry, 0, 10)
	g.floatIn("weight", r.Weight, 0, maxWeight)
	if r.Throwing && r.Thrown == 0 {
		g.errorf("throwing", "a weapon made for throwing needs a thrown range")
	}
	if r.Strength > 0 && w.Held != HeldMissile {
		g.errorf("strength", "strength is the Strength a bow needs: for missile weapons only")
	}
	var types []combat.DamageType
	types, w.Verbs = damageTypesAndVerbs(g, r.Types, r.Verbs)
	w.Types = combat.AnyOf(types...)
	l.combatChecks(g, "", w.Weapon, len(types) > 0)
	if g.has("skill") {
		l.later = append(l.later, func() { l.weaponSkillRef(g, "skill", r.Skill) })
	}
	l.d.Weapons = append(l.d.Weapons, w)
}

// weaponKeys are the keys of weapons.toml (and of a creature's natural attack, but "type") that
// hold each field combat's validation checks.
var weaponKeys = [...]string{
	combat.FieldDamage: "damage", combat.FieldToHit: "to_hit", combat.FieldThreat: "threat",
	combat.FieldMultiplier: "multiplier", combat.FieldTypes: "types", combat.FieldStrNeeded: "strength",
	combat.FieldPierce: "pierce",
}

// combatChecks reports what combat's own validation finds wrong with weapon w (a weapon row, or
// a natural attack at prefix "attacks[0]."), each problem at the key that gives the field.
// Missing or unreadable damage and types are reported already.
func (l *loader) combatChecks(g *ent, prefix string, w combat.Weapon, typesRead bool) {
	for _, p := range w.Problems() {
		key := weaponKeys[p.Field]
		if p.Field == combat.FieldTypes && prefix != "" {
			key = "type"
		}
		path := prefix + key
		switch {
		case !g.has(path):
		case p.Field == combat.FieldDamage && w.Damage == (combat.Dice{}):
		case p.Field == combat.FieldTypes && !typesRead:
		case p.Min != p.Max:
			g.errorf(path, "%s %d out of range %d to %d", path, p.Value, p.Min, p.Max)
		default:
			g.errorf(path, "%s", p.Why)
		}
	}
}

// damageTypesAndVerbs checks a weapon's damage types and that each has exactly one verb.
func damageTypesAndVerbs(g *ent, types []string, verbs map[string]string) ([]combat.DamageType, [combat.NumDamageTypes]string) {
	var ts []combat.DamageType
	seen := map[string]bool{}
	if g.has("types") && len(types) == 0 {
		g.errorf("types", "types must name at least one of %s", quoteList(damageTypeNames[:]))
	}
	for i, t := range types {
		p := fmt.Sprintf("types[%d]", i)
		if seen[t] {
			g.errorf(p, "damage type %q given twice", t)
			continue
		}
		seen[t] = true
		ts = append(ts, g.damageType(p, t))
	}
	var vs [combat.NumDamageTypes]string
	for _, k := range sortedKeys(verbs) {
		p := "verbs." + k
		dt := g.damageTypeKey(p, k)
		switch {
		case !slices.Contains(damageTypeNames[:], k):
			// reported by damageTypeKey
		case !seen[k] && g.has("types"):
			g.errorf(p, "a verb for %s, which is not among the weapon's types", k)
		case strings.TrimSpace(verbs[k]) == "":
			g.errorf(p, "the verb for %s is empty", k)
		}
		vs[dt] = verbs[k]
	}
	if g.has("verbs") {
		for _, t := range types {
			if _, ok := verbs[t]; !ok && slices.Contains(damageTypeNames[:], t) {
				g.errorf("verbs", "no verb for %s", t)
			}
		}
	}
	return ts, vs
}

// weaponSkillRef checks that a weapon or ammunition names a weapon skill.
func (l *loader) weaponSkillRef(g *ent, path, name string) {
	if !l.skills.has(name) {
		g.ref(path, "weapon skill", name, l.weaponSkills)
		return
	}
	if s, ok := lookup(l.d.Skills, l.skills.index, name); ok && s.Kind != WeaponSkill {
		g.errorf(path, "%q is a fighting style, not a weapon skill", name)
	}
}

type armourFile struct {
	Armour []armourRow `toml:"armour"`
}

type armourRow struct {
	Name         string         `toml:"name"`
	Slot         string         `toml:"slot"`
	Defence      int            `toml:"defence"`
	Category     string         `toml:"category"`
	Protection   int            `toml:"protection"`
	DexLimit     int            `toml:"dex_limit"`
	Bash         string         `toml:"bash"`
	ProtectionVs map[string]int `toml:"protection_vs"`
	Weight       float64        `toml:"weight"`
	Sprite       string         `toml:"sprite"`
	WornSprite   string         `toml:"worn_sprite"`
}

func (l *loader) armourFile(file string, data []byte) {
	for _, g := range decodeGroups[armourFile](file, data, &l.errs) {
		if g.table != "armour" || !register(g, l.armours, len(l.d.Armours)) || len(g.val.Armour) != 1 {
			continue
		}
		r := g.val.Armour[0]
		a := Armour{Name: r.Name, Defence: r.Defence, Protection: r.Protection, DexLimit: r.DexLimit,
			DexLimited: g.has("dex_limit"), Weight: r.Weight, Sprite: r.Sprite, WornSprite: r.WornSprite}
		g.require("slot", "category")
		if g.has("slot") {
			a.Slot = ArmourSlot(g.enum("slot", r.Slot, armourSlotNames[:]))
		}
		if g.has("category") {
			a.Category = Category(g.enum("category", r.Category, categoryNames[:]))
		}
		g.intIn("defence", r.Defence, 0, 20)
		g.intIn("protection", r.Protection, 0, 30)
		g.intIn("dex_limit", r.DexLimit, 0, 20)
		g.floatIn("weight", r.Weight, 0, maxWeight)
		if g.has("bash") {
			a.Bash, a.HasBash = g.dice("bash", r.Bash), true
			if a.Category != CategoryShield {
				g.errorf("bash", "only shields bash")
			}
		}
		if (a.Category == CategoryShield) != (a.Slot == ArmourHand) && g.has("slot") && g.has("category") {
			g.errorf("slot", "shields, and only shields, are worn on the hand")
		}
		if len(r.ProtectionVs) > 0 {
			a.ProtectionVs = map[combat.DamageType]int{}
		}
		for _, k := range sortedKeys(r.ProtectionVs) {
			p := "protection_vs." + k
			a.ProtectionVs[g.damageTypeKey(p, k)] = r.ProtectionVs[k]
			g.intIn(p, r.ProtectionVs[k], -10, 10)
		}
		l.d.Armours = append(l.d.Armours, a)
	}
}

type tagsFile struct {
	Cover         string   `toml:"cover"`
	Corpse        string   `toml:"corpse"`
	SmallCorpse   string   `toml:"small_corpse"`
	SmallCorpseHP int      `toml:"small_corpse_hp"`
	Tag           []tagRow `toml:"tag"`
}

type tagRow struct {
	Name               string   `toml:"name"`
	Traits             []string `toml:"traits"`
	Cover              string   `toml:"cover"`
	CoverMinProtection int      `toml:"cover_min_protection"`
	Corpse             string   `toml:"corpse"`
}

// maxProtection is the most natural Protection a creature may have.
const maxProtection = 30

// tagsFile reads tags.toml: the defaults at the top, then each [[tag]]. It is read before
// creatures.toml, whose creatures' traits it gives.
func (l *loader) tagsFile(file string, data []byte) {
	defaultsRead := false // the defaults were given (their problems reported)
	for _, g := range decodeGroups[tagsFile](file, data, &l.errs) {
		switch {
		case g.table == "":
			keys := []string{"cover", "corpse", "small_corpse", "small_corpse_hp"}
			if !slices.ContainsFunc(keys, g.has) {
				continue // only the header comment: reported below, once
			}
			defaultsRead = true
			if !g.ok || !g.require(keys...) {
				continue
			}
			r := g.val
			g.nonEmpty("cover", r.Cover)
			g.nonEmpty("corpse", r.Corpse)
			g.nonEmpty("small_corpse", r.SmallCorpse)
			g.intIn("small_corpse_hp", r.SmallCorpseHP, 0, 10000)
			l.d.TagDefaults = TagDefaults{Cover: r.Cover, Corpse: r.Corpse, SmallCorpse: r.SmallCorpse, SmallCorpseHP: r.SmallCorpseHP}
		case g.table == "tag" && register(g, l.tags, len(l.d.Tags)) && len(g.val.Tag) == 1:
			l.tag(g.ent, g.val.Tag[0])
		}
	}
	if !defaultsRead {
		l.errs = append(l.errs, Problem{File: file, Line: 1, Col: 1,
			Msg: "no defaults: cover, corpse, small_corpse and small_corpse_hp come before the first [[tag]]"})
	}
}

// tag checks one [[tag]] of tags.toml.
func (l *loader) tag(g *ent, r tagRow) {
	t := Tag{Name: r.Name, Cover: r.Cover, CoverMinProtection: r.CoverMinProtection, Corpse: r.Corpse}
	words := traitWordList()
	seen := map[string]bool{}
	for i, w := range r.Traits {
		p := fmt.Sprintf("traits[%d]", i)
		if seen[w] {
			g.errorf(p, "trait %q given twice", w)
			continue
		}
		seen[w] = true
		if j := g.enum(p, w, words); w == words[j] {
			*traitWords[j].field(&t.Traits) = true
		}
	}
	g.nonEmpty("cover", r.Cover)
	g.nonEmpty("corpse", r.Corpse)
	g.intIn("cover_min_protection", r.CoverMinProtection, 0, maxProtection)
	if g.has("cover_min_protection") && !g.has("cover") {
		g.errorf("cover_min_protection", "cover_min_protection is for a tag that gives a cover")
	}
	l.d.Tags = append(l.d.Tags, t)
}

type creaturesFile struct {
	Creature []creatureRow `toml:"creature"`
	Faction  []factionRow  `toml:"faction"`
}

type creatureRow struct {
	Name       string         `toml:"name"`
	Plural     string         `toml:"plural"`
	Text       string         `toml:"text"`
	Strength   int            `toml:"strength"`
	Dexterity  int            `toml:"dexterity"`
	HP         int            `toml:"hp"`
	Defence    int            `toml:"defence"`
	Protection int            `toml:"protection"`
	ProtVs     map[string]int `toml:"protection_vs"`
	Unique     bool           `toml:"unique"`
	Armour     []string       `toml:"armour"`
	Attacks    []attackRow    `toml:"attacks"`
	Tags       []string       `toml:"tags"`
	Faction    string         `toml:"faction"`
	Depth      []int          `toml:"depth"`
	Frequency  int            `toml:"frequency"`
	Speed      float64        `toml:"speed"`
	BlowTime   float64        `toml:"blow_time"`
	Sprite     string         `toml:"sprite"`
	Code       string         `toml:"code"`
	Cover      string         `toml:"cover"`
	Resist     map[string]int `toml:"resist"`
	Spells     []string       `toml:"spells"`
}

type attackRow struct {
	Weapon     string `toml:"weapon"`
	Name       string `toml:"name"`
	Damage     string `toml:"damage"`
	ToHit      int    `toml:"to_hit"`
	Threat     int    `toml:"threat"`
	Multiplier int    `toml:"multiplier"`
	Verb       string `toml:"verb"`
	Type       string `toml:"type"`
	Poison     int    `toml:"poison"`
	Disease    string `toml:"disease"`
}

type factionRow struct {
	Name    string   `toml:"name"`
	Hostile []string `toml:"hostile"`
}

// maxDepth is the deepest dungeon level a creature's depth range may name.
const maxDepth = 99

func (l *loader) creaturesFile(file string, data []byte) {
	for _, g := range decodeGroups[creaturesFile](file, data, &l.errs) {
		switch {
		case g.table == "faction" && register(g, l.factions, len(l.d.Factions)) && len(g.val.Faction) == 1:
			r := g.val.Faction[0]
			for i, h := range r.Hostile {
				p := fmt.Sprintf("hostile[%d]", i)
				l.later = append(l.later, func() {
					if !l.factions.has(h) {
						g.ref(p, "faction", h, l.factions)
					}
				})
			}
			l.d.Factions = append(l.d.Factions, Faction(r))
		case g.table == "creature" && register(g, l.creatures, len(l.d.Creatures)) && len(g.val.Creature) == 1:
			l.creature(g.ent, g.val.Creature[0])
		}
	}
}

func (l *loader) creature(g *ent, r creatureRow) {
	c := Creature{Name: r.Name, Plural: r.Plural, Text: r.Text, Strength: r.Strength, Dexterity: r.Dexterity, HP: r.HP,
		Defence: r.Defence, Protection: r.Protection, Armour: r.Armour, Tags: r.Tags, Faction: r.Faction,
		Frequency: r.Frequency, Speed: r.Speed, BlowTime: r.BlowTime, Sprite: r.Sprite, Code: r.Code, cover: r.Cover,
		Unique: r.Unique}
	if len(r.ProtVs) > 0 {
		c.ProtectionVs = map[combat.DamageType]int{}
	}
	for _, k := range sortedKeys(r.ProtVs) {
		p := "protection_vs." + k
		c.ProtectionVs[g.damageTypeKey(p, k)] = r.ProtVs[k]
		g.intIn(p, r.ProtVs[k], -10, 10)
	}
	if g.has("cover") {
		g.nonEmpty("cover", r.Cover)
	}
	switch {
	case !g.has("code"):
	case len(r.Code) != 1 || r.Code[0] < 'a' || r.Code[0] > 'z':
		g.errorf("code", "code %q: want one lower-case letter, as vault maps write creatures", r.Code)
	default:
		if other, dup := l.codes[r.Code[0]]; dup {
			g.errorf("code", "code %q is also the %s's: a letter of a vault map stands for one creature", r.Code, l.d.Creatures[other].Name)
		} else {
			l.codes[r.Code[0]] = len(l.d.Creatures) // c is appended below
		}
	}
	g.nonEmpty("plural", r.Plural)
	if c.Plural == "" {
		c.Plural = Plural(c.Name)
	}
	if !g.has("blow_time") {
		c.BlowTime = 6
	}
	g.require("text", "strength", "dexterity", "hp", "attacks", "faction", "depth", "frequency", "speed")
	g.nonEmpty("text", r.Text)
	g.intIn("strength", r.Strength, 1, 50)
	g.intIn("dexterity", r.Dexterity, 1, 50)
	g.intIn("hp", r.HP, 1, 10000)
	g.intIn("defence", r.Defence, 0, 30)
	g.intIn("protection", r.Protection, 0, maxProtection)
	g.intIn("frequency", r.Frequency, 0, 1000)
	g.floatIn("speed", r.Speed, 0.1, maxBlowTime)
	g.floatIn("blow_time", c.BlowTime, 0.1, maxBlowTime)
	if g.has("depth") {
		if len(r.Depth) != 2 {
			g.errorf("depth", "depth wants [shallowest, deepest], got %d numbers", len(r.Depth))
		} else {
			c.DepthMin, c.DepthMax = r.Depth[0], r.Depth[1]
			g.intIn("depth[0]", c.DepthMin, 1, maxDepth)
			g.intIn("depth[1]", c.DepthMax, 1, maxDepth)
			if c.DepthMax < c.DepthMin {
				g.errorf("depth[1]", "deepest depth %d is above shallowest %d", c.DepthMax, c.DepthMin)
			}
		}
	}
	for i, t := range r.Tags {
		l.tagRef(g, fmt.Sprintf("tags[%d]", i), t)
	}
	c.setTraits(l.d.Tags, l.d.TagDefaults)
	if g.has("attacks") && len(r.Attacks) == 0 {
		g.errorf("attacks", "a creature needs at least one attack")
	}
	for i, a := range r.Attacks {
		c.Attacks = append(c.Attacks, l.attack(g, fmt.Sprintf("attacks[%d]", i), a))
	}
	for i, a := range r.Armour {
		p := fmt.Sprintf("armour[%d]", i)
		l.later = append(l.later, func() {
			if !l.armours.has(a) {
				g.ref(p, "armour", a, l.armours)
			}
		})
	}
	if g.has("faction") {
		l.later = append(l.later, func() {
			if !l.factions.has(r.Faction) {
				g.ref("faction", "faction", r.Faction, l.factions)
			}
		})
	}
	l.resistKeys(g, r.Resist)
	c.Resist, c.Spells = r.Resist, r.Spells
	for i, s := range r.Spells {
		p := fmt.Sprintf("spells[%d]", i)
		l.later = append(l.later, func() {
			if !l.spells.has(s) {
				g.ref(p, "spell", s, l.spells)
			}
		})
	}
	l.d.Creatures = append(l.d.Creatures, c)
}

// tagRef checks that a creature's tag is declared in tags.toml.
func (l *loader) tagRef(g *ent, path, tag string) {
	if l.tags.has(tag) {
		return
	}
	defer g.lookedFor(len(*g.errs), tag, l.tags)
	if best := closest(tag, l.tags.list); best != "" {
		g.errorf(path, "tag %q is not declared in tags.toml, did you mean %q?", tag, best)
		return
	}
	if len(l.tags.list) == 0 {
		g.errorf(path, "tag %q is not declared in tags.toml, which declares none", clip(tag))
		return
	}
	declared := slices.Sorted(slices.Values(l.tags.list))
	g.errorf(path, "tag %q is not declared in tags.toml, which declares %s", clip(tag), strings.Join(declared, ", "))
}

// attack checks one of a creature's attacks: a weapon, or a natural attack.
func (l *loader) attack(g *ent, p string, r attackRow) Attack {
	a := Attack{Weapon: r.Weapon, Name: r.Name, ToHit: r.ToHit, ThreatLow: combat.DefaultThreat, Multiplier: combat.DefaultMultiplier, Verb: r.Verb,
		Poison: r.Poison, Disease: r.Disease}
	g.intIn(p+".poison", r.Poison, 0, 20)
	if r.Weapon != "" {
		for _, k := range []string{"name", "damage", "verb", "type", "threat", "multiplier", "to_hit"} {
			if g.has(p + "." + k) {
				g.errorf(p+"."+k, "%s is for natural attacks; a weapon attack takes the weapon's", k)
			}
		}
		l.later = append(l.later, func() {
			if !l.weapons.has(r.Weapon) {
				g.ref(p+".weapon", "weapon", r.Weapon, l.weapons)
			}
		})
		return a
	}
	missing := []string{}
	for _, k := range []string{"name", "damage", "verb", "type"} {
		if !g.has(p + "." + k) {
			missing = append(missing, k)
		}
	}
	if len(missing) > 0 {
		g.errorf(p, "an attack needs a weapon, or a name, damage, verb and type: missing %s", strings.Join(missing, ", "))
	}
	if g.has(p + ".damage") {
		a.Damage = g.dice(p+".damage", r.Damage)
	}
	if g.has(p + ".type") {
		a.Type = g.damageType(p+".type", r.Type)
	}
	if g.has(p + ".threat") {
		a.ThreatLow = r.Threat
	}
	if g.has(p + ".multiplier") {
		a.Multiplier = r.Multiplier
	}
	l.combatChecks(g, p+".", a.Natural(), g.has(p+".type"))
	return a
}

type stancesFile struct {
	Stance []stanceRow `toml:"stance"`
}

type stanceRow struct {
	Name    string `toml:"name"`
	ToHit   int    `toml:"to_hit"`
	Damage  int    `toml:"damage"`
	Dodge   int    `toml:"dodge"`
	Defence int    `toml:"defence"`
	Stamina int    `toml:"stamina"`
}

func (l *loader) stancesFile(file string, data []byte) {
	for _, g := range decodeGroups[stancesFile](file, data, &l.errs) {
		if g.table != "stance" || !register(g, l.stances, len(l.d.Stances)) || len(g.val.Stance) != 1 {
			continue
		}
		r := g.val.Stance[0]
		if len(l.d.Stances) == MaxStances {
			g.errorf("name", "a stance beyond the %d that the keys 1 to %d choose", MaxStances, MaxStances)
		}
		g.require("to_hit", "damage")
		for _, k := range []struct {
			key string
			v   int
		}{{"to_hit", r.ToHit}, {"damage", r.Damage}, {"dodge", r.Dodge}, {"defence", r.Defence}, {"stamina", r.Stamina}} {
			g.intIn(k.key, k.v, -10, 10)
		}
		l.d.Stances = append(l.d.Stances, Stance(r))
	}
}

type racesFile struct {
	Race []raceRow `toml:"race"`
}

type raceRow struct {
	Name       string         `toml:"name"`
	Strength   int            `toml:"strength"`
	Dexterity  int            `toml:"dexterity"`
	HP         int            `toml:"hp"`
	Defence    int            `toml:"defence"`
	Protection int            `toml:"protection"`
	Text       string         `toml:"text"`
	Resist     map[string]int `toml:"resist"`
}

func (l *loader) racesFile(file string, data []byte) {
	for _, g := range decodeGroups[racesFile](file, data, &l.errs) {
		if g.table != "race" || !register(g, l.races, len(l.d.Races)) || len(g.val.Race) != 1 {
			continue
		}
		r := g.val.Race[0]
		g.intIn("strength", r.Strength, -5, 5)
		g.intIn("dexterity", r.Dexterity, -5, 5)
		g.intIn("hp", r.HP, -10, 20)
		g.intIn("defence", r.Defence, 0, 10)
		g.intIn("protection", r.Protection, 0, 10)
		l.resistKeys(g.ent, r.Resist)
		l.d.Races = append(l.d.Races, Race(r))
	}
}

type backgroundsFile struct {
	DefaultCharacter *defaultRow     `toml:"default_character"` // before the first entry
	Background       []backgroundRow `toml:"background"`
}

type defaultRow struct {
	Name       string `toml:"name"`
	Race       string `toml:"race"`
	Background string `toml:"background"`
}

type backgroundRow struct {
	Name      string         `toml:"name"`
	Strength  int            `toml:"strength"`
	Dexterity int            `toml:"dexterity"`
	HP        int            `toml:"hp"`
	Kit       []kitRow       `toml:"kit"`
	Skills    map[string]int `toml:"skills"`
	Text      string         `toml:"text"`
}

type kitRow struct {
	Item  string `toml:"item"`
	Count int    `toml:"count"`
	Hand  string `toml:"hand"`
}

func (l *loader) backgroundsFile(file string, data []byte) {
	given := false // default_character is there
	for _, g := range decodeGroups[backgroundsFile](file, data, &l.errs) {
		if g.table == "" {
			given = g.has("default_character") || g.bad["default_character"]
			if g.ok && g.val.DefaultCharacter != nil {
				l.defaultCharacter(g.ent, *g.val.DefaultCharacter)
			}
			continue
		}
		if g.table != "background" || !register(g, l.backgrounds, len(l.d.Backgrounds)) || len(g.val.Background) != 1 {
			continue
		}
		l.background(g.ent, g.val.Background[0])
	}
	if !given {
		l.errs = append(l.errs, Problem{File: file, Line: 1, Col: 1,
			Msg: fmt.Sprintf("missing key %q: the character the bot and scripted runs play, before the first [[background]]", "default_character")})
	}
}

// defaultCharacter checks the default character: a race and a background of the data, and a name
// that is left out rather than empty.
func (l *loader) defaultCharacter(g *ent, r defaultRow) {
	const p = "default_character"
	if !g.has(p+".race") || !g.has(p+".background") {
		g.errorf(p, "%s needs a race and a background", p)
	}
	g.nonEmpty(p+".name", r.Name)
	l.d.Default = DefaultCharacter(r)
	l.later = append(l.later, func() {
		if g.has(p + ".race") {
			g.ref(p+".race", "race", r.Race, l.races)
		}
		if g.has(p + ".background") {
			g.ref(p+".background", "background", r.Background, l.backgrounds)
		}
	})
}

func (l *loader) background(g *ent, r backgroundRow) {
	b := Background{Name: r.Name, Strength: r.Strength, Dexterity: r.Dexterity, HP: r.HP, Skills: map[string]int{}, Text: r.Text}
	g.require("strength", "dexterity", "hp", "kit")
	g.intIn("strength", r.Strength, 3, 20)
	g.intIn("dexterity", r.Dexterity, 3, 20)
	g.intIn("hp", r.HP, 1, 100)
	for i, k := range r.Kit {
		p := fmt.Sprintf("kit[%d]", i)
		item := KitItem{Item: k.Item, Count: k.Count}
		if !g.has(p + ".count") {
			item.Count = 1
		}
		g.intIn(p+".count", item.Count, 1, 999)
		if !g.has(p + ".item") {
			g.errorf(p, "a kit entry needs an item")
		}
		if g.has(p + ".hand") {
			item.Hand = g.hand(p+".hand", k.Hand)
		}
		b.Kit = append(b.Kit, item)
		l.later = append(l.later, func() { l.kitRef(g, p, item) })
	}
	l.later = append(l.later, func() { l.hands(g, b.Kit) })
	for _, name := range sortedKeys(r.Skills) {
		p := "skills." + name
		g.intIn(p, r.Skills[name], 0, MaxRank)
		b.Skills[name] = r.Skills[name]
		l.later = append(l.later, func() {
			g.refKey(p, "skill", name, l.skills)
		})
	}
	l.d.Backgrounds = append(l.d.Backgrounds, b)
}

// hand parses the hand of a kit item at path: "main" or "off". A hand of another spelling is
// reported, and read as none.
func (g *ent) hand(path, s string) Hand {
	if i := slices.Index(handNames[:], s); i > int(HandAny) {
		return Hand(i)
	}
	g.errorf(path, "%s %q is not one of %s", path, s, quoteList(handNames[HandAny+1:]))
	return HandAny
}

// hands checks that a kit puts at most one thing in each hand, and nothing in the off hand
// beside a weapon held in both hands.
func (l *loader) hands(g *ent, kit []KitItem) {
	used := map[Hand]int{} // hand → index of the kit entry in it
	both := -1
	for i, k := range kit {
		if k.Hand == HandAny {
			continue
		}
		if first, ok := used[k.Hand]; ok {
			g.errorf(fmt.Sprintf("kit[%d].hand", i), "%s and %s both in the %s hand", kit[first].Item, k.Item, k.Hand)
			continue
		}
		used[k.Hand] = i
		if w, ok := lookup(l.d.Weapons, l.weapons.index, k.Item); ok && w.Held == HeldBoth && k.Hand == HandMain {
			both = i
		}
	}
	if off, ok := used[HandOff]; ok && both >= 0 {
		g.errorf(fmt.Sprintf("kit[%d].hand", off), "%s in the off hand beside %s, held in both hands", kit[off].Item, kit[both].Item)
	}
}

// kitRef checks that a kit item exists and can be held where the kit puts it.
func (l *loader) kitRef(g *ent, p string, k KitItem) {
	if k.Item == "" {
		return
	}
	if !l.weapons.has(k.Item) && !l.ammo.has(k.Item) && !l.armours.has(k.Item) {
		g.ref(p+".item", "item", k.Item, l.weapons, l.ammo, l.armours)
		return
	}
	if k.Hand == HandAny {
		return
	}
	if w, ok := lookup(l.d.Weapons, l.weapons.index, k.Item); ok {
		if k.Hand == HandOff && w.Held != HeldOff {
			g.errorf(p+".hand", "%s cannot be held in the off hand (held = %q)", w.Name, w.Held)
		}
		if w.Held == HeldMissile {
			g.errorf(p+".hand", "%s is a missile weapon, not held in a hand", w.Name)
		}
		return
	}
	if a, ok := lookup(l.d.Armours, l.armours.index, k.Item); ok {
		if a.Category != CategoryShield {
			g.errorf(p+".hand", "only weapons and shields are held in a hand")
		}
		return
	}
	if l.ammo.has(k.Item) {
		g.errorf(p+".hand", "only weapons and shields are held in a hand")
	}
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

type rulesRow struct {
	LightRadius     int     `toml:"light_radius"`
	BaseHP          int     `toml:"base_hp"`
	StepSeconds     float64 `toml:"step_seconds"`
	BleedSeconds    float64 `toml:"bleed_seconds"`
	BleedMin        int     `toml:"bleed_min"`
	PoisonSeconds   float64 `toml:"poison_seconds"`
	RecoverSeconds  float64 `toml:"recover_seconds"`
	DiseaseSeconds  float64 `toml:"disease_seconds"`
	DiseasePercent  int     `toml:"disease_percent"`
	WallDefence     int     `toml:"wall_defence"`
	ImprovisedRange int     `toml:"improvised_range"`
	BreakPercent    int     `toml:"break_percent"`
	NoiseCells      int     `toml:"noise_cells"`
	WakePercent     int     `toml:"wake_percent"`
	Burdened        float64 `toml:"burdened"`
	Strained        float64 `toml:"strained"`
	Overloaded      float64 `toml:"overloaded"`
	Training        int     `toml:"training"`
}

// rulesFile reads rules.toml: one table of keys, each required and in its range.
func (l *loader) rulesFile(file string, data []byte) {
	for _, g := range decodeGroups[rulesRow](file, data, &l.errs) {
		if g.table != "" {
			g.errorf("", "rules.toml has no [[%s]] entries: its keys stand alone", g.table)
			continue
		}
		if !g.ok {
			continue
		}
		r := g.val
		if !g.require("light_radius", "base_hp", "step_seconds", "bleed_seconds", "bleed_min", "poison_seconds",
			"recover_seconds", "disease_seconds", "disease_percent", "wall_defence", "improvised_range",
			"break_percent", "noise_cells", "wake_percent", "burdened", "strained", "overloaded", "training") {
			continue
		}
		g.intIn("light_radius", r.LightRadius, 1, 40)
		g.intIn("base_hp", r.BaseHP, 1, 1000)
		for _, f := range []struct {
			key string
			v   float64
		}{{"step_seconds", r.StepSeconds}, {"bleed_seconds", r.BleedSeconds}, {"poison_seconds", r.PoisonSeconds},
			{"recover_seconds", r.RecoverSeconds}} {
			g.floatIn(f.key, f.v, 0.1, 600)
		}
		g.floatIn("disease_seconds", r.DiseaseSeconds, 0, 36000)
		g.intIn("bleed_min", r.BleedMin, 0, 100)
		g.intIn("disease_percent", r.DiseasePercent, 0, 100)
		g.intIn("break_percent", r.BreakPercent, 0, 100)
		g.intIn("wake_percent", r.WakePercent, 0, 100)
		g.intIn("wall_defence", r.WallDefence, 0, 20)
		g.intIn("improvised_range", r.ImprovisedRange, 1, 30)
		g.intIn("noise_cells", r.NoiseCells, 0, 100)
		g.intIn("training", r.Training, 1, 1000)
		g.floatIn("burdened", r.Burdened, 0.1, 100)
		g.floatIn("strained", r.Strained, r.Burdened, 100)
		g.floatIn("overloaded", r.Overloaded, r.Strained, 100)
		l.d.Rules = Rules(r)
		l.rulesRead = true
	}
}
