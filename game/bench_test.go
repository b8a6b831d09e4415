// Benchmarks of the game's turn: creatures noticing, pathing, moving and fighting.

package game

import (
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/levels"
)

// crowd makes a game on an 80×50 rooms level (fixed seed) with n awake creatures of the bestiary's
// first depths spread over its floor.
func crowd(tb testing.TB, n int) *Game { return crowdOn(tb, n, levels.KindRooms) }

// crowdOn makes a game on a generated 80×50 level of kind k (fixed seed) with n awake creatures of the
// bestiary spread over its floor.
func crowdOn(tb testing.TB, n int, k levels.Kind) *Game {
	g := newGame(tb, 5)
	g.dungeon.changeFloor(1) // depth 2: a generated 80×50 level
	for g.Level.Kind != k {
		g.dungeon.changeFloor(1)
	}
	g.Creatures = nil
	g.Queue = Queue{}
	for i := 0; len(g.Creatures) < n && i < 100000; i++ {
		p := gruid.Point{X: g.rng.IntN(g.Level.W), Y: g.rng.IntN(g.Level.H)}
		if !g.Level.At(p).Passable() || g.Level.At(p) == levels.DoorClosed || g.ActorAt(p) != nil {
			continue
		}
		c := &g.data.Creatures[(1+len(g.Creatures))%len(g.data.Creatures)]
		a := g.dungeon.newCreature(c, p)
		g.dungeon.addActor(a)
		a.Awake = true
	}
	g.updateSight()
	return g
}

// BenchmarkCreaturesTurn: 100 awake creatures each take one turn (notice, path, move or attack).
func BenchmarkCreaturesTurn(b *testing.B) { benchTurn(b, crowd(b, 100)) }

// BenchmarkCreaturesTurnCave10, 100 and 1000: that many awake creatures on an 80×50 cave each take a turn:
// how a turn grows with the crowd (ns/op over the creatures: the time a creature's turn takes).
func BenchmarkCreaturesTurnCave10(b *testing.B)   { benchTurn(b, crowdOn(b, 10, levels.KindCave)) }
func BenchmarkCreaturesTurnCave100(b *testing.B)  { benchTurn(b, crowdOn(b, 100, levels.KindCave)) }
func BenchmarkCreaturesTurnCave1000(b *testing.B) { benchTurn(b, crowdOn(b, 1000, levels.KindCave)) }

// benchTurn has every creature of g take one turn an op, healed and fighting on (the player cannot die).
func benchTurn(b *testing.B, g *Game) {
	pl := g.Player
	pl.HP, pl.MaxHP = 1_000_000, 1_000_000
	crowdTurn(g) // a turn to warm up: every creature's kit made (its names in the data, its weight)
	b.ReportAllocs()
	b.ResetTimer()
	cpu0, _ := cpuTime()
	for i := 0; i < b.N; i++ {
		crowdTurn(g)
	}
	cpu1, ok := cpuTime()
	n := float64(b.N) * float64(max(1, len(g.Creatures)))
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/n, "ns/creature")
	if ok {
		// the CPU time of the process (the garbage collector's too) over the loop: what a loaded machine
		// inflates far less than the wall time
		b.ReportMetric(float64((cpu1-cpu0).Nanoseconds())/n, "cpu-ns/creature")
	}
}

// crowdTurn has every creature of g take one turn, the dead risen and all healed first.
func crowdTurn(g *Game) {
	g.monsters.beginTurn()
	for _, m := range g.Creatures {
		if m.Dead {
			m.Dead, m.HP = false, m.MaxHP
		}
		m.HP = m.MaxHP
		m.Fleeing = false
		g.monsters.turn(m)
	}
	g.events = g.events[:0]
	if len(g.Log) > 1000 {
		g.Log = g.Log[:0]
	}
}

// BenchmarkBotPlay: the bot plays on, one action an op (a new game of the next seed when one ends or after
// 3,000 actions), its events taken after each as the screen and the arena take them: headless bot play as
// the arena and the long tests run it. The data is loaded once, before the clock starts, and every game is
// made from it (Config.Data), as the arena, the survey and the screen's new game make theirs; the new games
// are counted in the time, as part of the play. actions/cpu-s is the actions played a second of the
// process's CPU time (the garbage collector's too), which a loaded machine inflates less than the wall time.
func BenchmarkBotPlay(b *testing.B) {
	d, err := assets.Load(nil)
	require.NoError(b, err)
	seed := uint64(1)
	g, err := New(Config{Seed: seed, Data: d})
	require.NoError(b, err)
	n := 0
	b.ReportAllocs()
	b.ResetTimer()
	cpu0, _ := cpuTime()
	for range b.N {
		if g.Over || n >= 3000 {
			seed++
			if g, err = New(Config{Seed: seed, Data: d}); err != nil {
				b.Fatal(err)
			}
			n = 0
		}
		g.Act(g.BotAction())
		g.TakeEvents()
		n++
	}
	if cpu1, ok := cpuTime(); ok && cpu1 > cpu0 {
		b.ReportMetric(float64(b.N)/(cpu1-cpu0).Seconds(), "actions/cpu-s")
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "actions/s")
}

// BenchmarkBotTurn: one of the game's own turns as the bot plays it in the dungeon (seed 5, from the start).
func BenchmarkBotTurn(b *testing.B) {
	g := newGame(b, 5)
	b.ReportAllocs()
	for b.Loop() {
		if g.Over {
			b.StopTimer()
			g = newGame(b, 5)
			b.StartTimer()
		}
		g.Act(g.BotAction())
	}
}
