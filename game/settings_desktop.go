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
	dir, err := settingsDir()
	if err != nil {
		return Settings{}, err
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

// settingsDir is the directory of the settings file: $CLEAVE_SAVE_DIR, else SaveDir.
func settingsDir() (string, error) {
	if dir := os.Getenv(SaveDirEnv); dir != "" {
		return dir, nil
	}
	d, err := SaveDir()
	if err != nil {
		return "", fmt.Errorf("settings: %w", err)
	}
	return d, nil
}

// SaveSettings writes the player's settings file (the settings screen's changes), whole or not at all: a
// file beside it, then renamed over it.
func SaveSettings(s Settings) error {
	dir, err := settingsDir()
	if err != nil {
		return err
	}
	data, err := s.Encode()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("settings: %w", err)
	}
	path := filepath.Join(dir, SettingsFileName)
	if err := os.WriteFile(path+".new", data, 0o644); err != nil {
		return fmt.Errorf("settings: %w", err)
	}
	if err := os.Rename(path+".new", path); err != nil {
		return fmt.Errorf("settings: %w", err)
	}
	return nil
}
