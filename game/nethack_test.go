// Issue 19: the whole game under the nethack rule set (RULES.md §34): the bot plays, creatures fight each
// other, saves keep the rule set, @ shows the sum, AC, level and Luck.

package game

import (
	"flag"
	"fmt"
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/cleave-game/cleave/combat/ruleset/nethack"
)

// rules: RULES.md §34.1 — every attack of a bot game under nethack hits exactly when its sum beats the d20.
func TestNetHackBotPlaysWithoutPanic(t *testing.T) {
	attacks, hits := 0, 0
	seeds, spells := ruleBotGames(t, "nethack", "CLEAVE_NETHACK_SEEDS", func(seed uint64, o combat.Outcome) {
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
	_, _, hits := fightEachOther(t, "nethack", false)
	assert.Positive(t, hits)
}

// rules: RULES.md §34.3 — saves keep the rule set; the @ screen speaks nethack.
func TestNetHackSaveAndSheet(t *testing.T) {
	g := playedUnder(t, "nethack", 50)
	h := reloaded(t, g)
	assert.Equal(t, "nethack", h.RulesName())
	a := arena(t, "warrior")
	under(t, a, "nethack")
	s := a.CharacterSheet(a.Player)
	assert.Contains(t, rulesText(s), "Rules: nethack")
	assert.Contains(t, rulesText(s), "Luck 0")
	require.NotEmpty(t, s.Attacks)
	assert.True(t, strings.HasPrefix(s.Attacks[0].Text, "to-hit "), "%q", s.Attacks[0].Text)
	ac, _ := ruleset.Value(s.Rules.Numbers, "AC")
	assert.Less(t, ac, 10)
}

// rules: RULES.md §34.2 — the sum of a blow, part by part: +1, level (+1 at 1–2), Strength, Dexterity,
// skill, the target's AC and state; two weapons take the skill's two-weapon penalty instead.
func TestNetHackSumByParts(t *testing.T) {
	g := arena(t, "warrior")
	under(t, g, "nethack")
	r := numbers[*nethack.Numbers](t, g)
	// The odds command's attacker: rank 4 (skilled), level 1, Luck 2, against a bare target.
	sum := func(at combat.Attack, rank, level, luck int, target string) int {
		b := &ruleset.Blow{Attack: at, Distance: 1, Rank: rank, To: &ruleset.Fighter{}}
		if target != "" {
			f, d, err := CreatureFighter(g.data, g.arms.rules, target)
			require.NoError(t, err)
			b.To, b.Defender = f, d
		}
		ok := flag.NewFlagSet("odds", flag.ContinueOnError)
		apply := g.arms.rules.Flags(ok)
		require.NoError(t, ok.Parse([]string{"--level", fmt.Sprint(level), "--luck", fmt.Sprint(luck)}))
		require.NoError(t, apply(b))
		return r.AttackOf(b).ToHit
	}
	ls, _ := g.data.Weapon("long sword")
	at := combat.Attack{Str: 17, Dex: 16, Weapon: ls.Weapon, Mode: combat.Blow}
	// +1 melee, Luck 2, level 1 (+1 low level), Strength 17 +1, Dexterity 16 +2, skilled +2.
	assert.Equal(t, 1+2+1+1+1+2+2, sum(at, 4, 1, 2, ""))
	at.TwoWeapon = true
	assert.Equal(t, 1+2+1+1+1+2-5, sum(at, 4, 1, 2, ""), "skilled two weapons: -5")
	sp, _ := g.data.Weapon("spear")
	sa := combat.Attack{Str: 10, Dex: 10, Weapon: sp.Weapon, Mode: combat.Blow}
	base := sum(sa, 0, 5, 0, "goblin")
	assert.Equal(t, base+2, sum(sa, 0, 5, 0, "giant spider"), "a spear against a large one")
}

// The places of nethack's numbers in a fighter's State (combat/ruleset/nethack: Luck earned, when it last
// changed, experience points).
const (
	stateLuck, stateLuckAt, stateExp = 0, 1, 2
)

// rules: RULES.md §34.4 — Luck is earned and lost in play: a fleeing creature's death costs
// luck_kill_fleeing, a draugr's brings its entry's luck, a new depth luck_new_depth; it stays within
// −10..+10 and comes back one toward 0 on each mark of luck_timeout_seconds of the clock; the sum counts it.
func TestNetHackLuckEarnedAndTimedOut(t *testing.T) {
	g, err := New(Config{Seed: 5, Rules: "nethack"})
	require.NoError(t, err)
	pl := g.Player
	r := numbers[*nethack.Numbers](t, g)
	luck := func() int { return r.LuckOf(g.arms.facts(pl), g.Time) }
	require.Equal(t, 0, luck())
	k := put(t, g, "kobold", pl.Pos)
	k.Fleeing = true
	g.fight.countKill(pl, k)
	assert.Equal(t, r.LuckKillFleeing, luck(), "a fleeing kobold slain")
	g.fight.countKill(pl, put(t, g, "draugr", pl.Pos))
	assert.Equal(t, r.LuckKillFleeing+1, luck(), "a draugr slain: its entry's luck")
	g.fight.countKill(pl, put(t, g, "kobold", pl.Pos))
	assert.Equal(t, r.LuckKillFleeing+1, luck(), "a kobold that stood: nothing")
	g.dungeon.changeFloor(1)
	assert.Equal(t, r.LuckKillFleeing+1+r.LuckNewDepth, luck(), "a new depth")
	g.dungeon.changeFloor(-1)
	g.dungeon.changeFloor(1)
	assert.Equal(t, r.LuckKillFleeing+1+r.LuckNewDepth, luck(), "a depth seen before: nothing")
	// Bounds.
	r.ChangeLuck(g.arms.facts(pl), 50, g.Time)
	assert.Equal(t, 10, luck())
	r.ChangeLuck(g.arms.facts(pl), -50, g.Time)
	assert.Equal(t, -10, luck())
	// The timeout: on the clock's marks of 3600 s (36000 tenths), one back toward 0, never past it.
	mark := tenths(r.LuckTimeout)
	require.Equal(t, int64(36000), mark)
	g.Time = 5 * mark
	pl.RuleState[stateLuck], pl.RuleState[stateLuckAt] = 3, g.Time+10
	g.Time = 6*mark - 1
	assert.Equal(t, 3, luck(), "before the next mark")
	g.Time = 6 * mark
	assert.Equal(t, 2, luck(), "the mark at 6×3600 s passed")
	g.Time = 6*mark + mark - 1
	assert.Equal(t, 2, luck(), "no mark since")
	g.Time = 7 * mark
	assert.Equal(t, 1, luck())
	g.Time = 20 * mark
	assert.Equal(t, 0, luck(), "never past 0")
	pl.RuleState[stateLuck], pl.RuleState[stateLuckAt] = -2, g.Time
	g.Time += mark
	assert.Equal(t, -1, luck(), "bad Luck comes back too")
	// The sum counts Luck.
	at := g.arms.bumpStrike(pl).attack
	before := r.AttackOf(g.arms.blowOf(pl, pl, at, combat.Defender{})).ToHit
	r.ChangeLuck(g.arms.facts(pl), 4, g.Time)
	assert.Equal(t, before+4, r.AttackOf(g.arms.blowOf(pl, pl, at, combat.Defender{})).ToHit)
	assert.Equal(t, 3, luck())
}

// rules: RULES.md §34.4 — experience: a kill earns xp_per_kill + the creature's level squared, and the
// level follows xp_levels (20 for level 2, 40 for 3 …); the player starts at level 1; @ shows level and
// XP; under the chapter's rules kills earn nothing of it.
func TestNetHackExperience(t *testing.T) {
	g := arena(t, "warrior")
	under(t, g, "nethack")
	pl := g.Player
	r := numbers[*nethack.Numbers](t, g)
	for xp, want := range map[int]int{0: 1, 19: 1, 20: 2, 39: 2, 40: 3, 79: 3, 80: 4, 10000000: 21} {
		assert.Equal(t, want, r.ExpLevel(xp), "%d XP", xp)
	}
	level := func() int { return r.ExpLevelOf(g.arms.facts(pl)) }
	assert.Equal(t, 1, level(), "a new character")
	at := g.arms.bumpStrike(pl).attack
	sum := func() int { return r.AttackOf(g.arms.blowOf(pl, pl, at, combat.Defender{})).ToHit }
	atLevel1 := sum()
	gob := put(t, g, "cave beetle", gruid.Point{X: 8, Y: 4})
	lv := r.CreatureLevel(g.arms.facts(gob))
	require.Equal(t, 2, lv, "10 hit points / 5")
	per := r.XPPerKill + lv*lv
	require.Equal(t, 5, per)
	n := 0
	for int(pl.RuleState[stateExp])+per < 20 {
		g.fight.countKill(pl, gob)
		n++
	}
	assert.Equal(t, int64(n*per), pl.RuleState[stateExp])
	assert.Equal(t, 1, level())
	g.fight.countKill(pl, gob)
	assert.Equal(t, 2, level())
	assert.Equal(t, "Welcome to experience level 2.", g.Log[len(g.Log)-1].Text)
	assert.Equal(t, atLevel1+1, sum(), "the sum's level is the experience level (levels 1 and 2 both low)")
	assert.Contains(t, rulesText(g.CharacterSheet(pl)), "level 2   XP ")
	assert.Contains(t, rulesText(g.CharacterSheet(pl)), "Luck 0   ")
	// A creature's kill earns nothing; nor does the player's under the chapter's rules.
	k := put(t, g, "kobold", gruid.Point{X: 10, Y: 4})
	exp := pl.RuleState[stateExp]
	g.fight.countKill(gob, k)
	assert.Zero(t, gob.RuleState[stateExp])
	under(t, g, "cleave")
	g.fight.countKill(pl, k)
	assert.Equal(t, exp, pl.RuleState[stateExp])
}

// rules: RULES.md §34.4 — the save keeps Luck and experience.
func TestNetHackLuckSaved(t *testing.T) {
	g := playedUnder(t, "nethack", 0)
	r := numbers[*nethack.Numbers](t, g)
	g.Player.RuleState[stateExp] = 45
	r.ChangeLuck(g.arms.facts(g.Player), 2, g.Time)
	h := reloaded(t, g)
	assert.Equal(t, int64(45), h.Player.RuleState[stateExp])
	assert.Equal(t, 2, r.LuckOf(h.arms.facts(h.Player), h.Time))
	assert.Equal(t, 3, r.ExpLevelOf(h.arms.facts(h.Player)))
}
