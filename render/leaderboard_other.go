//go:build !js

package render

// pageOrigin is "" on the desktop: no page served the game.
func pageOrigin() string { return "" }
