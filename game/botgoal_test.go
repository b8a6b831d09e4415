// Issue 35: the bot's walks to a goal answered from distances kept between actions (botgoal.go) must give
// the walk's own answer (explore, walked afresh) at every action.

package game

import (
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/levels"
)

// TestGoalWalksKeptAsFresh plays 12 bot games of up to 1,500 actions and, before every action, asks the
// bot's walks to the stairs down and up, and to where it last saw a foe, as the bot asks them (goalStep:
// the kept distances when they hold) and afresh (explore): the first steps must be the same. It counts the
// kept answers, found and not, and the kept distances turned down for a creature near, so that each way is
// exercised.
func TestGoalWalksKeptAsFresh(t *testing.T) {
	keptFound, keptNone, refused := 0, 0, 0
	eachBotAction(t, 1500, func(g *Game, seed uint64, i int) {
		bt, s := &g.bot, &g.bot.walks
		goals := []gruid.Point{g.Level.Down, g.Level.Up}
		if g.BotChaseUntil > 0 {
			goals = append(goals, g.BotChase)
		}
		from := g.Player.Pos
		for _, goal := range goals {
			bt.markSeen()
			key := bt.goalKey(goal)
			held := s.toGoal.key.level != nil && s.toGoal.key == key
			_, found, ok := s.toGoal.answer(s, g.Level, from, key)
			got, gotOK := bt.goalStep(from, goal)
			want, wantOK := firstStep(s.explore(g.Level, g.Seen, from, seenWalk{to: toGoal, goal: goal}))
			require.Equal(t, wantOK, gotOK, "seed %d, action %d, to %v from %v (kept: %v)", seed, i, goal, from, ok)
			require.Equal(t, want, got, "seed %d, action %d, to %v from %v (kept: %v)", seed, i, goal, from, ok)
			switch {
			case ok && found:
				keptFound++
			case ok:
				keptNone++
			case held:
				refused++
			}
		}
	})
	t.Logf("kept answers: %d found a step, %d found none; %d turned down (a creature near, or the walk starts on its goal)", keptFound, keptNone, refused)
	require.Positive(t, keptFound, "no kept answer found a step")
	require.Positive(t, keptNone, "no kept answer found no walk")
	require.Positive(t, refused, "the kept distances were never turned down")
}

// corridorGame is a corridor along row 4 of a 60×9 level, the player at (30,4), the seen cells rows 3–5 of
// columns 24–34 alone, the walks' distances not kept yet.
func corridorGame(t *testing.T) *Game {
	t.Helper()
	l := levels.NewLevel(60, 9)
	for x := 1; x <= 58; x++ {
		l.Set(gruid.Point{X: x, Y: 4}, levels.Floor)
	}
	g, err := NewOn(Config{Seed: 5}, l, gruid.Point{X: 30, Y: 4})
	require.NoError(t, err)
	clear(g.Seen)
	for y := 3; y <= 5; y++ {
		for x := 24; x <= 34; x++ {
			g.Seen[y*l.W+x] = true
		}
	}
	g.bot.walks = bfsScratch{}
	return g
}

// keepGoal works out the distances of the walk to goal now, as the bot keeps them after two long walks.
func keepGoal(g *Game, goal gruid.Point) {
	s := &g.bot.walks
	s.cells = s.toGoal.build(g.Level, g.Seen, g.bot.goalKey(goal), s.cells)
}

// keptGoalStep is the kept answer of the walk to goal (ok false: the kept distances do not answer).
func keptGoalStep(g *Game, goal gruid.Point) (gruid.Point, bool) {
	g.bot.markSeen()
	step, _, ok := g.bot.walks.toGoal.answer(&g.bot.walks, g.Level, g.Player.Pos, g.bot.goalKey(goal))
	return step, ok
}

// freshGoalStep is the walk's first step walked afresh.
func freshGoalStep(g *Game, goal gruid.Point) gruid.Point {
	g.bot.markSeen()
	step, _ := firstStep(g.bot.walks.explore(g.Level, g.Seen, g.Player.Pos, seenWalk{to: toGoal, goal: goal}))
	return step
}

// TestGoalWalksKeptFollowEachChange keeps the distances to a goal in a corridor, then changes, one at a
// time, each thing they were worked out from or that the kept answer must heed — a cell seen, a tile, the
// level, the floor's seen cells, the goal, a creature the player sees near the walk, one beyond it and one
// on the goal — and checks that the kept answer gives way where it must, holds where it may, and is the
// fresh walk's.
func TestGoalWalksKeptFollowEachChange(t *testing.T) {
	east, west := gruid.Point{X: 31, Y: 4}, gruid.Point{X: 29, Y: 4}
	eastGoal, westGoal := gruid.Point{X: 33, Y: 4}, gruid.Point{X: 26, Y: 4}
	// A loop: the corridor of row 4 and one of row 2 joined at columns 25 and 35, the goal at 33,4 east;
	// the player walks east unless the change bars the way.
	loop := func(t *testing.T) *Game {
		g := corridorGame(t)
		for x := 25; x <= 35; x++ {
			g.Level.Set(gruid.Point{X: x, Y: 2}, levels.Floor)
		}
		g.Level.Set(gruid.Point{X: 25, Y: 3}, levels.Floor)
		g.Level.Set(gruid.Point{X: 35, Y: 3}, levels.Floor)
		for y := 1; y <= 5; y++ {
			for x := 24; x <= 36; x++ {
				g.Seen[y*g.Level.W+x] = true
			}
		}
		return g
	}
	// changed checks that the kept answer holds before change, gives way after it, and that the walk is
	// then the fresh walk's, want.
	changed := func(what string, change func(g *Game), want gruid.Point) {
		t.Helper()
		g := loop(t)
		keepGoal(g, eastGoal)
		step, ok := keptGoalStep(g, eastGoal)
		require.True(t, ok, "%s: the distances kept answer before the change", what)
		require.Equal(t, east, step, what)
		require.Equal(t, freshGoalStep(g, eastGoal), step, "%s: before the change", what)
		change(g)
		_, ok = keptGoalStep(g, eastGoal)
		require.False(t, ok, "%s: the kept distances must give way", what)
		require.Equal(t, want, freshGoalStep(g, eastGoal), "%s: the fresh walk", what)
		got, _ := g.bot.goalStep(g.Player.Pos, eastGoal)
		require.Equal(t, want, got, "%s: the bot's walk", what)
	}
	changed("a wall east", func(g *Game) { g.Level.Set(gruid.Point{X: 32, Y: 4}, levels.Wall) }, west)
	changed("a creature near", func(g *Game) { creatureAt(g, gruid.Point{X: 32, Y: 4}) }, west)
	changed("the seen cells replaced", func(g *Game) {
		seen := make([]bool, len(g.Seen))
		copy(seen, g.Seen)
		seen[4*g.Level.W+32] = false // 32,4 forgotten: the way east unknown
		g.Floor.Seen = seen
	}, west)
	changed("another level", func(g *Game) {
		l := levels.NewLevel(60, 9)
		copy(l.Tiles, g.Level.Tiles)
		l.Tiles[4*60+32] = levels.Wall
		g.Floor.Level = l
	}, west)
	// A cell seen: the kept distances give way (the count of marks moved), the walk the same.
	g := loop(t)
	keepGoal(g, eastGoal)
	g.seenMarks.see(g.Seen, 0)
	_, ok := keptGoalStep(g, eastGoal)
	require.False(t, ok, "a cell seen: the kept distances must give way")
	require.Equal(t, east, freshGoalStep(g, eastGoal))
	// The goal moved west: the kept distances are the old goal's.
	g = loop(t)
	keepGoal(g, eastGoal)
	_, ok = keptGoalStep(g, westGoal)
	require.False(t, ok, "the goal moved: the kept distances must give way")
	got, _ := g.bot.goalStep(g.Player.Pos, westGoal)
	require.Equal(t, west, got)
	require.Equal(t, freshGoalStep(g, westGoal), got)
	// A creature on the goal: the walk ends there all the same.
	g = loop(t)
	keepGoal(g, eastGoal)
	creatureAt(g, eastGoal)
	step, ok := keptGoalStep(g, eastGoal)
	require.True(t, ok, "a creature on the goal does not turn the kept distances down")
	require.Equal(t, east, step)
	require.Equal(t, freshGoalStep(g, eastGoal), step)
	// A creature beyond the walk's depth (the goal 3 steps east, the creature 5 west) changes nothing.
	g = loop(t)
	keepGoal(g, eastGoal)
	creatureAt(g, gruid.Point{X: 25, Y: 4})
	step, ok = keptGoalStep(g, eastGoal)
	require.True(t, ok, "a creature beyond the walk's depth does not turn the kept distances down")
	require.Equal(t, east, step)
	require.Equal(t, freshGoalStep(g, eastGoal), step)
	// Walled in: the kept answer is that no walk is found, as the fresh walk's.
	g = corridorGame(t)
	g.Level.Set(gruid.Point{X: 28, Y: 4}, levels.Wall)
	g.Level.Set(gruid.Point{X: 32, Y: 4}, levels.Wall)
	keepGoal(g, eastGoal)
	g.bot.markSeen()
	_, found, ok := g.bot.walks.toGoal.answer(&g.bot.walks, g.Level, g.Player.Pos, g.bot.goalKey(eastGoal))
	require.True(t, ok)
	require.False(t, found, "walled in: no walk")
	_, fresh := firstStep(g.bot.walks.explore(g.Level, g.Seen, g.Player.Pos, seenWalk{to: toGoal, goal: eastGoal}))
	require.False(t, fresh)
}

// creatureAt puts a creature of the data's first kind at p, seen by the player (Visible), without working
// the player's sight out again.
func creatureAt(g *Game, p gruid.Point) {
	a := g.dungeon.newCreature(&g.data.Creatures[0], p)
	g.dungeon.addActor(a)
	g.Visible[p.Y*g.Level.W+p.X] = true
}

// eachBotAction plays 12 bot games (seeds 1–12, the backgrounds in turn) of up to n actions each and calls
// f before every action.
func eachBotAction(t *testing.T, n int, f func(g *Game, seed uint64, i int)) {
	t.Helper()
	backgrounds := []string{"archer", "warrior", "duelist", "brute"}
	for seed := uint64(1); seed <= 12; seed++ {
		g, err := New(Config{Seed: seed, Character: Character{Race: "human", Background: backgrounds[seed%4]}})
		require.NoError(t, err)
		for i := 0; i < n && !g.Over; i++ {
			f(g, seed, i)
			g.Act(g.BotAction())
		}
	}
}
