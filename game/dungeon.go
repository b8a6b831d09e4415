// The run: the goal at the bottom of the dungeon, its guardian, the way out and the score (RULES.md §38).

package game

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/levels"
)

// Goal is the artefact at the bottom of the dungeon and the level it lies on (dungeon.toml).
func (g *Game) Goal() (name string, depth int) {
	return g.data.Dungeon.Artefact, g.data.Dungeon.GoalDepth
}

// Score is the run's score as dungeon.toml counts it (RULES.md §38.4): the deepest level, the artefact held
// and, for a victory, the escape and its speed.
func (g *Game) Score() int {
	return g.data.Dungeon.Score.Score(g.Deepest, g.Turns, g.Artefact, g.Won)
}

// theme is the theme of the current depth, nil for none.
func (g *Game) theme() *levels.Theme { return g.data.Dungeon.ThemeAt(g.Depth) }

// placeGuardian makes the goal's guardian beside the artefact of a level that holds it (its Down, as the
// goal's level has no stairs down): the nearest free floor cell. Made with the level, it is made once per
// game.
func (g *Game) placeGuardian() {
	at := g.Level.Down
	if g.Level.At(at) != levels.Artefact {
		return
	}
	c, ok := g.data.Creature(g.data.Dungeon.Guardian)
	if !ok {
		return
	}
	for r := 1; r < 10; r++ {
		for _, d := range dirs {
			p := at.Add(d.Mul(r))
			if g.Level.At(p) == levels.Floor && g.ActorAt(p) == nil {
				g.addActor(g.newCreature(c, p))
				return
			}
		}
	}
}

// takeArtefact gives the player the artefact they stepped on: the pedestal is bare from then on.
func (g *Game) takeArtefact(p gruid.Point) {
	g.Level.Set(p, levels.Floor)
	g.Artefact = true
	g.message(MsgInfo, "You take %s from its pedestal! Now carry it back up to the daylight.", g.data.Dungeon.Artefact)
	g.message(MsgInfo, "%s", g.data.Dungeon.ArtefactText)
}

// win ends the game in victory: the player came out of the dungeon with the artefact.
func (g *Game) win() {
	g.Over, g.Won = true, true
	g.Cause = ""
	g.message(MsgInfo, "You climb out into the daylight with %s. You have won!", g.data.Dungeon.Artefact)
}

// stepCost is how long a's step into a cell of tile t takes: its step time, WaterStep times as long into
// shallow water for a walker (not the incorporeal, which pass over it) (RULES.md §38.3).
func (g *Game) stepCost(a *Actor, t levels.Tile) int64 {
	if t == levels.Water && !g.arms.traits(a).Incorporeal {
		return int64(float64(a.StepTime)*g.data.Dungeon.WaterStep + 0.5)
	}
	return a.StepTime
}
