// The modes a tap reaches over the map (look, aim, the direction prompts): which of the touch bar's buttons
// each takes, and what the others do (leave it for play, which does them), and the prompts that name taps.

package ui

import (
	"slices"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
)

// mode is a screen over the map that the touch bar stays under: uses says whether it takes button b (a
// command of the bar, or the wait); a button it does not take leaves it, back to play, which does it.
type mode interface {
	uses(b TouchButton) bool
}

// touchPrompter is a screen whose prompt on a touch screen names the taps and the bar's buttons, not keys.
type touchPrompter interface {
	touchPrompt() string
}

// touchSayer is a touchPrompter whose prompt is said in a language (issue 38): the game's.
type touchSayer interface {
	touchSay(l *text.Lang) string
}

func (s *Look) uses(b TouchButton) bool { return b.Rune == LookKey || b.Key != 0 }

func (s *Aim) uses(b TouchButton) bool {
	switch {
	case b.Key != 0, b.Rune == 't':
		return true
	case b.Rune == CastKey:
		return s.Spell != ""
	}
	return false
}

// The direction prompts take esc, and their own button, which cancels them as esc does (pressed again, it
// would only ask again).
func (s *Direction) uses(b TouchButton) bool { return b.Key == KeyEscape || b.Rune == BashKey }
func (s *CloseDoor) uses(b TouchButton) bool { return b.Key == KeyEscape || b.Rune == CloseKey }
func (s *Disarm) uses(b TouchButton) bool    { return b.Key == KeyEscape || b.Rune == DisarmKey }

// The keys that open the bash's and the door's direction prompts (DisarmKey the trap's).
const (
	BashKey  = 'x'
	CloseKey = 'c'
)

// leaveMode goes back to play when the tick's input holds a touch-bar button (a command, the wait, or ok and
// esc) that the mode shown does not take: play then does it, so no button of the bar is lost in a mode.
func (m *Model) leaveMode(in *Input) {
	s, ok := m.screen.(mode)
	if !ok {
		return
	}
	leave := slices.ContainsFunc(in.Commands, func(c rune) bool { return !s.uses(TouchButton{Rune: c}) })
	for _, mv := range in.Moves {
		leave = leave || (mv.Held == 1 && mv.Dir.X == 0 && mv.Dir.Y == 0 && !s.uses(TouchButton{Wait: true}))
	}
	for _, k := range []Key{KeyEnter, KeyEscape} {
		leave = leave || (in.Pressed.Has(k) && !s.uses(TouchButton{Key: k}))
	}
	if leave {
		m.back()
		in.Pressed &^= KeyEnter | KeyEscape // an ok or esc that left the mode is not play's too
	}
}

// promptOf is screen s's prompt: on a touch screen (the touch bar shown) the one that names
// taps and buttons, where s has one, in the game's language.
func (d *Drawing) promptOf(s Screen) string {
	if !d.Lay.Bar.Empty() {
		if t, ok := s.(touchSayer); ok {
			return t.touchSay(drawingLang(d))
		}
		if t, ok := s.(touchPrompter); ok {
			return t.touchPrompt()
		}
	}
	return s.prompt()
}

// drawingLang is the language of the game drawn on d, English when none is.
func drawingLang(d *Drawing) *text.Lang {
	if d.Game == nil {
		return lang.English()
	}
	return game.LangOf(d.Game)
}

func (s *Look) touchSay(l *text.Lang) string {
	return l.Say("modes.touch.look", text.S("line", s.lineOrNothing()))
}

func (s *Aim) touchSay(l *text.Lang) string {
	if s.Spell != "" {
		return l.Say("modes.touch.cast", text.S("spell", s.Spell))
	}
	return l.Say("modes.touch.aim")
}

func (s *Direction) touchSay(l *text.Lang) string { return l.Say("modes.touch.bash") }
func (s *CloseDoor) touchSay(l *text.Lang) string { return l.Say("modes.touch.close") }
func (s *Disarm) touchSay(l *text.Lang) string    { return l.Say("modes.touch.disarm") }

// showsMap reports whether the screen shown is the map: play, or a mode over it (look, aim, a direction),
// where a pinch zooms the map.
func (m *Model) showsMap() bool {
	switch m.screen.(type) {
	case *Play, mode:
		return true
	}
	return false
}

// The questions' prompts on a touch screen: their answers are lines to tap.
func (s *SaveFailed) touchSay(l *text.Lang) string     { return l.Say("modes.touch.save_failed") }
func (s *UpdateQuestion) touchSay(l *text.Lang) string { return l.Say("modes.touch.update") }
