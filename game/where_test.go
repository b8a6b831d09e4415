package game

import (
	"fmt"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat/ruleset/registry"
	"github.com/cleave-game/cleave/levels"
)

// scanAt is the living creature on p found the slow way, as ActorAt found it before the cell index: the
// lowest ID.
func scanAt(g *Game, p gruid.Point) *Actor {
	for _, a := range g.Creatures {
		if !a.Dead && a.Pos == p {
			return a
		}
	}
	return nil
}

// indexAgrees checks the cell index as moves, arrivals and deaths kept it (before its check could mend
// it) against a walk through the creatures, cell by cell.
func indexAgrees(g *Game) error {
	if !g.cells.current(g.Floor) {
		return nil // built afresh when next used
	}
	l := g.Level
	filled := 0
	for y := range l.H {
		for x := range l.W {
			p := gruid.Point{X: x, Y: y}
			want := scanAt(g, p)
			var got *Actor
			if id := g.cells.ids[y*l.W+x]; id != 0 {
				got = g.Creatures[id-1]
				filled++
			}
			if got != want {
				return fmt.Errorf("cell %v: index says %s, the creatures %s", p, who(got), who(want))
			}
		}
	}
	if filled != g.cells.filled {
		return fmt.Errorf("filled %d, counted %d", g.cells.filled, filled)
	}
	return nil
}

// The cell index follows every move, arrival and death of bot games under each rule set, across stairs:
// after every action it says what a walk through the creatures says.
func TestCellIndexFollowsPlay(t *testing.T) {
	for _, rules := range registry.List().Names() {
		for seed := uint64(1); seed <= 4; seed++ {
			g, err := New(Config{Seed: seed, Rules: rules})
			require.NoError(t, err)
			for i := 0; i < 600 && !g.Over; i++ {
				g.Act(g.BotAction())
				require.NoError(t, indexAgrees(g), "%v seed %d action %d", rules, seed, i)
			}
		}
	}
}

// A creature moved or killed behind the index's back (as tests and tools do) is found where it is: the
// index is checked before each action and built again.
func TestCellIndexMendsItself(t *testing.T) {
	g := crowdOn(t, 30, levels.KindCave)
	m := g.Creatures[0]
	require.Equal(t, m, g.ActorAt(m.Pos))
	at := m.Pos
	g.Level.Bounds().Iter(func(p gruid.Point) {
		if m.Pos == at && g.Level.At(p).Passable() && g.ActorAt(p) == nil {
			m.Pos = p
		}
	})
	require.NotEqual(t, at, m.Pos)
	g.Do(Action{Kind: ActWait})
	require.NoError(t, indexAgrees(g))
	m.Dead = true
	g.monsters.beginTurn()
	require.NoError(t, indexAgrees(g))
}

// who names a for a message: its ID and kind, or "nobody".
func who(a *Actor) string {
	if a == nil {
		return "nobody"
	}
	return fmt.Sprintf("#%d %s", a.ID, a.Name)
}

// The cell index alone, on a floor of its own with no game around it: the lowest ID on a shared cell, moves,
// deaths, and nearest and within by rings agreeing with a walk through the creatures.
func TestCellIndexAlone(t *testing.T) {
	l := levels.NewLevel(30, 30)
	f := &Floor{Level: l}
	at := func(x, y int) gruid.Point { return gruid.Point{X: x, Y: y} }
	for i, p := range []gruid.Point{at(5, 5), at(5, 5), at(9, 5), at(20, 20), at(6, 7), at(1, 1), at(28, 28), at(15, 3), at(3, 15), at(10, 10), at(12, 12)} {
		f.Creatures = append(f.Creatures, &Actor{ID: i + 1, Pos: p, Awake: i%3 != 0})
	}
	var w cellIndex
	require.False(t, w.current(f), "an index of no floor yet")
	require.Equal(t, f.Creatures[0], w.at(f, at(5, 5)), "two on one cell: the lowest ID")
	require.True(t, w.current(f))
	require.Nil(t, w.at(f, at(0, 0)))
	require.Nil(t, w.at(f, at(-1, 0)), "off the level")

	w.fell(f, f.Creatures[0])
	require.True(t, f.Creatures[0].Dead)
	require.Nil(t, w.at(f, at(5, 5)), "the one left on the cell is found when the index is checked again")
	require.True(t, w.check(f), "a sleeper still stands")
	require.Equal(t, f.Creatures[1], w.at(f, at(5, 5)), "built again: the other one")

	w.move(f, f.Creatures[2], at(25, 5))
	require.Nil(t, w.at(f, at(9, 5)))
	require.Equal(t, f.Creatures[2], w.at(f, at(25, 5)))
	w.move(f, f.Creatures[3], at(28, 28)) // onto a higher ID: the lower is found there
	require.Equal(t, f.Creatures[3], w.at(f, at(28, 28)))
	w.move(f, f.Creatures[3], at(20, 20))
	w.check(f) // the one it stood on was left out of the index: found again
	require.Equal(t, f.Creatures[6], w.at(f, at(28, 28)))

	f.Creatures[4].Pos = at(7, 7) // behind the index's back
	w.check(f)
	require.Equal(t, f.Creatures[4], w.at(f, at(7, 7)), "mended")

	// nearest and within look at the cells around p when they cost less than the creatures: nearest's
	// rings up to r 2 (25 cells for 11 creatures, ringCost), within's up to r 1 (9 cells); they agree with
	// the walk through the creatures, which both take at r 12. nearest asks a ring's creatures from the
	// lowest ID up: the same creature taken, whichever accept takes.
	accepts := map[string]func(*Actor) bool{
		"all":  func(*Actor) bool { return true },
		"even": func(a *Actor) bool { return a.ID%2 == 0 },
		"odd":  func(a *Actor) bool { return a.ID%2 == 1 },
		"none": func(*Actor) bool { return false },
	}
	for _, p := range []gruid.Point{at(5, 5), at(6, 6), at(11, 11), at(0, 0)} {
		for _, r := range []int{0, 1, 2, 12} {
			for name, accept := range accepts {
				scan := func() *Actor {
					var best *Actor
					for _, a := range f.Creatures {
						if d := levels.Distance(a.Pos, p); !a.Dead && d <= r && accept(a) && (best == nil || d < levels.Distance(best.Pos, p)) {
							best = a
						}
					}
					return best
				}
				require.Equal(t, scan(), w.nearest(f, p, r, accept), "nearest to %v within %d, %s taken", p, r, name)
			}
			var want []*Actor
			for _, a := range f.Creatures {
				if !a.Dead && levels.Distance(a.Pos, p) <= r && !a.Awake {
					want = append(want, a)
				}
			}
			require.Equal(t, want, w.within(f, p, r, nil, true), "sleepers within %d of %v", r, p)
		}
	}
	f.Creatures = append(f.Creatures, &Actor{ID: len(f.Creatures) + 1, Pos: at(2, 2)})
	w.arrived(f, f.Creatures[len(f.Creatures)-1], true)
	require.True(t, w.current(f))
	require.Equal(t, f.Creatures[len(f.Creatures)-1], w.at(f, at(2, 2)))

	// a ring whose lower ID comes later along its rows: the lower is the nearest
	lower := &Actor{ID: len(f.Creatures) + 1, Pos: at(26, 26)}
	f.Creatures = append(f.Creatures, lower)
	w.arrived(f, lower, true)
	higher := &Actor{ID: len(f.Creatures) + 1, Pos: at(24, 24)}
	f.Creatures = append(f.Creatures, higher)
	w.arrived(f, higher, true)
	for name, accept := range accepts {
		want := map[string]*Actor{"all": lower, "none": nil}[name]
		if name != "all" && name != "none" {
			want = map[bool]*Actor{true: lower, false: higher}[accept(lower)]
		}
		require.Same(t, want, w.nearest(f, at(25, 25), 1, accept), "%s taken", name)
	}
}
