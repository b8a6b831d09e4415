// Colour schemes: the palettes of palettes/colours.toml, read strictly once they are asked for.

package assets

import (
	"bytes"
	_ "embed"
	"errors"
	"fmt"
	"image/color"
	"strconv"
	"strings"

	"github.com/pelletier/go-toml/v2"
)

//go:embed palettes/colours.toml
var paletteFile []byte

// PaletteFile is the colour schemes' file, as errors name it.
const PaletteFile = "palettes/colours.toml"

// DefaultPalette is the palette used when the settings name none.
const DefaultPalette = "default"

// Palette is one colour scheme: the log's colours by kind of line, the health bars' colours (over two
// thirds full, over a third, below), the threat colours from harmless to deadly, and the grounds.
type Palette struct {
	Name       string
	Background color.RGBA
	Panel      color.RGBA
	LogInfo    color.RGBA
	LogGood    color.RGBA
	LogBad     color.RGBA
	LogDeath   color.RGBA
	Health     [3]color.RGBA
	Threat     [5]color.RGBA
}

// ThreatColour is the colour of row of a threat table of rows rows (words.toml's [[threat]]): the first row
// the first colour, the last the last, the rows between spread evenly.
func (p *Palette) ThreatColour(row, rows int) color.RGBA {
	cs := p.Threat[:]
	if rows <= 1 {
		return cs[len(cs)/2]
	}
	i := (row*(len(cs)-1) + (rows-1)/2) / (rows - 1)
	return cs[max(0, min(i, len(cs)-1))]
}

type paletteRow struct {
	Name       string   `toml:"name"`
	Background string   `toml:"background"`
	Panel      string   `toml:"panel"`
	LogInfo    string   `toml:"log_info"`
	LogGood    string   `toml:"log_good"`
	LogBad     string   `toml:"log_bad"`
	LogDeath   string   `toml:"log_death"`
	Health     []string `toml:"health"`
	Threat     []string `toml:"threat"`
}

// Palettes are the colour schemes of palettes/colours.toml, the default first.
func Palettes() ([]Palette, error) { return ParsePalettes(paletteFile) }

// ParsePalettes reads a palettes file strictly: an unknown key, a colour not "#rrggbb", a wrong count of
// health or threat colours, a name twice, or no default is an error naming the palette and the key.
func ParsePalettes(data []byte) ([]Palette, error) {
	var f struct {
		Palette []paletteRow `toml:"palette"`
	}
	dec := toml.NewDecoder(bytes.NewReader(data)).DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		var de *toml.DecodeError
		if errors.As(err, &de) {
			row, col := de.Position()
			return nil, fmt.Errorf("%s:%d:%d: %s", PaletteFile, row, col, de.Error())
		}
		var sm *toml.StrictMissingError
		if errors.As(err, &sm) {
			return nil, fmt.Errorf("%s: %s", PaletteFile, sm.String())
		}
		return nil, fmt.Errorf("%s: %w", PaletteFile, err)
	}
	var ps []Palette
	for _, r := range f.Palette {
		p, err := r.palette()
		if err != nil {
			return nil, fmt.Errorf("%s: palette %q: %w", PaletteFile, r.Name, err)
		}
		for _, q := range ps {
			if q.Name == p.Name {
				return nil, fmt.Errorf("%s: palette %q twice", PaletteFile, p.Name)
			}
		}
		ps = append(ps, p)
	}
	if len(ps) == 0 || ps[0].Name != DefaultPalette {
		return nil, fmt.Errorf("%s: the first palette must be %q", PaletteFile, DefaultPalette)
	}
	return ps, nil
}

func (r paletteRow) palette() (Palette, error) {
	p := Palette{Name: r.Name}
	if r.Name == "" {
		return p, errors.New("no name")
	}
	one := []struct {
		key string
		in  string
		out *color.RGBA
	}{{"background", r.Background, &p.Background}, {"panel", r.Panel, &p.Panel}, {"log_info", r.LogInfo, &p.LogInfo},
		{"log_good", r.LogGood, &p.LogGood}, {"log_bad", r.LogBad, &p.LogBad}, {"log_death", r.LogDeath, &p.LogDeath}}
	for _, o := range one {
		c, err := parseColour(o.in)
		if err != nil {
			return p, fmt.Errorf("%s: %w", o.key, err)
		}
		*o.out = c
	}
	if len(r.Health) != len(p.Health) {
		return p, fmt.Errorf("health: %d colours, not %d", len(r.Health), len(p.Health))
	}
	if len(r.Threat) != len(p.Threat) {
		return p, fmt.Errorf("threat: %d colours, not %d", len(r.Threat), len(p.Threat))
	}
	for i, s := range r.Health {
		c, err := parseColour(s)
		if err != nil {
			return p, fmt.Errorf("health[%d]: %w", i, err)
		}
		p.Health[i] = c
	}
	for i, s := range r.Threat {
		c, err := parseColour(s)
		if err != nil {
			return p, fmt.Errorf("threat[%d]: %w", i, err)
		}
		p.Threat[i] = c
	}
	return p, nil
}

// parseColour reads "#rrggbb".
func parseColour(s string) (color.RGBA, error) {
	if len(s) != 7 || !strings.HasPrefix(s, "#") {
		return color.RGBA{}, fmt.Errorf("%q is not a colour \"#rrggbb\"", s)
	}
	v, err := strconv.ParseUint(s[1:], 16, 32)
	if err != nil {
		return color.RGBA{}, fmt.Errorf("%q is not a colour \"#rrggbb\"", s)
	}
	return color.RGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xff}, nil
}

// PaletteNamed is the palette of that name ("" is the default); an unknown name is an error listing the
// palettes.
func PaletteNamed(name string) (Palette, error) {
	ps, err := Palettes()
	if err != nil {
		return Palette{}, err
	}
	if name == "" {
		return ps[0], nil
	}
	var names []string
	for _, p := range ps {
		if p.Name == name {
			return p, nil
		}
		names = append(names, p.Name)
	}
	return Palette{}, fmt.Errorf("no palette %q (the palettes are: %s)", name, strings.Join(names, ", "))
}
