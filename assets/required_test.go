// Tests that every key the loader requires is required: each, taken out of the shipped file, is refused
// with "missing key" at the header of its entry (the top of the file for the keys before the first entry).

package assets_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// required are keys that must be there: each of keys, in the section of file holding the line at.
type required struct {
	file, at string
	keys     []string
}

func req(file, at string, keys ...string) required { return required{file, at, keys} }

// missing is one required key: key of the section holding the line at, path as messages name it.
type missing struct{ at, key, path string }

// want is the problem of the key missing from doc: "missing key" at its entry's header (the top of the file
// for a key before the first entry), naming the entry. place is the entry by its place ("[[weapon]] 12").
func (k missing) want(t *testing.T, file, doc, place string) string {
	line, col, entity := 1, 1, ""
	if !strings.HasPrefix(k.at, "[") || strings.HasPrefix(k.at, "[[") { // not a table of the top: [stamina]
		s := sectionOf(t, doc, place)
		entity = s.entity
		for i := s.header; i >= 0; i-- {
			if m := headerRe.FindStringSubmatch(s.lines[i]); m != nil && m[1] == "[[" {
				line, col = i+1, len(s.lines[i])-len(strings.TrimLeft(s.lines[i], " \t"))+1
				break
			}
		}
	}
	w := fmt.Sprintf("%s:%d:%d: missing key %q", file, line, col, k.path)
	if entity != "" {
		w += " (" + entity + ")"
	}
	return w
}

// testRequired wants each key told missing at its entry's header when it is taken out: every key of a
// file out at once in one load, each told; when that load does not tell each (a missing key that hides
// another's check), each key out alone, in a load of its own.
func testRequired(t *testing.T, rs []required) {
	skipShort(t)
	var files []string
	byFile := map[string][]missing{}
	for _, r := range rs {
		if byFile[r.file] == nil {
			files = append(files, r.file)
		}
		for _, key := range r.keys {
			path := key
			if strings.HasPrefix(r.at, "[") && !strings.HasPrefix(r.at, "[[") {
				path = strings.Trim(r.at, "[]") + "." + key
			}
			byFile[r.file] = append(byFile[r.file], missing{r.at, key, path})
		}
	}
	for _, file := range files {
		t.Run(file, func(t *testing.T) {
			t.Parallel()
			text := shipped(t, file)
			ks := byFile[file]
			places := make([]string, len(ks))
			doc := text
			for i, k := range ks {
				places[i] = place(t, text, k.at)
			}
			for i, k := range ks {
				at := k.at
				if strings.HasPrefix(places[i], "[[") {
					at = places[i] // the line at may be the one taken out before
				}
				doc, _, _ = dropKey(t, doc, at, k.key)
			}
			got := problems(t, fstest.MapFS{file: {Data: []byte(doc)}})
			all := true
			for i, k := range ks {
				all = all && slices.Contains(got, k.want(t, file, doc, places[i]))
			}
			if all {
				return
			}
			for i, k := range ks {
				t.Run(rowName(k.at, k.path), func(t *testing.T) {
					doc, _, _ := dropKey(t, text, k.at, k.key)
					assert.Contains(t, problems(t, fstest.MapFS{file: {Data: []byte(doc)}}), k.want(t, file, doc, places[i]),
						"%s is required", k.path)
				})
			}
		})
	}
}

// TestRequiredKeys: the keys of the chapter's files and of Cleave's own numbers that an entry, or the top of
// its file, must give.
func TestRequiredKeys(t *testing.T) {
	testRequired(t, []required{
		req("skills.toml", `name = "Daggers and knives"`, "kind"),
		req("skills.toml", `name = "Duelist"`, "when"),
		req("skills.toml", `name = "Staff Fighter"`, "weapon_skill"),
		req("weapons.toml", longSword, "name", "damage", "skill", "held", "types", "verbs", "blow_time"),
		req("weapons.toml", `name = "arrow"`, "skill"),
		req("armour.toml", `name = "padded coat"`, "slot", "category"),
		req("tags.toml", "", "cover", "corpse", "small_corpse", "small_corpse_hp"),
		req("creatures.toml", kobold, "text", "strength", "dexterity", "hp", "attacks", "faction", "depth", "frequency", "speed"),
		req("stances.toml", `name = "coward"`, "to_hit", "damage"),
		req("backgrounds.toml", `name = "warrior"`, "strength", "dexterity", "hp", "kit"),
		req("rules.toml", "", "light_radius", "base_hp", "step_seconds", "bleed_seconds", "bleed_min", "poison_seconds",
			"recover_seconds", "disease_seconds", "disease_percent", "wall_defence", "improvised_range",
			"break_percent", "noise_cells", "wake_percent", "burdened", "strained", "overloaded", "training"),
		req("words.toml", `words = "almost never"`, "words", "upto"),
		req("affixes.toml", "", "learn_hits", "learn_struck", "magic_percent", "cursed_percent", "monster_percent"),
		req("affixes.toml", `name = "+1"`, "words", "on", "frequency", "min_depth"),
		req("potions.toml", "", "potion_looks", "scroll_looks", "item_percent"),
		req("potions.toml", `name = "healing"`, "effect", "weight", "frequency", "min_depth", "dice"),
		req("potions.toml", `name = "strength"`, "amount", "seconds"),
		req("talents.toml", "[sneak]", "to_hit", "threat_widen", "exploit_to_hit"),
		req("talents.toml", "[stealth]", "skill", "wander_percent", "sleep_percent", "per_rank", "per_cell",
			"armour_noise", "burden_noise", "min_percent", "ambush_cells"),
		req("talents.toml", "[dazzle]", "to_hit", "defence", "bash_seconds"),
		req("talents.toml", "[tumble]", "skill", "dodge"),
		req("talents.toml", "[stamina]", "base", "per_strength", "seconds", "winded", "winded_to_hit", "winded_defence",
			"free_blow", "stance_seconds", "rage_drain", "free_blow_min_percent"),
		req("talents.toml", "[rage]", "to_hit", "damage"),
		req("spells.toml", "", "resist_step", "resist_most", "search_bonus", "creature_know_percent", "trap_skill"),
		req("spells.toml", `name = "fire"`, "verb"),
		req("spells.toml", `name = "fire bolt"`, "shape", "effect", "time", "skill", "text", "range", "damage", "element"),
		req("spells.toml", `name = "fireball"`, "radius"),
		req("spells.toml", `name = "mend"`, "damage"),
		req("spells.toml", `name = "ward"`, "amount", "seconds"),
		req("spells.toml", `name = "dazzle"`, "seconds"),
		req("spells.toml", `name = "arrow trap"`, "kind", "notice", "disarm", "depth", "frequency", "text", "missile", "damage", "type", "verb"),
		req("spells.toml", `name = "pit"`, "damage", "element"),
		req("spells.toml", `name = "fire trap"`, "spell"),
		req("hints.toml", `event = "glance"`, "event", "text"),
		req("dungeon.toml", "", "goal_depth", "artefact", "artefact_text", "guardian", "water_step", "score_per_level",
			"score_artefact", "score_escape", "score_speed_turns", "score_speed_percent"),
		req("dungeon.toml", `name = "halls"`, "depth"),
	})
}

// TestRequiredRuleSetKeys: the keys the rule sets' files must give (RULES.md §32–§35).
func TestRequiredRuleSetKeys(t *testing.T) {
	testRequired(t, []required{
		req("drn.toml", "", "attack_base", "defence_offset", "protection_per_point", "parry_per_point", "shield_protection",
			"weight_per_encumbrance", "base_encumbrance", "weapon_length", "rest_per_second", "attack_per_fatigue",
			"defence_per_fatigue", "max_fatigue", "crit_divisor", "round_seconds", "harassment", "dark",
			"creature_darkvision", "stunned_percent", "berserk"),
		req("drn.toml", `name = "quarterstaff"`, "name"),
		req("thac0.toml", "", "thac0_base", "level_base", "creature_hp_per_level", "ac_base", "natural_20_hits",
			"natural_1_misses", "critical_multiplier", "seconds_per_speed"),
		req("thac0.toml", "[[strength]] 1", "score", "hit"),
		req("thac0.toml", "[[dexterity]] 1", "score", "hit"),
		req("thac0.toml", "[[save_vs_poison]] 1", "level", "need"),
		req("nethack.toml", "", "ac_base", "level_base", "creature_hp_per_level", "monster_base", "low_level", "low_level_bonus", "luck",
			"luck_min", "luck_max", "luck_timeout_seconds", "luck_kill_fleeing", "luck_new_depth", "xp_per_kill", "xp_levels",
			"melee", "ranged", "adjacent", "distance_floor", "throwing_weapon", "non_weapon", "stunned", "fleeing", "sleeping",
			"paralysed", "burdened", "stressed", "strained", "default_size"),
		req("nethack.toml", "[[strength]] 1", "score", "hit"),
		req("nethack.toml", "[[dexterity]] 1", "score", "hit"),
		req("nethack.toml", "[[skill]] 1", "rank", "name", "hit", "two_weapon"),
		req("nethack.toml", `name = "tiny"`, "name", "hit"),
		req("nethack.toml", `weapon = "spear"`, "weapon", "hit"),
		req("tiers.toml", "", "light_percent", "critical_percent", "gp_player", "gp_creature", "gp_recover_seconds", "block",
			"shield_block_die", "dodge_die", "deflect_die", "dodge_step_percent", "creature_guard_light", "creature_guard_heavy"),
		req("tiers.toml", `skill = "Daggers and knives"`, "skill"),
		req("tiers.toml", `name = "long sword"`, "light", "medium", "critical"),
	})
}

// TestRequiredWithoutEntries: what a file needs before its entries, told at its top when it is not there.
func TestRequiredWithoutEntries(t *testing.T) {
	for _, c := range []struct{ file, key, want string }{
		{"skills.toml", "rank_names", `skills.toml:1:1: missing key "rank_names": the names of ranks 0 to 10, before the first [[skill]]`},
		{"words.toml", "never", `words.toml:1:1: missing key "never": the words when no blow can hurt, before the first table`},
	} {
		t.Run(c.file, func(t *testing.T) {
			doc, _, _ := dropKey(t, shipped(t, c.file), "", c.key)
			assert.Equal(t, []string{c.want}, problems(t, fstest.MapFS{c.file: {Data: []byte(doc)}}))
		})
	}
	// A missile weapon gives no blow time (the game gives it its shot time): the short bow loads without.
	line, _ := sectionOf(t, shipped(t, "weapons.toml"), shortBow).keyLine("blow_time")
	require.Equal(t, -1, line, "the shipped short bow has no blow_time")
}
