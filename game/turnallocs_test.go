package game

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cleave-game/cleave/levels"
)

// The creatures' turn allocates nothing a creature (issue 35): a turn of 100 awake creatures on a cave
// allocates no more than a turn of 10, but for a small allowance for what grows now and then (a log's
// backing array, a map of a creature's first kill of a kind, a message never said before). Each crowd
// plays turns first, so that its buffers, kits and messages are made, then is measured over more turns.
func TestTurnAllocsDoNotGrow(t *testing.T) {
	if testing.Short() {
		t.Skip("plays some 150 turns of 110 creatures")
	}
	per := map[int]float64{}
	for _, n := range []int{10, 100} {
		g := crowdOn(t, n, levels.KindCave)
		g.Player.HP, g.Player.MaxHP = 1_000_000, 1_000_000
		for range 60 {
			crowdTurn(g)
		}
		per[n] = testing.AllocsPerRun(30, func() { crowdTurn(g) })
		t.Logf("%d creatures: %.2f allocations a turn", n, per[n])
	}
	// Before issue 35's kits and memos: 7 and 64 (0.6 a creature); the allowance is a tenth of that growth.
	const allowance = 5
	assert.LessOrEqual(t, per[100], per[10]+allowance, "allocations a turn grow with the crowd: %.2f at 10 creatures, %.2f at 100", per[10], per[100])
}
