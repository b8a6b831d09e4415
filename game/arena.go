// Arena: fights on the game's own engine, headless, for designers (`cleave arena`): a character build
// against a group of creatures on a small bare floor, played by the game's own turn loop. The build is the
// player's actor played by the bot (BotAction: its stances, shots at range, shield bashes, potions); the
// creatures are played by their own AI, as in the dungeon.

package game

import (
	"fmt"
	"math/rand/v2"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/levels"
)

// ArenaGroup is N creatures of one kind of the bestiary.
type ArenaGroup struct {
	N    int
	Kind string
}

// ArenaSetup is one arena fight's setup: the build and the creatures it faces, Apart cells away at the start.
type ArenaSetup struct {
	Config // Seed is replaced by each fight's own; Data nil: the embedded data
	Foes   []ArenaGroup
	Apart  int // cells between the build and the creatures at the start (at least 1)
	// MaxSeconds ends a fight undecided after that much game time (0: 3600).
	MaxSeconds float64
	// AI chooses the build's actions: ArenaBot (the bot's, "" too) or ArenaMelee (it keeps its stance and
	// only strikes the nearest foe up close, stepping to it: no shots, bashes, potions or spells).
	AI string
	// Side, when not empty, are creatures in the build's place (two kinds, or groups, against each other):
	// the build then sits the fight out, walled off, and Won means Side won. Their factions must be
	// hostile to the Foes' (creatures.toml), or they would not fight.
	Side []ArenaGroup
	// NoBleeding and NoFleeing are what-ifs: no wound bleeds, no creature flees (the exact duel's
	// conditions, ExactArena).
	NoBleeding, NoFleeing bool
}

// The build's AIs in the arena.
const (
	ArenaBot   = "bot"
	ArenaMelee = "melee"
)

// How a loser died, in ArenaResult.Death.
const (
	DeathBlow     = "a blow"     // a hit that was not a confirmed critical took its last hit points
	DeathCritical = "a critical" // a confirmed critical
	DeathBled     = "bled out"   // its bleeding wound
	DeathPoison   = "poison"     // poison
	DeathOther    = "other"      // anything else (a spell, a trap)
	DeathNone     = "undecided"  // nobody won before MaxSeconds
)

// ArenaResult is how one arena fight ended.
type ArenaResult struct {
	Won     bool    // the build won: every creature died
	Lost    bool    // the build died
	Seconds float64 // game time from the start to the end
	HPLeft  int     // the winner's hit points left: the build's, or the living creatures' added up
	Death   string  // how the loser died (the build, or the last creature to fall): Death...
	Turns   int     // the build's turns
}

// arenaH is the arena's height: a bare floor inside a wall, as wide as the fight's start needs.
const arenaH = 9

// NewArena makes the game of one arena fight with seed: the build of setup.Character on a bare floor, its
// foes awake and Apart cells east (a group stands in a column). It generates no dungeon.
func NewArena(setup ArenaSetup, seed uint64) (*Game, error) {
	d := setup.Data
	if d == nil {
		return nil, fmt.Errorf("arena: no data")
	}
	c := setup.Character
	if c == (Character{}) {
		c = DefaultCharacter(d)
	}
	pl, err := NewPlayer(d, c)
	if err != nil {
		return nil, fmt.Errorf("arena: %w", err)
	}
	apart := max(1, setup.Apart)
	w := apart + 8
	pocket := len(setup.Side) > 0 // the build waits in a walled cell east of the floor
	if pocket {
		w += 2
	}
	g := &Game{State: State{Seed: seed, Player: pl, Depth: 1, Deepest: 1, RuleSet: setup.Rules}, data: d, vaults: d.Vaults,
		src: rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)}
	if err := g.bindRules(); err != nil {
		return nil, fmt.Errorf("arena: %w", err)
	}
	g.wire()
	g.dealLooks()
	g.noBleeding, g.noFleeing = setup.NoBleeding, setup.NoFleeing
	l := levels.NewLevel(w, arenaH)
	floorW := w
	if pocket {
		floorW = w - 2
		l.Set(gruid.Point{X: w - 2, Y: arenaH / 2}, levels.Floor)
	}
	for y := 1; y < arenaH-1; y++ {
		for x := 1; x < floorW-1; x++ {
			l.Set(gruid.Point{X: x, Y: y}, levels.Floor)
		}
	}
	l.Up, l.Down = gruid.Point{X: 1, Y: 1}, gruid.Point{X: floorW - 2, Y: arenaH - 2}
	g.Floor = &Floor{Level: l, Seen: make([]bool, w*arenaH)}
	g.Floors = append(g.Floors, g.Floor)
	g.Visible = make([]bool, w*arenaH)
	pl.Pos = gruid.Point{X: 3, Y: arenaH / 2}
	if pocket {
		pl.Pos = gruid.Point{X: w - 2, Y: arenaH / 2}
	}
	g.addActor(pl)
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
			n := g.arenaSide
			col, row := n/(arenaH-2), n%(arenaH-2)
			dy := (row + 1) / 2
			if row%2 == 1 {
				dy = -dy
			}
			p := gruid.Point{X: 3 - col, Y: arenaH/2 + dy}
			if p.X < 1 {
				return nil, fmt.Errorf("arena: too many creatures (%d) on the build's side", n+1)
			}
			a := g.newCreature(cr, p)
			g.addActor(a)
			a.Awake = true
			g.arenaSide++
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
			a := g.newCreature(cr, p)
			g.addActor(a)
			a.Awake = true
			n++
		}
	}
	if n == 0 || (pocket && g.arenaSide == 0) {
		return nil, fmt.Errorf("arena: no creatures to fight")
	}
	g.updateSight()
	return g, nil
}

// Fight plays g's arena fight to its end (the build or every creature dead, or maxSeconds of game time) on
// the game's own turn loop, the bot choosing the build's actions.
func (g *Game) Fight(maxSeconds float64) ArenaResult { return g.fight(maxSeconds, ArenaBot) }

// fight is Fight with the build's AI ai (ArenaBot or ArenaMelee).
func (g *Game) fight(maxSeconds float64, ai string) ArenaResult {
	if maxSeconds <= 0 {
		maxSeconds = 3600
	}
	start, limit := g.Time, g.Time+tenths(maxSeconds)
	pl := g.Player
	var r ArenaResult
	plDeath, foeDeath := "", ""
	bleeding := make([]int, len(g.Creatures)+1)
	poisoned := make([]int, len(g.Creatures)+1)
	side := g.arenaSide > 0
	for !g.Over && g.Time < limit && g.foesLeft() > 0 && (!side || g.sideLeft() > 0) {
		bleeding[0], poisoned[0] = pl.Bleeding, pl.Poison
		for i, a := range g.Creatures {
			bleeding[i+1], poisoned[i+1] = a.Bleeding, a.Poison
		}
		act := g.BotAction
		switch {
		case side:
			act = func() Action { return Action{Kind: ActWait} }
		case ai == ArenaMelee:
			act = g.meleeAction
		}
		if !g.Act(act()) {
			g.Act(Action{Kind: ActWait})
		}
		r.Turns++
		evs := g.TakeEvents()
		for i, e := range evs {
			if e.Kind != EventDeath {
				continue
			}
			how := DeathOther
			blow := i > 0 && evs[i-1].Kind == EventAttack && evs[i-1].Target == e.Actor
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
			if e.Actor == 0 || e.Actor <= g.arenaSide {
				plDeath = how
			} else {
				foeDeath = how
			}
		}
	}
	r.Seconds = float64(g.Time-start) / 10
	switch {
	case side && g.sideLeft() == 0:
		r.Lost, r.Death = true, plDeath
		for _, a := range g.Creatures[g.arenaSide:] {
			if !a.Dead {
				r.HPLeft += a.HP
			}
		}
	case side && g.foesLeft() == 0:
		r.Won, r.Death = true, foeDeath
		for _, a := range g.Creatures[:g.arenaSide] {
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
	case g.foesLeft() == 0:
		r.Won, r.HPLeft, r.Death = true, pl.HP, foeDeath
	default:
		r.Death = DeathNone
	}
	return r
}

// sideLeft is how many creatures of the build's side (the first arenaSide) are alive.
func (g *Game) sideLeft() int {
	n := 0
	for _, a := range g.Creatures[:g.arenaSide] {
		if !a.Dead {
			n++
		}
	}
	return n
}

// foesLeft is how many of the build's foes (the creatures after its side's) are alive.
func (g *Game) foesLeft() int {
	n := 0
	for _, a := range g.Creatures[g.arenaSide:] {
		if !a.Dead {
			n++
		}
	}
	return n
}

// ArenaFight plays one arena fight of setup with seed: NewArena, then Fight.
func ArenaFight(setup ArenaSetup, seed uint64) (ArenaResult, error) {
	g, err := NewArena(setup, seed)
	if err != nil {
		return ArenaResult{}, err
	}
	return g.fight(setup.MaxSeconds, setup.AI), nil
}

// meleeAction is ArenaMelee's choice: strike the nearest foe in view when it stands next to the build,
// else step toward it; wait when none is in view.
func (g *Game) meleeAction() Action {
	pl := g.Player
	targets := g.Targets()
	if len(targets) == 0 {
		return Action{Kind: ActWait}
	}
	t := targets[0]
	if levels.Distance(t.Pos, pl.Pos) == 1 {
		return Action{Kind: ActMove, Dir: t.Pos.Sub(pl.Pos)}
	}
	if step, ok := g.botStep(pl.Pos, t.Pos); ok {
		return Action{Kind: ActMove, Dir: step.Sub(pl.Pos)}
	}
	return Action{Kind: ActWait}
}
