// The bounds of the chapter's data files and of Cleave's own design numbers, each tested on both sides
// (edges_test.go says how).

package assets_test

import "testing"

const (
	longSword = `name = "long sword"`
	shortBow  = `name = "short bow"`
	kobold    = `name = "kobold"`
	giantRat  = `name = "giant rat"`
)

// TestWeaponBounds: weapons.toml, and the bounds combat puts on a weapon (RULES.md §9, §6.1, §7.3, §13.1).
func TestWeaponBounds(t *testing.T) {
	testEdges(t, []edge{
		{file: "weapons.toml", at: longSword, key: "blow_time", lo: "0.1", hi: "60.0"},
		{file: "weapons.toml", at: shortBow, key: "range", lo: "0", hi: "30"},
		{file: "weapons.toml", at: longSword, key: "thrown", lo: "0", hi: "30"},
		{file: "weapons.toml", at: longSword, key: "parry", lo: "0", hi: "10"},
		{file: "weapons.toml", at: longSword, key: "weight", lo: "0.0", hi: "1000.0"},
		{file: "weapons.toml", at: longSword, key: "to_hit", lo: "-20", hi: "20"},
		{file: "weapons.toml", at: longSword, key: "threat", lo: "3", hi: "24"},
		{file: "weapons.toml", at: longSword, key: "multiplier", lo: "2", hi: "5"},
		{file: "weapons.toml", at: longSword, key: "pierce", lo: "0", hi: "20"},
		{file: "weapons.toml", at: shortBow, key: "strength", lo: "0", hi: "30"},
		{file: "weapons.toml", at: `name = "arrow"`, key: "pierce", lo: "0", hi: "20"},
		{file: "weapons.toml", at: `name = "arrow"`, key: "weight", lo: "0.0", hi: "1000.0"},
	})
}

func TestArmourBounds(t *testing.T) {
	chain := `name = "chain mail shirt"`
	testEdges(t, []edge{
		{file: "armour.toml", at: `name = "padded coat"`, key: "defence", lo: "0", hi: "20"},
		{file: "armour.toml", at: `name = "padded coat"`, key: "protection", lo: "0", hi: "30"},
		{file: "armour.toml", at: `name = "padded coat"`, key: "dex_limit", lo: "0", hi: "20"},
		{file: "armour.toml", at: `name = "padded coat"`, key: "weight", lo: "0.0", hi: "1000.0"},
		{file: "armour.toml", at: chain, key: "protection_vs", tmpl: "{ slashing = %s, piercing = -1 }", path: "protection_vs.slashing", lo: "-10", hi: "10"},
		{file: "armour.toml", at: chain, key: "protection_vs", tmpl: "{ slashing = 1, piercing = %s }", path: "protection_vs.piercing", lo: "-10", hi: "10"},
	})
}

func TestTagBounds(t *testing.T) {
	testEdges(t, []edge{
		{file: "tags.toml", key: "small_corpse_hp", lo: "0", hi: "10000"},
		{file: "tags.toml", at: `name = "vermin"`, key: "cover_min_protection", lo: "0", hi: "30"},
	})
}

// TestCreatureBounds: creatures.toml, a natural attack's bounds (combat's, as a weapon's) among them
// (RULES.md §16).
func TestCreatureBounds(t *testing.T) {
	bite := `[{ name = "bite", damage = "1d3", verb = "bite", type = "piercing", disease = "rat fever", %s }]`
	withBite := func(key string) string { return bite[:len(bite)-5] + key + " = %s }]" }
	testEdges(t, []edge{
		{file: "creatures.toml", at: kobold, key: "strength", lo: "1", hi: "50"},
		{file: "creatures.toml", at: kobold, key: "dexterity", lo: "1", hi: "50"},
		{file: "creatures.toml", at: kobold, key: "hp", lo: "1", hi: "10000"},
		{file: "creatures.toml", at: kobold, key: "defence", lo: "0", hi: "30"},
		{file: "creatures.toml", at: kobold, key: "protection", lo: "0", hi: "30"},
		{file: "creatures.toml", at: kobold, key: "frequency", lo: "0", hi: "1000"},
		{file: "creatures.toml", at: kobold, key: "speed", lo: "0.1", hi: "60.0"},
		{file: "creatures.toml", at: kobold, key: "blow_time", lo: "0.1", hi: "60.0"},
		{file: "creatures.toml", at: kobold, key: "depth", tmpl: "[%s, 99]", path: "depth[0]", lo: "1", hi: "99", more: true},
		{file: "creatures.toml", at: kobold, key: "depth", tmpl: "[1, %s]", path: "depth[1]", lo: "1", hi: "99", more: true},
		{file: "creatures.toml", at: kobold, key: "attacks", tmpl: `[{ weapon = "spear", poison = %s }]`, path: "attacks[0].poison", lo: "0", hi: "20"},
		{file: "creatures.toml", at: giantRat, key: "attacks", tmpl: withBite("poison"), path: "attacks[0].poison", lo: "0", hi: "20"},
		{file: "creatures.toml", at: giantRat, key: "attacks", tmpl: withBite("to_hit"), path: "attacks[0].to_hit", lo: "-20", hi: "20"},
		{file: "creatures.toml", at: giantRat, key: "attacks", tmpl: withBite("threat"), path: "attacks[0].threat", lo: "3", hi: "24"},
		{file: "creatures.toml", at: giantRat, key: "attacks", tmpl: withBite("multiplier"), path: "attacks[0].multiplier", lo: "2", hi: "5"},
		{file: "creatures.toml", at: `name = "skeleton"`, key: "resist", tmpl: "{ cold = %s, poison = 4 }", path: "resist.cold", lo: "-10", hi: "10"},
		{file: "creatures.toml", at: `name = "ironhide ogre"`, key: "protection_vs", tmpl: "{ slashing = %s, piercing = -3, bludgeoning = -3 }", path: "protection_vs.slashing", lo: "-10", hi: "10"},
	})
}

func TestStanceBounds(t *testing.T) {
	var edges []edge
	for _, k := range []string{"to_hit", "damage", "dodge", "defence", "stamina"} {
		edges = append(edges, edge{file: "stances.toml", at: `name = "coward"`, key: k, lo: "-10", hi: "10"})
	}
	testEdges(t, edges)
}

func TestRaceBounds(t *testing.T) {
	dwarf := `name = "dwarf"`
	testEdges(t, []edge{
		{file: "races.toml", at: dwarf, key: "strength", lo: "-5", hi: "5"},
		{file: "races.toml", at: dwarf, key: "dexterity", lo: "-5", hi: "5"},
		{file: "races.toml", at: dwarf, key: "hp", lo: "-10", hi: "20"},
		{file: "races.toml", at: dwarf, key: "defence", lo: "0", hi: "10"},
		{file: "races.toml", at: dwarf, key: "protection", lo: "0", hi: "10"},
		{file: "races.toml", at: dwarf, key: "resist", tmpl: "{ poison = %s }", path: "resist.poison", lo: "-10", hi: "10"},
	})
}

func TestBackgroundBounds(t *testing.T) {
	warrior := `name = "warrior"`
	testEdges(t, []edge{
		{file: "backgrounds.toml", at: warrior, key: "strength", lo: "3", hi: "20"},
		{file: "backgrounds.toml", at: warrior, key: "dexterity", lo: "3", hi: "20"},
		{file: "backgrounds.toml", at: warrior, key: "hp", lo: "1", hi: "100"},
		{file: "backgrounds.toml", at: warrior, key: "kit", path: "kit[2].count", lo: "1", hi: "999",
			tmpl: `[{ item = "long sword", hand = "main" }, { item = "large shield", hand = "off" }, { item = "chain mail shirt", count = %s }]`},
		{file: "backgrounds.toml", at: warrior, key: "skills", tmpl: `{ "Long blades" = %s, "Sword and Board" = 1 }`, path: "skills.Long blades", lo: "0", hi: "10"},
	})
}

// TestRulesBounds: every number of rules.toml (RULES.md §17).
func TestRulesBounds(t *testing.T) {
	r := func(key, lo, hi string) edge { return edge{file: "rules.toml", key: key, lo: lo, hi: hi} }
	edges := []edge{
		r("light_radius", "1", "40"), r("base_hp", "1", "1000"),
		r("step_seconds", "0.1", "600.0"), r("bleed_seconds", "0.1", "600.0"),
		r("poison_seconds", "0.1", "600.0"), r("recover_seconds", "0.1", "600.0"),
		r("disease_seconds", "0.0", "36000.0"), r("bleed_min", "0", "100"),
		r("disease_percent", "0", "100"), r("break_percent", "0", "100"), r("wake_percent", "0", "100"),
		r("wall_defence", "0", "20"), r("improvised_range", "1", "30"), r("noise_cells", "0", "100"),
		r("training", "1", "1000"),
		// The burdens go up: strained from burdened, overloaded from strained, each to 100.
		r("overloaded", "7.5", "100.0"),
	}
	burdened, strained := r("burdened", "0.1", "100.0"), r("strained", "5.0", "100.0")
	burdened.side, strained.side = -1, -1
	top := []edit{{"", "burdened", "100.0"}, {"", "strained", "100.0"}, {"", "overloaded", "100.0"}}
	burdenedTop, strainedTop := burdened, strained
	burdenedTop.side, burdenedTop.also, burdenedTop.more = +1, top[1:], true
	strainedTop.side, strainedTop.also, strainedTop.more = +1, top[2:], true
	edges = append(edges, burdened, strained, burdenedTop, strainedTop)
	testEdges(t, edges)
}

// TestSkillBounds: what a rank may give, column by column, and a special's rank (RULES.md §15).
func TestSkillBounds(t *testing.T) {
	var edges []edge
	for _, c := range []struct {
		key, max string
	}{{"to_hit", "20"}, {"damage", "20"}, {"threat_widen", "10"}, {"multiplier_up", "3"}, {"parry", "10"},
		{"defence", "10"}, {"two_weapon", "8"}} {
		edges = append(edges, edge{file: "skills.toml", at: `name = "Daggers and knives"`, key: c.key, side: +1,
			tmpl: "[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, %s]", path: c.key + "[10]", lo: "0", hi: c.max,
			msg: c.key + " at rank 10 is %s, out of range 0 to " + c.max})
	}
	edges = append(edges, edge{file: "skills.toml", at: `name = "Duelist"`, key: "specials", path: "specials[0].rank", lo: "1", hi: "10",
		tmpl: `[{ rank = %s, name = "Measure", text = "You parry arrows, bolts and thrown things too." }]`})
	testEdges(t, edges)
}

// TestWordsBounds: the rows of words.toml's tables: chances and glances 0 to 1, blows from 1, threats from 0.
func TestWordsBounds(t *testing.T) {
	w := func(at, lo, hi string, side int) edge {
		return edge{file: "words.toml", at: `words = "` + at + `"`, key: "upto", lo: lo, hi: hi, side: side, more: side > 0}
	}
	testEdges(t, []edge{
		w("almost never", "0.0", "1.0", -1), w("almost always", "0.0", "1.0", +1),
		w("now and then", "0.0", "1.0", -1), w("always", "0.0", "1.0", +1),
		w("a single blow", "1.0", "1000000.0", -1), w("many of your blows", "1.0", "1000000.0", +1),
		w("harmless", "0.0", "1000000.0", -1), w("hard", "0.0", "1000000.0", +1),
	})
}

// TestAffixBounds: affixes.toml's rules of magic and each power's bounds (RULES.md §19); a cursed affix
// takes the lower ones, another the upper.
func TestAffixBounds(t *testing.T) {
	a := func(at, key, lo, hi string, side int) edge {
		return edge{file: "affixes.toml", at: `name = "` + at + `"`, key: key, lo: lo, hi: hi, side: side}
	}
	top := func(key, lo, hi string) edge { return edge{file: "affixes.toml", key: key, lo: lo, hi: hi} }
	brittle := a("brittle", "protection", "-10", "10", -1)
	minDepth := a("+1", "min_depth", "1", "99", 0)
	minDepth.more = true // the deepest, 99 when not given, is then above it
	brittle.also = []edit{{`name = "brittle"`, "on", `["body"]`}}
	testEdges(t, []edge{
		top("learn_hits", "1", "1000"), top("learn_struck", "1", "1000"),
		top("magic_percent", "0", "100"), top("cursed_percent", "0", "100"), top("monster_percent", "0", "100"),
		minDepth, a("+1", "max_depth", "1", "99", 0), a("+1", "frequency", "1", "1000", 0),
		a("+1", "to_hit", "-10", "10", +1), a("-2", "to_hit", "-10", "10", -1),
		a("+1", "damage", "-10", "10", +1), a("-2", "damage", "-10", "10", -1),
		a("keen", "threat", "0", "10", +1), a("-2", "threat", "0", "10", -1),
		a("slaying", "multiplier", "0", "3", +1), a("-2", "multiplier", "0", "3", -1),
		a("+1 defence", "defence", "-10", "10", +1), a("brittle", "defence", "-10", "10", -1),
		a("deflection", "deflection", "-10", "10", +1), a("-2", "deflection", "-10", "10", -1),
		a("nimble", "dodge", "-10", "10", +1), a("clumsiness", "dodge", "-10", "10", -1),
		a("barkskin", "natural", "-10", "10", +1), a("-2", "natural", "-10", "10", -1),
		a("hardened", "protection", "-10", "10", +1), brittle,
		{file: "affixes.toml", at: `name = "arrow-proof"`, key: "protection_vs", tmpl: "{ piercing = %s }", path: "protection_vs.piercing", lo: "-10", hi: "10"},
		{file: "affixes.toml", at: `name = "fire resistance"`, key: "resist", tmpl: "{ fire = %s }", path: "resist.fire", lo: "-10", hi: "10", side: +1},
		{file: "affixes.toml", at: `name = "kindling"`, key: "resist", tmpl: "{ fire = %s }", path: "resist.fire", lo: "-10", hi: "10", side: -1},
	})
}

// TestPotionBounds: potions.toml (RULES.md §20).
func TestPotionBounds(t *testing.T) {
	p := func(at, key, lo, hi string) edge {
		return edge{file: "potions.toml", at: `name = "` + at + `"`, key: key, lo: lo, hi: hi}
	}
	testEdges(t, []edge{
		{file: "potions.toml", key: "item_percent", lo: "0", hi: "100"},
		{file: "potions.toml", at: `name = "healing"`, key: "min_depth", lo: "1", hi: "99", more: true},
		p("healing", "max_depth", "1", "99"), p("healing", "frequency", "1", "1000"),
		p("healing", "weight", "0.0", "1000.0"),
		p("strength", "amount", "1", "10"), p("strength", "seconds", "1.0", "3600.0"),
	})
}

// TestTacticsBounds: the tables at the top of talents.toml (RULES.md §22–§27) and a talent's bounds.
func TestTacticsBounds(t *testing.T) {
	k := func(table, key, lo, hi string) edge {
		return edge{file: "talents.toml", at: "[" + table + "]", key: key, path: table + "." + key, lo: lo, hi: hi}
	}
	talent := func(at, key, lo, hi string) edge {
		return edge{file: "talents.toml", at: `name = "` + at + `"`, key: key, lo: lo, hi: hi}
	}
	dodgeLow := k("tumble", "dodge", "0", "20")
	dodgeLow.side, dodgeLow.tmpl, dodgeLow.atStart = -1, "[%s, 1, 1, 2, 2, 3, 3, 4, 4, 5, 6]", true
	dodgeHigh := k("tumble", "dodge", "0", "20")
	dodgeHigh.side, dodgeHigh.tmpl, dodgeHigh.atStart = +1, "[0, 1, 1, 2, 2, 3, 3, 4, 4, 5, %s]", true
	edges := []edge{
		k("sneak", "to_hit", "0", "12"), k("sneak", "threat_widen", "0", "21"), k("sneak", "exploit_to_hit", "0", "12"),
		k("stealth", "ambush_cells", "1", "10"),
		k("dazzle", "to_hit", "-12", "0"), k("dazzle", "defence", "-12", "0"), k("dazzle", "bash_seconds", "0.0", "600.0"),
		dodgeLow, dodgeHigh,
		{file: "talents.toml", at: "[stamina]", key: "base", path: "stamina.base", lo: "1", hi: "1000",
			also: []edit{{"[stamina]", "winded", "1"}}, more: true}, // winded is at most the base
		k("stamina", "per_strength", "0", "100"),
		k("stamina", "seconds", "0.1", "600.0"), k("stamina", "stance_seconds", "0.0", "60.0"),
		k("stamina", "winded", "1", "20"), // at most the base
		k("stamina", "winded_to_hit", "-12", "0"), k("stamina", "winded_defence", "-12", "0"),
		k("stamina", "free_blow", "0", "100"), k("stamina", "rage_drain", "0", "100"), k("stamina", "free_blow_min_percent", "0", "100"),
		k("rage", "to_hit", "-12", "12"), k("rage", "damage", "-12", "12"),
		talent("Bulwark", "rank", "1", "10"), talent("Battle-scarred", "total_ranks", "0", "1000"),
		talent("Battle-scarred", "vital", "0", "3"), talent("Battle-scarred", "stamina", "0", "100"),
	}
	for _, key := range []string{"wander_percent", "sleep_percent", "per_rank", "per_cell", "armour_noise", "burden_noise", "min_percent"} {
		edges = append(edges, k("stealth", key, "0", "100"))
	}
	for _, key := range []string{"protection", "raging_protection", "to_hit", "damage", "two_weapon", "dodge", "shield"} {
		edges = append(edges, talent("Battle-scarred", key, "0", "12"))
	}
	testEdges(t, edges)
}

// TestSpellBounds: spells.toml's rules, spells and traps (RULES.md §28–§31).
func TestSpellBounds(t *testing.T) {
	s := func(at, key, lo, hi string) edge {
		return edge{file: "spells.toml", at: `name = "` + at + `"`, key: key, lo: lo, hi: hi}
	}
	resist := "resistance: %[1]s%% a level up to 4 levels: want 1–100%% a level, at most 100%% in all"
	testEdges(t, []edge{
		{file: "spells.toml", key: "search_bonus", lo: "-10", hi: "20"},
		{file: "spells.toml", key: "creature_know_percent", lo: "0", hi: "100"},
		// resist_step 1 to 100 a level, resist_most at least 1, the two at most 100 together: the
		// shipped 25 × 4 is at that bound.
		{file: "spells.toml", key: "resist_step", lo: "1", hi: "25", reportAt: "resist_most", msg: resist},
		{file: "spells.toml", key: "resist_step", lo: "1", hi: "100", side: +1, reportAt: "resist_most", also: []edit{{"", "resist_most", "1"}},
			msg: "resistance: %[1]s%% a level up to 1 levels: want 1–100%% a level, at most 100%% in all"},
		{file: "spells.toml", key: "resist_most", lo: "1", hi: "4", reportAt: "resist_most",
			msg: "resistance: 25%% a level up to %[1]s levels: want 1–100%% a level, at most 100%% in all"},
		{file: "spells.toml", key: "resist_most", lo: "1", hi: "100", side: +1, reportAt: "resist_most", also: []edit{{"", "resist_step", "1"}},
			msg: "resistance: 1%% a level up to %[1]s levels: want 1–100%% a level, at most 100%% in all"},
		s("fire bolt", "time", "0.1", "600.0"), s("fire bolt", "recharge", "0.0", "36000.0"),
		s("fire bolt", "to_hit", "-20", "20"), s("fire bolt", "range", "1", "30"),
		s("fireball", "radius", "1", "5"),
		s("ward", "amount", "1", "20"), s("ward", "seconds", "1.0", "3600.0"),
		s("dazzle", "seconds", "1.0", "3600.0"),
		s("arrow trap", "notice", "2", "40"), s("arrow trap", "disarm", "2", "40"), s("arrow trap", "frequency", "0", "1000"),
		s("pit", "to_hit", "-20", "20"), s("arrow trap", "to_hit", "-20", "20"), // a missile trap's told once, not again as its missile's
		{file: "spells.toml", at: `name = "arrow trap"`, key: "depth", tmpl: "[%s, 99]", path: "depth[0]", lo: "1", hi: "99", more: true},
		{file: "spells.toml", at: `name = "arrow trap"`, key: "depth", tmpl: "[1, %s]", path: "depth[1]", lo: "1", hi: "99"},
		{file: "spells.toml", at: `name = "arrow trap"`, key: "depth", tmpl: "[5, %s]", path: "depth[1]", lo: "5", hi: "99", side: -1},
	})
}

// TestDungeonBounds: dungeon.toml's goal, score and themes (RULES.md §36).
func TestDungeonBounds(t *testing.T) {
	d := func(key, lo, hi string) edge { return edge{file: "dungeon.toml", key: key, lo: lo, hi: hi} }
	testEdges(t, []edge{
		d("goal_depth", "2", "100"), d("water_step", "1.0", "10.0"),
		d("score_per_level", "0", "1000000"), d("score_artefact", "0", "1000000"), d("score_escape", "0", "1000000"),
		d("score_speed_turns", "0", "10000000"), d("score_speed_percent", "0", "1000"),
		{file: "dungeon.toml", at: `name = "halls"`, key: "cave_percent", lo: "0", hi: "100"},
		{file: "dungeon.toml", at: `name = "halls"`, key: "pools", lo: "0", hi: "20"},
	})
}
