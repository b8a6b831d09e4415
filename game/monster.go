// Monsters: how a creature spends its turn — notice the player, approach, attack.
package game

import "codeberg.org/anaseto/gruid"

// monsterTurn lets monster m act and returns the time its action took.
func (g *Game) monsterTurn(m *Actor) int64 {
	pl := g.Player()
	if !m.Awake {
		// Sight is symmetric: the monster sees the player when the player sees it.
		if g.IsVisible(m.Pos) {
			m.Awake = true
		}
		return m.StepTime
	}
	if chebyshev(m.Pos, pl.Pos) == 1 {
		g.attack(m, pl)
		return blowTime
	}
	if step, ok := g.stepToward(m.Pos, pl.Pos); ok {
		if cost := g.moveOrAttack(m, step); cost > 0 {
			return cost
		}
	}
	return m.StepTime
}

// stepToward picks the neighbouring free cell of from that is closest to goal by walking distance.
func (g *Game) stepToward(from, goal gruid.Point) (gruid.Point, bool) {
	dist := g.distances(goal, 30)
	best, bestD := from, dist[g.idx(from)]
	for _, d := range Dirs {
		q := from.Add(d)
		if !g.Level.In(q) || !g.Level.At(q).Passable() || (g.ActorAt(q) != nil && q != goal) {
			continue
		}
		if dq := dist[g.idx(q)]; dq >= 0 && (bestD < 0 || dq < bestD) {
			best, bestD = q, dq
		}
	}
	return best, best != from
}

func (g *Game) idx(p gruid.Point) int { return p.Y*g.Level.W + p.X }

// distances is a breadth-first walking distance map from goal (−1: unreached), up to maxDist steps.
func (g *Game) distances(goal gruid.Point, maxDist int) []int {
	dist := make([]int, g.Level.W*g.Level.H)
	for i := range dist {
		dist[i] = -1
	}
	dist[g.idx(goal)] = 0
	frontier := []gruid.Point{goal}
	for len(frontier) > 0 {
		p := frontier[0]
		frontier = frontier[1:]
		if dist[g.idx(p)] >= maxDist {
			continue
		}
		for _, d := range Dirs {
			q := p.Add(d)
			if !g.Level.In(q) || !g.Level.At(q).Passable() || dist[g.idx(q)] >= 0 {
				continue
			}
			dist[g.idx(q)] = dist[g.idx(p)] + 1
			frontier = append(frontier, q)
		}
	}
	return dist
}

func chebyshev(p, q gruid.Point) int {
	d := p.Sub(q)
	return max(abs(d.X), abs(d.Y))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
