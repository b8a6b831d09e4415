// Auto-pickup's switches in the settings (issue 32): settings.toml's [pickup], and the actions that bring a
// game to them.

package prefs

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

// [pickup] switches the kinds of assets/pickup.toml by name; a kind it does not have is refused, naming the
// kinds; a game is brought to the settings by an action for each switch off its default, and none once it
// is there (a new game, and a game loaded, have the defaults: a save keeps no setting).
func TestPickupSettings(t *testing.T) {
	st, err := ParseSettings([]byte("[pickup]\npotions = false\nweapons = true\nscrolls = true\n"))
	require.NoError(t, err)
	assert.Equal(t, map[string]bool{"potions": false, "weapons": true, "scrolls": true}, st.Pickup)
	_, err = ParseSettings([]byte("[pickup]\npotion = false\n"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "[pickup] potion is not a kind of item (ammunition, potions, scrolls, jewellery, weapons, armour)")

	g, err := game.New(game.Config{Seed: 1})
	require.NoError(t, err)
	acts := st.PickupActions(g)
	require.Len(t, acts, 2, "scrolls are on by default: no action")
	for _, a := range acts {
		g.Do(a)
	}
	for i, k := range g.PickupKinds() {
		assert.Equal(t, st.PickupOn(k), g.PickupOn(i), k.Name)
	}
	assert.Empty(t, st.PickupActions(g), "the game is as the settings say")
	assert.True(t, Settings{}.PickupOn(g.PickupKinds()[0]), "no settings: the default")
}
