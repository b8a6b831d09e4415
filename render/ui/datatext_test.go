// Tests of the data's words on the interface's screens (game/datatext.go, issue 38).

package ui

import (
	"strings"
	"testing"

	"github.com/cleave-game/cleave/assets/lang"
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

// TestSheetStancesInRussian: the @ screen names the stance taken and every stance of its list in the
// game's language, the column as wide as the longest name («оборонительная»), English's as before.
func TestSheetStancesInRussian(t *testing.T) {
	g, err := game.New(game.Config{Seed: 1})
	require.NoError(t, err)
	en := CharacterLines(g)
	ru, err := lang.Load("ru")
	require.NoError(t, err)
	game.SetLang(g, ru)
	var said []string
	for _, l := range CharacterLines(g) {
		said = append(said, l.Text)
	}
	all := strings.Join(said, "\n")
	assert.Contains(t, all, "2 оборонительная ")
	assert.Contains(t, all, "* 3 нейтральная    выносливость +1") // the column of «оборонительная», 14
	assert.NotContains(t, all, "neutral")
	var enText []string
	for _, l := range en {
		enText = append(enText, l.Text)
	}
	assert.Contains(t, strings.Join(enText, "\n"), "3 neutral     ")
}
