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
}

// Diff pairs the rows of before and after (censuses of the same seeds) by level, kind and name and keeps
// those whose counts changed, the biggest change of the mean a dungeon first (then by level, kind and name).
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
			if a.Total == b.Total && a.Min == b.Min && a.Max == b.Max {
				continue
			}
			out = append(out, Change{Depth: depth, Kind: kk.kind, Name: kk.name, Before: b, After: a, Change: a.Mean - b.Mean})
		}
	}
	slices.SortStableFunc(out, func(x, y Change) int {
		return cmp.Or(cmp.Compare(math.Abs(y.Change), math.Abs(x.Change)), cmp.Compare(x.Depth, y.Depth),
			cmp.Compare(slices.Index(kinds, x.Kind), slices.Index(kinds, y.Kind)), cmp.Compare(x.Name, y.Name))
	})
	return out
}
