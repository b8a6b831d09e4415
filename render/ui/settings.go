// The settings screen: the player's settings (prefs.Settings) edited in the game and saved at once: the
// options, then every action's keys.

package ui

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/cleave-game/cleave/assets"
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

// volumeWords is how the settings screen writes volume v: "off" at 0, else a percentage.
func volumeWords(v int) string {
	if v <= 0 {
		return "off"
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
	m.screen = &Settings{actions: prefs.Actions(), rules: m.cfg.Data.RuleSets().Names(), pickup: pickupIn(m.Lang(), m.cfg.Data.Pickup),
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
	onOff := map[bool]string{true: "on", false: "off"}
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
		optNumbers:      {Name: "Numbers (exact odds on the look screen)", Value: onOff[st.Numbers]},
		optLogLines:     {Name: "Log height (lines)", Value: fmt.Sprint(logLines)},
		optAnimSpeed:    {Name: "Animation speed", Value: fmt.Sprintf("%d%%", speed)},
		optReduceMotion: {Name: "Reduce motion (no shake, short flashes)", Value: onOff[st.ReduceMotion]},
		optColours:      {Name: "Colours", Value: colours},
		optVolume:       {Name: "Sound volume", Value: volumeWords(st.SoundVolume())},
		optTextSize:     {Name: "Text size (the map keeps its size)", Value: fmt.Sprintf("%dx", max(1, st.TextSize))},
	}
	rules := st.Rules
	if rules == "" && len(s.rules) > 0 {
		rules = s.rules[0]
	}
	rows = append(rows, SettingRow{Name: "Rule set of a new game (the last one begun)", Value: rules},
		SettingRow{Name: "Vibrate on a hit taken, a critical (phones)", Value: onOff[st.Vibrates()]},
		SettingRow{Name: "Hints the first time a thing happens", Value: onOff[st.Hinting()]},
		SettingRow{Name: "Show the hints again", Value: s.hintsShown},
		SettingRow{Name: "Left-handed touch bar (its rows from the left edge)", Value: onOff[st.LeftHanded]},
		SettingRow{Name: "Language / Язык", Value: s.language})
	for _, k := range s.pickup {
		rows = append(rows, SettingRow{Name: "Pick up: " + k.Text, Value: onOff[st.PickupOn(k)]})
	}
	for _, a := range s.actions {
		v := keysOf(st.Keys, a.Name)
		if b := st.Pad.PadButton(a); b != "" {
			v += "  pad " + b
		}
		rows = append(rows, SettingRow{Name: a.Name + ": " + a.Help, Value: v, Action: true})
	}
	return rows
}

func (s *Settings) prompt() string {
	switch {
	case s.Capture:
		return "Press the key to add (a key another action has is refused: clear that one first), or a pad's button (swapped with its action's); Escape cancels."
	case s.Row < s.firstAction():
		return "Settings: up, down choose; left, right or Enter change (m mutes the sound anywhere); Escape leaves (saved at once)."
	}
	return "Keys: Enter adds a key or a pad button, Delete clears, Backspace gives the defaults back; Escape leaves."
}

// named reports whether the named key k is among the tick's: the settings screen answers the arrows,
// Enter and Escape whatever they are bound to, so that no binding locks the player out of it.
func named(in *Input, k string) bool { return slices.Contains(in.Keys, k) }

// touchPrompt names the taps: on a touch screen the rows of the keys are shown, not edited (a key to bind
// needs a keyboard, which then edits them).
func (s *Settings) touchPrompt() string {
	return "Tap a setting to choose it, tap it again to change it (a value steps up, then round); esc leaves (saved at once)."
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
			m.notice = "Not bound: " + err.Error() + "."
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
		m.notice = "Not bound: " + err.Error() + "."
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
		s.language = m.Lang().Say("lang.name")
		s.pickup = pickupIn(m.Lang(), m.cfg.Data.Pickup)
	case optHints:
		on := !st.Hinting()
		st.Hints = &on
	case optHintsAgain:
		m.ResetHints()
		s.hintsShown = hintsCount(m)
		m.notice = "Every hint will show again, the next time its moment comes."
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
		return "none shown yet"
	}
	return fmt.Sprintf("%d of %d shown", n, all)
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
