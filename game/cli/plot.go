//go:build !js

// balance --plot: the sweep's curves drawn by game/cli/chart (gonum.org/v1/plot), outside the browser's
// module alone (plot_js.go: the designer page writes no files, and Address refuses --plot).

package cli

import (
	"fmt"
	"strconv"

	"github.com/cleave-game/cleave/game/cli/chart"
)

// plotFits refuses a plot of n curves past what a chart draws, before the sheet is worked out.
func plotFits(n int) error {
	if n > chart.MaxSeries {
		return fmt.Errorf("--plot: %d curves (a weapon and a creature each): want at most %d; --weapon or --target narrows the sheet", n, chart.MaxSeries)
	}
	return nil
}

// plotSweep draws damage per second against the sweep's steps under the rule set named rules, a curve for
// each weapon and target, into path (.svg or .png).
func plotSweep(path, rules string, sw Sweep, rows []SweepRow) error {
	c := chart.Chart{Title: "damage per second by " + sw.What + " (" + rules + " rules)", X: sw.What, Y: "damage per second"}
	if sw.What == "stance" {
		c.Ticks = sw.Stances
	}
	var series []chart.Series
	at := map[string]int{} // a curve's place in series, by its name
	for _, r := range rows {
		name := r.Weapon + " / " + r.Target
		i, ok := at[name]
		if !ok {
			i = len(series)
			at[name] = i
			series = append(series, chart.Series{Name: name})
		}
		s := &series[i]
		s.Y = append(s.Y, r.PerSecond)
		if sw.What != "stance" {
			x, err := strconv.Atoi(r.Step)
			if err != nil {
				return fmt.Errorf("--plot: step %q: %w", r.Step, err)
			}
			s.X = append(s.X, float64(x))
		}
	}
	if err := chart.Lines(path, c, series); err != nil {
		return fmt.Errorf("--plot: %w", err)
	}
	return nil
}
