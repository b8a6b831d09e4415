// The language of the interface's words (issue 38): the model's, chosen at start (ui.Config.Lang) and on
// the settings screen.

package ui

import (
	"unicode/utf8"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/render/prefs"
)

// Lang is the language the interface and the game's messages speak: Config.Lang's, English when it names
// none there are texts for.
func (m *Model) Lang() *text.Lang {
	if m.cfg.Lang == "" {
		return lang.English()
	}
	l, err := lang.Load(m.cfg.Lang)
	if err != nil {
		return lang.English()
	}
	return l
}

// stepLang moves the language step places along the languages there are texts for (the settings screen),
// and keeps it in the settings.
// (A function, not a method: Model keeps to about 80.)
func stepLang(m *Model, st *prefs.Settings, step int) {
	tags := lang.Tags()
	i := 0
	for j, t := range tags {
		if t == m.LangTag() {
			i = j
		}
	}
	m.cfg.Lang = tags[((i+step)%len(tags)+len(tags))%len(tags)]
	st.Language = m.cfg.Lang
}

// LangTag is the tag of the model's language: "en", "ru".
func (m *Model) LangTag() string { return m.Lang().Tag }

// dataText is a text of the data (a race's, a rule set's summary) in the model's language: lang.Text.
func dataText(l *text.Lang, kind, name, form, english string) string {
	return lang.Text(l, kind, name, form, english)
}

// runes is how many runes s has: its width in the font's columns (Cyrillic is two bytes a rune).
func runes(s string) int { return utf8.RuneCountInString(s) }
