// The dungeon: its floors made, populated and left as they were, the stairs between them; the goal at the
// bottom, its guardian, the way out and the score (RULES.md §38).

package game

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/levels"
)

// dungeon is the floors of the game: a new one generated, populated and trapped, the stairs taken, the one
// left kept as it was, the creatures put on the player's floor (addActor); and the run through them, from
// the artefact taken to the way out. The floors themselves are the game's State (saved).
type dungeon struct {
	g *Game // the floors, the player, the clock, the log
}

// loot draws the items of the current depth (loot.go).
func (dg *dungeon) loot() loot { return loot{data: dg.g.data, rng: dg.g.rng, depth: dg.g.Depth} }

// Goal is the artefact at the bottom of the dungeon and the level it lies on (dungeon.toml, or the run's
// own in modes.toml).
func (g *Game) Goal() (name string, depth int) {
	return g.run.mode().Artefact, g.run.mode().GoalDepth
}

// Score is the run's score as dungeon.toml counts it (RULES.md §38.4): the deepest level, the artefact held
// and, for a victory, the escape and its speed.
func (g *Game) Score() int {
	return g.data.Dungeon.Score.Score(g.Deepest, g.Turns, g.Artefact, g.Won)
}

// theme is the theme of the current depth, nil for none.
func (dg *dungeon) theme() *levels.Theme {
	g := dg.g
	return g.data.Dungeon.ThemeAt(g.Depth)
}

// placeGuardian makes the goal's guardian beside the artefact of a level that holds it (its Down, as the
// goal's level has no stairs down): the nearest free floor cell. Made with the level, it is made once per
// game.
func (dg *dungeon) placeGuardian() {
	g := dg.g
	at := g.Level.Down
	if g.Level.At(at) != levels.Artefact {
		return
	}
	c, ok := g.data.Creature(g.run.mode().Guardian)
	if !ok {
		return
	}
	for r := 1; r < 10; r++ {
		for _, d := range dirs {
			p := at.Add(d.Mul(r))
			if g.Level.At(p) == levels.Floor && g.ActorAt(p) == nil {
				dg.addActor(dg.newCreature(c, p))
				return
			}
		}
	}
}

// takeArtefact gives the player the artefact they stepped on: the pedestal is bare from then on.
func (dg *dungeon) takeArtefact(p gruid.Point) {
	g := dg.g
	g.Level.Set(p, levels.Floor)
	g.Artefact = true
	m := g.run.mode()
	tell(g, MsgInfo, "game.dungeon.take_artefact", nameArg(g, "artefact", "artefact", m.Artefact))
	g.say(MsgInfo, artefactText(langOf(g), g.data, m))
}

// win ends the game in victory: the player came out of the dungeon with the artefact.
func (dg *dungeon) win() {
	g := dg.g
	g.Over, g.Won = true, true
	g.Cause = ""
	tell(g, MsgInfo, "game.dungeon.won", nameArg(g, "artefact", "artefact", g.run.mode().Artefact))
}

// stepCost is how long a's step into a cell of tile t takes: its step time, WaterStep times as long into
// shallow water for a walker (not the incorporeal, which pass over it) (RULES.md §38.3).
func (dg *dungeon) stepCost(a *Actor, t levels.Tile) int64 {
	g := dg.g
	if t == levels.Water && !g.arms.traits(a).Incorporeal {
		return int64(float64(a.StepTime)*g.data.Dungeon.WaterStep + 0.5)
	}
	return a.StepTime
}

// enter generates the level of the current depth as a new floor, puts the player on its up stairs
// and populates it.
func (dg *dungeon) enter(pl *Actor) {
	g := dg.g
	if g.tutorial.level(pl) {
		return // the lesson's level, as its author made it
	}
	var l *levels.Level
	if m := g.run.mode(); m.GoalLevel != nil && g.Depth == m.GoalDepth {
		// the run's goal nearer than the dungeon's: its level made here (RULES.md §38.5)
		l = levels.Authored(m.GoalLevel, LevelW, LevelH)
		l.Depth, l.Theme = g.Depth, m.GoalLevel.Theme
	} else {
		l = levels.GenerateThemed(g.rng, g.Depth, LevelW, LevelH, g.vaults, dg.theme())
	}
	g.Floor = &Floor{Level: l, Seen: make([]bool, l.W*l.H)}
	g.Floors = append(g.Floors, g.Floor)
	g.Visible = make([]bool, l.W*l.H)
	pl.Pos = l.Up
	dg.addActor(pl)
	dg.populate()
	dg.placeGuardian()
	g.trapping.place()
}

// changeFloor takes the player down (+1) or up (−1) a level, keeping the level left as it was.
func (dg *dungeon) changeFloor(delta int) {
	g := dg.g
	pl := g.Player
	g.ArrivedTurn, g.BotChaseUntil = g.Turns, 0
	g.Depth += delta
	if g.Depth > g.Deepest {
		g.fight.deeper() // a new depth may earn something under the rule set (RULES.md §34.4)
	}
	g.Deepest = max(g.Deepest, g.Depth)
	if g.Depth > len(g.Floors) {
		dg.enter(pl)
		tell(g, MsgInfo, "game.dungeon.down") // the depth is on the screen, not in messages
		g.tutorial.arrive()
		return
	}
	g.Floor = g.Floors[g.Depth-1]
	g.monsters.maySleep = true // another floor's creatures: the next check of the cells looks
	g.Visible = make([]bool, g.Level.W*g.Level.H)
	if delta > 0 {
		pl.Pos = g.Level.Up
	} else {
		pl.Pos = g.Level.Down
	}
	for _, a := range g.Creatures { // not ActorAt, which finds the player there now
		if !a.Dead && a.Pos == pl.Pos {
			dg.shove(a)
		}
	}
	// Time went on while the player was away: nobody makes up the missed time all at once.
	for i := range g.Queue.Entries {
		g.Queue.Entries[i].At = max(g.Queue.Entries[i].At, g.Time)
	}
	for a := range g.Everyone() {
		a.LastTick = max(a.LastTick, g.Time)
	}
	if delta > 0 {
		tell(g, MsgInfo, "game.dungeon.down")
	} else {
		tell(g, MsgInfo, "game.dungeon.up")
	}
}

// shove moves a to the nearest free passable cell, so that the arriving player has the stairs.
func (dg *dungeon) shove(a *Actor) {
	g := dg.g
	for r := 1; r < 10; r++ {
		for _, d := range dirs {
			p := a.Pos.Add(gruid.Point{X: d.X * r, Y: d.Y * r})
			if g.Level.At(p).Passable() && g.ActorAt(p) == nil {
				g.cells.move(g.Floor, a, p)
				return
			}
		}
	}
}

// addActor puts a on the player's floor from now on: the player (ID 0) arriving, or a new creature, given
// the next ID and a place on the clock.
func (dg *dungeon) addActor(a *Actor) {
	g := dg.g
	a.LastTick = g.Time
	if a.Player {
		a.ID = 0
		return
	}
	indexed := g.cells.current(g.Floor)
	g.monsters.maySleep = true // it may not be awake: the next check of the cells looks
	g.Creatures = append(g.Creatures, a)
	a.ID = len(g.Creatures)
	g.cells.arrived(g.Floor, a, indexed)
	a.Wanders = g.rng.IntN(2) == 0
	g.Queue.Push(a.ID, g.Time+int64(g.rng.IntN(int(a.StepTime))))
}

// populate places the level's creatures: those the level's author placed (a whole authored level's or its
// vault pieces'), then, on a generated level, packs of creatures of the depth (by their frequency) around
// the generator's spawn places and random floor cells, out of the player's sight, up to a number that
// grows with depth (RULES.md §38.2: only a whole authored level keeps just the creatures its map places);
// and items on the item places.
func (dg *dungeon) populate() {
	g := dg.g
	want := g.data.Dungeon.CreaturesAt(g.Depth)
	free := func(p gruid.Point) bool {
		return g.Level.At(p) == levels.Floor && g.ActorAt(p) == nil && levels.Distance(p, g.Player.Pos) > g.sight()/2
	}
	for _, s := range g.Level.Fixed {
		switch s.Kind {
		case levels.SpawnCreature:
			if c, ok := g.data.CreatureByCode(s.Code); ok && free(s.P) {
				dg.addActor(dg.newCreature(c, s.P))
			}
		case levels.SpawnItem:
			kind, _ := levels.ItemKindOf(s.Code)
			g.gear.dropItem(s.P, dg.loot().ofKind(kind))
		}
	}
	pack := func(c gruid.Point) {
		kind := dg.randomCreature()
		if kind == nil {
			return
		}
		n := 1 + g.rng.IntN(3)
		if kind.Unique {
			n = 1 // met once in a game (RULES.md §37.5)
		}
		for tries := 0; n > 0 && 1+len(g.Creatures) <= want && tries < 40; tries++ {
			p := c.Add(gruid.Point{X: g.rng.IntN(5) - 2, Y: g.rng.IntN(5) - 2})
			if free(p) {
				dg.addActor(dg.newCreature(kind, p))
				n--
			}
		}
	}
	if g.Level.Kind != levels.KindAuthored {
		for _, p := range g.Level.Spawns {
			pack(p)
		}
		for tries := 0; 1+len(g.Creatures) <= want && tries < 1000; tries++ {
			pack(gruid.Point{X: g.rng.IntN(g.Level.W), Y: g.rng.IntN(g.Level.H)})
		}
	}
	for _, p := range g.Level.ItemPlaces {
		g.gear.dropItem(p, dg.loot().item())
	}
}

// MostCreatures is the most creatures the floors of one game hold together under data d, the dead among
// them (a floor keeps its dead): MostCreaturesAt each depth down to the goal's, and the goal's guardian,
// made once. Nothing else makes a creature in play: a save of a game with more was not written by it.
func MostCreatures(d *assets.Data) int {
	n := 1 // the guardian
	for depth := 1; depth <= d.Dungeon.GoalDepth; depth++ {
		n += MostCreaturesAt(d, depth)
	}
	return n
}

// MostCreaturesAt is the most creatures populate makes on a level of depth under data d: as many as its
// packs bring a generated level to, or as many as the level's vaults place when they place more (a whole
// level's, or levels.MostVaults pieces' of the most creatures that fit the depth).
func MostCreaturesAt(d *assets.Data, depth int) int {
	whole, piece := 0, 0
	for _, v := range d.Vaults {
		if !v.Fits(depth) {
			continue
		}
		c := 0
		for _, s := range v.Spawns {
			if s.Kind == levels.SpawnCreature {
				c++
			}
		}
		if v.Whole {
			whole = max(whole, c)
		} else {
			piece = max(piece, c)
		}
	}
	return max(d.Dungeon.CreaturesAt(depth), whole, levels.MostVaults*piece)
}

// randomCreature picks a creature of the current depth, each as likely as its frequency says.
func (dg *dungeon) randomCreature() *assets.Creature {
	g := dg.g
	total := 0
	for i := range g.data.Creatures {
		if c := &g.data.Creatures[i]; dg.fitsDepth(c) {
			total += c.Frequency
		}
	}
	if total == 0 {
		return nil
	}
	n := g.rng.IntN(total)
	for i := range g.data.Creatures {
		if c := &g.data.Creatures[i]; dg.fitsDepth(c) {
			if n < c.Frequency {
				return c
			}
			n -= c.Frequency
		}
	}
	return nil
}

func (dg *dungeon) fitsDepth(c *assets.Creature) bool {
	g := dg.g
	return c.Frequency > 0 && g.Depth >= c.DepthMin && (c.DepthMax == 0 || g.Depth <= c.DepthMax) && !(c.Unique && dg.uniqueMet(c.Name))
}

// uniqueMet reports whether the unique creature kind has been placed in this game already, on any floor,
// alive or dead (RULES.md §37.5): the floors keep their dead, and saves keep the floors, so a unique is
// met once in a game, saved and loaded or not.
func (dg *dungeon) uniqueMet(kind string) bool {
	for _, f := range dg.g.Floors {
		for _, a := range f.Creatures {
			if a.Kind == kind {
				return true
			}
		}
	}
	return false
}

// useStairs takes the player along the stairs under them, and returns the time it took (0: no such stairs).
func (dg *dungeon) useStairs(k ActionKind) int64 {
	g := dg.g
	pl := g.Player
	switch t := g.Level.At(pl.Pos); {
	case k == ActDescend && t == levels.StairsDown:
		if !g.tutorial.descend() {
			dg.changeFloor(1)
		}
	case k == ActAscend && t == levels.StairsUp && g.Depth == 1 && g.tutorial.on():
		refuseSay(g, "game.dungeon.tutorial_up")
		return 0
	case k == ActAscend && t == levels.StairsUp && g.Depth > 1:
		dg.changeFloor(-1)
	case k == ActAscend && t == levels.StairsUp && g.Artefact:
		dg.win()
	case k == ActAscend && t == levels.StairsUp:
		name, depth := g.Goal()
		refuseSay(g, "game.dungeon.not_without", nameArg(g, "artefact", "artefact", name), text.N("depth", depth))
		return 0
	case t == levels.StairsDown:
		refuseSay(g, "game.dungeon.lead_down")
		return 0
	case t == levels.StairsUp:
		refuseSay(g, "game.dungeon.lead_up")
		return 0
	default:
		refuseSay(g, "game.dungeon.no_stairs")
		return 0
	}
	return pl.StepTime
}
