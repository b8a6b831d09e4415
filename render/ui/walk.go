// Walks that never walk the player into death: a held key's repeats, a walk to a clicked cell,
// auto-explore (o), travel to known stairs (> and < off the stairs), a run (Shift and a direction) and a
// rest (R) all stop when the game's Danger says something happened, and say why on screen.

package ui

import (
	"slices"
	"strconv"
	"strings"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// walkKind is what a walk of Play is.
type walkKind uint8

// The walks.
const (
	walkClick   walkKind = iota // to a clicked cell (Play.travel)
	walkStairs                  // to known stairs (Play.travel)
	walkExplore                 // auto-explore
	walkRun                     // along a corridor
	walkRest                    // waiting until healed
)

// How often a walk steps: every so many ticks (a rest waits a turn every tick).
const (
	exploreEvery = 2
	restEvery    = 1
	// restTurnsMost is how many turns a rest waits at most (hit points that never come back).
	restTurnsMost = 1000
)

// Rest is the key that rests; Explore the key of auto-explore.
const (
	RestKey    = 'R'
	ExploreKey = 'o'
)

// runKeys are the typed keys that run (Shift and a vi key), with their direction.
var runKeys = map[rune]gruid.Point{
	'H': {X: -1}, 'J': {Y: 1}, 'K': {Y: -1}, 'L': {X: 1},
	'Y': {X: -1, Y: -1}, 'U': {X: 1, Y: -1}, 'B': {X: -1, Y: 1}, 'N': {X: 1, Y: 1},
}

// stopNotice is the notice in l of what stopped a walk: "You stop: a cave beetle comes into view.".
func stopNotice(l *text.Lang, reason string) string {
	return l.Say("play.walk.stop", text.S("why", reason))
}

// Why the stop reason is a notice and not a line of the log: the notices of this model are what the
// interface says (refusals, prompts), the log is what happened in the world, saved with the game and
// compared in the recorded bot logs. What made the walk stop (the beetle's bite, the kobold's miss) is
// in the log already; the notice says that it stopped the walk, in view until the next key.

// heldStep does a held movement key's step (d zero: a wait). A fresh press always acts; its repeats
// stop for good, until the key is pressed again, once the game's Danger names something.
func (s *Play) heldStep(m *Model, in *Input, g *game.Game, d gruid.Point) {
	fresh := freshMove(in)
	if fresh {
		s.blocked = false
	} else if s.blocked {
		if m.notice == "" {
			m.notice = stopNotice(m.Lang(), s.stopWhy) // the key is still held: say why it does nothing
		}
		return
	}
	w := g.Walks().Watch()
	if d == (gruid.Point{}) {
		m.act(g, game.Action{Kind: game.ActWait})
	} else {
		m.act(g, game.Action{Kind: game.ActMove, Dir: d})
	}
	if why := g.Walks().Danger(w); why != "" {
		s.blocked, s.stopWhy = true, why
		// A danger is said at once; what lies underfoot after a single step, the log says already
		// ("You see here: ..."): it is said only if the key is still held when it would repeat.
		if !fresh || why != g.Walks().Underfoot(w) {
			m.notice = stopNotice(m.Lang(), why)
		}
	}
}

// freshMove reports whether a movement key was pressed this tick (not only held).
func freshMove(in *Input) bool {
	for _, mv := range in.Moves {
		if mv.Held == 1 {
			return true
		}
	}
	return false
}

// walkCommand does a typed key that begins a walk, and reports whether c was one: o explores, R rests,
// Shift and a vi key runs, > and < off their stairs travel to the known ones.
func (s *Play) walkCommand(m *Model, c rune, g *game.Game) bool {
	if d, ok := runKeys[c]; ok {
		s.run(m, g, d)
		return true
	}
	l := m.Lang()
	switch c {
	case ExploreKey:
		if s.refuseToExplore(m, g) {
			return true
		}
		if g.AutoPickupHere() { // what lies here first, as a step of the walk would take it
			g.Do(game.Action{Kind: game.ActAutoPickUp})
		}
		if _, ok := g.Walks().ExploreStep(); !ok {
			m.notice = l.Say("play.walk.done")
			return true
		}
		s.begin(walkExplore, gruid.Point{})
	case RestKey:
		if s.refuseWithFoe(m, g, "play.walk.rest") {
			return true
		}
		if g.Walks().Rested() {
			m.notice = l.Say("play.walk.no_rest")
			return true
		}
		s.begin(walkRest, gruid.Point{})
		s.restTurns = 0
	case '>', '<':
		kind, way := levels.StairsDown, downArg(c == '>')
		if c == '<' {
			kind = levels.StairsUp
		}
		if g.Level.At(g.Player.Pos) == kind {
			return false // on the stairs: the command takes them
		}
		p, ok := g.Walks().StairsTo(kind)
		if !ok {
			m.notice = l.Say("play.walk.no_stairs", way)
			return true
		}
		if s.refuseWithFoe(m, g, "play.walk.travel") {
			return true
		}
		if _, ok := g.Walks().TravelStep(p); !ok {
			m.notice = l.Say("play.walk.no_way_stairs", way)
			return true
		}
		m.notice = l.Say("play.walk.travel_stairs", way)
		s.begin(walkStairs, p)
	default:
		return false
	}
	return true
}

// downArg is the argument down of a text naming the stairs' way ({@play.way}): true for down.
func downArg(down bool) text.Arg { return text.S("down", strconv.FormatBool(down)) }

// refuseWithFoe refuses to begin a walk that would stop at once, a foe being in view: "You cannot
// travel with a kobold in view." (verb: the key of the walk's verb, "play.walk.travel").
func (s *Play) refuseWithFoe(m *Model, g *game.Game, verb string) bool {
	if f := g.Walks().FoeInView(); f != nil {
		m.notice = foeInView(m.Lang(), verb, f.Name)
		return true
	}
	return false
}

// foeInView is the refusal in l of a walk (verb: its key) with the creature called name in view.
func foeInView(l *text.Lang, verb, name string) string {
	return l.Say("play.walk.foe", text.S("verb", l.Say(verb)), creatureArg(l, name))
}

// refuseToExplore refuses to begin auto-explore while a creature that is not Calm is in view ("You cannot
// explore with a kobold in view."); with only calm ones in view it goes on past them, saying so once for
// each ("You explore on: the giant rat is asleep."), as DCSS's o does for what has not noticed the player.
func (s *Play) refuseToExplore(m *Model, g *game.Game) bool {
	ts := g.Targets()
	for _, a := range ts {
		if g.Walks().Calm(a) == "" {
			m.notice = foeInView(m.Lang(), "play.walk.explore", a.Name)
			return true
		}
	}
	var said []string
	for _, a := range ts {
		if !slices.Contains(s.passed, a.ID) {
			s.passed = append(s.passed, a.ID)
			said = append(said, g.Walks().Calm(a))
		}
	}
	if len(said) > 0 {
		m.notice = m.Lang().Say("play.walk.explore_on", text.S("calm", strings.Join(said, "; ")))
	}
	return false
}

// begin starts a walk of kind k (to goal, for a click and travel).
func (s *Play) begin(k walkKind, goal gruid.Point) {
	s.walk, s.travel, s.traveling = k, goal, true
}

// run takes the first step of a run in direction d, and goes on with the walk.
func (s *Play) run(m *Model, g *game.Game, d gruid.Point) {
	if s.refuseWithFoe(m, g, "play.walk.run") {
		return
	}
	from := g.Player.Pos
	if !s.take(m, g, d) || g.Player.Pos == from {
		return
	}
	s.begin(walkRun, gruid.Point{})
	s.runPrev = from
}

// take does one step of a walk in direction d (zero: a wait) and reports whether the walk may go on:
// the step was taken and nothing happened; else it ends the walk, saying why.
func (s *Play) take(m *Model, g *game.Game, d gruid.Point) bool {
	w := g.Walks().Watch()
	if s.walk == walkExplore {
		w.Pass(s.passed...)
	}
	a := game.Action{Kind: game.ActMove, Dir: d}
	if d == (gruid.Point{}) {
		a = game.Action{Kind: game.ActWait}
	}
	if r := g.Do(a); !r.Took {
		s.traveling = false
		if r.Refusal != "" {
			m.notice = r.Refusal
		}
		return false
	}
	s.autoPickUp(g)
	why := g.Walks().Danger(w)
	if s.walk != walkRun && s.walk != walkExplore && s.traveling && g.Player.Pos == s.travel && why == g.Walks().Underfoot(w) {
		why = "" // arrived: the stairs or the items at the goal are why the player came
	}
	if why != "" {
		s.traveling = false
		m.notice = stopNotice(m.Lang(), why)
		return false
	}
	return true
}

// autoPickUp picks up what auto-pickup takes at the player's feet after a walk's step (game/pickup.go: as
// the g key does, its time and its messages; what it leaves, it says why once), so that the walk goes on past
// it, and auto-explore never walks back to it.
func (s *Play) autoPickUp(g *game.Game) {
	if s.walk != walkRest && g.AutoPickupHere() {
		g.Do(game.Action{Kind: game.ActAutoPickUp}) // leaving an item takes no time, and the walk goes on
	}
}

// step takes the next step of the walk under way; a key or a click stops it.
func (s *Play) step(m *Model, in *Input, g *game.Game) {
	if in.anyKey() {
		s.traveling = false
		return
	}
	every := travelEvery
	switch s.walk {
	case walkExplore, walkRun:
		every = exploreEvery
	case walkRest:
		every = restEvery
	}
	if m.tick%every != 0 {
		return
	}
	pl := g.Player
	switch s.walk {
	case walkClick, walkStairs:
		next, ok := g.Walks().TravelStep(s.travel)
		if !ok {
			s.traveling = false
			return
		}
		if s.take(m, g, next.Sub(pl.Pos)) && pl.Pos == s.travel {
			s.traveling = false
			m.notice = "" // arrived: where the walk went ("You travel to the stairs down.") is said
		}
	case walkExplore:
		next, ok := g.Walks().ExploreStep()
		if !ok {
			s.traveling = false
			m.notice = m.Lang().Say("play.walk.done")
			return
		}
		s.take(m, g, next.Sub(pl.Pos))
	case walkRun:
		next, ok := g.Walks().RunStep(s.runPrev, pl.Pos)
		if !ok {
			s.traveling = false
			return
		}
		from := pl.Pos
		if s.take(m, g, next.Sub(from)) {
			if pl.Pos == from {
				s.traveling = false // a door opened, or something was in the way
			}
			s.runPrev = from
		}
	case walkRest:
		if g.Walks().Rested() || s.restTurns >= restTurnsMost {
			s.traveling = false
			m.notice = m.Lang().Say("play.walk.rested")
			return
		}
		s.restTurns++
		s.take(m, g, gruid.Point{})
	}
}
