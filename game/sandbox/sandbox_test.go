// The sandbox's console, command by command (issue 36, "a console or a screen to place any creature or item
// by name, set hit points and stats, teleport, reveal the level, identify everything, change a creature's
// stance, and run arena/odds on the creature under the cursor against the current character").

package sandbox

import (
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/save"
	"github.com/cleave-game/cleave/levels"
)

func sandboxGame(t testing.TB) *game.Game {
	g, err := game.New(game.Config{Seed: 12, Sandbox: true})
	require.NoError(t, err)
	return g
}

// last is the console's last line.
func last(c *Console) string { return c.Lines[len(c.Lines)-1] }

// TestPlaceHPArenaOdds: a troll placed by name (in any case) stands beside the player, awake, under the
// cursor; hp it sets its hit points; odds and arena weigh it as it stands and say a win rate.
func TestPlaceHPArenaOdds(t *testing.T) {
	g := sandboxGame(t)
	var c Console
	c.Run(g, "place Troll")
	_, troll := c.Cursor(g)
	require.NotNil(t, troll, "the cursor on the troll: %v", c.Lines)
	assert.Equal(t, "troll", troll.Kind)
	assert.True(t, troll.Awake)
	assert.Equal(t, 1, levels.Distance(troll.Pos, g.Player.Pos), "beside the player")
	c.Run(g, "hp it 30")
	assert.Equal(t, 30, troll.HP)
	assert.Contains(t, last(&c), "30/")
	c.Run(g, "hp Troll 31") // the creature under the cursor by its kind's name
	assert.Equal(t, 31, troll.HP)
	c.Run(g, "hp kobold 5")
	assert.Equal(t, "Refused: the cursor is on the troll, not a kobold", last(&c))
	c.Run(g, "hp it 30")
	c.Run(g, "odds")
	assert.Contains(t, strings.Join(c.Lines, "\n"), "To hit ")
	c.Run(g, "arena 20 melee")
	assert.Regexp(t, `won \d+\.\d% \(95%: `, last(&c))
	assert.Contains(t, c.Lines[len(c.Lines)-2], "against the troll (30/")
	assert.Equal(t, 30, troll.HP, "the arena fights copies")
}

// TestRefusals: every refusal is one line that says why, and changes nothing.
func TestRefusals(t *testing.T) {
	g := sandboxGame(t)
	var c Console
	hp := g.Player.HP
	for _, tc := range []struct{ cmd, says string }{
		{"place trol", "the nearest names: troll"},
		{"place", "place what?"},
		{"hp 0", "want 1 to 10000"},
		{"hp 10001", "want 1 to 10000"},
		{"hp it 5", "no creature under the cursor"},
		{"str 51", "want 1 to 50"},
		{"stat wis 3", "no stat"},
		{"stance defensiv", "nearest names: defensive"},
		{"item long swrod", "nearest names: long sword"},
		{"item 20 long sword", "one long sword at a time"},
		{"item long sword of bone", "no item"},
		{"item 100 arrow", "want 1 to 99"},
		{"teleport 0 0", "cannot be stood on"},
		{"teleport 999 1", "no cell of the level"},
		{"arena", "no creature under the cursor"},
		{"arena 2001", "no creature under the cursor"},
		{"fly", "no command"},
	} {
		n := len(c.Lines)
		c.Run(g, tc.cmd)
		require.Len(t, c.Lines, n+2, "%s: the command echoed, then one line", tc.cmd)
		assert.Equal(t, "> "+tc.cmd, c.Lines[n])
		assert.True(t, strings.HasPrefix(last(&c), "Refused: "), "%s: %s", tc.cmd, last(&c))
		assert.Contains(t, last(&c), tc.says, tc.cmd)
	}
	assert.Equal(t, hp, g.Player.HP, "nothing changed")
	c.Run(g, "place troll; arena 2001")
	assert.Contains(t, last(&c), "want 1 to 2000")
	c.Run(g, strings.Repeat("reveal;", MaxCommands+1))
	assert.Contains(t, last(&c), "the most is 16")
	c.Run(g, strings.Repeat("x", MaxTyped+1))
	assert.Contains(t, last(&c), "the most is 200")
	for range MaxLines {
		c.Run(g, "cursor")
	}
	assert.Len(t, c.Lines, MaxLines, "the scrollback is bounded")

	plain, err := game.New(game.Config{Seed: 12})
	require.NoError(t, err)
	n := len(plain.Creatures)
	c.Run(plain, "place troll")
	assert.Equal(t, "Refused: this game is not a sandbox (start one with --sandbox).", last(&c))
	assert.Len(t, plain.Creatures, n, "nothing placed outside the sandbox")
}

// TestItemsStatsStanceTeleportRevealIdentify: the other commands each do what they say.
func TestItemsStatsStanceTeleportRevealIdentify(t *testing.T) {
	g := sandboxGame(t)
	var c Console
	pack := len(g.Player.Pack)
	c.Run(g, "item +2 long sword of accuracy")
	require.Len(t, g.Player.Pack, pack+1, "%v", c.Lines)
	it := g.Player.Pack[pack]
	assert.ElementsMatch(t, []string{"+2", "accuracy"}, it.Affixes[:])
	it.Affixes = [game.MaxAffixes]string{}
	assert.Equal(t, game.Item{Kind: game.ItemWeapon, Name: "long sword", Count: 1, Letter: it.Letter, Known: true}, it)
	c.Run(g, "item +2 chain mail shirt") // "+2" is a weapon's affix and a body armour's: the armour's taken
	require.Len(t, g.Player.Pack, pack+2, "%v", c.Lines)
	assert.Equal(t, "+2 defence", g.Player.Pack[pack+1].Affixes[0])
	c.Run(g, "item 3 potion of healing; item 20 arrows")
	assert.Equal(t, game.Item{Kind: game.ItemPotion, Name: "healing", Count: 3, Letter: g.Player.Pack[pack+2].Letter, Known: true}, g.Player.Pack[pack+2])
	c.Run(g, "item scroll of identify here")
	assert.Contains(t, last(&c), "lies at")
	assert.NotEmpty(t, g.ItemsAt(g.Player.Pos))

	c.Run(g, "str 18; dex 7; stance defensive")
	assert.Equal(t, 18, g.Player.Str)
	assert.Equal(t, 7, g.Player.Dex)
	assert.Equal(t, "defensive", g.Player.Stance)
	c.Run(g, "place kobold; stance it aggressive; stat dex it 20")
	_, k := c.Cursor(g)
	require.NotNil(t, k)
	assert.Equal(t, "aggressive", k.Stance)
	assert.Equal(t, 20, k.Dex)

	seen := func() int {
		n := 0
		for _, s := range g.Seen {
			if s {
				n++
			}
		}
		return n
	}
	before := seen()
	c.Run(g, "reveal")
	assert.Greater(t, seen(), 2*before, "the level mapped")
	var far gruid.Point
	for y := range g.Level.H {
		for x := range g.Level.W {
			p := gruid.Point{X: x, Y: y}
			if g.Level.At(p) == levels.Floor && g.ActorAt(p) == nil && levels.Distance(p, g.Player.Pos) > 10 {
				far = p
			}
		}
	}
	c.Run(g, "teleport "+strconv.Itoa(far.X)+" "+strconv.Itoa(far.Y))
	assert.Equal(t, far, g.Player.Pos, "%v", last(&c))

	c.Run(g, "identify")
	for _, af := range g.Data().Affixes {
		assert.True(t, g.Magic.Known[af.Name], af.Name)
	}
	for _, it := range g.Player.Pack {
		assert.False(t, g.UnknownLook(it), "%s known", it.Name)
	}
	require.NoError(t, g.Check(), "the game keeps the rules of the world")
}

// TestHotReload: issue 36, "data edits hot reload into it as they do into play": after the game takes new
// data (Game.SetData, as --assets's watcher hands it each edit), the console's names and numbers are the new
// data's: a troll of 77 hit points placed by the same command.
func TestHotReload(t *testing.T) {
	g := sandboxGame(t)
	var c Console
	c.Run(g, "place troll")
	_, troll := c.Cursor(g)
	require.NotNil(t, troll)
	assert.Equal(t, 50, troll.MaxHP, "creatures.toml's troll")
	src, err := assets.Files.ReadFile("creatures.toml")
	require.NoError(t, err)
	edited := strings.Replace(string(src), "name = \"troll\"\nstrength = 20\ndexterity = 8\nhp = 50\n", "name = \"troll\"\nstrength = 20\ndexterity = 8\nhp = 77\n", 1)
	require.NotEqual(t, string(src), edited, "the troll's row edited")
	d, err := assets.Load(fstest.MapFS{"creatures.toml": {Data: []byte(edited)}})
	require.NoError(t, err)
	g.SetData(d)
	c.Run(g, "place troll")
	_, again := c.Cursor(g)
	require.NotNil(t, again)
	assert.NotSame(t, troll, again)
	assert.Equal(t, 77, again.MaxHP, "the edited troll")
}

// TestSandboxBounds: issue 36, "every count bounded": the game takes creatures up to the most a whole
// dungeon may hold (game.MostCreatures, the dead among them) and a floor things laid down up to
// MaxFloorItems, each of the most magic; past them place and item are refused; and the game at both bounds
// saves and loads (the save's bounds, game/save, are counted from the same).
func TestSandboxBounds(t *testing.T) {
	g := sandboxGame(t)
	var c Console
	most := game.MostCreatures(g.Data())
	for y := 1; y < g.Level.H && creatures(g) < most; y++ {
		for x := 1; x < g.Level.W && creatures(g) < most; x++ {
			if p := (gruid.Point{X: x, Y: y}); g.Level.At(p).Passable() && g.ActorAt(p) == nil {
				c.Run(g, "place troll at "+strconv.Itoa(x)+" "+strconv.Itoa(y))
			}
		}
	}
	require.Equal(t, most, creatures(g), "the floor filled to the game's bound")
	c.Run(g, "place kobold")
	assert.Contains(t, last(&c), "Refused: the game holds "+strconv.Itoa(most)+" creatures")
	for len(g.Items) < MaxFloorItems {
		c.Run(g, "item +2 long sword of accuracy here")
		require.NotContains(t, last(&c), "Refused", "%d things", len(g.Items))
	}
	c.Run(g, "item 99 arrow here")
	assert.Contains(t, last(&c), "Refused: this floor holds 200 things lying")
	require.NoError(t, g.Check())
	b, err := save.Encode(g)
	require.NoError(t, err, "a sandbox game at its bounds saves")
	back, err := save.Decode(b, g.Data())
	require.NoError(t, err, "and loads")
	assert.Equal(t, most, creatures(back))
	assert.Len(t, back.Items, MaxFloorItems)
	assert.True(t, back.Sandbox)
}
