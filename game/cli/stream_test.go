// Issue 29, point 3: arena's fights and survey's games are added up in order as they end, in constant
// memory, and a long command says how long it will take.

package cli

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat/ruleset/registry"
	"github.com/cleave-game/cleave/game/arena"
)

// TestInOrderTakesEveryRunInOrder: whatever order the runs end in, take sees each once, in order.
func TestInOrderTakesEveryRunInOrder(t *testing.T) {
	for _, workers := range []int{1, 3, 8} {
		var got []int
		err := inOrder(500, workers, func(i int) (int, error) {
			if i%7 == 0 {
				time.Sleep(100 * time.Microsecond) // a slow run: others end before it
			}
			return i, nil
		}, func(r int) error {
			got = append(got, r)
			return nil
		})
		require.NoError(t, err)
		require.Len(t, got, 500, "%d workers", workers)
		for i, r := range got {
			require.Equal(t, i, r, "%d workers", workers)
		}
	}
}

// TestInOrderHoldsAWindow: a slow first run does not let the others pile up behind it: at most
// workers × windowPerWorker runs are started and not yet taken, however many there are.
func TestInOrderHoldsAWindow(t *testing.T) {
	const workers, n = 2, 5000
	var mu sync.Mutex
	started, taken, most := 0, 0, 0
	err := inOrder(n, workers, func(i int) (int, error) {
		mu.Lock()
		started++
		most = max(most, started-taken)
		mu.Unlock()
		if i == 0 {
			time.Sleep(30 * time.Millisecond)
		}
		return i, nil
	}, func(int) error {
		mu.Lock()
		taken++
		mu.Unlock()
		return nil
	})
	require.NoError(t, err)
	assert.Equal(t, n, taken)
	assert.LessOrEqual(t, most, workers*windowPerWorker, "held at once")
	assert.Greater(t, most, workers, "the others ran ahead of the slow one, within the window")
}

// TestInOrderConstantMemory: 50,000 results of 8 KB (400 MB if kept) go through in a few megabytes.
func TestInOrderConstantMemory(t *testing.T) {
	const n, size = 50_000, 8 << 10
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	base, peak := ms.HeapInuse, uint64(0)
	taken := 0
	err := inOrder(n, 2, func(i int) ([]byte, error) {
		b := make([]byte, size)
		b[0] = byte(i)
		return b, nil
	}, func(b []byte) error {
		if taken%5000 == 0 {
			runtime.ReadMemStats(&ms)
			peak = max(peak, ms.HeapInuse)
		}
		taken++
		return nil
	})
	require.NoError(t, err)
	require.Equal(t, n, taken)
	assert.Less(t, int64(peak)-int64(base), int64(64<<20), "heap grew by %d MB", (int64(peak)-int64(base))>>20)
}

// TestInOrderStopsAtTheFirstError: a run's error ends it at once, even of 2⁵³ runs, and no run after
// it is taken; so does take's.
func TestInOrderStopsAtTheFirstError(t *testing.T) {
	bad := errors.New("run 100 broke")
	start := time.Now()
	last := -1
	err := inOrder(maxCount, 2, func(i int) (int, error) {
		if i == 100 {
			return 0, bad
		}
		return i, nil
	}, func(r int) error {
		last = r
		return nil
	})
	assert.ErrorIs(t, err, bad)
	assert.Less(t, last, 100)
	full := errors.New("disk full")
	var ran atomic.Int64
	err = inOrder(maxCount, 2, func(i int) (int, error) { ran.Add(1); return i, nil }, func(r int) error {
		if r == 10 {
			return full
		}
		return nil
	})
	assert.ErrorIs(t, err, full)
	assert.Less(t, time.Since(start), 5*time.Second)
	time.Sleep(10 * time.Millisecond)
	assert.LessOrEqual(t, ran.Load(), int64(11+2*windowPerWorker+2), "no run handed out after the window")
}

// TestArenaAddsUpEveryFight: the report of fights added up as they end is the fights' own numbers,
// counted one by one in order.
func TestArenaAddsUpEveryFight(t *testing.T) {
	s := arenaSetup(t, "2 kobold")
	s.Apart = 3
	const n, seed = 80, 11
	rep, err := Arena(s, n, seed, 2)
	require.NoError(t, err)
	won, lost, secs := 0, 0, 0.0
	died := map[string]int{}
	for i := range n {
		r, err := arena.Run(s, fightSeed(seed, i))
		require.NoError(t, err)
		secs += r.Seconds
		switch {
		case r.Won:
			won++
		case r.Lost:
			lost++
			died[r.Death]++
		}
	}
	assert.Equal(t, n, rep.Fights)
	assert.Equal(t, won, rep.Won)
	assert.Equal(t, lost, rep.Lost)
	assert.Equal(t, secs/n, rep.Seconds, "the same sum, in the same order")
	for k, v := range died {
		assert.Equal(t, v, rep.BuildDied[k], k)
	}
}

// TestSurveyMediansFromCounts: the medians read off the counts are those of sorting every game.
func TestSurveyMediansFromCounts(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 3))
	for _, n := range []int{1, 2, 3, 100, 101, 999} {
		runs := make([]SurveyRun, n)
		deep, turns := make([]int, n), make([]int, n)
		for i := range runs {
			runs[i] = SurveyRun{Seed: uint64(i), Outcome: OutcomeDied, Deepest: 1 + rng.IntN(12), Turns: rng.IntN(3000)}
			deep[i], turns[i] = runs[i].Deepest, runs[i].Turns
		}
		sort.Ints(deep)
		sort.Ints(turns)
		r := summarise(runs, 1, 3000)
		assert.Equal(t, deep[n/2], r.MedianDeepest, "n %d", n)
		assert.Equal(t, turns[n/2], r.MedianTurns, "n %d", n)
	}
}

// TestSurveyJSONStreamsEveryRun: survey --json writes the runs as they come, then the numbers: one line,
// one object, the same as the report of Survey with every run.
func TestSurveyJSONStreamsEveryRun(t *testing.T) {
	code, out, errs := run(t, "survey", "--seeds", "3", "--turns", "300", "--json")
	require.Equal(t, ExitOK, code, errs)
	assert.Equal(t, 1, strings.Count(out, "\n"))
	var got SurveyReport
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	d, err := assets.Load(nil)
	require.NoError(t, err)
	want, err := Survey(d, "", 1, 3, 300, 1)
	require.NoError(t, err)
	assert.Equal(t, want, got)
	assert.Len(t, got.Runs, 3)
}

// forecastLine is the forecast's line: the runs, the time left, the speed it was measured at.
var forecastLine = regexp.MustCompile(`^cleave (arena|survey): \d+ (fights|games): about \S+ more \([\d.e+]+ a second on \d+ goroutines?, timed over the first \d+\)\n$`)

// TestForecastSaysHowLong: a command that has run its sample time says, once, on stderr, how long the rest
// will take; what it prints is the same as without. A run over within the sample says nothing.
func TestForecastSaysHowLong(t *testing.T) {
	quick := env{prog: "cleave", sets: registry.List(), forecastAfter: time.Nanosecond, forecastWorth: time.Nanosecond}
	plain := env{prog: "cleave", sets: registry.List()}
	for _, args := range [][]string{
		{"arena", "--vs", "kobold", "--n", "200", "--csv"},
		{"arena", "--vs", "mud golem", "--n", "50", "--diff", t.TempDir(), "--json"},
		{"survey", "--seeds", "3", "--turns", "300"},
	} {
		code, told, errs := runEnv(quick, args[0], args[1:]...)
		require.Equal(t, ExitOK, code, errs)
		assert.Regexp(t, forecastLine, errs, args)
		code, out, errs := runEnv(plain, args[0], args[1:]...)
		require.Equal(t, ExitOK, code, errs)
		if args[0] == "survey" || strings.Contains(strings.Join(args, " "), "--csv") {
			assert.Equal(t, out, told, "%q: the same output", args)
		}
	}
	code, _, errs := runEnv(plain, "arena", "--vs", "kobold", "--n", "5")
	require.Equal(t, ExitOK, code)
	assert.Empty(t, errs)
}

// BenchmarkInOrder is the cost of handing out and taking back 1,000 runs that do nothing, on 2 workers: what
// inOrder adds to each fight (a fight itself takes some 30 µs, BenchmarkArenaFight).
func BenchmarkInOrder(b *testing.B) {
	for b.Loop() {
		if err := inOrder(1000, 2, func(i int) (int, error) { return i, nil }, func(int) error { return nil }); err != nil {
			b.Fatal(err)
		}
	}
}
