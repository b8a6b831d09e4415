// Fights of a game in play, on the arena's floor: the sandbox's `arena` (issue 36) puts the player as they
// stand against a creature as it stands, many times over.

package arena

import (
	"fmt"
	"maps"
	"slices"

	"github.com/cleave-game/cleave/game"
)

// Tally is fights added up: how many, how many the build won, lost and left undecided, and the mean game
// seconds a fight took.
type Tally struct {
	Fights, Won, Lost, Undecided int
	Seconds                      float64
}

// Here plays n fights of the player of g as they stand (hit points, Strength and Dexterity, what they wear
// and carry, ranks, stance, spells, ills) against creature m of g as it stands (its hit points, stats, gear
// and stance, awake), side by side on the arena's floor (New, Apart 1), under g's rule set and data, the
// build played by ai (Bot or Melee; "" the bot). Fight i is seeded seed+i: the same call gives the same
// tally. The times of the game (a dazzle's end, a spell's recharge) count from the fight's start as they
// counted from g's now. g and m are not changed.
func Here(g *game.Game, m *game.Actor, n int, seed uint64, ai string) (Tally, error) {
	if m == nil || m.Player || m.Dead {
		return Tally{}, fmt.Errorf("arena: no living creature to fight")
	}
	pl := g.Player
	setup := Setup{
		Config: game.Config{Data: g.Data(), Rules: g.State.RuleSet,
			Character: game.Character{Name: pl.Name, Race: pl.Race, Background: pl.Background}},
		Foes:  []Group{{N: 1, Kind: m.Kind}},
		Apart: 1,
		AI:    ai,
	}
	var t Tally
	for i := range n {
		f, err := New(setup, seed+uint64(i))
		if err != nil {
			return Tally{}, err
		}
		fg := f.Game
		become(fg.Player, pl, g.Time)
		become(fg.Creatures[0], m, g.Time)
		fg.Creatures[0].Awake = true
		game.Wizard(fg).Sight()
		r := f.play(setup.MaxSeconds, ai)
		t.Fights++
		t.Seconds += (r.Seconds - t.Seconds) / float64(t.Fights)
		switch {
		case r.Won:
			t.Won++
		case r.Lost:
			t.Lost++
		default:
			t.Undecided++
		}
	}
	return t, nil
}

// become makes dst (an actor of an arena fight) a copy of src (of a game whose clock reads now): all of
// src but dst's ID and cell, nothing shared, the times of src's game made times of the fight's (which
// starts at 0).
func become(dst, src *game.Actor, now int64) {
	id, at := dst.ID, dst.Pos
	*dst = *src
	dst.ID, dst.Pos = id, at
	dst.Pack, dst.Spells, dst.Resist = slices.Clone(src.Pack), slices.Clone(src.Spells), slices.Clone(src.Resist)
	dst.Skills, dst.Practice = maps.Clone(src.Skills), maps.Clone(src.Practice)
	dst.KillsByKind, dst.SpellReady = maps.Clone(src.KillsByKind), maps.Clone(src.SpellReady)
	later := func(t int64) int64 { return max(0, t-now) }
	dst.LastTick, dst.DazzledUntil, dst.WardUntil = 0, later(src.DazzledUntil), later(src.WardUntil)
	for k, t := range dst.SpellReady {
		dst.SpellReady[k] = later(t)
	}
	dst.BleedBy, dst.PoisonBy = 0, 0 // who opened a wound is of the other game
	if dst.Skills == nil {
		dst.Skills = map[string]int{}
	}
}
