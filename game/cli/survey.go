// The survey command: the bot plays whole games headless over many seeds, and the survey tells how deep
// it got, what killed it and how long its runs lasted — the dungeon's difficulty curve, measured.

package cli

import (
	"fmt"
	"runtime"
	"sort"
	"strings"
	"sync"
	"text/tabwriter"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
)

// DefaultSurveySeeds is how many games survey plays unless told.
const DefaultSurveySeeds = 100

// DefaultSurveyTurns is the most player actions a surveyed game may take before it is stopped (alive).
const DefaultSurveyTurns = 20000

// surveyLevelsShown: the text table shows every level down to this one, and deeper ones only when a game
// ended there.
const surveyLevelsShown = 12

// SurveyRun is one surveyed game: its seed, how it ended, how deep it got and how long it lasted.
type SurveyRun struct {
	Seed    uint64 `json:"seed"`
	Outcome string `json:"outcome"` // OutcomeWon, OutcomeDied, OutcomeAlive (stopped at the turn limit)
	Deepest int    `json:"deepest"`
	// Artefact: the bot held the goal's artefact at the end (a win, or a death on the way home).
	Artefact bool   `json:"artefact,omitempty"`
	Cause    string `json:"cause,omitempty"` // what killed it: "a kobold's spear"
	Killer   string `json:"killer,omitempty"`
	Turns    int    `json:"turns"`
	Seconds  int64  `json:"seconds"` // game time, in seconds
}

// The outcomes of a surveyed game.
const (
	// OutcomeWon: the bot came out of the dungeon with the artefact (RULES.md §38).
	OutcomeWon = "won"
	// OutcomeDied: the bot was killed.
	OutcomeDied = "died"
	// OutcomeAlive: the bot was still alive at the turn limit.
	OutcomeAlive = "alive"
)

// SurveyReport is what the survey measured over its games.
type SurveyReport struct {
	Seeds    int            `json:"seeds"`
	First    uint64         `json:"first_seed"`
	Turns    int            `json:"turn_limit"`
	Outcomes map[string]int `json:"outcomes"`
	// Deepest counts the games by the deepest level reached (index: the level; index 0 unused).
	Deepest []int `json:"deepest"`
	// Killers counts deaths by the kind of creature that dealt them ("kobold"), Causes by the death
	// screen's words ("a kobold's spear").
	Killers map[string]int `json:"killers"`
	Causes  map[string]int `json:"causes"`
	// MeanDeepest, MedianDeepest: of the deepest level reached.
	MeanDeepest   float64 `json:"mean_deepest"`
	MedianDeepest int     `json:"median_deepest"`
	// MeanTurns, MedianTurns and MeanSeconds: how long a game lasted, in actions and in game seconds.
	MeanTurns   float64 `json:"mean_turns"`
	MedianTurns int     `json:"median_turns"`
	MeanSeconds float64 `json:"mean_seconds"`
	// MeanWinTurns: how many actions a won game took, on average (0 without a win).
	MeanWinTurns float64     `json:"mean_win_turns"`
	Runs         []SurveyRun `json:"runs,omitempty"`
}

// SurveyOne plays the bot's game of seed on data d for at most turns actions, and tells how it went.
func SurveyOne(d *assets.Data, seed uint64, turns int) (SurveyRun, error) {
	g, err := game.New(game.Config{Seed: seed, Data: d})
	if err != nil {
		return SurveyRun{}, fmt.Errorf("survey seed %d: %w", seed, err)
	}
	for i := 0; i < turns && !g.Over; i++ {
		g.Act(g.BotAction())
	}
	r := SurveyRun{Seed: seed, Outcome: OutcomeAlive, Deepest: g.Deepest, Turns: g.Turns, Seconds: g.Time / 10,
		Artefact: g.Artefact}
	switch {
	case g.Won:
		r.Outcome = OutcomeWon
	case g.Over:
		r.Outcome, r.Cause, r.Killer = OutcomeDied, g.Cause, killerKind(d, g.Cause)
	}
	return r, nil
}

// killerKind is the creature a death cause names ("a kobold's spear", "bleeding from a kobold's spear" →
// "kobold"): the longest name of the bestiary the cause holds as whole words; the cause itself when none.
func killerKind(d *assets.Data, cause string) string {
	low := strings.ToLower(cause)
	best := ""
	for _, c := range d.Creatures {
		n := strings.ToLower(c.Name)
		i := strings.Index(low, n)
		if len(n) <= len(best) || i < 0 {
			continue
		}
		if (i == 0 || !isLetter(low[i-1])) && (i+len(n) == len(low) || !isLetter(low[i+len(n)])) {
			best = c.Name
		}
	}
	if best == "" {
		return cause
	}
	return best
}

func isLetter(b byte) bool { return b >= 'a' && b <= 'z' }

// Survey plays seeds games from seed first on workers goroutines (0: every core) and reports them; the
// report does not depend on the workers.
func Survey(d *assets.Data, first uint64, seeds, turns, workers int) (SurveyReport, error) {
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	runs := make([]SurveyRun, seeds)
	errs := make([]error, seeds)
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(workers, max(seeds, 1)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				runs[i], errs[i] = SurveyOne(d, first+uint64(i), turns)
			}
		}()
	}
	for i := range seeds {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return SurveyReport{}, err
		}
	}
	return summarise(runs, first, turns), nil
}

// summarise counts the runs into a report.
func summarise(runs []SurveyRun, first uint64, turns int) SurveyReport {
	r := SurveyReport{Seeds: len(runs), First: first, Turns: turns, Outcomes: map[string]int{},
		Killers: map[string]int{}, Causes: map[string]int{}, Runs: runs}
	deep, ts := make([]int, 0, len(runs)), make([]int, 0, len(runs))
	for _, x := range runs {
		r.Outcomes[x.Outcome]++
		for len(r.Deepest) <= x.Deepest {
			r.Deepest = append(r.Deepest, 0)
		}
		r.Deepest[x.Deepest]++
		switch x.Outcome {
		case OutcomeDied:
			r.Killers[x.Killer]++
			r.Causes[x.Cause]++
		case OutcomeWon:
			r.MeanWinTurns += float64(x.Turns)
		}
		r.MeanDeepest += float64(x.Deepest)
		r.MeanTurns += float64(x.Turns)
		r.MeanSeconds += float64(x.Seconds)
		deep, ts = append(deep, x.Deepest), append(ts, x.Turns)
	}
	if n := float64(len(runs)); n > 0 {
		r.MeanDeepest, r.MeanTurns, r.MeanSeconds = r.MeanDeepest/n, r.MeanTurns/n, r.MeanSeconds/n
		sort.Ints(deep)
		sort.Ints(ts)
		r.MedianDeepest, r.MedianTurns = deep[len(deep)/2], ts[len(ts)/2]
	}
	if w := r.Outcomes[OutcomeWon]; w > 0 {
		r.MeanWinTurns /= float64(w)
	}
	return r
}

// survey is `cleave survey`: the bot over many seeds, headless.
func survey(e env, args []string) int {
	const cmd = "survey"
	fs := newFlags(e, cmd)
	seeds := fs.Int("seeds", DefaultSurveySeeds, "how many games the bot plays (seeds first, first+1, ...)")
	first := fs.Uint64("seed", 1, "the first seed")
	turns := fs.Int("turns", DefaultSurveyTurns, "the most actions a game may take before it is stopped")
	workers := fs.Int("workers", 0, "goroutines playing at once (0: every core)")
	asJSON := fs.Bool("json", false, "the report as one line of JSON, every run included")
	dir := fs.String("assets", "", "a directory whose data files replace the embedded ones")
	d, status := parseAndLoad(e, cmd, fs, args, dir)
	if d == nil {
		return status
	}
	if *seeds < 1 || *turns < 1 {
		return fail(e, cmd, usageError{fmt.Errorf("--seeds and --turns must be at least 1")})
	}
	rep, err := Survey(d, *first, *seeds, *turns, *workers)
	if err != nil {
		return fail(e, cmd, err)
	}
	if *asJSON {
		return printJSON(e, cmd, rep)
	}
	return writeSurvey(e, rep)
}

// writeSurvey writes the report as text tables.
func writeSurvey(e env, r SurveyReport) int {
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "Bot survey: %d seeds from %d, at most %d actions each\n", r.Seeds, r.First, r.Turns)
	fmt.Fprintf(tw, "Outcomes:\t%s\n", countsText(r.Outcomes))
	if w := r.Outcomes[OutcomeWon]; w > 0 {
		fmt.Fprintf(tw, "Wins:\t%d (%s), mean %.0f actions\n", w, game.Percent(float64(w)/float64(r.Seeds)), r.MeanWinTurns)
	}
	fmt.Fprintf(tw, "Deepest level:\tmean %.1f, median %d\n", r.MeanDeepest, r.MedianDeepest)
	fmt.Fprintf(tw, "Run length:\tmean %.0f actions (median %d), %.0f game minutes\n", r.MeanTurns, r.MedianTurns, r.MeanSeconds/60)
	fmt.Fprintln(tw, "\nlevel\tgames\treached\t")
	reached := r.Seeds
	for lv := 1; lv < len(r.Deepest); lv++ {
		if r.Deepest[lv] == 0 && lv > surveyLevelsShown {
			continue
		}
		fmt.Fprintf(tw, "%d\t%d\t%s\t%s\n", lv, r.Deepest[lv], game.Percent(float64(reached)/float64(max(r.Seeds, 1))),
			strings.Repeat("#", r.Deepest[lv]*40/max(r.Seeds, 1)))
		reached -= r.Deepest[lv]
	}
	fmt.Fprintln(tw, "\nkiller\tdeaths\t")
	for _, k := range byCount(r.Killers) {
		fmt.Fprintf(tw, "%s\t%d\t\n", k, r.Killers[k])
	}
	return flushed(e, "survey", tw)
}

// countsText is "died 80, alive 20", the biggest first.
func countsText(m map[string]int) string {
	var parts []string
	for _, k := range byCount(m) {
		parts = append(parts, fmt.Sprintf("%s %d", k, m[k]))
	}
	return strings.Join(parts, ", ")
}

// byCount is m's keys, the biggest count first, then by name.
func byCount(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if m[keys[i]] != m[keys[j]] {
			return m[keys[i]] > m[keys[j]]
		}
		return keys[i] < keys[j]
	})
	return keys
}
