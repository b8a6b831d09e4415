// The sound device: Oto's context, opened in the background once the first frame is drawn and asleep
// whenever nothing plays.

package render

import (
	"fmt"
	"os"
	"sync"
	"sync/atomic"

	"github.com/ebitengine/oto/v3"

	"github.com/cleave-game/cleave/render/sound"
)

// soundDevice is where the game's sounds play: Oto's context, the one Ebitengine's audio wraps. Ebitengine's
// audio never lets it sleep while its window has the focus, and Oto's mixer writes silence to the device
// when nothing plays: a device that does not pace the writes (ALSA's null device, as in CI) took 24–95% of
// a core with nothing to hear. Here the context sleeps (Oto's Suspend: its mixer waits) whenever nothing
// plays, and wakes for the next sound.
//
// There is one a process (Oto makes one context a process): theDevice, shared by every Runner (the tests
// make many). Its methods are safe from any goroutine.
type soundDevice struct {
	once  sync.Once
	state atomic.Int32 // deviceClosed, deviceOpening, deviceReady or deviceFailed
	ctx   *oto.Context // set before state turns deviceReady
	mu    sync.Mutex   // over awake and the context's Suspend and Resume
	awake bool         // the mixer runs (false once opened: it sleeps until a sound plays)
}

// The states of a soundDevice.
const (
	deviceClosed  int32 = iota // not asked for yet
	deviceOpening              // opening in the background (in a browser: until the first key, click or touch)
	deviceReady                // open, and asleep until a sound plays
	deviceFailed               // no device: the game is silent (it said why on stderr, once)
)

// theDevice is the process's sound device (see soundDevice: Oto allows one context a process).
var theDevice soundDevice

// open opens the device in the background, the first time it is called; later calls do nothing.
func (d *soundDevice) open() {
	d.once.Do(func() {
		d.state.Store(deviceOpening)
		go d.start()
	})
}

// start opens the device: a device is looked for first (Oto would end with an error, and ALSA say so in
// lines of its own, where there is none), then Oto's context is made, waited for, and put to sleep.
func (d *soundDevice) start() {
	err := probeDevice()
	var ctx *oto.Context
	if err == nil {
		var ready chan struct{}
		ctx, ready, err = oto.NewContext(&oto.NewContextOptions{
			SampleRate: sound.SampleRate, ChannelCount: 2, Format: oto.FormatSignedInt16LE})
		if err == nil {
			<-ready // a browser's: at the first key, click or touch
			err = ctx.Err()
		}
	}
	if err == nil {
		err = ctx.Suspend()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "cleave: no sound:", err)
		d.state.Store(deviceFailed)
		return
	}
	d.ctx = ctx
	d.state.Store(deviceReady)
}

// ready reports whether sounds can play: the device is open.
func (d *soundDevice) ready() bool { return d.state.Load() == deviceReady }

// wake has the mixer run (a sound is about to play), when the device is open.
func (d *soundDevice) wake() error {
	if !d.ready() {
		return nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.awake {
		return nil
	}
	if err := d.ctx.Resume(); err != nil {
		return fmt.Errorf("waking the sound device: %w", err)
	}
	d.awake = true
	return nil
}

// sleep stops the mixer: nothing plays. Oto's mixer then waits instead of writing silence; what the device
// holds still plays out.
func (d *soundDevice) sleep() error {
	if !d.ready() {
		return nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if !d.awake {
		return nil
	}
	if err := d.ctx.Suspend(); err != nil {
		return fmt.Errorf("putting the sound device to sleep: %w", err)
	}
	d.awake = false
	return nil
}

// isAwake reports whether the mixer runs.
func (d *soundDevice) isAwake() bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.awake
}
