// Tests of the menus' words in Russian (issue 38): the help, the settings screen, the keys' descriptions,
// the menu and its row that reads the surroundings out on a phone.

package ui

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/prefs"
)

func russian(t *testing.T) *text.Lang {
	t.Helper()
	ru, err := lang.Load("ru")
	require.NoError(t, err)
	return ru
}

// TestHelpInRussian: the help's first lines in Russian, the keys as bound joined by Russian's "or"; English's
// as before.
func TestHelpInRussian(t *testing.T) {
	g, _ := newGame(t, game.Character{}, nil)
	ru := HelpLinesIn(russian(t), g.Data(), nil, nil)
	assert.Equal(t, "Ходить и бить врага, шагая на него:  стрелки, цифровой блок, h j k l y u b n", ru[0])
	assert.Equal(t, "Стрелять или метнуть камень наготове:  t  или  f  (прицел: Tab следующий враг, направления, Enter)", ru[3])
	assert.True(t, strings.HasPrefix(ru[7], "Стойка:  1 трусливая: "), ru[7]) // the stance by its Russian name
	en := HelpLines(g.Data())
	assert.Equal(t, "Move, and attack by moving into a foe:  arrows, numpad, h j k l y u b n", en[0])
	assert.Equal(t, "Shoot, or throw a readied rock:  t  or  f  (aim: Tab next foe, direction keys, Enter)", en[3])
	assert.InDelta(t, len(en), len(ru), 2, "a line for a line, but where the stances' longer names wrap")
}

// TestSettingsInRussian: the settings screen of a model speaking Russian: its first rows, their values, its
// prompt and an action's row with its keys.
func TestSettingsInRussian(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	m.cfg.Lang = "ru"
	m.openSettings()
	s := m.Screen().(*Settings)
	rows := s.RowsOf(m.Settings())
	assert.Equal(t, SettingRow{Name: "Числа (точные шансы на экране осмотра)", Value: "выкл."}, rows[optNumbers])
	assert.Equal(t, "Высота журнала (строк)", rows[optLogLines].Name)
	assert.Equal(t, "Русский", rows[optLanguage].Value)
	assert.True(t, strings.HasPrefix(s.prompt(), "Настройки: вверх, вниз — выбор;"), s.prompt())
	assert.Equal(t, "Настройки", m.ScreenText(NewLayout(1280, 960, 16, LayoutOptions{}), g, nil)[0], "the screen reader's first line")
	north := rows[s.firstAction()]
	assert.Equal(t, "north: шаг на север", north.Name)
	assert.Equal(t, "k  или  Up  или  Numpad8", north.Value)
}

// TestKeysDescribedInRussian: every action of the bindings says what it does in Russian (keys.toml), and the
// side panel's foot too.
func TestKeysDescribedInRussian(t *testing.T) {
	ru, en := russian(t), lang.English()
	for _, a := range prefs.Actions() {
		_, own := ru.Message("keys." + a.Name)
		assert.True(t, own, "%s has no Russian description", a.Name)
		assert.NotEqual(t, ActionHelp(en, a), ActionHelp(ru, a), a.Name)
		assert.NotEmpty(t, ActionHelp(en, a), a.Name)
	}
	surroundings, ok := prefs.ActionNamed("surroundings")
	require.True(t, ok)
	assert.Equal(t, "прочитать, что вокруг", ActionHelp(ru, surroundings))
	assert.Equal(t, "read what is around you", ActionHelp(en, surroundings))
	assert.Equal(t, "? клавиши  X карта  - + масштаб", PanelHint(ru, nil))
}

// TestSurroundingsByMenuTap (issue 38): on a phone the surroundings key A is the menu's row: the touch bar's
// menu button opens the menu, a tap on the row says game.SurroundingsLine in the log and goes back to play;
// in Russian the row says so in Russian.
func TestSurroundingsByMenuTap(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	koboldBeside(t, g)
	i := -1
	for j, b := range TouchButtons {
		if b.Rune == MenuKey {
			i = j
		}
	}
	require.GreaterOrEqual(t, i, 0, "the touch bar has the menu")
	in := Input{Touch: true}
	TouchButtons[i].Press(&in)
	m.Update(in, g)
	require.IsType(t, &Menu{}, m.Screen())
	lines, turns := len(g.Log), g.Turns
	tapLine(t, m, g, "Around you, read out in the log")
	require.Len(t, g.Log, lines+1, "one line said")
	assert.Equal(t, game.SurroundingsLine(g), g.Log[len(g.Log)-1].Text)
	assert.Contains(t, g.Log[len(g.Log)-1].Text, "a kobold, next to you")
	assert.Equal(t, turns, g.Turns, "reading the surroundings takes no turn")
	assert.IsType(t, &Play{}, m.Screen(), "back to play")

	m.cfg.Lang = "ru"
	TouchButtons[i].Press(&in)
	m.Update(in, g)
	require.IsType(t, &Menu{}, m.Screen())
	assert.Equal(t, "Коснитесь экрана, чтобы открыть его; esc — назад.", m.Screen().(*Menu).touchPrompt())
	tapLine(t, m, g, "Что вокруг — прочитать в журнал")
	assert.Len(t, g.Log, lines+2, "the Russian row reads them out too")
}
