// Bot: a built-in player that explores, fights what it meets with everything it has, goes down, and carries
// the artefact of the bottom level back up and out.

package game

import (
	"slices"
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

// bot is the built-in player: it chooses the player's next action (BotAction) from what the player sees
// and knows, and remembers the foe it chased in the game's State (BotChase, which saves keep). Its walks
// through the seen cells, which the player's travel and auto-explore take too, reuse its scratch.
type bot struct {
	g     *Game      // what the player sees and carries
	walks bfsScratch // the breadth-first walks' buffers
	magic magicMemo  // useMagic's last answer, when it found nothing to do
}

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
	return g.bot.action()
}

// action is the bot's choice of its next action (BotAction).
func (bt *bot) action() Action {
	g := bt.g
	pl := g.Player
	targets := g.Targets()
	if i := bt.drink(pl); i >= 0 {
		return Action{Kind: ActQuaff, Item: i}
	}
	if len(targets) > 0 {
		t := targets[0]
		if want := bt.stance(pl, t); want != pl.Stance {
			return Action{Kind: ActStance, Stance: want}
		}
		if act, ok := bt.cast(pl, t); ok {
			return act
		}
		d := levels.Distance(t.Pos, pl.Pos)
		if d >= 2 && g.Shots().CanShoot(pl) && d <= g.Shots().ShotRange(pl) {
			if _, _, hit := g.missiles.trace(pl.Pos, t.Pos, g.Shots().ShotRange(pl)); hit == t {
				return Action{Kind: ActFire, Target: t.Pos}
			}
		}
		if d >= 2 && d <= 5 {
			if i := g.gear.throwable(pl); i >= 0 {
				if _, _, hit := g.missiles.trace(pl.Pos, t.Pos, g.arms.throwRange(pl.Pack[i])); hit == t {
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
		if step, ok := bt.step(pl.Pos, t.Pos); ok {
			g.BotChase, g.BotChaseUntil = t.Pos, g.Turns+botChaseTurns
			return Action{Kind: ActMove, Dir: step.Sub(pl.Pos)}
		}
	}
	// The foe it walked to went out of sight: on to where it was last seen, for a while.
	if len(targets) == 0 && g.Turns < g.BotChaseUntil && pl.Pos != g.BotChase {
		if step, ok := bt.step(pl.Pos, g.BotChase); ok {
			return Action{Kind: ActMove, Dir: step.Sub(pl.Pos)}
		}
	}
	g.BotChaseUntil = 0
	// No foe in sight: a stance that drains stamina is dropped (RULES.md §26.1).
	if g.arms.stanceRow(pl).Stamina < 0 && len(targets) == 0 {
		return Action{Kind: ActStance, Stance: assets.NeutralStance}
	}
	if len(g.ItemsAt(pl.Pos)) > 0 && (bt.wants(pl) || bt.wantsMagic(pl)) {
		return Action{Kind: ActPickUp}
	}
	if g.AutoPickupHere() { // what auto-explore walked it to, as it walks the player (pickup.go)
		return Action{Kind: ActAutoPickUp}
	}
	if act, ok := bt.useMagic(pl); ok {
		return act
	}
	if i := bt.ammoToQuiver(pl); i >= 0 {
		return Action{Kind: ActWield, Item: i}
	}
	// Hurt and alone: rest until mostly healed.
	if pl.HP*5 < pl.MaxHP*3 || pl.Bleeding > 0 || pl.Poison > 0 {
		return Action{Kind: ActWait}
	}
	if g.Artefact { // RULES.md §38: the artefact is carried home, up every staircase and out of level 1
		return bt.homeward(pl)
	}
	// The goal's level: straight to the artefact (its Down) once seen.
	_, goal := g.Goal()
	dive := g.IsSeen(g.Level.Down) && (g.Turns-g.ArrivedTurn > botTurnsPerLevel || g.Depth >= goal)
	if !dive {
		if step, ok := bt.exploreStep(); ok {
			return Action{Kind: ActMove, Dir: step.Sub(pl.Pos)}
		}
	}
	if g.Level.At(pl.Pos) == levels.StairsDown {
		return Action{Kind: ActDescend}
	}
	if step, ok := bt.step(pl.Pos, g.Level.Down); ok {
		return Action{Kind: ActMove, Dir: step.Sub(pl.Pos)}
	}
	// The stairs were seen, but no known way leads there: explore on to find one.
	if step, ok := bt.exploreStep(); ok && dive {
		return Action{Kind: ActMove, Dir: step.Sub(pl.Pos)}
	}
	return Action{Kind: ActWait}
}

// homeward is the bot's way home with the artefact: to the stairs up (seen when it came down them), up
// them, and out of level 1; it explores when no known way leads there.
func (bt *bot) homeward(pl *Actor) Action {
	g := bt.g
	if g.Level.At(pl.Pos) == levels.StairsUp {
		return Action{Kind: ActAscend}
	}
	if step, ok := bt.step(pl.Pos, g.Level.Up); ok {
		return Action{Kind: ActMove, Dir: step.Sub(pl.Pos)}
	}
	if step, ok := bt.exploreStep(); ok {
		return Action{Kind: ActMove, Dir: step.Sub(pl.Pos)}
	}
	return Action{Kind: ActWait}
}

// stance is the bot's stance against t: the boldest stance but one against the weak, the most cautious
// but one when hurt, the most cautious when nearly dead, the boldest when the foe is strong and the bot is
// fresh, else neutral. Caution is what a stance adds to Defence (dodge and defence); with the embedded data
// these are aggressive, defensive, coward and frenzy. A stance that drains stamina gives way to neutral
// while the bot is winded or has less than half its stamina.
func (bt *bot) stance(pl, t *Actor) string {
	g := bt.g
	byCaution := bt.stancesByCaution()
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
func (bt *bot) stancesByCaution() []string {
	st := bt.g.data.Stances
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

// wants reports whether the bot picks up what is here: ammunition for its missile weapon, and
// weapons made for throwing; nothing else (it keeps its kit light).
func (bt *bot) wants(a *Actor) bool {
	g := bt.g
	for _, it := range g.ItemsAt(a.Pos) {
		switch it.Kind {
		case ItemAmmo:
			if w, ok := g.gear.weaponIn(a, SlotMissile); ok {
				if am, ok := g.data.Ammo(it.Name); ok && am.Skill == w.Skill && g.gear.fits(a, it) {
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

// ammoToQuiver is the pack index of ammunition for the missile weapon to put in an empty quiver, or −1.
func (bt *bot) ammoToQuiver(a *Actor) int {
	g := bt.g
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

// step is the first step of a walk from `from` to goal through seen cells, around creatures.
func (bt *bot) step(from, goal gruid.Point) (gruid.Point, bool) {
	bt.markSeen()
	return bt.goalStep(from, goal)
}

// seenWalk is where a walk through seen cells (explore) goes: to a cell of items, to a cell next to one
// never seen, or to goal.
type seenWalk struct {
	to   int // toItems, toUnseen, toGoal
	goal gruid.Point
}

// The goals of a seenWalk.
const (
	toItems = iota
	toUnseen
	toGoal
)

// exploreStep is the first step of a shortest walk through seen cells to the nearest item auto-pickup takes
// that the player has not stood on (pickup.go: items first, as DCSS's explore goes to them), else to a seen
// passable cell that borders an unseen one.
func (bt *bot) exploreStep() (gruid.Point, bool) {
	g, s := bt.g, &bt.walks
	from := g.Player.Pos
	bt.markSeen()
	if s.items = g.pickup.wantedSpots(s.items); len(s.items) > 0 {
		if step, found := firstStep(bt.keptWalk(&s.toItems, from, s.items)); found {
			return step, true
		}
	}
	return firstStep(bt.unseenChain(from))
}

// unseenChain is explore's walk from `from` to a seen cell next to one never seen (markSeen done): the walk
// kept when it holds (botexplore.go), else walked and kept.
func (bt *bot) unseenChain(from gruid.Point) []gruid.Point {
	return bt.keptWalk(&bt.walks.unseen, from, nil)
}

// keptWalk is explore's walk from `from` to a cell of items (toItems), or with no items to a seen cell next
// to one never seen (toUnseen), markSeen done: u's walk kept when it holds, else walked and kept in u.
func (bt *bot) keptWalk(u *walkKept, from gruid.Point, items []gruid.Point) []gruid.Point {
	g, s := bt.g, &bt.walks
	key := bt.goalKey(gruid.Point{})
	if chain, ok := u.answer(s, g.Level, g.Seen, key, from, items); ok {
		return chain
	}
	to := seenWalk{to: toUnseen}
	if len(items) > 0 {
		to.to = toItems
	}
	chain := s.explore(g.Level, g.Seen, from, to)
	u.keep(s, key, from, items, chain, g.Level.W)
	return chain
}

// explore is the bot's walk from `from` on l, whose cells the player has seen are seen (exploreStep's and
// step's): walk with the step they take (a cell seen, passable, where the player sees no creature
// (markSeen's) but the goal's) and their goal (to.goal; else, not from: a cell of items, or a cell next to
// one never seen), cell by index, in walk's order to the same chain. The bot walks so at every action: the
// general walk's questions through the game cost a fifth of bot play.
func (s *bfsScratch) explore(l *levels.Level, seen []bool, from gruid.Point, to seenWalk) []gruid.Point {
	w, h := l.W, l.H
	n := w * h
	if cap(s.prev) < n {
		s.prev, s.stamp, s.round = make([]int32, n), make([]uint32, n), 0
	}
	s.shape(w, h)
	prev, stamp, tiles, creature, edge := s.prev[:n], s.stamp[:n], l.Tiles[:n], s.seen[:n], s.edge[:n]
	seen = seen[:n]
	if s.round++; s.round == 0 {
		clear(stamp)
		s.round = 1
	}
	walk := s.round
	off := &s.off
	fi := int32(from.Y*w + from.X)
	goal := int32(-1)
	if to.to == toGoal && l.In(to.goal) {
		goal = int32(to.goal.Y*w + to.goal.X)
	}
	prev[fi], stamp[fi] = fi, walk
	queue := append(s.cells[:0], fi)
	defer func() { s.walked, s.cells = len(queue), queue[:0] }()
	frontierWalk := to.to == toUnseen
	// A seen cell looked at once is stamped with the walk, whether it joins the queue or not (a wall, a
	// creature): the next looks stop at the stamp. A cell never seen is never stamped: every cell next to
	// it finds it.
	for head := 0; head < len(queue); head++ {
		pi := queue[head]
		if !frontierWalk && (pi != fi || to.to == toGoal) {
			var done bool
			switch to.to {
			case toGoal:
				done = pi == goal
			case toItems:
				done = slices.Contains(s.items, gruid.Point{X: int(pi) % w, Y: int(pi) / w})
			}
			if done {
				return s.chainOf(pi, fi, w)
			}
		}
		// The cells around p, in dirs' order: a cell never seen makes p the goal (bordersUnseen, when the
		// walk looks for one: what p put in the queue before it was found does not matter, for the walk
		// ends); the others join the queue.
		frontier := frontierWalk && pi != fi
		border := edge[pi] // not all eight around it on the level: each is checked
		var px, py int
		if border {
			px, py = int(pi)%w, int(pi)/w
		}
		for k, o := range off {
			if border {
				if qx, qy := px+dirs[k].X, py+dirs[k].Y; qx < 0 || qy < 0 || qx >= w || qy >= h {
					continue
				}
			}
			qi := pi + o
			if stamp[qi] == walk {
				continue
			}
			if !seen[qi] {
				if frontier {
					return s.chainOf(pi, fi, w)
				}
				continue
			}
			stamp[qi] = walk
			if !tiles[qi].Passable() || (creature[qi] && qi != goal) {
				continue
			}
			prev[qi] = pi
			queue = append(queue, qi)
		}
	}
	return nil
}

// shape readies the scratch's tables for a level of w×h: the offsets of dirs in a row of w, and which
// cells lie on the level's edge (some neighbour off it).
func (s *bfsScratch) shape(w, h int) {
	if s.shapeW == w && s.shapeH == h {
		return
	}
	s.shapeW, s.shapeH = w, h
	for k, d := range dirs {
		s.off[k] = int32(d.Y*w + d.X)
	}
	s.edge = make([]bool, w*h)
	for i := range s.edge {
		x, y := i%w, i/w
		s.edge[i] = x == 0 || y == 0 || x == w-1 || y == h-1
	}
}

// chainOf is explore's walk found: the cells from cell p back to from (from left out), in s.chain.
func (s *bfsScratch) chainOf(p, from int32, w int) []gruid.Point {
	prev := s.prev
	chain := s.chain[:0]
	for p != from {
		chain = append(chain, gruid.Point{X: int(p) % w, Y: int(p) / w})
		p = prev[p]
	}
	s.chain = chain
	return chain
}

// markSeen marks the cells where the player sees a living creature (or the player), for the walks' seenAt:
// once a walk, not a scan of every creature for every cell the walk looks at. The cells marked last time
// are unmarked (s.marked), not the whole level cleared.
func (bt *bot) markSeen() {
	g := bt.g
	n := g.Level.W * g.Level.H
	s := &bt.walks
	if len(s.seen) != n {
		s.seen, s.marked = make([]bool, n), s.marked[:0]
	}
	for _, i := range s.marked {
		s.seen[i] = false
	}
	s.marked = s.marked[:0]
	for a := range g.Everyone() {
		if !a.Dead && g.IsVisible(a.Pos) {
			i := int32(a.Pos.Y*g.Level.W + a.Pos.X)
			s.seen[i] = true
			s.marked = append(s.marked, i)
		}
	}
}

// bfsScratch is what the bot's breadth-first walks reuse from call to call (the bot walks every action):
// the predecessors, the queue, the chain found, and the cells where the player sees a creature. Its walk
// takes the level and what a walk may cross, and needs nothing of the game.
type bfsScratch struct {
	prev   []int32
	stamp  []uint32 // the walk that set prev[i]
	round  uint32   // the walk under way
	queue  []gruid.Point
	cells  []int32 // explore's queue, cell by index
	chain  []gruid.Point
	seen   []bool  // the bot's markSeen: a creature the player sees stands there
	marked []int32 // the cells seen marks, to unmark
	// explore's tables for a level of shapeW×shapeH (shape): dirs' offsets, the cells on the edge
	shapeW, shapeH int
	off            [8]int32
	edge           []bool
	// walked is how many cells explore's last walk queued; toGoal the distances to a goal kept (botgoal.go)
	walked  int
	toGoal  goalDist
	unseen  walkKept      // the last walk to the unexplored (botexplore.go)
	toItems walkKept      // the last walk to the items wanted
	items   []gruid.Point // the cells of items auto-explore walks to (pickups.wantedSpots)
}

// seenAt reports whether the player sees a creature at q of level l (as the bot's markSeen found them): the
// bot walks around what it sees, as a player does, and bumps into what it does not.
func (s *bfsScratch) seenAt(l *levels.Level, q gruid.Point) bool { return s.seen[q.Y*l.W+q.X] }

// walk walks l breadth first from `from` through cells ok accepts until done accepts one; it returns the
// chain of predecessors ending there (found last), or nil. The chain is the scratch's: good until the next
// walk.
func (s *bfsScratch) walk(l *levels.Level, from gruid.Point, ok, done func(gruid.Point) bool) []gruid.Point {
	w := l.W
	n := w * l.H
	if cap(s.prev) < n {
		s.prev, s.stamp, s.round = make([]int32, n), make([]uint32, n), 0
	}
	prev, stamp := s.prev[:n], s.stamp[:n]
	if s.round++; s.round == 0 { // the stamps went round: forget them all
		clear(stamp)
		s.round = 1
	}
	walk := s.round
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
			if !l.In(q) {
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

// firstStep is the step next to the walk's start on a chain bfsScratch.walk found.
func firstStep(chain []gruid.Point) (gruid.Point, bool) {
	if len(chain) == 0 {
		return gruid.Point{}, false
	}
	return chain[len(chain)-1], true
}

// bordersUnseen reports whether p is next to a cell the player has not seen.
func (bt *bot) bordersUnseen(p gruid.Point) bool { return bordersUnseen(bt.g.Level, bt.g.Seen, p) }
