// Roles: how the traits of a creature's tags change the way it fights (combat/RULES.md §37) — packs that
// surround, skirmishers that strike and step back, shield-bearers that bash, the hurt that run for their
// fellows and come back with them.

package game

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/levels"
)

// rallyCells is how near a fellow must be for a rallying creature to stand and fight, and how far its cry
// wakes its fellows when it reaches them.
const rallyCells = 3

// rallySearch is how far (in steps) a rallying creature looks for fellows to run to.
const rallySearch = 20

// flankStep is a pack hunter's step toward the free side of the player farthest from its fellows already
// next to the player (RULES.md §37.1); false when it has none (no free side, no path): it then hunts as
// any creature does.
func (mo *monsters) flankStep(m *Actor) (gruid.Point, bool) {
	g := mo.g
	pl := g.Player
	var fellows []gruid.Point
	for _, a := range g.Creatures {
		if a != m && !a.Dead && a.Faction == m.Faction && levels.Distance(a.Pos, pl.Pos) == 1 {
			fellows = append(fellows, a.Pos)
		}
	}
	if len(fellows) == 0 {
		return gruid.Point{}, false
	}
	best, bestScore := gruid.Point{}, -1
	for _, d := range dirs {
		q := pl.Pos.Add(d)
		if !g.Level.In(q) || !g.Level.At(q).Passable() || g.ActorAt(q) != nil || g.trapping.knowsAt(m, q) {
			continue
		}
		// the side farthest from the nearest fellow: the far side of the player first
		near := 1 << 30
		for _, f := range fellows {
			near = min(near, levels.Distance(q, f))
		}
		score := near*64 - levels.Distance(q, m.Pos) // on a tie, the nearer to it
		if score > bestScore {
			best, bestScore = q, score
		}
	}
	if bestScore < 0 {
		return gruid.Point{}, false
	}
	// the free neighbour nearest that side, going round its fellows; else the shortest path there
	near, nearD := gruid.Point{}, levels.Distance(m.Pos, best)
	for _, d := range dirs {
		q := m.Pos.Add(d)
		if !g.Level.In(q) || !g.Level.At(q).Passable() || g.ActorAt(q) != nil || g.trapping.knowsAt(m, q) {
			continue
		}
		if dq := levels.Distance(q, best); dq < nearD {
			near, nearD = q, dq
		}
	}
	if nearD < levels.Distance(m.Pos, best) {
		return near, true
	}
	return mo.stepToward(m, best)
}

// skirmishBack is a skirmisher's step back after its blow (RULES.md §37.2): half the time, a step away from
// the player when it has one; it returns the time the step took (0: none).
func (mo *monsters) skirmishBack(m *Actor) int64 {
	g := mo.g
	if m.Dead || g.Player.Dead || g.rng.IntN(2) != 0 {
		return 0
	}
	step, ok := mo.downhill(m, mo.paths.fleeMap(g.Level, g.Player.Pos))
	if !ok {
		return 0
	}
	return g.moveOrAttack(m, step)
}

// meleeRole is m's blow at foe, as its role plays it: a basher's shield bash one blow in three, a
// skirmisher's blow and step back (RULES.md §37.2, §37.3).
func (mo *monsters) meleeRole(m, foe *Actor) int64 {
	g := mo.g
	tr := g.arms.traits(m)
	if tr.Bash && g.CanBash(m) && g.rng.IntN(3) == 0 {
		return g.fight.bash(m, foe.Pos.Sub(m.Pos))
	}
	cost := g.fight.melee(m, foe)
	if tr.Skirmish && foe.Player {
		cost += mo.skirmishBack(m)
	}
	return cost
}

// fellowNear reports whether an awake fellow of m's faction, not fleeing, stands within rallyCells of it.
func (mo *monsters) fellowNear(m *Actor) bool {
	for _, a := range mo.g.Creatures {
		if a != m && !a.Dead && a.Faction == m.Faction && a.Awake && !a.Fleeing && levels.Distance(a.Pos, m.Pos) <= rallyCells {
			return true
		}
	}
	return false
}

// rallyTurn is a hurt rallying creature's turn (RULES.md §37.4): next to its fellows, it cries out and wakes
// them, and has its nerve back; else it runs to the nearest of them. ok false: no fellow to run to (it
// flees as any creature does).
func (mo *monsters) rallyTurn(m *Actor) (int64, bool) {
	g := mo.g
	var goal *Actor
	bestD := rallySearch + 1
	for _, a := range g.Creatures {
		if a == m || a.Dead || a.Faction != m.Faction || a.Fleeing {
			continue
		}
		if d := levels.Distance(a.Pos, m.Pos); d < bestD {
			goal, bestD = a, d
		}
	}
	if goal == nil {
		return 0, false
	}
	if bestD <= rallyCells {
		woke := false
		for _, a := range g.Creatures {
			if a != m && !a.Dead && a.Faction == m.Faction && levels.Distance(a.Pos, m.Pos) <= rallyCells && !a.Awake {
				a.Awake, woke = true, true
			}
		}
		m.Fleeing = false
		if g.IsVisible(m.Pos) {
			if woke {
				tell(g, MsgInfo, "game.monster.cry", creatureArg(g, "creature", m))
			} else {
				tell(g, MsgInfo, "game.monster.turn_back", creatureArg(g, "creature", m))
			}
		}
		return m.StepTime, true
	}
	step, ok := mo.stepToward(m, goal.Pos)
	if !ok {
		return 0, false
	}
	return g.moveOrAttack(m, step), true
}
