// census --plot: the census's counts by level, or with --curve each level's threat against its band, drawn
// by the command's chart.Drawer (plot.go).

package cli

import (
	"fmt"

	"github.com/cleave-game/cleave/game/census"
	"github.com/cleave-game/cleave/game/cli/chart"
)

// plotNames are the legend's names of the census's kinds.
var plotNames = map[string]string{census.KindCreature: "creatures", census.KindItem: "items on the floor",
	census.KindMagic: "magic items on the floor", census.KindCarried: "creatures' magic items", census.KindTrap: "traps",
	census.KindVault: "vaults"}

// plotCensus draws into path (.svg or .png): with a curve, its threat by level and the band's bounds; else
// the mean count a dungeon of each kind's (all) row by level.
func plotCensus(charts chart.Drawer, path string, r *census.Report, c *census.Curve) error {
	if charts == nil {
		return errNoCharts
	}
	var levels []float64
	for _, lv := range r.Levels {
		levels = append(levels, float64(lv.Depth))
	}
	var series []chart.Series
	ch := chart.Chart{X: "level", Y: "mean a dungeon",
		Title: fmt.Sprintf("what each level generates: %d dungeons from seed %d (%s, %s rules)", r.Seeds, r.First, r.Mode, r.Rules)}
	if c != nil {
		ch.Y = "threat: share of hit points lost to one creature"
		ch.Title = fmt.Sprintf("difficulty curve: %s, %d dungeons, %d fights a kind (%s rules)", c.Character, r.Seeds, c.Fights, c.Rules)
		th, lo, hi := chart.Series{Name: "threat"}, chart.Series{Name: "band: min"}, chart.Series{Name: "band: max"}
		for _, lv := range c.Levels {
			th.Y, lo.Y, hi.Y = append(th.Y, lv.Threat), append(lo.Y, lv.Min), append(hi.Y, lv.Max)
		}
		series = []chart.Series{th, lo, hi}
	} else {
		for _, kind := range census.Kinds() {
			s := chart.Series{Name: plotNames[kind]}
			for _, lv := range r.Levels {
				row, _ := r.Row(lv.Depth, kind, census.All)
				s.Y = append(s.Y, row.Mean)
			}
			series = append(series, s)
		}
	}
	for i := range series {
		series[i].X = levels
	}
	if err := charts.Lines(path, ch, series); err != nil {
		return fmt.Errorf("--plot: %w", err)
	}
	return nil
}
