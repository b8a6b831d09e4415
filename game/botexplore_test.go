// Issue 35: the bot's walk to the unexplored kept between actions (botexplore.go) must be the walk walked
// afresh (explore) at every action.

package game

import (
	"math/rand/v2"
	"slices"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/levels"
)

// TestUnseenWalkKeptAsFresh plays 12 bot games of up to 1,500 actions and, before every action, asks the
// bot's walks to the unexplored and to the items it wants as the bot asks them (keptWalk: the walk kept when
// it holds) and afresh (explore): the chains must be the same, cell for cell. It counts the kept answers —
// where the player stood still, stepped along the chain, or found none again — and the walks kept that were
// turned down, so that each way is exercised, for both walks.
func TestUnseenWalkKeptAsFresh(t *testing.T) {
	type counts struct{ still, stepped, none, refused int }
	var unseen, items counts
	eachBotAction(t, 1500, func(g *Game, seed uint64, i int) {
		bt, s := &g.bot, &g.bot.walks
		from := g.Player.Pos
		bt.markSeen()
		check := func(u *walkKept, wanted []gruid.Point, c *counts) {
			kept, key := *u, bt.goalKey(gruid.Point{})
			held := kept.key.level != nil && kept.key == key
			_, ok := u.answer(s, g.Level, g.Seen, key, from, wanted)
			*u = kept // as it was: the bot's own call below answers
			got := slices.Clone(bt.keptWalk(u, from, wanted))
			to := seenWalk{to: toUnseen}
			if len(wanted) > 0 {
				to.to = toItems
			}
			want := slices.Clone(s.explore(g.Level, g.Seen, from, to))
			require.Equal(t, want, got, "seed %d, action %d, from %v, to %d (kept: %v)", seed, i, from, to.to, ok)
			switch {
			case ok && !kept.found:
				c.none++
			case ok && from == kept.from:
				c.still++
			case ok:
				c.stepped++
			case held:
				c.refused++
			}
		}
		if s.items = g.pickup.wantedSpots(s.items); len(s.items) > 0 {
			check(&s.toItems, s.items, &items)
		}
		check(&s.unseen, nil, &unseen)
	})
	for _, c := range []struct {
		name string
		counts
	}{{"to the unexplored", unseen}, {"to the items", items}} {
		t.Logf("%s: kept answers: %d where the player stood still, %d a step along the chain, %d found none; %d turned down", c.name, c.still, c.stepped, c.none, c.refused)
		require.Positive(t, c.still, "%s: no kept answer where the player stood still", c.name)
		require.Positive(t, c.stepped, "%s: no kept answer a step along the chain", c.name)
		require.Positive(t, c.refused, "%s: the walk kept was never turned down", c.name)
	}
	require.Positive(t, unseen.none, "no kept answer found none")
}

// TestUnseenWalkKeptFollowsEachChange keeps the walk to the unexplored in corridorGame's corridor (the cells
// seen from column 24 to 34, 24,4 walled, the player at 26,4, the walk's frontier cell the east end, 34,4),
// then changes, one at a time, what the kept walk must heed — the player's step along the chain and off it, a
// tile, a cell seen, a creature seen, a step from a start that borders unseen cells — and checks that the
// kept walk answers where it may, gives way where it must, and is the fresh walk's.
func TestUnseenWalkKeptFollowsEachChange(t *testing.T) {
	start, east := gruid.Point{X: 26, Y: 4}, gruid.Point{X: 34, Y: 4}
	corridor := func(t *testing.T) *Game {
		g := corridorGame(t)
		g.Level.Set(gruid.Point{X: 24, Y: 4}, levels.Wall)
		return g
	}
	// keep has the bot walk from p and keep the walk.
	keep := func(g *Game, p gruid.Point) {
		g.Player.Pos = p
		g.bot.markSeen()
		g.bot.unseenChain(p)
	}
	// check asks the bot's walk from p: whether the kept walk answered (ok) and that the walk is the fresh
	// one, ending on want (none: found no walk).
	check := func(what string, g *Game, p gruid.Point, ok bool, want gruid.Point, none bool) {
		t.Helper()
		bt, s := &g.bot, &g.bot.walks
		g.Player.Pos = p
		bt.markSeen()
		u := s.unseen
		_, answered := s.unseen.answer(s, g.Level, g.Seen, bt.goalKey(gruid.Point{}), p, nil)
		s.unseen = u
		require.Equal(t, ok, answered, "%s: whether the walk kept answers", what)
		got := slices.Clone(bt.unseenChain(p))
		require.Equal(t, slices.Clone(s.explore(g.Level, g.Seen, p, seenWalk{to: toUnseen})), got, "%s: the fresh walk", what)
		if none {
			require.Empty(t, got, "%s: no walk", what)
			return
		}
		require.NotEmpty(t, got, what)
		require.Equal(t, want, got[0], "%s: where the walk ends", what)
	}
	g := corridor(t)
	keep(g, start)
	check("standing still", g, start, true, east, false)
	check("a step along the chain", g, gruid.Point{X: 27, Y: 4}, true, east, false)
	check("another step along the chain", g, gruid.Point{X: 28, Y: 4}, true, east, false)
	g = corridor(t)
	keep(g, start)
	check("a step off the chain", g, gruid.Point{X: 25, Y: 4}, false, east, false)
	g = corridor(t)
	keep(g, start)
	g.Level.Set(gruid.Point{X: 29, Y: 3}, levels.Floor) // it borders the unseen row 2
	check("a tile changed", g, start, false, gruid.Point{X: 29, Y: 3}, false)
	g = corridor(t)
	keep(g, start)
	g.seenMarks.see(g.Seen, 0)
	check("a cell seen", g, start, false, east, false)
	g = corridor(t)
	keep(g, start)
	creatureAt(g, gruid.Point{X: 29, Y: 4})
	check("a creature seen", g, start, false, east, true)
	check("none found, standing still", g, start, true, east, true)
	check("none found, a step west", g, gruid.Point{X: 25, Y: 4}, true, east, true)
	// None found, and the player on a cell the walk could not cross (the wall north of it, as a player
	// passing through walls would): the walk from there reaches 26,2 behind it, seen and next to unseen cells.
	g = corridor(t)
	g.Level.Set(gruid.Point{X: 26, Y: 2}, levels.Floor)
	g.Seen[2*g.Level.W+26] = true
	creatureAt(g, gruid.Point{X: 29, Y: 4})
	keep(g, start)
	require.False(t, g.bot.walks.unseen.found)
	check("none found, a step into the wall", g, gruid.Point{X: 26, Y: 3}, false, gruid.Point{X: 26, Y: 2}, false)
	// 24,4 open again: the walk from it (a cell next to the unseen column 23) ends east; from its chain's
	// first step, 25,4, it ends on 24,4 itself, which the walk from there never ends on.
	g = corridorGame(t)
	keep(g, gruid.Point{X: 24, Y: 4})
	require.Equal(t, east, g.bot.walks.unseen.chain[0])
	check("a step from a start that borders unseen cells", g, gruid.Point{X: 25, Y: 4}, false, gruid.Point{X: 24, Y: 4}, false)
}

// TestGhostApproachAsDijkstra: the incorporeal's approach map (ghostApproach, the distance as the crow flies)
// holds levels' Dijkstra map of a Step a cell, walls too (what it replaced), at every cell of levels of
// several sizes and one cell beyond their edges, the goal in the corners, on the edges, inside and off the
// level (issue 35).
func TestGhostApproachAsDijkstra(t *testing.T) {
	rng := rand.New(rand.NewPCG(35, 8))
	everywhere := func(gruid.Point) int { return levels.Step }
	for _, size := range [][2]int{{80, 50}, {1, 1}, {17, 41}, {41, 17}, {3, 2}} {
		l := levels.GenerateCave(rng, size[0], size[1])
		w, h := size[0], size[1]
		goals := []gruid.Point{{X: 0, Y: 0}, {X: w - 1, Y: h - 1}, {X: w - 1, Y: 0}, {X: 0, Y: h / 2}, {X: w / 2, Y: h / 2}, {X: -1, Y: 0}, {X: w, Y: h}}
		for range 4 {
			goals = append(goals, gruid.Point{X: rng.IntN(w), Y: rng.IntN(h)})
		}
		for _, goal := range goals {
			var want levels.DijkstraMap
			want.Approach(l, []gruid.Point{goal}, everywhere)
			m := ghostApproach{w: l.W, h: l.H, at: goal}
			for y := -1; y <= h; y++ {
				for x := -1; x <= w; x++ {
					p := gruid.Point{X: x, Y: y}
					require.Equal(t, want.At(p), m.At(p), "%d×%d, goal %v: the value at %v", w, h, goal, p)
				}
			}
		}
	}
}
