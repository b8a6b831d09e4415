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
	// Water is shallow water: walkable, it does not block sight; wading through it is slow (RULES.md §38).
	Water
	// Chasm is a drop nobody walks over; it does not block sight.
	Chasm
	// Artefact is the pedestal of the dungeon's goal, the artefact on it (RULES.md §38): walkable, it does
	// not block sight. Stepping on it takes the artefact and leaves floor.
	Artefact
)

// Passable reports whether a walker can stand on the tile (a closed door opens when walked into).
func (t Tile) Passable() bool { return t != Wall && t != Chasm }

// Opaque reports whether the tile blocks sight.
func (t Tile) Opaque() bool { return t == Wall || t == DoorClosed }

// Valid reports whether t is one of the tiles above (a forged save may hold any byte).
func (t Tile) Valid() bool { return int(t) < len(tileGlyphs) }

// SpawnKind tells what a fixed spawn place holds.
type SpawnKind uint8

// The kinds of fixed spawns.
const (
	// SpawnCreature is a creature, its Code a lowercase letter of the vault legend (k kobold, r giant rat...).
	SpawnCreature SpawnKind = iota
	// SpawnItem is an item, its Code an item glyph of the vault legend () weapon, ( ammunition,
	// [ armour, * any item: see ItemKindOf).
	SpawnItem
	// SpawnTrap is a trap, its Code TrapGlyph: a tutorial lesson's (issue 33), which names the trap.
	SpawnTrap
)

// TrapGlyph marks a trap's place in a vault map, on floor: the tutorial's lessons alone place them so
// (the dungeon's traps are placed by depth: spells.toml).
const TrapGlyph = '^'

// Spawn is a fixed place for a creature or an item given by authored content, with its legend code.
type Spawn struct {
	P    gruid.Point
	Kind SpawnKind
	Code byte
}

// Level is one dungeon level: a W×H grid of tiles and the places the generator chose.
// It holds exported fields only, so it round-trips through encoding/gob.
type Level struct {
	W, H  int
	Tiles []Tile
	// Up and Down are the stairs; Spawns are free floor cells for creatures, ItemPlaces free floor cells for items.
	Up, Down   gruid.Point
	Spawns     []gruid.Point
	ItemPlaces []gruid.Point
	// Fixed are the creatures and items placed by vaults or an authored level, by legend code.
	Fixed []Spawn
	// Vaults are the areas of the vaults placed into the level.
	Vaults []gruid.Range
	// changes counts the tiles Set changed (Changes); not saved.
	changes uint64
	// Depth is the depth the level was made for (1 is the first level); Kind tells how it was made.
	Depth int
	Kind  Kind
	// Theme names the theme of the depth the level was made with ("" for none): how it is drawn.
	Theme string
}

// Kind names the way a level was made.
type Kind uint8

// The kinds of level.
const (
	KindRooms Kind = iota
	KindCave
	KindAuthored
)

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
	if i := p.Y*l.W + p.X; l.In(p) && l.Tiles[i] != t {
		l.Tiles[i] = t
		l.changes++
	}
}

// Changes counts the tiles Set has changed: what is worked out from the tiles (a path map) is good while the
// count stays the same. A level made or loaded anew counts from 0.
func (l *Level) Changes() uint64 { return l.changes }

// Bounds returns the range of the level's points.
func (l *Level) Bounds() gruid.Range { return gruid.NewRange(0, 0, l.W, l.H) }

// Clone returns a deep copy of the level.
func (l *Level) Clone() *Level {
	c := *l
	c.Tiles = append([]Tile(nil), l.Tiles...)
	c.Spawns = append([]gruid.Point(nil), l.Spawns...)
	c.ItemPlaces = append([]gruid.Point(nil), l.ItemPlaces...)
	c.Fixed = append([]Spawn(nil), l.Fixed...)
	c.Vaults = append([]gruid.Range(nil), l.Vaults...)
	return &c
}

// String draws the level with the vault legend glyphs, one row a line.
func (l *Level) String() string {
	b := make([]byte, 0, (l.W+1)*l.H)
	for y := 0; y < l.H; y++ {
		for x := 0; x < l.W; x++ {
			b = append(b, l.Tiles[y*l.W+x].Glyph())
		}
		b = append(b, '\n')
	}
	return string(b)
}

// Glyph returns the vault-legend character of the tile.
func (t Tile) Glyph() byte {
	if int(t) < len(tileGlyphs) {
		return tileGlyphs[t]
	}
	return '?'
}

// tileGlyphs is the legend of the tiles, indexed by Tile (a constant table).
var tileGlyphs = [...]byte{Wall: '#', Floor: '.', DoorClosed: '+', DoorOpen: '\'', StairsDown: '>', StairsUp: '<', Water: '~', Chasm: ':', Artefact: '_'}

// Bits is a set of cells of a level, one bit each; the game may keep one per level for remembered cells.
type Bits struct {
	W, H  int
	Words []uint64
}

// NewBits returns an empty set for a w×h level.
func NewBits(w, h int) Bits { return Bits{W: w, H: h, Words: make([]uint64, (w*h+63)/64)} }

// Has reports whether p is in the set (false outside the level).
func (b *Bits) Has(p gruid.Point) bool {
	if p.X < 0 || p.Y < 0 || p.X >= b.W || p.Y >= b.H {
		return false
	}
	i := p.Y*b.W + p.X
	return b.Words[i>>6]&(1<<(uint(i)&63)) != 0
}

// Add puts p in the set (nothing outside the level).
func (b *Bits) Add(p gruid.Point) {
	if p.X < 0 || p.Y < 0 || p.X >= b.W || p.Y >= b.H {
		return
	}
	i := p.Y*b.W + p.X
	b.Words[i>>6] |= 1 << (uint(i) & 63)
}

// Clear empties the set.
func (b *Bits) Clear() { clear(b.Words) }

// Union adds every cell of o (of the same size) to b.
func (b *Bits) Union(o *Bits) {
	for i := range b.Words {
		if i < len(o.Words) {
			b.Words[i] |= o.Words[i]
		}
	}
}
