// The arena command: fights on the game's own engine (game/arena), many at once on every core, and
// what came of them: the chance to win with its Wilson interval, the time a fight takes, the hit points
// left, and how the loser died.

package cli

import (
	"encoding/csv"
	"errors"
	"fmt"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/arena"
)

// DefaultFights is how many fights arena plays unless told: enough for a win chance within ±1% at 95%
// confidence whatever it is (1.96² × ¼ / 0.01², rounded up).
const DefaultFights = 9604

// ArenaReport is what came of an arena's fights.
type ArenaReport struct {
	Build     string  `json:"build"` // "Thora (dwarf warrior)"
	Foes      string  `json:"foes"`  // "3 kobold, 1 cave beetle"
	Rules     string  `json:"rules"`
	Apart     int     `json:"apart"`
	Seed      uint64  `json:"seed"`
	Fights    int     `json:"fights"`
	Won       int     `json:"won"`
	Lost      int     `json:"lost"`
	Undecided int     `json:"undecided"`
	Win       float64 `json:"win"`      // Won / Fights
	WinLow    float64 `json:"win_low"`  // the Wilson score interval at 95%
	WinHigh   float64 `json:"win_high"` //
	Seconds   float64 `json:"seconds"`  // mean game seconds from the start to the end
	// BuildHPLeft is the build's mean hit points left when it won; FoesHPLeft the creatures' (added up)
	// when they won.
	BuildHPLeft float64 `json:"build_hp_left"`
	FoesHPLeft  float64 `json:"foes_hp_left"`
	// BuildDied and FoesDied count how the loser died: the build, or the last creature to fall (arena.Death...).
	BuildDied map[string]int `json:"build_died"`
	FoesDied  map[string]int `json:"foes_died"`
	// FightsPerSecond is the wall-clock speed on Workers goroutines (0 when not measured).
	FightsPerSecond float64 `json:"fights_per_second,omitempty"`
	Workers         int     `json:"workers,omitempty"`
}

// fightSeed is the seed of fight i of an arena seeded seed: every fight its own, whatever core plays it.
func fightSeed(seed uint64, i int) uint64 {
	return seed*0x9e3779b97f4a7c15 + uint64(i)*0xbf58476d1ce4e5b9 + 1
}

// Arena plays n fights of setup (fight i seeded from seed and i) on workers goroutines (0: every core) and
// reports them; the report does not depend on the workers or their scheduling. The fights are added up in
// their order as they end, never kept: a billion take the memory of one.
func Arena(setup arena.Setup, n int, seed uint64, workers int) (ArenaReport, error) {
	return playArena(setup, n, seed, workers, nil)
}

// playArena is Arena telling fc (if not nil) of each fight added up.
func playArena(setup arena.Setup, n int, seed uint64, workers int, fc *forecast) (ArenaReport, error) {
	if n < 1 {
		return ArenaReport{}, usageError{fmt.Errorf("--n %d: want 1 or more fights", n)}
	}
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	workers = min(workers, n)
	if _, err := arena.New(setup, seed); err != nil { // a bad setup said once
		return ArenaReport{}, usageError{err}
	}
	t := newArenaTally(setup, seed)
	start := time.Now()
	err := inOrder(n, workers, func(i int) (arena.Result, error) {
		r, err := arena.Run(setup, fightSeed(seed, i))
		if err != nil {
			return r, fmt.Errorf("fight %d: %w", i, err)
		}
		return r, nil
	}, func(r arena.Result) error {
		t.add(r)
		fc.seen(t.rep.Fights)
		return nil
	})
	elapsed := time.Since(start)
	if err != nil {
		return ArenaReport{}, err
	}
	rep := t.report()
	rep.Workers = workers
	if elapsed > 0 {
		rep.FightsPerSecond = float64(n) / elapsed.Seconds()
	}
	return rep, nil
}

// rulesName is the name of setup's rule set: its data's default when it names none.
func rulesName(setup arena.Setup) string {
	if setup.Rules == "" && setup.Data != nil {
		return setup.Data.RuleSets()[0].Name()
	}
	return setup.Rules
}

// arenaTally adds up fights' results, one at a time, in their order: counts and sums, whatever their number.
type arenaTally struct {
	rep            ArenaReport
	secs, bhp, fhp float64
}

// newArenaTally is the tally of no fight yet of setup seeded seed.
func newArenaTally(setup arena.Setup, seed uint64) *arenaTally {
	return &arenaTally{rep: ArenaReport{Build: buildName(setup), Foes: foesName(setup.Foes), Rules: rulesName(setup),
		Apart: max(1, setup.Apart), Seed: seed, BuildDied: map[string]int{}, FoesDied: map[string]int{}}}
}

// add counts the next fight.
func (t *arenaTally) add(r arena.Result) {
	rep := &t.rep
	rep.Fights++
	t.secs += r.Seconds
	switch {
	case r.Won:
		rep.Won++
		t.bhp += float64(r.HPLeft)
		rep.FoesDied[r.Death]++
	case r.Lost:
		rep.Lost++
		t.fhp += float64(r.HPLeft)
		rep.BuildDied[r.Death]++
	default:
		rep.Undecided++
	}
}

// report is the tally's report: the chance to win with its interval and the means.
func (t *arenaTally) report() ArenaReport {
	rep := t.rep
	if rep.Fights == 0 {
		return rep
	}
	rep.Win = float64(rep.Won) / float64(rep.Fights)
	rep.WinLow, rep.WinHigh = arena.Wilson(rep.Won, rep.Fights)
	rep.Seconds = t.secs / float64(rep.Fights)
	if rep.Won > 0 {
		rep.BuildHPLeft = t.bhp / float64(rep.Won)
	}
	if rep.Lost > 0 {
		rep.FoesHPLeft = t.fhp / float64(rep.Lost)
	}
	return rep
}

// buildName names the build of setup: "Thora (dwarf warrior)", "Thora (dwarf warrior; war hammer, Str 16)".
func buildName(setup arena.Setup) string {
	if len(setup.Side) > 0 {
		return foesName(setup.Side)
	}
	c := setup.Character
	if c == (game.Character{}) && setup.Data != nil {
		c = game.DefaultCharacter(setup.Data)
	}
	return characterName(c, setup.Build)
}

// characterName names character c with build b over it: "Thora (dwarf warrior; war hammer, Str 16)", "dwarf
// warrior", "elf archer; short bow".
func characterName(c game.Character, b game.Build) string {
	what := c.Race + " " + c.Background
	if !b.IsZero() {
		what += "; " + b.String()
	}
	if c.Name == "" {
		return what
	}
	return c.Name + " (" + what + ")"
}

// foesName writes groups as --vs takes them: "3 kobold, 1 cave beetle".
func foesName(gs []arena.Group) string {
	var parts []string
	for _, g := range gs {
		parts = append(parts, fmt.Sprintf("%d %s", g.N, g.Kind))
	}
	return strings.Join(parts, ", ")
}

// ParseFoes reads --vs: creature kinds of d, each with an optional count before it, comma-separated
// ("kobold", "3 kobold, 1 cave beetle"); a kind's name is matched in any case. They are at most as many
// as the arena's floor holds (arena.MaxFoes).
func ParseFoes(d *assets.Data, s string) ([]arena.Group, error) {
	return parseFoes(d, "vs", s, arena.MaxFoes)
}

// parseFoes reads the creatures of flag name (--vs, --as), at most most of them.
func parseFoes(d *assets.Data, name, s string, most int) ([]arena.Group, error) {
	var gs []arena.Group
	total := 0
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		n := 1
		if f := strings.Fields(part); len(f) > 1 {
			if k, err := strconv.Atoi(f[0]); err == nil {
				if k < 1 || k > most {
					return nil, fmt.Errorf("%d %s: want 1 to %d of a kind (the arena's floor holds %d)", k, strings.TrimSpace(strings.TrimPrefix(part, f[0])), most, most)
				}
				n, part = k, strings.TrimSpace(strings.TrimPrefix(part, f[0]))
			}
		}
		kind, err := only(part, "creature", d.CreatureNames())
		if err != nil {
			return nil, err
		}
		if total += n; total > most {
			return nil, fmt.Errorf("%d creatures: want 1 to %d in all (the arena's floor holds %d)", total, most, most)
		}
		gs = append(gs, arena.Group{N: n, Kind: kind[0]})
	}
	if len(gs) == 0 {
		return nil, fmt.Errorf("--%s is required: creatures of the bestiary, such as \"kobold\" or \"3 kobold, 1 cave beetle\" (one of %s)", name, strings.Join(d.CreatureNames(), ", "))
	}
	return gs, nil
}

// maxFightSeconds bounds arena --max-seconds: a choice. A fight nobody wins (creatures that cannot reach
// the build, nor it them) plays its whole limit, and costs its time: a day of game time is 24 times the
// default, and a fight of the bestiary that is going anywhere ends in minutes (Thora and a kobold: 10 s).
const maxFightSeconds = 24 * 3600

// arenaRequest is what the arena command's flags ask.
type arenaRequest struct {
	build                                 *buildRequest
	as, vs, ai, rules, diffDir, fights    *string
	n, apart, workers                     *int
	seed                                  *uint64
	maxSecs                               *float64
	asJSON, asCSV, noBleed, noFlee, exact *bool
}

// declareArena declares the arena command's flags on fs.
func declareArena(e env, fs *flagSet) *arenaRequest {
	q := &arenaRequest{}
	q.build = buildFlags(fs)
	foes := func(name string, most int, usage string) *string {
		p := new(string)
		fs.dataVar(p, name, fmt.Sprintf("creatures of creatures.toml, at most %d, such as \"3 kobold, 1 cave beetle\"", most), []string{"dragon", "0 kobold", "-1 kobold", fmt.Sprintf("%d kobold", most+1), fmt.Sprintf("%d kobold, 1 kobold", most)},
			func(d *assets.Data, v string) error {
				_, err := parseFoes(d, name, v, most)
				return err
			}, usage)
		return p
	}
	q.as = foes("as", arena.MaxSide, "creatures in the build's place, such as \"2 goblin\": two kinds or groups against each other (their factions must be hostile)")
	q.vs = foes("vs", arena.MaxFoes, "the creatures it fights: \"kobold\", \"3 kobold, 1 cave beetle\" (required)")
	q.n = fs.intIn("n", DefaultFights, 1, maxCount, "fights", "how many fights (the default gives ±1% at 95%)")
	q.seed = fs.seed("seed", 1, "the seed of the first fight; fight i has its own from it")
	q.apart = fs.intIn("apart", 1, 1, arena.MaxApart, fmt.Sprintf("cells (the arena is no wider than a level of the game, %d cells)", game.LevelW),
		"cells between the build and the creatures at the start (1: side by side; farther, the build shoots or throws as they come)")
	q.maxSecs = fs.floatIn("max-seconds", 3600, 0.1, maxFightSeconds, "game seconds (the clock's tenth to a day)", "a fight still going after that much game time is undecided")
	q.workers = fs.intIn("workers", 0, 0, maxWorkers, "goroutines (0: every core; more than the cores play no faster)", "goroutines (default: every core)")
	q.asJSON = fs.boolean("json", "print one JSON object")
	q.asCSV = fs.boolean("csv", "print CSV: a header and one row")
	q.ai = fs.choice("ai", arena.Bot, []string{arena.Bot, arena.Melee}, "the build's AI: bot (the game's bot: stances, shots, bashes, potions) or melee (keeps its stance, only strikes up close)")
	q.noBleed = fs.boolean("no-bleeding", "what if no wound bled")
	q.noFlee = fs.boolean("no-fleeing", "what if no creature fled")
	q.exact = fs.boolean("exact", "also the exact duel by dynamic programming, where it applies (one creature, --apart 1, --ai melee, no bleeding, no fleeing, a rule set whose blows keep nothing from one to the next); else it says why not")
	q.diffDir = fs.dirFlag("diff", "the same fights (the same seeds) under the data of this directory too: before and after, the biggest change first")
	q.rules = rulesFlag(fs, e.sets)
	q.fights = fs.fileFlag("fights", []string{".jsonl"}, "archived real fights (a leaderboard's GET /api/fights, cleave-leaderboard fights): each played --n times (default 20) from its start under the data and under --diff's; --vs keeps the fights with those creatures")
	fs.need("fights", "diff")
	fs.notTogether("fights", append([]string{"as", "apart", "exact", "csv", "no-bleeding", "no-fleeing", "race", "background"}, buildFlagNames...)...) // the archive's player and creatures as they stood
	fs.notTogether("json", "csv")
	fs.notTogether("diff", "csv", "exact")                                                   // the diff is a table of its own, or JSON
	fs.notTogether("exact", "csv")                                                           // one row of the fights' numbers: no room for the duel
	fs.notTogether("as", append([]string{"race", "background", "ai"}, buildFlagNames...)...) // creatures in the build's place: the build sits out
	return q
}

// arenaCommand is `cleave arena`: fights of a build against creatures on the game's engine.
func arenaCommand(e env, args []string) int {
	fs := newFlagSet(e, "arena")
	q := declareArena(e, fs)
	d, status := fs.parseAndLoad(args)
	if d == nil {
		return status
	}
	rules, err := d.RuleSet(*q.rules)
	if err != nil {
		return fail(e, "arena", usageError{err})
	}
	if *q.fights != "" {
		return archivedFights(e, d, fs, q)
	}
	foes, err := ParseFoes(d, *q.vs)
	if err != nil {
		return fail(e, "arena", usageError{err})
	}
	var side []arena.Group
	if *q.as != "" {
		if side, err = parseFoes(d, "as", *q.as, arena.MaxSide); err != nil {
			return fail(e, "arena", usageError{err})
		}
	}
	c, build := q.build.character(d)
	setup := arena.Setup{Config: game.Config{Data: d, Character: c, Rules: rules.Name()}, Build: build, Foes: foes, Side: side, Apart: *q.apart,
		MaxSeconds: *q.maxSecs, AI: *q.ai, NoBleeding: *q.noBleed, NoFleeing: *q.noFlee}
	n, workers := *q.n, *q.workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	workers = min(workers, n)
	total := n
	if *q.diffDir != "" {
		total *= 2 // before and after
	}
	fc := newForecast(e, "arena", "fights", total, workers)
	rep, err := playArena(setup, n, *q.seed, workers, fc)
	if err != nil {
		return fail(e, "arena", err)
	}
	if *q.diffDir != "" {
		return arenaDiff(e, setup, rep, *q.diffDir, n, *q.seed, workers, *q.asJSON, fc)
	}
	var ex *arena.ExactDuel
	var exErr error
	if *q.exact {
		var x arena.ExactDuel
		if x, exErr = arena.Exact(setup); exErr == nil {
			ex = &x
		} else if !errors.Is(exErr, arena.ErrNotExact) {
			return fail(e, "arena", exErr)
		}
	}
	switch {
	case *q.asJSON:
		if !*q.exact {
			return printJSON(e, "arena", rep)
		}
		out := struct {
			ArenaReport
			Exact      *arena.ExactDuel `json:"exact,omitempty"`
			NotExactly string           `json:"exact_does_not_apply,omitempty"`
		}{ArenaReport: rep, Exact: ex}
		if exErr != nil {
			out.NotExactly = exErr.Error()
		}
		return printJSON(e, "arena", out)
	case *q.asCSV:
		return arenaCSV(e, []ArenaReport{rep})
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	writeArena(tw, rep, true)
	switch {
	case exErr != nil:
		fmt.Fprintf(tw, "Exact\t%v\n", exErr)
	case ex != nil:
		inside := "inside"
		if ex.Win < rep.WinLow || ex.Win > rep.WinHigh {
			inside = "outside"
		}
		fmt.Fprintf(tw, "Exact win\t%.4f%% (%s the interval), lose %.4f%%; %.1f game seconds on average\n", 100*ex.Win, inside, 100*ex.Lose, ex.MeanSeconds)
		fmt.Fprintf(tw, "Blows to win\t%s\n", blowsText(ex.Blows))
	}
	return flushed(e, "arena", tw)
}

// writeArena writes rep as a table of two columns; speed adds the fights per second.
func writeArena(tw *tabwriter.Writer, rep ArenaReport, speed bool) {
	fmt.Fprintf(tw, "Fight\t%s against %s, %d apart, rules %s\n", rep.Build, rep.Foes, rep.Apart, rep.Rules)
	fmt.Fprintf(tw, "Fights\t%d (seed %d)\n", rep.Fights, rep.Seed)
	fmt.Fprintf(tw, "Win\t%.2f%% (95%%: %.2f%%–%.2f%%); lost %d, undecided %d\n", 100*rep.Win, 100*rep.WinLow, 100*rep.WinHigh, rep.Lost, rep.Undecided)
	fmt.Fprintf(tw, "Time to the end\t%.1f game seconds on average\n", rep.Seconds)
	fmt.Fprintf(tw, "HP left\tthe build's side %.1f when it won; the creatures %.1f when they won\n", rep.BuildHPLeft, rep.FoesHPLeft)
	fmt.Fprintf(tw, "The build's side died of\t%s\n", deaths(rep.BuildDied))
	fmt.Fprintf(tw, "The last creature died of\t%s\n", deaths(rep.FoesDied))
	if speed && rep.FightsPerSecond > 0 {
		fmt.Fprintf(tw, "Speed\t%.0f fights a second on %d goroutines\n", rep.FightsPerSecond, rep.Workers)
	}
}

// deaths writes counts of how the loser died, the most common first: "a blow 61%, a critical 30%, bled out 9%".
func deaths(m map[string]int) string {
	total := 0
	var ks []string
	for k, v := range m {
		total += v
		ks = append(ks, k)
	}
	if total == 0 {
		return "-"
	}
	sort.Slice(ks, func(i, j int) bool {
		if m[ks[i]] != m[ks[j]] {
			return m[ks[i]] > m[ks[j]]
		}
		return ks[i] < ks[j]
	})
	var parts []string
	for _, k := range ks {
		parts = append(parts, fmt.Sprintf("%s %.1f%%", k, 100*float64(m[k])/float64(total)))
	}
	return strings.Join(parts, ", ")
}

// arenaDeathKinds are the columns of the CSV's deaths, in order.
var arenaDeathKinds = []string{arena.DeathBlow, arena.DeathCritical, arena.DeathBled, arena.DeathPoison, arena.DeathOther}

// arenaCSV writes reports as CSV, one row each.
func arenaCSV(e env, reps []ArenaReport) int {
	w := csv.NewWriter(e.stdout)
	head := []string{"build", "foes", "rules", "apart", "seed", "fights", "won", "lost", "undecided", "win", "win_low", "win_high", "seconds", "build_hp_left", "foes_hp_left"}
	for _, k := range arenaDeathKinds {
		head = append(head, "build_died_"+strings.ReplaceAll(k, " ", "_"))
	}
	for _, k := range arenaDeathKinds {
		head = append(head, "foes_died_"+strings.ReplaceAll(k, " ", "_"))
	}
	_ = w.Write(head)
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', 6, 64) }
	for _, r := range reps {
		row := []string{r.Build, r.Foes, r.Rules, strconv.Itoa(r.Apart), strconv.FormatUint(r.Seed, 10), strconv.Itoa(r.Fights),
			strconv.Itoa(r.Won), strconv.Itoa(r.Lost), strconv.Itoa(r.Undecided), f(r.Win), f(r.WinLow), f(r.WinHigh),
			f(r.Seconds), f(r.BuildHPLeft), f(r.FoesHPLeft)}
		for _, k := range arenaDeathKinds {
			row = append(row, strconv.Itoa(r.BuildDied[k]))
		}
		for _, k := range arenaDeathKinds {
			row = append(row, strconv.Itoa(r.FoesDied[k]))
		}
		_ = w.Write(row)
	}
	w.Flush()
	if err := w.Error(); err != nil {
		return fail(e, "arena", err)
	}
	return ExitOK
}

// blowsText writes the chance to win with each blow, while it is worth a line: "1: 12.0%, 2: 30.1%, ...".
func blowsText(b []float64) string {
	var parts []string
	for k := 1; k < len(b) && len(parts) < 12; k++ {
		if b[k] >= 0.0005 {
			parts = append(parts, fmt.Sprintf("%d: %.1f%%", k, 100*b[k]))
		}
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, ", ")
}

// arenaDiff plays the fights of setup again, the same seeds, under the data of dir (over the embedded
// data), and prints before (rep) and after, the numbers that moved most first.
func arenaDiff(e env, setup arena.Setup, rep ArenaReport, dir string, n int, seed uint64, workers int, asJSON bool, fc *forecast) int {
	d2, err := assets.LoadDir(dir)
	if err != nil {
		return fail(e, "arena", usageError{fmt.Errorf("--diff: %w", err)})
	}
	s2 := setup
	s2.Data = d2
	after, err := playArena(s2, n, seed, workers, fc.after(n))
	if err != nil {
		return fail(e, "arena", fmt.Errorf("after (%s): %w", dir, err))
	}
	if asJSON {
		return printJSON(e, "arena", struct {
			Before ArenaReport `json:"before"`
			After  ArenaReport `json:"after"`
		}{rep, after})
	}
	type line struct {
		what          string
		before, after float64
		format        string
	}
	lines := []line{
		{"win", 100 * rep.Win, 100 * after.Win, "%.2f%%"},
		{"game seconds", rep.Seconds, after.Seconds, "%.1f"},
		{"the build's HP left when it won", rep.BuildHPLeft, after.BuildHPLeft, "%.1f"},
		{"the creatures' HP left when they won", rep.FoesHPLeft, after.FoesHPLeft, "%.1f"},
	}
	for _, k := range arenaDeathKinds {
		lines = append(lines, line{"the build died of " + k, 100 * float64(rep.BuildDied[k]) / float64(rep.Fights), 100 * float64(after.BuildDied[k]) / float64(after.Fights), "%.2f%%"},
			line{"the last creature died of " + k, 100 * float64(rep.FoesDied[k]) / float64(rep.Fights), 100 * float64(after.FoesDied[k]) / float64(after.Fights), "%.2f%%"})
	}
	sort.SliceStable(lines, func(i, j int) bool {
		return rel(lines[i].before, lines[i].after) > rel(lines[j].before, lines[j].after)
	})
	fmt.Fprintf(e.stdout, "%s against %s, %d fights (seed %d): before (the embedded data, or --assets) and after %s. Win before %.2f%% (95%%: %.2f%%–%.2f%%), after %.2f%% (%.2f%%–%.2f%%).\n\n",
		rep.Build, rep.Foes, rep.Fights, rep.Seed, dir, 100*rep.Win, 100*rep.WinLow, 100*rep.WinHigh, 100*after.Win, 100*after.WinLow, 100*after.WinHigh)
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "\tbefore\tafter\tchange\t")
	for _, l := range lines {
		if l.before == 0 && l.after == 0 {
			continue
		}
		fmt.Fprintf(tw, "%s\t"+l.format+"\t"+l.format+"\t%.1f%%\t\n", l.what, l.before, l.after, 100*rel(l.before, l.after))
	}
	return flushed(e, "arena", tw)
}
