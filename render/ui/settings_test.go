package ui

import (
	"slices"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/combat/ruleset/registry"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/prefs"
)

// named is the input of named keys pressed this tick.
func namedKeys(ks ...string) Input { return Input{Keys: ks} }

// settingsRow moves the settings screen's choice to the row of the action named name.
func settingsRow(t *testing.T, m *Model, g *game.Game, name string) {
	t.Helper()
	s, ok := m.Screen().(*Settings)
	require.True(t, ok, "the settings screen is open")
	i := slices.IndexFunc(s.actions, func(a prefs.BoundAction) bool { return a.Name == name })
	require.GreaterOrEqual(t, i, 0, name)
	for s.Row != s.firstAction()+i {
		m.Update(namedKeys("Down"), g)
	}
}

// TestRebindThroughTheModel: on the settings screen (O), binding w to move north is refused while w
// wields (the notice names wield, nothing changes); once wield's keys are cleared (Delete), w binds to
// north: the renderer is told to read w as a move north, typing w in play no longer wields, and the
// settings are to be saved with north = [k, Up, Numpad8, w].
func TestRebindThroughTheModel(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	wasMoves := len(m.MoveKeys())
	m.Update(typed("O"), g)
	require.IsType(t, &Settings{}, m.Screen())
	settingsRow(t, m, g, "north")
	m.Update(pressed(KeyEnter), g)
	assert.Contains(t, m.Prompt(), "Press the key")
	eff := m.Update(typed("w"), g)
	assert.Contains(t, m.Notice(), "w is already wield")
	assert.False(t, eff.Settings, "refused: nothing to save")
	assert.Equal(t, wasMoves, len(m.MoveKeys()))

	settingsRow(t, m, g, "wield")
	eff = m.Update(namedKeys("Delete"), g)
	assert.True(t, eff.Settings)
	settingsRow(t, m, g, "north")
	m.Update(pressed(KeyEnter), g)
	eff = m.Update(typed("w"), g)
	assert.Empty(t, m.Notice())
	assert.True(t, eff.Settings, "bound: saved")
	assert.Equal(t, []string{"k", "Up", "Numpad8", "w"}, m.Settings().Keys["north"])
	assert.Contains(t, m.MoveKeys(), KeyMove{Name: "w", Dir: gruid.Point{Y: -1}})
	require.NoError(t, m.Settings().Keys.Check())

	m.Update(pressed(KeyEscape), g)
	require.IsType(t, &Play{}, m.Screen())
	m.Update(typed("w"), g)
	assert.IsType(t, &Play{}, m.Screen(), "w no longer wields")
	assert.Contains(t, HelpLinesFor(g.Data(), m.Settings().Keys)[0], "north k/Up/Numpad8/w", "the help shows the binding")
}

// TestBoundCommandKeys: a command bound to another key works from it, a named key too (F2 for help), and
// its old key does nothing; the touch bar's commands are play's own whatever the bindings.
func TestBoundCommandKeys(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	require.NoError(t, m.Bind("help", "F2"))
	m.Update(namedKeys("F2"), g)
	require.IsType(t, &Help{}, m.Screen())
	m.Update(pressed(KeyEscape), g)
	st := m.Settings()
	st.Keys = prefs.Keys{"character": {"%"}}
	m.setSettings(st)
	m.Update(typed("@"), g)
	assert.IsType(t, &Play{}, m.Screen(), "@ is no longer the character screen")
	m.Update(typed("%"), g)
	assert.IsType(t, &Character{}, m.Screen())
	m.Update(pressed(KeyEscape), g)
	m.Update(Input{Commands: []rune{'@'}}, g)
	assert.IsType(t, &Character{}, m.Screen(), "the touch bar's @")
}

// TestSettingsOptions: the options change with the arrows: numbers, the log's height (within its
// bounds), the animation speed, reduce motion, the colours cycling through the palettes, the volume, the
// text size (within its bounds).
func TestSettingsOptions(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	m.Update(typed("O"), g)
	m.Update(namedKeys("Right"), g) // numbers
	assert.True(t, m.Settings().Numbers)
	m.Update(namedKeys("Down"), g)
	for range 30 {
		m.Update(namedKeys("Right"), g)
	}
	assert.Equal(t, prefs.MaxLogLines, m.Settings().LogLines)
	m.Update(namedKeys("Down"), g)
	m.Update(namedKeys("Left"), g)
	assert.Equal(t, 75, m.Settings().AnimSpeed)
	m.Update(namedKeys("Down"), g)
	m.Update(pressed(KeyEnter), g)
	assert.True(t, m.Settings().ReduceMotion)
	m.Update(namedKeys("Down"), g)
	m.Update(namedKeys("Right"), g)
	assert.Equal(t, "high_contrast", m.Settings().Colours)
	m.Update(namedKeys("Left"), g)
	m.Update(namedKeys("Left"), g)
	assert.Equal(t, "tritanopia", m.Settings().Colours, "round to the last")
	m.Update(namedKeys("Down"), g)
	m.Update(namedKeys("Right"), g)
	assert.Equal(t, prefs.DefaultVolume+10, m.Settings().SoundVolume())
	for range 20 {
		m.Update(namedKeys("Left"), g)
	}
	assert.Equal(t, 0, m.Settings().SoundVolume(), "down to silence, no lower")
	m.Update(namedKeys("Down"), g)
	m.Update(namedKeys("Right"), g)
	assert.Equal(t, 2, m.Settings().TextSize)
	for range 5 {
		m.Update(namedKeys("Right"), g)
	}
	assert.Equal(t, prefs.MaxTextSize, m.Settings().TextSize, "no larger than the bound")
	for range 5 {
		m.Update(namedKeys("Left"), g)
	}
	assert.Equal(t, prefs.MinTextSize, m.Settings().TextSize, "no smaller than 1")
	_, err := prefs.ParseSettings(mustEncode(t, m.Settings()))
	require.NoError(t, err, "what the screen makes, the file reads")
}

func mustEncode(t *testing.T, s prefs.Settings) []byte {
	t.Helper()
	b, err := s.Encode()
	require.NoError(t, err)
	return b
}

// TestPanelHintFollowsTheKeys: the panel's foot names the help's, the map's and the zoom's keys as bound.
func TestPanelHintFollowsTheKeys(t *testing.T) {
	assert.Equal(t, "? keys  X map  - + zoom", PanelHint(lang.English(), nil))
	assert.Equal(t, "F1 keys  X map  - + zoom", PanelHint(lang.English(), prefs.Keys{"help": {"F1", "?"}}))
}

// TestSettingsRulesRow: the settings screen's rules row (issue 31) shows the rule set a new game begins
// with (the first of the registry with none remembered), Right and Left change it through the registry's
// rule sets, round, and the change is the remembered default (prefs' rules, to be saved: the Settings
// effect) that the creation screen preselects next.
func TestSettingsRulesRow(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	names := registry.List().Names()
	m.Update(typed("O"), g)
	s, ok := m.Screen().(*Settings)
	require.True(t, ok)
	for s.Row != optRules {
		m.Update(namedKeys("Down"), g)
	}
	value := func() string { return s.RowsOf(m.Settings())[optRules].Value }
	assert.Equal(t, names[0], value(), "none remembered: the default")
	eff := m.Update(namedKeys("Right"), g)
	assert.True(t, eff.Settings, "the change is to be saved")
	assert.Equal(t, names[1], m.Settings().Rules)
	assert.Equal(t, names[1], value())
	m.Update(namedKeys("Left"), g)
	m.Update(namedKeys("Left"), g)
	assert.Equal(t, names[len(names)-1], m.Settings().Rules, "round to the last")
	st, err := prefs.ParseSettings(mustEncode(t, m.Settings()))
	require.NoError(t, err)
	assert.Equal(t, names[len(names)-1], st.Rules, "kept in settings.toml's rules")

	c := New(Config{Data: g.Data(), Settings: st}, true)
	c.Update(Input{}, nil)
	cr, ok := c.Screen().(*Creation)
	require.True(t, ok)
	assert.Equal(t, len(names)-1, cr.Rules, "the creation screen preselects the remembered default")
}

// TestEscapeCancelsACapture (issue 32, defect 6): Up from the top row wraps to the last action's row,
// Enter starts capturing a key, and Escape — pressed as the renderer hands it, both the key and its
// name — cancels the capture: no notice, nothing bound or saved, the screen still open and choosing.
func TestEscapeCancelsACapture(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	m.Update(typed("O"), g)
	s, ok := m.Screen().(*Settings)
	require.True(t, ok)
	m.Update(namedKeys("Up"), g)
	require.Equal(t, s.Rows()-1, s.Row, "Up from the top wraps to the last row")
	last := s.actions[len(s.actions)-1].Name
	before := slices.Clone(m.Settings().Keys[last])
	m.Update(pressed(KeyEnter), g)
	require.True(t, s.Capture)
	esc := pressed(KeyEscape)
	esc.Keys = []string{"Escape"}
	eff := m.Update(esc, g)
	assert.False(t, s.Capture, "Escape cancels the capture")
	assert.Empty(t, m.Notice(), "no refusal")
	assert.False(t, eff.Settings, "nothing to save")
	assert.Equal(t, before, m.Settings().Keys[last])
	assert.Same(t, s, m.Screen(), "the settings screen stays open")
	assert.NotContains(t, m.Prompt(), "Press the key")
	m.Update(esc, g)
	assert.IsType(t, &Play{}, m.Screen(), "a second Escape leaves")
}
