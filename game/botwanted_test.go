// Issue 35: the bot's wanted items (auto-explore's walk to an item auto-pickup takes, pickup.go) are kept
// from one action to the next while nothing they were found from changes. The kept answer must be the
// answer worked out afresh, at every action.

package game

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/require"
)

// TestWantedSpotsKeptAsFresh plays bot games, one action in three a random one (drops, wields, take-offs,
// stances: randomAction, as the items' soak plays), and, before every action, asks for the wanted spots as the bot
// does (kept while nothing changed) and afresh: they must be the same cells in the same order (the order
// decides nothing of the walk, but the answer must be the very one). It counts how often the kept answer
// was used, and how often the wanted items changed, so that both ways are exercised.
func TestWantedSpotsKeptAsFresh(t *testing.T) {
	kept, changed, nonEmpty := 0, 0, 0
	backgrounds := []string{"archer", "warrior", "duelist", "brute"}
	for seed := uint64(1); seed <= 12; seed++ {
		g, err := New(Config{Seed: seed, Character: Character{Race: "human", Background: backgrounds[seed%4]}})
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(seed, 35))
		var last []int
		for i := 0; i < 1500 && !g.Over; i++ {
			holds := g.pickup.memoHolds()
			got := g.pickup.wantedSpots(nil)
			want := g.pickup.findWantedSpots(nil)
			require.Equal(t, want, got, "seed %d, action %d (memo held: %v)", seed, i, holds)
			if holds {
				kept++
			}
			if len(want) != len(last) {
				changed++
			}
			if len(want) > 0 {
				nonEmpty++
			}
			last = make([]int, len(want))
			act := g.BotAction()
			if r.IntN(3) == 0 {
				act = randomAction(r, g)
			}
			g.Act(act)
		}
	}
	t.Logf("kept %d times; the count of wanted spots changed %d times; %d actions with some", kept, changed, nonEmpty)
	require.Positive(t, kept, "the kept answer was never used")
	require.Positive(t, changed, "the wanted spots never changed: the test exercises nothing")
	require.Positive(t, nonEmpty, "no action had a wanted item")
}

// TestWantedSpotsKeptFollowEachChange changes, one at a time, each thing the wanted items are found from —
// the pack, what is worn, Strength (the burden), a switch of auto-pickup, an item dropped, a cell seen —
// and checks that the answer changes each time and that the kept answer is the fresh one (pickup.go).
func TestWantedSpotsKeptFollowEachChange(t *testing.T) {
	g := roomAndCorridor(t)
	pl, pk := g.Player, &g.pickup
	launcher := func(it Item) bool { w, ok := g.data.Weapon(it.Name); return it.Kind == ItemWeapon && ok && shoots(w) }
	for s := range pl.Worn {
		if launcher(pl.Worn[s]) {
			pl.Worn[s] = Item{}
		}
	}
	pl.Pack = slices.DeleteFunc(pl.Pack, launcher)
	bow := Item{Kind: ItemWeapon, Name: "short bow", Count: 1, Letter: 'z'}
	arrowsAt, stackAt, hereAt, unseenAt := gruid.Point{X: 1, Y: 1}, gruid.Point{X: 2, Y: 2}, pl.Pos, gruid.Point{X: 38, Y: 4}
	stack := Item{Kind: ItemPotion, Name: "healing", Count: 400}
	g.Items = append(g.Items, FloorItem{Pos: arrowsAt, Item: Item{Kind: ItemAmmo, Name: "arrow", Count: 10}},
		FloorItem{Pos: stackAt, Item: stack}, FloorItem{Pos: hereAt, Item: potion}, FloorItem{Pos: unseenAt, Item: potion})
	pl.Str = max(1, int(math.Ceil(g.CarriedWeight(pl)/g.data.Rules.Burdened)))
	last := pk.wantedSpots(nil)
	require.Equal(t, []gruid.Point{hereAt}, last, "a potion here; no bow for the arrows, the stack would burden, the far potion unseen")
	step := func(what string, want []gruid.Point) {
		t.Helper()
		got := pk.wantedSpots(nil)
		require.Equal(t, pk.findWantedSpots(nil), got, "%s: the kept answer is the fresh one", what)
		require.Equal(t, want, got, what)
		require.NotEqual(t, last, got, "%s changed the answer", what)
		last = got
	}
	pl.Pack = append(pl.Pack, bow)
	step("a bow in the pack", []gruid.Point{arrowsAt, hereAt})
	pl.Pack = pl.Pack[:len(pl.Pack)-1]
	step("the bow gone", []gruid.Point{hereAt})
	pl.Worn[SlotMissile] = bow
	step("a bow worn", []gruid.Point{arrowsAt, hereAt})
	pl.Worn[SlotMissile] = Item{}
	step("the bow taken off", []gruid.Point{hereAt})
	pl.Str = 1000
	step("stronger", []gruid.Point{stackAt, hereAt})
	off, ok := g.PickupSwitch("potions", false)
	require.True(t, ok)
	g.Do(off)
	step("potions switched off", []gruid.Point(nil))
	on, _ := g.PickupSwitch("potions", true)
	g.Do(on)
	step("potions switched on", []gruid.Point{stackAt, hereAt})
	pk.drop(potion) // the potion at the player's feet counts as dropped there
	step("the potion here dropped", []gruid.Point{stackAt})
	g.Seen[unseenAt.Y*g.Level.W+unseenAt.X] = true
	step("the far potion seen", []gruid.Point{stackAt, unseenAt})
}
