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
	"github.com/cleave-game/cleave/game/save"
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
	r.anim.list = append(r.anim.list, anim{duration: 10})
	assert.True(t, r.changed(none), "an animation plays")
	assert.True(t, r.changed(none), "and goes on playing")
	r.anim.list = r.anim.list[:0]
	assert.True(t, r.changed(none), "its end is drawn")
	assert.False(t, r.changed(none))
	r.g.Player.Bleeding = 3
	assert.True(t, r.changed(none), "drips fall from a bleeding creature in view")
	r.g.Player.Bleeding = 0
	assert.True(t, r.changed(none))
	assert.False(t, r.changed(none))
	// a new version waits: the model opens its question at a tick with no key pressed (in a game saved)
	saved, err := New(Options{Seed: 1, Save: (&saver{}).save})
	require.NoError(t, err)
	assert.True(t, saved.changed(none), "the first frame")
	saved.ui.UpdateReady()
	saved.ui.Update(none, saved.g)
	require.IsType(t, &ui.UpdateQuestion{}, saved.ui.Screen())
	assert.True(t, saved.changed(none), "a screen the model opened by itself is drawn")
	assert.False(t, saved.changed(none))

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

// frames runs n ticks of r, each drawn (as the loop does when it keeps up).
func frames(t *testing.T, r *Runner, screen *ebiten.Image, n int) {
	t.Helper()
	for range n {
		require.NoError(t, r.Update())
		r.Draw(screen)
	}
}

// TestIdleSleeps: the player's game has Ebitengine wait for input after half a second of still frames,
// and wakes it on the first tick that is not still (an animation); a game with a frame count, the bot, or
// no WaitWhenIdle never sleeps.
func TestIdleSleeps(t *testing.T) {
	screen := ebiten.NewImage(ScreenW, ScreenH)
	defer screen.Deallocate()
	r, err := New(Options{Seed: 1, WaitWhenIdle: true})
	require.NoError(t, err)
	log := recordSleep(r)
	frames(t, r, screen, idleTicks) // the first frame changed, then still ones
	switches, _ := log.got()
	assert.Empty(t, switches, "awake for the first half second")
	frames(t, r, screen, 1)
	switches, _ = log.got()
	assert.Equal(t, []bool{true}, switches, "asleep once still for half a second")
	frames(t, r, screen, 10)
	r.anim.list = append(r.anim.list, anim{start: r.anim.tick + 1, duration: 10})
	frames(t, r, screen, 1)
	switches, _ = log.got()
	assert.Equal(t, []bool{true, false}, switches, "an animation wakes it")
	frames(t, r, screen, 9+idleTicks) // it plays to the 10th tick; the 11th, with none, is a change
	switches, _ = log.got()
	assert.Equal(t, []bool{true, false}, switches, "awake while it plays and half a second after")
	frames(t, r, screen, 1)
	switches, _ = log.got()
	assert.Equal(t, []bool{true, false, true}, switches, "then asleep again")
	r.RequestQuit()
	_, wakes := log.got()
	assert.Equal(t, 1, wakes, "a signal's quit wakes a sleeping loop")

	for _, opt := range []Options{{Seed: 1}, {Seed: 1, WaitWhenIdle: true, Frames: 1000}, {Seed: 1, WaitWhenIdle: true, BotTurns: 1000}} {
		r, err := New(opt)
		require.NoError(t, err)
		log := recordSleep(r)
		frames(t, r, screen, 3*idleTicks)
		switches, _ := log.got()
		assert.Empty(t, switches, "never asleep: %+v", opt)
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

	p := &ui.Replaying{Replay: &save.Replay{Steps: make([]save.ReplayStep, 3)}}
	r.opt.Replay = p
	assert.False(t, r.maySleep(), "a replay playing")
	p.Paused = true
	assert.True(t, r.maySleep(), "paused")
	p.Paused, p.Next = false, 3
	assert.True(t, r.maySleep(), "ended")
	r.opt.Replay = nil

	r.audio = &audioOut{queue: []queuedCue{{tick: r.anim.tick + 5}}}
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
		r.sleep.rest(r.maySleep(), r.opt.Reload != nil)
	}
	require.True(t, r.sleep.asleep.Load())
	require.Eventually(t, func() bool { _, w := log.got(); return w >= 2 }, 3*time.Second, 20*time.Millisecond,
		"woken every %v to poll", reloadEvery)
	r.sleep.rest(false, r.opt.Reload != nil)
	_, before := log.got()
	time.Sleep(3 * reloadEvery)
	_, after := log.got()
	assert.LessOrEqual(t, after, before+1, "no more wakes once awake")
}

// ticking counts a runner's updates in Ebitengine's loop and how its last one ended, and those that began
// with the runner quitting and its last frame not yet captured (waited: Ebitengine, behind on a loaded
// machine, runs two updates or more before it draws a frame).
type ticking struct {
	*Runner
	updates, waited int
	err             error
}

func (c *ticking) Update() error {
	c.updates++
	if c.quitting && c.shot == nil {
		c.waited++
	}
	c.err = c.Runner.Update()
	return c.err
}

// TestFramesOnTheCreationScreen: --frames N quits after N ticks on the creation screen, as in play, with its
// screenshot, and draws the still screen once rather than every tick: a frame drawn whole costs 0.4 s in a
// large window under a software renderer, and Ebitengine, behind, runs one update a frame (60 ticks took
// 26 s before). The ticks are counted, not timed.
func TestFramesOnTheCreationScreen(t *testing.T) {
	for _, create := range []bool{true, false} {
		r, err := New(Options{Seed: 1, Create: create, Frames: 60, Screenshot: true, WaitWhenIdle: true})
		require.NoError(t, err)
		c := &ticking{Runner: r}
		theLoop.run(c, 600)
		assert.ErrorIs(t, c.err, ebiten.Termination, "the run ended (create %v)", create)
		assert.Equal(t, 61+c.waited, c.updates, "60 ticks, those that waited for the last frame's capture, and the one that ends the loop (create %v)", create)
		assert.LessOrEqual(t, c.waited, 10, "the last frame is drawn within a few ticks (create %v)", create)
		assert.NotNil(t, r.Screenshot(), "the last frame captured (create %v)", create)
		assert.Equal(t, create, r.g == nil, "on the creation screen still: %v", create)
		// the first frame, the last (captured), and a few as the window settles on its size: not one a tick
		assert.LessOrEqual(t, r.redraws, 10, "the still screen is not drawn again each tick (create %v)", create)
	}
}
