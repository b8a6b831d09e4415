// Surroundings: what the player sees around them, by direction and distance, said in words (issue 38, a
// screen reader's "read the surroundings" key). The log never gives numbers (RULES.md §7.6), so a distance
// is a count of cells in words. Its words are the catalogue's (assets/lang: describe.around).

package game

import (
	"sort"
	"strings"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/levels"
)

// MostSightings is how many things the surroundings' line names at most (the nearest; the creatures in view
// first): a line a screen reader reads in one breath.
const MostSightings = 12

// Sighting is one thing the player sees: what it is ("a kobold", "stairs down"), the point of the compass it
// lies at from the player (0 north, clockwise to 7 north-west) and how many steps away (1: next to them).
type Sighting struct {
	What     string
	Compass  int
	Cells    int
	Creature bool
	At       gruid.Point
}

// Surroundings lists what the player of g sees now (the cells in view, never a cell only remembered): the
// creatures, nearest first, then the things on the floor (items, bodies, found traps, the artefact) and the
// terrain worth a name (stairs, doors), nearest first; in each, cells the same distance away north first,
// clockwise. The player's own cell is left out (the panel says what lies there).
func Surroundings(g *Game) []Sighting {
	pl := g.Player
	if pl == nil || g.Level == nil || len(g.Visible) == 0 {
		return nil
	}
	var out []Sighting
	l := langOf(g)
	add := func(p gruid.Point, what string, creature bool) {
		d := p.Sub(pl.Pos)
		out = append(out, Sighting{What: what, Compass: Compass(d), Cells: levels.Distance(p, pl.Pos), Creature: creature, At: p})
	}
	for _, a := range g.Creatures {
		if !a.Dead && a.Pos != pl.Pos && g.IsVisible(a.Pos) {
			add(a.Pos, l.Say("describe.around.creature", text.W("creature", l.Word("creature", a.Name))), true)
		}
	}
	for _, c := range g.Corpses {
		if c.Pos != pl.Pos && g.IsVisible(c.Pos) {
			add(c.Pos, l.Say("describe.around.body", text.W("creature", l.Word("creature", c.Kind))), false)
		}
	}
	for _, fi := range g.Items {
		if fi.Pos != pl.Pos && g.IsVisible(fi.Pos) {
			add(fi.Pos, uncountedName(g, fi.Item), false)
		}
	}
	lv := g.Level
	for y := 0; y < lv.H; y++ {
		for x := 0; x < lv.W; x++ {
			p := gruid.Point{X: x, Y: y}
			if p == pl.Pos || !g.Visible[y*lv.W+x] {
				continue
			}
			if t := g.FoundTrapAt(p); t != nil {
				add(p, l.Say("describe.around.trap", text.W("trap", l.Word("trap", t.Name))), false)
			}
			switch lv.Tiles[y*lv.W+x] {
			case levels.StairsDown:
				add(p, l.Say("describe.around.stairs_down"), false)
			case levels.StairsUp:
				add(p, l.Say("describe.around.stairs_up"), false)
			case levels.DoorClosed:
				add(p, l.Say("describe.around.door_closed"), false)
			case levels.DoorOpen:
				add(p, l.Say("describe.around.door_open"), false)
			case levels.Artefact:
				name, _ := g.Goal()
				add(p, name, false)
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Creature != b.Creature {
			return a.Creature
		}
		if a.Cells != b.Cells {
			return a.Cells < b.Cells
		}
		return a.Compass < b.Compass
	})
	return out
}

// uncountedName is an item's name as the log says it, without a number: "a hand axe", "some arrows" for a
// stack (a count is a number, and the log gives none).
func uncountedName(g *Game, it Item) string {
	key := "describe.around.item"
	if it.Count > 1 {
		key = "describe.around.items"
	}
	return langOf(g).Say(key, text.W("item", SaidItem(g, it)))
}

// Compass is the point of the compass of direction d on the map (y grows southward): 0 north, 1 north-east,
// and so on clockwise to 7 north-west; each point takes the 45° about it, exactly (a direction is diagonal
// when its smaller part is more than tan 22.5° = √2−1 of its larger). The zero direction is north.
func Compass(d gruid.Point) int {
	ax, ay := max(d.X, -d.X), max(d.Y, -d.Y)
	major, minor := max(ax, ay), min(ax, ay)
	// minor > (√2−1)·major ⇔ minor+major > √2·major ⇔ (minor+major)² > 2·major²
	diagonal := minor > 0 && (minor+major)*(minor+major) > 2*major*major
	switch {
	case diagonal && d.X > 0 && d.Y < 0:
		return 1
	case diagonal && d.X > 0 && d.Y > 0:
		return 3
	case diagonal && d.X < 0 && d.Y > 0:
		return 5
	case diagonal && d.X < 0 && d.Y < 0:
		return 7
	case ay >= ax && d.Y > 0:
		return 4
	case ay >= ax:
		return 0
	case d.X > 0:
		return 2
	}
	return 6
}

// CellsWords is a distance of n cells in words in l: "next to you", "two cells", ..., "twenty cells", then
// "far off".
func CellsWords(l *text.Lang, n int) string {
	return l.Say("describe.around.cells", text.N("cells", n))
}

// CompassWords is the name of point c of the compass (Compass) in l: "north", "south-west".
func CompassWords(l *text.Lang, c int) string {
	return l.Say("describe.around.compass", text.N("compass", ((c%8)+8)%8))
}

// SurroundingsLine is the surroundings of g's player as one line for the log, the nearest MostSightings
// things (the creatures in view first), each by its point of the compass and its distance in words:
// "Around you: north: a kobold, two cells; east: a closed door, next to you; south-west: stairs down, five
// cells." No figure in it.
func SurroundingsLine(g *Game) string {
	ss := Surroundings(g)
	l := langOf(g)
	if len(ss) == 0 {
		return l.Say("describe.around.nothing")
	}
	parts := make([]string, 0, min(len(ss), MostSightings)+1)
	for i, s := range ss {
		if i == MostSightings {
			parts = append(parts, l.Say("describe.around.more"))
			break
		}
		parts = append(parts, l.Say("describe.around.thing", text.S("compass", CompassWords(l, s.Compass)), text.S("what", s.What),
			text.S("cells", CellsWords(l, s.Cells))))
	}
	return l.Say("describe.around.line", text.S("things", strings.Join(parts, "; ")))
}
