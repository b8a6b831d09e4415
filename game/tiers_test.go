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
	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/cleave-game/cleave/combat/ruleset/tiers"
	"github.com/cleave-game/cleave/levels"
)

// rules: RULES.md §35.1 — every attack of a bot game under tiers has the hit strength of its two totals.
func TestTiersBotPlaysWithoutPanic(t *testing.T) {
	attacks, hits, guards, crits := 0, 0, 0, 0
	seeds, _ := ruleBotGames(t, "tiers", "CLEAVE_TIERS_SEEDS", func(seed uint64, o combat.Outcome) {
		gd, ok := o.Own.(tiers.Guarded)
		require.True(t, ok, "seed %d: what Guard did on every outcome", seed)
		s := tiers.Strength(gd.AttackRoll, gd.DefenceRoll)
		require.Equal(t, s > 0, o.Hit, "seed %d", seed)
		attacks++
		if o.Hit {
			hits++
		}
		if gd.GPSpent {
			guards++
		}
		if o.Critical {
			crits++
		}
	}, func(g *Game) {
		n := numbers[*tiers.Numbers](t, g)
		require.LessOrEqual(t, n.GuardPoints(g.arms.facts(g.Player), g.Time), n.GuardPool(g.arms.facts(g.Player)))
	})
	t.Logf("tiers, %d seeds: %d attacks, %d hits, %d criticals, %d Guard Points spent", seeds, attacks, hits, crits, guards)
	assert.Positive(t, hits)
	assert.Positive(t, guards, "both sides guard")
}

// rules: RULES.md §35.2 — Guard Points are spent and come back with the clock; the save keeps them.
func TestTiersGuardPointsAndSave(t *testing.T) {
	g, err := New(Config{Seed: 5, Rules: "tiers"})
	require.NoError(t, err)
	n := numbers[*tiers.Numbers](t, g)
	pl := g.Player
	pool := n.GuardPool(g.arms.facts(pl))
	require.Equal(t, 3, pool)
	pl.RuleState[0], pl.RuleState[1] = 2, g.Time // tiers' Guard Points spent, and when
	assert.Equal(t, 1, n.GuardPoints(g.arms.facts(pl), g.Time))
	g.Time += 60
	assert.Equal(t, 2, n.GuardPoints(g.arms.facts(pl), g.Time), "one back in 6 seconds")
	h := reloaded(t, g)
	assert.Equal(t, "tiers", h.RulesName())
	assert.Equal(t, 2, n.GuardPoints(h.arms.facts(h.Player), h.Time))
	s := h.CharacterSheet(h.Player)
	assert.Contains(t, rulesText(s), "Guard Points 2/3")
	require.NotEmpty(t, s.Attacks)
	assert.True(t, strings.Contains(s.Attacks[0].Text, "/"), "three damage values: %q", s.Attacks[0].Text)
}

// rules: RULES.md §35.1 — two weapons under tiers: two d20, the higher kept, one blow with its hand;
// doubles strike with both; the off hand lands only Light hits.
func TestTiersTwoWeaponDice(t *testing.T) {
	g := arena(t, "duelist")
	under(t, g, "tiers")
	pl := g.Player
	require.True(t, g.arms.twoWeapons(pl))
	k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4})
	bumps, doubles, offs := 0, 0, 0
	for range 600 {
		k.HP, k.MaxHP, k.Dead, k.Awake = 5000, 5000, false, true
		k.Pos = gruid.Point{X: pl.Pos.X + 1, Y: pl.Pos.Y}
		var mine []Event
		g.fight.melee(pl, k)
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
				require.LessOrEqual(t, e.Outcome.Own.(tiers.Guarded).Strength, tiers.Light, "the off hand: Light hits only")
			}
		}
	}
	t.Logf("%d bumps, %d doubles, %d off-hand blows", bumps, doubles, offs)
	assert.InDelta(t, 0.05, float64(doubles)/float64(bumps), 0.03, "doubles one time in 20")
	assert.InDelta(t, 0.5, float64(offs)/float64(bumps), 0.1, "the off hand's die is the higher about half the time")
}

// rules: RULES.md §35.2 — a Dodge to 0 damage lets the defender step to the free cell farthest from its
// attacker: the player at or below dodge_step_percent of its hit points, a creature that flees or keeps
// its distance; never after damage, a Block, or with no cell farther.
func TestTiersDodgeStep(t *testing.T) {
	g := arena(t, "warrior")
	under(t, g, "tiers")
	pl := g.Player
	home := pl.Pos
	k := put(t, g, "kobold", gruid.Point{X: home.X + 1, Y: home.Y})
	dodged := combat.Outcome{Hit: true, Glance: true, Own: tiers.Guarded{Guard: tiers.GuardDodge, GPSpent: true}}
	step := func(a, t *Actor, o combat.Outcome) { g.fight.stepAway(a, t, combat.Attack{}, o) }
	reset := func() {
		pl.Pos, k.Pos = home, gruid.Point{X: home.X + 1, Y: home.Y}
		g.TakeEvents()
	}
	// The player: only at or below half its hit points (dodge_step_percent 50).
	pl.MaxHP, pl.HP = 20, 11
	step(k, pl, dodged)
	assert.Equal(t, home, pl.Pos, "above half: it stands")
	pl.HP = 10
	step(k, pl, dodged)
	assert.Equal(t, gruid.Point{X: home.X - 1, Y: home.Y + 1}, pl.Pos, "the first of the farthest cells, clockwise from north")
	assert.Equal(t, 2, levels.Distance(pl.Pos, k.Pos))
	assert.Len(t, eventsOf(g.TakeEvents(), EventMove), 1)
	reset()
	for _, o := range []combat.Outcome{
		{Hit: true, Dealt: 2, Own: tiers.Guarded{Guard: tiers.GuardDodge}},
		{Hit: true, Glance: true, Own: tiers.Guarded{Guard: tiers.GuardBlock}},
		{},
	} {
		step(k, pl, o)
		assert.Equal(t, home, pl.Pos, "%+v: no step", o)
	}
	// Walled in on the far side: no cell farther, no step.
	for _, d := range []gruid.Point{{X: -1, Y: -1}, {X: -1, Y: 0}, {X: -1, Y: 1}} {
		g.Level.Set(home.Add(d), levels.Wall)
	}
	step(k, pl, dodged)
	assert.Equal(t, home, pl.Pos, "nowhere farther")
	for _, d := range []gruid.Point{{X: -1, Y: -1}, {X: -1, Y: 0}, {X: -1, Y: 1}} {
		g.Level.Set(home.Add(d), levels.Floor)
	}
	// A creature: a plain kobold holds its ground; fleeing, it steps away; an archer always.
	reset()
	step(pl, k, dodged)
	assert.Equal(t, gruid.Point{X: home.X + 1, Y: home.Y}, k.Pos, "a kobold fights on")
	k.Fleeing = true
	step(pl, k, dodged)
	assert.Equal(t, 2, levels.Distance(pl.Pos, k.Pos), "fleeing, it steps away")
	archer := put(t, g, "kobold archer", gruid.Point{X: home.X, Y: home.Y - 1})
	step(pl, archer, dodged)
	assert.Equal(t, 2, levels.Distance(pl.Pos, archer.Pos), "an archer keeps its distance")
}

// rules: RULES.md §35.2 — the Evasion and Deflect talents: a creature's from tiers.toml, the player's as
// talents are gained (Evasion at Tumble 5, Deflect at Duelist 5); a shield's Block Die over Deflect's;
// the player's guard is its setting, auto by default.
func TestTiersTalentsAndGuardSetting(t *testing.T) {
	g := arena(t, "warrior")
	under(t, g, "tiers")
	r := numbers[*tiers.Numbers](t, g)
	pl := g.Player
	at := combat.Attack{Mode: combat.Blow, Adjacent: true}
	defence := func(a *Actor) tiers.Defence {
		return r.DefenceOf(g.arms.blowOf(nil, a, at, g.arms.defenderOf(a)))
	}
	rat := put(t, g, "giant rat", gruid.Point{X: 6, Y: 4})
	assert.Equal(t, r.DodgeDie, defence(rat).DodgeDie, "a giant rat has Evasion")
	assert.Zero(t, defence(rat).BlockDie.Count)
	skel := put(t, g, "skeleton", gruid.Point{X: 8, Y: 4})
	assert.Zero(t, defence(skel).DodgeDie.Count)
	if _, shield := g.gear.armourIn(skel, SlotOff); !shield {
		assert.Equal(t, r.DeflectDie, defence(skel).BlockDie, "a skeleton has Deflect")
	}
	kob := put(t, g, "kobold", gruid.Point{X: 10, Y: 4})
	assert.Zero(t, defence(kob).DodgeDie.Count, "a kobold has neither")
	// The player: no talent at rank 0; Evasion at Tumble 5, Deflect at Duelist 5.
	pl.Worn[SlotOff] = Item{}
	assert.Zero(t, defence(pl).DodgeDie.Count)
	assert.Zero(t, defence(pl).BlockDie.Count)
	pl.Skills["Tumble"], pl.Skills["Duelist"] = 5, 5
	assert.Equal(t, r.DodgeDie, defence(pl).DodgeDie)
	assert.Equal(t, r.DeflectDie, defence(pl).BlockDie)
	assert.Contains(t, rulesText(g.CharacterSheet(pl)), "Dodge Die 1d6, Block Die 1d4")
	// The guard: auto by default, the setting's when set.
	assert.Equal(t, [4]tiers.Guard{tiers.GuardNone, tiers.GuardAuto, tiers.GuardAuto, tiers.GuardAuto}, defence(pl).Guard)
	assert.Contains(t, rulesText(g.CharacterSheet(pl)), "guard: auto")
	block, ok := g.Choose("guard", "block")
	require.True(t, ok)
	g.Do(block)
	assert.Equal(t, tiers.GuardBlock, defence(pl).Guard[tiers.Critical])
	assert.Contains(t, rulesText(g.CharacterSheet(pl)), "guard: block")
}

// rules: RULES.md §35.2 — the game's numbers for a blow on a giant rat (Evasion; it blocks a Light hit and
// dodges a heavier one) give, blow after blow with its Guard Points whole, the damage OddsTiersGuarded
// counts exactly.
func TestTiersGuardedBlowsMatchExactOdds(t *testing.T) {
	g := arena(t, "warrior")
	under(t, g, "tiers")
	r := numbers[*tiers.Numbers](t, g)
	pl := g.Player
	rat := put(t, g, "giant rat", gruid.Point{X: pl.Pos.X + 1, Y: pl.Pos.Y})
	rat.HP, rat.MaxHP = 1000, 1000
	at := g.arms.bumpStrike(pl).attack
	at.Adjacent = true
	d := g.arms.defenderOf(rat)
	d.Protection = append([]combat.Piece(nil), d.Protection...)
	require.Equal(t, r.DodgeDie, r.DefenceOf(g.arms.blowOf(pl, rat, at, d)).DodgeDie, "the rat evades")
	want, err := g.arms.rules.(tiers.Rules).GuardedDealt(g.arms.blowOf(pl, rat, at, d))
	require.NoError(t, err)
	const n = 40000
	got := map[int]int{}
	evaded := 0
	for range n {
		rat.RuleState = ruleset.State{} // its Guard Points whole, no block left
		o, err := g.arms.resolve(pl, rat, strike{attack: at}, d)
		require.NoError(t, err)
		got[o.Dealt]++
		if o.Own.(tiers.Guarded).Evaded > 0 {
			evaded++
		}
	}
	for v := range want.P {
		assert.InDelta(t, want.At(v), float64(got[v])/n, 0.01, "%d damage", v)
	}
	assert.Positive(t, evaded)
}
