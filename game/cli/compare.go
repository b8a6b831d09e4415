// The compare command (issue 19; combat/RULES.md §36): one attack under every rule set side by side, each
// row the rule set's own odds command.

package cli

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"flag"
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

// declareCompare declares the compare command's flags on fs: the odds command's, and --csv.
func declareCompare(e env, fs *flagSet) (q *oddsRequest, asCSV *bool) {
	q = declareOdds(e, fs)
	asCSV = fs.boolean("csv", "print CSV: a header and a row a rule set")
	fs.notTogether("json", "csv")
	return q, asCSV
}

// compare is `cleave compare`: the odds command's flags, run under every rule set.
func compare(e env, args []string) int {
	if slices.ContainsFunc(args, func(a string) bool { return a == "-h" || a == "--help" || a == "-help" }) {
		fmt.Fprintln(e.stderr, "compare takes the odds command's flags (but --rules), and --json or --csv:")
	}
	fs := newFlagSet(e, "compare")
	q, csvFlag := declareCompare(e, fs)
	if q.ownErr != nil {
		return fail(e, "compare", q.ownErr)
	}
	if d, st := fs.parseAndLoad(args); d == nil { // each rule set's odds loads it again
		return st
	}
	set := fs.given()
	if set["rules"] {
		return fail(e, "compare", usageError{fmt.Errorf("flag --rules: compare runs every rule set: leave it out")})
	}
	asJSON, asCSV := *q.asJSON, *csvFlag
	// each rule set's odds command gets the flags as read, but the form of the output
	var rest []string
	fs.Visit(func(f *flag.Flag) {
		if f.Name != "json" && f.Name != "csv" {
			rest = append(rest, "--"+f.Name+"="+f.Value.String())
		}
	})
	var rows []CompareRow
	for _, name := range e.sets.Names() {
		var out bytes.Buffer
		var dealt combat.Dist
		hp := 0
		sub := env{prog: e.prog, stdout: &out, stderr: e.stderr, sets: e.sets, dealt: func(d combat.Dist, h int) { dealt, hp = d, h }, every: true}
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
