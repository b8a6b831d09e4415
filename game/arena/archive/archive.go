// Package archive keeps real fights (issue 37, part 5): each fight of a played game taken at its start —
// the player and the creatures in view as they stood — from the game's replay played again on the real
// engine (Extract, or a Spotter beside any loop that plays a game), written to and read from a file of JSON
// lines (Write, Read: versioned, every size bounded), and played again on the arena's floor under two sets
// of data to see what the new data change (Diff: per creature, the deaths turned into wins and the wins
// into deaths). The leaderboard server keeps the fights of every run it verifies and serves them as such
// a file; `designer arena --fights FILE --diff DIR` reads it (game/cli). combat/RULES.md §41.
package archive

import (
	"fmt"
	"maps"
	"slices"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/save"
	"github.com/cleave-game/cleave/levels"
)

// How a fight of the game ended (Fight.Outcome).
const (
	OutcomeWon    = "won"    // every creature of its start died before the player's view was clear
	OutcomeDied   = "died"   // the player died in it
	OutcomeParted = "parted" // no creature in view any more, some of them alive (fled, left behind, the stairs)
	OutcomeOpen   = "open"   // the replay ended with it under way
)

// Fight is one fight of a played game at its start (RULES.md §41.1): the first turn a creature is in the
// player's view after a turn with none, the player and the creatures in view then, as they stood.
type Fight struct {
	Run   string `json:"run,omitempty"`  // the leaderboard's run it is of ("" outside one)
	Date  string `json:"date,omitempty"` // the daily game's day ("" for another game)
	Rules string `json:"rules"`          // the rule set the game was played under
	Turn  int    `json:"turn"`           // the game's turns at its start
	Depth int    `json:"depth"`
	Time  int64  `json:"time"`  // the game's clock at its start, tenths of a second: the actors' times count from it
	Apart int    `json:"apart"` // the nearest creature's distance from the player, in cells
	// Outcome is how the fight of the game itself ended: Outcome...
	Outcome   string       `json:"outcome"`
	Player    game.Actor   `json:"player"`
	Creatures []game.Actor `json:"creatures"` // the nearest first, at most MaxCreatures
}

// The bounds of the archive.
const (
	// MaxCreatures is the most creatures a fight keeps, the nearest: as many as the arena's floor holds.
	MaxCreatures = 28
	// MaxRunFights is the most fights one game gives; a game past it keeps its first (a bot's daily run of
	// 5,614 actions had 114).
	MaxRunFights = 2000
)

// Kinds are the kinds of the fight's creatures, each once, in the order first met.
func (f Fight) Kinds() []string {
	var out []string
	for _, c := range f.Creatures {
		if !slices.Contains(out, c.Kind) {
			out = append(out, c.Kind)
		}
	}
	return out
}

// Spotter watches a game played turn by turn and keeps each of its fights at its start.
type Spotter struct {
	Run, Date string
	fights    []Fight
	under     bool  // a fight is under way
	turn      int   // the turns last looked at (-1: none)
	ids       []int // the creatures of the fight under way, by ID
	depth     int
}

// NewSpotter is a Spotter of a game of run (its id, "" for none) of day date ("" for no daily game).
func NewSpotter(run, date string) *Spotter { return &Spotter{Run: run, Date: date, turn: -1} }

// Look looks at g after an action (or before the first): a new turn with a creature in view after one
// with none begins a fight; a turn with none ends it.
func (s *Spotter) Look(g *game.Game) {
	if g.Over {
		if s.under {
			s.end(g)
		}
		return
	}
	if g.Turns == s.turn {
		return
	}
	s.turn = g.Turns
	ts := g.Targets()
	switch {
	case len(ts) > 0 && !s.under:
		s.begin(g, ts)
	case len(ts) == 0 && s.under:
		s.end(g)
	}
}

// begin keeps the fight beginning in g against ts (in view, the nearest first).
func (s *Spotter) begin(g *game.Game, ts []*game.Actor) {
	s.under = true
	if len(s.fights) >= MaxRunFights {
		s.ids = nil
		return
	}
	ts = ts[:min(len(ts), MaxCreatures)]
	pl := g.Player
	f := Fight{Run: s.Run, Date: s.Date, Rules: g.RulesName(), Turn: g.Turns, Depth: g.Depth, Time: g.Time,
		Apart: levels.Distance(ts[0].Pos, pl.Pos), Outcome: OutcomeOpen, Player: clone(pl)}
	s.ids, s.depth = s.ids[:0], g.Depth
	for _, a := range ts {
		f.Creatures = append(f.Creatures, clone(a))
		s.ids = append(s.ids, a.ID)
	}
	s.fights = append(s.fights, f)
}

// end ends the fight under way in g: died, won (its creatures all dead, on its level) or parted.
func (s *Spotter) end(g *game.Game) {
	s.under = false
	if s.ids == nil {
		return // one past MaxRunFights
	}
	f := &s.fights[len(s.fights)-1]
	switch {
	case g.Player.Dead:
		f.Outcome = OutcomeDied
	case g.Depth != s.depth:
		f.Outcome = OutcomeParted
	default:
		f.Outcome = OutcomeWon
		for _, id := range s.ids {
			if a := g.Actor(id); a != nil && !a.Dead {
				f.Outcome = OutcomeParted
			}
		}
	}
	s.ids = nil
}

// Fights are the fights seen, in their order.
func (s *Spotter) Fights() []Fight { return s.fights }

// clone is a copy of a sharing nothing with it.
func clone(a *game.Actor) game.Actor {
	c := *a
	c.Pack, c.Spells, c.Resist = slices.Clone(a.Pack), slices.Clone(a.Spells), slices.Clone(a.Resist)
	c.Skills, c.Practice = maps.Clone(a.Skills), maps.Clone(a.Practice)
	c.KillsByKind, c.SpellReady = maps.Clone(a.KillsByKind), maps.Clone(a.SpellReady)
	return c
}

// Extract plays replay r on the real engine with data d, as the leaderboard verifies it (where the bot was
// asked, its answer), and returns the game's fights; run names them ("" for none).
func Extract(r *save.Replay, d *assets.Data, run string) ([]Fight, error) {
	g, err := r.NewGame(d)
	if err != nil {
		return nil, fmt.Errorf("archive: %w", err)
	}
	s := NewSpotter(run, r.Header.Daily)
	s.Look(g)
	for _, st := range r.Steps {
		st.Play(g) // asking the bot too: its thinking is part of the game
		if !st.Bot() {
			s.Look(g)
		}
	}
	return s.Fights(), nil
}
