// Level: the logical grid of one dungeon level, its tiles and its places.
package levels

import "codeberg.org/anaseto/gruid"

// Tile is the terrain of one cell.
type Tile uint8

// The tiles of a level.
const (
	Wall Tile = iota
	Floor
	DoorClosed
	DoorOpen
	StairsDown
	StairsUp
)

// Passable reports whether a walker can stand on the tile (a closed door opens when walked into).
func (t Tile) Passable() bool { return t != Wall }

// Opaque reports whether the tile blocks sight.
func (t Tile) Opaque() bool { return t == Wall || t == DoorClosed }

// Level is one dungeon level: a W×H grid of tiles and the places the generator chose.
type Level struct {
	W, H  int
	Tiles []Tile
	// Up and Down are the stairs; Spawns are free floor cells for creatures and items.
	Up, Down gruid.Point
	Spawns   []gruid.Point
}

// NewLevel returns a W×H level of solid wall.
func NewLevel(w, h int) *Level {
	return &Level{W: w, H: h, Tiles: make([]Tile, w*h)}
}

// In reports whether p lies on the level.
func (l *Level) In(p gruid.Point) bool { return p.X >= 0 && p.Y >= 0 && p.X < l.W && p.Y < l.H }

// At returns the tile at p; outside the level is wall.
func (l *Level) At(p gruid.Point) Tile {
	if !l.In(p) {
		return Wall
	}
	return l.Tiles[p.Y*l.W+p.X]
}

// Set changes the tile at p; outside the level it does nothing.
func (l *Level) Set(p gruid.Point, t Tile) {
	if l.In(p) {
		l.Tiles[p.Y*l.W+p.X] = t
	}
}
