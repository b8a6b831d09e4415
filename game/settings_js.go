//go:build js

package game

import "fmt"

// SettingsKey is the localStorage key of the settings, the text settings.toml would hold.
const SettingsKey = "cleave.settings"

// LoadSettings in the browser: the settings under SettingsKey in localStorage; the defaults when there
// are none (or no localStorage).
func LoadSettings() (Settings, error) {
	ls, err := localStorage()
	if err != nil {
		return Settings{}, nil //nolint:nilerr // no storage: the defaults, as with no file
	}
	v, ok, err := ls.get(SettingsKey)
	if err != nil {
		return Settings{}, fmt.Errorf("settings: %w", err)
	}
	if !ok {
		return Settings{}, nil
	}
	return ParseSettings([]byte(v))
}

// SaveSettings keeps the settings in localStorage under SettingsKey.
func SaveSettings(s Settings) error {
	data, err := s.Encode()
	if err != nil {
		return err
	}
	ls, err := localStorage()
	if err != nil {
		return fmt.Errorf("settings: %w", err)
	}
	if err := ls.set(SettingsKey, string(data)); err != nil {
		return fmt.Errorf("settings: %w", err)
	}
	return nil
}
