package cli

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/game"
)

// TestOddsSpellBolt: RULES.md §30.2, §30.6: odds --spell gives a bolt's exact odds against 10 + Dodge +
// Deflection only. A goblin in a leather jerkin has Defence 13 against a blow and 10 against a bolt: at rank
// 2 (+1) the dice need 9: 116 of 144 rolls (all but the 28 of 2 to 8).
func TestOddsSpellBolt(t *testing.T) {
	code, out, errs := run(t, "odds", "--spell", "fire bolt", "--rank", "2", "--target", "goblin", "--json")
	require.Equal(t, 0, code, errs)
	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &m))
	assert.Equal(t, 10.0, m["need"].(float64)+m["to_hit"].(float64))
	assert.Equal(t, 1.0, m["to_hit"])
	assert.InDelta(t, 116.0/144, m["hit"], 1e-12)
	assert.Equal(t, []any{3.0, 9.0}, m["hit_damage"], "2d4 + rank 2's damage bonus 1")
	assert.InDelta(t, 116.0/144*6, m["mean_damage"], 1e-12)
	assert.Equal(t, "fire", m["element"])
}

// TestOddsSpellResisted: RULES.md §28.3: the target's resistances come from the creature data: a mud golem
// resists fire at level 2 (half of each fireball, rounded down); a fireball never misses.
func TestOddsSpellResisted(t *testing.T) {
	code, out, errs := run(t, "odds", "--spell", "fireball", "--target", "mud golem", "--json")
	require.Equal(t, 0, code, errs)
	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &m))
	assert.Equal(t, 1.0, m["hit"])
	assert.Equal(t, 2.0, m["resist"])
	// 2d6 less ⌊d/2⌋: 2→1, 3→2, 4→2, 5→3, ... 12→6; the mean is Σ(d − ⌊d/2⌋)·P(d).
	want := 0.0
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			d := a + b
			want += float64(d-d/2) / 36
		}
	}
	assert.InDelta(t, want, m["mean_damage"], 1e-12)
}

// TestOddsSpellSameForCaster: RULES.md §31: the odds command's bolt (the player's, at a rank) and a kobold
// shaman's bolt at the same rank, built by the game, have the same odds against the same target.
func TestOddsSpellSameForCaster(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	code, out, errs := run(t, "odds", "--spell", "fire bolt", "--rank", "3", "--target", "goblin", "--json")
	require.Equal(t, 0, code, errs)
	var got combat.Report
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	g, err := game.New(game.Config{Seed: 1, Data: d})
	require.NoError(t, err)
	shaman, goblin := g.SpawnForTest("kobold shaman"), g.SpawnForTest("goblin")
	shaman.Skills["Sorcery"] = 3
	rep, err := g.SpellOdds(shaman, goblin, "fire bolt")
	require.NoError(t, err)
	assert.InDelta(t, rep.Hit, got.Hit, 1e-12)
	assert.InDelta(t, rep.MeanDamage, got.MeanDamage, 1e-12)
	assert.Equal(t, rep.Need, got.Need)
	assert.Equal(t, rep.HitDamage, got.HitDamage)
}

// TestBalanceSpells: balance --spells adds a line for each damaging spell against each creature.
func TestBalanceSpells(t *testing.T) {
	code, out, errs := run(t, "balance", "--weapon", "club", "--target", "kobold", "--spells")
	require.Equal(t, 0, code, errs)
	assert.Contains(t, out, "casts to kill")
	assert.Contains(t, out, "fireball")
	code, _, errs = run(t, "odds", "--spell", "ward", "--target", "kobold")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, errs, "does not strike a target")
}
