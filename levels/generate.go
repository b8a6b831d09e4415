// Generation: rooms joined by corridors, with doors where a corridor meets a room.
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

// Generate builds a w×h level of rooms and corridors from rng. The same rng state gives the same level.
func Generate(rng *rand.Rand, w, h int) *Level {
	l := NewLevel(w, h)
	var rooms []room
	for tries := 0; tries < 200 && len(rooms) < 12; tries++ {
		r := room{w: 4 + rng.IntN(8), h: 3 + rng.IntN(5)}
		if r.w >= w-2 || r.h >= h-2 {
			continue
		}
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
		for y := r.y; y < r.y+r.h; y++ {
			for x := r.x; x < r.x+r.w; x++ {
				l.Set(gruid.Point{X: x, Y: y}, Floor)
			}
		}
	}
	for i := 1; i < len(rooms); i++ {
		l.corridor(rng, rooms[i-1].center(), rooms[i].center())
	}
	l.placeDoors(rooms)
	l.Up = rooms[0].center()
	l.Down = rooms[len(rooms)-1].center()
	l.Set(l.Up, StairsUp)
	l.Set(l.Down, StairsDown)
	for _, r := range rooms[1:] {
		p := gruid.Point{X: r.x + rng.IntN(r.w), Y: r.y + rng.IntN(r.h)}
		if l.At(p) == Floor {
			l.Spawns = append(l.Spawns, p)
		}
	}
	return l
}

// corridor digs an L-shaped corridor from a to b.
func (l *Level) corridor(rng *rand.Rand, a, b gruid.Point) {
	horizontalFirst := rng.IntN(2) == 0
	p := a
	step := func(dx, dy int) {
		for p.X != b.X && dx != 0 || p.Y != b.Y && dy != 0 {
			if dx != 0 {
				p.X += sign(b.X - p.X)
			} else {
				p.Y += sign(b.Y - p.Y)
			}
			if l.At(p) == Wall {
				l.Set(p, Floor)
			}
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

// placeDoors puts a door where a corridor cell enters a room through its wall line.
func (l *Level) placeDoors(rooms []room) {
	for _, r := range rooms {
		for x := r.x - 1; x <= r.x+r.w; x++ {
			l.doorIfEntrance(gruid.Point{X: x, Y: r.y - 1}, true)
			l.doorIfEntrance(gruid.Point{X: x, Y: r.y + r.h}, true)
		}
		for y := r.y; y < r.y+r.h; y++ {
			l.doorIfEntrance(gruid.Point{X: r.x - 1, Y: y}, false)
			l.doorIfEntrance(gruid.Point{X: r.x + r.w, Y: y}, false)
		}
	}
}

// doorIfEntrance makes p a door when it is floor between two walls along the room's side.
func (l *Level) doorIfEntrance(p gruid.Point, horizontalWall bool) {
	if l.At(p) != Floor {
		return
	}
	var a, b gruid.Point
	if horizontalWall {
		a, b = p.Add(gruid.Point{X: -1}), p.Add(gruid.Point{X: 1})
	} else {
		a, b = p.Add(gruid.Point{Y: -1}), p.Add(gruid.Point{Y: 1})
	}
	if l.At(a) == Wall && l.At(b) == Wall {
		l.Set(p, DoorClosed)
	}
}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}
