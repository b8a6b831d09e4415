// Package display tells whether there is a display to open the game's window on, and when there is none
// what to say in one line instead of Ebitengine's panic in its own package's init ("glfw: The GLFW library
// is not initialized" and a Go trace). Its subpackage check says it before Ebitengine starts; this package
// needs no display itself, and is tested without one.
package display

import "strings"

// x11 reports whether Ebitengine opens its window through an X server on system goos: its GLFW is built
// for X11 alone on Linux and the BSDs (a Wayland session needs XWayland, which sets DISPLAY).
func x11(goos string) bool {
	switch goos {
	case "linux", "freebsd", "netbsd", "openbsd", "dragonfly":
		return true
	}
	return false
}

// howTo is what the player can do about a missing display, and what needs none.
const howTo = "run it in a desktop session, set DISPLAY to a running X server (DISPLAY=:0), or give it a virtual one: " +
	"xvfb-run -a cleave ...; the designer commands need none: go run ./game/cli/designer odds|balance|arena|compare|survey ..."

// Missing is the one line that says there is no display on system goos (runtime.GOOS) with the environment
// getenv, and how to get one; "" when there is one, or when goos needs no X server (Windows, macOS, the
// browser). reach (Reach) tries the X server of a DISPLAY on this machine (":0", "unix:0"): an error when none
// answers there, nil when one does or when it cannot tell (another host: ebiten will say).
func Missing(goos string, getenv func(string) string, reach func(display string) error) string {
	if !x11(goos) {
		return ""
	}
	d := getenv("DISPLAY")
	if d == "" {
		why := "DISPLAY is not set"
		if getenv("WAYLAND_DISPLAY") != "" {
			why = "DISPLAY is not set: Cleave opens its window through X11, and this Wayland session has no XWayland"
		}
		return "cleave: no display to open the game's window on (" + why + "): " + howTo
	}
	if reach == nil {
		return ""
	}
	if err := reach(d); err != nil {
		return "cleave: no X server answers at DISPLAY=" + d + " (" + err.Error() + "): " + howTo
	}
	return ""
}

// localDisplay is the display number of a DISPLAY on this machine (":0", ":1.0", "unix:2"), ok false for
// another host's ("localhost:10.0", an SSH tunnel) or a form it does not know (a socket's path).
func localDisplay(d string) (n string, ok bool) {
	host, rest, found := strings.Cut(d, ":")
	if !found || (host != "" && host != "unix") || strings.HasPrefix(rest, ":") { // "::1:0" and "host::0" are not local sockets
		return "", false
	}
	n, _, _ = strings.Cut(rest, ".")
	if n == "" {
		return "", false
	}
	for _, c := range n {
		if c < '0' || c > '9' {
			return "", false
		}
	}
	return n, true
}
