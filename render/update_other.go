// A new version of the game: only the browser's page loads one while the game runs.
//go:build !js

package render

// updateReady reports false: on the desktop no new version waits in the game.
func updateReady() bool { return false }

// applyUpdate does nothing on the desktop.
func applyUpdate() error { return nil }

// publishPage does nothing on the desktop: there is no page.
func (r *Runner) publishPage() {}

// UpdatedFrom is "" out of the browser: a new version is installed, not loaded during a game.
func UpdatedFrom() string { return "" }
