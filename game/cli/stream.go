// Many runs in constant memory (issue 29, point 3): arena's fights and survey's games are played on every core and
// taken one by one in their order, added up as they come, never kept; and before the long wait the command says
// how long it expects to take, from the speed of its first runs.

package cli

import (
	"fmt"
	"time"
)

// maxWorkers is the most goroutines --workers asks for: the same on every machine, so that a command written on
// one runs on another (more than the cores play no faster, and the results do not depend on it); each holds
// windowPerWorker results at most, so the bound is one of memory too.
const maxWorkers = 256

// forecastSample is how long a command plays before it says how long the rest will take: long enough for a
// few hundred fights or a game or two to give a speed, short enough to be said at once. A run over sooner
// says nothing: there is nothing to wait for.
const forecastSample = 200 * time.Millisecond

// forecastWorth is the least wait a forecast is said for: a rest under a second needs no warning.
const forecastWorth = time.Second

// windowPerWorker is how many results each worker may run ahead of the one taken next (the results held
// at once, at most, are workers × windowPerWorker): enough that a slow run does not stop the others.
const windowPerWorker = 16

// outcome is run i's result, or its error.
type outcome[T any] struct {
	i   int
	r   T
	err error
}

// inOrder plays runs 0 to n-1 (play(i)) on workers goroutines and hands each result to take in the order
// of i, as soon as it and every one before it are done; at most workers × windowPerWorker results are held
// at once, whatever n. It stops at the first error, play's or take's.
func inOrder[T any](n, workers int, play func(i int) (T, error), take func(r T) error) error {
	if n <= 0 {
		return nil
	}
	workers = max(1, min(workers, n))
	window := workers * windowPerWorker
	jobs := make(chan int)
	results := make(chan outcome[T], window)
	room := make(chan struct{}, window) // a token for each run handed out and not yet taken
	stop := make(chan struct{})
	go func() { // hands out the runs, never more than window ahead of what was taken
		defer close(jobs)
		for i := range n {
			select {
			case room <- struct{}{}:
			case <-stop:
				return
			}
			select {
			case jobs <- i:
			case <-stop:
				return
			}
		}
	}()
	for range workers {
		go func() {
			for i := range jobs {
				r, err := play(i)
				results <- outcome[T]{i, r, err}
			}
		}()
	}
	// Every run handed out and not yet taken holds a token of room, so the results not yet received never
	// pass window: a worker never waits to send one, and on an error the runs under way end on their own.
	pending := make(map[int]outcome[T], window)
	for next := 0; next < n; {
		o := <-results
		if o.err != nil {
			close(stop)
			return o.err
		}
		pending[o.i] = o
		for p, ok := pending[next]; ok; p, ok = pending[next] {
			delete(pending, next)
			next++
			if err := take(p.r); err != nil {
				close(stop)
				return err
			}
			<-room
		}
	}
	return nil
}

// forecast says once, on stderr, how long command cmd's n runs (what: "fights", "games") on workers
// goroutines are expected to take, from the speed of the first runs: after the sample time (forecastSample)
// if the rest is expected to take a while (forecastWorth). seen is told each run taken, in order.
type forecast struct {
	e        env
	cmd      string
	what     string
	n        int
	workers  int
	start    time.Time
	said     bool
	sampling time.Duration
	worth    time.Duration
	// offset is how many runs were over before the ones seen counts (a second run of the same forecast).
	offset int
}

// newForecast starts the clock of a forecast for n runs.
func newForecast(e env, cmd, what string, n, workers int) *forecast {
	after, worth := e.forecastAfter, e.forecastWorth
	if after <= 0 {
		after = forecastSample
	}
	if worth <= 0 {
		worth = forecastWorth
	}
	return &forecast{e: e, cmd: cmd, what: what, n: n, workers: workers, start: time.Now(), sampling: after, worth: worth}
}

// after is f for runs that come after done others of its n.
func (f *forecast) after(done int) *forecast {
	if f != nil {
		f.offset = done
	}
	return f
}

// seen is told that done runs are over; after the sample time it says how long the rest will take.
func (f *forecast) seen(done int) {
	if f == nil || f.said {
		return
	}
	if done += f.offset; done >= f.n {
		return
	}
	took := time.Since(f.start)
	if took < f.sampling {
		return
	}
	f.said = true
	rate := float64(done) / took.Seconds()
	rest := time.Duration(float64(f.n-done) / rate * float64(time.Second))
	if rest < f.worth {
		return
	}
	goroutines := "goroutines"
	if f.workers == 1 {
		goroutines = "goroutine"
	}
	fmt.Fprintf(f.e.stderr, "%s %s: %d %s: about %s more (%.4g a second on %d %s, timed over the first %d)\n",
		f.e.prog, f.cmd, f.n, f.what, roughly(rest), rate, f.workers, goroutines, done)
}

// roughly writes a time to wait as a person says it: "0.4s", "12s", "1h23m0s".
func roughly(d time.Duration) string {
	if d < 10*time.Second {
		return d.Round(100 * time.Millisecond).String()
	}
	return d.Round(time.Second).String()
}
