// Vaults: authored level pieces and whole levels as plain text, parsed with file:line:col errors.

package levels

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"codeberg.org/anaseto/gruid"
)

// MaxVaultSize bounds a vault's width and height.
const MaxVaultSize = 250

// ItemKind is the kind of item an item glyph of a vault map places.
type ItemKind uint8

// The kinds of item a vault map may place, each written by its glyph (see ItemGlyph).
const (
	AnyItem    ItemKind = iota // '*': an item drawn as the floor's items are
	WeaponItem                 // ')': a weapon
	AmmoItem                   // '(': some ammunition (a stack of arrows, bolts...)
	ArmourItem                 // '[': a piece of armour or a shield
	PotionItem                 // '!': a potion
	ScrollItem                 // '?': a scroll
	RingItem                   // '=': a ring (always magic)
	AmuletItem                 // '"': an amulet (always magic)
	NumItemKinds
)

// itemGlyphs is the legend of the item glyphs, indexed by ItemKind (a constant table, like
// tileGlyphs). '(' for ammunition follows the missiles of many roguelikes, next to ')'.
var itemGlyphs = [NumItemKinds]byte{AnyItem: '*', WeaponItem: ')', AmmoItem: '(', ArmourItem: '[', PotionItem: '!',
	ScrollItem: '?', RingItem: '=', AmuletItem: '"'}

// itemKindNames name the item kinds in messages, indexed by ItemKind.
var itemKindNames = [NumItemKinds]string{AnyItem: "any item", WeaponItem: "weapon", AmmoItem: "ammunition", ArmourItem: "armour",
	PotionItem: "potion", ScrollItem: "scroll", RingItem: "ring", AmuletItem: "amulet"}

// unplayedItemGlyphs are the glyphs the usual roguelike legend gives to items the game does not
// have yet, with what they are: a map writing one is an error rather than a random item.
var unplayedItemGlyphs = [...]struct {
	glyph     rune
	one, many string
}{{'$', "gold", "gold"}, {'/', "wand", "wands"}}

// String names the kind as the legend does: "weapon", "any item".
func (k ItemKind) String() string {
	if k < NumItemKinds {
		return itemKindNames[k]
	}
	return fmt.Sprintf("itemkind(%d)", uint8(k))
}

// Glyph is the glyph that writes the kind in a vault map.
func (k ItemKind) Glyph() byte {
	if k < NumItemKinds {
		return itemGlyphs[k]
	}
	return '?'
}

// ItemKindOf is the kind of item a vault's item code asks for (a Spawn's Code of kind SpawnItem);
// false when code is no item glyph.
func ItemKindOf(code byte) (ItemKind, bool) {
	for k, g := range itemGlyphs {
		if g == code {
			return ItemKind(k), true
		}
	}
	return 0, false
}

// itemLegend lists the item glyphs with their kinds: ") weapon, ( ammunition, [ armour, ! potion, ...".
func itemLegend() string {
	parts := make([]string, 0, NumItemKinds)
	for _, k := range []ItemKind{WeaponItem, AmmoItem, ArmourItem, PotionItem, ScrollItem, RingItem, AmuletItem, AnyItem} {
		parts = append(parts, fmt.Sprintf("%c %s", k.Glyph(), k))
	}
	return strings.Join(parts, ", ")
}

// Vault is a parsed authored piece: tiles row by row and the fixed spawns (relative to its corner).
type Vault struct {
	Name  string
	W, H  int
	Tiles []Tile
	// Spawns are the creature and item places with their legend codes.
	Spawns []Spawn
	// Whole marks an entire level rather than a piece to place.
	Whole bool
	// MinDepth and MaxDepth bound the depths the vault appears at (0: no bound).
	MinDepth, MaxDepth int
	// Theme, when set ("; theme: crypts"), keeps the vault to the levels of that theme.
	Theme string
	// Up and Down are the stairs of a whole level.
	Up, Down gruid.Point
	// Line is the line of its text the first map row is on (1-based), for Pos.
	Line int
}

// Pos is where cell p of the map is written in the vault's text: its line and column
// (1-based, columns in characters, one character a cell), for errors about a cell.
func (v *Vault) Pos(p gruid.Point) (line, col int) {
	return v.Line + p.Y, p.X + 1
}

// At returns the tile at p in the vault (wall outside).
func (v *Vault) At(p gruid.Point) Tile {
	if p.X < 0 || p.Y < 0 || p.X >= v.W || p.Y >= v.H {
		return Wall
	}
	return v.Tiles[p.Y*v.W+p.X]
}

// Fits reports whether the vault may appear at depth.
func (v *Vault) Fits(depth int) bool {
	return (v.MinDepth == 0 || depth >= v.MinDepth) && (v.MaxDepth == 0 || depth <= v.MaxDepth)
}

// ParseError is a malformed vault text: File:Line:Col (1-based, columns in characters) and what is wrong.
type ParseError struct {
	File      string
	Line, Col int
	What      string
}

// Error gives "file:line:col: what is wrong".
func (e *ParseError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.What)
}

// ParseVault reads a vault or whole level from its text; name is the file name used in errors.
func ParseVault(name string, text []byte) (*Vault, error) {
	v := &Vault{Name: name}
	fail := func(line, col int, format string, args ...any) (*Vault, error) {
		return nil, &ParseError{File: name, Line: line, Col: col, What: fmt.Sprintf(format, args...)}
	}
	lines := strings.Split(string(text), "\n")
	firstRow, ended := 0, false
	ups, downs, artefacts := 0, 0, 0
	var goal gruid.Point
	var goalAt [2]int
	var upAt, downAt [2]int
	for i, raw := range lines {
		ln := i + 1
		line := strings.TrimSuffix(raw, "\r")
		if v.H == 0 && (line == "" || line[0] == ';') {
			if line != "" {
				if err := v.directive(name, ln, line); err != nil {
					return nil, err
				}
			}
			continue
		}
		if line == "" {
			ended = true
			continue
		}
		if ended {
			return fail(ln, 1, "text after the blank line ending the map")
		}
		if line[0] == ';' {
			return fail(ln, 1, "comment inside the map (comments go before it)")
		}
		if !utf8.ValidString(line) {
			return fail(ln, 1, "not valid UTF-8")
		}
		width := utf8.RuneCountInString(line)
		if v.H == 0 {
			firstRow = ln
			v.W, v.Line = width, ln
			if width > MaxVaultSize {
				return fail(ln, MaxVaultSize+1, "row is %d cells wide, more than %d", width, MaxVaultSize)
			}
		} else if width != v.W {
			return fail(ln, min(width, v.W)+1, "row is %d cells wide, the first row (line %d) is %d", width, firstRow, v.W)
		}
		if v.H >= MaxVaultSize {
			return fail(ln, 1, "more than %d rows", MaxVaultSize)
		}
		col := 0
		for _, r := range line {
			col++
			p := gruid.Point{X: col - 1, Y: v.H}
			t, kind, ok := glyphTile(r)
			if !ok {
				for _, u := range unplayedItemGlyphs {
					if u.glyph == r {
						return fail(ln, col, "%q is the %s glyph, and the game has no %s yet; the item glyphs are %s", r, u.one, u.many, itemLegend())
					}
				}
				return fail(ln, col, "unknown glyph %q", r)
			}
			v.Tiles = append(v.Tiles, t)
			switch {
			case kind >= 0:
				v.Spawns = append(v.Spawns, Spawn{P: p, Kind: SpawnKind(kind), Code: byte(r)})
			case t == StairsUp:
				ups++
				v.Up, upAt = p, [2]int{ln, col}
			case t == StairsDown:
				downs++
				v.Down, downAt = p, [2]int{ln, col}
			case t == Artefact:
				artefacts++
				goal, goalAt = p, [2]int{ln, col}
			}
		}
		v.H++
	}
	if v.H == 0 {
		return fail(max(len(lines), 1), 1, "no map rows")
	}
	if !v.Whole {
		if artefacts > 0 {
			return fail(goalAt[0], goalAt[1], "the artefact '_' only in a whole level (kind: whole)")
		}
		if ups > 0 {
			return fail(upAt[0], upAt[1], "stairs only in a whole level (kind: whole)")
		}
		if downs > 0 {
			return fail(downAt[0], downAt[1], "stairs only in a whole level (kind: whole)")
		}
		if !v.hasEntrance() {
			return fail(firstRow, 1, "vault has no entrance: no passable cell on its edge")
		}
		return v, nil
	}
	switch {
	case ups != 1:
		return fail(firstRow, 1, "a whole level needs one up stairs '<', has %d", ups)
	case artefacts > 1:
		return fail(goalAt[0], goalAt[1], "a level holds one artefact '_', this one %d", artefacts)
	case artefacts == 1 && downs > 0:
		return fail(downAt[0], downAt[1], "the goal's level (with the artefact '_') is the bottom: no down stairs '>'")
	case artefacts == 1:
		v.Down = goal // the bottom: the way on is the artefact
	case downs != 1:
		return fail(firstRow, 1, "a whole level needs one down stairs '>', has %d", downs)
	}
	return v, nil
}

// directive reads a "; key: value" comment line; other comments are ignored.
func (v *Vault) directive(name string, ln int, line string) error {
	body := strings.TrimSpace(line[1:])
	key, val, ok := strings.Cut(body, ":")
	if !ok {
		return nil
	}
	key, val = strings.TrimSpace(key), strings.TrimSpace(val)
	col := strings.Index(line, val) + 1
	bad := func(format string, args ...any) error {
		return &ParseError{File: name, Line: ln, Col: col, What: fmt.Sprintf(format, args...)}
	}
	switch key {
	case "kind":
		switch val {
		case "vault":
			v.Whole = false
		case "whole":
			v.Whole = true
		default:
			return bad("kind %q: want vault or whole", val)
		}
	case "theme":
		if val == "" || strings.ContainsAny(val, " \t") {
			return bad("theme %q: want one word, the name of a theme of dungeon.toml", val)
		}
		v.Theme = val
	case "depth":
		lo, hi, isRange := strings.Cut(val, "-")
		lo, deeper := strings.CutSuffix(strings.TrimSpace(lo), "+")
		a, err := strconv.Atoi(lo)
		if err != nil || a < 1 || a > 1000 || deeper && isRange {
			return bad("depth %q: want a depth from 1 to 1000 (3), a range (2-6) or a least depth (3+)", val)
		}
		v.MinDepth, v.MaxDepth = a, a
		switch {
		case deeper:
			v.MaxDepth = 0
		case isRange:
			b, err := strconv.Atoi(strings.TrimSpace(hi))
			if err != nil || b < a || b > 1000 {
				return bad("depth %q: want a range like 2-6", val)
			}
			v.MaxDepth = b
		}
	}
	return nil
}

// glyphTile maps a legend glyph to its tile and, for a spawn, its kind (-1 when none).
func glyphTile(r rune) (Tile, int, bool) {
	switch {
	case r >= 'a' && r <= 'z':
		return Floor, int(SpawnCreature), true
	case r == TrapGlyph:
		return Floor, int(SpawnTrap), true
	case r < utf8.RuneSelf:
		if _, ok := ItemKindOf(byte(r)); ok {
			return Floor, int(SpawnItem), true
		}
		if t, ok := tileOf(byte(r)); ok {
			return t, -1, true
		}
	}
	return 0, -1, false
}

// tileOf returns the tile of a legend glyph.
func tileOf(c byte) (Tile, bool) {
	for i, g := range tileGlyphs {
		if g == c {
			return Tile(i), true
		}
	}
	return 0, false
}

func (v *Vault) hasEntrance() bool {
	for x := 0; x < v.W; x++ {
		if v.At(gruid.Point{X: x}).Passable() || v.At(gruid.Point{X: x, Y: v.H - 1}).Passable() {
			return true
		}
	}
	for y := 0; y < v.H; y++ {
		if v.At(gruid.Point{Y: y}).Passable() || v.At(gruid.Point{X: v.W - 1, Y: y}).Passable() {
			return true
		}
	}
	return false
}
