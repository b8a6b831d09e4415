// Issue 31, item 4: for every condition the game applies and every rule set, the blows the game rolls agree
// with what the odds command says of that condition.

package cli

import (
	"bytes"
	"encoding/json"
	"maps"
	"math"
	"strconv"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/cleave-game/cleave/combat/ruleset/drn"
	"github.com/cleave-game/cleave/combat/ruleset/tiers"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/arena"
)

// condition is one state of a blow the game applies: how it is set on the two actors of a game before a
// blow, and how the odds command asks for it. absent says, by rule set, why the state changes nothing
// there: its odds must then be the plain case's exactly; under any other rule set they must differ.
type condition struct {
	name string
	// race is the attacker's race (the plain case's: one that sees in the dark, so the dark costs nothing
	// but where the dark is the condition).
	race string
	set  func(g *game.Game, pl, foe *game.Actor)
	// args are the odds command's flags for it, and drnArgs drn's own flags besides, under drn only.
	args, drnArgs []string
	// absent says, by rule set, why the condition changes nothing there.
	absent map[string]string
	// skip, when not "", is why no game can be in the condition at all.
	skip string
}

// The tiredness of the fatigued case: drn's fatigue of both fighters (RULES.md §32.2: −2 Attack, −4
// Defence, a hit critical on a DRN of 2), and the attacker winded (§26.2).
const tired = 45

// conditions are the states of a blow the game applies (RULES.md §22–§27, §32–§35), with the plain case
// first. The attacker is a warrior with a long sword and the target a kobold (it sees in the dark).
func conditions() []condition {
	fresh := func(g *game.Game, pl, foe *game.Actor) {}
	return []condition{
		{name: "plain", race: "dwarf", set: fresh},
		{name: "asleep", race: "dwarf", args: []string{"--asleep"}, set: func(g *game.Game, pl, foe *game.Actor) {
			foe.Awake, foe.Wanders = false, false // §22.3: an exploit; drn Defence 0, thac0 helpless, nethack +2, tiers no Guard
		}},
		{name: "unaware", race: "dwarf", args: []string{"--sneak"}, set: func(g *game.Game, pl, foe *game.Actor) {
			foe.Awake, foe.Wanders = false, true // §22.1: a wanderer that has not noticed you
		}, absent: map[string]string{"nethack": "NetHack's to-hit sum (§34.2) has no sneak attack"}},
		{name: "dark", race: "human", set: fresh, // §32.2: the caves, −3 Attack without darkvision
			absent: map[string]string{"cleave": "the chapter counts no light", "thac0": "no light in AD&D's to-hit here",
				"nethack": "no light in NetHack's to-hit", "tiers": "no light in the seed"}},
		{name: "fatigued", race: "dwarf", args: []string{"--winded"},
			drnArgs: []string{"--fatigue", strconv.Itoa(tired), "--target-fatigue", strconv.Itoa(tired)},
			absent:  map[string]string{"nethack": "NetHack's to-hit sum (§34.2) counts no breath"},
			set: func(g *game.Game, pl, foe *game.Actor) {
				pl.Winded, pl.Spent = true, 1000 // §26.2, and spent, so that no rest brings the breath back before the blow
				if g.RulesName() == "drn" {
					drn.SetFatigue(&pl.RuleState, tired, g.Time)
					drn.SetFatigue(&foe.RuleState, tired, g.Time)
				}
			}},
		{name: "guarded", race: "dwarf", set: fresh, // §35.2: the target's Guard Points whole (the plain case's are spent)
			absent: map[string]string{"cleave": "no Guard Points", "drn": "no Guard Points", "thac0": "no Guard Points", "nethack": "no Guard Points"}},
		{name: "dazzled", race: "dwarf", args: []string{"--dazzled"}, set: func(g *game.Game, pl, foe *game.Actor) {
			pl.DazzledUntil = g.Time + 100 // §24.1: the attacker's −4
		}, absent: map[string]string{"nethack": "NetHack's to-hit sum (§34.2) counts the target's daze, not the attacker's"}},
		{name: "target dazzled", race: "dwarf", args: []string{"--target-dazzled"}, set: func(g *game.Game, pl, foe *game.Actor) {
			foe.DazzledUntil = g.Time + 100 // §24.1: Defence −2; drn stunned (−75%), nethack stunned (+2)
		}},
		{name: "prone", skip: "the game has no prone state: no action, spell or blow knocks a fighter down"},
	}
}

// blowsPerCell and spread: each cell rolls blowsPerCell blows through the game (Game.Act, a bump), and a
// rate r of them agrees with the exact chance p when |r − p| ≤ spread·sqrt(p(1−p)/blowsPerCell): 4.5
// standard errors of a binomial, false alarms about 7 in a million a comparison. At 6000 blows that is
// ±2.9 points at p = 0.5 (a new character's level more under nethack, 5 points, fails it).
const (
	blowsPerCell = 6000
	spread       = 4.5
)

// rates are the chance to hit, of a critical and of a glance: exact, or counted over blows.
type rates struct{ hit, crit, glance float64 }

// TestGameBlowsMatchTheOddsUnderEveryCondition: for each condition of conditions() and each rule set, the
// game's blows (a human or dwarf warrior's long sword, Strength 15, rank 2, bumping a kobold in the arena,
// every state set again before each blow) hit, crit and glance as often as `odds --json` says for that
// condition, within the binomial tolerance of blowsPerCell and spread; where a condition does not exist under a
// rule set, its odds are exactly the plain case's. Under tiers the glances are after the kobold's Guard
// (tiers.Rules.GuardedDealt): none in the plain case, whose Guard Points are spent.
func TestGameBlowsMatchTheOddsUnderEveryCondition(t *testing.T) {
	if testing.Short() {
		// .ci/test runs it whole in the pure step; its -short run is the race detector's, ten times slower
		// (6 minutes of it on a loaded machine) and with no goroutine of its own to watch
		t.Skip("-short: the matrix of 240,000 blows runs without -short")
	}
	d, err := assets.Load(nil)
	require.NoError(t, err)
	for _, rs := range d.RuleSets() {
		name := rs.Name()
		var plain rates
		for _, c := range conditions() {
			t.Run(name+"/"+c.name, func(t *testing.T) {
				if c.skip != "" {
					t.Skip(c.skip)
				}
				want := oddsOf(t, d, name, c)
				if c.name == "plain" {
					plain = want
				}
				switch why := c.absent[name]; {
				case why != "":
					require.Equal(t, plain, want, "%s under %s: %s, so its odds are the plain case's", c.name, name, why)
				case c.name != "plain":
					require.NotEqual(t, plain, want, "%s under %s: the condition changes the blow, so its odds", c.name, name)
				}
				got := gameBlows(t, d, name, c)
				check := func(what string, p, r float64) {
					tol := spread * math.Sqrt(p*(1-p)/blowsPerCell)
					require.LessOrEqual(t, math.Abs(r-p), tol+1e-12,
						"%s under %s: the game's %s rate %.4f over %d blows, the odds %.4f (tolerance %.4f)", c.name, name, what, r, blowsPerCell, p, tol)
				}
				check("hit", want.hit, got.hit)
				check("critical", want.crit, got.crit)
				check("glance", want.glance, got.glance)
			})
		}
	}
}

// oddsOf is what `odds --rules NAME --json` says of condition c: the warrior's blow against a kobold.
func oddsOf(t *testing.T, d *assets.Data, rules string, c condition) rates {
	t.Helper()
	args := []string{"odds", "--rules", rules, "--weapon", "long sword", "--str", "15", "--dex", "10", "--rank", "2",
		"--target", "kobold", "--race", c.race, "--json"}
	args = append(args, c.args...)
	if rules == "drn" {
		args = append(args, c.drnArgs...)
	}
	var out, errs bytes.Buffer
	status, ok := Run("designer", args, &out, &errs)
	require.True(t, ok)
	require.Equal(t, ExitOK, status, errs.String())
	var m map[string]any
	require.NoError(t, json.Unmarshal(out.Bytes(), &m))
	num := func(k string) float64 { v, _ := m[k].(float64); return v }
	r := rates{hit: num("hit"), crit: num("crit"), glance: num("glance")}
	if rules == "tiers" {
		r.crit = num("critical")
		if c.name == "guarded" {
			r.glance = guardedGlance(t, d, c)
		}
	}
	return r
}

// guardedGlance is the chance under tiers that the warrior's blow hits the kobold and its Guard leaves
// nothing (tiers.Rules.GuardedDealt, RULES.md §35.2).
func guardedGlance(t *testing.T, d *assets.Data, c condition) float64 {
	t.Helper()
	rs, err := d.RuleSet("tiers")
	require.NoError(t, err)
	spec := game.AttackSpec{Weapon: "long sword", Str: 15, Dex: 10, Rank: 2, Race: c.race}
	b, err := game.SpecBlow(d, rs, spec, game.SpecTarget{Creature: "kobold"})
	require.NoError(t, err)
	o, err := rs.Odds(&b)
	require.NoError(t, err)
	dealt, err := rs.(interface {
		GuardedDealt(*ruleset.Blow) (combat.Dist, error)
	}).GuardedDealt(&b)
	require.NoError(t, err)
	return dealt.P[0-dealt.Min] - (1 - o.Report.Hit)
}

// gameBlows rolls blowsPerCell of the warrior's bumps on a kobold through the game under rule set rules,
// condition c set before each, and counts what they came to.
func gameBlows(t *testing.T, d *assets.Data, rules string, c condition) rates {
	t.Helper()
	f, err := arena.New(arena.Setup{Config: game.Config{Data: d, Rules: rules, Character: game.Character{Race: c.race, Background: "warrior"}},
		Foes: []arena.Group{{Kind: "kobold", N: 1}}, Apart: 1}, 31)
	require.NoError(t, err)
	g := f.Game
	pl := g.Player
	east := gruid.Point{X: 1}
	foe := g.ActorAt(pl.Pos.Add(east))
	require.NotNil(t, foe)
	// The odds command's attacker: Strength 15, Dexterity 10, rank 2 in the long sword's skill and no
	// other (no style rank), the sword alone in hand, nothing else carried.
	pl.Str, pl.Dex = 15, 10
	pl.Worn = [game.NumSlots]game.Item{game.SlotMain: {Kind: game.ItemWeapon, Name: "long sword", Count: 1, Known: true}}
	pl.Pack = nil
	foeSkills := maps.Clone(foe.Skills)
	var n, hits, crits, glances int
	for n < blowsPerCell {
		// every blow trains (RULES.md §15.3, §25.1): the ranks are set again before each
		pl.Skills, pl.Practice = map[string]int{"Long blades": 2}, map[string]int{}
		foe.Skills, foe.Practice = maps.Clone(foeSkills), map[string]int{}
		foe.Winded, foe.Spent = false, 0
		pl.HP, pl.MaxHP, pl.Winded, pl.Spent, pl.DazzledUntil = 1000, 1000, false, 0, 0
		pl.RuleState = ruleset.State{}
		foe.HP, foe.MaxHP, foe.Awake, foe.Wanders, foe.Fleeing, foe.DazzledUntil = 1000, 1000, true, false, false, 0
		foe.Bleeding, foe.Poison = 0, 0
		foe.RuleState = ruleset.State{}
		if rules == "tiers" && c.name != "guarded" {
			tiers.SpendGuard(&foe.RuleState, 100, g.Time) // the plain case: no Guard left (the odds are before Guard)
		}
		c.set(g, pl, foe)
		g.TakeEvents()
		require.True(t, g.Act(game.Action{Kind: game.ActMove, Dir: east}), "the bump")
		for _, e := range g.TakeEvents() {
			if e.Kind != game.EventAttack || e.Actor != pl.ID {
				continue
			}
			n++
			o := e.Outcome
			if o.Hit {
				hits++
			}
			if o.Critical {
				crits++
			}
			if o.Hit && o.Glance {
				glances++
			}
		}
		require.False(t, g.Over, "the warrior died")
		require.Equal(t, foe, g.ActorAt(pl.Pos.Add(east)), "the kobold stays beside the warrior")
	}
	return rates{hit: float64(hits) / float64(n), crit: float64(crits) / float64(n), glance: float64(glances) / float64(n)}
}

// oddsJSON runs the odds command with args and --json, and returns its numbers.
func oddsJSON(t *testing.T, args ...string) map[string]float64 {
	t.Helper()
	code, out, errs := run(t, "odds", append(args, "--json")...)
	require.Equal(t, 0, code, errs)
	var m map[string]float64
	require.NoError(t, json.Unmarshal([]byte(out), &m))
	return m
}

// TestOddsOfTheAudit: issue 31's four differences between `odds` and the game, each counted exactly.
func TestOddsOfTheAudit(t *testing.T) {
	// RULES.md §33.1 (seed 003): a sleeping target is hit automatically, for normal damage: a bare one too.
	m := oddsJSON(t, "--rules", "thac0", "--weapon", "long sword", "--defence", "9", "--asleep")
	assert.Equal(t, 1.0, m["hit"], "thac0: a sleeper is hit every time")
	assert.Zero(t, m["crit"], "thac0: a helpless target takes no critical")
	// RULES.md §32.2 (seed 001): a sleeper's Defence is 0, a bare one's too; Attack 10 + 8 (the sneak and
	// the exploit, §22.2–§22.3) against 0: the same chance as any target of Defence 0.
	m = oddsJSON(t, "--rules", "drn", "--weapon", "long sword", "--defence", "9", "--asleep")
	assert.Zero(t, m["defence"], "drn: a sleeper has no Defence")
	assert.InDelta(t, beats(18, 0), m["hit"], 1e-9)
	// RULES.md §32.2: the dungeon is dark, −3 Attack without darkvision: a human's blow pays it, a dwarf's
	// (the default character's race, the default) does not, and --light lit is the what-if of no dark.
	thora := []string{"--rules", "drn", "--weapon", "long sword", "--str", "15", "--rank", "2", "--target", "kobold"}
	human := oddsJSON(t, append(thora, "--race", "human")...)
	dwarf := oddsJSON(t, thora...)
	lit := oddsJSON(t, append(thora, "--race", "human", "--light", "lit")...)
	assert.Equal(t, 10.0, human["to_hit"], "10 + 3 to hit − 3 in the dark")
	assert.Equal(t, 13.0, dwarf["to_hit"], "the default character, a dwarf, sees in the dark")
	assert.Equal(t, 13.0, lit["to_hit"], "in the light no one pays the dark")
	assert.InDelta(t, beats(10, 8), human["hit"], 1e-9)
	assert.InDelta(t, 0.624, human["hit"], 0.001, "the audit's 62%")
	// RULES.md §34.2, §34.4: the odds' attacker is a new character, of level 1 (no experience yet) as a new
	// game's player is, not of a level its ranks would give.
	nh := oddsJSON(t, "--rules", "nethack", "--weapon", "long sword", "--str", "15", "--rank", "2", "--target", "kobold")
	assert.Equal(t, 0.60, nh["hit"], "a new character's: 60%, not 65%")
	assert.Equal(t, 0.65, oddsJSON(t, "--rules", "nethack", "--weapon", "long sword", "--str", "15", "--rank", "2", "--target", "kobold", "--level", "2")["hit"],
		"--level 2 asks for a level more")
}
