// The browser's game: the page starts it with its flags alone (render/web/index.html) and never names a
// designer command (the designer's page has its own module, game/cli/designer/web), and --screenshot is
// refused there (render/flags: no files). The game's module links neither game/cli nor image/png
// (issue 35: the download); main_desktop.go is the desktop's.

package main

import (
	"errors"
	"io"

	"github.com/cleave-game/cleave/render"
)

// command says that args name no command.
func command([]string) (int, bool) { return 0, false }

// commandsUsage lists nothing.
func commandsUsage(io.Writer) {}

// writePNG fails: the browser writes no files (render/flags refuses --screenshot there before a game).
func writePNG(string, *render.Runner) error {
	return errors.New("the browser writes no screenshot files")
}
