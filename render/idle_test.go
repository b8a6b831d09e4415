package render

import (
	"image/color"
	"sync"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/ui"
)

// TestIdleDrawsNothing: a tick with no input and no change of the game is still; one with a key, a turn
// taken, an animation or a bleeding creature in view is not; Draw leaves a still frame's screen as it is
// and draws again once something changed.
func TestIdleDrawsNothing(t *testing.T) {
	r, err := New(Options{Seed: 1})
	require.NoError(t, err)
	var none ui.Input
	assert.True(t, r.changed(none), "the first frame")
	assert.False(t, r.changed(none), "nothing happened")
	assert.True(t, r.changed(ui.Input{Typed: []rune("?")}), "a key")
	assert.False(t, r.changed(none))
	require.True(t, r.g.Act(game.Action{Kind: game.ActWait}))
	assert.True(t, r.changed(none), "a turn went by")
	assert.False(t, r.changed(none))
	r.anims = append(r.anims, anim{duration: 10})
	assert.True(t, r.changed(none), "an animation plays")
	assert.True(t, r.changed(none), "and goes on playing")
	r.anims = r.anims[:0]
	assert.True(t, r.changed(none), "its end is drawn")
	assert.False(t, r.changed(none))
	r.g.Player.Bleeding = 3
	assert.True(t, r.changed(none), "drips fall from a bleeding creature in view")
	r.g.Player.Bleeding = 0
	assert.True(t, r.changed(none))
	assert.False(t, r.changed(none))

	screen := ebiten.NewImage(ScreenW, ScreenH)
	defer screen.Deallocate()
	r.still = false
	r.Draw(screen)
	red := color.RGBA{255, 0, 0, 255}
	screen.Fill(red)
	r.still = true
	r.Draw(screen)
	assert.Equal(t, red, screen.At(1, 1), "a still frame draws nothing: the screen keeps what it had")
	r.still = false
	r.Draw(screen)
	assert.NotEqual(t, red, screen.At(1, 1), "a changed frame is drawn")
}

// sleepLog records what a runner asks of Ebitengine's loop: its switches to waiting for input (true) and
// back (false), and the frames it asks for while asleep.
type sleepLog struct {
	mu       sync.Mutex
	switches []bool
	wakes    int
}

func recordSleep(r *Runner) *sleepLog {
	l := &sleepLog{}
	r.sleep.apply = func(asleep bool) {
		l.mu.Lock()
		defer l.mu.Unlock()
		l.switches = append(l.switches, asleep)
	}
	r.sleep.wake = func() {
		l.mu.Lock()
		defer l.mu.Unlock()
		l.wakes++
	}
	return l
}

func (l *sleepLog) got() ([]bool, int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]bool(nil), l.switches...), l.wakes
}

// sleepsWithin runs r in the loop until its log has n switches, for at most ticks ticks.
func sleepsWithin(r *Runner, log *sleepLog, n, ticks int) []bool {
	for ; ticks > 0; ticks -= 10 {
		theLoop.run(r, 10)
		if switches, _ := log.got(); len(switches) >= n {
			return switches
		}
	}
	switches, _ := log.got()
	return switches
}

// TestIdleSleeps: in the loop, the player's game has Ebitengine wait for input after half a second of still
// frames, and wakes it on the first tick that is not still (an animation); a game with a frame count, the
// bot, or no WaitWhenIdle never sleeps. (The loop may run two ticks for a frame drawn on a loaded machine:
// only the ticks after a drawn frame count as still, so the sleep may come later than half a second.)
func TestIdleSleeps(t *testing.T) {
	r, err := New(Options{Seed: 1, WaitWhenIdle: true})
	require.NoError(t, err)
	log := recordSleep(r)
	theLoop.run(r, idleTicks-2)
	switches, _ := log.got()
	assert.Empty(t, switches, "awake for the first half second")
	assert.Equal(t, []bool{true}, sleepsWithin(r, log, 1, 6*tps), "asleep once still for half a second")
	r.anims = append(r.anims, anim{start: r.tick, duration: 10})
	theLoop.run(r, 1)
	switches, _ = log.got()
	assert.Equal(t, []bool{true, false}, switches, "an animation wakes it")
	theLoop.run(r, 10+idleTicks-2)
	switches, _ = log.got()
	assert.Equal(t, []bool{true, false}, switches, "awake while it plays and half a second after")
	assert.Equal(t, []bool{true, false, true}, sleepsWithin(r, log, 3, 6*tps), "then asleep again")
	r.RequestQuit()
	_, wakes := log.got()
	assert.Equal(t, 1, wakes, "a signal's quit wakes a sleeping loop")

	for _, opt := range []Options{{Seed: 1}, {Seed: 1, WaitWhenIdle: true, Frames: 1000}, {Seed: 1, WaitWhenIdle: true, BotTurns: 1000}} {
		r, err := New(opt)
		require.NoError(t, err)
		log := recordSleep(r)
		assert.Empty(t, sleepsWithin(r, log, 1, 3*idleTicks), "never asleep: %+v", opt)
	}
}

// TestIdleSleepsNotWhileWaitingOnTime: no sleep while a walk steps by the tick, a replay plays, or a sound
// waits for its tick; a paused or ended replay may sleep.
func TestIdleSleepsNotWhileWaitingOnTime(t *testing.T) {
	r, err := New(Options{Seed: 1, WaitWhenIdle: true})
	require.NoError(t, err)
	recordSleep(r)
	require.True(t, r.maySleep())
	r.ui.Update(ui.Input{Typed: []rune{'o'}}, r.g) // explore
	play, ok := r.ui.Screen().(*ui.Play)
	require.True(t, ok)
	require.True(t, play.Traveling())
	assert.False(t, r.maySleep(), "exploring")
	r.ui.Update(ui.Input{Typed: []rune{'?'}}, r.g) // a key stops the walk
	require.False(t, play.Traveling())
	r.ui.Update(ui.Input{Pressed: ui.KeyEscape}, r.g)
	assert.True(t, r.maySleep())

	p := &ui.Replaying{Replay: &game.Replay{Steps: make([]game.ReplayStep, 3)}}
	r.opt.Replay = p
	assert.False(t, r.maySleep(), "a replay playing")
	p.Paused = true
	assert.True(t, r.maySleep(), "paused")
	p.Paused, p.Next = false, 3
	assert.True(t, r.maySleep(), "ended")
	r.opt.Replay = nil

	r.audio = &audioOut{queue: []queuedCue{{tick: r.tick + 5}}}
	assert.False(t, r.maySleep(), "a sound waits for its tick")
	r.audio = nil
}

// reloadNever is a hot reload whose data never change.
type reloadNever struct{}

func (reloadNever) Poll() (*assets.Data, error, bool) { return nil, nil, false }
func (reloadNever) Notes() []string                   { return nil }

// TestIdleSleepWakesForReload: with a designer's hot reload, a sleeping loop is woken now and then so that
// the edits are polled; once awake, the waking stops.
func TestIdleSleepWakesForReload(t *testing.T) {
	r, err := New(Options{Seed: 1, WaitWhenIdle: true, Reload: reloadNever{}})
	require.NoError(t, err)
	log := recordSleep(r)
	for range idleTicks {
		r.rest(true)
	}
	require.True(t, r.sleep.asleep.Load())
	require.Eventually(t, func() bool { _, w := log.got(); return w >= 2 }, 3*time.Second, 20*time.Millisecond,
		"woken every %v to poll", reloadEvery)
	r.rest(false)
	_, before := log.got()
	time.Sleep(3 * reloadEvery)
	_, after := log.got()
	assert.LessOrEqual(t, after, before+1, "no more wakes once awake")
}
