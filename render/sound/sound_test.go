// Tests of the effects, by numbers (no sound device, no listening): lengths, loudness, no clipping,
// determinism, distinct effects; and the events' sounds.

package sound

import (
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/game"
)

// measure is an effect's peak (largest absolute sample), RMS and duration in seconds.
func measure(s []float32) (peak, rms, secs float64) {
	for _, v := range s {
		peak = max(peak, math.Abs(float64(v)))
		rms += float64(v) * float64(v)
	}
	if len(s) > 0 {
		rms = math.Sqrt(rms / float64(len(s)))
	}
	return peak, rms, float64(len(s)) / SampleRate
}

// TestEffectsMeasure: every effect lasts 40 ms to 1 s, peaks near its recipe's level (never above it, nor
// above full scale, so no clipping; the fade-in may trim a sharp attack a little) and is not silence; quiet things (a step) are quieter than a critical. With
// CLEAVE_SOUND_WAV=DIR it writes each effect as DIR/NAME.wav, and -v prints the numbers.
func TestEffectsMeasure(t *testing.T) {
	dir := os.Getenv("CLEAVE_SOUND_WAV")
	peaks := map[Effect]float64{}
	for e := None + 1; e < NumEffects; e++ {
		s := Synth(e)
		peak, rms, secs := measure(s)
		t.Logf("%-10s peak %.3f (%5.1f dBFS)  RMS %.3f (%5.1f dBFS)  %4.0f ms", e, peak, 20*math.Log10(peak), rms, 20*math.Log10(rms), secs*1000)
		assert.GreaterOrEqual(t, secs, 0.04, "%s is too short", e)
		assert.LessOrEqual(t, secs, 1.0, "%s is too long", e)
		assert.LessOrEqual(t, peak, 1.0, "%s clips", e)
		assert.LessOrEqual(t, peak, recipeOf(e).peak+1e-6, "%s peaks above its recipe's level", e)
		assert.GreaterOrEqual(t, peak, 0.85*recipeOf(e).peak, "%s peaks near its recipe's level", e)
		assert.Greater(t, rms, 0.01, "%s is near silence", e)
		assert.Zero(t, s[0], "%s starts at rest (no click)", e)
		assert.Zero(t, s[len(s)-1], "%s ends at rest (no click)", e)
		peaks[e] = peak
		if dir != "" {
			require.NoError(t, os.WriteFile(filepath.Join(dir, e.String()+".wav"), WAV(s), 0o644))
		}
	}
	assert.Less(t, peaks[Step], peaks[Miss], "a step is the quietest")
	assert.Less(t, peaks[Miss], peaks[Critical], "a critical is the loudest")
	for e := None + 1; e < NumEffects; e++ {
		assert.LessOrEqual(t, peaks[e], peaks[Critical], "%s is louder than a critical", e)
	}
	assert.Nil(t, Synth(None))
	assert.Nil(t, Synth(NumEffects))
}

// TestEffectsDeterministic: the same effect, the same samples, every time.
func TestEffectsDeterministic(t *testing.T) {
	for e := None + 1; e < NumEffects; e++ {
		assert.Equal(t, Synth(e), Synth(e), "%s", e)
	}
}

// portrait is a coarse picture of a sound, to compare two: the loudness in each of 4 bands of frequency
// (below 300 Hz, to 1.2 kHz, to 4 kHz, above; split by one-pole filters) in each eighth of its length,
// normalised to length 1.
func portrait(s []float32) []float64 {
	const slices = 8
	cuts := []float64{300, 1200, 4000}
	bands := make([][]float64, len(cuts)+1) // the sound split into bands, sample by sample
	for i := range bands {
		bands[i] = make([]float64, len(s))
	}
	lows := make([]float64, len(cuts))
	for i, x := range s {
		rest := float64(x)
		for j, fc := range cuts {
			lows[j] += (1 - math.Exp(-2*math.Pi*fc/SampleRate)) * (float64(x) - lows[j])
		}
		below := 0.0
		for j := range cuts {
			bands[j][i] = lows[j] - below
			below = lows[j]
		}
		bands[len(cuts)][i] = rest - below
	}
	var v []float64
	n := len(s) / slices
	for k := range slices {
		for _, b := range bands {
			var e float64
			for _, x := range b[k*n : (k+1)*n] {
				e += x * x
			}
			v = append(v, math.Sqrt(e/float64(n)))
		}
	}
	var norm float64
	for _, x := range v {
		norm += x * x
	}
	for i := range v {
		v[i] /= math.Sqrt(norm)
	}
	return v
}

// distance is how far apart two portraits are (0: alike, up to 2^0.5 for nothing in common).
func distance(a, b []float64) float64 {
	var d float64
	for i := range a {
		d += (a[i] - b[i]) * (a[i] - b[i])
	}
	return math.Sqrt(d)
}

// TestEffectsDistinct: no two effects are the same sound: they differ in length by 10% or more, or their
// portraits (loudness by band of frequency over time) lie apart by more than twice what two draws of the
// same recipe's noise do.
func TestEffectsDistinct(t *testing.T) {
	closest := math.Inf(1)
	for a := None + 1; a < NumEffects; a++ {
		for b := a + 1; b < NumEffects; b++ {
			sa, sb := Synth(a), Synth(b)
			la, lb := float64(len(sa)), float64(len(sb))
			if math.Abs(la-lb)/max(la, lb) >= 0.1 {
				continue
			}
			d := distance(portrait(sa), portrait(sb))
			closest = min(closest, d)
			assert.Greater(t, d, 2*noiseDistance(t), "%s and %s sound alike", a, b)
		}
	}
	t.Logf("the closest effects of a like length lie %.3f apart; the same recipe's noise %.3f", closest, noiseDistance(t))
}

// noiseDistance is how far apart the portraits of one noisy recipe (the miss) are under two seeds of noise.
func noiseDistance(t *testing.T) float64 {
	t.Helper()
	rc := recipeOf(Miss)
	one, two := make([]float64, seconds(0.18)), make([]float64, seconds(0.18))
	rc.voices[0].render(one, 1)
	rc.voices[0].render(two, 2)
	f32 := func(x []float64) []float32 {
		out := make([]float32, len(x))
		for i, v := range x {
			out[i] = float32(v)
		}
		return out
	}
	return distance(portrait(f32(one)), portrait(f32(two)))
}

// TestPCM16: the bytes the sound device plays are 16-bit stereo little-endian, both channels alike, scaled by
// the gain, full scale clamped (2 at half gain is full scale).
func TestPCM16(t *testing.T) {
	b := PCM16([]float32{0, 0.5, -1, 2}, 0.5)
	require.Len(t, b, 16)
	at := func(i int) int16 { return int16(binary.LittleEndian.Uint16(b[2*i:])) }
	assert.Equal(t, []int16{0, 0, 8192, 8192, -16384, -16384, 32767, 32767},
		[]int16{at(0), at(1), at(2), at(3), at(4), at(5), at(6), at(7)})
	full := PCM16([]float32{3, -3}, 1)
	assert.Equal(t, int16(math.MaxInt16), int16(binary.LittleEndian.Uint16(full)))
	assert.Equal(t, int16(-math.MaxInt16), int16(binary.LittleEndian.Uint16(full[4:])))
}

// TestWAV: the WAV file's header says mono 16-bit at SampleRate, and its data are the samples.
func TestWAV(t *testing.T) {
	w := WAV([]float32{0, 1, -1})
	require.Len(t, w, 44+6)
	assert.Equal(t, "RIFF", string(w[:4]))
	assert.Equal(t, "WAVEfmt ", string(w[8:16]))
	assert.Equal(t, uint16(1), binary.LittleEndian.Uint16(w[22:]))
	assert.Equal(t, uint32(SampleRate), binary.LittleEndian.Uint32(w[24:]))
	assert.Equal(t, uint32(6), binary.LittleEndian.Uint32(w[40:]))
	assert.Equal(t, int16(math.MaxInt16), int16(binary.LittleEndian.Uint16(w[46:])))
}

// TestOfOutcome: each outcome the animations tell apart has its own sound.
func TestOfOutcome(t *testing.T) {
	cases := map[Effect]combat.Outcome{
		Slash:    {Hit: true, Type: combat.Slashing},
		Pierce:   {Hit: true, Type: combat.Piercing},
		Crush:    {Hit: true, Type: combat.Bludgeoning},
		Critical: {Hit: true, Critical: true, Type: combat.Piercing},
		Glance:   {Hit: true, Glance: true},
		Block:    {MissReason: combat.MissShield},
		Parry:    {MissReason: combat.MissParry},
		Dodge:    {MissReason: combat.MissDodge},
		Clank:    {MissReason: combat.MissArmour},
		Ward:     {MissReason: combat.MissDeflection},
		Miss:     {MissReason: combat.MissPlain},
	}
	for want, o := range cases {
		assert.Equal(t, want, OfOutcome(o), "%+v", o)
	}
	assert.Equal(t, Block, OfOutcome(combat.Outcome{Hit: true, Glance: true, ShieldHit: true}), "drn's shield hit")
	assert.Equal(t, Dodge, OfOutcome(combat.Outcome{MissReason: combat.MissDexterity}))
	assert.Equal(t, Clank, OfOutcome(combat.Outcome{MissReason: combat.MissNatural}))
	assert.Equal(t, Miss, OfOutcome(combat.Outcome{MissReason: combat.MissUnseen}))
}

// TestOf: attacks, missiles by how they fly, deaths, doors and the player's own steps sound; others'
// steps and spells' own events do not; what happens out of sight is half as loud.
func TestOf(t *testing.T) {
	const pl, foe = 0, 3
	cases := []struct {
		e    game.Event
		seen bool
		want Cue
		ok   bool
	}{
		{game.Event{Kind: game.EventAttack, Actor: foe, Outcome: combat.Outcome{Hit: true, Type: combat.Bludgeoning}}, true, Cue{Crush, 1}, true},
		{game.Event{Kind: game.EventAttack, Actor: foe, Outcome: combat.Outcome{Hit: true, Type: combat.Bludgeoning}}, false, Cue{Crush, 0.5}, true},
		{game.Event{Kind: game.EventAttack, Actor: pl, Outcome: combat.Outcome{MissReason: combat.MissUnseen}}, false, Cue{Miss, 0.5}, true},
		{game.Event{Kind: game.EventMissile, Actor: pl, Mode: combat.Shot}, true, Cue{Shot, 1}, true},
		{game.Event{Kind: game.EventMissile, Actor: foe, Mode: combat.Throw}, true, Cue{Throw, 1}, true},
		{game.Event{Kind: game.EventDeath, Actor: foe}, true, Cue{Death, 1}, true},
		{game.Event{Kind: game.EventMove, Actor: pl}, true, Cue{Step, 1}, true},
		{game.Event{Kind: game.EventMove, Actor: foe}, true, Cue{}, false},
		{game.Event{Kind: game.EventDoorOpen, Actor: pl}, true, Cue{DoorOpen, 1}, true},
		{game.Event{Kind: game.EventDoorClose, Actor: foe}, false, Cue{DoorClose, 0.5}, true},
		{game.Event{Kind: game.EventBolt, Actor: pl}, true, Cue{}, false},
	}
	for i, c := range cases {
		got, ok := Of(c.e, pl, c.seen)
		assert.Equal(t, c.ok, ok, "case %d", i)
		assert.Equal(t, c.want, got, "case %d", i)
	}
}

// ExampleSynth measures an effect.
func ExampleSynth() {
	s := Synth(Step)
	fmt.Println(len(s) > 0, len(s) < SampleRate)
	// Output: true true
}
