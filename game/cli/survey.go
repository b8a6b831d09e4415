// The survey command: the bot plays whole games headless over many seeds, and the survey tells how deep
// it got, what killed it and how long its runs lasted — the dungeon's difficulty curve, measured.

package cli

import (
	"bufio"
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"runtime"
	"slices"
	"sort"
	"strings"
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
	// Falls: the deaths a run whose death is not final undid, the bot put back on the stairs (an explore
	// run's, RULES.md §38.5).
	Falls int `json:"falls,omitempty"`
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
	// Mode is the kind of run surveyed (modes.toml's name: "dungeon", "short", "explore") and ModeTitle
	// its title; GoalDepth its goal's level.
	Mode      string `json:"mode"`
	ModeTitle string `json:"mode_title"`
	// Player is who the bot played: "Thora (dwarf warrior)", "Thora (dwarf warrior; war hammer, Str 16)".
	Player    string         `json:"player,omitempty"`
	GoalDepth int            `json:"goal_depth"`
	Seeds     int            `json:"seeds"`
	First     uint64         `json:"first_seed"`
	Turns     int            `json:"turn_limit"`
	Outcomes  map[string]int `json:"outcomes"`
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
	MeanWinTurns float64 `json:"mean_win_turns"`
	// Falls: the deaths undone in all (explore runs).
	Falls int         `json:"falls"`
	Runs  []SurveyRun `json:"runs,omitempty"`
}

// Player is who a survey's bot plays: a character, and a build over it (game.Build); zero: the data's
// default character as its race and background make it.
type Player struct {
	Character game.Character
	Build     game.Build
}

// SurveyOne plays the bot's game of seed on data d, a run of mode (modes.toml; "": the whole dungeon), for at
// most turns actions, and tells how it went.
func SurveyOne(d *assets.Data, mode string, seed uint64, turns int) (SurveyRun, error) {
	return surveyOne(d, mode, Player{}, seed, turns)
}

// surveyOne is SurveyOne with p playing: the same seed makes the same dungeon whoever plays (Outfit draws
// nothing from the game's random source).
func surveyOne(d *assets.Data, mode string, p Player, seed uint64, turns int) (SurveyRun, error) {
	g, err := surveyGame(d, mode, p, seed)
	if err != nil {
		return SurveyRun{}, err
	}
	falls := 0
	for i := 0; i < turns && !g.Over; i++ {
		g.Act(g.BotAction())
		for _, e := range g.TakeEvents() {
			if e.Kind == game.EventDeath && e.Actor == 0 && !g.Over {
				falls++ // the player's death, undone
			}
		}
	}
	r := SurveyRun{Seed: seed, Outcome: OutcomeAlive, Deepest: g.Deepest, Turns: g.Turns, Seconds: g.Time / 10,
		Artefact: g.Artefact, Falls: falls}
	switch {
	case g.Won:
		r.Outcome = OutcomeWon
	case g.Over:
		r.Outcome, r.Cause, r.Killer = OutcomeDied, g.Cause, killerKind(d, g.Cause)
	}
	return r, nil
}

// surveyGame is the new game of seed that p plays, a run of mode, on data d.
func surveyGame(d *assets.Data, mode string, p Player, seed uint64) (*game.Game, error) {
	g, err := game.New(game.Config{Seed: seed, Data: d, Mode: mode, Character: p.Character})
	if err != nil {
		return nil, fmt.Errorf("survey seed %d: %w", seed, err)
	}
	if err := g.Outfit(p.Build); err != nil {
		return nil, usageError{err} // the build's, whatever the seed
	}
	return g, nil
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

// Survey plays seeds games of mode ("": the whole dungeon) from seed first on workers goroutines (0: every
// core) and reports them, every run included; the report does not depend on the workers.
func Survey(d *assets.Data, mode string, first uint64, seeds, turns, workers int) (SurveyReport, error) {
	var runs []SurveyRun
	rep, err := playSurvey(d, mode, Player{}, first, seeds, turns, workers, func(r SurveyRun) error {
		runs = append(runs, r)
		return nil
	}, nil)
	rep.Runs = runs
	return rep, err
}

// playSurvey is Survey giving each run, in the seeds' order, to each (nil: none), and not keeping it: the
// report is added up as they come, in the memory of a few games whatever their number. fc, if not nil, is
// told of each game.
func playSurvey(d *assets.Data, mode string, p Player, first uint64, seeds, turns, workers int, each func(SurveyRun) error, fc *forecast) (SurveyReport, error) {
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	m, ok := d.Mode(mode)
	if !ok {
		return SurveyReport{}, fmt.Errorf("survey: no mode %q in modes.toml (%s)", mode, strings.Join(d.ModeNames(), ", "))
	}
	if p.Character == (game.Character{}) {
		p.Character = game.DefaultCharacter(d)
	}
	t := newSurveyTally(first, turns)
	t.r.Mode, t.r.ModeTitle, t.r.GoalDepth = m.Name, m.Title, m.GoalDepth
	t.r.Player = characterName(p.Character, p.Build)
	err := inOrder(seeds, workers, func(i int) (SurveyRun, error) {
		return surveyOne(d, mode, p, first+uint64(i), turns)
	}, func(r SurveyRun) error {
		t.add(r)
		fc.seen(t.r.Seeds)
		if each != nil {
			return each(r)
		}
		return nil
	})
	if err != nil {
		return SurveyReport{}, err
	}
	return t.report(), nil
}

// summarise counts the runs into a report.
func summarise(runs []SurveyRun, first uint64, turns int) SurveyReport {
	t := newSurveyTally(first, turns)
	for _, x := range runs {
		t.add(x)
	}
	r := t.report()
	r.Runs = runs
	return r
}

// surveyTally adds up surveyed games one at a time, in their order: counts, sums and the games by their
// deepest level and their length, from which the medians come; no game is kept.
type surveyTally struct {
	r SurveyReport
	// length counts the games by their actions (at most the turn limit: as many entries at most).
	length map[int]int
}

// newSurveyTally is the tally of no game yet, from seed first, turns actions at most.
func newSurveyTally(first uint64, turns int) *surveyTally {
	return &surveyTally{r: SurveyReport{First: first, Turns: turns, Outcomes: map[string]int{},
		Killers: map[string]int{}, Causes: map[string]int{}}, length: map[int]int{}}
}

// add counts game x.
func (t *surveyTally) add(x SurveyRun) {
	r := &t.r
	r.Seeds++
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
	r.Falls += x.Falls
	r.MeanDeepest += float64(x.Deepest)
	r.MeanTurns += float64(x.Turns)
	r.MeanSeconds += float64(x.Seconds)
	t.length[x.Turns]++
}

// report is the tally's report: the sums made means, the medians read off the counts (the value of the
// game in the middle of them sorted, index n/2).
func (t *surveyTally) report() SurveyReport {
	r := t.r
	r.Outcomes, r.Killers, r.Causes = maps.Clone(r.Outcomes), maps.Clone(r.Killers), maps.Clone(r.Causes)
	r.Deepest = slices.Clone(r.Deepest)
	if n := float64(r.Seeds); n > 0 {
		r.MeanDeepest, r.MeanTurns, r.MeanSeconds = r.MeanDeepest/n, r.MeanTurns/n, r.MeanSeconds/n
		r.MedianDeepest = middle(r.Deepest, r.Seeds)
		lengths := slices.Sorted(maps.Keys(t.length))
		counts := make([]int, len(lengths))
		for i, l := range lengths {
			counts[i] = t.length[l]
		}
		r.MedianTurns = lengths[middle(counts, r.Seeds)]
	}
	if w := r.Outcomes[OutcomeWon]; w > 0 {
		r.MeanWinTurns /= float64(w)
	}
	return r
}

// middle is the index of counts (counts[i] values of the i-th in order) where the value n/2 of the n
// counted falls, counting from 0: the median of sorting them all.
func middle(counts []int, n int) int {
	seen := 0
	for i, c := range counts {
		if seen += c; seen > n/2 {
			return i
		}
	}
	return len(counts) - 1
}

// maxSurveyTurns bounds survey --turns: a choice. The bot's won games take about 4,000 actions on average
// (the README's survey); a million is 50 times the default 20,000, and a game that long (about a minute at
// BenchmarkBotTurn's 53 µs a turn) is one the bot is stuck in.
const maxSurveyTurns = 1_000_000

// surveyRequest is what the survey command's flags ask.
type surveyRequest struct {
	build                 *buildRequest
	seeds, turns, workers *int
	first                 *uint64
	asJSON                *bool
	mode                  *string
}

// declareSurvey declares the survey command's flags on fs.
func declareSurvey(fs *flagSet) *surveyRequest {
	q := &surveyRequest{}
	q.seeds = fs.intIn("seeds", DefaultSurveySeeds, 1, maxCount, "games", "how many games the bot plays (seeds first, first+1, ...)")
	q.first = fs.seed("seed", 1, "the first seed")
	q.turns = fs.intIn("turns", DefaultSurveyTurns, 1, maxSurveyTurns, "actions (a million: 50 times the default)", "the most actions a game may take before it is stopped")
	q.workers = fs.intIn("workers", 0, 0, maxWorkers, "goroutines (0: every core; more than the cores play no faster)", "goroutines playing at once (0: every core)")
	q.asJSON = fs.boolean("json", "the report as one line of JSON, every run included")
	q.mode = fs.named("mode", "mode", (*assets.Data).ModeNames, "the kind of run the bot plays, of modes.toml (default: the first, the whole dungeon)")
	q.build = buildFlags(fs)
	return q
}

// survey is `cleave survey`: the bot over many seeds, headless.
func survey(e env, args []string) int {
	const cmd = "survey"
	fs := newFlagSet(e, cmd)
	q := declareSurvey(fs)
	d, status := fs.parseAndLoad(args)
	if d == nil {
		return status
	}
	seeds, first := *q.seeds, *q.first
	if uint64(seeds-1) > math.MaxUint64-first {
		return fail(e, cmd, usageError{fmt.Errorf("flags --seed %d and --seeds %d: the last seed would pass %d; want fewer seeds or a smaller first one", first, seeds, uint64(math.MaxUint64))})
	}
	workers := *q.workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	workers = min(workers, seeds)
	c, build := q.build.character(d)
	p := Player{Character: c, Build: build}
	if _, err := surveyGame(d, *q.mode, p, first); err != nil { // a build that does not fit, said once
		return fail(e, cmd, err)
	}
	fc := newForecast(e, cmd, "games", seeds, workers)
	if !*q.asJSON {
		rep, err := playSurvey(d, *q.mode, p, first, seeds, *q.turns, workers, nil, fc)
		if err != nil {
			return fail(e, cmd, err)
		}
		return writeSurvey(e, rep)
	}
	// The JSON's runs are written as they come, before the numbers that add them up: one object, its
	// keys in another order than SurveyReport's fields, the same keys.
	w := bufio.NewWriter(e.stdout)
	w.WriteString(`{"runs":[`)
	sep := ""
	rep, err := playSurvey(d, *q.mode, p, first, seeds, *q.turns, workers, func(r SurveyRun) error {
		b, err := json.Marshal(r)
		if err == nil {
			w.WriteString(sep)
			_, err = w.Write(b)
			sep = ","
		}
		return err
	}, fc)
	if err != nil {
		return fail(e, cmd, err)
	}
	b, err := json.Marshal(rep) // Runs is empty: left out
	if err == nil {
		w.WriteString("],")
		w.Write(b[1:])
		_, err = w.WriteString("\n")
	}
	if err == nil {
		err = w.Flush()
	}
	if err != nil {
		return fail(e, cmd, err)
	}
	return ExitOK
}

// writeSurvey writes the report as text tables.
func writeSurvey(e env, r SurveyReport) int {
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "Bot survey: %d seeds from %d, at most %d actions each\n", r.Seeds, r.First, r.Turns)
	fmt.Fprintf(tw, "Kind of run:\t%s (%s), the goal on level %d\n", r.ModeTitle, r.Mode, r.GoalDepth)
	if r.Player != "" {
		fmt.Fprintf(tw, "Played:\t%s\n", r.Player)
	}
	fmt.Fprintf(tw, "Outcomes:\t%s\n", countsText(r.Outcomes))
	if r.Falls > 0 {
		fmt.Fprintf(tw, "Falls:\t%d deaths undone, put back on the stairs (%.1f a game)\n", r.Falls, float64(r.Falls)/float64(max(r.Seeds, 1)))
	}
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
