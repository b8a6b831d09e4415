// Tests of the interface's rules at their edges: a target exactly at the range and one cell past it, a
// refused action (no time passes, the screen and the notice are right), the reach of a click and of a
// direction, the keys past the last stance or slot, the walks' pace and the rest's end, the scrolls and
// choices that stop or wrap at their ends, the layout's scale at the window sizes where it changes.

package ui

import (
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// withSword is a game on seed with the default character (Thora) and a second long sword in the pack,
// under letter Z, to throw (a sword is not made for throwing: it flies the improvised range), and a model
// in play on it.
func withSword(t *testing.T, seed uint64) (*game.Game, *Model) {
	t.Helper()
	g, m := seededGame(t, seed)
	g.Player.Pack = append(g.Player.Pack, game.Item{Kind: game.ItemWeapon, Name: "long sword", Count: 1, Letter: 'Z'})
	return g, m
}

// clearLine is a direction along which the n cells from the player are in view, bare and empty, on
// the first of the seeds that has one; it returns the game, its model and the direction.
func clearLine(t *testing.T, n int) (*game.Game, *Model, gruid.Point) {
	t.Helper()
	for seed := uint64(1); seed <= 40; seed++ {
		g, m := withSword(t, seed)
		pl := g.Player
		for _, d := range []gruid.Point{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}, {X: 1, Y: 1}, {X: -1, Y: 1}, {X: 1, Y: -1}, {X: -1, Y: -1}} {
			ok := true
			for k := 1; k <= n && ok; k++ {
				p := cells(pl.Pos, d, k)
				ok = g.Level.In(p) && g.Level.At(p) == levels.Floor && g.IsVisible(p) && g.ActorAt(p) == nil
			}
			if ok {
				return g, m, d
			}
		}
	}
	require.FailNow(t, "no seed with a clear line")
	return nil, nil, gruid.Point{}
}

// cells is the cell k steps from p in direction d.
func cells(p, d gruid.Point, k int) gruid.Point { return p.Add(gruid.Point{X: d.X * k, Y: d.Y * k}) }

// TestAimAtTheRangeLimit: a foe exactly at the range is in the line of fire, named with the odds, and the
// throw flies; one cell past it, the foe is out of range, the line stops at the range, Enter throws
// nothing, says why and keeps the aim open; the cells past the range lead to the cell aimed at, not onto
// it (README, the t key).
func TestAimAtTheRangeLimit(t *testing.T) {
	probe, _ := withSword(t, 1)
	item := len(probe.Player.Pack) - 1
	rng := probe.AimRange(item)
	require.Positive(t, rng, "a sword flies")

	for _, far := range []int{rng, rng + 1, rng + 2} {
		g, m, d := clearLine(t, rng+2)
		pl := g.Player
		at := cells(pl.Pos, d, far)
		foe, err := g.PlaceCreature("kobold", at)
		require.NoError(t, err)
		m.Update(typed("T"), g)
		m.Update(typed("Z"), g)
		aim, ok := m.Screen().(*Aim)
		require.True(t, ok, "T and the sword's letter aim")
		aim.At = at
		v := aim.View(g)
		assert.Equal(t, rng, v.Range)
		turns, log, pack := g.Turns, len(g.Log), len(pl.Pack)
		if far == rng {
			assert.Same(t, foe, v.Target, "a foe at the range is in the line of fire")
			assert.False(t, v.OutOfRange)
			assert.Len(t, v.Path, rng, "the line runs to the foe")
			assert.Empty(t, v.Beyond)
			assert.Contains(t, aim.Line(g), "The kobold: you would hit it ")
			m.Update(pressed(KeyEnter), g)
			assert.Empty(t, m.Notice(), "no refusal at the range")
			assert.IsType(t, &Play{}, m.Screen())
			assert.Equal(t, turns+1, g.Turns, "the sword flies")
			assert.Len(t, pl.Pack, pack-1, "the sword is gone from the pack")
			continue
		}
		assert.Nil(t, v.Target, "%d cells away, past the range of %d", far, rng)
		assert.True(t, v.OutOfRange)
		assert.Len(t, v.Path, rng, "the line stops at the range")
		var beyond []gruid.Point
		for k := rng + 1; k < far; k++ {
			beyond = append(beyond, cells(pl.Pos, d, k))
		}
		assert.Equal(t, beyond, v.Beyond, "the cells past the range up to the cell aimed at, not it")
		assert.Equal(t, "The kobold: out of range.", aim.Line(g))
		m.Update(pressed(KeyEnter), g)
		assert.Equal(t, TargetTooFar, m.Notice())
		assert.IsType(t, &Aim{}, m.Screen(), "the aim stays open")
		assert.Equal(t, turns, g.Turns, "no time passes")
		assert.Len(t, g.Log, log, "nothing happened")
		assert.Len(t, pl.Pack, pack, "the sword is kept")
	}
}

// TestRefusedActionTakesNoTime: an action the game refuses takes no time, shows the game's refusal as the
// notice, leaves the log as it was and the screen where the action leads (play); it ends a walk under way,
// where an action that took time does not.
func TestRefusedActionTakesNoTime(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	pl := g.Player
	empty := game.NumSlots - 1
	require.True(t, pl.Worn[empty].IsZero(), "Thora wears nothing in the last slot")
	turns, log := g.Turns, len(g.Log)
	m.play.begin(walkClick, pl.Pos.Add(openDir(t, g))) // a walk under way
	m.act(g, game.Action{Kind: game.ActTakeOff, Slot: empty})
	assert.Equal(t, "You wear nothing there.", m.Notice())
	assert.False(t, m.play.Traveling(), "a refused action ends the walk")
	assert.Equal(t, turns, g.Turns, "no time passed")
	assert.Len(t, g.Log, log)

	m.play.begin(walkClick, pl.Pos.Add(openDir(t, g)))
	m.notice = ""
	m.act(g, game.Action{Kind: game.ActWait})
	assert.Empty(t, m.Notice())
	assert.True(t, m.play.Traveling(), "an action that took time leaves the walk going")
	assert.Equal(t, turns+1, g.Turns)
	m.play.traveling = false

	// Through the keys: wielding a potion is refused, from the pack's screen back to play.
	pl.Pack = append(pl.Pack, game.Item{Kind: game.ItemPotion, Name: "healing", Count: 1, Letter: 'Y'})
	turns, log = g.Turns, len(g.Log)
	m.Update(typed("w"), g)
	require.IsType(t, &Pick{}, m.Screen())
	m.Update(typed("Y"), g)
	assert.NotEmpty(t, m.Notice(), "the game's refusal")
	assert.IsType(t, &Play{}, m.Screen())
	assert.Equal(t, turns, g.Turns, "no time passed")
	assert.Len(t, g.Log, log, "the refusal is not in the log")
}
