// Archived fights played again under two sets of data: what the new data change of real fights.

package archive

import (
	"cmp"
	"fmt"
	"math"
	"runtime"
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/arena"
)

// Options are how Diff plays the fights.
type Options struct {
	N          int     // how many times each fight is played under each data (1 to MaxN)
	Seed       uint64  // the seed of the plays: play i of fight j has its own from it
	AI         string  // the player's AI (arena.Bot, "" too, or arena.Melee)
	MaxSeconds float64 // a play still going after that much game time is undecided (0: DefaultSeconds)
	Workers    int     // goroutines (0: every core)
	// Kinds, when not empty, keeps the fights with a creature of one of these kinds, and the rows of these.
	Kinds []string
}

// The bounds of a diff.
const (
	MaxN           = 1000
	DefaultSeconds = 300 // game seconds: a fight of the dungeon that is going anywhere ends in one or two
	// MaxPlays is the most fights a diff plays, before and after: a few hours on one core.
	MaxPlays = 20_000_000
)

// Row is what the new data change of the fights with a creature of one kind (Kind; "" for all of them).
type Row struct {
	Kind   string `json:"creature"`
	Fights int    `json:"fights"` // archived fights with the kind
	Plays  int    `json:"plays"`  // each played N times under each data: Fights × N
	// WonBefore and LostBefore count the plays won and lost under the base data, WonAfter and LostAfter
	// under the new (the rest undecided or the stairs taken).
	WonBefore  int `json:"won_before"`
	LostBefore int `json:"lost_before"`
	WonAfter   int `json:"won_after"`
	LostAfter  int `json:"lost_after"`
	// DeathsToWins are the plays lost under the base data and won under the new with the same seed;
	// WinsToDeaths the other way.
	DeathsToWins int `json:"deaths_to_wins"`
	WinsToDeaths int `json:"wins_to_deaths"`
}

// DeathsToWinsShare is the share of the deaths under the base data that the new turn into wins, with its
// 95% Wilson interval.
func (r Row) DeathsToWinsShare() (p, low, high float64) { return share(r.DeathsToWins, r.LostBefore) }

// WinsToDeathsShare is the share of the wins under the base data that the new turn into deaths, with its
// 95% Wilson interval.
func (r Row) WinsToDeathsShare() (p, low, high float64) { return share(r.WinsToDeaths, r.WonBefore) }

// share is k of n with its Wilson interval (0 and [0, 1] for none of none).
func share(k, n int) (p, low, high float64) {
	low, high = arena.Wilson(k, n)
	if n > 0 {
		p = float64(k) / float64(n)
	}
	return p, low, high
}

// Change is the row's verdict (RULES.md §41.3): +1 when the new data turn significantly more deaths into
// wins than wins into deaths, -1 the other way, 0 when they do not differ significantly. Of the plays that
// changed (DeathsToWins + WinsToDeaths), each is as likely either way when the data change nothing of the
// chances: McNemar's test, exact (the two-sided binomial tail of one half, SignTest), at 5%.
func (r Row) Change() int {
	if SignTest(r.DeathsToWins, r.WinsToDeaths) > 0.05 {
		return 0
	}
	if r.DeathsToWins > r.WinsToDeaths {
		return 1
	}
	return -1
}

// SignTest is the two-sided p-value of b plays one way and c the other when each is as likely: twice the
// chance of max(b, c) or more of b+c fair coins, at most 1; 1 for none.
func SignTest(b, c int) float64 {
	n, k := b+c, max(b, c)
	if n == 0 {
		return 1
	}
	// The tail from k up, term by term from the binomial's at k (its logarithm, for large n), until the
	// terms no longer count.
	lg := func(x int) float64 { v, _ := math.Lgamma(float64(x) + 1); return v }
	term := math.Exp(lg(n) - lg(k) - lg(n-k) - float64(n)*math.Ln2)
	sum := 0.0
	for i := k; i <= n && term > 0; i++ {
		sum += term
		if term < sum*1e-17 {
			break
		}
		term *= float64(n-i) / float64(i+1)
	}
	return min(1, 2*sum)
}

// Report is a diff: a row for each kind of creature met (or asked for), the most fights first, and All.
type Report struct {
	N    int    `json:"n"`
	Seed uint64 `json:"seed"`
	Rows []Row  `json:"rows"`
	All  Row    `json:"all"`
}

// Diff plays each fight o.N times from its start (arena.AsStood) under the data before and under after,
// the same seeds on both sides, and counts per creature what changed. It refuses, before playing anything,
// a fight whose rule set, player's race or background, or a creature's kind, either data lack, and more
// plays than MaxPlays.
func Diff(fights []Fight, before, after *assets.Data, o Options) (Report, error) {
	if o.N < 1 || o.N > MaxN {
		return Report{}, fmt.Errorf("archive: %d plays of each fight: want 1 to %d", o.N, MaxN)
	}
	if o.MaxSeconds <= 0 {
		o.MaxSeconds = DefaultSeconds
	}
	var keep []int
	for j, f := range fights {
		if len(o.Kinds) == 0 || slices.ContainsFunc(f.Kinds(), func(k string) bool { return slices.Contains(o.Kinds, k) }) {
			keep = append(keep, j)
		}
	}
	if len(keep) == 0 {
		return Report{}, fmt.Errorf("archive: no archived fight with %s", strings.Join(o.Kinds, " or "))
	}
	if plays := 2 * len(keep) * o.N; plays > MaxPlays {
		return Report{}, fmt.Errorf("archive: %d fights played %d times under each data are %d plays: at most %d (fewer --n, or --vs)", len(keep), o.N, plays, MaxPlays)
	}
	for _, j := range keep {
		if err := playable(fights[j], before, "the base data"); err != nil {
			return Report{}, err
		}
		if err := playable(fights[j], after, "the new data"); err != nil {
			return Report{}, err
		}
	}
	workers := o.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	workers = min(workers, len(keep))
	jobs := make(chan int)
	parts := make([]map[string]*Row, workers)
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for w := range workers {
		parts[w] = map[string]*Row{}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				if errs[w] == nil {
					errs[w] = play(fights[j], j, before, after, o, parts[w])
				}
			}
		}()
	}
	for _, j := range keep {
		jobs <- j
	}
	close(jobs)
	wg.Wait()
	rows := map[string]*Row{}
	for w := range workers {
		if errs[w] != nil {
			return Report{}, errs[w]
		}
		for k, r := range parts[w] {
			into(rows, k).add(*r)
		}
	}
	rep := Report{N: o.N, Seed: o.Seed}
	for k, r := range rows {
		switch {
		case k == "":
			rep.All = *r
		case len(o.Kinds) == 0 || slices.Contains(o.Kinds, k):
			rep.Rows = append(rep.Rows, *r)
		}
	}
	slices.SortFunc(rep.Rows, func(a, b Row) int { return cmp.Or(-cmp.Compare(a.Fights, b.Fights), cmp.Compare(a.Kind, b.Kind)) })
	return rep, nil
}

// playable says why fight f cannot be played under data d (called what): nil when it can.
func playable(f Fight, d *assets.Data, what string) error {
	if _, err := d.RuleSet(f.Rules); err != nil {
		return fmt.Errorf("archive: a fight of the file (run %s, turn %d) was played under %s, which %s lack: %w", f.Run, f.Turn, f.Rules, what, err)
	}
	if _, ok := d.Race(f.Player.Race); !ok {
		return fmt.Errorf("archive: no race %q in %s (races.toml): the fights of its players cannot be played", f.Player.Race, what)
	}
	if _, ok := d.Background(f.Player.Background); !ok {
		return fmt.Errorf("archive: no background %q in %s (backgrounds.toml): the fights of its players cannot be played", f.Player.Background, what)
	}
	for _, c := range f.Creatures {
		if _, ok := d.Creature(c.Kind); !ok {
			return fmt.Errorf("archive: no creature %q in %s (creatures.toml): the archived fights with it cannot be played", c.Kind, what)
		}
	}
	return nil
}

// play plays fight f (the file's j-th) o.N times under each data and counts it in rows.
func play(f Fight, j int, before, after *assets.Data, o Options, rows map[string]*Row) error {
	foes := make([]*game.Actor, len(f.Creatures))
	for i := range f.Creatures {
		foes[i] = &f.Creatures[i]
	}
	setup := func(d *assets.Data) arena.Setup {
		return arena.Setup{Config: game.Config{Data: d, Rules: f.Rules}, Apart: f.Apart, AI: o.AI, MaxSeconds: o.MaxSeconds}
	}
	var r Row
	r.Fights = 1
	for i := range o.N {
		seed := playSeed(o.Seed, j, i)
		b, err := arena.PlayAsStood(setup(before), &f.Player, foes, f.Time, seed)
		if err != nil {
			return fmt.Errorf("archive: run %s, turn %d, under the base data: %w", f.Run, f.Turn, err)
		}
		a, err := arena.PlayAsStood(setup(after), &f.Player, foes, f.Time, seed)
		if err != nil {
			return fmt.Errorf("archive: run %s, turn %d, under the new data: %w", f.Run, f.Turn, err)
		}
		r.Plays++
		r.WonBefore += b2i(b.Won)
		r.LostBefore += b2i(b.Lost)
		r.WonAfter += b2i(a.Won)
		r.LostAfter += b2i(a.Lost)
		r.DeathsToWins += b2i(b.Lost && a.Won)
		r.WinsToDeaths += b2i(b.Won && a.Lost)
	}
	into(rows, "").add(r)
	for _, k := range f.Kinds() {
		into(rows, k).add(r)
	}
	return nil
}

// into is rows' row of kind k, made if need be.
func into(rows map[string]*Row, k string) *Row {
	r, ok := rows[k]
	if !ok {
		r = &Row{Kind: k}
		rows[k] = r
	}
	return r
}

// add adds o's counts to r's.
func (r *Row) add(o Row) {
	r.Fights += o.Fights
	r.Plays += o.Plays
	r.WonBefore += o.WonBefore
	r.LostBefore += o.LostBefore
	r.WonAfter += o.WonAfter
	r.LostAfter += o.LostAfter
	r.DeathsToWins += o.DeathsToWins
	r.WinsToDeaths += o.WinsToDeaths
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// playSeed is the seed of play i of the file's fight j in a diff seeded seed.
func playSeed(seed uint64, j, i int) uint64 {
	return seed*0x9e3779b97f4a7c15 + uint64(j)*0xbf58476d1ce4e5b9 + uint64(i)*0x94d049bb133111eb + 1
}

// Summary is the row in a line, as the issue asked for it: "Of the 1,200 archived fights with a kobold
// shaman (each played 10 times), the new data turn 14.1% of the deaths into wins (95%: ...) and 0.9% of
// the wins into deaths (...): 9.6 more wins in 100 plays, a significant change."
func (r Row) Summary() string {
	who := r.Kind // a unique creature by its name: "with Grizzletooth"
	switch {
	case who == "" || unicode.IsUpper([]rune(who)[0]):
	case strings.ContainsRune("aeiou", []rune(who)[0]):
		who = "an " + who
	default:
		who = "a " + who
	}
	d, dl, dh := r.DeathsToWinsShare()
	w, wl, wh := r.WinsToDeathsShare()
	net := 0.0
	if r.Plays > 0 {
		net = 100 * float64(r.WonAfter-r.WonBefore) / float64(r.Plays)
	}
	verdict := "no significant change"
	switch r.Change() {
	case 1:
		verdict = "significantly more wins"
	case -1:
		verdict = "significantly more deaths"
	}
	of := fmt.Sprintf("Of the %s archived fights with %s", Thousands(r.Fights), who)
	if r.Kind == "" {
		of = fmt.Sprintf("Of %s archived fights", Thousands(r.Fights))
	}
	return fmt.Sprintf("%s (each played %s times), the new data turn %.1f%% of the deaths into wins (95%%: %.1f%%–%.1f%%) and %.1f%% of the wins into deaths (%.1f%%–%.1f%%): %+.1f wins in 100 plays, %s.",
		of, Thousands(r.Plays/max(1, r.Fights)), 100*d, 100*dl, 100*dh, 100*w, 100*wl, 100*wh, net, verdict)
}

// Thousands writes n with commas: 1,200.
func Thousands(n int) string {
	s := fmt.Sprint(n)
	if n < 0 {
		return "-" + Thousands(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
