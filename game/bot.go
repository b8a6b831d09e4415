// Bot: a built-in player that explores, fights what it meets with everything it has, goes down, and carries
// the artefact of the bottom level back up and out.

package game

import (
	"sort"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/levels"
)

// botTurnsPerLevel is how many turns the bot explores a level before it takes known stairs down.
const botTurnsPerLevel = 150

// botChaseTurns is how many turns the bot walks on to where it last saw a foe.
const botChaseTurns = 12

// ActBot is the kind of the action a recording (Record, TakeActions) keeps where the bot was asked for its
// action, as its choosing moves the game (its memory of a foe, a roll): a replay asks the bot again there
// (BotAction), and the action it chose follows as an action of its own. Do does nothing with it.
const ActBot ActionKind = 255

// BotAction chooses the bot's next action. It fights the nearest foe in view: it shoots or throws when it
// can and the foe is not next to it, bashes with its shield now and then, chooses its stance by how the
// fight goes, and walks on to where it last saw a foe that went out of sight (which it remembers in the
// game's State); else it picks up what lies at its feet, uses its magic (botmagic.go: it drinks a known
// healing potion when badly hurt, in a fight too), rests when hurt, explores, and takes the stairs down; on the
// goal's level it walks to the artefact once seen, and with the artefact it climbs every stairs up and out.
func (g *Game) BotAction() Action {
	if g.recording { // the bot's choice moves the game (its memory, a roll): a replay asks it again
		g.taken = append(g.taken, Action{Kind: ActBot})
	}
	pl := g.Player
	targets := g.Targets()
	if i := g.botDrink(pl); i >= 0 {
		return Action{Kind: ActQuaff, Item: i}
	}
	if len(targets) > 0 {
		t := targets[0]
		if want := g.botStance(pl, t); want != pl.Stance {
			return Action{Kind: ActStance, Stance: want}
		}
		if act, ok := g.botCast(pl, t); ok {
			return act
		}
		d := levels.Distance(t.Pos, pl.Pos)
		if d >= 2 && g.CanShoot(pl) && d <= g.ShotRange(pl) {
			if _, hit := g.flight(pl.Pos, t.Pos, g.ShotRange(pl)); hit == t {
				return Action{Kind: ActFire, Target: t.Pos}
			}
		}
		if d >= 2 && d <= 5 {
			if i := g.gear.throwable(pl); i >= 0 {
				if _, hit := g.flight(pl.Pos, t.Pos, g.arms.throwRange(pl.Pack[i])); hit == t {
					return Action{Kind: ActThrow, Item: i, Target: t.Pos}
				}
			}
		}
		if d == 1 {
			if _, ok := g.arms.bashSlot(pl); ok && g.rng.IntN(4) == 0 {
				return Action{Kind: ActBash, Dir: t.Pos.Sub(pl.Pos)}
			}
			return Action{Kind: ActMove, Dir: t.Pos.Sub(pl.Pos)}
		}
		if step, ok := g.botStep(pl.Pos, t.Pos); ok {
			g.BotChase, g.BotChaseUntil = t.Pos, g.Turns+botChaseTurns
			return Action{Kind: ActMove, Dir: step.Sub(pl.Pos)}
		}
	}
	// The foe it walked to went out of sight: on to where it was last seen, for a while.
	if len(targets) == 0 && g.Turns < g.BotChaseUntil && pl.Pos != g.BotChase {
		if step, ok := g.botStep(pl.Pos, g.BotChase); ok {
			return Action{Kind: ActMove, Dir: step.Sub(pl.Pos)}
		}
	}
	g.BotChaseUntil = 0
	// No foe in sight: a stance that drains stamina is dropped (RULES.md §26.1).
	if g.arms.stanceRow(pl).Stamina < 0 && len(targets) == 0 {
		return Action{Kind: ActStance, Stance: assets.NeutralStance}
	}
	if len(g.ItemsAt(pl.Pos)) > 0 && (g.botWants(pl) || g.botWantsMagic(pl)) {
		return Action{Kind: ActPickUp}
	}
	if act, ok := g.botUseMagic(pl); ok {
		return act
	}
	if i := g.botAmmoToQuiver(pl); i >= 0 {
		return Action{Kind: ActWield, Item: i}
	}
	// Hurt and alone: rest until mostly healed.
	if pl.HP*5 < pl.MaxHP*3 || pl.Bleeding > 0 || pl.Poison > 0 {
		return Action{Kind: ActWait}
	}
	if g.Artefact { // RULES.md §38: the artefact is carried home, up every staircase and out of level 1
		return g.botHomeward(pl)
	}
	// The goal's level: straight to the artefact (its Down) once seen.
	_, goal := g.Goal()
	dive := g.IsSeen(g.Level.Down) && (g.Turns-g.ArrivedTurn > botTurnsPerLevel || g.Depth >= goal)
	if !dive {
		if step, ok := g.exploreStep(); ok {
			return Action{Kind: ActMove, Dir: step.Sub(pl.Pos)}
		}
	}
	if g.Level.At(pl.Pos) == levels.StairsDown {
		return Action{Kind: ActDescend}
	}
	if step, ok := g.botStep(pl.Pos, g.Level.Down); ok {
		return Action{Kind: ActMove, Dir: step.Sub(pl.Pos)}
	}
	// The stairs were seen, but no known way leads there: explore on to find one.
	if step, ok := g.exploreStep(); ok && dive {
		return Action{Kind: ActMove, Dir: step.Sub(pl.Pos)}
	}
	return Action{Kind: ActWait}
}

// botHomeward is the bot's way home with the artefact: to the stairs up (seen when it came down them), up
// them, and out of level 1; it explores when no known way leads there.
func (g *Game) botHomeward(pl *Actor) Action {
	if g.Level.At(pl.Pos) == levels.StairsUp {
		return Action{Kind: ActAscend}
	}
	if step, ok := g.botStep(pl.Pos, g.Level.Up); ok {
		return Action{Kind: ActMove, Dir: step.Sub(pl.Pos)}
	}
	if step, ok := g.exploreStep(); ok {
		return Action{Kind: ActMove, Dir: step.Sub(pl.Pos)}
	}
	return Action{Kind: ActWait}
}

// botStance: the boldest stance but one against the weak, the most cautious but one when hurt, the
// most cautious when nearly dead, the boldest when the foe is strong and the bot is fresh, else
// neutral. Caution is what a stance adds to Defence (dodge and defence); with the embedded data
// these are aggressive, defensive, coward and frenzy. A stance that drains stamina gives way to neutral
// while the bot is winded or has less than half its stamina.
func (g *Game) botStance(pl, t *Actor) string {
	byCaution := g.stancesByCaution()
	n := len(byCaution)
	if n < 2 {
		return pl.Stance
	}
	want := assets.NeutralStance
	switch {
	case pl.HP*4 <= pl.MaxHP:
		want = byCaution[0]
	case pl.HP*2 <= pl.MaxHP:
		want = byCaution[1]
	case t.MaxHP >= 20 && pl.HP*4 >= pl.MaxHP*3:
		want = byCaution[n-1]
	case t.HP <= 8:
		want = byCaution[n-2]
	}
	// Stamina (RULES.md §26): no draining stance while winded or low on breath; it gets its breath back
	// in the stance the fight allows.
	if s, ok := g.data.Stance(want); ok && s.Stamina < 0 && (pl.Winded || g.arms.stamina(pl)*2 < g.arms.maxStamina(pl)) {
		want = assets.NeutralStance
	}
	return want
}

// stancesByCaution lists the stances' names, the most cautious first: by what they add to Defence,
// then in the order of stances.toml.
func (g *Game) stancesByCaution() []string {
	st := g.data.Stances
	order := make([]int, len(st))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool {
		return st[order[a]].Dodge+st[order[a]].Defence > st[order[b]].Dodge+st[order[b]].Defence
	})
	out := make([]string, len(order))
	for i, k := range order {
		out[i] = st[k].Name
	}
	return out
}

// botWants reports whether the bot picks up what is here: ammunition for its missile weapon, and
// weapons made for throwing; nothing else (it keeps its kit light).
func (g *Game) botWants(a *Actor) bool {
	for _, it := range g.ItemsAt(a.Pos) {
		switch it.Kind {
		case ItemAmmo:
			if w, ok := g.gear.weaponIn(a, SlotMissile); ok {
				if am, ok := g.data.Ammo(it.Name); ok && am.Skill == w.Skill {
					return true
				}
			}
		case ItemWeapon:
			if w, ok := g.data.Weapon(it.Name); ok && w.Throwable && w.Thrown > 0 && len(a.Pack) < 6 {
				return true
			}
		}
	}
	return false
}

// botAmmoToQuiver is the pack index of ammunition for the missile weapon to put in an empty quiver, or −1.
func (g *Game) botAmmoToQuiver(a *Actor) int {
	w, ok := g.gear.weaponIn(a, SlotMissile)
	if !ok || (!a.Worn[SlotAmmo].IsZero() && a.Worn[SlotAmmo].Count > 0) {
		return -1
	}
	for i, it := range a.Pack {
		if am, ok := g.data.Ammo(it.Name); ok && it.Kind == ItemAmmo && am.Skill == w.Skill {
			return i
		}
	}
	return -1
}

// botStep is the first step of a walk from `from` to goal through seen cells, around creatures.
func (g *Game) botStep(from, goal gruid.Point) (gruid.Point, bool) {
	g.markSeenActors()
	prev := g.bfsPrev(from, func(q gruid.Point) bool {
		if !g.IsSeen(q) || !g.Level.At(q).Passable() {
			return false
		}
		return !g.seenActorAt(q) || q == goal
	}, func(p gruid.Point) bool { return p == goal })
	return g.firstStep(from, prev)
}

// exploreStep is the first step of a shortest walk through seen cells to a seen passable cell that
// borders an unseen one.
func (g *Game) exploreStep() (gruid.Point, bool) {
	from := g.Player.Pos
	g.markSeenActors()
	prev := g.bfsPrev(from, func(q gruid.Point) bool {
		return g.IsSeen(q) && g.Level.At(q).Passable() && !g.seenActorAt(q)
	}, func(p gruid.Point) bool { return p != from && g.bordersUnseen(p) })
	return g.firstStep(from, prev)
}

// bfsScratch is what the bot's breadth-first walks reuse from call to call (the bot walks every action):
// the predecessors, the queue, the chain found, and the cells where the player sees a creature.
type bfsScratch struct {
	prev  []int32
	stamp []uint32 // the walk that set prev[i]
	walk  uint32   // the walk under way
	queue []gruid.Point
	chain []gruid.Point
	seen  []bool // markSeenActors: a creature the player sees stands there
}

// markSeenActors marks the cells where the player sees a living creature (or the player), for seenActorAt:
// once a walk, not a scan of every creature for every cell the walk looks at.
func (g *Game) markSeenActors() {
	n := g.Level.W * g.Level.H
	s := &g.bfs
	if cap(s.seen) < n {
		s.seen = make([]bool, n)
	}
	s.seen = s.seen[:n]
	clear(s.seen)
	for a := range g.Everyone() {
		if !a.Dead && g.IsVisible(a.Pos) {
			s.seen[a.Pos.Y*g.Level.W+a.Pos.X] = true
		}
	}
}

// seenActorAt reports whether the player sees a creature at q (as markSeenActors found them): the bot walks
// around what it sees, as a player does, and bumps into what it does not.
func (g *Game) seenActorAt(q gruid.Point) bool { return g.bfs.seen[q.Y*g.Level.W+q.X] }

// bfsPrev walks breadth first from `from` through cells ok accepts until done accepts one; it returns
// the chain of predecessors ending there (found last), or nil. The chain is the scratch's: good until the
// next walk.
func (g *Game) bfsPrev(from gruid.Point, ok, done func(gruid.Point) bool) []gruid.Point {
	w := g.Level.W
	s := &g.bfs
	n := w * g.Level.H
	if cap(s.prev) < n {
		s.prev, s.stamp, s.walk = make([]int32, n), make([]uint32, n), 0
	}
	prev, stamp := s.prev[:n], s.stamp[:n]
	if s.walk++; s.walk == 0 { // the stamps went round: forget them all
		clear(stamp)
		s.walk = 1
	}
	walk := s.walk
	// prev[i] holds only where stamp[i] is this walk's: no clearing of the whole level each walk
	fi := int32(from.Y*w + from.X)
	prev[fi], stamp[fi] = fi, walk
	queue := append(s.queue[:0], from)
	for head := 0; head < len(queue); head++ {
		p := queue[head]
		if done(p) {
			s.queue = queue[:0]
			chain := s.chain[:0]
			for p != from {
				chain = append(chain, p)
				i := prev[p.Y*w+p.X]
				p = gruid.Point{X: int(i) % w, Y: int(i) / w}
			}
			s.chain = chain
			return chain
		}
		pi := int32(p.Y*w + p.X)
		for _, d := range dirs {
			q := p.Add(d)
			if !g.Level.In(q) {
				continue
			}
			qi := q.Y*w + q.X
			if stamp[qi] == walk || !ok(q) {
				continue
			}
			prev[qi], stamp[qi] = pi, walk
			queue = append(queue, q)
		}
	}
	s.queue = queue[:0]
	return nil
}

// firstStep is the step next to from on a chain bfsPrev found.
func (g *Game) firstStep(from gruid.Point, chain []gruid.Point) (gruid.Point, bool) {
	if len(chain) == 0 {
		return gruid.Point{}, false
	}
	return chain[len(chain)-1], true
}

func (g *Game) bordersUnseen(p gruid.Point) bool {
	for _, d := range dirs {
		q := p.Add(d)
		if g.Level.In(q) && !g.IsSeen(q) {
			return true
		}
	}
	return false
}
