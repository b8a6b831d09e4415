package levels

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestTrapCells: RULES.md §29.1: traps lie on plain floor, away from the stairs, each on its own cell.
func TestTrapCells(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	l := GenerateDepth(rng, 2, 80, 40, nil)
	cells := TrapCells(l, rng, 8)
	assert.Len(t, cells, 8)
	seen := map[any]bool{}
	for _, p := range cells {
		assert.Equal(t, Floor, l.At(p))
		assert.Greater(t, Distance(p, l.Up), trapClearance)
		assert.Greater(t, Distance(p, l.Down), trapClearance)
		assert.False(t, seen[p])
		seen[p] = true
	}
	assert.Empty(t, TrapCells(l, rng, 0))
}
