// Package sound makes the game's sound effects with no sound device: each effect is synthesised, as PCM
// samples, from a recipe of a few voices (tones and filtered noise under envelopes); Of says which effect an
// event of the game makes. Playing them is render's part (Oto, render/audio_device.go); everything here is pure.
package sound

import (
	"encoding/binary"
	"math"
)

// SampleRate is the samples per second of every effect, and of the audio context that plays them.
const SampleRate = 44100

// Effect is one of the game's sounds.
type Effect uint8

// The effects: one for each outcome the animations tell apart, the missiles in flight, a death, a step and
// a door.
const (
	None      Effect = iota
	Slash            // a hit by a slashing weapon: a swish that ends in a cut
	Pierce           // a hit by a piercing one: a short sharp stab
	Crush            // a hit by a bludgeon: a low thud
	Critical         // a confirmed critical: a heavy thud, a cut and a ring
	Glance           // a glance: a thin spark off armour
	Block            // a blow taken on a shield: a wooden knock
	Parry            // a blow turned by a weapon: steel on steel, ringing
	Dodge            // the target gets out of the way: a quick rising whoosh
	Clank            // armour or hide stops it: a dull clank
	Ward             // magic turns it: a soft rising shimmer
	Miss             // a plain miss: a falling swish
	Shot             // a missile loosed from a bow or sling: a twang and a zip
	Throw            // a thrown weapon in flight: a whirring whoosh
	Death            // a death: a falling groan and a thump
	Step             // a footstep: a soft low tap
	DoorOpen         // a door opens: a creak
	DoorClose        // a door closes: a thump and a latch
	NumEffects
)

// String is the effect's name ("slash", "door_open").
func (e Effect) String() string {
	if e >= NumEffects {
		return "unknown"
	}
	return [NumEffects]string{"none", "slash", "pierce", "crush", "critical", "glance", "block", "parry",
		"dodge", "clank", "ward", "miss", "shot", "throw", "death", "step", "door_open", "door_close"}[e]
}

// wave is what a voice sounds: a tone of some shape, or noise through a filter.
type wave uint8

const (
	sine      wave = iota // a pure tone
	triangle              // a soft, hollow tone
	square                // a buzzing tone (band-limited)
	noiseLow              // noise under a low-pass filter: its frequencies are the cutoff
	noiseHigh             // noise over a high-pass filter
)

// voice is one layer of an effect: a wave whose frequency slides from f0 to f1 (exponentially) while its
// envelope rises over attack and dies away over decay, after delay; all times in seconds.
type voice struct {
	wave                  wave
	f0, f1                float64 // Hz at the start and at the end (noise: the filter's cutoff)
	delay, attack, decay  float64
	gain                  float64
	vibrato, vibratoDepth float64 // a wobble of the frequency: its rate in Hz and depth as a fraction
}

// recipe is an effect: its voices, mixed, then scaled so that the loudest sample is peak (of 1, full scale).
type recipe struct {
	voices []voice
	peak   float64
}

// recipeOf is effect e's voices. The rules: hits are noise (the blow) over a low tone (the body), the
// heavier the weapon the lower; metal rings (inharmonic high sines that die slowly); misses and flights
// are filtered noise whose cutoff sweeps (the air); the loudness follows how much the outcome matters, a
// critical loudest and a footstep quietest.
func recipeOf(e Effect) recipe {
	return [NumEffects]recipe{
		Slash: {peak: 0.55, voices: []voice{
			{wave: noiseLow, f0: 7000, f1: 1200, attack: 0.01, decay: 0.16, gain: 1},
			{wave: sine, f0: 220, f1: 110, delay: 0.06, attack: 0.003, decay: 0.08, gain: 0.6},
		}},
		Pierce: {peak: 0.5, voices: []voice{
			{wave: noiseHigh, f0: 2500, f1: 4000, attack: 0.002, decay: 0.06, gain: 1},
			{wave: triangle, f0: 900, f1: 350, attack: 0.002, decay: 0.07, gain: 0.7},
		}},
		Crush: {peak: 0.6, voices: []voice{
			{wave: sine, f0: 140, f1: 55, attack: 0.002, decay: 0.2, gain: 1},
			{wave: noiseLow, f0: 900, f1: 300, attack: 0.001, decay: 0.1, gain: 1.5},
		}},
		Critical: {peak: 0.8, voices: []voice{
			{wave: sine, f0: 120, f1: 40, attack: 0.002, decay: 0.3, gain: 1},
			{wave: noiseLow, f0: 8000, f1: 900, attack: 0.005, decay: 0.18, gain: 0.9},
			{wave: sine, f0: 1568, f1: 1500, delay: 0.02, attack: 0.002, decay: 0.35, gain: 0.25},
		}},
		Glance: {peak: 0.35, voices: []voice{
			{wave: sine, f0: 2900, f1: 2700, attack: 0.001, decay: 0.1, gain: 0.6},
			{wave: sine, f0: 4130, f1: 3900, attack: 0.001, decay: 0.07, gain: 0.4},
			{wave: noiseHigh, f0: 5000, f1: 5000, attack: 0.001, decay: 0.02, gain: 0.5},
		}},
		Block: {peak: 0.55, voices: []voice{
			{wave: triangle, f0: 260, f1: 190, attack: 0.001, decay: 0.09, gain: 1},
			{wave: square, f0: 130, f1: 110, attack: 0.001, decay: 0.05, gain: 0.3},
			{wave: noiseLow, f0: 1800, f1: 600, attack: 0.001, decay: 0.05, gain: 0.8},
		}},
		Parry: {peak: 0.55, voices: []voice{
			{wave: sine, f0: 1850, f1: 1830, attack: 0.001, decay: 0.3, gain: 0.6},
			{wave: sine, f0: 2710, f1: 2690, attack: 0.001, decay: 0.22, gain: 0.45},
			{wave: sine, f0: 3790, f1: 3760, attack: 0.001, decay: 0.15, gain: 0.3},
			{wave: noiseHigh, f0: 3000, f1: 3000, attack: 0.001, decay: 0.03, gain: 0.8},
		}},
		Dodge: {peak: 0.3, voices: []voice{
			{wave: noiseLow, f0: 600, f1: 4000, attack: 0.06, decay: 0.1, gain: 1},
		}},
		Clank: {peak: 0.45, voices: []voice{
			{wave: square, f0: 620, f1: 600, attack: 0.001, decay: 0.06, gain: 0.35},
			{wave: sine, f0: 930, f1: 910, attack: 0.001, decay: 0.1, gain: 0.6},
			{wave: noiseLow, f0: 2500, f1: 1200, attack: 0.001, decay: 0.04, gain: 0.7},
		}},
		Ward: {peak: 0.3, voices: []voice{
			{wave: sine, f0: 660, f1: 990, attack: 0.03, decay: 0.25, gain: 0.7, vibrato: 14, vibratoDepth: 0.02},
			{wave: sine, f0: 1320, f1: 1980, attack: 0.03, decay: 0.2, gain: 0.3, vibrato: 14, vibratoDepth: 0.02},
		}},
		Miss: {peak: 0.3, voices: []voice{
			{wave: noiseLow, f0: 3500, f1: 500, attack: 0.03, decay: 0.15, gain: 1},
		}},
		Shot: {peak: 0.45, voices: []voice{
			{wave: triangle, f0: 330, f1: 300, attack: 0.001, decay: 0.16, gain: 1, vibrato: 30, vibratoDepth: 0.01},
			{wave: noiseHigh, f0: 3000, f1: 6000, delay: 0.02, attack: 0.02, decay: 0.12, gain: 0.5},
		}},
		Throw: {peak: 0.35, voices: []voice{
			{wave: noiseLow, f0: 400, f1: 2400, attack: 0.05, decay: 0.08, gain: 1},
			{wave: noiseLow, f0: 2400, f1: 500, delay: 0.13, attack: 0.01, decay: 0.1, gain: 1},
		}},
		Death: {peak: 0.55, voices: []voice{
			{wave: square, f0: 220, f1: 70, attack: 0.02, decay: 0.55, gain: 0.35, vibrato: 7, vibratoDepth: 0.04},
			{wave: triangle, f0: 330, f1: 90, attack: 0.02, decay: 0.5, gain: 0.5},
			{wave: sine, f0: 90, f1: 45, delay: 0.45, attack: 0.003, decay: 0.2, gain: 1},
		}},
		Step: {peak: 0.15, voices: []voice{
			{wave: noiseLow, f0: 500, f1: 200, attack: 0.002, decay: 0.05, gain: 1},
			{wave: sine, f0: 90, f1: 70, attack: 0.002, decay: 0.04, gain: 0.5},
		}},
		DoorOpen: {peak: 0.35, voices: []voice{
			{wave: square, f0: 150, f1: 230, attack: 0.05, decay: 0.35, gain: 0.5, vibrato: 23, vibratoDepth: 0.06},
			{wave: noiseLow, f0: 1200, f1: 1200, attack: 0.05, decay: 0.3, gain: 0.3},
		}},
		DoorClose: {peak: 0.45, voices: []voice{
			{wave: sine, f0: 100, f1: 60, attack: 0.002, decay: 0.18, gain: 1},
			{wave: noiseLow, f0: 1000, f1: 400, attack: 0.001, decay: 0.08, gain: 1},
			{wave: square, f0: 1400, f1: 1300, delay: 0.11, attack: 0.001, decay: 0.03, gain: 0.5},
			{wave: noiseHigh, f0: 3000, f1: 3000, delay: 0.11, attack: 0.001, decay: 0.02, gain: 0.6},
		}},
	}[e]
}

// fade is the seconds of the linear fade at each end of an effect, so that it neither starts nor stops with
// a click.
const fade = 0.002

// Synth is effect e as mono samples at SampleRate, each in [-1, 1]: the same effect gives the same samples
// every time. None (or an unknown effect) is no sample at all.
func Synth(e Effect) []float32 {
	if e == None || e >= NumEffects {
		return nil
	}
	rc := recipeOf(e)
	n := 0
	for _, v := range rc.voices {
		n = max(n, seconds(v.delay+v.attack+v.decay))
	}
	mix := make([]float64, n)
	for i, v := range rc.voices {
		v.render(mix, uint64(e)<<8|uint64(i))
	}
	peak := 0.0
	for _, s := range mix {
		peak = max(peak, math.Abs(s))
	}
	out := make([]float32, n)
	if peak == 0 {
		return out
	}
	k, edge := rc.peak/peak, seconds(fade)
	for i, s := range mix {
		g := 1.0
		if i < edge {
			g = float64(i) / float64(edge)
		}
		if j := n - 1 - i; j < edge {
			g = min(g, float64(j)/float64(edge))
		}
		out[i] = float32(s * k * g)
	}
	return out
}

// seconds is how many samples last t seconds.
func seconds(t float64) int { return int(math.Round(t * SampleRate)) }

// render adds the voice into mix, its noise drawn from a generator seeded with seed.
func (v voice) render(mix []float64, seed uint64) {
	start, length := seconds(v.delay), seconds(v.attack+v.decay)
	rise := max(1, seconds(v.attack))
	rng := xorshift(seed*0x9E3779B97F4A7C15 + 1)
	var phase, low float64
	for i := 0; i < length && start+i < len(mix); i++ {
		t := float64(i) / float64(length)
		f := v.f0 * math.Pow(v.f1/v.f0, t)
		if v.vibrato > 0 {
			f *= 1 + v.vibratoDepth*math.Sin(2*math.Pi*v.vibrato*float64(i)/SampleRate)
		}
		var s float64
		switch v.wave {
		case sine:
			s = math.Sin(2 * math.Pi * phase)
		case triangle:
			s = 4*math.Abs(phase-0.5) - 1
		case square: // its first four odd harmonics: a buzz without the aliasing of a sharp edge
			x := 2 * math.Pi * phase
			s = 4 / math.Pi * (math.Sin(x) + math.Sin(3*x)/3 + math.Sin(5*x)/5 + math.Sin(7*x)/7)
		case noiseLow, noiseHigh:
			x := rng.next()
			low += (1 - math.Exp(-2*math.Pi*f/SampleRate)) * (x - low)
			s = low
			if v.wave == noiseHigh {
				s = x - low
			}
		}
		phase = math.Mod(phase+f/SampleRate, 1)
		env := 1.0
		if i < rise {
			env = float64(i) / float64(rise)
		} else { // an exponential fall, brought to nothing by the voice's end
			d := float64(i-rise) / float64(max(1, length-rise))
			env = math.Exp(-4*d) * (1 - d)
		}
		mix[start+i] += v.gain * env * s
	}
}

// xorshift is a small generator of noise, local to one voice (no shared state: the same seed, the same noise).
type xorshift uint64

// next is the next sample of noise, uniform in [-1, 1).
func (x *xorshift) next() float64 {
	*x ^= *x << 13
	*x ^= *x >> 7
	*x ^= *x << 17
	return float64(*x>>11)/(1<<52) - 1
}

// PCM16 is samples as the game's sound device plays bytes: 16-bit signed little-endian stereo, the same sample
// in both channels, scaled by gain (0 to 1) and clamped to full scale.
func PCM16(samples []float32, gain float64) []byte {
	out := make([]byte, 4*len(samples))
	for i, s := range samples {
		v := int16(math.Round(max(-1, min(1, float64(s)*gain)) * math.MaxInt16))
		binary.LittleEndian.PutUint16(out[4*i:], uint16(v))
		binary.LittleEndian.PutUint16(out[4*i+2:], uint16(v))
	}
	return out
}

// WAV is samples as a mono 16-bit WAV file, to listen to or measure outside the game.
func WAV(samples []float32) []byte {
	data := make([]byte, 2*len(samples))
	for i, s := range samples {
		binary.LittleEndian.PutUint16(data[2*i:], uint16(int16(math.Round(max(-1, min(1, float64(s)))*math.MaxInt16))))
	}
	h := make([]byte, 44, 44+len(data))
	copy(h, "RIFF")
	binary.LittleEndian.PutUint32(h[4:], uint32(36+len(data)))
	copy(h[8:], "WAVEfmt ")
	binary.LittleEndian.PutUint32(h[16:], 16)
	binary.LittleEndian.PutUint16(h[20:], 1) // PCM
	binary.LittleEndian.PutUint16(h[22:], 1) // mono
	binary.LittleEndian.PutUint32(h[24:], SampleRate)
	binary.LittleEndian.PutUint32(h[28:], 2*SampleRate)
	binary.LittleEndian.PutUint16(h[32:], 2)
	binary.LittleEndian.PutUint16(h[34:], 16)
	copy(h[36:], "data")
	binary.LittleEndian.PutUint32(h[40:], uint32(len(data)))
	return append(h, data...)
}
