// The settings screen: the player's settings (prefs.Settings) edited in the game and saved at once: the
// options, then every action's keys.

package ui

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/prefs"
)

// SettingsKey opens the settings screen.
const SettingsKey = 'O'

// The settings screen's options, in the order of its rows; the actions' rows follow them.
const (
	optNumbers = iota
	optLogLines
	optAnimSpeed
	optReduceMotion
	optColours
	optVolume
	optTextSize
	optRules
	optVibrate
	optHints
	optHintsAgain
	optLeftHanded
	optLanguage
	optCount
)

// volumeStep is how much a step of the settings screen changes the sound's volume.
const volumeStep = 10

// volumeWords is how the settings screen writes volume v in language l: "off" at 0, else a percentage.
func volumeWords(l *text.Lang, v int) string {
	if v <= 0 {
		return l.Say("menu.settings.off")
	}
	return fmt.Sprintf("%d%%", v)
}

// animSpeeds are the animation speeds the settings screen steps through, in percent.
var animSpeeds = []int{prefs.MinAnimSpeed, 50, 75, 100, 150, 200, 300, prefs.MaxAnimSpeed}

// settingsRowKey is the key a tap or a click on row i of the settings screen types (Painter.Hit): a character
// of Unicode's private use area, past the bestiary's rows (bestiaryRow), that no keyboard types.
func settingsRowKey(i int) rune { return '\uE200' + rune(i) }

// settingsRows is how many rows the keys of settingsRowKey can name.
const settingsRows = 0x100

// Settings is the settings screen: Row the row chosen (the options, then the actions), Capture set while
// it waits for the key to bind to the row's action.
type Settings struct {
	spoken
	Row     int
	Capture bool
	actions []prefs.BoundAction
	rules   []string            // the rule sets' names, the default first
	pickup  []assets.PickupKind // auto-pickup's kinds (assets/pickup.toml): a row each, after the options
	// hintsShown is the value of the row that shows the hints again: how many were shown, or that they
	// will show again.
	hintsShown string
	// language is the language row's value: the language chosen, named in its own words ("Русский").
	language string
}

// openSettings shows the settings screen.
func (m *Model) openSettings() {
	m.screen = &Settings{spoken: spoken{m.Lang()}, actions: prefs.Actions(), rules: m.cfg.Data.RuleSets().Names(), pickup: pickupIn(m.Lang(), m.cfg.Data.Pickup),
		hintsShown: hintsCount(m), language: m.Lang().Say("lang.name")}
}

// firstAction is the row of the first action: after the options and auto-pickup's kinds.
func (s *Settings) firstAction() int { return optCount + len(s.pickup) }

// action is the action of the row chosen (one of the actions' rows).
func (s *Settings) action() prefs.BoundAction { return s.actions[s.Row-s.firstAction()] }

// Settings are the player's settings as they stand (the settings screen's edits in them).
func (m *Model) Settings() prefs.Settings { return m.cfg.Settings }

// Rows is how many rows the settings screen has.
func (s *Settings) Rows() int { return s.firstAction() + len(s.actions) }

// SettingRow is a row of the settings screen: its name, its value (an action's keys), and whether it is
// an action's.
type SettingRow struct {
	Name, Value string
	Action      bool
}

// RowsOf are the rows of the settings screen for settings st.
func (s *Settings) RowsOf(st prefs.Settings) []SettingRow {
	l := s.l()
	onOff := map[bool]string{true: l.Say("menu.settings.on"), false: l.Say("menu.settings.off")}
	logLines := st.LogLines
	if logLines == 0 {
		logLines = DefaultLogLines
	}
	speed := st.AnimSpeed
	if speed == 0 {
		speed = 100
	}
	colours := st.Colours
	if colours == "" {
		colours = assets.DefaultPalette
	}
	rows := []SettingRow{
		optNumbers:      {Name: l.Say("menu.settings.numbers"), Value: onOff[st.Numbers]},
		optLogLines:     {Name: l.Say("menu.settings.log_lines"), Value: fmt.Sprint(logLines)},
		optAnimSpeed:    {Name: l.Say("menu.settings.anim_speed"), Value: fmt.Sprintf("%d%%", speed)},
		optReduceMotion: {Name: l.Say("menu.settings.reduce_motion"), Value: onOff[st.ReduceMotion]},
		optColours:      {Name: l.Say("menu.settings.colours"), Value: colours},
		optVolume:       {Name: l.Say("menu.settings.volume"), Value: volumeWords(l, st.SoundVolume())},
		optTextSize:     {Name: l.Say("menu.settings.text_size"), Value: l.Say("menu.settings.text_size_value", text.N("n", max(1, st.TextSize)))},
	}
	rules := st.Rules
	if rules == "" && len(s.rules) > 0 {
		rules = s.rules[0]
	}
	rows = append(rows, SettingRow{Name: l.Say("menu.settings.rules"), Value: rules},
		SettingRow{Name: l.Say("menu.settings.vibrate"), Value: onOff[st.Vibrates()]},
		SettingRow{Name: l.Say("menu.settings.hints"), Value: onOff[st.Hinting()]},
		SettingRow{Name: l.Say("menu.settings.hints_again"), Value: s.hintsShown},
		SettingRow{Name: l.Say("menu.settings.left_handed"), Value: onOff[st.LeftHanded]},
		SettingRow{Name: l.Say("menu.settings.language"), Value: s.language})
	for _, k := range s.pickup {
		rows = append(rows, SettingRow{Name: l.Say("menu.settings.pickup", text.S("kind", k.Text)), Value: onOff[st.PickupOn(k)]})
	}
	for _, a := range s.actions {
		v := keysOf(l, st.Keys, a.Name)
		if b := st.Pad.PadButton(a); b != "" {
			v += l.Say("menu.settings.pad", text.S("button", b))
		}
		rows = append(rows, SettingRow{Name: l.Say("menu.settings.action", text.S("name", a.Name), text.S("help", ActionHelp(l, a))), Value: v, Action: true})
	}
	return rows
}

func (s *Settings) prompt() string {
	switch {
	case s.Capture:
		return s.l().Say("menu.settings.capture")
	case s.Row < s.firstAction():
		return s.l().Say("menu.settings.prompt")
	}
	return s.l().Say("menu.settings.keys_prompt")
}

// named reports whether the named key k is among the tick's: the settings screen answers the arrows,
// Enter and Escape whatever they are bound to, so that no binding locks the player out of it.
func named(in *Input, k string) bool { return slices.Contains(in.Keys, k) }

// touchPrompt names the taps: on a touch screen the rows of the keys are shown, not edited (a key to bind
// needs a keyboard, which then edits them).
func (s *Settings) touchPrompt() string {
	return s.l().Say("menu.settings.touch_prompt")
}

func (s *Settings) update(m *Model, in *Input, g *game.Game) {
	if s.Capture {
		s.capture(m, in)
		return
	}
	for _, c := range in.Typed {
		if i := int(c - settingsRowKey(0)); i >= 0 && i < min(s.Rows(), settingsRows) {
			if i != s.Row { // a row's key comes of a tap or a click on it alone (Painter.Hit)
				s.Row = i
				return
			}
			if i < s.firstAction() {
				s.change(m, g, 1, true)
			} else {
				s.Capture = true // a click (touch draws no place to tap on the keys' rows)
			}
			return
		}
	}
	d, moved := m.step(in)
	switch {
	case in.Pressed.Has(KeyEscape) || named(in, "Escape"):
		m.back()
	case (moved && d.Y < 0) || named(in, "Up"):
		s.Row = (s.Row + s.Rows() - 1) % s.Rows()
	case (moved && d.Y > 0) || named(in, "Down"):
		s.Row = (s.Row + 1) % s.Rows()
	case s.Row < s.firstAction() && ((moved && d.X != 0) || named(in, "Left") || named(in, "Right") || in.Pressed.Has(KeyEnter) || named(in, "Enter")):
		step := 1
		if (moved && d.X < 0) || named(in, "Left") {
			step = -1
		}
		s.change(m, g, step, false)
	case s.Row >= s.firstAction() && (in.Pressed.Has(KeyEnter) || named(in, "Enter")):
		s.Capture = true
	case s.Row >= s.firstAction() && named(in, "Delete"):
		st := m.cfg.Settings
		st.Keys = st.Keys.Clone()
		if st.Keys == nil {
			st.Keys = prefs.Keys{}
		}
		st.Keys.Unbind(s.action())
		m.setSettings(st)
	case s.Row >= s.firstAction() && named(in, "Backspace"):
		st := m.cfg.Settings
		st.Keys = st.Keys.Clone()
		if err := st.Keys.Reset(s.action()); err != nil {
			m.notice = err.Error()
			return
		}
		m.setSettings(st)
	}
}

// capture binds the first key of the tick to the row's action: a typed character, else a named key.
// Escape cancels the capture (it is the settings screen's own key, never bound).
func (s *Settings) capture(m *Model, in *Input) {
	var key string
	switch {
	case in.Pressed.Has(KeyEscape) || named(in, "Escape"):
		s.Capture = false
		return
	case len(in.PadButtons) > 0:
		s.Capture = false
		if err := m.BindPad(s.action().Name, in.PadButtons[0]); err != nil {
			m.notice = m.Lang().Say("menu.settings.not_bound", text.S("error", err.Error()))
		}
		return
	case len(in.Typed) > 0:
		key = string(in.Typed[0])
	case len(in.Keys) > 0:
		key = in.Keys[0]
	default:
		return
	}
	s.Capture = false
	a := s.action()
	if err := m.Bind(a.Name, key); err != nil {
		m.notice = m.Lang().Say("menu.settings.not_bound", text.S("error", err.Error()))
	}
}

// Bind adds key to the keys of the action named action, refusing a key another action has (it names
// that action), and saves the settings (Effect.Settings).
func (m *Model) Bind(action, key string) error {
	a, ok := prefs.ActionNamed(action)
	if !ok {
		return fmt.Errorf("no action %q", action)
	}
	st := m.cfg.Settings
	st.Keys = st.Keys.Clone()
	if err := st.Keys.Bind(a, key); err != nil {
		return err
	}
	m.setSettings(st)
	return nil
}

// BindPad gives gamepad button b to the action named action (an action that had it takes the action's
// button in exchange: prefs.Pad.BindPad), and saves the settings (Effect.Settings).
func (m *Model) BindPad(action, b string) error {
	a, ok := prefs.ActionNamed(action)
	if !ok {
		return fmt.Errorf("no action %q", action)
	}
	st := m.cfg.Settings
	st.Pad = maps.Clone(st.Pad)
	if st.Pad == nil {
		st.Pad = prefs.Pad{}
	}
	if err := st.Pad.BindPad(a, b); err != nil {
		return err
	}
	m.setSettings(st)
	return nil
}

// change steps the option of the row chosen up (step 1) or down (-1); round, a step past a value's last
// gives its first (a tap, which has no way down), else a value stays at its end. A kind of auto-pickup is
// switched in game g too (nil: none under way), by the action a replay holds.
func (s *Settings) change(m *Model, g *game.Game, step int, round bool) {
	st := m.cfg.Settings
	if k := s.Row - optCount; k >= 0 && k < len(s.pickup) {
		st.Pickup = maps.Clone(st.Pickup)
		if st.Pickup == nil {
			st.Pickup = map[string]bool{}
		}
		st.Pickup[s.pickup[k].Name] = !st.PickupOn(s.pickup[k])
		m.setSettings(st)
		if g != nil {
			for _, a := range st.PickupActions(g) {
				g.Do(a)
			}
		}
		return
	}
	switch s.Row {
	case optNumbers:
		st.Numbers = !st.Numbers
		m.cfg.Numbers = st.Numbers // else the --numbers flag's, for this run
	case optLogLines:
		n := st.LogLines
		if n == 0 {
			n = DefaultLogLines
		}
		st.LogLines = stepIn(n, step, prefs.MinLogLines, prefs.MaxLogLines, round)
	case optAnimSpeed:
		cur := st.AnimSpeed
		if cur == 0 {
			cur = 100
		}
		i := slices.Index(animSpeeds, cur)
		if i < 0 {
			i = slices.Index(animSpeeds, 100)
		}
		st.AnimSpeed = animSpeeds[stepIn(i, step, 0, len(animSpeeds)-1, round)]
	case optReduceMotion:
		st.ReduceMotion = !st.ReduceMotion
	case optVibrate:
		on := !st.Vibrates()
		st.Vibrate = &on
	case optLeftHanded:
		st.LeftHanded = !st.LeftHanded
	case optLanguage:
		stepLang(m, &st, step)
		s.lang = m.Lang()
		s.language = s.l().Say("lang.name")
		s.hintsShown = hintsCount(m)
		s.pickup = pickupIn(m.Lang(), m.cfg.Data.Pickup)
	case optHints:
		on := !st.Hinting()
		st.Hints = &on
	case optHintsAgain:
		m.ResetHints()
		s.hintsShown = hintsCount(m)
		m.notice = m.Lang().Say("menu.settings.hints_reset")
		return
	case optVolume:
		v := max(0, min(100, st.SoundVolume()+step*volumeStep))
		if round && st.SoundVolume() >= 100 && step > 0 {
			v = 0
		}
		st.Volume = &v
	case optTextSize:
		st.TextSize = stepIn(max(1, st.TextSize), step, prefs.MinTextSize, prefs.MaxTextSize, round)
	case optRules:
		if len(s.rules) == 0 {
			return
		}
		i := max(0, slices.IndexFunc(s.rules, func(n string) bool { return strings.EqualFold(n, st.Rules) }))
		st.Rules = s.rules[(i+step+len(s.rules))%len(s.rules)]
	case optColours:
		ps, err := assets.Palettes()
		if err != nil {
			m.notice = err.Error()
			return
		}
		i := slices.IndexFunc(ps, func(p assets.Palette) bool { return p.Name == st.Colours })
		i = max(i, 0) // "" is the default, the first
		st.Colours = ps[(i+step+len(ps))%len(ps)].Name
	}
	m.setSettings(st)
}

// stepIn is v stepped by step within lo and hi: kept at the end passed, or round (past hi, lo; past lo, hi).
func stepIn(v, step, lo, hi int, round bool) int {
	switch n := v + step; {
	case round && n > hi:
		return lo
	case round && n < lo:
		return hi
	default:
		return max(lo, min(hi, n))
	}
}

// hintsCount is the value of the settings' row that shows the hints again: how many of them were shown.
func hintsCount(m *Model) string {
	n, all := 0, len(assets.HintEvents)
	for _, e := range assets.HintEvents {
		if m.hint.shown.Has(e) {
			n++
		}
	}
	if n == 0 {
		return m.Lang().Say("menu.settings.hints_none")
	}
	return m.Lang().Say("menu.settings.hints_shown", text.N("n", n), text.N("all", all))
}

// setSettings takes settings st: the bindings at once, the rest by the renderer, which saves them
// (Effect.Settings).
func (m *Model) setSettings(st prefs.Settings) {
	m.cfg.Settings = st
	m.binds = compile(st.Keys, m.binds.version+1)
	m.effect.Settings = true
}

// Tell shows notice on screen until the next key (a settings file that could not be saved).
func (m *Model) Tell(notice string) { m.notice = notice }
