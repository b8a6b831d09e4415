// Monsters: how a creature spends its turn — sleep or wander, notice its foes, hunt, shoot, flee.

package game

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/levels"
)

// paths holds the maps creatures share: built when first needed, and kept while the player's cell and the
// level's tiles stay the same (they depend on nothing else: its methods take the level and the player's
// cell, and need nothing of the game).
type paths struct {
	approach, ghost, flee levels.DijkstraMap
	approachOK, ghostOK   bool
	fleeOK                bool
	pather                *levels.Pather
	// what the maps were built for: the level, its count of changed tiles, the player's cell
	level   *levels.Level
	changes uint64
	at      gruid.Point
}

// reset forgets the maps when what they were built for has changed: the player moved (to at), a door opened
// or closed, the player is on another level (l).
func (p *paths) reset(l *levels.Level, at gruid.Point) {
	if p.level == l && p.changes == l.Changes() && p.at == at {
		return
	}
	p.level, p.changes, p.at = l, l.Changes(), at
	p.approachOK, p.ghostOK, p.fleeOK = false, false, false
}

// approachMap is the walking distance on l to the player at at, for every creature hunting the player; the
// incorporeal get their own, through walls.
func (p *paths) approachMap(l *levels.Level, at gruid.Point, incorporeal bool) *levels.DijkstraMap {
	goal := []gruid.Point{at}
	if incorporeal {
		if !p.ghostOK {
			p.ghost.Approach(l, goal, func(gruid.Point) int { return levels.Step })
			p.ghostOK = true
		}
		return &p.ghost
	}
	if !p.approachOK {
		p.approach.Approach(l, goal, nil)
		p.approachOK = true
	}
	return &p.approach
}

// fleeMap leads away from the player at at on l.
func (p *paths) fleeMap(l *levels.Level, at gruid.Point) *levels.DijkstraMap {
	if !p.fleeOK {
		p.flee.Flee(l, []gruid.Point{at}, nil)
		p.fleeOK = true
	}
	return &p.flee
}

// path is the shortest path on l from from to goal (A*), from its first cell.
func (p *paths) path(l *levels.Level, from, goal gruid.Point) []gruid.Point {
	if p.pather == nil {
		p.pather = levels.NewPather()
	}
	return p.pather.Path(l, from, goal)
}

// beginTurn makes ready for a round of creatures' turns: the cell index checked, the shared maps forgotten
// when what they were built for has changed.
func (g *Game) beginTurn() {
	g.maySleep = g.cells.check(g.Floor)
	g.paths.reset(g.Level, g.Player.Pos)
}

// monsterTurn lets monster m act and returns the time its action took.
func (g *Game) monsterTurn(m *Actor) int64 {
	foe := g.foeOf(m)
	if !m.Awake {
		switch {
		case foe != nil && g.notices(m, foe): // RULES.md §23.1
			m.Awake = true // noticed; acts next turn
			return m.StepTime
		case m.Wanders:
			return g.wander(m)
		}
		return m.StepTime
	}
	if m.Fleeing && m.HP*2 > m.MaxHP {
		m.Fleeing = false // healed above half: it has its nerve back
	}
	tr := g.arms.traits(m)
	if !m.Fleeing && tr.Rally && m.HP*2 <= m.MaxHP && !tr.Fearless && !g.noFleeing && !g.fellowNear(m) {
		m.Fleeing = true // RULES.md §37.4: hurt and alone, it runs for its fellows
		if g.IsVisible(m.Pos) {
			g.message(MsgInfo, "%s runs for its fellows.", Capitalize(the(m)))
		}
	}
	if !m.Fleeing && m.HP*4 <= m.MaxHP && !tr.Fearless && !g.noFleeing && !(tr.Rally && g.fellowNear(m)) {
		m.Fleeing = true
		if g.IsVisible(m.Pos) {
			g.message(MsgInfo, "%s turns to flee.", Capitalize(the(m)))
		}
	}
	if (foe == nil || foe.Player) && g.lurks(m, g.Player) {
		return m.StepTime // RULES.md §23.3: an ambusher holds still, unseen, until the player is close
	}
	if foe == nil {
		// It lost sight of its foes: it goes after the player, whom it heard or saw.
		if step, ok := g.downhill(m, g.paths.approachMap(g.Level, g.Player.Pos, g.arms.traits(m).Incorporeal)); ok {
			return g.moveOrAttack(m, step)
		}
		return g.wander(m)
	}
	d := levels.Distance(m.Pos, foe.Pos)
	if m.Fleeing && tr.Rally && foe.Player {
		if cost, ok := g.rallyTurn(m); ok && cost > 0 {
			return cost
		}
	}
	if m.Fleeing && foe.Player {
		if step, ok := g.downhill(m, g.paths.fleeMap(g.Level, g.Player.Pos)); ok {
			return g.moveOrAttack(m, step)
		}
		// Cornered: it fights.
	}
	backedOff := m.BackedOff
	m.BackedOff = false
	if cost, ok := g.casterTurn(m, foe, backedOff); ok {
		return cost
	}
	if g.CanShoot(m) && d >= 2 && d <= g.ShotRange(m) {
		if path, hit := g.flight(m.Pos, foe.Pos, g.ShotRange(m)); hit == foe && len(path) > 0 {
			return g.shoot(m, foe.Pos)
		}
	}
	if g.CanShoot(m) && d == 1 && foe.Player && !backedOff {
		// An archer keeps its distance when it can; a foe that keeps pace with it, it fights.
		if step, ok := g.downhill(m, g.paths.fleeMap(g.Level, g.Player.Pos)); ok {
			m.BackedOff = true
			return g.moveOrAttack(m, step)
		}
	}
	if d == 1 {
		return g.meleeRole(m, foe)
	}
	if foe.Player && tr.Pack {
		if step, ok := g.flankStep(m); ok { // RULES.md §37.1
			return g.moveOrAttack(m, step)
		}
	}
	if foe.Player {
		if step, ok := g.downhill(m, g.paths.approachMap(g.Level, g.Player.Pos, g.arms.traits(m).Incorporeal)); ok {
			return g.moveOrAttack(m, step)
		}
	} else if step, ok := g.stepToward(m, foe.Pos); ok {
		return g.moveOrAttack(m, step)
	}
	return m.StepTime
}

// foeOf is the nearest hostile creature m sees: the player (sight is symmetric: m sees the player when the
// player sees m) or a creature of a hostile faction in its line of sight.
func (g *Game) foeOf(m *Actor) *Actor {
	var best *Actor
	sight := g.sight()
	r := sight
	if pl := g.Player; pl != m && !pl.Dead {
		// the player first: of two as near, the player is the foe
		if d := levels.Distance(m.Pos, pl.Pos); d <= sight && g.hostile(m, pl) && g.sees(m, pl) {
			best, r = pl, d-1
		}
	}
	// then the nearest creature nearer than that, the lowest ID of the nearest first
	if t := g.cells.nearest(g.Floor, m.Pos, r, func(t *Actor) bool { return t != m && g.hostile(m, t) && g.sees(m, t) }); t != nil {
		return t
	}
	return best
}

// downhill is m's best step on a Dijkstra map: a free neighbour with a lower value.
func (g *Game) downhill(m *Actor, dm *levels.DijkstraMap) (gruid.Point, bool) {
	incorporeal := g.arms.traits(m).Incorporeal
	best, bestV := m.Pos, dm.At(m.Pos)
	for _, d := range dirs {
		q := m.Pos.Add(d)
		if !g.Level.In(q) || (!g.Level.At(q).Passable() && !incorporeal) {
			continue
		}
		if t := g.ActorAt(q); (t != nil && !(t.Player && g.hostile(m, t))) || g.trapping.knowsAt(m, q) {
			continue
		}
		if v := dm.At(q); v < bestV {
			best, bestV = q, v
		}
	}
	return best, best != m.Pos
}

// stepToward is m's first step on the shortest path to goal (A*), or false when there is none.
func (g *Game) stepToward(m *Actor, goal gruid.Point) (gruid.Point, bool) {
	path := g.paths.path(g.Level, m.Pos, goal)
	if len(path) < 2 {
		return gruid.Point{}, false
	}
	next := path[1]
	if path[0] != m.Pos {
		next = path[0]
	}
	if t := g.ActorAt(next); (t != nil && t.Pos != goal) || g.trapping.knowsAt(m, next) {
		return gruid.Point{}, false
	}
	return next, true
}

// wander moves m one step in a random free direction, keeping on its way most of the time.
func (g *Game) wander(m *Actor) int64 {
	if g.rng.IntN(4) == 0 || m.Heading == (gruid.Point{}) {
		m.Heading = dirs[g.rng.IntN(len(dirs))]
	}
	to := m.Pos.Add(m.Heading)
	if g.Level.At(to).Passable() && g.ActorAt(to) == nil {
		if cost := g.moveOrAttack(m, to); cost > 0 {
			return cost
		}
	}
	m.Heading = gruid.Point{}
	return m.StepTime
}
