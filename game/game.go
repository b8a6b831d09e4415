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
	Seed   uint64
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

	events []Event
	rng    *rand.Rand
	roller *combat.Roller
	fov    *rl.FOV
}

// New starts a game from seed: the same seed gives the same game.
func New(seed uint64) *Game {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	g := &Game{Seed: seed, Depth: 1, rng: rng, roller: combat.NewRoller(rng)}
	g.Level = levels.Generate(rng, LevelW, LevelH)
	g.Seen = make([]bool, LevelW*LevelH)
	g.Visible = make([]bool, LevelW*LevelH)
	g.fov = rl.NewFOV(gruid.NewRange(0, 0, LevelW, LevelH))
	g.addActor(newPlayer(g.Level.Up))
	for _, p := range g.Level.Spawns {
		g.addActor(newKobold(p))
	}
	g.updateSight()
	g.message(MsgInfo, "You enter the dungeon. Kobolds lurk here.")
	return g
}

// newPlayer is the default character: Thora, a dwarf warrior with a long sword and a chain mail shirt.
func newPlayer(at gruid.Point) *Actor {
	return &Actor{
		Name: "you", Kind: "player", Player: true, Pos: at,
		HP: 24, MaxHP: 24, Str: 15, Dex: 10,
		Weapon:     combat.Weapon{Name: "long sword", Damage: combat.Dice{Count: 1, Sides: 9}, ThreatLow: 20, Multiplier: 2, Types: []combat.DamageType{combat.Slashing, combat.Piercing}},
		Armour:     2,
		Protection: 3,
		StepTime:   60,
	}
}

// newKobold is the chapter's kobold: Dexterity 13, no armour, Defence 11, 6 hit points, a spear.
func newKobold(at gruid.Point) *Actor {
	return &Actor{
		Name: "kobold", Kind: "kobold", Pos: at,
		HP: 6, MaxHP: 6, Str: 10, Dex: 13,
		Weapon:   combat.Weapon{Name: "spear", Damage: combat.Dice{Count: 1, Sides: 8}, ThreatLow: 22, Multiplier: 3, Types: []combat.DamageType{combat.Piercing}},
		StepTime: 60,
	}
}

func (g *Game) addActor(a *Actor) {
	a.ID = len(g.Actors)
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
