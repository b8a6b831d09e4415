// Actions: what the player (or the bot) asks for, and how the clock runs the creatures until the player's next turn.

package game

import (
	"fmt"
	"strings"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/levels"
)

// Action is something the player asks to do.
type Action struct {
	Kind   ActionKind
	Dir    gruid.Point // moves, attacks and bashes: one of the eight directions
	Target gruid.Point // shots and throws: the cell aimed at
	Item   int         // the pack index of the item acted on (throws: −1 for the main-hand weapon)
	Slot   Slot        // take off: the slot emptied
	Off    bool        // wield: into the off hand
	Stance string      // stance: the stance taken
	Spell  string      // cast: the spell cast (at Target, unless it is on oneself)
	// Option and Choice: the rule set's option chosen and the index of its value (an action, so that a replay
	// has the player's choice).
	Option, Choice int
}

// ActionKind names an action.
type ActionKind uint8

// The player's actions.
const (
	ActWait    ActionKind = iota // let the time of a step pass
	ActMove                      // step, open a door, or bump-attack in Dir (a blow from each hand with two weapons)
	ActDescend                   // go down the stairs the player stands on
	ActAscend                    // climb the stairs the player stands on
	ActFire                      // shoot the missile weapon at Target
	ActThrow                     // throw pack item Item at Target
	ActBash                      // shield bash in Dir
	ActStance                    // take the stance Stance (it takes stamina.stance_seconds)
	ActPickUp                    // pick up what lies here
	ActDrop                      // drop pack item Item
	ActWield                     // wield or wear pack item Item
	ActTakeOff                   // take off what is in Slot
	ActClose                     // close the open door in Dir
	ActQuaff                     // quaff the potion pack item Item (RULES.md §20)
	ActRead                      // read the scroll pack item Item
	ActCast                      // cast spell Spell at Target (game/spells.go)
	ActSearch                    // search the next cells for traps (game/traps.go)
	ActDisarm                    // disarm the found trap in Dir (or underfoot: Dir zero)
	ActChoose                    // choose value Choice of the rule set's option Option, its guard say (no time; RULES.md §32)
	// ActPickupKind and ActAutoPickUp follow (pickup.go), then ActGiveUp (giveup.go).
)

// dirs are the eight directions, clockwise from north (a constant table).
var dirs = [8]gruid.Point{{X: 0, Y: -1}, {X: 1, Y: -1}, {X: 1, Y: 0}, {X: 1, Y: 1}, {X: 0, Y: 1}, {X: -1, Y: 1}, {X: -1, Y: 0}, {X: -1, Y: -1}}

// Result is what came of a player's action.
type Result struct {
	Took bool // the action took time (walking into a wall does not)
	// Refusal says why nothing was done ("There are no stairs here."), for the interface to show; it is
	// never written into the log.
	Refusal string
}

// Do does the player's action, then lets every creature whose time comes first act, until the player's turn
// comes again. It reports whether the action took time, and why not when the action was refused.
func (g *Game) Do(a Action) Result {
	g.refusal = ""
	g.monsters.maySleep = g.cells.check(g.Floor)
	if g.recording {
		g.taken = append(g.taken, a)
	}
	took := g.act(a)
	r := Result{Took: took, Refusal: g.refusal}
	g.refusal = ""
	return r
}

// Act does the player's action as Do does, and reports whether it took time.
func (g *Game) Act(a Action) bool { return g.Do(a).Took }

// Record switches on the recording of the player's actions: every Do from now on is kept until
// TakeActions takes it. Games that are not recorded keep nothing.
func (g *Game) Record() { g.recording = true }

// TakeActions returns the actions done since the last call (while Record is on) and forgets them.
func (g *Game) TakeActions() []Action {
	a := g.taken
	g.taken = g.taken[:0:0]
	return a
}

// refuse says why the player's action is not done: to the interface, not into the log.
func (g *Game) refuse(format string, args ...any) { g.refusal = fmt.Sprintf(format, args...) }

// act does the player's action and runs the clock on; it reports whether the action took time.
func (g *Game) act(a Action) bool {
	if g.Over {
		return false
	}
	pl := g.Player
	var cost int64
	switch a.Kind {
	case ActWait:
		cost = pl.StepTime
	case ActChoose:
		g.arms.choose(a.Option, a.Choice)
		return false
	case ActPickupKind:
		g.pickup.set(a.Option, a.Choice)
		return false
	case ActAutoPickUp:
		cost = g.pickup.autoPickUp(pl)
	case ActGiveUp:
		giveUp(g)
		return false
	case ActMove:
		cost = g.moveOrAttack(pl, pl.Pos.Add(a.Dir))
	case ActDescend, ActAscend:
		cost = g.dungeon.useStairs(a.Kind)
	case ActFire:
		cost = g.missiles.shoot(pl, a.Target)
	case ActThrow:
		cost = g.missiles.throw(pl, a.Item, a.Target)
	case ActBash:
		cost = g.fight.bash(pl, a.Dir)
	case ActClose:
		cost = g.dungeon.closeDoor(pl, a.Dir)
	case ActCast:
		cost = g.spells.cast(pl, a.Spell, a.Target)
	case ActSearch:
		tell(g, MsgInfo, "game.act.search")
		cost = pl.StepTime
	case ActDisarm:
		cost = g.trapping.disarm(pl, pl.Pos.Add(a.Dir))
	case ActStance:
		cost = g.fight.changeStance(pl, a.Stance) // RULES.md §26.4: it takes time
	case ActQuaff, ActRead:
		cost = g.gear.use(pl, a.Item, a.Kind == ActRead)
	case ActPickUp:
		cost = g.gear.pickUpAction(pl)
	case ActDrop:
		cost = g.gear.dropAction(pl, a.Item)
	case ActWield:
		if msg, ok := g.gear.equip(pl, a.Item, a.Off); ok {
			g.message(MsgInfo, "%s", msg)
			cost = pl.StepTime
		} else {
			g.refuse("%s", msg)
		}
	case ActTakeOff:
		if a.Slot >= NumSlots {
			return false
		}
		if it := pl.Worn[a.Slot]; !it.IsZero() && !g.lore.cursed(it) && !g.gear.fits(pl, it) {
			g.refuse("%s", PackFull(langOf(g)))
		} else if g.gear.unequip(pl, a.Slot) {
			tell(g, MsgInfo, "game.act.take_off", itemArg(g, "item", it, it.Name))
			cost = pl.StepTime
		} else if g.lore.cursed(it) {
			refuseSay(g, "game.act.cursed", itemArg(g, "item", it, it.Name))
		} else {
			refuseSay(g, "game.act.nothing_worn")
		}
	}
	if cost == 0 {
		return false
	}
	g.Turns++
	g.trapping.notice(pl, a.Kind == ActSearch)
	g.runUntilPlayer(g.Time + cost)
	g.updateSight()
	g.luck.turn() // a fight ends when no foe is in view (RULES.md §39.1)
	return true
}

// runUntilPlayer lets the creatures act in the order of the clock until the player's time (at) comes.
func (g *Game) runUntilPlayer(at int64) {
	g.Queue.Push(0, at)
	g.monsters.beginTurn()
	for !g.Over {
		e, ok := g.Queue.Pop()
		if !ok {
			return
		}
		g.Time = max(g.Time, e.At)
		a := g.Actor(e.ID)
		if a.Dead || g.fight.passTime(a) {
			continue
		}
		if a.Player {
			return
		}
		cost := g.monsters.turn(a)
		g.Queue.Push(a.ID, g.Time+max(cost, 1))
	}
}

// moveOrAttack moves a into cell to, opening a closed door or attacking whoever stands there.
// It returns the time taken, 0 when nothing happened.
func (g *Game) moveOrAttack(a *Actor, to gruid.Point) int64 {
	if t := g.ActorAt(to); t != nil && t != a {
		if !g.hostile(a, t) && !a.Player {
			return 0
		}
		return g.fight.melee(a, t)
	}
	tile := g.Level.At(to)
	incorporeal := g.arms.traits(a).Incorporeal
	switch {
	case !g.Level.In(to):
		return 0
	case tile == levels.Wall && incorporeal:
	case !tile.Passable():
		return 0
	case tile == levels.DoorClosed && !incorporeal:
		g.Level.Set(to, levels.DoorOpen)
		g.emit(Event{Kind: EventDoorOpen, Actor: a.ID, Target: -1, From: a.Pos, To: to})
		if !a.Player {
			g.updateSight() // the player may see through it now, and be seen
		}
		return a.StepTime
	}
	if !a.Player && g.trapping.knowsAt(a, to) {
		return 0 // it does not step on a trap it knows (RULES.md §29.4)
	}
	from := a.Pos
	if !g.fight.freeBlows(a, from, to) { // RULES.md §26.3: a free blow at a foe stepping away
		return a.StepTime
	}
	g.cells.move(g.Floor, a, to)
	g.emit(Event{Kind: EventMove, Actor: a.ID, Target: -1, From: from, To: to})
	if cost, sprung := g.trapping.stepOn(a, from); sprung {
		return cost
	}
	if a.Player {
		switch tile {
		case levels.Artefact:
			g.dungeon.takeArtefact(to)
		case levels.StairsDown:
			tell(g, MsgInfo, "game.act.stairs_down")
		case levels.StairsUp:
			tell(g, MsgInfo, "game.act.stairs_up")
		}
		if its := g.ItemsAt(to); len(its) > 0 {
			names := make([]string, len(its))
			for i, it := range its {
				names[i] = saidItem(g, it, g.lore.an(it)).Base
			}
			tell(g, MsgInfo, "game.act.see_here", text.S("items", strings.Join(names, langOf(g).Say("game.list.comma"))))
		}
	}
	return g.dungeon.stepCost(a, tile)
}

// hostile reports whether a and t fight each other: the player and every creature; creatures of factions
// hostile in the game's data.
func (g *Game) hostile(a, t *Actor) bool {
	if a.Player || t.Player {
		return a != t
	}
	i, okA := g.kits.faction(g.data, a)
	j, okB := g.kits.faction(g.data, t)
	return okA && okB && g.data.HostileAt(i, j)
}

// Stances lists the stances of the data in their order.
func (g *Game) Stances() []string {
	out := make([]string, len(g.data.Stances))
	for i, s := range g.data.Stances {
		out[i] = s.Name
	}
	return out
}
