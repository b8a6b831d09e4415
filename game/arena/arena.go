// Package arena plays fights on the game's own engine, headless, for designers (`cleave arena`, game/cli): a
// character build against a group of creatures on a small bare floor, played by the game's own turn loop. The
// build is the player's actor played by the bot (BotAction: its stances, shots at range, shield bashes,
// potions); the creatures are played by their own AI, as in the dungeon. The exact duel (exact.go) works a
// one-on-one melee fight out by dynamic programming where the rules allow it.
package arena

import (
	"fmt"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// Group is N creatures of one kind of the bestiary.
type Group struct {
	N    int
	Kind string
}

// Setup is one arena fight's setup: the build and the creatures it faces, Apart cells away at the start.
type Setup struct {
	game.Config // Seed is replaced by each fight's own; Data nil: the embedded data
	Foes        []Group
	Apart       int // cells between the build and the creatures at the start: 1 (0 too) to MaxApart
	// MaxSeconds ends a fight undecided after that much game time (0: 3600).
	MaxSeconds float64
	// AI chooses the build's actions: Bot (the bot's, "" too) or Melee (it keeps its stance and only
	// strikes the nearest foe up close, stepping to it: no shots, bashes, potions or spells).
	AI string
	// Side, when not empty, are creatures in the build's place (two kinds, or groups, against each other):
	// the build then sits the fight out, walled off, and Won means Side won. Their factions must be
	// hostile to the Foes' (creatures.toml), or they would not fight.
	Side []Group
	// Build is what the designer changes of the character (its weapon, armour, Strength...: game.Build),
	// over its race and background; zero: the character as they make it.
	Build game.Build
	// NoBleeding and NoFleeing are what-ifs: no wound bleeds, no creature flees (the exact duel's
	// conditions, Exact).
	NoBleeding, NoFleeing bool
}

// The build's AIs in the arena.
const (
	Bot   = "bot"
	Melee = "melee"
)

// How a loser died, in Result.Death.
const (
	DeathBlow     = "a blow"     // a hit that was not a confirmed critical took its last hit points
	DeathCritical = "a critical" // a confirmed critical
	DeathBled     = "bled out"   // its bleeding wound
	DeathPoison   = "poison"     // poison
	DeathOther    = "other"      // anything else (a spell, a trap)
	DeathNone     = "undecided"  // nobody won before MaxSeconds
)

// Result is how one arena fight ended.
type Result struct {
	Won     bool    // the build won: every creature died
	Lost    bool    // the build died
	Seconds float64 // game time from the start to the end
	HPLeft  int     // the winner's hit points left: the build's, or the living creatures' added up
	Death   string  // how the loser died (the build, or the last creature to fall): Death...
	Turns   int     // the build's turns
	Escaped bool    // the build left the level alive (a resumed fight, Resume)
}

// Fight is one arena fight: its game, and how many of its creatures (the first) fight on the build's side
// (Setup.Side).
type Fight struct {
	Game *game.Game
	side int
	// foes, when set, are the creatures the build fights (Resume: a fight of a game played), else every
	// creature after its side's.
	foes []*game.Actor
	// act, when set, chooses the build's actions (PlayWith) in place of the AI.
	act func() game.Action
}

// Resume is the fight of the game g in play (a copy of it: the fight plays it on) against foes: it ends
// when they are dead, the player is, or the player left the level (Result.Escaped).
func Resume(g *game.Game, foes []*game.Actor) *Fight { return &Fight{Game: g, foes: foes} }

// PlayWith plays the fight to its end as Play does, act choosing the build's actions.
func (f *Fight) PlayWith(maxSeconds float64, act func() game.Action) Result {
	f.act = act
	return f.play(maxSeconds, Bot)
}

// arenaH is the arena's height: a bare floor inside a wall, as wide as the fight's start needs.
const arenaH = 9

// The arena's width (New): a wall, two cells behind the build, the build's, Apart cells to the creatures'
// first column, foeColumns columns, a wall; with Side, a walled pocket of pocketW cells more for the build.
const (
	foeColumns  = 4
	sideColumns = 3 // x 3 to 1: the build's cell and the two behind it
	margin      = 1 + 2 + foeColumns + 1
	pocketW     = 2
)

// The arena's bounds, from the game's own: it is no wider than a level of the game (game.LevelW), which is
// the farthest two fighters can start apart in the dungeon, and its floor holds so many creatures.
const (
	// MaxApart is the most cells between the build and its foes at the start: the widest arena, the pocket
	// of Side included, is a level's width.
	MaxApart = game.LevelW - margin - pocketW
	// MaxFoes is the most creatures the build fights: foeColumns columns of the floor's height.
	MaxFoes = foeColumns * (arenaH - 2)
	// MaxSide is the most creatures on the build's side (Side): the columns from the build's cell west.
	MaxSide = sideColumns * (arenaH - 2)
)

// New makes the game of one arena fight with seed: the build of setup.Character on a bare floor, its foes
// awake and Apart cells east (a group stands in a column). It generates no dungeon.
func New(setup Setup, seed uint64) (*Fight, error) {
	d := setup.Data
	if d == nil {
		return nil, fmt.Errorf("arena: no data")
	}
	if setup.Apart < 0 || setup.Apart > MaxApart {
		return nil, fmt.Errorf("arena: %d cells apart: want 1 to %d (the arena is no wider than a level, %d cells)", setup.Apart, MaxApart, game.LevelW)
	}
	apart := max(1, setup.Apart)
	w := apart + margin
	pocket := len(setup.Side) > 0 // the build waits in a walled cell east of the floor
	if pocket {
		w += pocketW
	}
	l := levels.NewLevel(w, arenaH)
	floorW := w
	if pocket {
		floorW = w - pocketW
		l.Set(gruid.Point{X: w - 2, Y: arenaH / 2}, levels.Floor)
	}
	for y := 1; y < arenaH-1; y++ {
		for x := 1; x < floorW-1; x++ {
			l.Set(gruid.Point{X: x, Y: y}, levels.Floor)
		}
	}
	l.Up, l.Down = gruid.Point{X: 1, Y: 1}, gruid.Point{X: floorW - 2, Y: arenaH - 2}
	at := gruid.Point{X: 3, Y: arenaH / 2}
	if pocket {
		at = gruid.Point{X: w - 2, Y: arenaH / 2}
	}
	cfg := setup.Config
	cfg.Seed, cfg.Data = seed, d
	g, err := game.NewOn(cfg, l, at)
	if err != nil {
		return nil, fmt.Errorf("arena: %w", err)
	}
	if err := g.Outfit(setup.Build); err != nil {
		return nil, fmt.Errorf("arena: %w", err)
	}
	g.Suppose(game.WhatIfs{NoBleeding: setup.NoBleeding, NoFleeing: setup.NoFleeing})
	f := &Fight{Game: g}
	// The build's side of creatures stands in columns from x 3 westward, filling each from the middle out.
	for _, grp := range setup.Side {
		cr, ok := d.Creature(grp.Kind)
		if !ok {
			return nil, fmt.Errorf("arena: unknown creature %q", grp.Kind)
		}
		for _, f := range setup.Foes {
			if fc, ok := d.Creature(f.Kind); ok && !d.Hostile(cr.Faction, fc.Faction) {
				return nil, fmt.Errorf("arena: the %s (%s) and the %s (%s) do not fight each other: their factions are not hostile (creatures.toml)", cr.Name, cr.Faction, fc.Name, fc.Faction)
			}
		}
		for range grp.N {
			n := f.side
			col, row := n/(arenaH-2), n%(arenaH-2)
			dy := (row + 1) / 2
			if row%2 == 1 {
				dy = -dy
			}
			p := gruid.Point{X: 3 - col, Y: arenaH/2 + dy}
			if p.X < 1 {
				return nil, fmt.Errorf("arena: too many creatures (%d) on the build's side", n+1)
			}
			if _, err := g.PlaceCreature(cr.Name, p); err != nil {
				return nil, fmt.Errorf("arena: %w", err)
			}
			f.side++
		}
	}
	// The creatures stand in a column Apart cells east, filling it from the middle out, then the next column.
	n := 0
	for _, grp := range setup.Foes {
		cr, ok := d.Creature(grp.Kind)
		if !ok {
			return nil, fmt.Errorf("arena: unknown creature %q", grp.Kind)
		}
		for range grp.N {
			col, row := n/(arenaH-2), n%(arenaH-2)
			dy := (row + 1) / 2
			if row%2 == 1 {
				dy = -dy
			}
			p := gruid.Point{X: 3 + apart + col, Y: arenaH/2 + dy}
			if p.X >= floorW-1 {
				return nil, fmt.Errorf("arena: too many creatures (%d) for the floor", n+1)
			}
			if _, err := g.PlaceCreature(cr.Name, p); err != nil {
				return nil, fmt.Errorf("arena: %w", err)
			}
			n++
		}
	}
	if n == 0 || (pocket && f.side == 0) {
		return nil, fmt.Errorf("arena: no creatures to fight")
	}
	return f, nil
}

// Play plays the fight to its end (the build or every creature dead, or maxSeconds of game time) on the
// game's own turn loop, the bot choosing the build's actions.
func (f *Fight) Play(maxSeconds float64) Result { return f.play(maxSeconds, Bot) }

// play is Play with the build's AI ai (Bot or Melee).
func (f *Fight) play(maxSeconds float64, ai string) Result {
	if maxSeconds <= 0 {
		maxSeconds = 3600
	}
	g := f.Game
	start, limit := g.Time, g.Time+game.Tenths(maxSeconds)
	pl := g.Player
	var r Result
	plDeath, foeDeath := "", ""
	bleeding := make([]int, len(g.Creatures)+1)
	poisoned := make([]int, len(g.Creatures)+1)
	side := f.side > 0
	depth := g.Depth
	for !g.Over && g.Time < limit && f.foesLeft() > 0 && (!side || f.sideLeft() > 0) && g.Depth == depth {
		bleeding[0], poisoned[0] = pl.Bleeding, pl.Poison
		for i, a := range g.Creatures {
			bleeding[i+1], poisoned[i+1] = a.Bleeding, a.Poison
		}
		act := g.BotAction
		switch {
		case side:
			act = func() game.Action { return game.Action{Kind: game.ActWait} }
		case f.act != nil:
			act = f.act
		case ai == Melee:
			act = f.meleeAction
		}
		if !g.Act(act()) {
			g.Act(game.Action{Kind: game.ActWait})
		}
		r.Turns++
		evs := g.TakeEvents()
		for i, e := range evs {
			if e.Kind != game.EventDeath {
				continue
			}
			how := DeathOther
			blow := i > 0 && evs[i-1].Kind == game.EventAttack && evs[i-1].Target == e.Actor
			switch {
			case blow && evs[i-1].Outcome.Critical:
				how = DeathCritical
			case blow && evs[i-1].Outcome.Hit:
				how = DeathBlow
			case e.Actor < len(bleeding) && bleeding[e.Actor] > 0:
				how = DeathBled
			case e.Actor < len(poisoned) && poisoned[e.Actor] > 0:
				how = DeathPoison
			}
			if e.Actor == 0 || e.Actor <= f.side {
				plDeath = how
			} else {
				foeDeath = how
			}
		}
	}
	r.Seconds = float64(g.Time-start) / 10
	switch {
	case side && f.sideLeft() == 0:
		r.Lost, r.Death = true, plDeath
		for _, a := range g.Creatures[f.side:] {
			if !a.Dead {
				r.HPLeft += a.HP
			}
		}
	case side && f.foesLeft() == 0:
		r.Won, r.Death = true, foeDeath
		for _, a := range g.Creatures[:f.side] {
			if !a.Dead {
				r.HPLeft += a.HP
			}
		}
	case side:
		r.Death = DeathNone
	case g.Over || pl.Dead:
		r.Lost, r.Death = true, plDeath
		for _, a := range g.Creatures {
			if !a.Dead {
				r.HPLeft += a.HP
			}
		}
	case g.Depth != depth:
		r.Escaped, r.HPLeft = true, pl.HP
	case f.foesLeft() == 0:
		r.Won, r.HPLeft, r.Death = true, pl.HP, foeDeath
	default:
		r.Death = DeathNone
	}
	return r
}

// sideLeft is how many creatures of the build's side (the first side) are alive.
func (f *Fight) sideLeft() int {
	n := 0
	for _, a := range f.Game.Creatures[:f.side] {
		if !a.Dead {
			n++
		}
	}
	return n
}

// foesLeft is how many of the build's foes (the creatures after its side's) are alive.
func (f *Fight) foesLeft() int {
	n := 0
	foes := f.foes
	if foes == nil {
		foes = f.Game.Creatures[f.side:]
	}
	for _, a := range foes {
		if !a.Dead {
			n++
		}
	}
	return n
}

// Run plays one arena fight of setup with seed: New, then play with setup's AI.
func Run(setup Setup, seed uint64) (Result, error) {
	f, err := New(setup, seed)
	if err != nil {
		return Result{}, err
	}
	return f.play(setup.MaxSeconds, setup.AI), nil
}

// meleeAction is Melee's choice: strike the nearest foe in view when it stands next to the build, else step
// toward it (the bot's way, TravelStep); wait when none is in view.
func (f *Fight) meleeAction() game.Action { return MeleeAction(f.Game) }

// MeleeAction is Melee's choice in game g (the arena's, or a resumed fight's).
func MeleeAction(g *game.Game) game.Action {
	pl := g.Player
	targets := g.Targets()
	if len(targets) == 0 {
		return game.Action{Kind: game.ActWait}
	}
	t := targets[0]
	if levels.Distance(t.Pos, pl.Pos) == 1 {
		return game.Action{Kind: game.ActMove, Dir: t.Pos.Sub(pl.Pos)}
	}
	if step, ok := g.Walks().TravelStep(t.Pos); ok {
		return game.Action{Kind: game.ActMove, Dir: step.Sub(pl.Pos)}
	}
	return game.Action{Kind: game.ActWait}
}
