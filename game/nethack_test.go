// Issue 19: the whole game under the nethack rule set (RULES.md §34): the bot plays, creatures fight each
// other, saves keep the rule set, @ shows the sum, AC, level and Luck.

package game

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
)

// rules: RULES.md §34.1 — every attack of a bot game under nethack hits exactly when its sum beats the d20.
func TestNetHackBotPlaysWithoutPanic(t *testing.T) {
	attacks, hits := 0, 0
	seeds, spells := ruleBotGames(t, combat.NetHack, "CLEAVE_NETHACK_SEEDS", func(seed uint64, o combat.Outcome) {
		require.Equal(t, o.ToHit > o.Natural, o.Hit, "seed %d: the sum must beat the d20", seed)
		attacks++
		if o.Hit {
			hits++
			require.Equal(t, o.Damage, o.Dealt, "armour soaks nothing under nethack")
		}
	}, nil)
	t.Logf("nethack, %d seeds: %d attacks, %d hits (and %d spells)", seeds, attacks, hits, spells)
	assert.Positive(t, attacks)
	assert.Positive(t, hits)
}

// rules: RULES.md §34 — creatures fight each other under nethack (NetHack's monster to-hit).
func TestNetHackCreaturesFightEachOther(t *testing.T) {
	_, _, hits := fightEachOther(t, combat.NetHack, false)
	assert.Positive(t, hits)
}

// rules: RULES.md §34.3 — saves keep the rule set; the @ screen speaks nethack.
func TestNetHackSaveAndSheet(t *testing.T) {
	g, err := New(Config{Seed: 5, Rules: combat.NetHack})
	require.NoError(t, err)
	for range 50 {
		g.Act(g.BotAction())
	}
	b, err := Encode(g)
	require.NoError(t, err)
	h, err := Decode(b, g.Data())
	require.NoError(t, err)
	assert.Equal(t, combat.NetHack, h.Rules)
	a := arena(t, "warrior")
	a.Rules = combat.NetHack
	s := a.CharacterSheet(a.Player)
	assert.Contains(t, s.RulesLine, "Rules: nethack")
	assert.Contains(t, s.RulesLine, "Luck 0")
	require.NotEmpty(t, s.Attacks)
	assert.True(t, strings.HasPrefix(s.Attacks[0].Text, "to-hit "), "%q", s.Attacks[0].Text)
	assert.Less(t, s.Dv, 10)
}

// rules: RULES.md §34.2 — the sum of a blow, part by part: +1, level (+1 at 1–2), Strength, Dexterity,
// skill, the target's AC and state; two weapons take the skill's two-weapon penalty instead.
func TestNetHackSumByParts(t *testing.T) {
	g := arena(t, "warrior")
	ls, _ := g.data.Weapon("long sword")
	at := combat.Attack{Str: 17, Dex: 16, Weapon: ls.Weapon, Mode: combat.Blow}
	NetHackSpecAttack(g.data, &at, 4, 1, 2, 1, "")
	// +1 melee, Luck 2, level 1 (+1 low level), Strength 17 +1, Dexterity 16 +2, skilled +2.
	assert.Equal(t, 1+2+1+1+1+2+2, at.NetHack.ToHit)
	at.TwoWeapon = true
	NetHackSpecAttack(g.data, &at, 4, 1, 2, 1, "")
	assert.Equal(t, 1+2+1+1+1+2-5, at.NetHack.ToHit, "skilled two weapons: -5")
	sp, _ := g.data.Weapon("spear")
	sa := combat.Attack{Str: 10, Dex: 10, Weapon: sp.Weapon, Mode: combat.Blow}
	NetHackSpecAttack(g.data, &sa, 0, 5, 0, 1, "goblin")
	base := sa.NetHack.ToHit
	NetHackSpecAttack(g.data, &sa, 0, 5, 0, 1, "giant spider")
	assert.Equal(t, base+2, sa.NetHack.ToHit, "a spear against a large one")
}
