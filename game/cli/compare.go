// The compare command (issue 19; combat/RULES.md §36): one attack under every rule set side by side, each
// row the rule set's own odds command.

package cli

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/cleave-game/cleave/combat"
)

// CompareRow is one rule set's odds of the attack: the JSON of `compare --json`, one a rule set.
type CompareRow struct {
	Rules      string  `json:"rules"`       // the rule set
	Hit        float64 `json:"hit"`         // the chance to hit
	Top        float64 `json:"top"`         // a critical, or the top hit strength (JSON "crit" or "critical"); 0 for a rule set with none
	MeanDamage float64 `json:"mean_damage"` // hit points lost per attack
	Kill       float64 `json:"kill"`        // the chance to kill in one attack
	ToKill     float64 `json:"to_kill"`     // the expected attacks to kill
}

// compare is `cleave compare`: the odds command's flags, run under every rule set.
func compare(e env, args []string) int {
	asJSON, asCSV := false, false
	var rest []string
	for _, a := range args {
		switch a {
		case "--json", "-json":
			asJSON = true
		case "--csv", "-csv":
			asCSV = true
		case "-h", "--help", "-help":
			fmt.Fprintln(e.stderr, "compare takes the odds command's flags (but --rules), and --json or --csv:")
			return odds(e, args)
		default:
			rest = append(rest, a)
		}
	}
	if slices.ContainsFunc(rest, func(a string) bool { return a == "--rules" || a == "-rules" || len(a) > 8 && a[:8] == "--rules=" }) {
		return fail(e, "compare", usageError{fmt.Errorf("compare runs every rule set: leave out --rules")})
	}
	var rows []CompareRow
	for _, name := range e.sets.Names() {
		var out bytes.Buffer
		var dealt combat.Dist
		hp := 0
		sub := env{prog: e.prog, stdout: &out, stderr: e.stderr, sets: e.sets, dealt: func(d combat.Dist, h int) { dealt, hp = d, h }}
		if status := odds(sub, append(slices.Clone(rest), "--rules", name, "--json")); status != ExitOK {
			return status
		}
		var m map[string]any
		if err := json.Unmarshal(out.Bytes(), &m); err != nil {
			return fail(e, "compare", fmt.Errorf("%s: %w", name, err))
		}
		f := func(k string) float64 { v, _ := m[k].(float64); return v }
		row := CompareRow{Rules: name, Hit: f("hit"), Top: f("crit") + f("critical"), MeanDamage: f("mean_damage"), Kill: f("kill")}
		row.ToKill = ExpectedAttacks(dealt, max(1, hp))
		rows = append(rows, row)
	}
	switch {
	case asJSON:
		return printJSON(e, "compare", rows)
	case asCSV:
		w := csv.NewWriter(e.stdout)
		_ = w.Write([]string{"rules", "hit", "top", "mean_damage", "kill", "to_kill"})
		for _, r := range rows {
			g := func(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
			_ = w.Write([]string{r.Rules, g(r.Hit), g(r.Top), g(r.MeanDamage), g(r.Kill), g(r.ToKill)})
		}
		w.Flush()
		if err := w.Error(); err != nil {
			return fail(e, "compare", err)
		}
		return ExitOK
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "Rules\tHit\tCritical / top\tMean damage\tKill in one\tAttacks to kill\n")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%.2f\t%s\t%.2f\n", r.Rules, pct(r.Hit), pct(r.Top), r.MeanDamage, pct(r.Kill), r.ToKill)
	}
	return flushed(e, "compare", tw)
}

// rulesAll reports whether args ask for --rules all, and args without it.
func rulesAll(args []string) (bool, []string) {
	var rest []string
	all := false
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case (a == "--rules" || a == "-rules") && i+1 < len(args) && args[i+1] == "all":
			all = true
			i++
		case a == "--rules=all" || a == "-rules=all":
			all = true
		default:
			rest = append(rest, a)
		}
	}
	return all, rest
}

// balanceAll is `balance --rules all`: the sheet under every rule set in turn; with --csv one table, its
// first column the rule set.
func balanceAll(e env, args []string) int {
	csvOut := slices.Contains(args, "--csv") || slices.Contains(args, "-csv")
	for i, name := range e.sets.Names() {
		var out bytes.Buffer
		if status := balance(env{prog: e.prog, stdout: &out, stderr: e.stderr, sets: e.sets}, append(slices.Clone(args), "--rules", name)); status != ExitOK {
			return status
		}
		text := out.String()
		if csvOut {
			lines := strings.SplitAfter(text, "\n")
			for j, l := range lines {
				if l == "" || (j == 0 && i > 0) {
					continue
				}
				if j == 0 {
					l = "rules," + l
				} else {
					l = name + "," + l
				}
				if _, err := io.WriteString(e.stdout, l); err != nil {
					return fail(e, "balance", err)
				}
			}
			continue
		}
		if i > 0 {
			text = "\n" + text
		}
		if _, err := io.WriteString(e.stdout, text); err != nil {
			return fail(e, "balance", err)
		}
	}
	return ExitOK
}
