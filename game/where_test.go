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

// indexAgrees checks the cell index as moves, arrivals and deaths kept it (before checkCells could mend
// it) against a walk through the creatures, cell by cell.
func indexAgrees(g *Game) error {
	if !g.current() {
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
	g.beginTurn()
	require.NoError(t, indexAgrees(g))
}

// who names a for a message: its ID and kind, or "nobody".
func who(a *Actor) string {
	if a == nil {
		return "nobody"
	}
	return fmt.Sprintf("#%d %s", a.ID, a.Name)
}
