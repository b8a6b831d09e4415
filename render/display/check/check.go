// Package check ends the program with one line, before Ebitengine starts, when there is no display to
// open the game's window on (display.Missing): Ebitengine would panic in its own package's init, with a Go
// trace. main imports it for that alone.
//
// The check runs in this package's init, which Go runs before Ebitengine's: among the packages whose
// imports are initialised, Go initialises first the one whose import path sorts first, and this package
// imports only display and packages that Ebitengine's internal/ui imports too, under a path
// ("github.com/cleave-game/...") that sorts before "github.com/hajimehoshi/ebiten/...".
package check

import (
	"os"
	"runtime"

	"github.com/cleave-game/cleave/render/display"
)

func init() {
	if msg := display.Missing(runtime.GOOS, os.Getenv, display.Reach); msg != "" {
		_, _ = os.Stderr.WriteString(msg + "\n")
		os.Exit(1)
	}
}
