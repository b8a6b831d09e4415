// A sixth rule set is a folder of its own and one line in the registry (issue 28): the rule set defined here,
// in this file alone — every blow hits for 1 — is loaded with the data, fought by the bot, saved and loaded,
// and printed by odds, compare and balance, with no other file of the game knowing it.

package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/cleave-game/cleave/combat/ruleset/registry"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/save"
)

// always is a rule set in which every blow hits for 1. It keeps, in a fighter's State, how many blows the
// fighter has taken, to show that a rule set's own numbers ride on the game and its saves.
type always struct{ ruleset.Defaults }

// taken is where always keeps the blows a fighter took, in its State.
const taken = 0

func (always) Name() string { return "always" }

func (always) Resolve(r *combat.Roller, b *ruleset.Blow) (combat.Outcome, error) {
	if err := combat.CheckResolve(r, b.Attack, b.Defender, "always", nil); err != nil {
		return combat.Outcome{}, err
	}
	if b.To != nil && b.To.State != nil {
		b.To.State[taken]++
	}
	var none [combat.NumDamageTypes]int
	o := combat.Outcome{Hit: true, Damage: 1, Dealt: 1, Type: combat.PickDamageType(r, b.Attack.Weapon.Types, &none)}
	o.Killed = b.Defender.HP <= 1
	return o, nil
}

func (always) Odds(b *ruleset.Blow) (ruleset.Odds, error) {
	if err := combat.CheckOdds(b.Attack, b.Defender, "always", nil); err != nil {
		return ruleset.Odds{}, err
	}
	rep := combat.Report{Hit: 1, MeanDamage: 1}
	if b.Defender.FullHP() <= 1 {
		rep.Kill = 1
	}
	return ruleset.Odds{Report: rep, Dealt: combat.Dist{Min: 0, P: []float64{0, 1}}, Own: rep,
		Table: [][2]string{ruleset.Row("Rules", "always: every blow hits for 1"), ruleset.Row("Hit", "%s", ruleset.Percent(rep.Hit))}}, nil
}

// runWith runs designer command cmd knowing the rule sets sets.
func runWith(t *testing.T, sets ruleset.List, cmd string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code, ok := RunWith("cleave", append([]string{cmd}, args...), &out, &errb, sets)
	require.True(t, ok, "%s is a designer command", cmd)
	return code, out.String(), errb.String()
}

func TestASixthRuleSetIsAFolderAndALine(t *testing.T) {
	sets := append(registry.List(), always{})
	d, err := assets.LoadWith(nil, sets)
	require.NoError(t, err)
	require.Equal(t, sets.Names(), d.RuleSets().Names())

	// The bot plays a game under it: every blow of a weapon hits for 1 (spells keep the chapter's rules).
	g, err := game.New(game.Config{Seed: 3, Data: d, Rules: "always"})
	require.NoError(t, err)
	assert.Equal(t, "always", g.RulesName())
	blows := 0
	for i := 0; i < 400 && !g.Over; i++ {
		g.Act(g.BotAction())
		for _, e := range g.TakeEvents() {
			if e.Kind == game.EventAttack && !e.Outcome.Elemental {
				require.True(t, e.Outcome.Hit, "every blow hits")
				require.Equal(t, 1, e.Outcome.Dealt, "for 1")
				blows++
			}
		}
	}
	require.Positive(t, blows, "the bot fought")
	took := g.Player.RuleState[taken]

	// Saved and loaded, the game goes on under it, and its numbers of the player with it.
	b, err := save.Encode(g)
	require.NoError(t, err)
	h, err := save.Decode(b, d)
	require.NoError(t, err)
	assert.Equal(t, "always", h.RulesName())
	assert.Equal(t, took, h.Player.RuleState[taken], "the blows the player took, kept by the rule set")
	assert.Equal(t, save.StateHash(g), save.StateHash(h))
	_, err = save.Decode(b, nil)
	assert.ErrorIs(t, err, save.ErrVersion, "data without the rule set cannot play the game")

	// odds: its table and its JSON.
	code, out, errs := runWith(t, sets, "odds", "--weapon", "long sword", "--target", "kobold", "--rules", "always")
	require.Equal(t, 0, code, errs)
	assert.Contains(t, out, "always: every blow hits for 1")
	assert.Regexp(t, `Hit\s+100\.0%`, out)
	code, out, errs = runWith(t, sets, "odds", "--weapon", "long sword", "--defence", "15", "--rules", "always", "--json")
	require.Equal(t, 0, code, errs)
	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &m))
	assert.Equal(t, 1.0, m["hit"])

	// compare: a row of its own among the others'.
	code, out, errs = runWith(t, sets, "compare", "--weapon", "long sword", "--target", "kobold", "--json")
	require.Equal(t, 0, code, errs)
	var rows []CompareRow
	require.NoError(t, json.Unmarshal([]byte(out), &rows))
	require.Len(t, rows, len(sets))
	last := rows[len(rows)-1]
	assert.Equal(t, "always", last.Rules)
	assert.Equal(t, 1.0, last.Hit)
	assert.Equal(t, 1.0, last.MeanDamage)
	kobold, ok := d.Creature("kobold")
	require.True(t, ok)
	assert.InDelta(t, float64(kobold.HP), last.ToKill, 1e-9, "a blow of 1 a time: as many blows as the kobold's hit points")

	// balance: its rows, alone and among every rule set's.
	code, out, errs = runWith(t, sets, "balance", "--rules", "always", "--weapon", "long sword", "--target", "kobold", "--csv")
	require.Equal(t, 0, code, errs)
	assert.Contains(t, out, "long sword,kobold,1.000000,0.000000,1.000000,")
	code, out, errs = runWith(t, sets, "balance", "--rules", "all", "--weapon", "long sword", "--target", "kobold", "--csv")
	require.Equal(t, 0, code, errs)
	assert.Contains(t, out, "\nalways,long sword,kobold,1.000000,")
	assert.Equal(t, len(sets)+1, strings.Count(out, "\n"), "a header and a row a rule set")
}
