// The kind of run a game is (assets/modes.toml, combat/RULES.md §38.5): where its goal lies, whether a death
// ends it, whether it is scored.

package game

import (
	"errors"
	"fmt"

	"github.com/cleave-game/cleave/assets"
)

// ErrMode is wrapped by the errors of a game whose mode its data does not have.
var ErrMode = errors.New("a kind of run the data does not have")

// run is the game's kind of run, State.Mode found among the data's modes: the goal it sets and what a
// death does.
type run struct {
	g *Game
	m *assets.Mode // bound by bind; never nil in a game made by New or Restore
}

// bind finds the game's mode among the data's: "" and the first mode's name are the whole dungeon (kept as
// ""), the tutorial's name is the tutorial (a run of the whole dungeon's rules, unscored, unless the data
// gives it a mode of its own), any other name is an error wrapping ErrMode.
func (r *run) bind() error {
	g := r.g
	m, ok := g.data.Mode(g.State.Mode)
	switch {
	case ok:
	case g.State.Mode == ModeTutorial:
		if m, ok = g.data.Mode(""); !ok {
			return fmt.Errorf("%w: the data has no modes", ErrMode)
		}
		t := *m
		t.Name, t.Title, t.Scored = ModeTutorial, "The tutorial", false
		m = &t
	default:
		return fmt.Errorf("%w: %.40q (known: %v)", ErrMode, g.State.Mode, g.data.ModeNames())
	}
	if first, _ := g.data.Mode(""); first == m {
		g.State.Mode = ""
	}
	r.m = m
	return nil
}

// mode is the bound mode; for a game made without New, Restore or NewOn (a designer's blow, a player made
// alone) the whole dungeon's, dungeon.toml's goal without a modes.toml.
func (r *run) mode() *assets.Mode {
	if r.m != nil {
		return r.m
	}
	if m, ok := r.g.data.Mode(""); ok {
		return m
	}
	dg := &r.g.data.Dungeon
	return &assets.Mode{Death: assets.DeathFinal, Scored: true, GoalDepth: dg.GoalDepth, Artefact: dg.Artefact, ArtefactText: dg.ArtefactText, Guardian: dg.Guardian}
}

// RunMode is the game's kind of run (modes.toml's row): its name ("" never: the whole dungeon's is the
// first row's), its goal, its death and whether it is scored.
func (g *Game) RunMode() *assets.Mode { return g.run.mode() }

// stairsAfterDeath: under a mode whose death is not final, the player who would have died is put back on
// the up stairs of the level they fell on (the last stairs they can be sure of: every level's first), whole
// again and every ill cleared, and the game goes on; it reports whether it did. The creature on the stairs,
// if any, is moved aside.
func (r *run) stairsAfterDeath() bool {
	g := r.g
	if r.m == nil || r.m.Final() {
		return false
	}
	pl := g.Player
	pl.Dead, pl.HP = false, pl.MaxHP
	pl.Bleeding, pl.Poison, pl.BleedCause, pl.PoisonCause, pl.BleedBy, pl.PoisonBy = 0, 0, "", "", 0, 0
	pl.Disease, pl.Sick = "", 0
	pl.Spent, pl.Winded, pl.DazzledUntil = 0, false, 0
	pl.Pos = g.Level.Up
	for _, a := range g.Creatures {
		if !a.Dead && a.Pos == pl.Pos {
			g.dungeon.shove(a)
		}
	}
	g.Cause = ""
	g.message(MsgDeath, "You fall... and wake on the stairs up, whole again: in an explore run death is not the end.")
	g.updateSight()
	return true
}
