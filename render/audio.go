// Sound: the effects of render/sound played with Ebitengine's audio, as the events' animations start.

package render

import (
	"errors"
	"fmt"
	"math"
	"os"

	"github.com/hajimehoshi/ebiten/v2/audio"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/sound"
)

// Limits on what plays at once: an effect starts again only so many ticks after it last started, and at
// most so many effects start in one tick (the bot's fights and a crowd's deaths would pile up).
const (
	soundGap      = 3
	soundsPerTick = 4
)

// audioOut plays the game's sounds. A nil *audioOut is silence: every method does nothing.
type audioOut struct {
	ctx     *audio.Context
	pcm     [sound.NumEffects][]byte // each effect, synthesised once at full gain
	volume  float64                  // the player's volume, 0 to 1
	muted   bool
	queue   []queuedCue // cues waiting for their tick (an attack waits for its missile to land)
	last    [sound.NumEffects]int
	playing []*audio.Player
	// ready reports whether sound can play (a browser's starts at the first key or click), and play
	// starts a cue: Ebitengine's, or a test's.
	ready func() bool
	play  func(sound.Cue)
}

// waiting reports whether sounds wait in the queue for their tick.
func (a *audioOut) waiting() bool { return a != nil && len(a.queue) > 0 }

// queuedCue is a sound to start at a tick.
type queuedCue struct {
	cue  sound.Cue
	tick int
}

// newAudio is the game's sound at volume (0 to 100) and muted or not; nil (silence) at volume 0, or where
// no sound device opens, which it says on stderr once: a machine without sound plays without it.
func newAudio(volume int, muted bool) *audioOut {
	if volume <= 0 {
		return nil
	}
	ctx, err := audioContext()
	if err != nil {
		fmt.Fprintln(os.Stderr, "cleave: no sound:", err)
		return nil
	}
	a := newQueue(volume, muted)
	a.ctx, a.ready, a.play = ctx, ctx.IsReady, a.start
	for e := sound.None + 1; e < sound.NumEffects; e++ {
		a.pcm[e] = sound.PCM16(sound.Synth(e), 1)
	}
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

// audioContext is Ebitengine's audio context at the effects' sample rate: the one already made (a second
// game in the same process, the tests), or a new one once a sound device was seen to open.
func audioContext() (*audio.Context, error) {
	if c := audio.CurrentContext(); c != nil {
		if c.SampleRate() != sound.SampleRate {
			return nil, fmt.Errorf("an audio context at %d Hz exists, the effects are at %d Hz", c.SampleRate(), sound.SampleRate)
		}
		return c, nil
	}
	// Ebitengine opens the device after the context is made and ends the game with the error when it
	// fails: the device is tried first.
	if err := probeDevice(); err != nil {
		return nil, err
	}
	return audio.NewContext(sound.SampleRate), nil
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

// update starts the cues due at tick, forgets the players that have finished, and drops what waits when
// the sound cannot play yet (a browser's audio starts at the first key or click: no burst of old sounds then).
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
		return
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
}

// start plays a cue now.
func (a *audioOut) start(c sound.Cue) {
	p := a.ctx.NewPlayerFromBytes(a.pcm[c.Effect])
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
