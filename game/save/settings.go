// Settings beside the save: the player's settings file read and written where the save is kept.

package save

import (
	"fmt"

	"github.com/cleave-game/cleave/game"
)

// SettingsKey is the localStorage key of the settings in the browser, the text settings.toml would hold.
const SettingsKey = "cleave.settings"

// settingsText is where the settings are kept: settings.toml in the save's directory ($CLEAVE_SAVE_DIR, else
// Dir), the localStorage key SettingsKey in the browser.
var settingsText = Text{Name: game.SettingsFileName, Key: SettingsKey}

// LoadSettings reads the player's settings: the defaults when there are none (or, in the browser, no
// localStorage).
func LoadSettings() (game.Settings, error) {
	data, ok, err := settingsText.Read()
	if err != nil {
		return game.Settings{}, fmt.Errorf("settings: %w", err)
	}
	if !ok {
		return game.Settings{}, nil
	}
	return game.ParseSettings(data)
}

// SaveSettings writes the player's settings (the settings screen's changes), whole or not at all.
func SaveSettings(s game.Settings) error {
	data, err := s.Encode()
	if err != nil {
		return err
	}
	if err := settingsText.Write(data); err != nil {
		return fmt.Errorf("settings: %w", err)
	}
	return nil
}
