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
}

// ParseSettings reads a settings file strictly: an unknown key or a value of the wrong type is an
// error naming it.
func ParseSettings(data []byte) (Settings, error) {
	var s Settings
	dec := toml.NewDecoder(bytes.NewReader(data)).DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		var sm *toml.StrictMissingError
		if errors.As(err, &sm) {
			return Settings{}, fmt.Errorf("%s: %s (the settings are: numbers = true or false)", SettingsFileName, sm.String())
		}
		return Settings{}, fmt.Errorf("%s: %w", SettingsFileName, err)
	}
	return s, nil
}
