// balance --sweep: the balance sheet again at each step of the attacker's rank, Strength, Dexterity or
// stance, a row per step (DCSS's fsim skill sweep, exact); --plot draws the curves into an SVG or a PNG
// (plot.go).

package cli

import (
	"encoding/csv"
	"fmt"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/cleave-game/cleave/game"
)

// Sweep is what --sweep varies and over which steps: rank, str or dex over From..To, or every stance.
type Sweep struct {
	What     string   // "rank", "str", "dex" or "stance"
	From, To int      // the numbers' range, both ends counted
	Stances  []string // the stances, for "stance"
}

// ParseSweep reads --sweep: "rank=0..10", "str=8..18", "dex=5..15", or "stance" (every stance of d, in
// stances.toml's order; "stance=a,b" for some). A range is within its flag's (--rank, --str, --dex), at
// most 100 steps.
func ParseSweep(d *assets.Data, s string) (Sweep, error) {
	what, rng, _ := strings.Cut(s, "=")
	what = strings.ToLower(strings.TrimSpace(what))
	switch what {
	case "stance":
		sw := Sweep{What: what, Stances: d.StanceNames()}
		if rng != "" {
			sw.Stances = nil
			for _, n := range strings.Split(rng, ",") {
				st, err := only(strings.TrimSpace(n), "stance", d.StanceNames())
				if err != nil {
					return Sweep{}, err
				}
				sw.Stances = append(sw.Stances, st[0])
			}
		}
		return sw, nil
	case "rank", "str", "dex":
		lo, hi := 0, combat.MaxAttribute // the rules' range of Strength and Dexterity, as --str and --dex
		if what == "rank" {
			hi = assets.MaxRank
		}
		a, b, ok := strings.Cut(rng, "..")
		from, err1 := strconv.Atoi(strings.TrimSpace(a))
		to, err2 := strconv.Atoi(strings.TrimSpace(b))
		if !ok || err1 != nil || err2 != nil || from > to || to-from > 100 || from < lo || to > hi {
			return Sweep{}, fmt.Errorf("want %s=FROM..TO, such as %s=0..10, from %d to %d (at most 100 steps)", what, what, lo, hi)
		}
		return Sweep{What: what, From: from, To: to}, nil
	}
	return Sweep{}, fmt.Errorf("want rank=FROM..TO, str=FROM..TO, dex=FROM..TO or stance")
}

// steps are the sweep's steps as the table writes them.
func (sw Sweep) steps() []string {
	if sw.What == "stance" {
		return sw.Stances
	}
	var out []string
	for v := sw.From; v <= sw.To; v++ {
		out = append(out, strconv.Itoa(v))
	}
	return out
}

// at is spec at step i of the sweep.
func (sw Sweep) at(spec game.AttackSpec, i int) game.AttackSpec {
	switch sw.What {
	case "stance":
		spec.Stance = sw.Stances[i]
	case "rank":
		spec.Rank = sw.From + i
	case "str":
		spec.Str = sw.From + i
	case "dex":
		spec.Dex = sw.From + i
	}
	return spec
}

// SweepRow is a balance row at one step of a sweep.
type SweepRow struct {
	Step string
	Row
}

// SweepSheet is the balance sheet of weapons against creatures at every step of sw.
func SweepSheet(d *assets.Data, rules ruleset.RuleSet, weapons, creatures []string, spec game.AttackSpec, sw Sweep) ([]SweepRow, error) {
	var out []SweepRow
	for i, step := range sw.steps() {
		rows, err := SheetUnder(d, rules, weapons, creatures, sw.at(spec, i))
		if err != nil {
			return nil, fmt.Errorf("%s %s: %w", sw.What, step, err)
		}
		for _, r := range rows {
			out = append(out, SweepRow{Step: step, Row: r})
		}
	}
	return out, nil
}

// plotExts are the files --plot writes, the chart package's (TestPlotExtsAreTheCharts: this list is here
// so that the browser's module, which has no --plot, links no charts).
var plotExts = []string{".svg", ".png"}

// sweepBalance prints the sweep's rows (a table, or CSV) and draws plot when asked.
// given are the flags given: a sweep of rank, str or dex (or stance) is instead of that flag.
func sweepBalance(e env, d *assets.Data, rules ruleset.RuleSet, weapons, creatures []string, spec game.AttackSpec, sweep, plot string, asCSV bool, given map[string]bool) int {
	sw, err := ParseSweep(d, sweep)
	if err != nil {
		return fail(e, "balance", badValue("sweep", sweep, err))
	}
	if given[sw.What] {
		return fail(e, "balance", usageError{fmt.Errorf("flags --sweep %s and --%s: want one or the other, not both (the sweep steps the %s)", sweep, sw.What, sw.What)})
	}
	if plot != "" {
		if err := plotFits(e.charts, len(weapons)*len(creatures)); err != nil {
			return fail(e, "balance", usageError{err})
		}
	}
	rows, err := SweepSheet(d, rules, weapons, creatures, spec, sw)
	if err != nil {
		return fail(e, "balance", err)
	}
	if plot != "" {
		if err := plotSweep(e.charts, plot, rules.Name(), sw, rows); err != nil {
			return fail(e, "balance", err)
		}
	}
	if asCSV {
		w := csv.NewWriter(e.stdout)
		_ = w.Write([]string{sw.What, "weapon", "target", "hit", "crit", "mean_damage", "damage_per_second", "attacks_to_kill"})
		for _, r := range rows {
			_ = w.Write([]string{r.Step, r.Weapon, r.Target, fmt.Sprintf("%.6f", r.Hit), fmt.Sprintf("%.6f", r.Crit),
				fmt.Sprintf("%.6f", r.MeanDamage), fmt.Sprintf("%.6f", r.PerSecond), killText(r.ToKill)})
		}
		w.Flush()
		if err := w.Error(); err != nil {
			return fail(e, "balance", err)
		}
		return ExitOK
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "%s\tweapon\ttarget\thit\tcrit\tdamage/attack\tdamage/second\tattacks to kill\t\n", sw.What)
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%.2f\t%.3f\t%s\t\n", r.Step, r.Weapon, r.Target, pct(r.Hit), pct(r.Crit), r.MeanDamage, r.PerSecond, killText(r.ToKill))
	}
	return flushed(e, "balance", tw)
}
