// Where Ebitengine needs no X server, there is none to try.
//go:build !(linux || freebsd || netbsd || openbsd || dragonfly)

package display

// Reach has nothing to try: Missing never asks it on these systems.
func Reach(string) error { return nil }
