// Tests of the interface's language (issue 38): the kills counted in Russian, the settings' row of languages.

package ui

import (
	"testing"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/prefs"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestKillsCountedInRussian: issue 38's done-when — the death screen counts 1 кобольд, 2 кобольда, 5
// кобольдов, 21 кобольд (CLDR's one, few, many, one), and English as before ("a kobold", "21 kobolds").
func TestKillsCountedInRussian(t *testing.T) {
	ru, err := lang.Load("ru")
	require.NoError(t, err)
	en := lang.English()
	for n, want := range map[int][2]string{
		1: {"1 кобольд", "a kobold"}, 2: {"2 кобольда", "2 kobolds"}, 5: {"5 кобольдов", "5 kobolds"}, 21: {"21 кобольд", "21 kobolds"},
		11: {"11 кобольдов", "11 kobolds"}, 104: {"104 кобольда", "104 kobolds"},
	} {
		k := game.KindCount{Kind: "kobold", Count: n, Plural: "kobolds"}
		assert.Equal(t, want[0], KillsOf(ru, k), "%d", n)
		assert.Equal(t, want[1], KillsOf(en, k), "%d", n)
		assert.Equal(t, k.Names(), KillsOf(en, k), "the morgue file's words, %d", n)
	}
	assert.Equal(t, "Гриззлезуб", KillsOf(ru, game.KindCount{Kind: "Grizzletooth", Count: 1, Unique: true}))
	assert.Equal(t, "21 кобольд, 2 гигантские крысы, 3 пещерных жука", killsLine(ru, []game.KindCount{{Kind: "kobold", Count: 21}, {Kind: "giant rat", Count: 2}, {Kind: "cave beetle", Count: 3}}))
	assert.Equal(t, "никто", killsLine(ru, nil))
}

// TestLanguageSetting: the settings' row of languages steps through them, keeps the choice in the settings
// (settings.toml's language) and the model speaks it at once; the model of no language speaks English.
func TestLanguageSetting(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	m := New(Config{Data: d, Settings: prefs.Settings{}}, false)
	assert.Equal(t, "en", m.LangTag())
	m.openSettings()
	s := m.screen.(*Settings)
	s.Row = optLanguage
	s.change(m, nil, 1, true)
	assert.Equal(t, "ru", m.LangTag())
	assert.Equal(t, "ru", m.Settings().Language)
	assert.Equal(t, "Русский", s.RowsOf(m.Settings())[optLanguage].Value)
	s.change(m, nil, 1, true)
	assert.Equal(t, "en", m.LangTag())
	assert.Equal(t, "English", s.RowsOf(m.Settings())[optLanguage].Value)
}
