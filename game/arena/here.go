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

// AsStood is a fight on the arena's floor from a fight's start kept of another game (an archived fight,
// game/arena/archive): the player pl and the creatures foes as they stood at the clock's now, under setup's
// data, rule set and AI (setup.Foes and setup.Character are made from pl and foes; Apart is the nearest
// creature's distance, 1 to MaxApart). The player is a copy of pl (become). Each creature is its kind as
// setup's data make it, with what the game made of it kept: its share of hit points (of the data's
// maximum), its wounds and ills, its stance, its state (awake or not, fleeing), and each item it holds
// when the data still give it the same in that slot (with its magic and its count). So new data change
// the creature (its hit points, Strength, Dexterity, speed, spells, gear, and what the data look up at
// each blow) and not the game's doing. The creatures stand in a column, the nearest first (New); foes
// past MaxFoes are left out. pl and foes are not changed.
func AsStood(setup Setup, pl *game.Actor, foes []*game.Actor, now int64, seed uint64) (*Fight, error) {
	if pl == nil || len(foes) == 0 {
		return nil, fmt.Errorf("arena: no fight: a player and a creature are needed")
	}
	foes = foes[:min(len(foes), MaxFoes)]
	setup.Character = game.Character{Name: pl.Name, Race: pl.Race, Background: pl.Background}
	setup.Foes = make([]Group, len(foes))
	for i, m := range foes {
		setup.Foes[i] = Group{N: 1, Kind: m.Kind}
	}
	setup.Side, setup.Build = nil, game.Build{}
	setup.Apart = min(max(1, setup.Apart), MaxApart)
	f, err := New(setup, seed)
	if err != nil {
		return nil, err
	}
	fg := f.Game
	become(fg.Player, pl, now)
	for i, m := range foes {
		becomeKind(fg.Creatures[i], m, now)
	}
	game.Wizard(fg).Sight()
	return f, nil
}

// PlayAsStood is AsStood played to its end with setup's AI and MaxSeconds.
func PlayAsStood(setup Setup, pl *game.Actor, foes []*game.Actor, now int64, seed uint64) (Result, error) {
	f, err := AsStood(setup, pl, foes, now, seed)
	if err != nil {
		return Result{}, err
	}
	return f.play(setup.MaxSeconds, setup.AI), nil
}

// becomeKind makes dst (a creature the arena's data made, of src's kind) what the game made of src at now,
// keeping what dst's data say of its kind (AsStood).
func becomeKind(dst, src *game.Actor, now int64) {
	fresh := *dst
	become(dst, src, now)
	dst.Name, dst.Kind, dst.Faction = fresh.Name, fresh.Kind, fresh.Faction
	dst.Str, dst.Dex, dst.StepTime = fresh.Str, fresh.Dex, fresh.StepTime
	dst.Spells = fresh.Spells
	dst.MaxHP = fresh.MaxHP
	dst.HP = fresh.MaxHP
	if src.MaxHP > 0 && src.HP < src.MaxHP { // its share of hit points, rounded up: a living creature keeps 1
		dst.HP = min(fresh.MaxHP, max(1, (fresh.MaxHP*max(0, src.HP)+src.MaxHP-1)/src.MaxHP))
	}
	for s := range dst.Worn {
		if fresh.Worn[s].Name != src.Worn[s].Name || fresh.Worn[s].Kind != src.Worn[s].Kind {
			dst.Worn[s] = fresh.Worn[s]
		}
	}
}
