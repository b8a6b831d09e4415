// census --diff: two censuses of the same seeds, the rows that changed, the biggest change first.

package census

import (
	"cmp"
	"math"
	"slices"
)

// Change is one row of a census that changed from before to after (a row one side lacks counts 0 there).
type Change struct {
	Depth  int     `json:"depth"`
	Kind   string  `json:"kind"`
	Name   string  `json:"name"`
	Before Row     `json:"before"`
	After  Row     `json:"after"`
	Change float64 `json:"change"` // After.Mean - Before.Mean: things a dungeon
	// Z is Change in standard errors of the difference of two means of Seeds dungeons each (the rows' SD;
	// where both are 0, the error is 1/Seeds, the least a mean of whole counts moves): how sure the change is.
	// The levels are made one after another from one random source, so a change on one level draws every
	// level below it anew: its counts move by chance, and Z tells a change the data made from those.
	Z float64 `json:"z"`
}

// Diff pairs the rows of before and after (censuses of the same seeds) by level, kind and name and keeps
// those whose counts changed, the biggest change first: the largest |Z|, the change of the mean a dungeon in
// standard errors (then by level, kind and name).
func Diff(before, after *Report) []Change {
	var out []Change
	for depth := 1; depth <= max(len(before.Levels), len(after.Levels)); depth++ {
		type k struct{ kind, name string }
		seen := map[k]bool{}
		var keys []k
		for _, r := range []*Report{before, after} {
			if depth <= len(r.Levels) {
				for _, w := range r.Levels[depth-1].Rows {
					if kk := (k{w.Kind, w.Name}); !seen[kk] {
						seen[kk] = true
						keys = append(keys, kk)
					}
				}
			}
		}
		for _, kk := range keys {
			b, _ := before.Row(depth, kk.kind, kk.name)
			a, _ := after.Row(depth, kk.kind, kk.name)
			b.Kind, b.Name, a.Kind, a.Name = kk.kind, kk.name, kk.kind, kk.name
			if a.Total == b.Total && a.Min == b.Min && a.Max == b.Max && a.SD == b.SD {
				continue
			}
			n := float64(max(1, before.Seeds))
			se := math.Sqrt((a.SD*a.SD + b.SD*b.SD) / n)
			if se == 0 {
				se = 1 / n
			}
			out = append(out, Change{Depth: depth, Kind: kk.kind, Name: kk.name, Before: b, After: a, Change: a.Mean - b.Mean, Z: (a.Mean - b.Mean) / se})
		}
	}
	slices.SortStableFunc(out, func(x, y Change) int {
		return cmp.Or(cmp.Compare(math.Abs(y.Z), math.Abs(x.Z)), cmp.Compare(x.Depth, y.Depth),
			cmp.Compare(slices.Index(kinds, x.Kind), slices.Index(kinds, y.Kind)), cmp.Compare(x.Name, y.Name))
	})
	return out
}
