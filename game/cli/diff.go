// balance --diff DIR: the balance sheet before and after the data files of DIR, the rows that moved,
// the biggest change first.

package cli

import (
	"encoding/csv"
	"fmt"
	"math"
	"sort"
	"text/tabwriter"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/cleave-game/cleave/game"
)

// DiffRow is a balance row before and after an edit; Before or After is nil for a weapon or creature
// only one side has.
type DiffRow struct {
	Weapon, Target string
	Before, After  *Row
	Change         float64 // the biggest relative change of its numbers (1 for a row only one side has)
}

// rel is the change from a to b, relative to a (absolute when a is 0); two infinities are no change.
func rel(a, b float64) float64 {
	switch {
	case math.IsInf(a, 1) && math.IsInf(b, 1), a == b:
		return 0
	case math.IsInf(a, 1) || math.IsInf(b, 1):
		return 1
	case a == 0:
		return math.Abs(b)
	}
	return math.Abs(b-a) / math.Abs(a)
}

// DiffSheets pairs the rows of before and after by weapon and target and keeps those that moved, the
// biggest change first (then by weapon and target).
func DiffSheets(before, after []Row) []DiffRow {
	type key struct{ w, t string }
	idx := map[key]*DiffRow{}
	var out []*DiffRow
	get := func(r Row) *DiffRow {
		k := key{r.Weapon, r.Target}
		if d, ok := idx[k]; ok {
			return d
		}
		d := &DiffRow{Weapon: r.Weapon, Target: r.Target}
		idx[k] = d
		out = append(out, d)
		return d
	}
	for i := range before {
		get(before[i]).Before = &before[i]
	}
	for i := range after {
		get(after[i]).After = &after[i]
	}
	var moved []DiffRow
	for _, d := range out {
		if d.Before == nil || d.After == nil {
			d.Change = 1
		} else {
			b, a := d.Before, d.After
			d.Change = max(rel(b.Hit, a.Hit), rel(b.Crit, a.Crit), rel(b.MeanDamage, a.MeanDamage), rel(b.PerSecond, a.PerSecond), rel(b.ToKill, a.ToKill))
		}
		if d.Change > 1e-9 {
			moved = append(moved, *d)
		}
	}
	sort.SliceStable(moved, func(i, j int) bool {
		if moved[i].Change != moved[j].Change {
			return moved[i].Change > moved[j].Change
		}
		if moved[i].Weapon != moved[j].Weapon {
			return moved[i].Weapon < moved[j].Weapon
		}
		return moved[i].Target < moved[j].Target
	})
	return moved
}

// diffBalance prints what the data of dir (over the embedded data) changes against d (the embedded data
// with --assets from, if any): the moved rows, the biggest change first.
func diffBalance(e env, d *assets.Data, rules ruleset.RuleSet, weapons, creatures []string, spec game.AttackSpec, from, dir string, asCSV bool) int {
	d2, err := assets.LoadDir(dir)
	if err != nil {
		return fail(e, "balance", usageError{err})
	}
	// A weapon or creature asked for by name is looked for on both sides; else each side's own.
	w2, c2 := d2.WeaponNames(), d2.CreatureNames()
	if len(weapons) == 1 && len(d.WeaponNames()) > 1 {
		w2 = weapons
	}
	if len(creatures) == 1 && len(d.CreatureNames()) > 1 {
		c2 = creatures
	}
	before, err := SheetUnder(d, rules, weapons, creatures, spec)
	if err != nil {
		return fail(e, "balance", fmt.Errorf("before: %w", err))
	}
	after, err := SheetUnder(d2, rules, w2, c2, spec)
	if err != nil {
		return fail(e, "balance", fmt.Errorf("after (%s): %w", dir, err))
	}
	rows := DiffSheets(before, after)
	cell := func(r *Row, f func(Row) string) string {
		if r == nil {
			return "-"
		}
		return f(*r)
	}
	hit := func(r Row) string { return pct(r.Hit) }
	crit := func(r Row) string { return pct(r.Crit) }
	dps := func(r Row) string { return fmt.Sprintf("%.3f", r.PerSecond) }
	kill := func(r Row) string { return killText(r.ToKill) }
	if asCSV {
		w := csv.NewWriter(e.stdout)
		_ = w.Write([]string{"weapon", "target", "change", "hit_before", "hit_after", "crit_before", "crit_after", "dps_before", "dps_after", "to_kill_before", "to_kill_after"})
		for _, r := range rows {
			_ = w.Write([]string{r.Weapon, r.Target, fmt.Sprintf("%.6f", r.Change), cell(r.Before, hit), cell(r.After, hit),
				cell(r.Before, crit), cell(r.After, crit), cell(r.Before, dps), cell(r.After, dps), cell(r.Before, kill), cell(r.After, kill)})
		}
		w.Flush()
		if err := w.Error(); err != nil {
			return fail(e, "balance", err)
		}
		return ExitOK
	}
	was := "the embedded data"
	if from != "" {
		was = from
	}
	fmt.Fprintf(e.stdout, "Before: %s. After: %s over the embedded data. %d of %d rows moved, the biggest change first.\n\n", was, dir, len(rows), max(len(before), len(after)))
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "weapon\ttarget\tchange\thit\tcrit\tdamage/second\tattacks to kill\t")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%s\t%.1f%%\t%s → %s\t%s → %s\t%s → %s\t%s → %s\t\n", r.Weapon, r.Target, 100*r.Change,
			cell(r.Before, hit), cell(r.After, hit), cell(r.Before, crit), cell(r.After, crit),
			cell(r.Before, dps), cell(r.After, dps), cell(r.Before, kill), cell(r.After, kill))
	}
	return flushed(e, "balance", tw)
}
