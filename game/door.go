package game

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/levels"
)

// The events of doors, for the renderer (a sound): an actor opened or closed the door at To.
const (
	EventDoorOpen EventKind = 32 + iota
	EventDoorClose
)

// closeDoor closes the open door next to a in direction dir, and returns the time it took (a step's), 0
// when there is no open door there or a creature or an item stands in the doorway. Sight is worked out
// again after the player's action, as for a door opened: what was seen through the door is seen no more,
// and creatures beyond it see the player no more (they look through the level's tiles).
func (dg *dungeon) closeDoor(a *Actor, dir gruid.Point) int64 {
	g := dg.g
	to := a.Pos.Add(dir)
	switch {
	case dir == (gruid.Point{}) || levels.Distance(a.Pos, to) != 1 || !g.Level.In(to) || g.Level.At(to) != levels.DoorOpen:
		refuseSay(g, "game.door.none")
		return 0
	case g.ActorAt(to) != nil || len(g.ItemsAt(to)) > 0:
		refuseSay(g, "game.door.blocked")
		return 0
	}
	g.Level.Set(to, levels.DoorClosed)
	g.emit(Event{Kind: EventDoorClose, Actor: a.ID, Target: -1, From: a.Pos, To: to})
	return a.StepTime
}
