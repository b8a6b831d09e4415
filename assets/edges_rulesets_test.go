// The bounds of the rule sets' data files, drn.toml, thac0.toml, nethack.toml and tiers.toml (RULES.md
// §32–§35), each tested on both sides (edges_test.go says how). They load through assets.Load, wherever the
// code that reads a rule set's file lives.

package assets_test

import "testing"

// top is an edge of a key at the top of file.
func top(file, key, lo, hi string) edge { return edge{file: file, key: key, lo: lo, hi: hi} }

// entry is an edge of a key of the entry of file holding the line at.
func entry(file, at, key, lo, hi string) edge {
	return edge{file: file, at: at, key: key, lo: lo, hi: hi}
}

func TestDRNBounds(t *testing.T) {
	d := func(key, lo, hi string) edge { return top("drn.toml", key, lo, hi) }
	staff, shield, ghost := `name = "quarterstaff"`, `name = "large shield"`, `name = "ghost"`
	edges := []edge{
		d("attack_base", "-50", "100"), d("defence_offset", "-50", "50"), d("protection_per_point", "0", "20"),
		d("parry_per_point", "0", "20"), d("shield_protection", "0", "100"), d("weight_per_encumbrance", "0.1", "1000.0"),
		d("base_encumbrance", "0", "50"), d("weapon_length", "0", "10"), d("rest_per_second", "0", "100"),
		d("attack_per_fatigue", "1", "1000"), d("defence_per_fatigue", "1", "1000"), d("max_fatigue", "1", "1000"),
		d("crit_divisor", "1", "1000"), d("round_seconds", "0.1", "60.0"), d("harassment", "0", "20"),
		d("dark", "0", "20"), d("stunned_percent", "0", "100"), d("berserk", "0", "20"),
		entry("drn.toml", staff, "attack", "-20", "20"), entry("drn.toml", staff, "defence", "-20", "20"),
		entry("drn.toml", staff, "length", "0", "10"), entry("drn.toml", staff, "damage", "-10", "100"),
		entry("drn.toml", shield, "protection", "0", "100"), entry("drn.toml", shield, "encumbrance", "0", "50"),
		entry("drn.toml", shield, "parry", "0", "50"),
		entry("drn.toml", ghost, "hp", "1", "10000"),
	}
	for _, k := range []string{"attack", "defence", "protection", "strength", "encumbrance"} {
		edges = append(edges, entry("drn.toml", ghost, k, "-50", "100"))
	}
	testEdges(t, edges)
}

func TestTHAC0Bounds(t *testing.T) {
	d := func(key, lo, hi string) edge { return top("thac0.toml", key, lo, hi) }
	low := func(e edge) edge { e.side = -1; return e }
	high := func(e edge) edge { e.side = +1; return e }
	kobold := "\n[[creature]]\nname = \"kobold\"\n"
	creature := func(key, lo, hi string) edge {
		e := entry("thac0.toml", `name = "kobold"`, key, lo, hi)
		e.add = kobold
		return e
	}
	testEdges(t, []edge{
		d("thac0_base", "-20", "40"), d("level_base", "0", "40"), d("creature_hp_per_level", "1", "1000"),
		d("ac_base", "-20", "40"), d("critical_multiplier", "1", "10"), d("seconds_per_speed", "0.01", "100.0"),
		// The rows of a table go up: the first takes the lowest score, the last the highest.
		low(entry("thac0.toml", "[[strength]] 1", "score", "0", "100")),
		high(entry("thac0.toml", "[[strength]] 16", "score", "0", "100")),
		low(entry("thac0.toml", "[[dexterity]] 1", "score", "0", "100")),
		high(entry("thac0.toml", "[[dexterity]] 13", "score", "0", "100")),
		entry("thac0.toml", "[[strength]] 1", "hit", "-20", "20"),
		entry("thac0.toml", "[[strength]] 1", "damage", "-20", "30"),
		entry("thac0.toml", "[[dexterity]] 1", "ac", "-20", "20"),
		low(entry("thac0.toml", "[[save_vs_poison]] 1", "level", "0", "100")),
		high(entry("thac0.toml", "[[save_vs_poison]] 9", "level", "0", "100")),
		entry("thac0.toml", "[[save_vs_poison]] 1", "need", "1", "21"),
		entry("thac0.toml", `name = "dagger"`, "speed", "1", "10"),
		entry("thac0.toml", `name = "padded coat"`, "ac", "-10", "20"),
		creature("thac0", "-20", "40"), creature("ac", "-20", "20"), creature("level", "1", "40"),
	})
}

func TestNetHackBounds(t *testing.T) {
	n := func(key, lo, hi string) edge { return top("nethack.toml", key, lo, hi) }
	low := func(e edge) edge { e.side = -1; return e }
	high := func(e edge) edge { e.side = +1; return e }
	edges := []edge{
		n("ac_base", "-20", "40"), n("level_base", "0", "30"), n("creature_hp_per_level", "1", "1000"),
		n("monster_base", "-20", "40"), n("low_level", "0", "30"), n("low_level_bonus", "-10", "10"),
		n("luck_kill_fleeing", "-13", "13"), n("luck_new_depth", "-13", "13"), n("xp_per_kill", "0", "1000"),
		n("melee", "-10", "10"), n("ranged", "-10", "10"), n("adjacent", "-10", "10"), n("distance_floor", "-20", "10"),
		n("throwing_weapon", "-10", "10"), n("non_weapon", "-10", "10"),
		n("stunned", "0", "20"), n("fleeing", "0", "20"), n("sleeping", "0", "20"), n("paralysed", "0", "20"),
		n("burdened", "-20", "0"), n("stressed", "-20", "0"), n("strained", "-20", "0"),
		n("luck_timeout_seconds", "0.0", "1000000.0"),
		// Luck stays within luck_min (-13 to 0) and luck_max (0 to 13).
		{file: "nethack.toml", key: "luck", lo: "-13", hi: "13", more: true,
			also: []edit{{"", "luck_min", "-13"}, {"", "luck_max", "13"}}},
		{file: "nethack.toml", key: "luck_min", lo: "-13", hi: "0", more: true},
		{file: "nethack.toml", key: "luck_max", lo: "0", hi: "13", more: true},
		// xp_levels go up, from 1 to 1,000,000,000.
		{file: "nethack.toml", key: "xp_levels", tmpl: "[%s, 40]", atStart: true, lo: "1", hi: "1000000000", side: -1},
		{file: "nethack.toml", key: "xp_levels", tmpl: "[20, %s]", atStart: true, lo: "1", hi: "1000000000", side: +1},
		low(entry("nethack.toml", "[[strength]] 1", "score", "0", "100")),
		high(entry("nethack.toml", "[[strength]] 6", "score", "0", "100")),
		low(entry("nethack.toml", "[[dexterity]] 1", "score", "0", "100")),
		high(entry("nethack.toml", "[[dexterity]] 15", "score", "0", "100")),
		low(entry("nethack.toml", "[[skill]] 1", "rank", "0", "100")),
		high(entry("nethack.toml", "[[skill]] 4", "rank", "0", "100")),
		entry("nethack.toml", "[[skill]] 1", "hit", "-20", "20"),
		entry("nethack.toml", "[[skill]] 1", "two_weapon", "-20", "0"),
		entry("nethack.toml", `name = "tiny"`, "up_to_hp", "0", "100000"),
		entry("nethack.toml", `weapon = "spear"`, "hit", "-20", "20"),
		entry("nethack.toml", `name = "leather jerkin"`, "ac", "-10", "20"),
		entry("nethack.toml", `name = "giant spider"`, "ac", "-20", "20"),
		entry("nethack.toml", `name = "giant spider"`, "level", "1", "50"),
		entry("nethack.toml", `name = "draugr"`, "luck", "-13", "13"),
	}
	testEdges(t, edges)
}

func TestTiersBounds(t *testing.T) {
	s := func(key, lo, hi string) edge { return top("tiers.toml", key, lo, hi) }
	testEdges(t, []edge{
		s("light_percent", "0", "1000"), s("critical_percent", "0", "1000"), s("gp_player", "0", "100"),
		s("gp_creature", "0", "100"), s("gp_recover_seconds", "0.1", "1000.0"), s("block", "0", "100"),
		s("dodge_step_percent", "0", "100"),
		entry("tiers.toml", `name = "long sword"`, "light", "0", "1000"),
		entry("tiers.toml", `name = "long sword"`, "medium", "0", "1000"),
		entry("tiers.toml", `name = "long sword"`, "critical", "0", "1000"),
		entry("tiers.toml", `skill = "Maces and clubs"`, "damage", "0", "100"),
		entry("tiers.toml", `name = "giant rat"`, "gp", "0", "100"),
		entry("tiers.toml", `name = "giant rat"`, "defence", "-50", "50"),
	})
}
