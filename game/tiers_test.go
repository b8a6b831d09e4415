// Issue 19: the whole game under the tiers rule set (RULES.md §35): the bot plays, creatures guard by
// their rule, saves keep the rule set and Guard Points, @ shows Guard Points.

package game

import (
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
)

// rules: RULES.md §35.1 — every attack of a bot game under tiers has the hit strength of its two totals.
func TestTiersBotPlaysWithoutPanic(t *testing.T) {
	attacks, hits, guards, crits := 0, 0, 0, 0
	seeds, _ := ruleBotGames(t, combat.Tiers, "CLEAVE_TIERS_SEEDS", func(seed uint64, o combat.Outcome) {
		s := combat.TiersStrength(o.AttackRoll, o.DefenceRoll)
		require.Equal(t, s > 0, o.Hit, "seed %d", seed)
		attacks++
		if o.Hit {
			hits++
		}
		if o.Tiers.GPSpent {
			guards++
		}
		if o.Critical {
			crits++
		}
	}, func(g *Game) { require.LessOrEqual(t, g.GuardPoints(g.Player), g.GuardPool(g.Player)) })
	t.Logf("tiers, %d seeds: %d attacks, %d hits, %d criticals, %d Guard Points spent", seeds, attacks, hits, crits, guards)
	assert.Positive(t, hits)
	assert.Positive(t, guards, "both sides guard")
}

// rules: RULES.md §35.2 — Guard Points are spent and come back with the clock; the save keeps them.
func TestTiersGuardPointsAndSave(t *testing.T) {
	g, err := New(Config{Seed: 5, Rules: combat.Tiers})
	require.NoError(t, err)
	pl := g.Player
	pool := g.GuardPool(pl)
	require.Equal(t, 3, pool)
	pl.GuardSpent, pl.GuardAt = 2, g.Time
	assert.Equal(t, 1, g.GuardPoints(pl))
	g.Time += 60
	assert.Equal(t, 2, g.GuardPoints(pl), "one back in 6 seconds")
	b, err := Encode(g)
	require.NoError(t, err)
	h, err := Decode(b, g.Data())
	require.NoError(t, err)
	assert.Equal(t, combat.Tiers, h.Rules)
	assert.Equal(t, 2, h.GuardPoints(h.Player))
	s := h.CharacterSheet(h.Player)
	assert.Contains(t, s.RulesLine, "Guard Points 2/3")
	require.NotEmpty(t, s.Attacks)
	assert.True(t, strings.Contains(s.Attacks[0].Text, "/"), "three damage values: %q", s.Attacks[0].Text)
}

// rules: RULES.md §35.1 — two weapons under tiers: two d20, the higher kept, one blow with its hand;
// doubles strike with both; the off hand lands only Light hits.
func TestTiersTwoWeaponDice(t *testing.T) {
	g := arena(t, "duelist")
	g.Rules = combat.Tiers
	pl := g.Player
	require.True(t, g.twoWeapons(pl))
	k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4})
	bumps, doubles, offs := 0, 0, 0
	for range 600 {
		k.HP, k.MaxHP, k.Dead, k.Awake = 5000, 5000, false, true
		k.Pos = gruid.Point{X: pl.Pos.X + 1, Y: pl.Pos.Y}
		var mine []Event
		g.melee(pl, k)
		for _, e := range eventsOf(g.TakeEvents(), EventAttack) {
			if e.Actor == pl.ID {
				mine = append(mine, e)
			}
		}
		require.True(t, len(mine) == 1 || len(mine) == 2, "one blow, or two on doubles")
		bumps++
		if len(mine) == 2 {
			doubles++
			require.Equal(t, mine[0].Outcome.Natural, mine[1].Outcome.Natural, "doubles")
		}
		for _, e := range mine {
			if e.Weapon == pl.Worn[SlotOff].Name {
				offs++
				require.LessOrEqual(t, e.Outcome.Tiers.Strength, combat.TierLight, "the off hand: Light hits only")
			}
		}
	}
	t.Logf("%d bumps, %d doubles, %d off-hand blows", bumps, doubles, offs)
	assert.InDelta(t, 0.05, float64(doubles)/float64(bumps), 0.03, "doubles one time in 20")
	assert.InDelta(t, 0.5, float64(offs)/float64(bumps), 0.1, "the off hand's die is the higher about half the time")
}
