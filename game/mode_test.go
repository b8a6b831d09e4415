// The kinds of run (issue 33; combat/RULES.md §38.5): a short run ends within its levels, an explore run
// never ends in death, a death in one puts the player on the stairs, and the mode is kept.

package game

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/levels"
)

func newRun(t testing.TB, seed uint64, mode string) *Game {
	t.Helper()
	g, err := New(Config{Seed: seed, Mode: mode})
	require.NoError(t, err)
	return g
}

// TestModesOfTheData: the data offer the whole dungeon first (a game of it keeps ""), a short run whose
// goal lies at level 5, and an explore run whose death is not final and which is not scored (§38.5).
func TestModesOfTheData(t *testing.T) {
	g := newRun(t, 1, "dungeon")
	assert.Equal(t, "", g.State.Mode, "the whole dungeon is kept as no mode")
	assert.Equal(t, "dungeon", g.RunMode().Name)
	s := newRun(t, 1, "short")
	assert.Equal(t, "short", s.State.Mode)
	_, depth := s.Goal()
	assert.Equal(t, 5, depth)
	e := newRun(t, 1, "explore")
	assert.False(t, e.RunMode().Final())
	assert.False(t, e.RunMode().Scored)
	tu := newRun(t, 1, assets.TutorialMode)
	assert.Equal(t, assets.TutorialMode, tu.RunMode().Name, "the tutorial's name is accepted")
	assert.False(t, tu.RunMode().Scored)
	_, err := New(Config{Seed: 1, Mode: "nightmare"})
	assert.ErrorIs(t, err, ErrMode)
}

// TestShortRunsEndWithinTheirLevels: the bot plays a short run on 20 seeds; each ends, in victory or in
// death, never below its goal's level, and the goal's level is the authored one holding the run's artefact
// (§38.5).
func TestShortRunsEndWithinTheirLevels(t *testing.T) {
	start := time.Now()
	ended, won := 0, 0
	for seed := uint64(1); seed <= 20; seed++ {
		g := newRun(t, seed, "short")
		_, goal := g.Goal()
		for i := 0; i < 12000 && !g.Over; i++ {
			g.Act(g.BotAction())
			require.LessOrEqual(t, g.Depth, goal, "seed %d: below the goal's level", seed)
		}
		if g.Deepest == goal {
			l := g.Floors[goal-1].Level
			assert.Equal(t, levels.KindAuthored, l.Kind, "seed %d: the goal's level is authored", seed)
		}
		assert.LessOrEqual(t, g.Deepest, goal, "seed %d", seed)
		if g.Over {
			ended++
		}
		if g.Won {
			won++
			assert.Contains(t, g.Obituary().Ending(), "the Delvers' Lamp", "seed %d: the short run's own artefact", seed)
		}
	}
	t.Logf("short runs: %d of 20 ended, %d won, in %v", ended, won, time.Since(start))
	assert.Equal(t, 20, ended, "every short run ends within its turns")
}

// TestExploreRunsNeverEndInDeath: the bot plays an explore run on 20 seeds for a bounded number of actions;
// none ends in death, and the player falls (and is put back on the stairs) in some of them (§38.5).
func TestExploreRunsNeverEndInDeath(t *testing.T) {
	start := time.Now()
	falls, deepest := 0, 0
	for seed := uint64(1); seed <= 20; seed++ {
		g := newRun(t, seed, "explore")
		for i := 0; i < 3000 && !g.Over; i++ {
			g.Act(g.BotAction())
			require.False(t, g.Player.Dead, "seed %d: the player is dead in an explore run", seed)
			require.NoError(t, g.Check(), "seed %d: the rules of the world hold after a fall", seed)
		}
		deepest += g.Deepest
		assert.True(t, !g.Over || g.Won, "seed %d: an explore run ended, not in victory (%s)", seed, g.Cause)
		for _, m := range g.Log {
			if m.Text == explored {
				falls++
			}
		}
	}
	t.Logf("explore runs: %d falls over 20 seeds, %d levels reached in all, in %v", falls, deepest, time.Since(start))
	assert.Positive(t, falls, "the bot fell at least once: the rule was tried")
}

// explored is the message of a death an explore run undoes.
const explored = "You fall... and wake on the stairs up, whole again: in an explore run death is not the end."

// TestExploreDeathPutsThePlayerOnTheStairs: a blow that would kill the player of an explore run leaves
// them on the up stairs of their level, whole, their ills cleared, the game not over; the same blow in the
// whole dungeon ends it (§38.5).
func TestExploreDeathPutsThePlayerOnTheStairs(t *testing.T) {
	for _, mode := range []string{"explore", ""} {
		g := newRun(t, 3, mode)
		pl := g.Player
		pl.Pos = pl.Pos.Add(dirs[2]) // off the stairs
		for !g.Level.At(pl.Pos).Passable() {
			pl.Pos = pl.Pos.Add(dirs[2])
		}
		pl.Bleeding, pl.Poison, pl.Disease, pl.Sick, pl.Winded = 3, 2, "rot", 100, true
		pl.HP = 0
		g.fight.die("a test")
		if mode == "" {
			assert.True(t, g.Over, "the whole dungeon's death ends the game")
			continue
		}
		assert.False(t, g.Over)
		assert.False(t, pl.Dead)
		assert.Equal(t, g.Level.Up, pl.Pos, "on the up stairs")
		assert.Equal(t, pl.MaxHP, pl.HP, "whole")
		assert.Zero(t, pl.Bleeding+pl.Poison)
		assert.Empty(t, pl.Disease)
		assert.False(t, pl.Winded)
		assert.Equal(t, explored, g.Log[len(g.Log)-1].Text)
	}
}

// TestTheModeIsSavedAndChecked: a game saved and loaded keeps its mode; a game whose mode the data do not
// have does not restore.
func TestTheModeIsSavedAndChecked(t *testing.T) {
	g := newRun(t, 5, "explore")
	h := reloaded(t, g)
	assert.Equal(t, "explore", h.State.Mode)
	assert.False(t, h.RunMode().Final())
	g.State.Mode = "nightmare"
	rng, err := g.RandomState()
	require.NoError(t, err)
	_, err = Restore(g.State, rng, g.data)
	assert.ErrorIs(t, err, ErrMode)
}

// TestAReloadKeepsTheMode: new data (a designer's hot reload) bind the game's mode anew, its goal from them;
// data without the game's mode leave the game its own.
func TestAReloadKeepsTheMode(t *testing.T) {
	g := newRun(t, 4, "short")
	d, err := assets.Load(nil)
	require.NoError(t, err)
	d.Modes[1].Artefact = "the Brass Lamp"
	g.SetData(d)
	name, depth := g.Goal()
	assert.Equal(t, "the Brass Lamp", name, "the reloaded mode's artefact")
	assert.Equal(t, 5, depth)
	bare := *d
	bare.Modes = bare.Modes[:1]
	g.SetData(&bare)
	assert.Same(t, d, g.Data(), "data without the short run are not taken")
	assert.Equal(t, "short", g.RunMode().Name)
}
