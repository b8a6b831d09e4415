// Issue 19: the whole game under the nethack rule set (RULES.md §34): the bot plays, creatures fight each
// other, saves keep the rule set, @ shows the sum, AC, level and Luck.

package game

import (
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
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
	g := playedUnder(t, combat.NetHack, 50)
	h := reloaded(t, g)
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

// rules: RULES.md §34.4 — Luck is earned and lost in play: a fleeing creature's death costs
// luck_kill_fleeing, a draugr's brings its entry's luck, a new depth luck_new_depth; it stays within
// −10..+10 and comes back one toward 0 on each mark of luck_timeout_seconds of the clock; the sum counts it.
func TestNetHackLuckEarnedAndTimedOut(t *testing.T) {
	g, err := New(Config{Seed: 5, Rules: combat.NetHack})
	require.NoError(t, err)
	pl := g.Player
	r := g.nethack()
	require.Equal(t, 0, g.Luck(pl))
	k := put(t, g, "kobold", pl.Pos)
	k.Fleeing = true
	g.countKill(pl, k)
	assert.Equal(t, r.LuckKillFleeing, g.Luck(pl), "a fleeing kobold slain")
	g.countKill(pl, put(t, g, "draugr", pl.Pos))
	assert.Equal(t, r.LuckKillFleeing+1, g.Luck(pl), "a draugr slain: its entry's luck")
	g.countKill(pl, put(t, g, "kobold", pl.Pos))
	assert.Equal(t, r.LuckKillFleeing+1, g.Luck(pl), "a kobold that stood: nothing")
	g.changeFloor(1)
	assert.Equal(t, r.LuckKillFleeing+1+r.LuckNewDepth, g.Luck(pl), "a new depth")
	g.changeFloor(-1)
	g.changeFloor(1)
	assert.Equal(t, r.LuckKillFleeing+1+r.LuckNewDepth, g.Luck(pl), "a depth seen before: nothing")
	// Bounds.
	g.changeLuck(pl, 50)
	assert.Equal(t, 10, g.Luck(pl))
	g.changeLuck(pl, -50)
	assert.Equal(t, -10, g.Luck(pl))
	// The timeout: on the clock's marks of 3600 s (36000 tenths), one back toward 0, never past it.
	mark := tenths(r.LuckTimeout)
	require.Equal(t, int64(36000), mark)
	g.Time = 5 * mark
	pl.Luck, pl.LuckAt = 3, g.Time+10
	g.Time = 6*mark - 1
	assert.Equal(t, 3, g.Luck(pl), "before the next mark")
	g.Time = 6 * mark
	assert.Equal(t, 2, g.Luck(pl), "the mark at 6×3600 s passed")
	g.Time = 6*mark + mark - 1
	assert.Equal(t, 2, g.Luck(pl), "no mark since")
	g.Time = 7 * mark
	assert.Equal(t, 1, g.Luck(pl))
	g.Time = 20 * mark
	assert.Equal(t, 0, g.Luck(pl), "never past 0")
	pl.Luck, pl.LuckAt = -2, g.Time
	g.Time += mark
	assert.Equal(t, -1, g.Luck(pl), "bad Luck comes back too")
	// The sum counts Luck.
	at := g.bumpStrike(pl).attack
	before := g.nethackWho(pl, pl, at)
	g.changeLuck(pl, 4)
	assert.Equal(t, before.Luck+4, g.nethackWho(pl, pl, at).Luck)
	assert.Equal(t, 3, g.Luck(pl))
}

// rules: RULES.md §34.4 — experience: a kill earns xp_per_kill + the creature's level squared, and the
// level follows xp_levels (20 for level 2, 40 for 3 …); the player starts at level 1; @ shows level and
// XP; under the chapter's rules kills earn nothing of it.
func TestNetHackExperience(t *testing.T) {
	g := arena(t, "warrior")
	g.Rules = combat.NetHack
	pl := g.Player
	r := g.nethack()
	for xp, want := range map[int]int{0: 1, 19: 1, 20: 2, 39: 2, 40: 3, 79: 3, 80: 4, 10000000: 21} {
		assert.Equal(t, want, r.ExpLevel(xp), "%d XP", xp)
	}
	assert.Equal(t, 1, g.ExpLevel(pl), "a new character")
	at := g.bumpStrike(pl).attack
	assert.Equal(t, 1, g.nethackWho(pl, pl, at).Level, "the sum's level is the experience level")
	gob := put(t, g, "cave beetle", gruid.Point{X: 8, Y: 4})
	lv := g.nethackCreatureLevel(gob)
	require.Equal(t, 2, lv, "10 hit points / 5")
	per := r.XPPerKill + lv*lv
	require.Equal(t, 5, per)
	n := 0
	for pl.Exp+per < 20 {
		g.countKill(pl, gob)
		n++
	}
	assert.Equal(t, n*per, pl.Exp)
	assert.Equal(t, 1, g.ExpLevel(pl))
	g.countKill(pl, gob)
	assert.Equal(t, 2, g.ExpLevel(pl))
	assert.Equal(t, "Welcome to experience level 2.", g.Log[len(g.Log)-1].Text)
	assert.Equal(t, 2, g.nethackWho(pl, pl, at).Level)
	assert.Contains(t, g.CharacterSheet(pl).RulesLine, "level 2 (")
	assert.Contains(t, g.CharacterSheet(pl).RulesLine, " XP), Luck 0")
	// A creature's kill earns nothing; nor does the player's under the chapter's rules.
	k := put(t, g, "kobold", gruid.Point{X: 10, Y: 4})
	exp := pl.Exp
	g.countKill(gob, k)
	assert.Zero(t, gob.Exp)
	g.Rules = combat.Cleave
	g.countKill(pl, k)
	assert.Equal(t, exp, pl.Exp)
}

// rules: RULES.md §34.4 — the save keeps Luck and experience; a save of the layout before them still loads
// (they load as 0).
func TestNetHackLuckSaved(t *testing.T) {
	g := playedUnder(t, combat.NetHack, 0)
	g.Player.Exp = 45
	g.changeLuck(g.Player, 2)
	h := reloaded(t, g)
	assert.Equal(t, 45, h.Player.Exp)
	assert.Equal(t, 2, h.Luck(h.Player))
	assert.Equal(t, 3, h.ExpLevel(h.Player))
	// game/save: TestOlderLayoutLoads loads a save of the layout before them.
}
