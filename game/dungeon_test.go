// Tests of the run (RULES.md §38): the goal at the bottom and the way to it, the victory, the score, the
// high-score table, the starts of level 1 and wading.

package game

import (
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/levels"
)

// descend takes the player down one level as the stairs do (a test's shortcut past the fights).
func descend(t *testing.T, g *Game) {
	t.Helper()
	g.Player.Pos = g.Level.Down
	require.Equal(t, levels.StairsDown, g.Level.At(g.Player.Pos), "level %d has its stairs down", g.Depth)
	require.Positive(t, g.dungeon.useStairs(ActDescend))
}

// The goal's level is reachable on every seed: each level from 1 to goal_depth has both stairs on one connected
// map, and the bottom one holds the artefact and its guardian, once.
func TestGoalReachable(t *testing.T) {
	for seed := uint64(1); seed <= 25; seed++ {
		g := newGame(t, seed)
		name, goal := g.Goal()
		require.NotEmpty(t, name)
		require.GreaterOrEqual(t, goal, 12)
		for g.Depth < goal {
			require.True(t, g.Level.Connected(), "seed %d level %d connected", seed, g.Depth)
			require.Equal(t, levels.StairsUp, g.Level.At(g.Level.Up))
			descend(t, g)
		}
		l := g.Level
		require.True(t, l.Connected(), "seed %d: the goal's level is connected", seed)
		require.Equal(t, levels.Artefact, l.At(l.Down), "seed %d: the artefact lies at the bottom", seed)
		guardians := 0
		for _, f := range g.Floors {
			for _, a := range f.Creatures {
				if a.Kind == g.data.Dungeon.Guardian {
					guardians++
				}
			}
		}
		assert.Equal(t, 1, guardians, "seed %d: one guardian in the game", seed)
	}
}

// A scripted run of a test-built strong character: down to the goal, through the guardian to the artefact, back
// up every level and out of level 1's stairs, to the victory; the score counts the escape, and the high-score
// table keeps the run with its morgue file.
func TestVictoryScriptedRun(t *testing.T) {
	g := newGame(t, 7)
	pl := g.Player
	pl.HP, pl.MaxHP = 100000, 100000 // the test build: strong enough for any fight
	pl.Pos = g.Level.Up
	r := g.Do(Action{Kind: ActAscend})
	assert.Contains(t, r.Refusal, "will not leave without", "no way out without the artefact")
	assert.False(t, g.Over)
	for g.Depth < g.data.Dungeon.GoalDepth {
		descend(t, g)
	}
	goal := g.Level.Down
	// Fight to the artefact: a step toward it each turn, bumping whoever stands in the way.
	for turns := 0; !g.Artefact && turns < 3000; turns++ {
		pl.HP = pl.MaxHP
		step := nextStep(g.Level, pl.Pos, goal)
		d := step.Sub(pl.Pos)
		g.Do(Action{Kind: ActMove, Dir: d})
	}
	require.True(t, g.Artefact, "the artefact taken")
	assert.Equal(t, levels.Floor, g.Level.At(goal), "the pedestal is bare")
	for g.Depth > 1 {
		pl.Pos = g.Level.Up
		require.True(t, g.Do(Action{Kind: ActAscend}).Took)
	}
	pl.Pos = g.Level.Up
	g.Do(Action{Kind: ActAscend})
	require.True(t, g.Over, "the game ends")
	require.True(t, g.Won, "in victory")
	s := g.data.Dungeon.Score
	assert.Equal(t, s.PerLevel*g.Deepest+s.Artefact+s.Escape+max(0, s.SpeedTurns-g.Turns)*s.SpeedPercent/100, g.Score())
	o := g.Obituary()
	assert.Equal(t, "Escaped from the dungeon with "+g.data.Dungeon.Artefact+".", o.Ending(), "the morgue file's ending")
	assert.True(t, o.Won)
	assert.Equal(t, g.Score(), o.Score)
	// game/save: TestVictoryScored files a victory in the high-score table with its morgue file.
}

// The score grows with depth, the artefact, the escape and speed (RULES.md §38.4).
func TestScoreRewardsDepthGoalAndSpeed(t *testing.T) {
	s := newGame(t, 1).data.Dungeon.Score
	assert.Less(t, s.Score(3, 1000, false, false), s.Score(4, 1000, false, false), "depth")
	assert.Less(t, s.Score(12, 1000, false, false), s.Score(12, 1000, true, false), "the artefact")
	assert.Less(t, s.Score(12, 1000, true, false), s.Score(12, 1000, true, true), "the escape")
	assert.Less(t, s.Score(12, 9000, true, true), s.Score(12, 8000, true, true), "speed")
	assert.Equal(t, s.Score(5, 100, false, false), s.Score(5, 9000, false, false), "a death scores no speed")
}

// The first level differs across seeds: several authored starts, chosen by the seed.
func TestFirstLevelDiffersAcrossSeeds(t *testing.T) {
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 20; seed++ {
		seen[newGame(t, seed).Level.String()] = true
	}
	assert.GreaterOrEqual(t, len(seen), 3, "first levels over 20 seeds")
}

// Themes by depth: caves are caves, the flooded depths hold water, the crypts keep their pillars (RULES.md §38.2).
func TestThemesByDepth(t *testing.T) {
	g := newGame(t, 4)
	for g.Depth < 10 {
		descend(t, g)
		th := g.dungeon.theme()
		require.NotNil(t, th)
		assert.Equal(t, th.Name, g.Level.Theme)
		if g.Depth == 5 {
			assert.Equal(t, levels.KindCave, g.Level.Kind, "the caves")
		}
		if g.Depth == 8 {
			assert.Contains(t, g.Level.String(), "~", "the flooded depths")
		}
	}
}

// A step into shallow water takes water_step times as long (RULES.md §38.3).
func TestWadingIsSlow(t *testing.T) {
	g := arena(t, "warrior")
	pl := g.Player
	to := pl.Pos.Add(gruid.Point{X: 1})
	g.Level.Set(to, levels.Water)
	took := g.moveOrAttack(pl, to)
	assert.Equal(t, int64(float64(pl.StepTime)*g.data.Dungeon.WaterStep+0.5), took)
	assert.Greater(t, took, pl.StepTime)
	assert.Equal(t, pl.StepTime, g.moveOrAttack(pl, to.Add(gruid.Point{X: 1})), "dry floor")
}

// nextStep is the first cell of a shortest walk by cardinal steps from `from` to goal over passable cells,
// whoever stands there (the test's strong character bumps through them); from itself when there is none.
func nextStep(l *levels.Level, from, goal gruid.Point) gruid.Point {
	prev := map[gruid.Point]gruid.Point{from: from}
	queue := []gruid.Point{from}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if p == goal {
			for prev[p] != from {
				p = prev[p]
			}
			return p
		}
		for _, d := range []gruid.Point{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}} {
			if n := p.Add(d); l.At(n).Passable() {
				if _, ok := prev[n]; !ok {
					prev[n] = p
					queue = append(queue, n)
				}
			}
		}
	}
	return from
}

// TestBotCarriesTheArtefactHome: the bot, given a test build strong enough for any fight, goes down to the goal,
// takes the artefact and climbs back up every level and out of level 1, to the victory.
func TestBotCarriesTheArtefactHome(t *testing.T) {
	g := newGame(t, 3)
	pl := g.Player
	pl.HP, pl.MaxHP = 100000, 100000
	took := -1
	for i := 0; i < 40000 && !g.Over; i++ {
		pl.HP = pl.MaxHP
		g.Act(g.BotAction())
		if g.Artefact && took < 0 {
			took = g.Turns
			assert.Equal(t, g.data.Dungeon.GoalDepth, g.Depth, "taken at the bottom")
		}
	}
	require.Positive(t, took, "the bot took the artefact")
	require.True(t, g.Over, "the game ended")
	assert.True(t, g.Won, "in victory")
	assert.Equal(t, 1, g.Depth, "out of level 1")
}
