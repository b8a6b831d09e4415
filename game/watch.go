// Watch: what the player's repeated actions (a held key, a rest, auto-explore, travel, a run) compare the
// game with after each step, to stop when something happens; and the steps of those walks.

package game

import (
	"slices"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/levels"
)

// Watch is what the player knew just before a step: the foes in view, the wounds, where the player stood
// and how many events were waiting. Danger compares the game with it after the step.
type Watch struct {
	foes                 []int // the IDs of the creatures in view
	hp, bleeding, poison int
	pos                  gruid.Point
	events               int // how many events were waiting for the renderer
	level                int
	// passed are the creatures the player chose to explore past (Pass): in view or not, their coming into
	// view does not stop a walk; their waking, noticing the player or coming near does.
	passed []int
}

// Pass counts the creatures ids as ones the player chose to explore past (each one that Calm says is no
// threat, as auto-explore asks before it goes on with one in view): Danger does not stop for them coming into
// view again, only for one that stops being calm.
func (w *Watch) Pass(ids ...int) { w.passed = append(w.passed, ids...) }

// ExploreFar is how far, in cells, a creature in view must be for auto-explore to go on past it while it
// is awake and aware of the player: further than a charge of a few steps.
const ExploreFar = 8

// Calm is why creature a is no threat to auto-explore, as the end of a sentence ("the giant rat is
// asleep", "... is unaware of you", "... is far away"),
// or "" when it is one: awake, aware of the player and near. A player walks on past the calm (as DCSS's
// auto-explore does past what has not noticed them); a creature that stops being calm stops the walk.
func (wk Walks) Calm(a *Actor) string {
	g := wk.g
	switch {
	case a.Player || a.Dead:
		return ""
	case asleep(a):
		return langOf(g).Say("game.watch.asleep", creatureArg(g, "creature", a))
	case !a.Awake:
		return langOf(g).Say("game.watch.unaware", creatureArg(g, "creature", a))
	case levels.Distance(a.Pos, g.Player.Pos) > ExploreFar:
		return langOf(g).Say("game.watch.far", creatureArg(g, "creature", a))
	}
	return ""
}

// Watch is the player's situation now, for Danger to compare with after the next step.
func (wk Walks) Watch() Watch {
	g := wk.g
	w := Watch{pos: g.Player.Pos, events: len(g.events), level: g.Depth}
	pl := g.Player
	w.hp, w.bleeding, w.poison = pl.HP, pl.Bleeding, pl.Poison
	for _, a := range g.Targets() {
		w.foes = append(w.foes, a.ID)
	}
	return w
}

// Danger is why a repeated action must stop now, since the Watch w was taken just before the last step,
// as the end of a sentence ("a cave beetle comes into view", "the kobold attacks you", "you are hurt",
// "a dagger lies here"); "" when nothing happened. A creature attacking the player (hit or miss), the
// player hurt by anything but a bleeding or poison already known, a new bleeding or poison, a foe that
// was not in view (unless the walk passes it: Watch.Pass), a passed one that stops being Calm, and
// anything new underfoot (items, stairs) stop it.
func (wk Walks) Danger(w Watch) string {
	g := wk.g
	pl := g.Player
	if g.Over || pl.Dead {
		return langOf(g).Say("game.watch.you_die")
	}
	if w.events <= len(g.events) { // else the renderer took the events between: they were looked at then
		for _, e := range g.events[w.events:] {
			if e.Kind == EventAttack && e.Target == pl.ID && e.Actor != pl.ID {
				if a := g.Actor(e.Actor); a != nil && g.IsVisible(a.Pos) {
					return langOf(g).Say("game.watch.attacks", creatureArg(g, "creature", a))
				}
				return langOf(g).Say("game.watch.something_attacks")
			}
		}
	}
	drained := max(0, w.bleeding-pl.Bleeding) + max(0, w.poison-pl.Poison)
	if w.hp-pl.HP > drained {
		return langOf(g).Say("game.watch.hurt")
	}
	if pl.Bleeding > w.bleeding {
		return langOf(g).Say("game.watch.bleeding")
	}
	if pl.Poison > w.poison {
		return langOf(g).Say("game.watch.poisoned")
	}
	for _, a := range g.Targets() {
		passed := g.Depth == w.level && slices.Contains(w.passed, a.ID)
		if passed && g.Walks().Calm(a) == "" {
			return langOf(g).Say("game.watch.awake_near", creatureArg(g, "creature", a))
		}
		if !passed && (g.Depth != w.level || !slices.Contains(w.foes, a.ID)) {
			return langOf(g).Say("game.watch.in_view", creatureArg(g, "creature", a))
		}
	}
	return g.Walks().Underfoot(w)
}

// Underfoot is what new lies under the player since the Watch w ("a dagger lies here", "you reach the
// stairs down"), the part of Danger a walk that ends there anyway does not need to say; "" for nothing.
func (wk Walks) Underfoot(w Watch) string {
	g := wk.g
	pl := g.Player
	if pl.Pos == w.pos && g.Depth == w.level {
		return ""
	}
	switch items := g.ItemsAt(pl.Pos); {
	case len(items) == 1 && items[0].Count > 1:
		return langOf(g).Say("game.watch.lie_here", itemArg(g, "item", items[0], g.lore.an(items[0])))
	case len(items) == 1:
		return langOf(g).Say("game.watch.lies_here", itemArg(g, "item", items[0], g.lore.an(items[0])))
	case len(items) > 1:
		return langOf(g).Say("game.watch.things")
	}
	switch g.Level.At(pl.Pos) {
	case levels.StairsDown:
		return langOf(g).Say("game.watch.stairs_down")
	case levels.StairsUp:
		return langOf(g).Say("game.watch.stairs_up")
	}
	return ""
}

// FoeInView is the nearest creature the player sees, or nil: resting, exploring, travelling and running
// are not begun while one is in view.
func (wk Walks) FoeInView() *Actor {
	g := wk.g
	if ts := g.Targets(); len(ts) > 0 {
		return ts[0]
	}
	return nil
}

// Rested reports whether resting has nothing left to do: full hit points, no bleeding, no poison.
func (wk Walks) Rested() bool {
	g := wk.g
	pl := g.Player
	return pl.HP >= pl.MaxHP && pl.Bleeding == 0 && pl.Poison == 0
}

// ExploreStep is the player's next step of auto-explore: the first step of a shortest walk through seen
// cells, around the creatures in view, to the nearest seen cell that borders an unseen one (the bot's own
// walk). False when no such place is left: the level is explored as far as a walk can go.
func (wk Walks) ExploreStep() (gruid.Point, bool) {
	g := wk.g
	return g.bot.exploreStep()
}

// StairsTo is the staircase of kind k (levels.StairsDown or levels.StairsUp) on this level, and whether
// the player has seen it.
func (wk Walks) StairsTo(k levels.Tile) (gruid.Point, bool) {
	g := wk.g
	p := g.Level.Down
	if k == levels.StairsUp {
		p = g.Level.Up
	}
	return p, g.IsSeen(p) && g.Level.At(p) == k
}

// RunStep is the next cell of a run (Shift and a direction) that stepped from prev to at: straight on
// while what lies beside the way keeps its shape (along a corridor, along a room's wall, across a
// room), round a corridor's bend when exactly one way goes on; false where the way forks, opens or
// ends. The first step of a run is the player's own move.
func (wk Walks) RunStep(prev, at gruid.Point) (gruid.Point, bool) {
	g := wk.g
	open := func(q gruid.Point) bool { return g.Level.In(q) && g.IsSeen(q) && g.Level.At(q).Passable() }
	d := at.Sub(prev)
	// The cells beside the way: square to it, or for a diagonal run the two it passes between.
	left, right := gruid.Point{X: d.Y, Y: -d.X}, gruid.Point{X: -d.Y, Y: d.X}
	if d.X != 0 && d.Y != 0 {
		left, right = gruid.Point{X: d.X}, gruid.Point{Y: d.Y}
	}
	beside := func(p gruid.Point) [2]bool { return [2]bool{open(p.Add(left)), open(p.Add(right))} }
	ahead := at.Add(d)
	if open(ahead) && beside(at) == beside(prev) && g.ActorAt(ahead) == nil {
		return ahead, true // no opening came, nothing closed in
	}
	var onward, near []gruid.Point
	around := 0
	for _, dd := range dirs {
		q := at.Add(dd)
		if !open(q) {
			continue
		}
		around++
		if q == prev {
			continue
		}
		near = append(near, q)
		if levels.Distance(q, prev) > 1 {
			onward = append(onward, q)
		}
	}
	switch {
	case around > 3: // not in a corridor, and the shape changed: an opening
		return gruid.Point{}, false
	case len(onward) == 1:
		return onward[0], true
	case len(onward) == 0 && len(near) == 1:
		return near[0], true
	}
	return gruid.Point{}, false
}
