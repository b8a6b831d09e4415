// Tests of Check, the rules of the world a game in play keeps: each broken rule is found and said, the
// bot's games under every rule set keep them all, and the pack keeps to its letters in play.

package game

import (
	"fmt"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/combat/ruleset/registry"
	"github.com/cleave-game/cleave/levels"
)

// TestCheckFindsBrokenWorld: each rule of Check's broken in a game played a while is reported, in words
// that name what broke it; the game as played breaks none.
func TestCheckFindsBrokenWorld(t *testing.T) {
	// living is a living creature of g's floor; wall a wall cell beside the player.
	living := func(g *Game) *Actor {
		for _, a := range g.Creatures {
			if !a.Dead && !g.arms.traits(a).Incorporeal {
				return a
			}
		}
		t.Fatal("no living creature")
		return nil
	}
	wall := func(g *Game) gruid.Point {
		for i, tile := range g.Level.Tiles {
			if tile == levels.Wall {
				return gruid.Point{X: i % g.Level.W, Y: i / g.Level.W}
			}
		}
		t.Fatal("no wall")
		return gruid.Point{}
	}
	for _, c := range []struct {
		name, want string
		breakIt    func(g *Game)
	}{
		{"the player in a wall", "floor 2: the player in a wall", func(g *Game) { g.Player.Pos = wall(g) }},
		{"a creature in a wall", "in a wall", func(g *Game) { living(g).Pos = wall(g) }},
		{"a creature on the player's cell", "share", func(g *Game) { living(g).Pos = g.Player.Pos }},
		{"two creatures on one cell", "share", func(g *Game) {
			var two []*Actor
			for _, a := range g.Creatures {
				if !a.Dead && len(two) < 2 {
					two = append(two, a)
				}
			}
			require.Len(t, two, 2)
			two[1].Pos = two[0].Pos
		}},
		{"hit points above the maximum", "the player with 536870912 hit points of 5", func(g *Game) {
			g.Player.HP, g.Player.MaxHP = 1<<29, 5
		}},
		{"a living player at -1000 hit points", "the player alive at -1000 hit points", func(g *Game) { g.Player.HP = -1000 }},
		{"a fight's chances past the bound", "the luck ledger: a fight keeps 201 chances", func(g *Game) {
			g.Ledger.Now.HitP[Yours] = make([]float64, MaxFightBlows+1)
		}},
		{"a chance above 1", "the luck ledger: a chance of 2", func(g *Game) { g.Ledger.Last.CritP[Theirs] = []float64{2} }},
		{"a living creature at 0 hit points", "alive at 0 hit points", func(g *Game) { living(g).HP = 0 }},
		{"a maximum of 0 hit points", "a maximum of 0 hit points", func(g *Game) { g.Player.HP, g.Player.MaxHP = 0, 0 }},
		{"a pack beyond its letters", "carrying 100000 things, more than a pack holds (52)", func(g *Game) {
			g.Player.Pack = make([]Item, 100000)
		}},
		{"a creature left on another floor in a wall", "floor 1: creature", func(g *Game) {
			f := g.Floors[0]
			for i, tile := range f.Level.Tiles {
				if tile != levels.Wall {
					continue
				}
				for _, a := range f.Creatures {
					if !a.Dead && !g.arms.traits(a).Incorporeal {
						a.Pos = gruid.Point{X: i % f.Level.W, Y: i / f.Level.W}
						return
					}
				}
			}
			t.Fatal("no living creature on floor 1")
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := deeperGame(t)
			require.NoError(t, g.Check(), "the game as played")
			c.breakIt(g)
			err := g.Check()
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
		})
	}
}

// deeperGame is a game of seed 3 on its second floor, its first left with creatures alive on it.
func deeperGame(t *testing.T) *Game {
	t.Helper()
	g := newGame(t, 3)
	g.Player.Pos = g.Level.Down
	g.Act(Action{Kind: ActDescend})
	require.Equal(t, 2, g.Depth)
	return g
}

// TestInvariantsUnderEveryRuleSet: the bot's games under each rule set keep Check's rules after every
// action (TestInvariants plays the chapter's; a rule set settles blows and hit points its own way).
func TestInvariantsUnderEveryRuleSet(t *testing.T) {
	seeds := uint64(6)
	if testing.Short() {
		seeds = 2
	}
	for _, rules := range registry.List().Names() {
		for seed := uint64(1); seed <= seeds; seed++ {
			g, err := New(Config{Seed: seed, Rules: rules})
			require.NoError(t, err)
			for i := 0; i < 400 && !g.Over; i++ {
				g.Act(g.BotAction())
				require.NoError(t, g.Check(), "%s, seed %d, turn %d", rules, seed, g.Turns)
			}
		}
	}
}

// TestPackHoldsItsLetters: a pack holds PackSize things, a letter each (a–z, A–Z): a thing that finds no
// room stays on the floor, nothing is taken off into a full pack, a two-handed weapon is not wielded when
// both hands' things would not fit, and a swap in a full pack keeps every thing lettered.
func TestPackHoldsItsLetters(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	fill := func() {
		pl.Pack = pl.Pack[:0]
		for len(pl.Pack) < PackSize {
			g.gear.addToPack(pl, Item{Kind: ItemWeapon, Name: "dagger", Count: 1})
		}
	}
	fill()
	require.Len(t, pl.Pack, PackSize)
	assert.NotZero(t, pl.Pack[PackSize-1].Letter, "the last letter")

	// Picking up: the sword stays; arrows join the stack there.
	pl.Pack[0] = Item{Kind: ItemAmmo, Name: "arrow", Count: 3, Letter: pl.Pack[0].Letter}
	g.Items = append(g.Items[:0], FloorItem{Pos: pl.Pos, Item: Item{Kind: ItemWeapon, Name: "long sword", Count: 1}},
		FloorItem{Pos: pl.Pos, Item: Item{Kind: ItemAmmo, Name: "arrow", Count: 5}})
	r := g.Do(Action{Kind: ActPickUp})
	assert.True(t, r.Took, "the arrows are picked up")
	assert.Len(t, pl.Pack, PackSize)
	assert.Equal(t, 8, pl.Pack[0].Count)
	assert.Equal(t, []Item{{Kind: ItemWeapon, Name: "long sword", Count: 1}}, g.ItemsAt(pl.Pos), "the sword stays")
	r = g.Do(Action{Kind: ActPickUp})
	assert.False(t, r.Took)
	assert.Equal(t, PackFull(lang.English()), r.Refusal)

	// Taking off into a full pack is refused; a swap is not, and what comes back is lettered.
	require.False(t, pl.Worn[SlotMain].IsZero(), "the kit's weapon in hand")
	r = g.Do(Action{Kind: ActTakeOff, Slot: SlotMain})
	assert.Equal(t, PackFull(lang.English()), r.Refusal)
	held := pl.Worn[SlotMain]
	r = g.Do(Action{Kind: ActWield, Item: PackSize - 1})
	require.True(t, r.Took, r.Refusal)
	assert.Len(t, pl.Pack, PackSize)
	back := pl.Pack[indexOf(pl.Pack, held)]
	assert.NotZero(t, back.Letter, "the weapon that came back has a letter")
	letters := map[byte]bool{}
	for _, it := range pl.Pack {
		letters[it.Letter] = true
	}
	assert.Len(t, letters, PackSize, "every thing its own letter")

	// A two-handed weapon over a main-hand weapon and a shield: both come back for one that leaves.
	fill()
	pl.Worn[SlotMain] = Item{Kind: ItemWeapon, Name: "long sword", Count: 1}
	pl.Worn[SlotOff] = Item{Kind: ItemArmour, Name: "small shield", Count: 1}
	pl.Pack[3] = Item{Kind: ItemWeapon, Name: "great sword", Count: 1, Letter: pl.Pack[3].Letter}
	r = g.Do(Action{Kind: ActWield, Item: 3})
	assert.False(t, r.Took)
	assert.Contains(t, r.Refusal, PackFull(lang.English()))
	require.NoError(t, g.Check())
}

// TestPopulateWithinMostCreatures: no floor of a game holds more creatures than MostCreaturesAt its depth
// (and the goal's guardian): the bound a save's size follows from (game/save's maxPlainLen).
func TestPopulateWithinMostCreatures(t *testing.T) {
	seeds := uint64(20)
	if testing.Short() {
		seeds = 5
	}
	for seed := uint64(1); seed <= seeds; seed++ {
		g := newGame(t, seed)
		g.Player.HP, g.Player.MaxHP = 1<<20, 1<<20 // down every staircase, whoever waits there
		for g.Depth < g.data.Dungeon.GoalDepth {
			g.Player.Pos = g.Level.Down
			g.Act(Action{Kind: ActDescend})
		}
		total := 0
		for i, f := range g.Floors {
			most := MostCreaturesAt(g.data, i+1)
			if i+1 == g.data.Dungeon.GoalDepth {
				most++ // the guardian
			}
			require.LessOrEqual(t, len(f.Creatures), most, "seed %d, depth %d", seed, i+1)
			total += len(f.Creatures)
		}
		require.LessOrEqual(t, total, MostCreatures(g.data), "seed %d", seed)
	}
}

// BenchmarkWieldFullPack is a wield (a swap of the main hand's weapon with the pack's last thing) with a
// pack at its most, PackSize things, and with the 100,000 of the forged save of issue 29 (which no save
// loads with any more: Check): go test -run '^$' -bench WieldFullPack ./game/.
func BenchmarkWieldFullPack(b *testing.B) {
	for _, n := range []int{PackSize, 100000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			g := newGame(b, 1)
			pl := g.Player
			pl.HP, pl.MaxHP = 1<<20, 1<<20 // whoever comes while it wields
			pl.Pack = pl.Pack[:0]
			for i := range n - 1 {
				pl.Pack = append(pl.Pack, Item{Kind: ItemWeapon, Name: "dagger", Count: 1, Letter: packLetters[i%PackSize]})
			}
			pl.Pack = append(pl.Pack, Item{Kind: ItemWeapon, Name: "long sword", Count: 1})
			for b.Loop() {
				if r := g.Do(Action{Kind: ActWield, Item: len(pl.Pack) - 1}); !r.Took {
					b.Fatalf("refused (%q), the game over: %v", r.Refusal, g.Over)
				}
			}
		})
	}
}
