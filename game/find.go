// Item search: the items the player has seen lying on the floors visited, found by part of their name as
// the player knows it (DCSS's Ctrl-F).

package game

import (
	"cmp"
	"slices"
	"strings"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/levels"
)

// Found is an item lying on a cell the player has seen: its name as the player knows it (ItemName: an
// unknown potion by its look), the depth of its floor and its cell there.
type Found struct {
	Name  string
	Depth int
	Pos   gruid.Point
}

// FindItems lists the items lying on cells the player has seen, on every floor visited, whose name as the
// player knows it holds part (whatever the case; "" holds all): never one on a cell the player has not seen.
// The player's floor comes first, nearest first; then the other floors, the nearest depth first, each by
// its cells in reading order. It is worked out from the floors kept (Floor.Items and Floor.Seen), nothing
// saved of its own: what lies on a remembered cell is what lies there now, as the overview shows it.
func (g *Game) FindItems(part string) []Found {
	part = strings.ToLower(strings.TrimSpace(part))
	var out []Found
	for i, f := range g.Floors {
		depth := i + 1
		l := f.Level
		for _, fi := range f.Items {
			p := fi.Pos
			if !l.In(p) || !f.Seen[p.Y*l.W+p.X] {
				continue
			}
			name := g.ItemName(fi.Item)
			if !strings.Contains(strings.ToLower(name), part) {
				continue
			}
			out = append(out, Found{Name: name, Depth: depth, Pos: p})
		}
	}
	here := g.Player.Pos
	far := func(f Found) int { return max(f.Depth-g.Depth, g.Depth-f.Depth) }
	slices.SortStableFunc(out, func(a, b Found) int {
		if c := cmp.Compare(far(a), far(b)); c != 0 {
			return c
		}
		if c := cmp.Compare(a.Depth, b.Depth); c != 0 {
			return c
		}
		if a.Depth == g.Depth {
			if c := cmp.Compare(levels.Distance(a.Pos, here), levels.Distance(b.Pos, here)); c != 0 {
				return c
			}
		}
		if c := cmp.Compare(a.Pos.Y, b.Pos.Y); c != 0 {
			return c
		}
		return cmp.Compare(a.Pos.X, b.Pos.X)
	})
	return out
}
