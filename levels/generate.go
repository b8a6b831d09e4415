// Generation: rooms of varied sizes joined by corridors, with doors where a corridor meets a room.

package levels

import (
	"math/rand/v2"

	"codeberg.org/anaseto/gruid"
)

type room struct{ x, y, w, h int }

func (r room) center() gruid.Point { return gruid.Point{X: r.x + r.w/2, Y: r.y + r.h/2} }

func (r room) overlaps(o room) bool {
	return r.x-1 <= o.x+o.w && o.x-1 <= r.x+r.w && r.y-1 <= o.y+o.h && o.y-1 <= r.y+r.h
}

func (r room) contains(p gruid.Point) bool {
	return p.X >= r.x && p.Y >= r.y && p.X < r.x+r.w && p.Y < r.y+r.h
}

// randomPoint returns a random cell inside the room.
func (r room) randomPoint(rng *rand.Rand) gruid.Point {
	return gruid.Point{X: r.x + rng.IntN(r.w), Y: r.y + rng.IntN(r.h)}
}

// roomShape draws a room size: mostly small and medium rooms, now and then a large hall.
func roomShape(rng *rand.Rand) (w, h int) {
	switch n := rng.IntN(10); {
	case n < 4: // small
		return 3 + rng.IntN(4), 3 + rng.IntN(2)
	case n < 8: // medium
		return 6 + rng.IntN(6), 4 + rng.IntN(3)
	default: // hall
		return 11 + rng.IntN(6), 6 + rng.IntN(4)
	}
}

// Generate builds a w×h level of rooms and corridors from rng. The same rng state gives the same level.
// Every passable cell is reachable from every other one.
func Generate(rng *rand.Rand, w, h int) *Level { return generate(rng, w, h, false) }

// generate is Generate; with pillars every large room keeps its pillars (a crypt's halls).
func generate(rng *rand.Rand, w, h int, pillars bool) *Level {
	l := NewLevel(w, h)
	var rooms []room
	for tries := 0; tries < 400 && len(rooms) < 14; tries++ {
		rw, rh := roomShape(rng)
		if rw >= w-2 || rh >= h-2 {
			continue
		}
		r := room{w: rw, h: rh}
		r.x = 1 + rng.IntN(w-r.w-1)
		r.y = 1 + rng.IntN(h-r.h-1)
		ok := true
		for _, o := range rooms {
			if r.overlaps(o) {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		rooms = append(rooms, r)
		l.digRoom(rng, r, pillars)
	}
	if len(rooms) == 0 { // a level too small for any room: one cell of floor and both stairs
		return tinyLevel(l)
	}
	// Join the rooms in order of their left edge, then add a few loops.
	order := make([]room, len(rooms))
	copy(order, rooms)
	for i := 1; i < len(order); i++ {
		for j := i; j > 0 && order[j].x < order[j-1].x; j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	for i := 1; i < len(order); i++ {
		l.corridor(rng, order[i-1].center(), order[i].center())
	}
	for n := rng.IntN(3) + 1; n > 0 && len(rooms) > 2; n-- {
		a, b := rooms[rng.IntN(len(rooms))], rooms[rng.IntN(len(rooms))]
		l.corridor(rng, a.center(), b.center())
	}
	l.placeDoors(rng, rooms)
	l.Kind = KindRooms
	l.Up = rooms[0].center()
	l.Set(l.Up, StairsUp)
	l.Down = l.farthest(l.Up)
	l.Set(l.Down, StairsDown)
	taken := map[gruid.Point]bool{l.Up: true, l.Down: true}
	for _, r := range rooms {
		if r.contains(l.Up) {
			continue // no creature waits by the arrival stairs
		}
		for n := 1 + rng.IntN(2); n > 0; n-- {
			if p := r.randomPoint(rng); l.At(p) == Floor && !taken[p] {
				taken[p] = true
				l.Spawns = append(l.Spawns, p)
			}
		}
	}
	for _, r := range rooms {
		for n := rng.IntN(2); n > 0; n-- {
			if p := r.randomPoint(rng); l.At(p) == Floor && !taken[p] {
				taken[p] = true
				l.ItemPlaces = append(l.ItemPlaces, p)
			}
		}
	}
	return l
}

// tinyLevel makes the degenerate level of a map too small for rooms.
func tinyLevel(l *Level) *Level {
	for p := range l.Bounds().Points() {
		l.Set(p, Floor)
	}
	l.Up = gruid.Point{}
	l.Down = gruid.Point{X: l.W - 1, Y: l.H - 1}
	l.Set(l.Up, StairsUp)
	l.Set(l.Down, StairsDown)
	return l
}

// digRoom empties a room; a large one may keep a few pillars (always, with pillars).
func (l *Level) digRoom(rng *rand.Rand, r room, pillars bool) {
	for y := r.y; y < r.y+r.h; y++ {
		for x := r.x; x < r.x+r.w; x++ {
			l.Set(gruid.Point{X: x, Y: y}, Floor)
		}
	}
	if r.w >= 9 && r.h >= 6 && (rng.IntN(2) == 0 || pillars) {
		// Pillars on every other cell of an inner ring two cells from the walls, keeping the
		// centre and the ring of floor along the walls free.
		for y := r.y + 2; y < r.y+r.h-2; y += 2 {
			for x := r.x + 2; x < r.x+r.w-2; x += 3 {
				if p := (gruid.Point{X: x, Y: y}); p != r.center() {
					l.Set(p, Wall)
				}
			}
		}
	}
}

// corridor digs an L-shaped corridor from a to b.
func (l *Level) corridor(rng *rand.Rand, a, b gruid.Point) {
	horizontalFirst := rng.IntN(2) == 0
	p := a
	l.dig(p)
	step := func(dx, dy int) {
		for p.X != b.X && dx != 0 || p.Y != b.Y && dy != 0 {
			if dx != 0 {
				p.X += sign(b.X - p.X)
			} else {
				p.Y += sign(b.Y - p.Y)
			}
			l.dig(p)
		}
	}
	if horizontalFirst {
		step(1, 0)
		step(0, 1)
	} else {
		step(0, 1)
		step(1, 0)
	}
}

// dig makes a wall (or chasm) cell floor.
func (l *Level) dig(p gruid.Point) {
	if t := l.At(p); t == Wall || t == Chasm {
		l.Set(p, Floor)
	}
}

// placeDoors puts a door, closed or open, or leaves an archway where a corridor enters a room
// through its wall line.
func (l *Level) placeDoors(rng *rand.Rand, rooms []room) {
	for _, r := range rooms {
		for x := r.x - 1; x <= r.x+r.w; x++ {
			l.doorIfEntrance(rng, gruid.Point{X: x, Y: r.y - 1}, true)
			l.doorIfEntrance(rng, gruid.Point{X: x, Y: r.y + r.h}, true)
		}
		for y := r.y; y < r.y+r.h; y++ {
			l.doorIfEntrance(rng, gruid.Point{X: r.x - 1, Y: y}, false)
			l.doorIfEntrance(rng, gruid.Point{X: r.x + r.w, Y: y}, false)
		}
	}
}

// doorIfEntrance makes p a door when it is floor between two walls along the room's side.
func (l *Level) doorIfEntrance(rng *rand.Rand, p gruid.Point, horizontalWall bool) {
	if l.At(p) != Floor {
		return
	}
	var a, b gruid.Point
	if horizontalWall {
		a, b = p.Add(gruid.Point{X: -1}), p.Add(gruid.Point{X: 1})
	} else {
		a, b = p.Add(gruid.Point{Y: -1}), p.Add(gruid.Point{Y: 1})
	}
	if l.At(a) != Wall || l.At(b) != Wall {
		return
	}
	switch n := rng.IntN(10); {
	case n < 6:
		l.Set(p, DoorClosed)
	case n < 8:
		l.Set(p, DoorOpen)
	}
}

// farthest returns the floor cell farthest (by cardinal steps) from p, the first such in row
// order on ties; p itself if no floor is reachable.
func (l *Level) farthest(p gruid.Point) gruid.Point {
	return l.farthestWith(p, make([]int32, l.W*l.H), make([]int32, 0, l.W*l.H))
}

// farthestWith is farthest with scratch: dist of the level's size, queue of room for as many cells.
func (l *Level) farthestWith(p gruid.Point, dist, queue []int32) gruid.Point {
	for i := range dist {
		dist[i] = -1
	}
	queue = append(queue[:0], int32(p.Y*l.W+p.X))
	dist[p.Y*l.W+p.X] = 0
	best, bestD := p, int32(0)
	for k := 0; k < len(queue); k++ {
		qi := int(queue[k])
		q := gruid.Point{X: qi % l.W, Y: qi / l.W}
		d := dist[qi]
		if l.Tiles[qi] == Floor && (d > bestD || d == bestD && qi < best.Y*l.W+best.X) {
			best, bestD = q, d
		}
		for _, s := range card4 {
			n := q.Add(s)
			if ni := n.Y*l.W + n.X; l.At(n).Passable() && dist[ni] < 0 {
				dist[ni] = d + 1
				queue = append(queue, int32(ni))
			}
		}
	}
	return best
}
