//go:build js

package game

// LoadSettings in the browser: the defaults (the page has no settings file; ?numbers is left for later).
func LoadSettings() (Settings, error) { return Settings{}, nil }
