// Tests of the sound's playback: the cues start with their animations (no device needed), and, in a child
// process of its own, the device (Oto's) plays a bot game's sounds on ALSA's null device and then sleeps,
// or the game goes on silent where no device opens.

package render

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/sound"
)

// recorder is an audioOut that plays nothing and records what it was asked to play, tick by tick.
func recorder(r *Runner, volume int, muted bool) *[][]sound.Effect {
	var log [][]sound.Effect
	a := newQueue(volume, muted)
	a.ready = func() bool { return true }
	a.play = func(c sound.Cue) { log[len(log)-1] = append(log[len(log)-1], c.Effect) }
	r.audio = a
	return &log
}

// runTicks runs the audio's ticks from r.anim.tick on, n of them, each recorded.
func runTicks(r *Runner, log *[][]sound.Effect, n int) {
	for range n {
		*log = append(*log, nil)
		r.audio.update(r.anim.tick)
		r.anim.tick++
	}
}

// TestSoundCues: a shot sounds as it is loosed, its hit and the death it causes when it lands, as their
// animations; the player's step and a door at once; a foe's step not; muted, nothing; and one effect does
// not pile up on itself within soundGap ticks.
func TestSoundCues(t *testing.T) {
	r, _ := testRunner(t)
	log := recorder(r, 50, false)
	pl := r.g.Player
	to := visibleAround(t, r, pl.Pos, 3)
	hit := combat.Outcome{Hit: true, Type: combat.Piercing}
	r.addAnims([]game.Event{
		{Kind: game.EventMissile, Actor: pl.ID, Target: -1, From: pl.Pos, To: to, Mode: combat.Shot, Weapon: "arrow"},
		{Kind: game.EventAttack, Actor: pl.ID, Target: 5, From: pl.Pos, To: to, Mode: combat.Shot, Outcome: hit},
		{Kind: game.EventDeath, Actor: 5, Target: -1, From: to, To: to},
	})
	runTicks(r, log, flightTicks+1)
	assert.Equal(t, []sound.Effect{sound.Shot}, (*log)[0], "the shot at once")
	for k := 1; k < flightTicks; k++ {
		assert.Empty(t, (*log)[k], "nothing while it flies (tick %d)", k)
	}
	assert.Equal(t, []sound.Effect{sound.Pierce, sound.Death}, (*log)[flightTicks], "the hit and the death as it lands")

	*log = nil
	r.addAnims([]game.Event{
		{Kind: game.EventMove, Actor: pl.ID, Target: -1, From: pl.Pos, To: to},
		{Kind: game.EventMove, Actor: 5, Target: -1, From: to, To: to},
		{Kind: game.EventDoorOpen, Actor: pl.ID, Target: -1, From: pl.Pos, To: to},
	})
	runTicks(r, log, 1)
	assert.Equal(t, []sound.Effect{sound.Step, sound.DoorOpen}, (*log)[0], "the player's step, not the foe's, and the door")

	*log = nil
	swing := game.Event{Kind: game.EventAttack, Actor: 5, Target: pl.ID, From: to, To: pl.Pos, Outcome: combat.Outcome{MissReason: combat.MissParry}}
	r.addAnims([]game.Event{swing, swing, swing})
	runTicks(r, log, soundGap+1)
	assert.Equal(t, []sound.Effect{sound.Parry}, (*log)[0], "one parry, not three at once")

	r.audio.setMuted(true)
	*log = nil
	r.addAnims([]game.Event{swing})
	runTicks(r, log, 2)
	assert.Equal(t, [][]sound.Effect{nil, nil}, *log, "muted: silence")
}

// TestSoundCap: no more than soundsPerTick effects start in one tick.
func TestSoundCap(t *testing.T) {
	r, _ := testRunner(t)
	log := recorder(r, 50, false)
	pl := r.g.Player
	var evs []game.Event
	for _, o := range []combat.Outcome{{Hit: true}, {Hit: true, Critical: true}, {Hit: true, Glance: true}, {MissReason: combat.MissShield}, {MissReason: combat.MissParry}, {MissReason: combat.MissDodge}} {
		evs = append(evs, game.Event{Kind: game.EventAttack, Actor: 5, Target: pl.ID, From: pl.Pos, To: pl.Pos, Outcome: o})
	}
	r.addAnims(evs)
	runTicks(r, log, 2)
	assert.Len(t, (*log)[0], soundsPerTick)
}

// soundChild is set in the child process that plays sound (TestSoundDevice's).
const soundChild = "CLEAVE_SOUND_CHILD"

// TestSoundDevice runs TestSoundDeviceChild in a process of its own (a sound device, Oto's context, lasts
// as long as its process): on ALSA_CONFIG_PATH's device (.ci/test sets a null one) a bot game's sounds
// play through Oto, and the device sleeps once they end; and with a configuration that has no device at
// all, the same game plays silent and says why on stderr.
func TestSoundDevice(t *testing.T) {
	if os.Getenv(soundChild) != "" {
		t.Skip("the parent test")
	}
	if os.Getenv("ALSA_CONFIG_PATH") == "" && probeDevice() != nil {
		t.Skip("no sound device here: set ALSA_CONFIG_PATH to a file saying pcm.!default { type null }, as .ci/test does")
	}
	child := func(want, alsa string) string {
		cmd := exec.Command(os.Args[0], "-test.run=^TestSoundDeviceChild$", "-test.count=1", "-test.v")
		cmd.Env = append(os.Environ(), soundChild+"="+want)
		if alsa != "" {
			cmd.Env = append(cmd.Env, "ALSA_CONFIG_PATH="+alsa)
		}
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "the child:\n%s", out)
		assert.Contains(t, string(out), "--- PASS: TestSoundDeviceChild", "the child ran:\n%s", out)
		t.Logf("the child (%s):\n%s", want, out)
		return string(out)
	}
	child("sound", "")
	none := filepath.Join(t.TempDir(), "none.conf")
	require.NoError(t, os.WriteFile(none, []byte("# no device at all\n"), 0o644))
	out := child("silence", none)
	assert.Contains(t, out, "cleave: no sound: no audio device", "says why on stderr")
	assert.NotContains(t, out, "ALSA lib", "in one line of its own, not ALSA's")
}

// TestSoundDeviceChild is TestSoundDevice's child: a bot game of 60 turns at volume 50 plays its sounds
// (CLEAVE_SOUND_CHILD=sound) or plays silent (=silence) and ends well either way. Playing, the device
// opens after the first frame, its mixer plays every sound to its end (a player ends only once the mixer
// has taken all its samples), and once nothing plays the device goes to sleep: its mixer waits instead of
// writing silence (the idle CPU of issue 35, README "Performance, round three").
func TestSoundDeviceChild(t *testing.T) {
	want := os.Getenv(soundChild)
	if want == "" {
		t.Skip("run by TestSoundDevice")
	}
	r, err := New(Options{Seed: 12, BotTurns: 60, Volume: 50})
	require.NoError(t, err)
	require.NotNil(t, r.audio, "volume 50: sound")
	assert.Equal(t, deviceClosed, theDevice.state.Load(), "no device before the first frame")
	if want == "silence" {
		theLoop.run(r, 600)
		assert.True(t, r.quitting, "the game played to its end")
		require.Eventually(t, func() bool { return theDevice.state.Load() == deviceFailed }, 5*time.Second, 10*time.Millisecond,
			"no device: silence")
		assert.False(t, r.audio.waiting(), "nothing waits for a device that is not there")
		return
	}
	played, most := map[sound.Effect]int{}, 0
	start := r.audio.play
	r.audio.play = func(c sound.Cue) {
		played[c.Effect]++
		start(c)
		most = max(most, len(r.audio.playing))
		assert.True(t, theDevice.isAwake(), "a sound plays on a device awake")
	}
	theLoop.run(r, 600)
	assert.True(t, r.quitting, "the game played to its end")
	assert.True(t, theDevice.ready(), "the null device opened")
	t.Logf("effects played: %v, at most %d at once", played, most)
	assert.Positive(t, played[sound.Step], "steps")
	assert.GreaterOrEqual(t, len(played), 3, "steps and more: %v", played)
	// The ticks go on without the game: what plays ends, then the device sleeps after restTicks.
	tick := r.anim.tick
	for range 5 * tps {
		if !r.audio.waiting() {
			break
		}
		tick++
		r.audio.update(tick)
		time.Sleep(time.Second / tps)
	}
	assert.Empty(t, r.audio.playing, "every sound played to its end")
	assert.False(t, r.audio.waiting(), "nothing left to wait for")
	assert.False(t, theDevice.isAwake(), "the device sleeps once nothing plays")
	// and wakes for the next sound, which plays to its end too
	r.audio.cue(game.Event{Kind: game.EventMove, Actor: r.g.Player.ID, Target: -1, From: r.g.Player.Pos, To: r.g.Player.Pos}, tick+1, r.g.Player.ID, true)
	tick++
	r.audio.update(tick)
	require.Len(t, r.audio.playing, 1, "a step plays")
	assert.True(t, theDevice.isAwake())
	require.Eventually(t, func() bool { tick++; r.audio.update(tick); return !r.audio.waiting() }, 5*time.Second, time.Second/tps,
		"the step ends and the device sleeps again")
	assert.False(t, theDevice.isAwake())
}
