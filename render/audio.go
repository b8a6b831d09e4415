// Sound: the effects of render/sound played on the sound device (render/audio_device.go), as the events'
// animations start.

package render

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"os"

	"github.com/ebitengine/oto/v3"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/sound"
)

// Limits on what plays at once: an effect starts again only so many ticks after it last started, and at
// most so many effects start in one tick (the bot's fights and a crowd's deaths would pile up).
const (
	soundGap      = 3
	soundsPerTick = 4
)

// restTicks is how many ticks with nothing playing and nothing queued put the sound device to sleep: a
// quarter of a second, for what the device still holds to play out (a browser's stops at once) and so that
// a fight's sounds do not wake and put it to sleep between every two blows.
const restTicks = tps / 4

// audioOut plays the game's sounds. A nil *audioOut is silence: every method does nothing.
type audioOut struct {
	dev     *soundDevice             // nil: a test's, which records its cues instead
	pcm     [sound.NumEffects][]byte // each effect, synthesised at full gain the first time it plays
	volume  float64                  // the player's volume, 0 to 1
	muted   bool
	queue   []queuedCue // cues waiting for their tick (an attack waits for its missile to land)
	last    [sound.NumEffects]int
	playing []*oto.Player
	quiet   int  // ticks in a row with nothing playing or queued
	awake   bool // this has woken the device and not put it to sleep since
	// ready reports whether sound can play (the device is open: a browser's at the first key or click), and
	// play starts a cue: the device's, or a test's.
	ready func() bool
	play  func(sound.Cue)
}

// waiting reports whether the loop must keep ticking for the sound: cues wait in the queue for their tick,
// or the device is awake and must be put to sleep once what plays has ended (update).
func (a *audioOut) waiting() bool { return a != nil && (len(a.queue) > 0 || a.awake) }

// queuedCue is a sound to start at a tick.
type queuedCue struct {
	cue  sound.Cue
	tick int
}

// newAudio is the game's sound at volume (0 to 100) and muted or not; nil (silence) at volume 0. Its device
// opens when asked (open: after the first frame); where none opens the game plays silent, and says why on
// stderr once.
func newAudio(volume int, muted bool) *audioOut {
	if volume <= 0 {
		return nil
	}
	a := newQueue(volume, muted)
	a.dev = &theDevice
	a.ready, a.play = a.dev.ready, a.start
	return a
}

// newQueue is an audioOut with nothing to play on yet: its cues, volume and limits.
func newQueue(volume int, muted bool) *audioOut {
	a := &audioOut{volume: float64(min(volume, 100)) / 100, muted: muted}
	for e := range a.last {
		a.last[e] = math.MinInt / 2
	}
	return a
}

// open opens the sound device in the background, if it is not open yet: the runner asks once its first
// frame is drawn, so that neither the device nor its wait comes before the window shows.
func (a *audioOut) open() {
	if a != nil && a.dev != nil {
		a.dev.open()
	}
}

// errNoDevice is a probe's failure to find any device to play on.
var errNoDevice = errors.New("no audio device")

// cue queues the sound of event e, to start at tick; player is the player's actor and seen whether e
// happened in view.
func (a *audioOut) cue(e game.Event, tick, player int, seen bool) {
	if a == nil || a.muted {
		return
	}
	if c, ok := sound.Of(e, player, seen); ok {
		a.queue = append(a.queue, queuedCue{cue: c, tick: tick})
	}
}

// update starts the cues due at tick, forgets the players that have finished, drops what waits when the
// sound cannot play yet (a browser's audio starts at the first key or click: no burst of old sounds then),
// and puts the device to sleep after restTicks with nothing to play.
func (a *audioOut) update(tick int) {
	if a == nil {
		return
	}
	n := 0
	for _, p := range a.playing {
		if p.IsPlaying() {
			a.playing[n] = p
			n++
		} else {
			_ = p.Close()
		}
	}
	clear(a.playing[n:])
	a.playing = a.playing[:n]
	if !a.ready() || a.muted {
		a.queue = a.queue[:0]
	}
	started, k := 0, 0
	for _, q := range a.queue {
		switch {
		case q.tick > tick:
			a.queue[k] = q
			k++
		case started < soundsPerTick && tick-a.last[q.cue.Effect] >= soundGap:
			a.play(q.cue)
			a.last[q.cue.Effect] = tick
			started++
		}
	}
	a.queue = a.queue[:k]
	a.rest()
}

// rest counts the ticks with nothing playing or queued and puts the device to sleep at restTicks of them.
func (a *audioOut) rest() {
	if len(a.playing) > 0 || len(a.queue) > 0 {
		a.quiet = 0
		return
	}
	if a.quiet++; a.quiet < restTicks || !a.awake {
		return
	}
	a.awake = false
	if err := a.dev.sleep(); err != nil {
		fmt.Fprintln(os.Stderr, "cleave:", err)
	}
}

// start plays a cue now, on the device woken for it.
func (a *audioOut) start(c sound.Cue) {
	if !a.awake {
		if err := a.dev.wake(); err != nil {
			fmt.Fprintln(os.Stderr, "cleave:", err)
			return
		}
		a.awake = true
	}
	pcm := a.pcm[c.Effect]
	if pcm == nil { // the first time: about 2 ms
		pcm = sound.PCM16(sound.Synth(c.Effect), 1)
		a.pcm[c.Effect] = pcm
	}
	p := a.dev.ctx.NewPlayer(bytes.NewReader(pcm))
	p.SetVolume(a.volume * c.Gain)
	p.Play()
	a.playing = append(a.playing, p)
}

// withVolume is the sound at volume v (0 to 100) from now on: a's, or when the sound was off (a nil: the game
// started at volume 0) the sound opened, muted or not; at 0 it is silent.
func (a *audioOut) withVolume(v int, muted bool) *audioOut {
	switch {
	case a == nil && v > 0:
		return newAudio(v, muted)
	case a != nil:
		a.volume = float64(max(0, min(v, 100))) / 100
	}
	return a
}

// setMuted mutes or unmutes: muting stops what plays.
func (a *audioOut) setMuted(m bool) {
	if a == nil {
		return
	}
	a.muted = m
	if m {
		for _, p := range a.playing {
			p.Pause()
		}
		a.queue = a.queue[:0]
	}
}
