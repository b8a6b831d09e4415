// The difficulty curve (combat/RULES.md §40, issue 36): the threat of what each level generates against the
// character expected at that depth, from the census and the arena, and its band of difficulty.toml.

package census

import (
	"fmt"
	"maps"
	"math"
	"slices"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/arena"
)

// CurveFights is how many arena fights `census --curve` plays for each kind of creature and rank: the mean
// share of hit points lost over them has a standard error of at most 0.5/√400 = 0.025.
const CurveFights = 400

// The threat's fights (RULES.md §40): the creature awake CurveApart cells from the character, as a creature
// of the level is met across a room, and a fight still going after CurveSeconds of game time ends there
// (the hit points lost so far count).
const (
	CurveApart   = 4
	CurveSeconds = 120
)

// Weight is one kind of creature's part in a level's threat.
type Weight struct {
	Name string `json:"name"`
	// Mean is how many of the kind the level holds, a dungeon (the census's); Threat the share of the
	// expected character's hit points one takes in a fight with it (a death counting 1).
	Mean   float64 `json:"mean"`
	Threat float64 `json:"threat"`
	// Part is its part of the level's threat (Mean·Threat over the level's creatures), Share that part
	// over the level's threat.
	Part  float64 `json:"part"`
	Share float64 `json:"share"`
}

// CurveLevel is one level's threat and its band.
type CurveLevel struct {
	Depth int `json:"depth"`
	// Rank is the expected character's rank there (difficulty.toml); Min and Max its band.
	Rank     int     `json:"rank"`
	Min      float64 `json:"min"`
	Max      float64 `json:"max"`
	Threat   float64 `json:"threat"`
	Creature float64 `json:"creatures"` // the creatures the level holds, a dungeon
	// Creatures are the kinds of the level, by name.
	Creatures []Weight `json:"weights"`
}

// Outside reports whether the level's threat lies outside its band.
func (c CurveLevel) Outside() bool { return c.Threat < c.Min || c.Threat > c.Max }

// Curve is the difficulty curve of a census: each level's threat against the expected character.
type Curve struct {
	Character string       `json:"character"`
	Rules     string       `json:"rules"`
	Fights    int          `json:"fights"`
	Levels    []CurveLevel `json:"levels"`
}

// Difficulty works out the curve of census r on data d (the data r was taken on): for each level, each kind
// of creature the census found there weighed by its mean count and by its threat against the expected
// character of the level, fights arena fights apiece (seeds 1 to fights, the same for every kind and level).
func Difficulty(d *assets.Data, r *Report, fights int) (*Curve, error) {
	if fights < 1 {
		return nil, fmt.Errorf("difficulty curve: %d fights: want at least 1", fights)
	}
	ch := game.DefaultCharacter(d)
	c := &Curve{Character: fmt.Sprintf("%s %s (the default character)", ch.Race, ch.Background), Rules: r.Rules, Fights: fights}
	type tk struct {
		kind string
		rank int
	}
	threats := map[tk]float64{}
	for _, lv := range r.Levels {
		band, ok := d.Band(lv.Depth)
		if !ok {
			return nil, fmt.Errorf("difficulty curve: no band for level %d in difficulty.toml", lv.Depth)
		}
		cl := CurveLevel{Depth: lv.Depth, Rank: band.Rank, Min: band.Min, Max: band.Max}
		for _, row := range lv.Rows {
			if row.Kind != KindCreature || row.Name == All || row.Total == 0 {
				continue
			}
			k := tk{row.Name, band.Rank}
			th, ok := threats[k]
			if !ok {
				var err error
				if th, err = Threat(d, r.Rules, row.Name, band.Rank, fights); err != nil {
					return nil, err
				}
				threats[k] = th
			}
			cl.Creatures = append(cl.Creatures, Weight{Name: row.Name, Mean: row.Mean, Threat: th})
			cl.Creature += row.Mean
		}
		for i := range cl.Creatures {
			w := &cl.Creatures[i]
			if cl.Creature > 0 {
				w.Part = w.Mean * w.Threat / cl.Creature
			}
			cl.Threat += w.Part
		}
		for i := range cl.Creatures {
			if cl.Threat > 0 {
				cl.Creatures[i].Share = cl.Creatures[i].Part / cl.Threat
			}
		}
		c.Levels = append(c.Levels, cl)
	}
	return c, nil
}

// Threat is the threat of one creature of kind to the expected character of rank (RULES.md §40): the mean,
// over fights arena fights (seeds 1 to fights), of the share of its hit points the character lost, a death
// counting 1. The character is the default one with every skill of its background at rank at least; the bot
// plays it (arena.Bot), the creature its own AI, CurveApart cells apart, for CurveSeconds at most.
func Threat(d *assets.Data, rules, kind string, rank, fights int) (float64, error) {
	setup := arena.Setup{Config: game.Config{Data: d, Rules: rules}, Foes: []arena.Group{{N: 1, Kind: kind}}, Apart: CurveApart}
	sum := 0.0
	for i := range fights {
		f, err := arena.New(setup, uint64(i)+1)
		if err != nil {
			return 0, fmt.Errorf("difficulty curve: %s: %w", kind, err)
		}
		pl := f.Game.Player
		for s, r := range pl.Skills {
			pl.Skills[s] = max(r, rank)
		}
		res := f.Play(CurveSeconds)
		switch {
		case res.Lost || pl.Dead:
			sum++
		case pl.MaxHP > 0:
			sum += float64(pl.MaxHP-max(0, pl.HP)) / float64(pl.MaxHP)
		}
	}
	return sum / float64(fights), nil
}

// Mover is the creature whose part of level depth's threat moved most from before to after (curves of the
// same levels), and by how much; "" when the level has no creature on either side.
func Mover(before, after *Curve, depth int) (name string, moved float64) {
	parts := func(c *Curve) map[string]float64 {
		m := map[string]float64{}
		if c != nil && depth >= 1 && depth <= len(c.Levels) {
			for _, w := range c.Levels[depth-1].Creatures {
				m[w.Name] = w.Part
			}
		}
		return m
	}
	b, a := parts(before), parts(after)
	names := slices.Sorted(maps.Keys(b))
	for n := range a {
		if _, ok := b[n]; !ok {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	for _, n := range names {
		if dm := a[n] - b[n]; name == "" || math.Abs(dm) > math.Abs(moved) {
			name, moved = n, dm
		}
	}
	return name, moved
}

// Outside lists the levels of after outside their bands, each with the creature that moved it most from
// before (the recorded curve): "level 3: threat 0.412 above its band 0.10-0.30; mud golem moved it most
// (+0.231)". Empty when every level lies inside its band.
func Outside(before, after *Curve) []string {
	var out []string
	for _, lv := range after.Levels {
		if !lv.Outside() {
			continue
		}
		where := "above"
		if lv.Threat < lv.Min {
			where = "below"
		}
		line := fmt.Sprintf("level %d: threat %.3f %s its band %.2f-%.2f", lv.Depth, lv.Threat, where, lv.Min, lv.Max)
		switch n, m := Mover(before, after, lv.Depth); {
		case n != "" && math.Abs(m) > 1e-9:
			line += fmt.Sprintf("; %s moved it most (%+.3f)", n, m)
		default:
			line += "; no creature's part moved from the recorded curve: its band did"
		}
		out = append(out, line)
	}
	return out
}
