// Tests of the data's words on the interface's screens (game/datatext.go, issue 38).

package ui

import (
	"testing"

	"github.com/cleave-game/cleave/game"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSidebarStanceInRussian: the side panel names the player's stance in the interface's language
// («нейтральная», «неистовая»), and in English as stances.toml writes it.
func TestSidebarStanceInRussian(t *testing.T) {
	g, err := game.New(game.Config{Seed: 1})
	require.NoError(t, err)
	ru := New(Config{Data: g.Data(), Lang: "ru", PagerRows: 20, PagerColumns: 60}, false)
	en := New(Config{Data: g.Data(), PagerRows: 20, PagerColumns: 60}, false)
	assert.Equal(t, "нейтральная", ru.Sidebar(g).Stance)
	assert.Equal(t, "neutral", en.Sidebar(g).Stance)
	g.Player.Stance = "frenzy"
	assert.Equal(t, "неистовая", ru.Sidebar(g).Stance)
	assert.Equal(t, "frenzy", en.Sidebar(g).Stance)
}

// TestSidebarSpellsInRussian: the side panel names the spells a hedge mage knows in the interface's
// language («огненная стрела»), and in English as spells.toml writes them.
func TestSidebarSpellsInRussian(t *testing.T) {
	g, err := game.New(game.Config{Seed: 1, Character: game.Character{Race: "human", Background: "hedge mage"}})
	require.NoError(t, err)
	ru := New(Config{Data: g.Data(), Lang: "ru", PagerRows: 20, PagerColumns: 60}, false)
	en := New(Config{Data: g.Data(), PagerRows: 20, PagerColumns: 60}, false)
	names := func(m *Model) []string {
		var out []string
		for _, sp := range m.Sidebar(g).Spells {
			out = append(out, sp.Name)
		}
		return out
	}
	assert.Equal(t, []string{"огненная стрела", "оберег", "заживление"}, names(ru))
	assert.Equal(t, []string{"fire bolt", "ward", "mend"}, names(en))
}
