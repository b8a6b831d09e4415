// Settings: the player's own choices, in a file of theirs beside the save.

package game

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/pelletier/go-toml/v2"
)

// SettingsFileName is the settings file's name, in the save's directory.
const SettingsFileName = "settings.toml"

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
	// Volume is the sound effects' loudness, 0 (silent) to 100 (nil: DefaultVolume, quiet); Mute silences
	// them (the m key toggles it while playing).
	Volume *int `toml:"volume"`
	Mute   bool `toml:"mute"`
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
	MaxScale                 = 8
	MinLogLines, MaxLogLines = 2, 20
)

// settingsHelp names the settings, for the message of a file that has a wrong one.
const settingsHelp = "the settings are: numbers = true or false; scale = 0 (the largest that fits) to 8; log_lines = 2 to 20; volume = 0 to 100; mute = true or false"

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
	case s.Volume != nil && (*s.Volume < 0 || *s.Volume > 100):
		return Settings{}, fmt.Errorf("%s: volume = %d is out of bounds (%s)", SettingsFileName, *s.Volume, settingsHelp)
	}
	return s, nil
}
