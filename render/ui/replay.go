package ui

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/cleave-game/cleave/assets/text"
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
	spoken // the model's language, as of the last tick
	Replay *save.Replay
	// Next is the index of the next step to play; Paused stops the clock.
	Next   int
	Paused bool
	// Warning says why the replay may not play back as played (other data), shown until a key.
	Warning string
	speed   int           // index in replaySpeeds
	clock   time.Duration // the replay's time played
	due     time.Duration // when the next step is due
	snaps   snapshots     // the game as it stood at steps played, for a fast seek back
	// Jumping is the jump's prompt being typed ("": none; "g" opened it): a turn, or l and a level.
	Jumping string
	jumping bool
	// Said is the playback's last word on a jump or a fork that could not be made ("" none).
	Said string
}

// Snapshots: the game is kept encoded (save.Encode, the save's own bytes) every snapEvery steps played,
// so that a seek back decodes the latest before the step sought and plays on from it (at most snapEvery
// steps, doubled each time the bound thins them). The bound: maxSnaps snapshots; a save of a long game is
// about 20 KB (a bot game of 5,000 actions keeps 100 of them, 2 MB: BenchmarkReplaySeekBack), some 5 to
// 10 MB at most. Past the bound every other one is dropped and the interval doubled, so a replay of any
// length keeps between maxSnaps/2 and maxSnaps of them.
const (
	snapEvery = 100
	maxSnaps  = 256
)

// snapshot is the game encoded after step steps of the replay, with its turn and deepest level (what a
// jump looks for).
type snapshot struct {
	step, turn, deepest int
	data                []byte
}

// snapshots are a replay's snapshots in the order of their steps, taken every every steps.
type snapshots struct {
	list  []snapshot
	every int
}

// take keeps g as it stands after step steps when it is due (the first, or every steps after the last).
func (s *snapshots) take(g *game.Game, step int) {
	if s.every == 0 {
		s.every = snapEvery
	}
	if n := len(s.list); n > 0 && step < s.list[n-1].step+s.every {
		return
	}
	b, err := save.Encode(g)
	if err != nil {
		return // a seek back then plays from an earlier one
	}
	s.list = append(s.list, snapshot{step: step, turn: g.Turns, deepest: g.Deepest, data: b})
	if len(s.list) > maxSnaps { // thin: keep every other, the first (the game's start) among them
		kept := s.list[:0]
		for i, sn := range s.list {
			if i%2 == 0 {
				kept = append(kept, sn)
			}
		}
		clear(s.list[len(kept):])
		s.list, s.every = kept, s.every*2
	}
}

// before is the latest snapshot for which ok says true (the snapshots' order: ok true, then false), nil
// when none.
func (s *snapshots) before(ok func(snapshot) bool) *snapshot {
	i := sort.Search(len(s.list), func(i int) bool { return !ok(s.list[i]) })
	if i == 0 {
		return nil
	}
	return &s.list[i-1]
}

// Bytes is how many bytes the snapshots kept hold, and Snapshots how many there are.
func (p *Replaying) Bytes() (n int) {
	for _, sn := range p.snaps.list {
		n += len(sn.data)
	}
	return n
}

// Snapshots is how many snapshots the playback keeps.
func (p *Replaying) Snapshots() int { return len(p.snaps.list) }

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
	if p.Next == 0 || !p.Replay.Steps[p.Next-1].Bot() { // never between the bot's asking and its action
		p.snaps.take(g, p.Next)
	}
	p.Replay.Steps[p.Next].Play(g)
	p.Next++
	p.due += p.gap()
}

// Status is the replay's line on the screen: where it stands, its speed, and the keys.
func (p *Replaying) Status(g *game.Game) string {
	l := p.l()
	state := l.Say("menu.replay.playing")
	switch {
	case p.Done():
		state = l.Say("menu.replay.ended")
	case p.Paused:
		state = l.Say("menu.replay.paused")
	}
	speed := l.Say("menu.replay.fastest")
	if s := p.Speed(); s > 0 {
		speed = l.Say("menu.replay.speed", text.S("speed", strconv.FormatFloat(s, 'g', -1, 64)))
	}
	turn := 0
	if g != nil {
		turn = g.Turns
	}
	if p.jumping {
		return l.Say("menu.replay.jump", text.S("typed", p.Jumping))
	}
	line := l.Say("menu.replay.status", text.S("state", state), text.N("step", p.Next), text.N("steps", len(p.Replay.Steps)),
		text.N("turn", turn), text.S("speed", speed))
	if p.Said != "" {
		line += "  " + p.Said
	}
	return line
}

// replayControls are the replay's keys as the line under its status shows them, each a place to tap: the
// key, and the key of its words (menu.toml's [replay]).
var replayControls = []struct {
	key  rune
	text string
}{{',', "menu.replay.back"}, {' ', "menu.replay.pause"}, {'.', "menu.replay.step"}, {'[', "menu.replay.slower"},
	{']', "menu.replay.faster"}, {'g', "menu.replay.jump_key"}, {'p', "menu.replay.play_here"}, {'e', "menu.replay.end"},
	{'q', "menu.replay.quit"}}

// drawControls writes the replay's keys on the line under its status (the prompt's), each a place to tap.
func (p *Replaying) drawControls(d *Drawing) {
	if p.jumping {
		return
	}
	y := float64(d.logTop() + 2 + max(d.promptRows, 1)*d.Lay.LineH)
	rows := 1
	for x, i := 0, 0; i < len(replayControls); i++ { // the rows they take, wrapped to the screen's width
		w := runes(p.l().Say(replayControls[i].text)) + 2
		if x > 0 && (x+w)*d.Lay.CharW > d.Lay.W {
			rows, x = rows+1, 0
		}
		x += w
	}
	d.Shade(0, int(y)-2, d.Lay.W, rows*d.Lay.LineH+2, 1)
	d.promptRows = max(d.promptRows, 1) + rows // the log goes under them (LogRows)
	x := 4.0
	for _, c := range replayControls {
		said := p.l().Say(c.text)
		w := d.Lay.CharW * runes(said)
		if x > 4 && int(x)+w+2*d.Lay.CharW > d.Lay.W {
			x, y = 4, y+float64(d.Lay.LineH)
		}
		d.Text(said, x, y, ColInfo)
		d.Hit(x, y, w, c.key)
		x += float64(w + 2*d.Lay.CharW)
	}
}

// Seek plays the replay in g to step n (0..len(Steps); a bot's asking is played with its action): forward
// it plays on, backward it decodes the latest snapshot before n and plays on from it. It returns the game
// shown then, g itself or the one decoded (by g's data).
func (p *Replaying) Seek(g *game.Game, n int) (*game.Game, error) {
	n = min(max(n, 0), len(p.Replay.Steps))
	if n > 0 && n < len(p.Replay.Steps) && p.Replay.Steps[n-1].Bot() {
		n++
	}
	sn := p.snaps.before(func(s snapshot) bool { return s.step <= n })
	if sn != nil && (n < p.Next || sn.step > p.Next) { // back, or a snapshot nearer than here
		ng, err := save.Decode(sn.data, g.Data())
		if err != nil {
			return g, fmt.Errorf("replay seek to step %d: %w", n, err)
		}
		g, p.Next = ng, sn.step
	}
	if n < p.Next {
		return g, fmt.Errorf("replay seek to step %d: no snapshot before it", n)
	}
	for p.Next < n {
		p.step(g)
	}
	p.due = p.clockAt()
	p.clock = p.due
	return g, nil
}

// clockAt is the replay's time at its next step (the time a seek leaves the clock at).
func (p *Replaying) clockAt() time.Duration {
	var t time.Duration
	for i := 1; i <= p.Next && i < len(p.Replay.Steps); i++ {
		if !p.Replay.Steps[i-1].Bot() {
			t += min(max(p.Replay.Steps[i].After, minStep), maxGap)
		}
	}
	return t
}

// Jump plays the replay in g to the first step after which the game reached turn turn (level 0), or the
// first after which it stood on level level (turn 0): a seek back from the latest snapshot before it, or
// on from here. It returns the game shown then; when the replay never gets there it stays where it was
// and says so.
func (p *Replaying) Jump(g *game.Game, turn, level int) (*game.Game, error) {
	there := func(g *game.Game) bool { return turn > 0 && g.Turns >= turn || level > 0 && g.Depth == level }
	from := p.Next
	var sn *snapshot
	if turn > 0 {
		sn = p.snaps.before(func(s snapshot) bool { return s.turn < turn })
	} else {
		sn = p.snaps.before(func(s snapshot) bool { return s.deepest < level })
	}
	start := 0
	if sn != nil {
		start = sn.step
	}
	if turn == 0 || g.Turns >= turn || start > p.Next { // back, or a snapshot nearer than here
		ng, err := p.Seek(g, start)
		if err != nil {
			return g, err
		}
		g = ng
	}
	for !p.Done() && !there(g) {
		p.step(g)
		if !p.Done() && p.Replay.Steps[p.Next-1].Bot() {
			p.step(g)
		}
	}
	if !there(g) {
		ng, err := p.Seek(g, from)
		if err != nil {
			return g, err
		}
		if turn > 0 {
			p.Said = p.l().Say("menu.replay.no_turn", text.N("turn", turn))
		} else {
			p.Said = p.l().Say("menu.replay.no_level", text.N("level", level))
		}
		return ng, nil
	}
	p.due = p.clockAt()
	p.clock = p.due
	return g, nil
}

// Fork is "play from here": a new game as g stands now (encoded and decoded: the replay's own stays as it
// is), made a practice game (game.MakePractice: never scored, marked practice wherever its kind shows).
func (p *Replaying) Fork(g *game.Game) (*game.Game, error) {
	b, err := save.Encode(g)
	if err != nil {
		return nil, fmt.Errorf("play from here: %w", err)
	}
	ng, err := save.Decode(b, g.Data())
	if err != nil {
		return nil, fmt.Errorf("play from here: %w", err)
	}
	if err := game.MakePractice(ng); err != nil {
		return nil, fmt.Errorf("play from here: %w", err)
	}
	return ng, nil
}

// jumpKey types c into the jump's prompt (digits, l for a level, Backspace), or jumps on Enter
// (TapEnter) and cancels on Escape; it returns the game shown then.
func (p *Replaying) jumpKey(g *game.Game, c rune) *game.Game {
	switch {
	case c >= '0' && c <= '9' && len(p.Jumping) < 7:
		p.Jumping += string(c)
	case (c == 'l' || c == 'L') && p.Jumping == "":
		p.Jumping = "l"
	case c == '\b' && p.Jumping != "":
		p.Jumping = p.Jumping[:len(p.Jumping)-1]
	case c == TapEscape:
		p.jumping, p.Jumping = false, ""
	case c == TapEnter:
		p.jumping = false
		typed := p.Jumping
		p.Jumping = ""
		level := strings.HasPrefix(typed, "l")
		n, err := strconv.Atoi(strings.TrimPrefix(typed, "l"))
		if err != nil || n <= 0 || g == nil {
			p.Said = p.l().Say("menu.replay.no_jump")
			return g
		}
		var ng *game.Game
		if level {
			ng, err = p.Jump(g, 0, n)
		} else {
			ng, err = p.Jump(g, n, 0)
		}
		if err != nil {
			p.Said = p.l().Say("menu.replay.no_jump_because", text.S("error", err.Error()))
			return g
		}
		return ng
	}
	return g
}

// update takes the tick's keys and plays the steps now due.
func (p *Replaying) update(m *Model, in *Input, g *game.Game) {
	p.lang = m.Lang()
	start := g
	defer func() {
		if g != start {
			m.effect.Game = g
		}
	}()
	if p.jumping {
		typed := in.Typed
		if in.Pressed.Has(KeyEnter) {
			typed = append(typed[:len(typed):len(typed)], TapEnter)
		}
		if in.Pressed.Has(KeyEscape) {
			typed = append(typed[:len(typed):len(typed)], TapEscape)
		}
		if named(in, "Backspace") {
			typed = append(typed[:len(typed):len(typed)], '\b')
		}
		for _, c := range typed {
			g = p.jumpKey(g, c)
		}
		return
	}
	for _, c := range in.Typed {
		p.Warning, p.Said = "", ""
		switch c {
		case ',', 'b':
			p.Paused = true
			if g != nil && p.Next > 0 {
				if ng, err := p.Seek(g, p.backFrom()); err == nil {
					g = ng
				} else {
					p.Said = err.Error()
				}
			}
		case 'g':
			p.Paused, p.jumping, p.Jumping = true, true, ""
			return
		case 'p':
			if g == nil {
				break
			}
			ng, err := p.Fork(g)
			if err != nil {
				p.Said = err.Error()
				break
			}
			m.cfg.Replay, m.cfg.Unsaved = nil, true
			m.Play()
			m.notice = m.Lang().Say("menu.replay.practice", text.N("turn", ng.Turns))
			g = ng
			return
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

// backFrom is the step one step of the game back from the next: before the last action played (and the
// bot's asking that came with it).
func (p *Replaying) backFrom() int {
	n := p.Next - 1
	if n > 0 && p.Replay.Steps[n-1].Bot() {
		n--
	}
	return max(n, 0)
}
