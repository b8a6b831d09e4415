// Every screen in the rule set's terms (issue 31, RULES.md §32): the @ screen, the look screen and the side
// panel of a game under each rule set show its numbers and none of another rule set's.

package ui

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/cleave-game/cleave/combat/ruleset/registry"
	"github.com/cleave-game/cleave/game"
)

// rules: RULES.md §32 — a rule set's Sheet names its numbers; each screen shows those of the game's rule set
// (each written as the Sheet gives it) and no name of another's. The terms are every rule set's own Sheet,
// not a list kept here.
func TestScreensSpeakTheRuleSetsTerms(t *testing.T) {
	games := map[string]*game.Game{}
	terms := map[string][]string{}
	names := registry.List().Names()
	require.Len(t, names, 5)
	for _, name := range names {
		g, err := game.New(game.Config{Seed: 12, Rules: name})
		require.NoError(t, err)
		games[name], terms[name] = g, ruleset.Names(g.RulesSheet(g.Player).Numbers)
		require.NotEmpty(t, terms[name], name)
	}
	for _, name := range names {
		g := games[name]
		var others []string
		for o, ts := range terms {
			for _, term := range ts {
				if o != name && !slices.Contains(terms[name], term) && !slices.Contains(others, term) {
					others = append(others, term)
				}
			}
		}
		foe, err := g.PlaceBeside("kobold")
		require.NoError(t, err)
		look, err := g.LookAt(foe)
		require.NoError(t, err)
		m := New(Config{Data: g.Data(), PagerRows: 20, PagerColumns: 60}, false)
		sb := m.Sidebar(g)
		var sheet []string
		for _, l := range CharacterLines(g) {
			sheet = append(sheet, l.Text)
		}
		screens := map[string]string{
			"@":     strings.Join(sheet, "\n"),
			"look":  strings.Join((&CreatureInfo{Look: look, Numbers: true}).Lines(), "\n"),
			"panel": strings.Join(append([]string{sb.Title, sb.Stance, sb.NumbersText()}, sb.Status...), "\n"),
		}
		mine := g.RulesSheet(g.Player).Numbers
		its := g.RulesSheet(foe).Numbers
		for screen, text := range screens {
			shown := mine
			if screen == "look" {
				shown = its
			}
			for _, n := range shown {
				assert.Contains(t, text, n.String(), "%s under %s: its %s as the rule set counts it", screen, name, n.Name)
			}
			for _, term := range others {
				assert.False(t, regexp.MustCompile(`\b`+regexp.QuoteMeta(term)+`\b`).MatchString(text),
					"%s under %s shows %q, another rule set's term:\n%s", screen, name, term, text)
			}
		}
	}
}
