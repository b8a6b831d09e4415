// balance --plot: the sweep's curves, drawn by the command's chart.Drawer (the designer command's draws with
// gonum.org/v1/plot, game/cli/chart/gonumchart; the game's binary and the browser's pages have none).

package cli

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/cleave-game/cleave/game/cli/chart"
)

// errNoCharts refuses --plot where the command was given no chart.Drawer: the game's binary (its 8 MB of
// gonum would be the game's) and the browser's designer page (which writes no files; Address refuses it first).
var errNoCharts = errors.New("--plot: this binary draws no charts; the designer command does: go run ./game/cli/designer")

// plotFits refuses a plot where no chart is drawn, or of n curves past what a chart draws, before the sheet
// is worked out.
func plotFits(charts chart.Drawer, n int) error {
	if charts == nil {
		return errNoCharts
	}
	if n > chart.MaxSeries {
		return fmt.Errorf("--plot: %d curves (a weapon and a creature each): want at most %d; --weapon or --target narrows the sheet", n, chart.MaxSeries)
	}
	return nil
}

// plotSweep draws damage per second against the sweep's steps under the rule set named rules, a curve for
// each weapon and target, into path (.svg or .png).
func plotSweep(charts chart.Drawer, path, rules string, sw Sweep, rows []SweepRow) error {
	if charts == nil {
		return errNoCharts
	}
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
	if err := charts.Lines(path, c, series); err != nil {
		return fmt.Errorf("--plot: %w", err)
	}
	return nil
}
