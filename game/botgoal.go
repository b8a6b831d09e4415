// The bot's walks to a goal kept between actions (issue 35): the walk to the stairs crosses the explored
// level at every step, so the steps from every seen cell to the goal are worked out once and answer the
// next walks while the level's tiles and the seen cells stand and no creature the player sees stands near
// enough to change the walk's answer.

package game

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/levels"
)

// keepAfter is how many cells a walk to a goal must take before its distances are worked out to be kept
// (when the same walk was that long twice): a short walk costs less than the whole map.
const keepAfter = 64

// goalKey is what a goalDist was worked out from: the level and its tiles (Level.Changes), the floor's seen
// cells and the count of their marks (Game.seenMarks), and the goal.
type goalKey struct {
	level   *levels.Level
	changes uint64
	seen    *bool
	marks   marks
	goal    gruid.Point
}

// goalDist is a walk's distances to its goal kept: for every seen passable cell, the fewest steps through
// seen passable cells to the goal, creatures left out; −1 where the goal is not reached.
type goalDist struct {
	key     goalKey // what dist holds (level nil: nothing)
	pending goalKey // the last long walk's, not kept yet
	dist    []int32
}

// goalKey is the key of the walk to goal now.
func (bt *bot) goalKey(goal gruid.Point) goalKey {
	g := bt.g
	key := goalKey{level: g.Level, changes: g.Level.Changes(), marks: g.seenMarks, goal: goal}
	if len(g.Seen) > 0 {
		key.seen = &g.Seen[0]
	}
	return key
}

// goalStep is the first step of the bot's walk from `from` to goal through seen cells (explore's, markSeen
// done): the kept distances' answer when they hold and decide it, else the walk walked afresh, and its
// distances worked out when it was long twice for the same key.
func (bt *bot) goalStep(from, goal gruid.Point) (gruid.Point, bool) {
	g, s := bt.g, &bt.walks
	d := &s.toGoal
	key := bt.goalKey(goal)
	if step, found, ok := d.answer(s, g.Level, from, key); ok {
		return step, found
	}
	step, found := firstStep(s.explore(g.Level, g.Seen, from, seenWalk{to: toGoal, goal: goal}))
	if s.walked >= keepAfter && d.key != key {
		if d.pending == key {
			s.cells = d.build(g.Level, g.Seen, key, s.cells)
		} else {
			d.pending = key
		}
	}
	return step, found
}

// answer is the walk's first step from `from` by the kept distances, ok when they hold for key and decide
// it. Explore's walk is breadth first with the steps in dirs' order, so the goal lies under the first step,
// in dirs' order, of those fewest steps from it (the walk's depth less one): that step is the answer. The
// walk looks only at the cells within its depth of from; the answer holds when no creature the player sees
// (s.marked, markSeen's) stands there, but on the goal, which the walk may end on. That no walk is found holds
// whatever the creatures. When from is the goal the walk is walked (it ends where it starts).
func (d *goalDist) answer(s *bfsScratch, l *levels.Level, from gruid.Point, key goalKey) (step gruid.Point, found, ok bool) {
	if d.key.level == nil || d.key != key || !l.In(from) || from == key.goal {
		return gruid.Point{}, false, false
	}
	w, h := l.W, l.H
	best, bestK := int32(-1), -1
	for k, dd := range dirs {
		q := from.Add(dd)
		if q.X < 0 || q.Y < 0 || q.X >= w || q.Y >= h {
			continue
		}
		if v := d.dist[q.Y*w+q.X]; v >= 0 && (bestK < 0 || v < best) {
			best, bestK = v, k
		}
	}
	if bestK < 0 { // the goal is not reached from here, creatures or none
		return gruid.Point{}, false, true
	}
	depth := int(best) + 1
	fi, gi := int32(from.Y*w+from.X), int32(key.goal.Y*w+key.goal.X)
	for _, c := range s.marked {
		if c != fi && c != gi && max(abs(int(c)%w-from.X), abs(int(c)/w-from.Y)) <= depth {
			return gruid.Point{}, false, false
		}
	}
	return from.Add(dirs[bestK]), true, true
}

// build works out the distances to key's goal on l (a breadth-first walk from the goal through the seen
// passable cells) and keeps them; queue is scratch, given back.
func (d *goalDist) build(l *levels.Level, seen []bool, key goalKey, queue []int32) []int32 {
	w, h := l.W, l.H
	n := w * h
	if cap(d.dist) < n {
		d.dist = make([]int32, n)
	}
	dist, tiles := d.dist[:n], l.Tiles[:n]
	seen = seen[:n]
	d.dist = dist
	for i := range dist {
		dist[i] = -1
	}
	queue = queue[:0]
	if gi := key.goal.Y*w + key.goal.X; l.In(key.goal) && seen[gi] && tiles[gi].Passable() {
		dist[gi] = 0
		queue = append(queue, int32(gi))
	}
	for head := 0; head < len(queue); head++ {
		pi := int(queue[head])
		px, py, dp := pi%w, pi/w, dist[pi]+1
		for _, dd := range dirs {
			qx, qy := px+dd.X, py+dd.Y
			if qx < 0 || qy < 0 || qx >= w || qy >= h {
				continue
			}
			if qi := qy*w + qx; dist[qi] < 0 && seen[qi] && tiles[qi].Passable() {
				dist[qi] = dp
				queue = append(queue, int32(qi))
			}
		}
	}
	d.key = key
	return queue[:0]
}

// abs is |x|.
func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
