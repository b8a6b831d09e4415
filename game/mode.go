// The kind of run a game is (assets/modes.toml, combat/RULES.md §38.5): where its goal lies, whether a death
// ends it, whether it is scored.

package game

import (
	"errors"
	"fmt"
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
)

// ErrMode is wrapped by the errors of a game whose mode its data does not have.
var ErrMode = errors.New("a kind of run the data does not have")

// run is the game's kind of run, State.Mode found among the data's modes: the goal it sets and what a
// death does.
type run struct {
	g *Game
	m *assets.Mode // bound by bind; never nil in a game made by New or Restore
}

// ModePractice is the mode of a game forked from a replay ("play from here", render/ui/replay.go): the
// run it forked from (State.Mode "practice" for the whole dungeon, "practice:NAME" for modes.toml's NAME)
// with its goal and its death, never scored. It is a name of State.Mode, not a row of modes.toml: the save
// keeps the mode's string as it always did, and the fork keeps the goal of the run it left.
const ModePractice = "practice"

// PracticeOf is the State.Mode of a practice game forked from a game of mode (State.Mode; a practice
// game's fork is practice of the same run).
func PracticeOf(mode string) string {
	if isPractice(mode) {
		return mode
	}
	if mode == "" {
		return ModePractice
	}
	return ModePractice + ":" + mode
}

// PracticeBase reports whether State.Mode mode is a practice game's, and the mode it forked from ("": the
// whole dungeon): what a morgue's line to play the run again names.
func PracticeBase(mode string) (base string, ok bool) {
	if !isPractice(mode) {
		return "", false
	}
	return practiceBase(mode), true
}

// isPractice reports whether State.Mode mode is a practice game's.
func isPractice(mode string) bool {
	return mode == ModePractice || strings.HasPrefix(mode, ModePractice+":")
}

// practiceBase is the mode a practice game's State.Mode forked from ("": the whole dungeon).
func practiceBase(mode string) string {
	_, base, _ := strings.Cut(mode, ":")
	return base
}

// knownMode reports whether data d has State.Mode mode: one of its modes, the tutorial's, or practice of one.
func knownMode(d *assets.Data, mode string) bool {
	if isPractice(mode) {
		mode = practiceBase(mode)
	}
	_, ok := d.Mode(mode)
	return ok || mode == ModeTutorial
}

// bind finds the game's mode among the data's: "" and the first mode's name are the whole dungeon (kept as
// ""), the tutorial's name is the tutorial (a run of the whole dungeon's rules, unscored, unless the data
// gives it a mode of its own), any other name is an error wrapping ErrMode.
func (r *run) bind() error {
	g := r.g
	m, ok := g.data.Mode(g.State.Mode)
	switch {
	case ok:
	case isPractice(g.State.Mode):
		base, ok := g.data.Mode(practiceBase(g.State.Mode))
		if !ok {
			return fmt.Errorf("%w: %.40q (known: %v)", ErrMode, g.State.Mode, g.data.ModeNames())
		}
		t := *base
		t.Name, t.Title, t.Scored = ModePractice, langOf(g).Say("game.mode.practice", text.S("title", base.Title)), false
		r.m = &t
		return nil
	case g.State.Mode == ModeTutorial:
		if m, ok = g.data.Mode(""); !ok {
			return fmt.Errorf("%w: the data has no modes", ErrMode)
		}
		t := *m
		t.Name, t.Title, t.Scored = ModeTutorial, langOf(g).Say("game.mode.tutorial"), false
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
	tell(g, MsgDeath, "game.mode.explore_death")
	g.updateSight()
	return true
}

// MakePractice makes g a practice game (ModePractice) of the run it is: a game forked from a replay plays
// on unscored, marked as practice wherever its mode shows (the side panel, the death screen, the morgue),
// and never enters the high-score table (its Outcome is not Scored).
func MakePractice(g *Game) error {
	old := g.State.Mode
	g.State.Mode = PracticeOf(old)
	if err := g.run.bind(); err != nil {
		g.State.Mode = old
		return fmt.Errorf("make practice: %w", err)
	}
	return nil
}
