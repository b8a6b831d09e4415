// The modes a tap reaches over the map (look, aim, the direction prompts): which of the touch bar's buttons
// each takes, and what the others do (leave it for play, which does them), and the prompts that name taps.

package ui

import "slices"

// mode is a screen over the map that the touch bar stays under: uses says whether it takes button b (a
// command of the bar, or the wait); a button it does not take leaves it, back to play, which does it.
type mode interface {
	uses(b TouchButton) bool
}

// touchPrompter is a screen whose prompt on a touch screen names the taps and the bar's buttons, not keys.
type touchPrompter interface {
	touchPrompt() string
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
// taps and buttons, where s has one.
func (d *Drawing) promptOf(s Screen) string {
	if t, ok := s.(touchPrompter); ok && !d.Lay.Bar.Empty() {
		return t.touchPrompt()
	}
	return s.prompt()
}

func (s *Look) touchPrompt() string {
	return s.lineOrNothing() + "  (tap a cell to look there, tap it again or look to describe, esc leaves)"
}

func (s *Aim) touchPrompt() string {
	if s.Spell != "" {
		return "Cast " + s.Spell + ": tap a cell to aim, tap it again or ok casts, cast: next spell, esc cancels."
	}
	return "Aim: tap a cell to aim, tap it again or fire looses, esc cancels."
}

func (s *Direction) touchPrompt() string { return "Bash: tap a cell next to you (esc cancels)." }
func (s *CloseDoor) touchPrompt() string { return "Close: tap the door next to you (esc cancels)." }
func (s *Disarm) touchPrompt() string    { return "Disarm: tap the trap next to you (esc cancels)." }

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
func (s *SaveFailed) touchPrompt() string {
	return "Your game could not be saved: tap an answer above."
}

func (s *UpdateQuestion) touchPrompt() string { return "A new version is ready: tap an answer above." }
