//go:build js

package cli

import "errors"

// The browser's designer page writes no files (Address refuses --plot), and its module links no charts.

func plotFits(int) error { return nil }

func plotSweep(string, string, Sweep, []SweepRow) error {
	return errors.New("--plot: the browser's page writes no files")
}
