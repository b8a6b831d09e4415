package ui

import (
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/render/prefs"
)

// Issue 31 item 2: every key a rule set's page names ({action}) is an action of the game (or the help's
// {moves}/{runs}, or an action's first key {action1}), so the page writes a key the player has.
func TestPagesNameRealKeys(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	known := map[string]bool{"moves": true, "runs": true}
	for _, a := range prefs.Actions() {
		known[a.Name], known[a.Name+"1"] = true, true
	}
	for _, rs := range d.RuleSets() {
		a, ok := d.About(rs.Name())
		require.True(t, ok, rs.Name())
		texts := []string{a.Title, a.Summary, a.Source, a.Blow, a.Numbers, a.Stances, a.Shields, a.Armour, a.Sneak, a.Magic, a.Spells, a.LeftOut}
		for _, c := range a.Conditions {
			texts = append(texts, c.Name, c.Means)
		}
		for _, text := range texts {
			for _, m := range assets.PageName.FindAllStringSubmatch(text, -1) {
				if m[2] == "" {
					assert.True(t, known[m[1]], "%s's page names the key {%s}, which is no action", rs.Name(), m[1])
				}
			}
		}
		for _, l := range PageLines(lang.English(), d, rs.Name(), nil) {
			assert.NotContains(t, l.Text, "{", "%s: every placeholder filled", rs.Name())
		}
	}
}

// The creation screen's rule-set step: ? opens the page of the set chosen and Escape comes back to the
// step; --rules preselects a set without making it the default, D makes it the default.
func TestRuleSetStep(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	m := New(Config{Data: d, Rules: "thac0", Settings: prefs.Settings{Rules: "drn"}}, true)
	cr := m.Screen().(*Creation)
	m.Update(Input{}, nil)
	assert.Equal(t, "thac0", d.RuleSets()[cr.Rules].Name(), "--rules preselects")
	m.Update(typed("?"), nil)
	p, ok := m.Screen().(*RulesPage)
	require.True(t, ok, "? opens the page")
	assert.Equal(t, "thac0", p.Name)
	m.Update(pressed(KeyEscape), nil)
	assert.Same(t, cr, m.Screen(), "Escape: back to the step")
	m.Update(pressed(KeyEnter), nil)
	m.Update(pressed(KeyEnter), nil)
	m.Update(pressed(KeyEnter), nil) // the kind of run: the whole dungeon
	eff := m.Update(pressed(KeyEnter), nil)
	require.NotNil(t, eff.Begin)
	assert.Equal(t, "thac0", eff.Rules)
	assert.Equal(t, "drn", m.Settings().Rules, "a preselection taken as it is leaves the default")
	m.Create()
	cr = m.Screen().(*Creation)
	m.Update(typed("D"), nil)
	assert.Equal(t, "thac0", m.Settings().Rules, "D makes it the default")
	// the daily's rule set of the day is fixed
	m = New(Config{Data: d, DailyRules: "tiers"}, true)
	cr = m.Screen().(*Creation)
	m.Update(held(gruid.Point{Y: 1}, 1), nil)
	assert.Equal(t, "tiers", d.RuleSets()[cr.Rules].Name(), "the day's, whatever the keys")
}

// TestRuleSetStepByKeys: the creation screen's first step (issue 31) by keys: down chooses the next rule set,
// a letter the one it names, Enter takes it (the races, then the backgrounds: Escape comes back to the rule
// sets), and the game begins under it, remembered as the next game's default.
func TestRuleSetStepByKeys(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	names := d.RuleSets().Names()
	m := New(Config{Data: d}, true)
	cr := m.Screen().(*Creation)
	m.Update(Input{}, nil)
	assert.Equal(t, 0, cr.Rules, "none remembered: the first")
	m.Update(held(gruid.Point{Y: 1}, 1), nil)
	assert.Equal(t, 1, cr.Rules, "down: the next")
	m.Update(typed("d"), nil)
	assert.Equal(t, 3, cr.Rules, "a letter chooses")
	assert.Equal(t, StepRules, cr.Step, "a key only chooses")
	m.Update(pressed(KeyEnter), nil)
	require.Equal(t, StepRace, cr.Step, "Enter takes it")
	m.Update(pressed(KeyEscape), nil)
	require.Equal(t, StepRules, cr.Step, "Escape: back to the rule sets")
	assert.Equal(t, 3, cr.Rules, "still chosen")
	m.Update(pressed(KeyEnter), nil)
	m.Update(pressed(KeyEnter), nil)
	m.Update(pressed(KeyEnter), nil) // the kind of run: the whole dungeon
	eff := m.Update(pressed(KeyEnter), nil)
	require.NotNil(t, eff.Begin)
	assert.Equal(t, names[3], eff.Rules, "the game begins under the rule set chosen")
	assert.Equal(t, names[3], m.Settings().Rules, "remembered as the next game's default")
}

// A rule set's page scrolls as the help and the @ screen do (one scroll for all three): a vi key, which comes
// typed and as a move, scrolls it and does not leave it; Escape goes back to the screen it was opened from.
func TestPageScrollsAsTheOtherScreens(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	m := New(Config{Data: d}, true)
	cr := m.Screen().(*Creation)
	m.Update(typed("?"), nil)
	p, ok := m.Screen().(*RulesPage)
	require.True(t, ok, "? opens the page")
	down := held(gruid.Point{Y: 1}, 1)
	down.Typed = []rune("j")
	m.Update(down, nil)
	require.Same(t, p, m.Screen(), "j scrolls the page, it does not leave it")
	assert.Equal(t, 1, p.Scroll)
	m.Update(pressed(KeyPageDown), nil)
	assert.Equal(t, 1+pageScroll, p.Scroll)
	m.Update(typed("x"), nil)
	assert.Same(t, cr, m.Screen(), "a key goes back to the step")
}

// The foot of a page read to its end says how to leave it: any key on a keyboard, a tap or esc (the touch
// bar's button) with the touch bar, which has no "any key".
func TestPageFootSaysHowToLeave(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	m := New(Config{Data: d}, true)
	m.Update(typed("?"), nil)
	p, ok := m.Screen().(*RulesPage)
	require.True(t, ok, "? opens the page")
	p.Scroll = len(PageLines(m.Lang(), d, p.Name, m.cfg.Settings.Keys)) - 1 // at its end
	for _, touch := range []bool{false, true} {
		pt := &textPainter{}
		m.Draw(&Drawing{Painter: pt, Lay: NewLayout(640, 480, 16, LayoutOptions{Touch: touch})})
		out := strings.Join(pt.texts, "\n")
		if touch {
			assert.Contains(t, out, "A tap or esc goes back.")
			assert.NotContains(t, out, "Any key")
		} else {
			assert.Contains(t, out, "Any key to go back.")
		}
	}
}

// Issue 38: a rule set's page in Russian is the Russian of its data (data/page.toml) under the catalogue's
// titles: drn's title, its summary, its first section's title and text, and a condition; the English page is
// the data's own.
func TestRulesPageInRussian(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	ru, err := lang.Load("ru")
	require.NoError(t, err)
	assert.Equal(t, "Правила: drn: Встречные броски Dominions", PageTitle(ru, d, "drn"))
	assert.Equal(t, "Rules: drn: Dominions' opposed rolls", PageTitle(lang.English(), d, "drn"))
	lines := PageLines(ru, d, "drn", nil)
	require.Greater(t, len(lines), 4)
	assert.True(t, strings.HasPrefix(lines[0].Text, "Атака против Защиты"), lines[0].Text)
	assert.Equal(t, "Откуда они", lines[1].Text)
	assert.True(t, strings.HasPrefix(lines[2].Text, "Бой из Dominions"), lines[2].Text)
	var all []string
	for _, l := range lines {
		all = append(all, l.Text)
	}
	text := strings.Join(all, "\n")
	assert.Contains(t, text, "Состояния")
	assert.Contains(t, text, "ярость: Боец в ярости — берсерк: +3 к Атаке, -3 к Защите.")
	assert.NotContains(t, text, "Where it comes from")
	en := PageLines(lang.English(), d, "drn", nil)
	assert.Equal(t, "Where it comes from", en[1].Text)
	assert.Equal(t, "Для набора правил nosuch страница не написана.", PageLines(ru, d, "nosuch", nil)[0].Text)
}
