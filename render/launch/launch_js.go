package launch

import (
	"errors"
	"io"

	"github.com/cleave-game/cleave/render"
)

// Command says that args name no command.
func Command([]string) (int, bool) { return 0, false }

// CommandsUsage lists nothing.
func CommandsUsage(io.Writer) {}

// WritePNG fails: the browser writes no files (render/flags refuses --screenshot there before a game).
func WritePNG(string, *render.Runner) error {
	return errors.New("the browser writes no screenshot files")
}
