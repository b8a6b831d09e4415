// Issue 35: the bot's explore walk (bot.go: cells by index, a seen cell stamped at its first look, the
// level's edge cells kept) must find the very walk a plain breadth-first walk finds.

package game

import (
	"slices"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/require"
)

// plainWalk is explore's walk written plainly: breadth first from `from` in dirs' order through the cells
// seen and passable where the player sees no creature (but the goal), to the first cell taken from the
// queue that ends it (the goal; a cell of s.items; a cell next to one never seen), from itself left out
// but for the goal; the chain of cells back to from (from left out), or nil.
func plainWalk(g *Game, s *bfsScratch, from gruid.Point, to seenWalk) []gruid.Point {
	l := g.Level
	parent := map[gruid.Point]gruid.Point{from: from}
	queue := []gruid.Point{from}
	ends := func(p gruid.Point) bool {
		switch to.to {
		case toGoal:
			return p == to.goal
		case toItems:
			return p != from && slices.Contains(s.items, p)
		}
		if p == from {
			return false
		}
		for _, d := range dirs {
			if q := p.Add(d); l.In(q) && !g.IsSeen(q) {
				return true
			}
		}
		return false
	}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if ends(p) {
			var chain []gruid.Point
			for ; p != from; p = parent[p] {
				chain = append(chain, p)
			}
			return chain
		}
		for _, d := range dirs {
			q := p.Add(d)
			if _, ok := parent[q]; ok || !l.In(q) || !g.IsSeen(q) || !l.At(q).Passable() {
				continue
			}
			if s.seenAt(l, q) && !(to.to == toGoal && q == to.goal) {
				continue
			}
			parent[q] = p
			queue = append(queue, q)
		}
	}
	return nil
}

// TestExploreAsPlainWalk plays 12 bot games of up to 1,000 actions and, before every action, walks the
// bot's three walks (to a cell never seen next to it, to the wanted items, to the stairs down) by explore
// and by plainWalk: the chains must be the same cells.
func TestExploreAsPlainWalk(t *testing.T) {
	walks := 0
	eachBotAction(t, 1000, func(g *Game, seed uint64, i int) {
		bt, s := &g.bot, &g.bot.walks
		bt.markSeen()
		s.items = g.pickup.wantedSpots(s.items)
		from := g.Player.Pos
		for _, to := range []seenWalk{{to: toUnseen}, {to: toItems}, {to: toGoal, goal: g.Level.Down}} {
			want := plainWalk(g, s, from, to)
			got := slices.Clone(s.explore(g.Level, g.Seen, from, to))
			require.Equal(t, len(want) > 0, len(got) > 0, "seed %d, action %d, walk %+v from %v", seed, i, to, from)
			if len(want) > 0 {
				require.Equal(t, want, got, "seed %d, action %d, walk %+v from %v", seed, i, to, from)
			}
			walks++
		}
	})
	t.Logf("%d walks compared", walks)
}
