package arena

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// TestHereFightsAsTheyStand: issue 36, "run arena/odds on the creature under the cursor against the current
// character": the fights are the player's and the creature's as they stand in the game (a troll at 1 hit
// point falls at the player's first hit, a player at 1 hit point to the troll's), the same for the same
// seed, and the game itself is not touched.
func TestHereFightsAsTheyStand(t *testing.T) {
	g, err := game.New(game.Config{Seed: 4, Data: arenaData(t)})
	require.NoError(t, err)
	troll, err := g.PlaceBeside("troll")
	require.NoError(t, err)
	const n = 40
	full, err := Here(g, troll, n, 1, Melee)
	require.NoError(t, err)
	assert.Equal(t, n, full.Fights)
	assert.Equal(t, n, full.Won+full.Lost+full.Undecided)
	again, err := Here(g, troll, n, 1, Melee)
	require.NoError(t, err)
	assert.Equal(t, full, again, "the same seed, the same fights")

	troll.HP = 1
	weak, err := Here(g, troll, n, 1, Melee)
	require.NoError(t, err)
	assert.Equal(t, 1, troll.HP, "the game's troll untouched")
	t.Logf("a troll at full hit points: won %d of %d; at 1: won %d", full.Won, n, weak.Won)
	assert.Greater(t, weak.Won, full.Won, "a troll at 1 hit point is beaten more often")
	assert.Equal(t, n, weak.Won, "every fight of these seeds won")

	troll.HP = troll.MaxHP
	hp := g.Player.HP
	g.Player.HP = 1
	frail, err := Here(g, troll, n, 1, Melee)
	require.NoError(t, err)
	assert.Equal(t, 1, g.Player.HP)
	g.Player.HP = hp
	t.Logf("the player at 1 hit point: lost %d of %d (at full: %d)", frail.Lost, n, full.Lost)
	assert.Greater(t, frail.Lost, full.Lost, "a player at 1 hit point loses more often")

	_, err = Here(g, g.Player, 1, 1, Melee)
	assert.ErrorContains(t, err, "no living creature")
}

// TestAsStoodTakesTheKindFromTheData: combat/RULES.md §41.3, a fight played again from its start: the player
// is the player as they stood; each creature is its kind as the data played under make it (here a troll of
// 100 hit points where the game's had 50, a goblin of Strength 3) with what the game made of it kept (its
// share of hit points, rounded up; its stance; its gear where the data give the same), the creatures the
// nearest's distance away; the actors of the game are not changed.
func TestAsStoodTakesTheKindFromTheData(t *testing.T) {
	d := arenaData(t)
	g, err := game.New(game.Config{Seed: 4, Data: d})
	require.NoError(t, err)
	troll, err := g.PlaceBeside("troll")
	require.NoError(t, err)
	goblin, err := g.PlaceBeside("goblin")
	require.NoError(t, err)
	troll.HP = 17 // of 50
	goblin.Stance = "defensive"
	g.Player.HP = 5
	src, err := os.ReadFile(filepath.Join("..", "..", "assets", "creatures.toml"))
	require.NoError(t, err)
	edited := strings.Replace(string(src), "name = \"troll\"\nstrength = 20\ndexterity = 8\nhp = 50", "name = \"troll\"\nstrength = 20\ndexterity = 8\nhp = 100", 1)
	edited = strings.Replace(edited, "name = \"goblin\"\nstrength = 11", "name = \"goblin\"\nstrength = 3", 1)
	require.Equal(t, 2, strings.Count(edited, "hp = 100\n")+strings.Count(edited, "name = \"goblin\"\nstrength = 3\n")-strings.Count(string(src), "hp = 100\n"), "both edits made")
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "creatures.toml"), []byte(edited), 0o644))
	d2, err := assets.LoadDir(dir)
	require.NoError(t, err)

	for _, c := range []struct {
		data        *assets.Data
		trollMax    int
		trollHP     int
		goblinStr   int
		description string
	}{
		{d, 50, 17, goblin.Str, "the data the game was played by: the creatures as they stood"},
		{d2, 100, 34, 3, "the new data: the troll's 17 of 50 is 34 of 100, the goblin's Strength 3"},
	} {
		f, err := AsStood(Setup{Config: game.Config{Data: c.data, Rules: g.RulesName()}, Apart: 3}, g.Player, []*game.Actor{troll, goblin}, g.Time, 1)
		require.NoError(t, err, c.description)
		fg := f.Game
		require.Len(t, fg.Creatures, 2)
		ft, fgob := fg.Creatures[0], fg.Creatures[1]
		assert.Equal(t, 5, fg.Player.HP, c.description)
		assert.Equal(t, g.Player.Worn, fg.Player.Worn, c.description)
		assert.Equal(t, "troll", ft.Kind)
		assert.Equal(t, c.trollMax, ft.MaxHP, c.description)
		assert.Equal(t, c.trollHP, ft.HP, c.description)
		assert.Equal(t, c.goblinStr, fgob.Str, c.description)
		assert.Equal(t, "defensive", fgob.Stance, c.description)
		assert.Equal(t, goblin.Worn[game.SlotMain].Name, fgob.Worn[game.SlotMain].Name, c.description)
		assert.Equal(t, 3, levels.Distance(ft.Pos, fg.Player.Pos), "the nearest the distance away")
	}
	assert.Equal(t, 17, troll.HP)
	assert.Equal(t, 5, g.Player.HP)

	_, err = AsStood(Setup{Config: game.Config{Data: d}}, g.Player, nil, g.Time, 1)
	assert.ErrorContains(t, err, "no fight")
}
