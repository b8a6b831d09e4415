// Sleeping while idle: when nothing has moved for a moment, Ebitengine waits for input instead of running
// 60 ticks a second, and the first input (or a frame asked for) wakes it.

package render

import (
	"sync/atomic"
	"time"

	"github.com/cleave-game/cleave/render/ui"
)

// idleTicks is how many still ticks in a row (see changed) put the loop to sleep: half a second.
const idleTicks = tps / 2

// reloadEvery is how often a sleeping loop wakes to poll for a designer's edits (Options.Reload).
const reloadEvery = 250 * time.Millisecond

// sleeper puts the game loop to sleep while idle: apply switches Ebitengine to waiting for input (true)
// or back to 60 ticks a second (waitForInput), wake asks a sleeping loop for a frame from any goroutine
// (scheduleFrame); tests record them instead.
type sleeper struct {
	apply  func(asleep bool)
	wake   func()
	quiet  int          // still ticks in a row
	asleep atomic.Bool  // read by the goroutine that wakes the loop for hot reload
	naps   atomic.Int64 // the sleeps so far: a waker goroutine ends when its sleep has
}

// rest counts the still ticks and puts the loop to sleep after idleTicks of them; the first tick that is not
// still wakes it. A still tick is one where nothing that shows changed and the loop may sleep (maySleep).
// Asleep while reload is set (Options.Reload), it wakes the loop every reloadEvery to poll for edits.
func (s *sleeper) rest(still, reload bool) {
	if still {
		s.quiet++
	} else {
		s.quiet = 0
	}
	asleep := s.quiet >= idleTicks
	if asleep == s.asleep.Load() {
		return
	}
	s.asleep.Store(asleep)
	if s.apply != nil {
		s.apply(asleep)
	}
	if asleep && reload && s.wake != nil {
		go s.wakeForReload(s.naps.Add(1))
	}
}

// maySleep reports whether the loop may wait for input: the player's game (Options.WaitWhenIdle) with no
// frame count or bot to run, not quitting, no walk under way (it steps by the tick), no replay playing, no
// sound waiting for its tick, no submission to the leaderboard waiting for its verdict, no gamepad connected (Ebitengine's wait is not woken by a gamepad).
func (r *Runner) maySleep() bool {
	o := &r.opt
	if !o.WaitWhenIdle || o.Frames > 0 || o.BotTurns > 0 || r.quitting || r.audio.waiting() || r.input.padOn || r.ui.Submitting() {
		return false
	}
	if p := o.Replay; p != nil && !p.Paused && !p.Done() {
		return false
	}
	s, ok := r.ui.Screen().(*ui.Play)
	return !ok || !s.Traveling()
}

// wakeForReload asks for a frame every reloadEvery while sleep nap lasts, so that the reload is polled.
func (s *sleeper) wakeForReload(nap int64) {
	t := time.NewTicker(reloadEvery)
	defer t.Stop()
	for range t.C {
		if !s.asleep.Load() || s.naps.Load() != nap {
			return
		}
		s.wake()
	}
}
