// Actions: what the player (or the bot) asks for, and how the clock runs the creatures until the player's next turn.
package game

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/levels"
)

// Action is something the player asks to do.
type Action struct {
	Kind ActionKind
	Dir  gruid.Point // for moves and attacks: one of the eight directions
}

// ActionKind names an action.
type ActionKind uint8

// The player's actions.
const (
	ActWait ActionKind = iota // let the time of a step pass
	ActMove                   // step, open a door, or bump-attack in Dir
)

// Dirs are the eight directions, clockwise from north.
var Dirs = [8]gruid.Point{{X: 0, Y: -1}, {X: 1, Y: -1}, {X: 1, Y: 0}, {X: 1, Y: 1}, {X: 0, Y: 1}, {X: -1, Y: 1}, {X: -1, Y: 0}, {X: -1, Y: -1}}

// Act does the player's action, then lets every creature whose time comes first act, until the player's turn
// comes again. It reports whether the action took time (walking into a wall does not).
func (g *Game) Act(a Action) bool {
	if g.Over {
		return false
	}
	pl := g.Player()
	var cost int64
	switch a.Kind {
	case ActWait:
		cost = pl.StepTime
	case ActMove:
		cost = g.moveOrAttack(pl, pl.Pos.Add(a.Dir))
	}
	if cost == 0 {
		return false
	}
	g.Turns++
	g.runUntilPlayer(g.Time + cost)
	g.updateSight()
	return true
}

// runUntilPlayer lets the creatures act in the order of the clock until the player's time (at) comes.
func (g *Game) runUntilPlayer(at int64) {
	g.Queue.Push(0, at)
	for !g.Over {
		e, ok := g.Queue.Pop()
		if !ok {
			return
		}
		g.Time = e.At
		a := g.Actors[e.ID]
		if a.Dead {
			continue
		}
		if a.Player {
			return
		}
		cost := g.monsterTurn(a)
		g.Queue.Push(a.ID, g.Time+cost)
	}
}

// moveOrAttack moves a into cell to, opening a closed door or attacking whoever stands there.
// It returns the time taken, 0 when nothing happened.
func (g *Game) moveOrAttack(a *Actor, to gruid.Point) int64 {
	if t := g.ActorAt(to); t != nil {
		g.attack(a, t)
		return blowTime
	}
	switch tile := g.Level.At(to); {
	case !tile.Passable():
		return 0
	case tile == levels.DoorClosed:
		g.Level.Set(to, levels.DoorOpen)
		return a.StepTime
	}
	from := a.Pos
	a.Pos = to
	g.emit(Event{Kind: EventMove, Actor: a.ID, Target: -1, From: from, To: to})
	return a.StepTime
}

// blowTime is the time of a plain blow, in tenths of a second: 6 seconds.
const blowTime = 60

// attack resolves one attack of a on t through combat and applies the outcome.
func (g *Game) attack(a, t *Actor) {
	g.roller.Who = a.Name
	o, err := combat.Resolve(g.roller, combat.Attack{Str: a.Str, Dex: a.Dex, Weapon: a.Weapon, Mode: combat.Blow}, t.defender())
	if err != nil {
		g.message(MsgBad, "%s cannot attack: %v", a.Name, err)
		return
	}
	g.emit(Event{Kind: EventAttack, Actor: a.ID, Target: t.ID, From: a.Pos, To: t.Pos, Outcome: o})
	kind := MsgInfo
	switch {
	case t.Player && o.Hit && !o.Glance:
		kind = MsgBad
	case a.Player && o.Hit:
		kind = MsgGood
	}
	g.message(kind, "%s", AttackSentence(a, t, o))
	t.Awake = true
	if !o.Hit {
		return
	}
	t.HP -= o.Dealt
	if t.HP <= 0 {
		t.HP = 0
		t.Dead = true
		g.emit(Event{Kind: EventDeath, Actor: t.ID, Target: -1, From: t.Pos, To: t.Pos})
		if t.Player {
			g.Over = true
			g.message(MsgDeath, "You die...")
		} else {
			g.message(MsgDeath, "%s dies.", capitalize(the(t)))
		}
	}
}
