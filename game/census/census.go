// Package census counts what the dungeon generates, level by level, over many seeds (DCSS's objstat, issue
// 36): the creatures, the items on the floor, their magic and the magic the creatures carry, the traps and the
// vaults of each level, as a new game of each seed makes them. The levels are made by the game itself
// (game.New, then Game.DescendAtOnce: the same generator, populating, trapping and loot as the stairs down),
// never by a copy; nothing is played between two levels, so the census of a seed is always the same.
//
// The difficulty curve (curve.go) weighs what each level generates against the character expected there.
package census

import (
	"cmp"
	"fmt"
	"math"
	"path"
	"runtime"
	"slices"
	"strings"
	"sync"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// The kinds of thing the census counts, in the order its table shows them.
const (
	KindCreature = "creature"      // a creature placed on the level (a vault's, a pack's, the guardian)
	KindItem     = "item"          // an item lying on the floor, by its base name (a stack counts once)
	KindMagic    = "magic"         // an affix of an item on the floor (RULES.md §19)
	KindCarried  = "carried magic" // an affix of a weapon or armour a creature of the level holds (RULES.md §21)
	KindTrap     = "trap"          // a trap of spells.toml placed on the level (RULES.md §29)
	KindVault    = "vault"         // an authored piece placed into the level, or the whole level's vault
)

// kinds are the kinds in the table's order.
var kinds = []string{KindCreature, KindItem, KindMagic, KindCarried, KindTrap, KindVault}

// Kinds are the kinds the census counts, in the order its table shows them.
func Kinds() []string { return slices.Clone(kinds) }

// All is the name of a kind's row that counts every thing of the kind (for magic: the items with any).
const All = "(all)"

// UnknownVault names a vault the census cannot tell (its area matches no vault of the data).
const UnknownVault = "(unknown)"

// Options is what a census generates: Seeds dungeons from seed First, of the kind of run Mode (modes.toml;
// "": the whole dungeon) under the rule set Rules ("": the data's default), on Workers goroutines (0: every
// core). The report does not depend on Workers.
type Options struct {
	Seeds   int
	First   uint64
	Mode    string
	Rules   string
	Workers int
}

// Row is one thing counted on one level over every dungeon: how many in all, the mean a dungeon and the
// standard deviation of the dungeons' counts about it, and the fewest and the most one dungeon had (a
// dungeon without it counting 0).
type Row struct {
	Kind  string  `json:"kind"`
	Name  string  `json:"name"`
	Total int     `json:"total"`
	Mean  float64 `json:"mean"`
	SD    float64 `json:"sd"`
	Min   int     `json:"min"`
	Max   int     `json:"max"`
}

// Level is the census of one depth: its rows, by kind (in the table's order), then the kind's (all) row,
// then by name.
type Level struct {
	Depth int    `json:"depth"`
	Theme string `json:"theme,omitempty"`
	Rows  []Row  `json:"rows"`
}

// Report is a census: what it was asked, and each level from the first to the goal's.
type Report struct {
	Seeds     int     `json:"seeds"`
	First     uint64  `json:"first_seed"`
	Mode      string  `json:"mode"`
	Rules     string  `json:"rules"`
	GoalDepth int     `json:"goal_depth"`
	Levels    []Level `json:"levels"`
}

// Row is the row of kind and name at depth, and whether the census has it (a thing never generated there
// has none: its counts are 0).
func (r *Report) Row(depth int, kind, name string) (Row, bool) {
	if depth < 1 || depth > len(r.Levels) {
		return Row{}, false
	}
	for _, w := range r.Levels[depth-1].Rows {
		if w.Kind == kind && w.Name == name {
			return w, true
		}
	}
	return Row{}, false
}

// key is one thing counted: its kind and name.
type key struct{ kind, name string }

// counts are one dungeon's: a map of things a level, by depth (index 0: level 1).
type counts []map[key]int

// Run takes the census of o on data d.
func Run(d *assets.Data, o Options) (*Report, error) {
	if o.Seeds < 1 {
		return nil, fmt.Errorf("census: %d seeds: want at least 1", o.Seeds)
	}
	mode, ok := d.Mode(o.Mode)
	if !ok {
		return nil, fmt.Errorf("census: no kind of run %q: want one of %v", o.Mode, d.ModeNames())
	}
	rules, err := d.RuleSet(o.Rules)
	if err != nil {
		return nil, fmt.Errorf("census: %w", err)
	}
	workers := o.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, o.Seeds)
	all := make([]counts, o.Seeds)
	errs := make([]error, o.Seeds)
	var wg sync.WaitGroup
	next := make(chan int)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				all[i], errs[i] = dungeon(d, o.First+uint64(i), o.Mode, o.Rules)
			}
		}()
	}
	for i := range o.Seeds {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	rep := &Report{Seeds: o.Seeds, First: o.First, Mode: mode.Name, Rules: rules.Name(), GoalDepth: mode.GoalDepth}
	for depth := 1; depth <= mode.GoalDepth; depth++ {
		lv := Level{Depth: depth}
		if th := d.Dungeon.ThemeAt(depth); th != nil {
			lv.Theme = th.Name
		}
		lv.Rows = tally(all, depth-1)
		rep.Levels = append(rep.Levels, lv)
	}
	return rep, nil
}

// tally adds up the dungeons' counts of level i into rows.
func tally(all []counts, i int) []Row {
	seen := map[key]bool{}
	for _, c := range all {
		if i < len(c) {
			for k := range c[i] {
				seen[k] = true
			}
		}
	}
	rows := make([]Row, 0, len(seen))
	for k := range seen {
		r := Row{Kind: k.kind, Name: k.name, Min: -1}
		squares := 0
		for _, c := range all {
			n := 0
			if i < len(c) {
				n = c[i][k]
			}
			r.Total += n
			squares += n * n
			r.Max = max(r.Max, n)
			if r.Min < 0 || n < r.Min {
				r.Min = n
			}
		}
		r.Mean = float64(r.Total) / float64(len(all))
		r.SD = math.Sqrt(max(0, float64(squares)/float64(len(all))-r.Mean*r.Mean))
		rows = append(rows, r)
	}
	slices.SortFunc(rows, func(a, b Row) int {
		return cmp.Or(cmp.Compare(slices.Index(kinds, a.Kind), slices.Index(kinds, b.Kind)),
			cmp.Compare(notAll(a.Name), notAll(b.Name)), cmp.Compare(a.Name, b.Name))
	})
	return rows
}

// notAll is 0 for a kind's (all) row, which comes first, 1 for any other.
func notAll(name string) int {
	if name == All {
		return 0
	}
	return 1
}

// dungeon is the census of one dungeon: a new game of seed, of kind of run mode under rule set rules, each of
// its levels down to the goal's made by the game (Game.DescendAtOnce) and counted as it is made.
func dungeon(d *assets.Data, seed uint64, mode, rules string) (counts, error) {
	g, err := game.New(game.Config{Seed: seed, Data: d, Mode: mode, Rules: rules})
	if err != nil {
		return nil, fmt.Errorf("census seed %d: %w", seed, err)
	}
	var out counts
	for {
		out = append(out, count(d, g))
		if !g.DescendAtOnce() {
			return out, nil
		}
	}
}

// count counts what the player's floor of g holds, as it was made.
func count(d *assets.Data, g *game.Game) map[key]int {
	c := map[key]int{}
	add := func(kind, name string) {
		c[key{kind, name}]++
		c[key{kind, All}]++
	}
	affixes := func(kind string, it game.Item) {
		magic := false
		for _, a := range it.Affixes {
			if a != "" {
				c[key{kind, a}]++
				magic = true
			}
		}
		if magic {
			c[key{kind, All}]++
		}
	}
	for _, a := range g.Creatures {
		add(KindCreature, a.Kind)
		for _, it := range a.Worn {
			affixes(KindCarried, it)
		}
		for _, it := range a.Pack {
			affixes(KindCarried, it)
		}
	}
	for _, fi := range g.Items {
		add(KindItem, fi.Item.Name)
		affixes(KindMagic, fi.Item)
	}
	for _, t := range g.Traps {
		add(KindTrap, t.Name)
	}
	for _, v := range Vaults(d, g.Level) {
		add(KindVault, v)
	}
	return c
}

// Vaults names the vaults of level l: the whole level's (an authored level: a whole vault of d, or the goal's
// level of a kind of run), or each piece placed into it, told by its area's tiles (the generator stamps a
// vault's tiles unchanged, levels.Level.PlaceVault: the fewest of its walls dug through since wins);
// UnknownVault for an area no vault of d matches.
func Vaults(d *assets.Data, l *levels.Level) []string {
	if l.Kind == levels.KindAuthored {
		whole := slices.Clone(d.Vaults)
		for _, m := range d.Modes {
			if m.GoalLevel != nil {
				whole = append(whole, m.GoalLevel)
			}
		}
		for _, v := range whole {
			if slices.Equal(levels.Authored(v, l.W, l.H).Tiles, l.Tiles) {
				return []string{VaultName(v)}
			}
		}
		return []string{UnknownVault}
	}
	var out []string
	for _, r := range l.Vaults {
		name, best := UnknownVault, -1
		for _, v := range d.Vaults {
			if v.Whole || r.Size().X != v.W || r.Size().Y != v.H {
				continue
			}
			if dug, ok := stamped(l, v, r); ok && (best < 0 || dug < best) {
				name, best = VaultName(v), dug
			}
		}
		out = append(out, name)
	}
	return out
}

// VaultName is how the census calls vault v: its file's name without the folder and .txt ("armoury").
func VaultName(v *levels.Vault) string {
	return strings.TrimSuffix(path.Base(v.Name), ".txt")
}

// stamped reports whether the area r of l holds v's tiles, and how many of its walls were dug through since
// (a vault placed later digs its way out to the nearest passage, through another's wall maybe).
func stamped(l *levels.Level, v *levels.Vault, r gruid.Range) (dug int, ok bool) {
	for y := range v.H {
		for x := range v.W {
			switch t, want := l.At(r.Min.Add(gruid.Point{X: x, Y: y})), v.Tiles[y*v.W+x]; {
			case t == want:
			case want == levels.Wall && t.Passable():
				dug++
			default:
				return 0, false
			}
		}
	}
	return dug, true
}
