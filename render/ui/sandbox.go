// The sandbox's console (issue 36): a line to type the commands of game/sandbox in, and their scrollback,
// over the lower part of the map; only in a game started with --sandbox, on the desktop (sandbox_js.go: the
// browser's module holds none of it).

//go:build !js

package ui

import (
	"unicode"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/sandbox"
)

// maxHistory is how many lines typed the console keeps for Up and Down.
const maxHistory = 50

// Console is the sandbox's console screen: the line typed (Enter runs it, Backspace takes a character back,
// Up and Down go through the lines typed before, PageUp and PageDown scroll the scrollback) over the
// scrollback of game/sandbox's Console; Escape goes back to play. Nothing of it takes a turn: the game's
// clock stands while it is open.
type Console struct {
	spoken
	Typed   string
	history []string
	hist    int // the line of history shown (len(history): the one being typed)
	scroll  int // lines scrolled back from the newest
}

// openConsole opens the sandbox's console, its cursor on cell at (nil: where it was), or says why not: the
// game was not started as a sandbox.
func (m *Model) openConsole(g *game.Game, at *gruid.Point) {
	if !g.Sandbox {
		m.notice = m.Lang().Say("menu.sandbox.none")
		return
	}
	if m.console == nil {
		m.console = &sandbox.Console{}
		m.console.Say("The sandbox: type help for the commands; Esc goes back to play.")
	}
	if at != nil {
		m.console.Aim(g, *at)
	}
	c := &Console{spoken: spoken{m.Lang()}}
	if s, ok := m.screen.(*Console); ok {
		c = s
	} else if m.consoleHistory != nil {
		c.history = m.consoleHistory
	}
	c.hist = len(c.history)
	m.screen = c
}

// SandboxRun opens the console and runs line on g (--sandbox-run, a script of commands separated by ';'), as
// if typed: the console stays open on what they did.
func (m *Model) SandboxRun(g *game.Game, line string) {
	m.openConsole(g, nil)
	if c, ok := m.screen.(*Console); ok {
		c.run(m, g, line)
	}
}

// SandboxLines are the console's scrollback (nil: never opened).
func (m *Model) SandboxLines() []string {
	if m.console == nil {
		return nil
	}
	return m.console.Lines
}

func (s *Console) prompt() string {
	return s.l().Say("menu.sandbox.prompt")
}

// run runs line in the console and keeps it in the history.
func (s *Console) run(m *Model, g *game.Game, line string) {
	m.console.Run(g, line)
	if line != "" && (len(s.history) == 0 || s.history[len(s.history)-1] != line) {
		s.history = append(s.history, line)
		if len(s.history) > maxHistory {
			s.history = s.history[1:]
		}
	}
	m.consoleHistory = s.history
	s.hist, s.scroll = len(s.history), 0
}

func (s *Console) update(m *Model, in *Input, g *game.Game) {
	switch {
	case in.Pressed.Has(KeyEscape) || named(in, "Escape"):
		m.back()
		return
	case in.Pressed.Has(KeyEnter) || named(in, "Enter"):
		line := s.Typed
		s.Typed = ""
		s.run(m, g, line)
		return
	case named(in, "Up") && s.hist > 0:
		s.hist--
		s.Typed = s.history[s.hist]
		return
	case named(in, "Down") && s.hist < len(s.history):
		s.hist++
		s.Typed = ""
		if s.hist < len(s.history) {
			s.Typed = s.history[s.hist]
		}
		return
	case in.Pressed.Has(KeyPageUp) || in.Wheel < 0:
		s.scroll = min(s.scroll+5, max(0, len(m.console.Lines)-1))
		return
	case in.Pressed.Has(KeyPageDown) || in.Wheel > 0:
		s.scroll = max(0, s.scroll-5)
		return
	case named(in, "Backspace") && s.Typed != "":
		r := []rune(s.Typed)
		s.Typed = string(r[:len(r)-1])
		return
	}
	for _, c := range in.Typed {
		if c >= ' ' && c != 0x7f && !unicode.In(c, unicode.Co) && len(s.Typed) < sandbox.MaxTyped {
			s.Typed += string(c)
		}
	}
}

// draw draws the console over the lower part of the map (the map above it, the side panel beside it with
// its SANDBOX tag): the scrollback's newest lines that fit, wrapped, then the line typed.
func (s *Console) draw(m *Model, d *Drawing) {
	mp := d.Lay.Map
	top, bottom := mp.Min.Y+mp.Dy()*2/5, d.overBottom()
	if mp.Dy() < 16*d.Lay.LineH { // a short map: the whole of it
		top = mp.Min.Y
	}
	d.Shade(mp.Min.X, top, mp.Dx(), bottom-top, 0.95)
	x := float64(mp.Min.X + 8)
	cols := max(8, (mp.Dx()-16)/d.Lay.CharW)
	d.Text(s.l().Say("menu.sandbox.title"), x, float64(top+4), ColTitle)
	var lines []string
	for _, l := range m.console.Lines {
		lines = append(lines, Wrap(l, cols)...)
	}
	lines = lines[:max(0, len(lines)-s.scroll)]
	typedY := d.footY() - d.lineH()
	rows := max(1, int((typedY-float64(top+4)-d.lineH())/d.lineH()))
	if len(lines) > rows {
		lines = lines[len(lines)-rows:]
	}
	y := typedY - float64(len(lines))*d.lineH()
	for _, l := range lines {
		c := ColInfo
		switch {
		case len(l) > 1 && l[:2] == "> ":
			c = ColTitle
		case len(l) > 8 && l[:8] == "Refused:":
			c = ColBad
		}
		d.Text(l, x, y, c)
		y += d.lineH()
	}
	typed := "> " + s.Typed + "_"
	if len(typed) > cols {
		typed = "> ..." + typed[len(typed)-cols+5:]
	}
	d.Text(typed, x, typedY, ColTitle)
	d.promptOrNotice(m, d.promptOf(s))
}

// drawMap frames the console's cursor on the map (the creature "it" means), in the sandbox tag's red, when
// it is on a creature or a cell other than the player's.
func (s *Console) drawMap(m *Model, d *Drawing, v MapView) {
	p, a := m.console.Cursor(d.Game)
	if a == nil && p == d.Game.Player.Pos {
		return
	}
	x, y := v.At(p)
	frameCell(v, x, y, d.viewCell(), 1, 0.4, 0.35)
}
