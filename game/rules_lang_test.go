package game

import (
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/combat/ruleset"
)

// Issue 38: under drn, a game that speaks Russian says its rule set's words in Russian: the @ screen's rules
// line and attack, and the numbers the look screen shows of a creature (its Attack, Defence, Protection and
// Fatigue); the same game in English says them as before.
func TestDRNWordsInRussian(t *testing.T) {
	g := arena(t, "warrior")
	under(t, g, "drn")
	ru, err := lang.Load("ru")
	require.NoError(t, err)
	en := g.CharacterSheet(g.Player)
	assert.True(t, strings.HasPrefix(en.Rules.Line, "Rules: drn   Parry "), en.Rules.Line)
	assert.True(t, strings.HasPrefix(en.Attacks[0].Text, "Attack "), en.Attacks[0].Text)
	SetLang(g, ru)
	s := g.CharacterSheet(g.Player)
	assert.True(t, strings.HasPrefix(s.Rules.Line, "Правила: drn   Парирование "), s.Rules.Line)
	assert.Contains(t, s.Rules.Line, "каждая атака утомляет на")
	assert.True(t, strings.HasPrefix(s.Attacks[0].Text, "Атака "), s.Attacks[0].Text)
	assert.Contains(t, s.Attacks[0].Text, ", Урон ")
	kobold := put(t, g, "kobold", g.Player.Pos.Add(gruid.Point{X: 1}))
	look := ruleset.SayNumbers(LangOf(g), g.RulesSheet(kobold).Numbers)
	for _, w := range []string{"Атака ", "Защита ", "Броня ", "Усталость "} {
		assert.Contains(t, look, w, "the look screen's numbers under drn, in Russian")
	}
	assert.NotContains(t, look, "Defence")
}

// Issue 38: under nethack, a Russian game's rules line names the player's weapon skill in Russian
// (data/nethack_skill.toml).
func TestNethackLineInRussian(t *testing.T) {
	g := arena(t, "warrior")
	under(t, g, "nethack")
	ru, err := lang.Load("ru")
	require.NoError(t, err)
	SetLang(g, ru)
	line := g.CharacterSheet(g.Player).Rules.Line
	assert.True(t, strings.HasPrefix(line, "Правила: nethack   чем меньше КБ, тем лучше; навык оружия: "), line)
	assert.NotRegexp(t, `навык оружия: [a-z]`, line, "the skill in Russian")
}
