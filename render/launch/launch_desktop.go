//go:build !js

package launch

import (
	"fmt"
	"image/png"
	"io"
	"os"

	"github.com/cleave-game/cleave/game/cli"
	"github.com/cleave-game/cleave/render"
)

// Command runs the designer command args name (`cleave odds ...`, game/cli) and says whether they named one.
func Command(args []string) (status int, ok bool) {
	return cli.Run("cleave", args, os.Stdout, os.Stderr)
}

// CommandsUsage lists the designer commands after the game's flags (--help).
func CommandsUsage(w io.Writer) { cli.Usage(w, "cleave") }

// WritePNG writes the runner's last frame (--screenshot) as a PNG file at path.
func WritePNG(path string, r *render.Runner) error {
	img := r.Screenshot()
	if img == nil {
		return fmt.Errorf("no frame was captured for %s", path)
	}
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("writing the screenshot: %w", err)
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("writing the screenshot %s: %w", path, err)
	}
	return f.Close()
}
