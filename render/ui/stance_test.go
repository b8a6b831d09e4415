package ui

import (
	"fmt"
	"github.com/cleave-game/cleave/assets/lang"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat/ruleset/registry"
	"github.com/cleave-game/cleave/game"
)

// TestStancesExplained: the help lists every stance with its key and what it gives, from stances.toml's
// numbers, in lines that fit the screen; the @ screen's words say the same numbers.
func TestStancesExplained(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	help := strings.Join(HelpLines(d), "\n")
	assert.Contains(t, help, "1 coward: hit -4 damage -3 Dodge +4")
	assert.Contains(t, help, "3 neutral: stamina +1", "RULES.md §26.1: stamina by stance, from stances.toml")
	assert.Contains(t, help, "5 frenzy: hit +2 damage +4 Defence -3")
	for _, l := range HelpLines(d) {
		assert.LessOrEqual(t, len(l), helpWidth, "%q is wider than the help", l)
	}
	assert.Equal(t, "to hit +1, damage +2, Defence -1, stamina -1", StanceGives(lang.English(), d.Stances[3], true))
	assert.Contains(t, help, "Changing stance takes 3s", "RULES.md §26.4: the help says what a stance change costs")

	// From the data, not the code: a designer's numbers show.
	d.Stances[0].ToHit, d.Stances[0].Dodge = -5, 0
	assert.Contains(t, strings.Join(HelpLines(d), "\n"), "1 coward: hit -5 damage -3 stamina +3")
	d.Stances[2].Stamina = 0
	assert.Contains(t, strings.Join(HelpLines(d), "\n"), "3 neutral: nothing")
}

// TestHelpStancesUnderTheRuleSet: in play, the help's stance lines say what each stance changes under the
// game's rule set for the player, as the @ screen does (game.StanceEffects; RULES.md §26 and §32–§35), not
// stances.toml's own numbers, which are cleave's: under thac0 a coward's THAC0 and AC, not "hit -4 damage -3
// Dodge +4".
func TestHelpStancesUnderTheRuleSet(t *testing.T) {
	for _, name := range registry.List().Names() {
		g, err := game.New(game.Config{Seed: 12, Rules: name})
		require.NoError(t, err, name)
		help := strings.Join(HelpLinesIn(lang.English(), g.Data(), nil, g), "\n")
		effects := g.StanceEffects(g.Player)
		require.Len(t, effects, len(g.Data().Stances), name)
		for i, e := range effects {
			said := strings.TrimSuffix(StanceText(e, name), " under "+name) // the line above names the rule set
			assert.Contains(t, help, fmt.Sprintf("%d %s: %s", i+1, e.Stance, said), name)
		}
		assert.Contains(t, help, "under "+name, name)
		for _, l := range HelpLinesIn(lang.English(), g.Data(), nil, g) {
			assert.LessOrEqual(t, len(l), helpWidth, "%s: %q is wider than the help", name, l)
		}
		if name != "cleave" {
			assert.NotContains(t, help, "1 coward: "+StanceGives(lang.English(), g.Data().Stances[0], false), "%s: the help gives cleave's numbers", name)
		}
	}
}
