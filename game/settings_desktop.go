//go:build !js

package game

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// LoadSettings reads the player's settings file from the save's directory ($CLEAVE_SAVE_DIR, else
// SaveDir): the defaults when there is none.
func LoadSettings() (Settings, error) {
	dir := os.Getenv(SaveDirEnv)
	if dir == "" {
		d, err := SaveDir()
		if err != nil {
			return Settings{}, fmt.Errorf("settings: %w", err)
		}
		dir = d
	}
	data, err := os.ReadFile(filepath.Join(dir, SettingsFileName))
	if errors.Is(err, fs.ErrNotExist) {
		return Settings{}, nil
	}
	if err != nil {
		return Settings{}, fmt.Errorf("settings: %w", err)
	}
	return ParseSettings(data)
}
