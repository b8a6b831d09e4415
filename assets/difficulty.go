// difficulty.toml: the difficulty curve's targets (combat/RULES.md §40, issue 36): for each level of the
// dungeon the character expected there and the band its threat must lie in (game/census's Difficulty,
// `designer census --curve`, checked in CI by game/census's TestDifficultyBands).

package assets

// maxGoalDepth is the deepest goal dungeon.toml and modes.toml allow: the deepest level a band is for.
const maxGoalDepth = 100

// DifficultyLevel is one [[level]] of difficulty.toml.
type DifficultyLevel struct {
	// Depth is the level (1 to 100, the deepest goal_depth dungeon.toml allows).
	Depth int
	// Rank is the rank the expected character holds at that depth in each skill its background gives
	// (a skill it starts higher in stays as it is).
	Rank int
	// Min and Max bound the level's threat: the expected share of the expected character's hit points a
	// creature of the level's mix takes in a fight with it, a death counting whole (0 to 1).
	Min, Max float64
}

// Band is the difficulty band of level depth, and whether difficulty.toml gives one.
func (d *Data) Band(depth int) (DifficultyLevel, bool) {
	for _, b := range d.Difficulty {
		if b.Depth == depth {
			return b, true
		}
	}
	return DifficultyLevel{}, false
}

type difficultyFile struct {
	Level []difficultyRow `toml:"level"`
}

type difficultyRow struct {
	Depth int     `toml:"depth"`
	Rank  int     `toml:"rank"`
	Min   float64 `toml:"min"`
	Max   float64 `toml:"max"`
}

// difficultyFile reads difficulty.toml: a [[level]] for each level from 1 on, in order, each band within 0 to
// 1 and its min at most its max. A level of the dungeon it gives no band is refused by the curve
// (game/census's Difficulty), not here: a deeper goal_depth of dungeon.toml is told once, as its own.
func (l *loader) difficultyFile(file string, data []byte) {
	l.d.Difficulty = nil
	seen := map[int]bool{}
	last := 0 // the depth of the entry before, good or not: a mistake in one is not told again at the next
	for _, g := range decodeGroups[difficultyFile](file, data, &l.errs) {
		if !g.ok || g.table == "" {
			continue
		}
		if g.table != "level" || len(g.val.Level) != 1 {
			g.errorf("", "difficulty.toml has only [[level]] entries")
			continue
		}
		r := g.val.Level[0]
		prev := last
		if g.has("depth") {
			last = r.Depth
		}
		if !g.require("depth", "rank", "min", "max") {
			continue
		}
		before := len(l.errs)
		g.intIn("depth", r.Depth, 1, maxGoalDepth)
		g.intIn("rank", r.Rank, 0, MaxRank)
		g.floatIn("min", r.Min, 0, 1)
		g.floatIn("max", r.Max, 0, 1)
		switch {
		case len(l.errs) > before:
		case r.Min > r.Max:
			g.errorf("max", "max %g below min %g: a band runs from min up to max", r.Max, r.Min)
		case seen[r.Depth]:
			g.errorf("depth", "level %d is given twice: each level has one band", r.Depth)
		case r.Depth != prev+1:
			g.errorf("depth", "level %d after level %d: the levels go in order from 1", r.Depth, prev)
		}
		if len(l.errs) > before {
			continue
		}
		seen[r.Depth] = true
		l.d.Difficulty = append(l.d.Difficulty, DifficultyLevel(r))
	}
}
