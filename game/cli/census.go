// The census command (issue 36): what the dungeon generates, level by level, over many seeds (game/census),
// with --diff against another data directory and the difficulty curve against its bands (--curve).

package cli

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"text/tabwriter"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game/census"
)

// DefaultCensusSeeds is how many dungeons census generates unless told.
const DefaultCensusSeeds = 200

// maxCensusSeeds bounds census --seeds: a choice. 200 dungeons take about 2 s on 2 cores (BenchmarkCensus); a
// million take hours, and the report's counts stay exact in an int far beyond.
const maxCensusSeeds = 1_000_000

// censusRequest is what the census command's flags ask.
type censusRequest struct {
	seeds, workers     *int
	fights             *int
	first              *uint64
	mode, rules, diff  *string
	plot               *string
	asJSON, curve, all *bool
}

// declareCensus declares the census command's flags on fs.
func declareCensus(e env, fs *flagSet) *censusRequest {
	q := &censusRequest{}
	q.seeds = fs.intIn("seeds", DefaultCensusSeeds, 1, maxCensusSeeds, "dungeons (a million: hours)", "how many dungeons to generate (seeds first, first+1, ...)")
	q.first = fs.seed("seed", 1, "the first seed")
	q.workers = fs.intIn("workers", 0, 0, maxWorkers, "goroutines (0: every core; more than the cores play no faster)", "goroutines generating at once (0: every core)")
	q.mode = fs.named("mode", "mode", playedModes, "the kind of run generated, of modes.toml (default: the first, the whole dungeon)")
	q.rules = rulesFlag(fs, e.sets)
	q.asJSON = fs.boolean("json", "the census as one line of JSON")
	q.diff = fs.dirFlag("diff", "the same seeds under the data of this directory (over the embedded data): what changed, the biggest change first")
	q.curve = fs.boolean("curve", "the difficulty curve too: each level's threat against the expected character and its band (difficulty.toml)")
	q.fights = fs.intIn("fights", census.CurveFights, 1, maxCount, "fights", "with --curve: the arena fights for each kind of creature and rank (the threat's standard error is at most 0.5/√fights)")
	q.all = fs.boolean("all", "every row (default: each kind's (all) row and the creatures, vaults and traps by name; items and magic by name with --all)")
	q.plot = fs.fileFlag("plot", plotExts, "draw into this SVG or PNG file the mean counts by level, or with --curve the threat by level against its band")
	fs.notTogether("diff", "curve")
	fs.notTogether("diff", "plot")
	fs.need("fights", "curve")
	return q
}

// playedModes are the kinds of run a census may generate: the data's (the tutorial is no dungeon).
func playedModes(d *assets.Data) []string { return d.ModeNames() }

// censusCommand is `cleave census`: generate many dungeons, count what each level holds.
func censusCommand(e env, args []string) int {
	const cmd = "census"
	fs := newFlagSet(e, cmd)
	q := declareCensus(e, fs)
	d, status := fs.parseAndLoad(args)
	if d == nil {
		return status
	}
	if uint64(*q.seeds-1) > math.MaxUint64-*q.first {
		return fail(e, cmd, usageError{fmt.Errorf("flags --seed %d and --seeds %d: the last seed would pass %d; want fewer seeds or a smaller first one", *q.first, *q.seeds, uint64(math.MaxUint64))})
	}
	if *q.plot != "" && e.charts == nil {
		return fail(e, cmd, usageError{errNoCharts})
	}
	o := census.Options{Seeds: *q.seeds, First: *q.first, Mode: *q.mode, Rules: *q.rules, Workers: *q.workers}
	rep, err := census.Run(d, o)
	if err != nil {
		return fail(e, cmd, err)
	}
	if *q.diff != "" {
		d2, err := assets.LoadDirWith(*q.diff, e.sets)
		if err != nil {
			return fail(e, cmd, usageError{err})
		}
		after, err := census.Run(d2, o)
		if err != nil {
			return fail(e, cmd, fmt.Errorf("after (%s): %w", *q.diff, err))
		}
		changes := census.Diff(rep, after)
		if *q.asJSON {
			return printJSON(e, cmd, changes)
		}
		return writeCensusDiff(e, rep, *fs.dir, *q.diff, changes)
	}
	var curve *census.Curve
	if *q.curve {
		if curve, err = census.Difficulty(d, rep, *q.fights); err != nil {
			return fail(e, cmd, err)
		}
	}
	if *q.plot != "" {
		if err := plotCensus(e.charts, *q.plot, rep, curve); err != nil {
			return fail(e, cmd, err)
		}
	}
	if *q.asJSON {
		return printJSON(e, cmd, struct {
			*census.Report
			Curve *census.Curve `json:"curve,omitempty"`
		}{rep, curve})
	}
	if st := writeCensus(e, rep, *q.all); st != ExitOK || curve == nil {
		return st
	}
	return writeCurve(e, curve)
}

// censusShown reports whether the text table shows row r: every row with all, else each kind's (all) row and
// the creatures, traps and vaults by name (items and their magic by name are many: --all, or --json).
func censusShown(r census.Row, all bool) bool {
	return all || r.Name == census.All || r.Kind == census.KindCreature || r.Kind == census.KindTrap || r.Kind == census.KindVault
}

// writeCensus writes the census as a text table, a block a level.
func writeCensus(e env, r *census.Report, all bool) int {
	fmt.Fprintf(e.stdout, "Census: %d dungeons from seed %d, kind of run %s, rules %s, levels 1 to %d; a row's mean is a dungeon's, sd the standard deviation of the dungeons' counts, min-max the fewest and the most.\n",
		r.Seeds, r.First, r.Mode, r.Rules, r.GoalDepth)
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	for _, lv := range r.Levels {
		theme := ""
		if lv.Theme != "" {
			theme = " (" + lv.Theme + ")"
		}
		fmt.Fprintf(tw, "\nLevel %d%s\t\t\t\t\t\t\n", lv.Depth, theme)
		fmt.Fprintln(tw, "kind\tname\tmean\tsd\tmin-max\ttotal\t")
		for _, row := range lv.Rows {
			if censusShown(row, all) {
				fmt.Fprintf(tw, "%s\t%s\t%.2f\t%.2f\t%d-%d\t%d\t\n", row.Kind, row.Name, row.Mean, row.SD, row.Min, row.Max, row.Total)
			}
		}
	}
	return flushed(e, "census", tw)
}

// writeCensusDiff writes what changed between two censuses of the same seeds, the biggest change first.
func writeCensusDiff(e env, before *census.Report, from, dir string, changes []census.Change) int {
	was := "the embedded data"
	if from != "" {
		was = from
	}
	fmt.Fprintf(e.stdout, "Census diff: %d dungeons from seed %d. Before: %s. After: %s over the embedded data. %d rows changed, the surest change first (z: the change of the mean in standard errors; a change on one level draws every level below it anew, so their counts move by chance too).\n\n",
		before.Seeds, before.First, was, dir, len(changes))
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "level\tkind\tname\tz\tchange\tmean\tmin-max\t")
	for _, c := range changes {
		fmt.Fprintf(tw, "%d\t%s\t%s\t%+.1f\t%+.2f\t%.2f → %.2f\t%d-%d → %d-%d\t\n", c.Depth, c.Kind, c.Name, c.Z, c.Change,
			c.Before.Mean, c.After.Mean, c.Before.Min, c.Before.Max, c.After.Min, c.After.Max)
	}
	return flushed(e, "census", tw)
}

// writeCurve writes the difficulty curve: each level's threat, its band, and the creatures weighing most.
func writeCurve(e env, c *census.Curve) int {
	fmt.Fprintf(e.stdout, "\nDifficulty curve (combat/RULES.md §40): %s, %d arena fights a creature and level; threat = the expected share of the character's hit points a creature of the level's mix takes in a fight with it (a death counts whole).\n\n",
		c.Character, c.Fights)
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "level\trank\tthreat\tband\twhere\tweighs most\t")
	for _, lv := range c.Levels {
		mark := "ok"
		switch {
		case lv.Threat < lv.Min:
			mark = "BELOW"
		case lv.Threat > lv.Max:
			mark = "ABOVE"
		}
		top := slices.Clone(lv.Creatures)
		slices.SortFunc(top, func(a, b census.Weight) int { return cmp.Compare(b.Share, a.Share) })
		most := ""
		for i, w := range top {
			if i == 2 {
				break
			}
			if i > 0 {
				most += ", "
			}
			most += fmt.Sprintf("%s %.0f%%", w.Name, 100*w.Share)
		}
		fmt.Fprintf(tw, "%d\t%d\t%.3f\t%.2f-%.2f\t%s\t%s\t\n", lv.Depth, lv.Rank, lv.Threat, lv.Min, lv.Max, mark, most)
	}
	return flushed(e, "census", tw)
}
