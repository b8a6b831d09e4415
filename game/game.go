// Package game holds Cleave's state and rules of play: actors, turns on one clock, actions, sight and messages.
package game

import (
	"fmt"
	"math/rand/v2"

	"codeberg.org/anaseto/gruid"
	"codeberg.org/anaseto/gruid/rl"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/levels"
)

// Level dimensions of generated levels.
const (
	LevelW = 80
	LevelH = 50
	// SightRadius is how far the player sees in a lit dungeon.
	SightRadius = 8
)

// Game is the whole state of one game. It never draws: the renderer reads it.
type Game struct {
	Seed uint64
	// Floors keeps every level visited, by depth (Floors[0] is depth 1), as it was left; the current one's
	// parts are also in Level, Actors, Queue and Seen.
	Floors []*Floor
	Level  *levels.Level
	Actors []*Actor // Actors[0] is the player; dead actors stay, marked Dead
	Queue  Queue
	Time   int64 // the clock, in tenths of a second
	Turns  int   // player actions taken
	Depth  int
	// Seen marks cells the player has seen (remembered); Visible those in view now.
	Seen    []bool
	Visible []bool
	Log     []Message
	Over    bool // the player is dead

	arrivedTurn int // the turn the player came to this level
	events      []Event
	src         *rand.PCG // rng's source, kept for saving its exact state
	rng         *rand.Rand
	roller      *combat.Roller
	fov         *rl.FOV
}

// New starts a game from seed: the same seed gives the same game.
func New(seed uint64) *Game {
	g := &Game{Seed: seed, Depth: 1, src: rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)}
	g.wire()
	g.Visible = make([]bool, LevelW*LevelH)
	g.enterNewFloor(newPlayer(gruid.Point{}))
	g.updateSight()
	g.message(MsgInfo, "You enter the dungeon. Kobolds lurk here.")
	return g
}

// Floor is one level of the dungeon with the creatures on it, kept while the player is elsewhere.
type Floor struct {
	Level  *levels.Level
	Actors []*Actor // Actors[0] is the player, also on floors the player has left
	Queue  Queue
	Seen   []bool
}

// enterNewFloor generates the level of the current depth, puts the player on its up stairs and populates it.
func (g *Game) enterNewFloor(pl *Actor) {
	g.Level = levels.Generate(g.rng, LevelW, LevelH)
	g.Seen = make([]bool, LevelW*LevelH)
	g.Actors = nil
	g.Queue = Queue{}
	pl.Pos = g.Level.Up
	g.addActor(pl)
	g.populate()
	g.Floors = append(g.Floors, &Floor{Level: g.Level, Actors: g.Actors, Queue: g.Queue, Seen: g.Seen})
}

// changeFloor takes the player down (+1) or up (−1) a level, keeping the level left as it was.
func (g *Game) changeFloor(delta int) {
	pl := g.Player()
	g.arrivedTurn = g.Turns
	g.Floors[g.Depth-1].Queue = g.Queue
	g.Floors[g.Depth-1].Actors = g.Actors
	g.Depth += delta
	if g.Depth > len(g.Floors) {
		g.enterNewFloor(pl)
		g.message(MsgInfo, "You go down the stairs to level %d.", g.Depth)
		return
	}
	f := g.Floors[g.Depth-1]
	g.Level, g.Actors, g.Queue, g.Seen = f.Level, f.Actors, f.Queue, f.Seen
	if delta > 0 {
		pl.Pos = g.Level.Up
	} else {
		pl.Pos = g.Level.Down
	}
	if a := g.ActorAt(pl.Pos); a != nil && a != pl {
		g.shove(a)
	}
	// Time went on while the player was away: nobody acts for the missed time all at once.
	for i := range g.Queue.Entries {
		g.Queue.Entries[i].At = max(g.Queue.Entries[i].At, g.Time)
	}
	if delta > 0 {
		g.message(MsgInfo, "You go down the stairs to level %d.", g.Depth)
	} else {
		g.message(MsgInfo, "You climb the stairs to level %d.", g.Depth)
	}
}

// shove moves a to the nearest free passable cell, so that the arriving player has the stairs.
func (g *Game) shove(a *Actor) {
	for r := 1; r < 10; r++ {
		for _, d := range Dirs {
			p := a.Pos.Add(gruid.Point{X: d.X * r, Y: d.Y * r})
			if g.Level.At(p).Passable() && g.ActorAt(p) == nil {
				a.Pos = p
				return
			}
		}
	}
}

// newPlayer is the default character: Thora, a dwarf warrior with a long sword and a chain mail shirt.
func newPlayer(at gruid.Point) *Actor {
	return &Actor{
		Name: "you", Kind: "player", Player: true, Pos: at,
		HP: 24, MaxHP: 24, Str: 15, Dex: 10,
		Weapon:     combat.Weapon{Name: "long sword", Damage: combat.Dice{Count: 1, Sides: 9}, ThreatLow: 20, Multiplier: 2, Types: combat.AnyOf(combat.Slashing, combat.Piercing)},
		Armour:     Armour{Name: "chain mail shirt", Defence: 2, DexCap: 4},
		Protection: []combat.Piece{{Name: "chain mail shirt", Protection: 3, Vs: [combat.NumDamageTypes]int{combat.Slashing: 1, combat.Piercing: -1}}},
		StepTime:   60,
	}
}

// newKobold is the chapter's kobold: Dexterity 13, no armour, Defence 11, 6 hit points, a spear.
func newKobold(at gruid.Point) *Actor {
	return &Actor{
		Name: "kobold", Kind: "kobold", Pos: at,
		HP: 6, MaxHP: 6, Str: 10, Dex: 13,
		Weapon:   combat.Weapon{Name: "spear", Damage: combat.Dice{Count: 1, Sides: 8}, ThreatLow: 22, Multiplier: 3, Types: combat.AnyOf(combat.Piercing), Verbs: [combat.NumDamageTypes]string{combat.Piercing: "stab"}},
		StepTime: 60,
	}
}

func (g *Game) addActor(a *Actor) {
	a.ID = len(g.Actors)
	a.Wanders = !a.Player && g.rng.IntN(2) == 0
	g.Actors = append(g.Actors, a)
	if !a.Player {
		g.Queue.Push(a.ID, g.Time+int64(g.rng.IntN(int(a.StepTime))))
	}
}

// Player is the player's actor.
func (g *Game) Player() *Actor { return g.Actors[0] }

// ActorAt returns the living actor standing at p, or nil.
func (g *Game) ActorAt(p gruid.Point) *Actor {
	for _, a := range g.Actors {
		if !a.Dead && a.Pos == p {
			return a
		}
	}
	return nil
}

// IsVisible reports whether the player sees p now.
func (g *Game) IsVisible(p gruid.Point) bool { return g.Level.In(p) && g.Visible[p.Y*g.Level.W+p.X] }

// IsSeen reports whether the player has ever seen p.
func (g *Game) IsSeen(p gruid.Point) bool { return g.Level.In(p) && g.Seen[p.Y*g.Level.W+p.X] }

// TakeEvents returns the events since the last call and forgets them.
func (g *Game) TakeEvents() []Event {
	ev := g.events
	g.events = g.events[:0:0]
	return ev
}

func (g *Game) message(kind MessageKind, format string, args ...any) {
	g.Log = append(g.Log, Message{Text: fmt.Sprintf(format, args...), Kind: kind})
}

func (g *Game) emit(e Event) {
	e.At = g.Time
	g.events = append(g.events, e)
}

// updateSight recomputes the player's field of view (symmetric shadowcasting) and remembers what is seen.
func (g *Game) updateSight() {
	for i := range g.Visible {
		g.Visible[i] = false
	}
	p := g.Player().Pos
	g.fov.SetRange(gruid.NewRange(p.X-SightRadius, p.Y-SightRadius, p.X+SightRadius+1, p.Y+SightRadius+1).Intersect(gruid.NewRange(0, 0, g.Level.W, g.Level.H)))
	for _, q := range g.fov.SSCVisionMap(p, SightRadius, func(q gruid.Point) bool { return !g.Level.At(q).Opaque() }, true) {
		if q.Sub(p).X*q.Sub(p).X+q.Sub(p).Y*q.Sub(p).Y > SightRadius*SightRadius+SightRadius {
			continue
		}
		i := q.Y*g.Level.W + q.X
		g.Visible[i] = true
		g.Seen[i] = true
	}
}

// populate places the level's creatures in packs of one to four around the spawn places the generator chose,
// then around random floor cells, out of the player's sight, up to a number that grows with depth.
func (g *Game) populate() {
	want := 14 + 4*g.Depth
	free := func(p gruid.Point) bool {
		return g.Level.At(p) == levels.Floor && g.ActorAt(p) == nil && chebyshev(p, g.Player().Pos) > SightRadius
	}
	pack := func(c gruid.Point) {
		n := 1 + g.rng.IntN(4)
		for tries := 0; n > 0 && len(g.Actors) <= want && tries < 40; tries++ {
			p := c.Add(gruid.Point{X: g.rng.IntN(5) - 2, Y: g.rng.IntN(5) - 2})
			if free(p) {
				g.addActor(newKobold(p))
				n--
			}
		}
	}
	for _, p := range g.Level.Spawns {
		pack(p)
	}
	for tries := 0; len(g.Actors) <= want && tries < 1000; tries++ {
		pack(gruid.Point{X: g.rng.IntN(g.Level.W), Y: g.rng.IntN(g.Level.H)})
	}
}
