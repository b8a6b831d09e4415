//go:build js

package cli

import (
	"errors"

	"github.com/cleave-game/cleave/game/census"
)

// The browser's designer page writes no files (Address refuses --plot), and its module links no charts.

func plotCensus(string, *census.Report, *census.Curve) error {
	return errors.New("--plot: the browser's page writes no files")
}
