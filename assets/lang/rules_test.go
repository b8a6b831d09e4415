// The rule sets' pages and the modes in every language (issue 38): a player reads the rules of the game in
// his own language, every section of every page, and every kind of run.

package lang

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat/ruleset/nethack"
)

// pageForms are the forms of a page's texts in a language's data/page.toml: its title, its summary and its
// sections, as assets/pages/NAME.toml keys them.
var pageForms = []string{"title", "summary", "source", "blow", "numbers", "stances", "shields", "armour", "sneak",
	"magic", "spells", "left_out"}

// TestPagesAndModesTranslated: every language but English gives every text of every rule set's page (its
// title, summary, sections, and each condition's name and meaning) and of every mode (its title, its line,
// and its artefact's name and line where it has its own).
func TestPagesAndModesTranslated(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	for _, tag := range Tags()[1:] {
		l, err := Load(tag)
		require.NoError(t, err)
		pages := 0
		for _, s := range d.RuleSets() {
			a, ok := d.About(s.Name())
			if !ok {
				continue
			}
			pages++
			for _, form := range pageForms {
				assert.True(t, Translated(l, "page", s.Name(), form), "%s: data/page.toml [%s] has no %s", tag, s.Name(), form)
			}
			for _, c := range a.Conditions {
				for _, part := range []string{"name", "means"} {
					form := "condition." + c.Name + "." + part
					assert.True(t, Translated(l, "page", s.Name(), form), "%s: data/page.toml [%s] has no %q", tag, s.Name(), form)
				}
			}
		}
		assert.GreaterOrEqual(t, pages, 5, "the rule sets' pages")
		require.NotEmpty(t, d.Modes)
		for _, m := range d.Modes {
			assert.True(t, Translated(l, "mode", m.Name, ""), "%s: mode %s has no title", tag, m.Name)
			assert.True(t, Translated(l, "mode", m.Name, "text"), "%s: mode %s has no text", tag, m.Name)
			if m.Artefact != d.Dungeon.Artefact {
				assert.True(t, Translated(l, "mode", m.Name, "artefact"), "%s: mode %s has no artefact", tag, m.Name)
				assert.True(t, Translated(l, "mode", m.Name, "artefact_text"), "%s: mode %s has no artefact_text", tag, m.Name)
			}
		}
	}
}

// TestNethackSkillsTranslated: every language but English names every skill of nethack.toml (the rules line
// of the @ screen says the player's).
func TestNethackSkillsTranslated(t *testing.T) {
	for _, tag := range Tags()[1:] {
		l, err := Load(tag)
		require.NoError(t, err)
		for _, name := range nethackSkills(t) {
			assert.True(t, Translated(l, "nethack_skill", name, ""), "%s: data/nethack_skill.toml has no %q", tag, name)
		}
	}
}

// nethackSkills are the names of nethack.toml's skills.
func nethackSkills(t *testing.T) []string {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	s, err := d.RuleSet("nethack")
	require.NoError(t, err)
	r, ok := s.(nethack.Rules)
	require.True(t, ok, "%T", s)
	var out []string
	for _, k := range r.Numbers().Skills {
		out = append(out, k.Name)
	}
	require.NotEmpty(t, out)
	return out
}
