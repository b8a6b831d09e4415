package ui

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"time"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/save"
)

// Replay speeds, the [ and ] keys step through them; 0 is as fast as the machine goes.
var replaySpeeds = []float64{0.25, 0.5, 1, 2, 4, 8, 16, 64, 0}

// Playback's pace: a tick is a sixtieth of a second; a step waits at least minStep of the replay's time
// (a bot's or a held key's steps came at once) and at most maxGap (the player thinking, the window left
// alone); as fast as it goes plays fastSteps steps a tick.
const (
	tickTime  = time.Second / 60
	minStep   = 80 * time.Millisecond
	maxGap    = 2 * time.Second
	fastSteps = 200
)

// Replaying is a replay being played back (the --replay flag): the game shown is the replay's, and the
// keys drive the playback, not the game: space pauses and goes on, . (or s) plays one step, [ and ] change
// the speed, e (or End, Enter) skips to the end, q or Escape quits.
type Replaying struct {
	Replay *save.Replay
	// Next is the index of the next step to play; Paused stops the clock.
	Next   int
	Paused bool
	// Warning says why the replay may not play back as played (other data), shown until a key.
	Warning string
	speed   int           // index in replaySpeeds
	clock   time.Duration // the replay's time played
	due     time.Duration // when the next step is due
}

// NewReplaying is the playback of r at speed (a multiple of the time it was played in, the nearest of 0.25,
// 0.5, 1, 2, 4, 8, 16 and 64; 0: as fast as it goes), which starts paused when warning says it may not play
// back as played.
func NewReplaying(r *save.Replay, speed float64, warning string) *Replaying {
	p := &Replaying{Replay: r, Warning: warning, Paused: warning != ""}
	// 0 or less: as fast as it goes; else the nearest of the speeds, by ratio
	p.speed = slices.Index(replaySpeeds, 0.0)
	if speed > 0 {
		best := math.Inf(1)
		for i, s := range replaySpeeds {
			if d := math.Abs(math.Log(s / speed)); s > 0 && d < best {
				p.speed, best = i, d
			}
		}
	}
	p.due = p.gap()
	return p
}

// Speed is the playback's speed (0: as fast as it goes).
func (p *Replaying) Speed() float64 { return replaySpeeds[p.speed] }

// Done reports whether every step was played.
func (p *Replaying) Done() bool { return p.Next >= len(p.Replay.Steps) }

// gap is how long the next step waits after the one before, in the replay's time.
func (p *Replaying) gap() time.Duration {
	switch {
	case p.Done():
		return 0
	case p.Next > 0 && p.Replay.Steps[p.Next-1].Bot():
		return 0 // the bot's action comes with its asking
	}
	return min(max(p.Replay.Steps[p.Next].After, minStep), maxGap)
}

// step plays the next step in g.
func (p *Replaying) step(g *game.Game) {
	if p.Done() {
		return
	}
	p.Replay.Steps[p.Next].Play(g)
	p.Next++
	p.due += p.gap()
}

// Status is the replay's line on the screen: where it stands, its speed, and the keys.
func (p *Replaying) Status(g *game.Game) string {
	state := "playing"
	switch {
	case p.Done():
		state = "ended"
	case p.Paused:
		state = "paused"
	}
	speed := "as fast as it goes"
	if s := p.Speed(); s > 0 {
		speed = strconv.FormatFloat(s, 'g', -1, 64) + "x"
	}
	turn := 0
	if g != nil {
		turn = g.Turns
	}
	return fmt.Sprintf("Replay %s: step %d/%d, turn %d, %s.  space pause  . step  [ ] speed  e end  q quit",
		state, p.Next, len(p.Replay.Steps), turn, speed)
}

// update takes the tick's keys and plays the steps now due.
func (p *Replaying) update(m *Model, in *Input, g *game.Game) {
	for _, c := range in.Typed {
		p.Warning = ""
		switch c {
		case ' ':
			p.Paused = !p.Paused
		case '.', 's':
			p.Paused = true
			p.step(g)
			if !p.Done() && p.Replay.Steps[p.Next-1].Bot() {
				p.step(g) // the bot's action with its asking: one step of the game
			}
			p.clock = p.due - p.gap()
		case ']':
			p.speed = min(p.speed+1, len(replaySpeeds)-1)
		case '[':
			p.speed = max(p.speed-1, 0)
		case 'e':
			p.skip(g)
		case 'q', 'Q':
			m.effect.Quit = true
		case '+', '=':
			m.effect.Zoom = 1
		case '-':
			m.effect.Zoom = -1
		}
	}
	switch {
	case in.Pressed.Has(KeyEscape):
		m.effect.Quit = true
	case in.Pressed.Has(KeyEnter):
		p.skip(g)
	}
	if p.Paused || p.Done() || g == nil {
		return
	}
	if p.Speed() == 0 {
		for range fastSteps {
			p.step(g)
		}
		p.clock = p.due
		return
	}
	p.clock += time.Duration(float64(tickTime) * p.Speed())
	for n := 0; !p.Done() && (p.due <= p.clock || p.gap() == 0) && n < fastSteps; n++ {
		p.step(g)
	}
}

// skip plays every step left.
func (p *Replaying) skip(g *game.Game) {
	for g != nil && !p.Done() {
		p.step(g)
	}
	p.clock = p.due
}
