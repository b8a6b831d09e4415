// Package art turns Cleave's pixel art, written as text grids (sprites.txt), into one atlas image. It does not touch Ebitengine.
package art

import (
	"bufio"
	"bytes"
	_ "embed"
	"fmt"
	"image"
	"image/color"
	"strconv"
	"strings"
)

// Size is the side of a sprite in pixels.
const Size = 16

// Sprites is the pixel art source: palettes and 16×16 grids.
//
//go:embed sprites.txt
var Sprites []byte

// Atlas is every sprite laid out in one image, found by name.
type Atlas struct {
	Image   *image.RGBA
	Rects   map[string]image.Rectangle
	Names   []string            // in the order of the source
	Palette map[byte]color.RGBA // the source's palette, '.' transparent
}

// Outline is the palette character whose colour the "outline" option draws with: the darkest colour by convention.
const Outline = '0'

// columns is the number of sprites per row of the atlas image.
const columns = 8

// Parse builds an atlas from a sprite source. Errors name the line and column.
func Parse(name string, src []byte) (*Atlas, error) {
	palette := map[byte]color.RGBA{'.': {}}
	var colours [256]color.RGBA // palette as an array, for speed
	var known [256]bool
	known['.'] = true
	type grid struct {
		name    string
		rows    []string
		line    int
		outline bool
	}
	var grids []*grid
	sc := bufio.NewScanner(bytes.NewReader(src))
	for ln := 1; sc.Scan(); ln++ {
		l := strings.TrimRight(sc.Text(), " \r")
		switch {
		case l == "" || strings.HasPrefix(l, "#"):
		case strings.HasPrefix(l, "palette "):
			f := strings.Fields(l)
			if len(f) != 3 || len(f[1]) != 1 || len(f[2]) != 6 {
				return nil, fmt.Errorf("%s:%d:1: want \"palette C RRGGBB\"", name, ln)
			}
			v, err := strconv.ParseUint(f[2], 16, 32)
			if err != nil {
				return nil, fmt.Errorf("%s:%d:11: bad colour %q", name, ln, f[2])
			}
			palette[f[1][0]] = color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
			colours[f[1][0]], known[f[1][0]] = palette[f[1][0]], true
		case strings.HasPrefix(l, "sprite "):
			f := strings.Fields(l)
			g := &grid{line: ln}
			if len(f) >= 2 {
				g.name = f[1]
			}
			for _, opt := range f[min(len(f), 2):] {
				switch opt {
				case "outline":
					if _, ok := palette[Outline]; !ok {
						return nil, fmt.Errorf("%s:%d:1: sprite %s: \"outline\" needs palette %c first", name, ln, g.name, Outline)
					}
					g.outline = true
				default:
					return nil, fmt.Errorf("%s:%d:1: sprite %s: unknown option %q", name, ln, g.name, opt)
				}
			}
			if g.name == "" {
				return nil, fmt.Errorf("%s:%d:1: want \"sprite NAME\"", name, ln)
			}
			grids = append(grids, g)
		default:
			if len(grids) == 0 {
				return nil, fmt.Errorf("%s:%d:1: pixels before any \"sprite NAME\" line", name, ln)
			}
			g := grids[len(grids)-1]
			if len(g.rows) == Size {
				return nil, fmt.Errorf("%s:%d:1: sprite %s has more than %d rows", name, ln, g.name, Size)
			}
			if len(l) != Size {
				return nil, fmt.Errorf("%s:%d:%d: sprite %s: a row has %d pixels, want %d", name, ln, min(len(l), Size)+1, g.name, len(l), Size)
			}
			for i := 0; i < len(l); i++ {
				if !known[l[i]] {
					return nil, fmt.Errorf("%s:%d:%d: sprite %s: %q is not in the palette", name, ln, i+1, g.name, l[i])
				}
			}
			g.rows = append(g.rows, l)
		}
	}
	rowsOfSprites := (len(grids) + columns - 1) / columns
	a := &Atlas{Image: image.NewRGBA(image.Rect(0, 0, columns*Size, rowsOfSprites*Size)), Rects: map[string]image.Rectangle{}, Palette: palette}
	for i, g := range grids {
		if len(g.rows) != Size {
			return nil, fmt.Errorf("%s:%d:1: sprite %s has %d rows, want %d", name, g.line, g.name, len(g.rows), Size)
		}
		if _, dup := a.Rects[g.name]; dup {
			return nil, fmt.Errorf("%s:%d:8: sprite %s is defined twice", name, g.line, g.name)
		}
		r := image.Rect(i%columns*Size, i/columns*Size, i%columns*Size+Size, i/columns*Size+Size)
		if g.outline {
			g.rows = outlined(g.rows)
		}
		for y, row := range g.rows {
			for x := 0; x < Size; x++ {
				a.Image.SetRGBA(r.Min.X+x, r.Min.Y+y, colours[row[x]])
			}
		}
		a.Rects[g.name] = r
		a.Names = append(a.Names, g.name)
	}
	return a, nil
}

// outlined returns the rows with every transparent pixel that touches an opaque one (up, down, left or right)
// turned into the Outline colour: the "outline" option of a sprite.
func outlined(rows []string) []string {
	opaque := func(x, y int) bool { return y >= 0 && y < len(rows) && x >= 0 && x < len(rows[y]) && rows[y][x] != '.' }
	out := make([]string, len(rows))
	for y, row := range rows {
		b := []byte(row)
		for x := range b {
			if b[x] != '.' {
				continue
			}
			if opaque(x-1, y) || opaque(x+1, y) || opaque(x, y-1) || opaque(x, y+1) {
				b[x] = Outline
			}
		}
		out[y] = string(b)
	}
	return out
}
