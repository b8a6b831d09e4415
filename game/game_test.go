// Tests of the game: determinism, the clock, and invariants over bot play.

package game

import (
	"bytes"
	"encoding/gob"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func newGame(t testing.TB, seed uint64) *Game {
	t.Helper()
	g, err := New(Config{Seed: seed})
	require.NoError(t, err)
	return g
}

// reloaded is g saved and loaded again (the game a player gets back), under g's own data: what a save keeps
// (the State and the random generator's state, RandomState) through gob, and the game rebuilt from it
// (Restore). game/save wraps the same in its envelope, and tests the envelope.
func reloaded(t testing.TB, g *Game) *Game {
	t.Helper()
	type saved struct {
		State State
		RNG   []byte
	}
	rng, err := g.RandomState()
	require.NoError(t, err)
	var buf bytes.Buffer
	require.NoError(t, gob.NewEncoder(&buf).Encode(saved{g.State, rng}))
	var s saved
	require.NoError(t, gob.NewDecoder(&buf).Decode(&s))
	h, err := Restore(s.State, s.RNG, g.Data())
	require.NoError(t, err)
	return h
}

// playedUnder is a game of seed 5 under rules after n of the bot's actions.
func playedUnder(t testing.TB, rules string, n int) *Game {
	t.Helper()
	g, err := New(Config{Seed: 5, Rules: rules})
	require.NoError(t, err)
	for range n {
		g.Act(g.BotAction())
	}
	return g
}

func playBot(t testing.TB, seed uint64, turns int) *Game {
	g := newGame(t, seed)
	for i := 0; i < turns && !g.Over; i++ {
		g.Act(g.BotAction())
	}
	return g
}

func TestSameSeedSameGame(t *testing.T) {
	a, b := playBot(t, 7, 300), playBot(t, 7, 300)
	require.Equal(t, a.Log, b.Log)
	assert.Equal(t, a.Player.Pos, b.Player.Pos)
	assert.Equal(t, a.Time, b.Time)
}

func TestBotFightsKobolds(t *testing.T) {
	attacks := 0
	for seed := uint64(1); seed <= 5; seed++ {
		g := newGame(t, seed)
		for i := 0; i < 300 && !g.Over; i++ {
			g.Act(g.BotAction())
			for _, e := range g.TakeEvents() {
				if e.Kind == EventAttack {
					attacks++
				}
			}
		}
	}
	assert.Greater(t, attacks, 10, "the bot should meet and fight kobolds")
}

// TestInvariants plays the bot over many seeds, through several levels, and checks the rules of the
// world after every action: the dead never act, the clock never goes back, and Check's rules hold (no two
// creatures share a cell, nothing solid stands in a wall, hit points never exceed their maximum, the
// living have hit points, no pack holds more than its letters): a loaded save is held to the same.
func TestInvariants(t *testing.T) {
	seeds, turns := 100, 400
	if testing.Short() {
		seeds = 20
	}
	deepest := 0
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		g := newGame(t, seed)
		last := g.Time
		for i := 0; i < turns && !g.Over; i++ {
			dead := map[int]bool{}
			for a := range g.Everyone() {
				if a.Dead {
					dead[a.ID] = true
				}
			}
			depth := g.Depth
			g.Act(g.BotAction())
			for _, e := range g.TakeEvents() {
				require.Falsef(t, e.Kind != EventDeath && depth == g.Depth && dead[e.Actor], "seed %d: dead %d acted: %+v", seed, e.Actor, e)
			}
			require.GreaterOrEqual(t, g.Time, last, "seed %d: the clock went back", seed)
			last = g.Time
			require.NoError(t, g.Check(), "seed %d, turn %d", seed, g.Turns)
		}
		deepest = max(deepest, g.Deepest)
	}
	assert.GreaterOrEqual(t, deepest, 3, "the bot goes down several levels")
}

func TestQueueOrderFIFOOnTies(t *testing.T) {
	var q Queue
	q.Push(3, 60)
	q.Push(1, 54)
	q.Push(2, 60)
	q.Push(4, 60)
	var got []int
	for q.Len() > 0 {
		e, _ := q.Pop()
		got = append(got, e.ID)
	}
	assert.Equal(t, []int{1, 3, 2, 4}, got)
}
