// Monsters: how a creature spends its turn — sleep or wander, notice its foes, hunt, shoot, flee.

package game

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/levels"
)

// monsters is how the creatures spend their turns: asleep or wandering, noticing their foes, hunting,
// shooting, casting, fleeing, and the roles their kinds' tags give them (roles.go, RULES.md §37).
type monsters struct {
	g     *Game    // the floor, the player, the clock, the log, the fight
	paths paths    // the maps they share
	heard []*Actor // scratch of noise
	// maySleep: a creature on the floor may not be awake (the cells' check, addActor); false, no noise can
	// wake anyone and noise looks at no cell.
	maySleep bool
}

// paths holds the maps creatures share: built when first needed, and kept while the player's cell and the
// level's tiles stay the same (they depend on nothing else: its methods take the level and the player's
// cell, and need nothing of the game).
type paths struct {
	approach           lazyApproach  // worked out as far as asked (approach.go)
	ghost              ghostApproach // through walls: the distance as the crow flies (approach.go)
	flee               levels.DijkstraMap
	approachOK, fleeOK bool
	pather             *levels.Pather
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
	p.approachOK, p.fleeOK = false, false
}

// approachMap is the walking distance on l to the player at at, for every creature hunting the player; the
// incorporeal get their own, through walls.
func (p *paths) approachMap(l *levels.Level, at gruid.Point, incorporeal bool) distMap {
	if incorporeal {
		p.ghost = ghostApproach{w: l.W, h: l.H, at: at}
		return &p.ghost
	}
	if !p.approachOK {
		p.approach.start(l, at) // levels' Approach(l, at, nil), as far as asked
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
func (mo *monsters) beginTurn() {
	g := mo.g
	mo.maySleep = g.cells.check(g.Floor)
	mo.paths.reset(g.Level, g.Player.Pos)
}

// turn lets monster m act and returns the time its action took.
func (mo *monsters) turn(m *Actor) int64 {
	g := mo.g
	foe := mo.foeOf(m)
	if !m.Awake {
		switch {
		case foe != nil && mo.notices(m, foe): // RULES.md §23.1
			m.Awake = true // noticed; acts next turn
			return m.StepTime
		case m.Wanders:
			return mo.wander(m)
		}
		return m.StepTime
	}
	if m.Fleeing && m.HP*2 > m.MaxHP {
		m.Fleeing = false // healed above half: it has its nerve back
	}
	tr := g.arms.traits(m)
	if !m.Fleeing && tr.Rally && m.HP*2 <= m.MaxHP && !tr.Fearless && !g.noFleeing && !mo.fellowNear(m) {
		m.Fleeing = true // RULES.md §37.4: hurt and alone, it runs for its fellows
		if g.IsVisible(m.Pos) {
			tell(g, MsgInfo, "game.monster.rally", creatureArg(g, "creature", m))
		}
	}
	if !m.Fleeing && m.HP*4 <= m.MaxHP && !tr.Fearless && !g.noFleeing && !(tr.Rally && mo.fellowNear(m)) {
		m.Fleeing = true
		if g.IsVisible(m.Pos) {
			tell(g, MsgInfo, "game.monster.flee", creatureArg(g, "creature", m))
		}
	}
	if (foe == nil || foe.Player) && mo.lurks(m, g.Player) {
		return m.StepTime // RULES.md §23.3: an ambusher holds still, unseen, until the player is close
	}
	if foe == nil {
		// It lost sight of its foes: it goes after the player, whom it heard or saw.
		if step, ok := mo.downhill(m, mo.paths.approachMap(g.Level, g.Player.Pos, g.arms.traits(m).Incorporeal)); ok {
			return g.moveOrAttack(m, step)
		}
		return mo.wander(m)
	}
	d := levels.Distance(m.Pos, foe.Pos)
	if m.Fleeing && tr.Rally && foe.Player {
		if cost, ok := mo.rallyTurn(m); ok && cost > 0 {
			return cost
		}
	}
	if m.Fleeing && foe.Player {
		if step, ok := mo.downhill(m, mo.paths.fleeMap(g.Level, g.Player.Pos)); ok {
			return g.moveOrAttack(m, step)
		}
		// Cornered: it fights.
	}
	backedOff := m.BackedOff
	m.BackedOff = false
	if cost, ok := mo.casterTurn(m, foe, backedOff); ok {
		return cost
	}
	if g.Shots().CanShoot(m) && d >= 2 && d <= g.Shots().ShotRange(m) {
		if cells, _, hit := g.missiles.trace(m.Pos, foe.Pos, g.Shots().ShotRange(m)); hit == foe && cells > 0 {
			return g.missiles.shoot(m, foe.Pos)
		}
	}
	if g.Shots().CanShoot(m) && d == 1 && foe.Player && !backedOff {
		// An archer keeps its distance when it can; a foe that keeps pace with it, it fights.
		if step, ok := mo.downhill(m, mo.paths.fleeMap(g.Level, g.Player.Pos)); ok {
			m.BackedOff = true
			return g.moveOrAttack(m, step)
		}
	}
	if d == 1 {
		return mo.meleeRole(m, foe)
	}
	if foe.Player && tr.Pack {
		if step, ok := mo.flankStep(m); ok { // RULES.md §37.1
			return g.moveOrAttack(m, step)
		}
	}
	if foe.Player {
		if step, ok := mo.downhill(m, mo.paths.approachMap(g.Level, g.Player.Pos, g.arms.traits(m).Incorporeal)); ok {
			return g.moveOrAttack(m, step)
		}
	} else if step, ok := mo.stepToward(m, foe.Pos); ok {
		return g.moveOrAttack(m, step)
	}
	return m.StepTime
}

// foeOf is the nearest hostile creature m sees: the player (sight is symmetric: m sees the player when the
// player sees m) or a creature of a hostile faction in its line of sight.
func (mo *monsters) foeOf(m *Actor) *Actor {
	g := mo.g
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
	// (m's faction looked up once, not once a creature around it: g.hostile's answer between creatures)
	fm, okM := g.kits.faction(g.data, m)
	hostile := func(t *Actor) bool {
		if m.Player || t.Player {
			return g.hostile(m, t)
		}
		ft, okT := g.kits.faction(g.data, t)
		return okM && okT && g.data.HostileAt(fm, ft)
	}
	if t := g.cells.nearest(g.Floor, m.Pos, r, func(t *Actor) bool { return t != m && hostile(t) && g.sees(m, t) }); t != nil {
		return t
	}
	return best
}

// downhill is m's best step on a Dijkstra map: a free neighbour with a lower value.
func (mo *monsters) downhill(m *Actor, dm distMap) (gruid.Point, bool) {
	g := mo.g
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
func (mo *monsters) stepToward(m *Actor, goal gruid.Point) (gruid.Point, bool) {
	g := mo.g
	path := mo.paths.path(g.Level, m.Pos, goal)
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
func (mo *monsters) wander(m *Actor) int64 {
	g := mo.g
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

// casterTurn is a caster's choice (RULES.md §31): the first spell of its list that is ready and of use,
// or a step back from a foe next to it (once; a foe that keeps pace it fights). It reports false when
// it does neither, and the monster's turn goes on as it would.
func (mo *monsters) casterTurn(m, foe *Actor, backedOff bool) (int64, bool) {
	g := mo.g
	if len(m.Spells) == 0 || foe == nil {
		return 0, false
	}
	d := levels.Distance(m.Pos, foe.Pos)
	for i, name := range m.Spells {
		sp := g.kits.spellNamed(g.data, m, i) // its row found once for the name
		if sp == nil || m.SpellReady[name] > g.Time {
			continue
		}
		use := false
		switch sp.Effect {
		case assets.SpellHeal:
			use = m.HP*2 <= m.MaxHP
		case assets.SpellWard:
			use = g.arms.ward(m) == 0 && d <= 2
		case assets.SpellDazzle:
			use = !g.arms.dazzled(foe) && g.spells.reaches(m, foe, sp)
		default:
			use = g.spells.reaches(m, foe, sp)
		}
		if use {
			return g.spells.cast(m, sp.Name, foe.Pos), true
		}
	}
	if d == 1 && foe.Player && !backedOff {
		if step, ok := mo.downhill(m, mo.paths.fleeMap(g.Level, g.Player.Pos)); ok {
			m.BackedOff = true
			return g.moveOrAttack(m, step), true
		}
	}
	return 0, false
}

// notices reports whether m, which has noticed no one, notices foe this turn: the player by the player's
// stealth (RULES.md §23.1), which going unnoticed trains; another creature as before, a wanderer at once, a
// sleeper one time in three.
func (mo *monsters) notices(m, foe *Actor) bool {
	g := mo.g
	if !foe.Player {
		return m.Wanders || g.rng.IntN(3) == 0
	}
	if g.rng.IntN(100) < g.arms.stealthChance(m, foe) {
		return true
	}
	g.fight.trainSkill(foe, g.data.Tactics.Stealth.Skill)
	return false
}

// lurks reports whether ambusher m, awake, holds still this turn (RULES.md §23.3): it has the ambush trait,
// and the player pl does not see it and is farther than ambush_cells.
func (mo *monsters) lurks(m, pl *Actor) bool {
	g := mo.g
	return g.arms.traits(m).Ambush && !m.Fleeing && !g.sees(pl, m) &&
		levels.Distance(m.Pos, pl.Pos) > g.data.Tactics.Stealth.AmbushCells
}

// noise wakes, each with the wake chance of rules.toml, the sleeping creatures within radius cells of p.
func (mo *monsters) noise(p gruid.Point, radius int) {
	g := mo.g
	if !mo.maySleep {
		return // nobody to wake (and no roll: the rolls are the sleepers')
	}
	mo.heard = g.cells.within(g.Floor, p, radius, mo.heard, true)
	for _, a := range mo.heard {
		if g.rng.IntN(100) < g.data.Rules.WakePercent {
			a.Awake = true
		}
	}
}
