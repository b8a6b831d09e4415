// difficulty.toml's bounds (issue 36; combat/RULES.md §40): each at its edge loads, one past it is refused at its
// line and column (the rest of its strict reading: game/census's TestBandsAreReadStrictly).

package assets_test

import "testing"

// TestDifficultyBounds: a level's rank 0 to 10, a band within 0 to 1.
func TestDifficultyBounds(t *testing.T) {
	testEdges(t, []edge{
		{file: "difficulty.toml", at: "depth = 12", key: "rank", lo: "0", hi: "10"},
		{file: "difficulty.toml", at: "depth = 1", key: "min", lo: "0.0", hi: "0.05", side: -1, msg: "min %[1]s out of range 0 to 1"},
		{file: "difficulty.toml", at: "depth = 12", key: "max", lo: "0.05", hi: "1.0", side: +1, msg: "max %[1]s out of range 0 to 1"},
	})
}
