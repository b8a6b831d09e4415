// The helpers of the rule sets' game tests (RULES.md §32).

package game

import (
	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/stretchr/testify/require"
	"testing"
)

// under switches g to the rule set named name (a test's shortcut: a game is made under its rule set).
func under(t testing.TB, g *Game, name string) {
	t.Helper()
	g.State.RuleSet = name
	require.NoError(t, g.arms.bindRules())
}

// numbers is the numbers of g's rule set, of type N (*drn.Numbers, *thac0.Numbers...).
func numbers[N any](t testing.TB, g *Game) N {
	t.Helper()
	n, ok := g.arms.rules.(interface{ Numbers() N })
	require.True(t, ok, "the %s rule set has no numbers of that type", g.RulesName())
	return n.Numbers()
}

// rulesText is the rule set's part of sheet s as the @ screen writes it: its numbers, then its line.
func rulesText(s Sheet) string {
	return ruleset.NumbersText(s.Rules.Numbers) + "   " + s.Rules.Line
}
