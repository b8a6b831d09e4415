// The level overview: the whole level at a glance, and travel to any place the player knows.

package ui

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// OverviewKey opens the level overview (DCSS's key for its level map).
const OverviewKey = 'X'

// Overview is the level overview: the whole level drawn small, a cursor the direction keys move (Shift
// and a vi key: eight cells at a time), < and > put it on known stairs, Enter or a click travels there (a
// walk that stops for danger, as a click on the map does), Escape or X goes back.
type Overview struct {
	At gruid.Point // the cursor
}

// overviewJump is how far Shift and a vi key move the cursor.
const overviewJump = 8

// prompt is a key: the drawing says it in its language (Drawing.prompt).
func (s *Overview) prompt() string { return "play.overview.prompt" }

// overview opens the level overview with the cursor on the player.
func (m *Model) overview(g *game.Game) {
	m.screen = &Overview{At: g.Player.Pos}
}

func (s *Overview) update(m *Model, in *Input, g *game.Game) {
	switch {
	case in.Pressed.Has(KeyEscape):
		m.back()
		return
	case in.Pressed.Has(KeyEnter):
		s.travel(m, g, s.At)
		return
	case in.Click && in.HoverOK:
		s.At = in.Hover
		s.travel(m, g, s.At)
		return
	}
	if d, ok := m.step(in); ok && d != (gruid.Point{}) {
		s.move(g, d, 1)
		return
	}
	if in.Run != (gruid.Point{}) {
		s.move(g, in.Run, overviewJump)
		return
	}
	for _, c := range in.Typed {
		if d, ok := runKeys[c]; ok {
			s.move(g, d, overviewJump)
			continue
		}
		switch c {
		case OverviewKey:
			m.back()
			return
		case '>', '<':
			kind := levels.StairsDown
			if c == '<' {
				kind = levels.StairsUp
			}
			if p, ok := g.Walks().StairsTo(kind); ok {
				s.At = p
			} else {
				m.notice = m.Lang().Say("play.walk.no_stairs", downArg(c == '>')) // as > and < say in play
			}
		}
	}
}

// move moves the cursor n cells in direction d, stopping at the level's edge.
func (s *Overview) move(g *game.Game, d gruid.Point, n int) {
	for range n {
		p := s.At.Add(d)
		if !g.Level.In(p) {
			return
		}
		s.At = p
	}
}

// travel leaves the overview and walks to p, or says why not.
func (s *Overview) travel(m *Model, g *game.Game, p gruid.Point) {
	switch {
	case p == g.Player.Pos:
		m.notice = m.Lang().Say("play.overview.there")
	case !g.IsSeen(p):
		m.notice = m.Lang().Say("play.overview.unknown")
	default:
		if _, ok := g.Walks().TravelStep(p); !ok {
			m.notice = m.Lang().Say("play.overview.no_way")
			return
		}
		m.back()
		m.play.begin(walkClick, p)
	}
}
