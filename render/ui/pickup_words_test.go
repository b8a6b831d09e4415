// Auto-pickup's kinds in the interface's language (pickup_words.go).

package ui

import (
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

// TestPickupRowsRussian: the settings screen in Russian says auto-pickup's kinds in Russian (data/pickup.toml),
// and again after the language is changed on the screen; in English as pickup.toml writes them.
func TestPickupRowsRussian(t *testing.T) {
	g, err := game.New(game.Config{Seed: 1})
	require.NoError(t, err)
	rows := func(m *Model) string {
		m.openSettings()
		s := m.Screen().(*Settings)
		var names []string
		for _, r := range s.RowsOf(m.Settings())[optCount : optCount+len(g.Data().Pickup)] {
			names = append(names, r.Name)
		}
		return strings.Join(names, "|")
	}
	ru := New(Config{Data: g.Data(), PagerRows: 20, PagerColumns: 60, Lang: "ru"}, false)
	for i, want := range []string{"свои боеприпасы", "зелья", "свитки", "кольца и амулеты", "оружие", "доспехи"} {
		assert.True(t, strings.HasSuffix(strings.Split(rows(ru), "|")[i], " "+want), rows(ru))
	}
	en := New(Config{Data: g.Data(), PagerRows: 20, PagerColumns: 60}, false)
	assert.Equal(t, "Pick up: ammunition you use|Pick up: potions|Pick up: scrolls|Pick up: rings and amulets|Pick up: weapons|Pick up: armour", rows(en))
	s := en.Screen().(*Settings)
	for s.Row != optLanguage {
		en.Update(held(gruid.Point{Y: 1}, 1), g)
	}
	en.Update(pressed(KeyEnter), g)
	require.Equal(t, "ru", en.LangTag())
	assert.True(t, strings.HasSuffix(s.RowsOf(en.Settings())[optCount].Name, " свои боеприпасы"), "the language changed on the screen")
}
