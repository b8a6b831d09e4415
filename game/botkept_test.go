// Issue 35: the bot's wanted items (auto-explore's walk to an item auto-pickup takes, pickup.go) and its
// finding nothing to do with its magic (botmagic.go) are kept from one action to the next while nothing they
// were found from changes. The kept answer must be the answer worked out afresh, at every action.

package game

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
)

// TestWantedSpotsKeptAsFresh plays bot games, one action in three a random one (drops, wields, take-offs,
// stances: randomAction, as the items' soak plays), and, before every action, asks for the wanted spots as the bot
// does (kept while nothing changed) and afresh: they must be the same cells in the same order (the order
// decides nothing of the walk, but the answer must be the very one). It counts how often the kept answer
// was used, and how often the wanted items changed, so that both ways are exercised; and the same of the
// bot's magic (useMagic, kept while it finds nothing to do, against findMagic afresh).
func TestWantedSpotsKeptAsFresh(t *testing.T) {
	kept, changed, nonEmpty, keptMagic, magicActs := 0, 0, 0, 0, 0
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
			magicKept := g.bot.magic.none
			magicAct, ok := g.bot.useMagic(g.Player)
			freshAct, freshOK := g.bot.findMagic(g.Player)
			require.Equal(t, freshOK, ok, "seed %d, action %d: the bot's magic (kept: %v)", seed, i, magicKept)
			require.Equal(t, freshAct, magicAct, "seed %d, action %d: the bot's magic", seed, i)
			if magicKept && !ok {
				keptMagic++
			}
			if ok {
				magicActs++
			}
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
	t.Logf("the bot's magic: nothing to do kept %d times; something to do %d times", keptMagic, magicActs)
	require.Positive(t, keptMagic, "the bot's magic was never kept")
	require.Positive(t, magicActs, "the bot never had anything to do with its magic: the test exercises nothing")
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

// TestMagicKeptFollowsEachChange changes, one at a time, each thing the bot's magic is found from — what is
// worn, what the player knows (Magic.Known), the pack, whether the player is whole — and checks that the
// kept "nothing to do" gives way each time to what findMagic finds afresh (botmagic.go).
func TestMagicKeptFollowsEachChange(t *testing.T) {
	g := roomAndCorridor(t)
	pl, bt := g.Player, &g.bot
	var curse, scroll, gear string
	for _, af := range g.data.Affixes {
		if af.Cursed && curse == "" {
			curse = af.Name
		}
	}
	for _, c := range g.data.Consumables {
		if c.Effect == assets.EffectRemoveCurse && c.Scroll {
			scroll = c.Name
		}
	}
	gear = g.data.Armours[0].Name
	require.NotEmpty(t, curse, "a cursed affix in the data")
	require.NotEmpty(t, scroll, "a scroll of remove curse in the data")
	worn := Item{Kind: ItemArmour, Name: gear, Count: 1, Affixes: [MaxAffixes]string{curse}}
	slot, ok := g.gear.slotFor(worn)
	require.True(t, ok)
	pl.Worn = [NumSlots]Item{}
	pl.Pack = []Item{{Kind: ItemScroll, Name: scroll, Count: 1, Known: true, Letter: 'a'}}
	pl.HP = pl.MaxHP - 1
	step := func(what string, want ActionKind) {
		t.Helper()
		kept := bt.magic.none
		act, ok := bt.useMagic(pl)
		fresh, freshOK := bt.findMagic(pl)
		require.Equal(t, freshOK, ok, "%s: the kept answer is the fresh one (kept: %v)", what, kept)
		require.Equal(t, fresh, act, what)
		if want == 0 {
			require.False(t, ok, "%s: nothing to do", what)
			return
		}
		require.True(t, ok, what)
		require.Equal(t, want, act.Kind, what)
	}
	step("nothing worn", 0)
	step("nothing worn, asked again", 0)
	require.True(t, bt.magic.none, "nothing to do is kept")
	worn.Known = true
	pl.Worn[slot] = worn
	step("a known curse worn", ActRead)
	pl.Worn[slot] = Item{}
	step("taken off", 0)
	worn.Known = false
	pl.Worn[slot] = worn
	step("an unknown curse worn", 0)
	g.Magic.Known = map[string]bool{curse: true}
	step("the curse learnt", ActRead)
	pl.Worn[slot] = Item{}
	step("taken off again", 0)
	pl.Pack = append(pl.Pack, Item{Kind: ItemPotion, Name: potion.Name, Count: 1, Letter: 'b'})
	step("an unknown potion while hurt", 0)
	pl.HP = pl.MaxHP
	step("whole", ActQuaff)
}
