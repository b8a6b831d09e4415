// Levels by depth: the generator mix, whole authored levels, and vaults placed into generated levels.

package levels

import (
	"math/rand/v2"

	"codeberg.org/anaseto/gruid"
)

// CaveChance returns, in percent, how likely the level at depth is a cave rather than rooms and
// corridors: 0 at depth 1, then 15% more each level down, at most 60%.
func CaveChance(depth int) int {
	return min(max(0, 15*(depth-1)), 60)
}

// Theme is how the levels of a band of depths are made and look (assets/dungeon.toml's [[theme]]): the
// renderer draws a level by its theme's name, and vaults that name a theme appear only in its levels.
type Theme struct {
	Name     string
	From, To int // the depths of the band, both included
	// Cave is the percent chance that a level is a cave rather than rooms and corridors.
	Cave int
	// Pools is how many pools of shallow water are flooded into a level.
	Pools int
	// Pillars: every large room keeps its pillars (else half of them do).
	Pillars bool
}

// MostVaults is how many vaults GenerateThemed places into a generated level at most.
const MostVaults = 2

// GenerateDepth builds the w×h level for depth (1 is the first) from rng and the parsed vaults
// (nil for none), with no theme: GenerateThemed with a nil theme.
func GenerateDepth(rng *rand.Rand, depth, w, h int, vaults []*Vault) *Level {
	return GenerateThemed(rng, depth, w, h, vaults, nil)
}

// GenerateThemed builds the w×h level for depth (1 is the first) from rng, the parsed vaults (nil
// for none) and the depth's theme (nil for none). A whole vault that fits the depth, the theme and
// the size is used as the level itself (one of them, drawn by rng, when several do); otherwise the
// generator is rooms and corridors or caves (by the theme's Cave percent, without a theme by
// CaveChance), the theme's pools of water are flooded in, and up to MostVaults fitting vaults are
// placed in it, keeping every passable cell reachable. The same rng state, vaults and theme give the same
// level.
func GenerateThemed(rng *rand.Rand, depth, w, h int, vaults []*Vault, th *Theme) *Level {
	name := ""
	if th != nil {
		name = th.Name
	}
	var whole, parts []*Vault
	for _, v := range vaults {
		switch {
		case !v.Fits(depth) || v.Theme != "" && v.Theme != name:
		case v.Whole:
			if v.W <= w && v.H <= h {
				whole = append(whole, v)
			}
		default:
			parts = append(parts, v)
		}
	}
	if len(whole) > 0 {
		l := Authored(whole[rng.IntN(len(whole))], w, h)
		l.Depth, l.Theme = depth, name
		return l
	}
	var l *Level
	cave := CaveChance(depth)
	if th != nil {
		cave = th.Cave
	}
	switch {
	case rng.IntN(100) < cave:
		l = GenerateCave(rng, w, h)
	case th != nil && th.Pillars:
		l = generate(rng, w, h, true)
	default:
		l = Generate(rng, w, h)
	}
	l.Depth, l.Theme = depth, name
	if th != nil {
		for range th.Pools {
			l.flood(rng)
		}
	}
	for n := rng.IntN(MostVaults + 1); n > 0 && len(parts) > 0; n-- {
		l.PlaceVault(rng, parts[rng.IntN(len(parts))])
	}
	return l
}

// flood turns a blob of floor around a random floor cell into shallow water: the cells of floor
// within a radius of 2 to 4 (water is passable, so the level stays connected). Stairs, doors and
// other terrain stay; spawns and item places on the new water are dropped.
func (l *Level) flood(rng *rand.Rand) {
	for range 20 {
		c := gruid.Point{X: 1 + rng.IntN(max(1, l.W-2)), Y: 1 + rng.IntN(max(1, l.H-2))}
		if l.At(c) != Floor {
			continue
		}
		r := 2 + rng.IntN(3)
		for y := c.Y - r; y <= c.Y+r; y++ {
			for x := c.X - r; x <= c.X+r; x++ {
				p := gruid.Point{X: x, Y: y}
				if dx, dy := x-c.X, y-c.Y; dx*dx+dy*dy <= r*r+1 && l.At(p) == Floor {
					l.Set(p, Water)
				}
			}
		}
		dry := func(ps []gruid.Point) []gruid.Point {
			out := ps[:0]
			for _, p := range ps {
				if l.At(p) != Water {
					out = append(out, p)
				}
			}
			return out
		}
		l.Spawns, l.ItemPlaces = dry(l.Spawns), dry(l.ItemPlaces)
		return
	}
}

// Authored returns the w×h level made of a whole vault, centred, with wall around it.
// The vault must fit (W ≤ w, H ≤ h); a larger one is cut.
func Authored(v *Vault, w, h int) *Level {
	l := NewLevel(w, h)
	l.Kind = KindAuthored
	off := gruid.Point{X: max(0, (w-v.W)/2), Y: max(0, (h-v.H)/2)}
	l.stamp(v, off)
	l.Up, l.Down = v.Up.Add(off), v.Down.Add(off)
	return l
}

// stamp copies the vault's tiles and spawns onto the level at offset off.
func (l *Level) stamp(v *Vault, off gruid.Point) {
	for y := 0; y < v.H; y++ {
		for x := 0; x < v.W; x++ {
			l.Set(gruid.Point{X: x, Y: y}.Add(off), v.Tiles[y*v.W+x])
		}
	}
	for _, s := range v.Spawns {
		if p := s.P.Add(off); l.In(p) {
			s.P = p
			l.Fixed = append(l.Fixed, s)
		}
	}
}

// PlaceVault tries to put v into the level at a random place away from the stairs, digging from
// each of its entrances to the nearest passable cell outside it. It keeps the level connected
// (verified by a flood fill) and returns false, the level unchanged, if no place worked.
// Spawns and Items under the vault are dropped; its own spawns join Fixed.
func (l *Level) PlaceVault(rng *rand.Rand, v *Vault) bool {
	if v.Whole || v.W+4 > l.W || v.H+4 > l.H {
		return false
	}
	for range 30 {
		off := gruid.Point{X: 2 + rng.IntN(l.W-v.W-3), Y: 2 + rng.IntN(l.H-v.H-3)}
		rect := gruid.NewRange(off.X, off.Y, off.X+v.W, off.Y+v.H)
		if l.Up.In(rect.Shift(-1, -1, 1, 1)) || l.Down.In(rect.Shift(-1, -1, 1, 1)) || l.overlapsVault(rect) {
			continue
		}
		saved := l.Clone()
		l.stamp(v, off)
		if l.connectVault(v, off, rect) && l.Connected() {
			l.Spawns = dropIn(l.Spawns, rect)
			l.ItemPlaces = dropIn(l.ItemPlaces, rect)
			l.Vaults = append(l.Vaults, rect)
			return true
		}
		*l = *saved
	}
	return false
}

// dropIn removes the points inside rect.
func dropIn(ps []gruid.Point, rect gruid.Range) []gruid.Point {
	out := ps[:0]
	for _, p := range ps {
		if !p.In(rect) {
			out = append(out, p)
		}
	}
	return out
}

// connectVault digs, from every entrance of the vault at off, a corridor to the nearest passable
// cell outside rect. It reports false when some entrance cannot reach anything. The walks are
// breadth first through any cell of outer but rect's, in card4's order, cell by index: each walk's
// cells are marked with its number, not cleared.
func (l *Level) connectVault(v *Vault, off gruid.Point, rect gruid.Range) bool {
	outer := gruid.NewRange(1, 1, l.W-1, l.H-1)
	w := l.W
	parent := make([]int32, w*l.H)
	walkOf := make([]uint16, w*l.H) // the walk that set parent (0: none)
	var queue []int32
	walk := uint16(0)
	ok := func(n gruid.Point) bool { return n.In(outer) && !n.In(rect) }
	for p := range rect.Points() {
		q := p.Sub(off)
		if q.X > 0 && q.Y > 0 && q.X < v.W-1 && q.Y < v.H-1 || !v.At(q).Passable() {
			continue // not an entrance
		}
		// Breadth-first search from the cells just outside the entrance.
		walk++
		pi := int32(p.Y*w + p.X)
		queue = queue[:0]
		for _, d := range card4 {
			if n := p.Add(d); ok(n) {
				ni := int32(n.Y*w + n.X)
				parent[ni], walkOf[ni] = pi, walk
				queue = append(queue, ni)
			}
		}
		found := false
		for head := 0; head < len(queue); head++ {
			ci := queue[head]
			c := gruid.Point{X: int(ci) % w, Y: int(ci) / w}
			if l.Tiles[ci].Passable() {
				for ; ci != pi; ci = parent[ci] {
					l.dig(gruid.Point{X: int(ci) % w, Y: int(ci) / w})
				}
				found = true
				break
			}
			for _, d := range card4 {
				n := c.Add(d)
				if !ok(n) {
					continue
				}
				if ni := int32(n.Y*w + n.X); walkOf[ni] != walk {
					parent[ni], walkOf[ni] = ci, walk
					queue = append(queue, ni)
				}
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// overlapsVault reports whether rect, widened by two cells, meets a vault already placed.
func (l *Level) overlapsVault(rect gruid.Range) bool {
	wide := rect.Shift(-2, -2, 2, 2)
	for _, v := range l.Vaults {
		if wide.Overlaps(v) {
			return true
		}
	}
	return false
}
