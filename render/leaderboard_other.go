//go:build !js

package render

// pageOrigin is "" on the desktop: no page served the game.
func pageOrigin() string { return "" }

// nameAsker is nil on the desktop: the name is typed on the screen, on the keyboard every desktop has.
func nameAsker() func(string) (string, bool) { return nil }
