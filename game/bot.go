// Bot: a built-in player that explores and fights what it meets, for scripted runs and tests.
package game

import "codeberg.org/anaseto/gruid"

// BotAction chooses the bot's next action: attack an adjacent foe, close in on a visible one, else walk
// to the nearest unexplored edge of the map, else wait.
func (g *Game) BotAction() Action {
	pl := g.Player()
	var target *Actor
	for _, a := range g.Actors[1:] {
		if a.Dead || !g.IsVisible(a.Pos) {
			continue
		}
		if target == nil || chebyshev(a.Pos, pl.Pos) < chebyshev(target.Pos, pl.Pos) {
			target = a
		}
	}
	if target != nil {
		if step, ok := g.stepToward(pl.Pos, target.Pos); ok {
			return Action{Kind: ActMove, Dir: step.Sub(pl.Pos)}
		}
	}
	if step, ok := g.exploreStep(); ok {
		return Action{Kind: ActMove, Dir: step.Sub(pl.Pos)}
	}
	return Action{Kind: ActWait}
}

// exploreStep is the first step of a shortest walk through seen cells to a seen passable cell that borders
// an unseen one.
func (g *Game) exploreStep() (gruid.Point, bool) {
	pl := g.Player().Pos
	prev := make([]int, g.Level.W*g.Level.H)
	for i := range prev {
		prev[i] = -1
	}
	prev[g.idx(pl)] = g.idx(pl)
	frontier := []gruid.Point{pl}
	for len(frontier) > 0 {
		p := frontier[0]
		frontier = frontier[1:]
		if p != pl && g.bordersUnseen(p) {
			for prev[g.idx(p)] != g.idx(pl) {
				i := prev[g.idx(p)]
				p = gruid.Point{X: i % g.Level.W, Y: i / g.Level.W}
			}
			return p, true
		}
		for _, d := range Dirs {
			q := p.Add(d)
			if !g.IsSeen(q) || !g.Level.At(q).Passable() || prev[g.idx(q)] >= 0 {
				continue
			}
			if a := g.ActorAt(q); a != nil && !a.Player {
				continue
			}
			prev[g.idx(q)] = g.idx(p)
			frontier = append(frontier, q)
		}
	}
	return gruid.Point{}, false
}

func (g *Game) bordersUnseen(p gruid.Point) bool {
	for _, d := range Dirs {
		q := p.Add(d)
		if g.Level.In(q) && !g.IsSeen(q) {
			return true
		}
	}
	return false
}
