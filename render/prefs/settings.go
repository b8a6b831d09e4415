// Package prefs holds the player's preferences, which the interface reads and the settings screen edits:
// the settings (settings.go: settings.toml beside the save on the desktop, localStorage in the browser) and
// the key bindings (keys.go). It draws nothing and plays nothing: no Ebitengine, no rules of play.
package prefs

import (
	"bytes"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/pelletier/go-toml/v2"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat/ruleset/registry"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/save"
)

// SettingsFileName is the settings file's name, in the save's directory; SettingsKey the localStorage key of
// the settings in the browser, the text settings.toml would hold.
const (
	SettingsFileName = "settings.toml"
	SettingsKey      = "cleave.settings"
)

// settingsText is where the settings are kept: settings.toml in the save's directory ($CLEAVE_SAVE_DIR, else
// save.Dir), the localStorage key SettingsKey in the browser.
var settingsText = save.Text{Name: SettingsFileName, Key: SettingsKey}

// LoadSettings reads the player's settings: the defaults when there are none (or, in the browser, no
// localStorage).
func LoadSettings() (Settings, error) {
	data, ok, err := settingsText.Read()
	if err != nil {
		return Settings{}, fmt.Errorf("settings: %w", err)
	}
	if !ok {
		return Settings{}, nil
	}
	return ParseSettings(data)
}

// SaveSettings writes the player's settings (the settings screen's changes), whole or not at all.
func SaveSettings(s Settings) error {
	data, err := s.Encode()
	if err != nil {
		return err
	}
	if err := settingsText.Write(data); err != nil {
		return fmt.Errorf("settings: %w", err)
	}
	return nil
}

// Settings are the player's own choices. The zero value is the default.
type Settings struct {
	// Numbers: the look screen shows the exact odds (to hit, to be hit, to crit, blows to kill)
	// beside the words. Off by default; the --numbers flag turns it on for one run.
	Numbers bool `toml:"numbers"`
	// Scale is how many pixels of the window make one of the game's (0: the largest that fits; the + and
	// - keys change it while playing); the --scale flag overrides it for one run.
	Scale int `toml:"scale"`
	// LogLines is the message log's height in lines under the map (0: the default, 5); the --log-lines
	// flag overrides it for one run.
	LogLines int `toml:"log_lines"`
	// TextSize is how many of the game's pixels draw one pixel of the interface's font (0: the default, 1;
	// 2 doubles the text of the panel, the log and the screens while the map's cells keep their size).
	// Whole numbers only: the font is a pixel font, and a fractional size would blur or bend it.
	TextSize int `toml:"text_size,omitempty"`
	// Guard is what the player does with a Guard Point when hit under a rule set of Guard Points (its
	// option "guard", RULES.md §35.2): "auto" (the default, also when left out: whichever of Dodge and
	// Block leaves less damage), "dodge", "block" or "none"; the G key of the @ screen changes it (and the
	// file).
	Guard string `toml:"guard"`
	// Rules is the rule set the creation screen starts on (RULES.md §32; "": the default, cleave): the one the
	// player last began a game under, or made the default (D on the creation screen's rule-set step).
	Rules string `toml:"rules,omitempty"`
	// Mode is the kind of run the creation screen starts on (modes.toml; "": the first, the whole dungeon):
	// the one the player last began a game of (combat/RULES.md §38.5).
	Mode string `toml:"mode,omitempty"`
	// Language is the language of the game's words (issue 38): a folder of assets/lang, "en" or "ru" (""
	// left out: the browser's language where there are texts for it, else English); --lang overrides it for
	// one run, the settings screen changes it.
	Language string `toml:"language,omitempty"`

	// Accessibility (issue 23).

	// Colours is the colour scheme of the log, the health bars and the threat words: a palette of
	// assets/palettes/colours.toml ("" or "default": the default).
	Colours string `toml:"colours,omitempty"`
	// ReduceMotion: no screen shake, shorter flashes and lunges.
	ReduceMotion bool `toml:"reduce_motion"`
	// AnimSpeed is how fast animations play, in percent (0: the default, 100; 50 is twice as long, 200
	// half as long).
	AnimSpeed int `toml:"anim_speed,omitempty"`
	// Keys are the player's key bindings, by action (keys.go): an action not named keeps its defaults.
	Keys Keys `toml:"keys,omitempty"`
	// Volume is the sound effects' loudness, 0 (silent) to 100 (nil: DefaultVolume, quiet); Mute silences
	// them (the m key toggles it while playing).
	Volume *int `toml:"volume"`
	Mute   bool `toml:"mute"`
	// Pad are the gamepad's bindings, by action (pad.go): an action not named keeps its default button.
	Pad Pad `toml:"pad,omitempty"`
	// Vibrate: the phone vibrates on a hit taken and a critical (nil: on, the default; a desktop has
	// nothing to vibrate).
	Vibrate *bool `toml:"vibrate"`
	// Hints: a line of advice the first time a thing happens (a glance, a critical, a trap...), each once
	// (hints_shown.toml remembers which; nil: on, the default).
	Hints *bool `toml:"hints"`
	// LeftHanded mirrors the touch bar for the left thumb: each row of its buttons laid out from the left
	// edge, the ones used most (wait, rest, auto, get…) first. By default (false) the rows start at the right
	// edge, under a right thumb.
	LeftHanded bool `toml:"left_handed,omitempty"`
	// Pickup are auto-pickup's switches (issue 32), by the name of assets/pickup.toml's kind ("potions"):
	// a kind not named keeps its default there. A setting of the player's, never saved in the game: the
	// interface chooses it in each game with an action (PickupActions), which a replay holds.
	Pickup map[string]bool `toml:"pickup,omitempty"`

	// The leaderboard (issue 37, leaderboard.go): Leaderboard is the server a daily run may be submitted to
	// (the desktop's; --leaderboard overrides it; "": none, and the death screen offers nothing);
	// LeaderboardName the name the player chose the first time they submitted, LeaderboardSecret the secret
	// made then (128 random bits, hex) that keeps the name theirs on the server.
	Leaderboard       string `toml:"leaderboard,omitempty"`
	LeaderboardName   string `toml:"leaderboard_name,omitempty"`
	LeaderboardSecret string `toml:"leaderboard_secret,omitempty"`
}

// PickupActions are the actions that bring g's auto-pickup to the settings: one for each kind of the game's
// data whose switch there differs from g's (none for a kind the settings leave to its default, as a new game
// has it).
func (s Settings) PickupActions(g *game.Game) []game.Action {
	var out []game.Action
	for i, k := range g.PickupKinds() {
		on, ok := s.Pickup[k.Name]
		if !ok || on == g.PickupOn(i) {
			continue
		}
		if a, ok := g.PickupSwitch(k.Name, on); ok {
			out = append(out, a)
		}
	}
	return out
}

// PickupOn reports whether auto-pickup takes kind k under the settings: the player's switch, else k's
// default.
func (s Settings) PickupOn(k assets.PickupKind) bool {
	if on, ok := s.Pickup[k.Name]; ok {
		return on
	}
	return k.Default
}

// Hinting reports whether hints show: the setting, on by default.
func (s Settings) Hinting() bool { return s.Hints == nil || *s.Hints }

// Vibrates reports whether the phone vibrates on a hit taken and a critical: the setting, on by default.
func (s Settings) Vibrates() bool { return s.Vibrate == nil || *s.Vibrate }

// GuardOption is the rule sets' option that the setting Guard chooses.
const GuardOption = "guard"

// OptionValues are the values the registry's rule sets allow for their option key, nil when none has it.
func OptionValues(key string) []string {
	for _, rs := range registry.List() {
		for _, o := range rs.Options() {
			if o.Key == key {
				return o.Values
			}
		}
	}
	return nil
}

// DefaultVolume is the sound's volume when the settings give none: quiet.
const DefaultVolume = 30

// SoundVolume is the volume to play at, 0 to 100: the setting's, or DefaultVolume.
func (s Settings) SoundVolume() int {
	if s.Volume == nil {
		return DefaultVolume
	}
	return *s.Volume
}

// The bounds of the settings' numbers.
const (
	MaxScale                   = 8
	MinLogLines, MaxLogLines   = 2, 20
	MinTextSize, MaxTextSize   = 1, 3
	MinAnimSpeed, MaxAnimSpeed = 25, 400
)

// settingsHelp names the settings, for the message of a file that has a wrong one.
const settingsHelp = "the settings are: numbers = true or false; scale = 0 (the largest that fits) to 8; log_lines = 2 to 20; text_size = 1 to 3; " +
	`guard = "auto", "dodge", "block" or "none"; ` +
	"colours = a palette of assets/palettes/colours.toml; reduce_motion = true or false; anim_speed = 25 to 400 (percent); " +
	"volume = 0 to 100; mute = true or false; vibrate = true or false; hints = true or false; left_handed = true or false; [keys] action = [keys]; [pad] action = button; " +
	"[pickup] kind = true or false (the kinds of assets/pickup.toml); " +
	"leaderboard = \"http(s)://host...\"; leaderboard_name = 1 to 16 letters, digits, spaces, - or _; leaderboard_secret = 32 hex digits"

// ParseSettings reads a settings file strictly: an unknown key or a value of the wrong type is an
// error naming it.
func ParseSettings(data []byte) (Settings, error) {
	var s Settings
	dec := toml.NewDecoder(bytes.NewReader(data)).DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		var sm *toml.StrictMissingError
		if errors.As(err, &sm) {
			return Settings{}, fmt.Errorf("%s: %s (%s)", SettingsFileName, sm.String(), settingsHelp)
		}
		return Settings{}, fmt.Errorf("%s: %w (%s)", SettingsFileName, err, settingsHelp)
	}
	switch {
	case s.Scale < 0 || s.Scale > MaxScale:
		return Settings{}, fmt.Errorf("%s: scale = %d is out of bounds (%s)", SettingsFileName, s.Scale, settingsHelp)
	case s.LogLines != 0 && (s.LogLines < MinLogLines || s.LogLines > MaxLogLines):
		return Settings{}, fmt.Errorf("%s: log_lines = %d is out of bounds (%s)", SettingsFileName, s.LogLines, settingsHelp)
	case s.TextSize != 0 && (s.TextSize < MinTextSize || s.TextSize > MaxTextSize):
		return Settings{}, fmt.Errorf("%s: text_size = %d is out of bounds (%s)", SettingsFileName, s.TextSize, settingsHelp)
	case s.Guard != "" && !slices.Contains(OptionValues(GuardOption), s.Guard):
		return Settings{}, fmt.Errorf("%s: guard = %q is not a guard (%s)", SettingsFileName, s.Guard, settingsHelp)
	case s.AnimSpeed != 0 && (s.AnimSpeed < MinAnimSpeed || s.AnimSpeed > MaxAnimSpeed):
		return Settings{}, fmt.Errorf("%s: anim_speed = %d is out of bounds (%s)", SettingsFileName, s.AnimSpeed, settingsHelp)
	case s.Volume != nil && (*s.Volume < 0 || *s.Volume > 100):
		return Settings{}, fmt.Errorf("%s: volume = %d is out of bounds (%s)", SettingsFileName, *s.Volume, settingsHelp)
	}
	if s.Colours != "" {
		if _, err := assets.PaletteNamed(s.Colours); err != nil {
			return Settings{}, fmt.Errorf("%s: colours: %w", SettingsFileName, err)
		}
	}
	if err := s.checkLeaderboard(); err != nil {
		return Settings{}, fmt.Errorf("%s: %w (%s)", SettingsFileName, err, settingsHelp)
	}
	if err := checkPickup(s.Pickup); err != nil {
		return Settings{}, fmt.Errorf("%s: %w (%s)", SettingsFileName, err, settingsHelp)
	}
	if err := s.Keys.Check(); err != nil {
		return Settings{}, fmt.Errorf("%s: %w", SettingsFileName, err)
	}
	if err := s.Pad.Check(); err != nil {
		return Settings{}, fmt.Errorf("%s: %w", SettingsFileName, err)
	}
	return s, nil
}

// Encode writes the settings as settings.toml holds them.
func (s Settings) Encode() ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("# Cleave's settings: the game's settings screen (O) writes this file; README \"Settings\" lists them.\n")
	enc := toml.NewEncoder(&b)
	if err := enc.Encode(s); err != nil {
		return nil, fmt.Errorf("settings: %w", err)
	}
	return b.Bytes(), nil
}

// checkPickup refuses a [pickup] switch of a kind the embedded assets/pickup.toml does not have.
func checkPickup(p map[string]bool) error {
	if len(p) == 0 {
		return nil
	}
	kinds, err := assets.EmbeddedPickup()
	if err != nil {
		return err
	}
	var names []string
	for _, k := range kinds {
		names = append(names, k.Name)
	}
	for _, name := range slices.Sorted(maps.Keys(p)) {
		if !slices.Contains(names, name) {
			return fmt.Errorf("[pickup] %s is not a kind of item (%s)", name, strings.Join(names, ", "))
		}
	}
	return nil
}
