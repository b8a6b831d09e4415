// Issue 19: the whole game under the thac0 rule set (RULES.md §33): the bot plays, creatures fight each
// other, saves keep the rule set, @ shows THAC0 and AC, the seed's example comes out of thac0.toml.

package game

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/cleave-game/cleave/combat/ruleset/thac0"
)

// ruleSeeds is how many seeds the bot plays under a rule set: 10, or the env variable (100 for the run).
func ruleSeeds(t *testing.T, env string) uint64 {
	if s := os.Getenv(env); s != "" {
		n, err := strconv.ParseUint(s, 10, 64)
		require.NoError(t, err, env)
		return n
	}
	return 10
}

// ruleBotGames plays the bot 800 actions on each of the rule set's seeds (ruleSeeds of env) and hands each
// attack it makes or takes, but spells (they keep the chapter's rules), to each, once checked to be of the
// rule set; end is called at each game's end. It returns how many seeds it played and how many spells it saw.
func ruleBotGames(t *testing.T, rules string, env string, each func(seed uint64, o combat.Outcome), end func(g *Game)) (seeds uint64, spells int) {
	t.Helper()
	seeds = ruleSeeds(t, env)
	for seed := uint64(1); seed <= seeds; seed++ {
		g, err := New(Config{Seed: seed, Rules: rules})
		require.NoError(t, err)
		for i := 0; i < 800 && !g.Over; i++ {
			g.Act(g.BotAction())
			for _, e := range eventsOf(g.TakeEvents(), EventAttack) {
				if e.Outcome.Elemental {
					spells++
					continue
				}
				each(seed, e.Outcome)
			}
		}
		require.Equal(t, rules, g.RulesName(), "the game keeps its rule set")
		if end != nil {
			end(g)
		}
	}
	return seeds, spells
}

// fightEachOther has a goblin and a kobold of an arena strike each other 200 times under rules (hit points
// set high, so none falls) and returns the game, the goblin and how often it hit.
func fightEachOther(t *testing.T, rules string, both bool) (*Game, *Actor, int) {
	t.Helper()
	g := arena(t, "warrior")
	under(t, g, rules)
	k := put(t, g, "kobold", gruid.Point{X: 6, Y: 4})
	gob := put(t, g, "goblin", gruid.Point{X: 7, Y: 4})
	hits := 0
	for range 200 {
		k.HP, k.MaxHP, k.Dead, gob.HP, gob.MaxHP, gob.Dead = 500, 500, false, 500, 500, false
		if g.fight.strikeAt(gob, k, g.arms.bumpStrike(gob)).Hit {
			hits++
		}
		if both {
			g.fight.strikeAt(k, gob, g.arms.bumpStrike(k))
		}
	}
	return g, gob, hits
}

// rules: RULES.md §33.1 — every attack of a bot game under thac0 hits exactly when the d20 reaches
// THAC0 − AC (or a natural 20, never a natural 1, always a sleeper).
func TestTHAC0BotPlaysWithoutPanic(t *testing.T) {
	attacks, hits, crits := 0, 0, 0
	seeds, spells := ruleBotGames(t, "thac0", "CLEAVE_THAC0_SEEDS", func(seed uint64, o combat.Outcome) {
		if o.Natural > 1 && o.Natural < 20 && !o.Hit {
			require.Less(t, o.Natural, thac0.Need(o.ToHit, o.Defence), "seed %d: a miss falls short of THAC0 − AC", seed)
		}
		if o.Natural == 20 {
			require.True(t, o.Hit, "seed %d: a natural 20 always hits", seed)
		}
		attacks++
		if o.Hit {
			hits++
			require.Equal(t, o.Damage, o.Dealt, "armour soaks nothing under thac0")
		}
		if o.Critical {
			crits++
		}
	}, nil)
	t.Logf("thac0, %d seeds: %d attacks, %d hits, %d criticals (and %d spells)", seeds, attacks, hits, crits, spells)
	assert.Positive(t, attacks)
	assert.Positive(t, hits)
}

// rules: RULES.md §33 — creatures fight each other under thac0.
func TestTHAC0CreaturesFightEachOther(t *testing.T) {
	_, _, hits := fightEachOther(t, "thac0", true)
	assert.Positive(t, hits, "the goblin lands blows on the kobold under thac0")
}

// rules: RULES.md §33.2 — saves keep the rule set.
func TestTHAC0SaveKeepsRules(t *testing.T) {
	g := playedUnder(t, "thac0", 50)
	h := reloaded(t, g)
	assert.Equal(t, "thac0", h.RulesName(), "the save keeps the rule set")
}

// rules: RULES.md §33.2 — the seed's example through thac0.toml: level 7 (ranks giving +6 to hit over
// level_base 1) is THAC0 14, needing 8 against AC 6; Strength 21 (this game's 18/80, +2) and a long
// sword +1 make it 11, needing 5.
func TestTHAC0SeedExampleFromData(t *testing.T) {
	g := arena(t, "warrior")
	under(t, g, "thac0")
	n := numbers[*thac0.Numbers](t, g)
	ls, ok := g.data.Weapon("long sword")
	require.True(t, ok)
	x := n.AttackOf(&ruleset.Blow{Attack: combat.Attack{Str: 12, Dex: 10, Weapon: ls.Weapon, Mode: combat.Blow, Skill: combat.RankStep{ToHit: 6}}})
	assert.Equal(t, 14, x.THAC0)
	assert.Equal(t, 8, thac0.Need(x.THAC0, 6))
	x = n.AttackOf(&ruleset.Blow{Attack: combat.Attack{Str: 21, Dex: 10, Weapon: ls.Weapon, Mode: combat.Blow, Skill: combat.RankStep{ToHit: 6}, MagicToHit: 1}})
	assert.Equal(t, 11, x.THAC0)
	assert.Equal(t, 5, thac0.Need(x.THAC0, 6))
	assert.Equal(t, 4, x.Damage.Bonus, "18/80's +4 damage (the chapter's Strength damage is replaced)")
}

// rules: RULES.md §33.2 — the @ screen speaks thac0: THAC0 on the attack lines, AC as Dv, no Protection.
func TestTHAC0SheetShowsTHAC0Numbers(t *testing.T) {
	g := arena(t, "warrior")
	under(t, g, "thac0")
	s := g.CharacterSheet(g.Player)
	assert.Contains(t, rulesText(s), "Rules: thac0")
	assert.Contains(t, rulesText(s), "AC ")
	require.NotEmpty(t, s.Attacks)
	assert.True(t, strings.HasPrefix(s.Attacks[0].Text, "THAC0 "), "thac0's terms: %q", s.Attacks[0].Text)
	assert.Equal(t, []string{"AC", "THAC0", "level"}, ruleset.Names(s.Rules.Numbers), "no Protection: armour soaks nothing")
	ac, _ := ruleset.Value(s.Rules.Numbers, "AC")
	assert.Less(t, ac, 10, "the warrior's armour and shield lower AC below 10")
}

// rules: RULES.md §33.2 — the saving throw against poison: a level-1 character needs 14 on a d20 (35%);
// under the other rule sets there is none.
func TestTHAC0SaveVsPoison(t *testing.T) {
	g := arena(t, "warrior")
	assert.False(t, g.arms.shakesPoison(g.Player), "cleave has no saving throw")
	under(t, g, "thac0")
	r := numbers[*thac0.Numbers](t, g)
	lv := r.Level(g.arms.facts(g.Player), g.arms.bumpStrike(g.Player).attack)
	need := r.SaveVsPoison(lv)
	saved := 0
	const n = 20000
	for range n {
		if g.arms.shakesPoison(g.Player) {
			saved++
		}
	}
	assert.InDelta(t, float64(21-need)/20, float64(saved)/n, 0.015, "level %d needs %d", lv, need)
	assert.Equal(t, 14, r.SaveVsPoison(1))
	assert.Equal(t, 10, r.SaveVsPoison(7))
}
