package display

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// env is a getenv of the given variables.
func env(vars ...string) func(string) string {
	return func(k string) string {
		for i := 0; i+1 < len(vars); i += 2 {
			if vars[i] == k {
				return vars[i+1]
			}
		}
		return ""
	}
}

func answers(string) error { return nil }
func silent(string) error  { return errors.New("connect /tmp/.X11-unix/X0: no such file or directory") }

// TestMissing: with no DISPLAY on Linux and the BSDs, one line says so, how to get a display, and that the
// designer commands need none; a DISPLAY where no X server answers says that; Windows, macOS and the
// browser need no X server.
func TestMissing(t *testing.T) {
	msg := Missing("linux", env(), answers)
	assert.Equal(t, "cleave: no display to open the game's window on (DISPLAY is not set): run it in a desktop session, "+
		"set DISPLAY to a running X server (DISPLAY=:0), or give it a virtual one: xvfb-run -a cleave ...; "+
		"the designer commands need none: go run ./game/cli/designer odds|balance|arena|compare|survey ...", msg)
	assert.Contains(t, Missing("freebsd", env(), answers), "DISPLAY is not set")
	assert.Contains(t, Missing("linux", env("WAYLAND_DISPLAY", "wayland-0"), answers), "this Wayland session has no XWayland")
	assert.Empty(t, Missing("linux", env("DISPLAY", ":0"), answers))
	msg = Missing("linux", env("DISPLAY", ":0"), silent)
	assert.True(t, strings.HasPrefix(msg, "cleave: no X server answers at DISPLAY=:0 (connect /tmp/.X11-unix/X0: no such file or directory): run it"), msg)
	assert.Empty(t, Missing("linux", env("DISPLAY", ":0"), nil))
	for _, goos := range []string{"windows", "darwin", "js", "android", "ios"} {
		assert.Empty(t, Missing(goos, env(), silent), goos)
	}
	for _, goos := range []string{"linux", "openbsd"} {
		for _, e := range [][]string{{}, {"WAYLAND_DISPLAY", "w"}, {"DISPLAY", ":7"}} {
			assert.NotContains(t, Missing(goos, env(e...), silent), "\n", "one line")
		}
	}
}

func TestLocalDisplay(t *testing.T) {
	for d, want := range map[string]string{":0": "0", ":1.0": "1", "unix:12": "12", "unix:3.1": "3"} {
		n, ok := localDisplay(d)
		assert.True(t, ok, d)
		assert.Equal(t, want, n, d)
	}
	for _, d := range []string{"localhost:10.0", "host:0", "::1:0", ":", ":x", "/private/tmp/launch/org.xquartz:0", "0"} {
		_, ok := localDisplay(d)
		assert.False(t, ok, d)
	}
}
