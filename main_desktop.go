//go:build !js

// What the desktop game does that the browser's does not (main_js.go): the designer commands and the
// screenshot's PNG file.

package main

import (
	"fmt"
	"image/png"
	"io"
	"os"

	"github.com/cleave-game/cleave/game/cli"
	"github.com/cleave-game/cleave/render"
)

// command runs the designer command args name (`cleave odds ...`, game/cli) and says whether they named one.
func command(args []string) (status int, ok bool) {
	return cli.Run("cleave", args, os.Stdout, os.Stderr)
}

// commandsUsage lists the designer commands after the game's flags (--help).
func commandsUsage(w io.Writer) { cli.Usage(w, "cleave") }

// writePNG writes the runner's last frame (--screenshot) as a PNG file at path.
func writePNG(path string, r *render.Runner) error {
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
