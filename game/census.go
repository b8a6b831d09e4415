// The census's walk down a new game's dungeon (game/census, `designer census`): each level made as the stairs
// down make it, nothing played between.

package game

// DescendAtOnce takes the player straight down to the next level, made exactly as the stairs down make it
// (dungeon.enter: generated, populated, its guardian placed, trapped) from the game's own random source,
// with nothing played between: how the census walks a new game's dungeon (game/census). It reports false,
// and does nothing, on the goal's level (nothing lies below it) or when the game is over.
func (g *Game) DescendAtOnce() bool {
	if g.Over || g.Depth >= g.run.mode().GoalDepth {
		return false
	}
	g.dungeon.changeFloor(1)
	g.updateSight()
	return true
}
