//go:build !js

// arena --fights FILE --diff DIR: real fights archived by the leaderboard (game/arena/archive), each played
// again from its start under the data and under DIR's, and what the new data change per creature: the
// deaths turned into wins and the wins into deaths (combat/RULES.md §41).

package cli

import (
	"cmp"
	"fmt"
	"os"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game/arena/archive"
	"github.com/cleave-game/cleave/game/save"
)

// defaultArchivedPlays is --n with --fights when not given: each fight played 20 times under each data.
const defaultArchivedPlays = 20

// archivedFights is arena --fights: it reads the file, checks it against the data (d: the embedded data,
// or --assets: the data the fights were played by) and --diff's, plays and prints.
func archivedFights(e env, d *assets.Data, fs *flagSet, q *arenaRequest) int {
	set := fs.given()
	n := *q.n
	if !set["n"] {
		n = defaultArchivedPlays
	}
	if n > archive.MaxN {
		return fail(e, "arena", usageError{fmt.Errorf("--n %d with --fights: want 1 to %d plays of each fight", n, archive.MaxN)})
	}
	f, err := os.Open(*q.fights)
	if err != nil {
		return fail(e, "arena", usageError{fmt.Errorf("--fights: %w", err)})
	}
	h, fights, err := archive.Read(f)
	f.Close()
	if err != nil {
		return fail(e, "arena", usageError{fmt.Errorf("--fights %s: %w", *q.fights, err)})
	}
	if fp := save.DataFingerprint(d); h.Data != fp {
		return fail(e, "arena", usageError{fmt.Errorf("--fights %s: its fights were played by other data (fingerprint %s; these data are %s): play them under the data they were played by (the build of the server that kept them, or --assets with its data)", *q.fights, h.Data, fp)})
	}
	if set["rules"] {
		rs, _ := d.RuleSet(*q.rules)
		var kept []archive.Fight
		for _, f := range fights {
			if strings.EqualFold(f.Rules, rs.Name()) {
				kept = append(kept, f)
			}
		}
		if len(kept) == 0 {
			return fail(e, "arena", usageError{fmt.Errorf("--fights %s holds no fight under %s: it holds %s", *q.fights, rs.Name(), rulesCount(fights))})
		}
		fights = kept
	}
	var kinds []string
	if *q.vs != "" {
		gs, err := ParseFoes(d, *q.vs)
		if err != nil {
			return fail(e, "arena", usageError{err})
		}
		for _, g := range gs {
			kinds = append(kinds, g.Kind)
		}
	}
	after, err := assets.LoadDir(*q.diffDir)
	if err != nil {
		return fail(e, "arena", usageError{fmt.Errorf("--diff: %w", err)})
	}
	secs := *q.maxSecs
	if !set["max-seconds"] {
		secs = archive.DefaultSeconds
	}
	rep, err := archive.Diff(fights, d, after, archive.Options{N: n, Seed: *q.seed, AI: *q.ai, MaxSeconds: secs, Workers: *q.workers, Kinds: kinds})
	if err != nil {
		return fail(e, "arena", usageError{err})
	}
	if *q.asJSON {
		return printJSON(e, "arena", rep)
	}
	runs := map[string]bool{}
	for _, f := range fights {
		runs[f.Run] = true
	}
	fmt.Fprintf(e.stdout, "Archived fights: %s, %s fights of %s runs (%s), each played %d times (seed %d) from its start under the base data and under %s.\n\n",
		*q.fights, archive.Thousands(len(fights)), archive.Thousands(len(runs)), rulesCount(fights), n, *q.seed, *q.diffDir)
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "creature\tfights\tplays\twin before\twin after\tdeaths→wins (95%)\twins→deaths (95%)\tchange\t")
	for _, r := range append(rep.Rows, rep.All) {
		kind := r.Kind
		if kind == "" {
			kind = "all"
		}
		before, after := pct(ratio(r.WonBefore, r.Plays)), pct(ratio(r.WonAfter, r.Plays))
		d, dl, dh := r.DeathsToWinsShare()
		w, wl, wh := r.WinsToDeathsShare()
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%.1f%% (%.1f–%.1f%%)\t%.1f%% (%.1f–%.1f%%)\t%s\t\n", kind, archive.Thousands(r.Fights), archive.Thousands(r.Plays),
			before, after, 100*d, 100*dl, 100*dh, 100*w, 100*wl, 100*wh, changeWord(r.Change()))
	}
	if st := flushed(e, "arena", tw); st != ExitOK {
		return st
	}
	fmt.Fprintln(e.stdout)
	for _, r := range summarised(rep, kinds) {
		fmt.Fprintln(e.stdout, r.Summary())
	}
	return ExitOK
}

// summarised are the rows said in a line: the creatures asked for (--vs), else all of them and the
// creature whose change is the most significant (if any is).
func summarised(rep archive.Report, kinds []string) []archive.Row {
	if len(kinds) > 0 {
		return rep.Rows
	}
	out := []archive.Row{rep.All}
	var best *archive.Row
	for i, r := range rep.Rows {
		if r.Change() != 0 && (best == nil || archive.SignTest(r.DeathsToWins, r.WinsToDeaths) < archive.SignTest(best.DeathsToWins, best.WinsToDeaths)) {
			best = &rep.Rows[i]
		}
	}
	if best != nil {
		out = append(out, *best)
	}
	return out
}

// changeWord is a row's verdict in words.
func changeWord(c int) string {
	switch c {
	case 1:
		return "more wins"
	case -1:
		return "more deaths"
	}
	return "none significant"
}

// ratio is k/n, 0 for none.
func ratio(k, n int) float64 {
	if n == 0 {
		return 0
	}
	return float64(k) / float64(n)
}

// rulesCount says how many fights each rule set has: "cleave 1,200, drn 40".
func rulesCount(fights []archive.Fight) string {
	count := map[string]int{}
	for _, f := range fights {
		count[f.Rules]++
	}
	names := make([]string, 0, len(count))
	for k := range count {
		names = append(names, k)
	}
	slices.SortFunc(names, func(a, b string) int { return cmp.Or(-cmp.Compare(count[a], count[b]), cmp.Compare(a, b)) })
	parts := make([]string, len(names))
	for i, k := range names {
		parts[i] = k + " " + archive.Thousands(count[k])
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}
