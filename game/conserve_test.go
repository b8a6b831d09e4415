// Issue 12.1: nothing the player carries is lost by wielding, taking off or swapping: bot play mixed with
// random actions (bad indices and slots among them), the player's items counted before and after every
// action. CLEAVE_SOAK=N plays N seeds instead of the short run (a long soak: CLEAVE_SOAK=300).

package game

import (
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/require"
)

// carried counts the player's items by kind and name, pack and worn alike.
func carried(a *Actor) map[Item]int {
	n := map[Item]int{}
	for _, it := range a.Pack {
		n[Item{Kind: it.Kind, Name: it.Name}] += it.Count
	}
	for _, it := range a.Worn {
		if !it.IsZero() {
			n[Item{Kind: it.Kind, Name: it.Name}] += it.Count
		}
	}
	return n
}

// randomAction is any action at all, its indices and slots sometimes out of range.
func randomAction(r *rand.Rand, g *Game) Action {
	pl := g.Player
	a := Action{Kind: ActionKind(r.IntN(int(ActTakeOff) + 1)), Item: r.IntN(len(pl.Pack)+4) - 2,
		Slot: Slot(r.IntN(int(NumSlots) + 2)), Off: r.IntN(3) == 0,
		Dir: gruid.Point{X: r.IntN(3) - 1, Y: r.IntN(3) - 1}}
	a.Target = pl.Pos.Add(gruid.Point{X: r.IntN(11) - 5, Y: r.IntN(11) - 5})
	if a.Kind == ActStance {
		a.Stance = g.data.Stances[r.IntN(len(g.data.Stances))].Name
	}
	return a
}

func TestRandomActionsConserveItems(t *testing.T) {
	seeds, turns := 12, 400
	if n, err := strconv.Atoi(os.Getenv("CLEAVE_SOAK")); err == nil && n > 0 {
		seeds, turns = n, 2000
	}
	backgrounds := []string{"archer", "warrior", "duelist", "brute"}
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		g, err := New(Config{Seed: 100000 + seed, Character: Character{Race: "human", Background: backgrounds[seed%4]}})
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(seed, 7))
		for i := 0; i < turns && !g.Over; i++ {
			act := g.BotAction()
			if r.IntN(3) == 0 {
				act = randomAction(r, g)
			}
			pl := g.Player
			before := carried(pl)
			g.Act(act)
			if g.Over {
				break
			}
			after := carried(pl)
			switch act.Kind {
			case ActWield, ActTakeOff, ActStance, ActWait, ActMove, ActBash, ActDescend, ActAscend:
				require.Equal(t, before, after, "seed %d turn %d: %+v changed what the player carries", 100000+seed, i, act)
			case ActFire, ActThrow, ActDrop:
				for k, n := range after {
					require.LessOrEqual(t, n, before[k], "seed %d turn %d: %+v gave the player %s", 100000+seed, i, act, k.Name)
				}
				lost := 0
				for k, n := range before {
					lost += n - after[k]
				}
				if act.Kind != ActDrop {
					require.LessOrEqual(t, lost, 1, "seed %d turn %d: %+v took more than one missile", 100000+seed, i, act)
				}
			case ActPickUp:
				for k, n := range before {
					require.GreaterOrEqual(t, after[k], n, "seed %d turn %d: picking up lost %s", 100000+seed, i, k.Name)
				}
			}
		}
	}
}

// The archer's quiver: taken off, its arrows go to the pack, all of them; swapped for other ammunition,
// the old goes to the pack; filled again with the same, the two stacks make one.
func TestQuiverTakenOffAndSwapped(t *testing.T) {
	g := arena(t, "archer")
	pl := g.Player
	q := pl.Worn[SlotAmmo]
	require.Equal(t, ItemAmmo, q.Kind, "an archer starts with a full quiver")
	total := carried(pl)
	require.True(t, g.Act(Action{Kind: ActTakeOff, Slot: SlotAmmo}))
	require.True(t, pl.Worn[SlotAmmo].IsZero())
	require.Equal(t, total, carried(pl), "taking off the quiver keeps every %s", q.Name)
	i := indexOf(pl.Pack, Item{Kind: ItemAmmo, Name: q.Name, Count: q.Count})
	require.GreaterOrEqual(t, i, 0, "the %s are in the pack, one stack", q.Name)

	// Another ammunition in the quiver, then the first back: nothing lost either way.
	other := ""
	for _, am := range g.data.Ammunition {
		if am.Name != q.Name {
			other = am.Name
			break
		}
	}
	require.NotEmpty(t, other)
	g.gear.addToPack(pl, Item{Kind: ItemAmmo, Name: other, Count: 7})
	total = carried(pl)
	require.True(t, g.Act(Action{Kind: ActWield, Item: indexOf(pl.Pack, Item{Kind: ItemAmmo, Name: other, Count: 7})}))
	require.True(t, g.Act(Action{Kind: ActWield, Item: indexOf(pl.Pack, Item{Kind: ItemAmmo, Name: q.Name, Count: q.Count})}))
	require.Equal(t, total, carried(pl), "swapping ammunition in the quiver keeps both")
	require.Equal(t, q.Name, pl.Worn[SlotAmmo].Name)

	// More of the quiver's ammunition joins the quiver; wielding a pack stack of the quiver's kind joins
	// them too.
	g.gear.addToPack(pl, Item{Kind: ItemAmmo, Name: q.Name, Count: 5})
	require.Equal(t, q.Count+5, pl.Worn[SlotAmmo].Count, "picked-up %s go to the quiver", q.Name)
	pl.Pack = append(pl.Pack, Item{Kind: ItemAmmo, Name: q.Name, Count: 3, Letter: 'z'})
	require.True(t, g.Act(Action{Kind: ActWield, Item: len(pl.Pack) - 1}))
	require.Equal(t, q.Count+8, pl.Worn[SlotAmmo].Count, "a stack of the quiver's kind joins the quiver")
	require.Equal(t, -1, PackIndex(pl, 'z'))
}
