// The look mode and the creature describe screen: what the player can tell of what is in view.

package ui

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
)

// LookKey is the key of the look mode; pressed again on a creature, it describes it.
const LookKey = ';'

// Look is the look mode: a cursor on the map, its cell told in the hover's short line. Tab cycles the
// creatures in view (nearest first), the direction keys move the cursor, Enter or the look key again
// describes the creature or the items under it, Escape leaves. A tap looks at a cell, a tap on the cell
// looked at describes it (a mouse click does both); a touch-bar button the mode does not take leaves it
// (modes.go).
type Look struct {
	At      gruid.Point // the cell looked at
	targets []gruid.Point
	cycle   int
	line    string     // the short line of At, as the hover says it
	lang    *text.Lang // the language of the prompt: the drawing's (Look.draw)
}

// look opens the look mode on the nearest creature in view, else on the player.
func (m *Model) look(g *game.Game) {
	l := &Look{At: g.Player.Pos}
	for _, t := range g.Targets() {
		l.targets = append(l.targets, t.Pos)
	}
	if len(l.targets) > 0 {
		l.At = l.targets[0]
	}
	l.line = Describe(g, l.At)
	m.screen = l
}

// lookAt opens the look mode on cell p (a long press there), Tab still cycling the creatures in view.
func (m *Model) lookAt(g *game.Game, p gruid.Point) {
	m.look(g)
	if l, ok := m.screen.(*Look); ok && g.Level.In(p) {
		l.At, l.line = p, Describe(g, p)
	}
}

func (s *Look) prompt() string {
	return orEnglish(s.lang).Say("play.look.prompt", text.S("line", s.lineOrNothing()))
}

// lineOrNothing is the short line of the cell looked at, or that nothing known is there.
func (s *Look) lineOrNothing() string {
	if s.line == "" {
		return orEnglish(s.lang).Say("play.look.nothing")
	}
	return s.line
}

func (s *Look) update(m *Model, in *Input, g *game.Game) {
	defer func() { s.line = Describe(g, s.At) }()
	if in.Pressed.Has(KeyEscape) {
		m.back()
		return
	}
	if in.Pressed.Has(KeyTab) && len(s.targets) > 0 {
		s.cycle = (s.cycle + 1) % len(s.targets)
		s.At = s.targets[s.cycle]
		return
	}
	if in.Click && in.HoverOK && in.Touch && in.Hover != s.At {
		s.At = in.Hover // a tap looks at a cell; a tap on the cell looked at describes it
		return
	}
	if in.Click && in.HoverOK {
		s.At = in.Hover // a click looks and describes at once
		s.describe(m, g)
		return
	}
	if d, ok := m.step(in); ok && d != (gruid.Point{}) {
		if p := s.At.Add(d); g.Level.In(p) {
			s.At = p
		}
		return
	}
	describe := in.Pressed.Has(KeyEnter)
	for _, c := range in.Typed {
		describe = describe || c == LookKey
		if c == SandboxKey { // the sandbox's console, its cursor on the cell looked at (issue 36)
			m.openConsole(g, &s.At)
			return
		}
	}
	if describe {
		s.describe(m, g)
	}
}

// describe opens the describe screen of the creature looked at, or of the items there.
func (s *Look) describe(m *Model, g *game.Game) {
	if t := g.ActorAt(s.At); t != nil && !t.Player && g.IsVisible(s.At) {
		l, err := g.LookAt(t)
		if err != nil {
			m.notice = m.Lang().Say("play.look.cannot", text.S("why", err.Error()))
			return
		}
		m.screen = &CreatureInfo{Look: l, Numbers: m.cfg.Numbers, from: s}
		return
	}
	items := FloorItems(g, s.At)
	if len(items) == 0 {
		m.notice = m.Lang().Say("play.look.nothing_to_describe")
		return
	}
	d := &Description{from: s}
	for _, it := range items {
		d.Items = append(d.Items, g.DescribeItem(g.Player, it, false))
	}
	m.screen = d
}

// CreatureInfo describes a creature in view (game.LookAt): what it is, what it wields and wears, how
// hurt, awake or not, its pace, and the odds of a fight in words; the exact numbers too when the player
// asked for them (Config.Numbers). Any key goes back to the look mode.
type CreatureInfo struct {
	Look    game.Look
	Numbers bool // show Look.Numbers
	from    Screen
}

// Lines are what the screen shows below its title: the words, then the numbers when asked for.
func (s *CreatureInfo) Lines() []string {
	out := append([]string(nil), s.Look.Lines...)
	if s.Numbers {
		out = append(out, s.Look.Numbers...)
	}
	return out
}

func (s *CreatureInfo) prompt() string { return "" }

func (s *CreatureInfo) update(m *Model, in *Input, _ *game.Game) { m.leaveOnKey(in, s.from) }
