// Auto-pickup in the interface (issue 32): a walk picks up what auto-pickup takes and goes on; the settings
// screen's rows switch each kind, in settings.toml and in the game under way.

package ui

import (
	"slices"
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/prefs"
)

// A potion lying a few steps off in view: o walks to it first, picks it up as g does (its line in the log),
// and explores on past it; the walk never stops at it.
func TestAutoExplorePicksUpAPotion(t *testing.T) {
	g, m := seededGame(t, 1)
	onlyFoe(g, false)
	var spot gruid.Point
	for p, d := range reach(g, g.Player.Pos) {
		if d == 4 && g.IsSeen(p) && len(g.ItemsAt(p)) == 0 && (spot == gruid.Point{} || p.X < spot.X || p.X == spot.X && p.Y < spot.Y) {
			spot = p
		}
	}
	require.NotEqual(t, gruid.Point{}, spot, "a seen cell four steps off")
	g.Items = append(g.Items, game.FloorItem{Pos: spot, Item: game.Item{Kind: game.ItemPotion, Name: "healing", Count: 1}})
	pack := len(g.Player.Pack)
	m.Update(typed("o"), g)
	for i := 0; m.play.Traveling() && g.Player.Pos != spot && i < 200; i++ {
		m.Update(Input{}, g)
	}

	require.Equal(t, spot, g.Player.Pos, "explore walked to the potion first")
	require.Len(t, g.Player.Pack, pack+1, "and picked it up")
	assert.Equal(t, "healing", g.Player.Pack[pack].Name)
	last := g.Log[len(g.Log)-1].Text
	assert.True(t, strings.HasPrefix(last, "You pick up a "), last)
	assert.True(t, m.play.Traveling(), "and walks on")
	assert.Empty(t, g.ItemsAt(spot))
}

// pickupRow moves the settings screen to the row of auto-pickup's kind named name.
func pickupRow(t *testing.T, m *Model, g *game.Game, name string) *Settings {
	t.Helper()
	s, ok := m.Screen().(*Settings)
	require.True(t, ok, "the settings screen is open")
	i := slices.IndexFunc(s.pickup, func(k assets.PickupKind) bool { return k.Name == name })
	require.GreaterOrEqual(t, i, 0, name)
	for s.Row != optCount+i {
		m.Update(namedKeys("Down"), g)
	}
	return s
}

// The settings screen has a row for each kind of pickup.toml, its default shown; switching potions off
// there saves it (settings.toml's [pickup]) and switches it in the game under way by the action a replay
// holds, and o leaves a potion at the player's feet.
func TestSettingsSwitchAutoPickup(t *testing.T) {
	g, m := seededGame(t, 1)
	onlyFoe(g, false)
	g.Record()
	m.Update(typed("O"), g)
	s := pickupRow(t, m, g, "potions")
	rows := s.RowsOf(m.Settings())
	for i, k := range g.PickupKinds() {
		row := rows[optCount+i]
		assert.Equal(t, "Pick up: "+k.Text, row.Name)
		assert.Equal(t, map[bool]string{true: "on", false: "off"}[k.Default], row.Value, k.Name)
	}
	potions, _ := g.Data().PickupKind("potions")
	require.True(t, g.PickupOn(potions))
	eff := m.Update(namedKeys("Right"), g)
	assert.True(t, eff.Settings, "the change is to be saved")
	assert.Equal(t, map[string]bool{"potions": false}, m.Settings().Pickup)
	assert.Equal(t, "off", s.RowsOf(m.Settings())[optCount+potions].Value)
	assert.False(t, g.PickupOn(potions), "switched in the game under way")
	taken := g.TakeActions()
	require.NotEmpty(t, taken)
	assert.Equal(t, game.ActPickupKind, taken[len(taken)-1].Kind, "as an action a replay holds")
	st, err := prefs.ParseSettings(mustEncode(t, m.Settings()))
	require.NoError(t, err)
	assert.Equal(t, m.Settings().Pickup, st.Pickup, "kept in settings.toml")

	m.Update(pressed(KeyEscape), g)
	pack := len(g.Player.Pack)
	g.Items = append(g.Items, game.FloorItem{Pos: g.Player.Pos, Item: game.Item{Kind: game.ItemPotion, Name: "healing", Count: 1}})
	m.Update(typed("o"), g)
	assert.Len(t, g.Player.Pack, pack, "potions are left")

	m.play.traveling = false // the walk o began: stopped, as a key stops it
	m.Update(typed("O"), g)
	pickupRow(t, m, g, "potions")
	m.Update(namedKeys("Enter"), g)
	assert.True(t, g.PickupOn(potions), "on again")
	m.Update(pressed(KeyEscape), g)
	m.Update(typed("o"), g)
	assert.Len(t, g.Player.Pack, pack+1, "o picks up what lies at the player's feet first")
}
