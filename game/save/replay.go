// Replays: what the player did in a game (its seed, the data's fingerprint, the build that recorded it, the
// rule set, and each action with the time it came), kept beside the save, append-only, and played back
// exactly (by the same build with the same data; another says it may not be exact).
//
// A replay is text, one line each:
//
//	cleave-replay 1 <header: url-encoded key=value pairs: seed, race, background, name, rules, mode, data, build, daily, started>
//	<ms> <kind>[ d<dir>][ t<x>,<y>][ i<item>][ s<slot>][ o][ S<stance>][ c<spell>]   an action, <ms> after the last
//	S <turns> <time>                                                                  the game was saved here
//	L <turns> <time>                                                                  a save was loaded here
//	D <fingerprint>                                                                   the data were reloaded here
//
// An action is every call of Game.Do, refused ones too (the replay does exactly what the game did). After
// a crash the game goes on from its last save, so the actions recorded after that save never happened: an
// L line drops every action after the S line of the save it loaded (the last with its turns and time;
// there must be one). The S line is written before its save (AutoSaver.save), so that a crash between the
// two, or a save that never reached the store, leaves a replay whose next L finds the save it loads.

package save

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math"
	"net/url"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"time"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat/ruleset/registry"
	"github.com/cleave-game/cleave/game"
)

// replayMagic begins every replay, with its format's version.
const replayMagic = "cleave-replay 1"

// ReplayHeader is what a replay's game was started from: New(Config) with it makes the same game.
type ReplayHeader struct {
	Seed      uint64
	Character game.Character
	Rules     string // the rule set's name
	// Mode is the kind of run (modes.toml), "" for the whole dungeon: a replay recorded before modes names
	// none, and was of the whole dungeon.
	Mode string
	// Data is the fingerprint of the data the game was played by (DataFingerprint).
	Data string
	// Build names the build that recorded it (Build); "" for a replay recorded before builds were named.
	Build string
	// Daily is the day of a daily game ("2026-12-01", DailySeed), "" for others.
	Daily string
	// Started is when the game began (UTC, to the second).
	Started time.Time
}

// ReplayStep is one action of a replay and how long after the one before it came.
type ReplayStep struct {
	After  time.Duration
	Action game.Action
}

// Replay is a recorded game: its start, and the actions of the game as it was played.
type Replay struct {
	Header ReplayHeader
	Steps  []ReplayStep
	// Reloaded: the data were changed while the game was played (a designer's hot reload, a D line).
	Reloaded bool
}

// ErrReplay: a replay that cannot be read (not a replay, a bad line, a load that does not follow its save).
var ErrReplay = errors.New("not a readable replay")

// ErrNoReplay: a loaded game whose replay is missing (it began before replays were recorded, or the replay
// was removed); none is recorded for it.
var ErrNoReplay = errors.New("this game's replay is missing (it began before replays were kept, or it was removed)")

// HeaderOf is the replay header of game g, begun now.
func HeaderOf(g *game.Game, daily string, now time.Time) ReplayHeader {
	pl := g.Player
	return ReplayHeader{Seed: g.Seed, Character: game.Character{Name: pl.Name, Race: pl.Race, Background: pl.Background},
		Rules: g.RulesName(), Mode: g.State.Mode, Data: DataFingerprint(g.Data()), Build: Build(), Daily: daily, Started: now.UTC().Truncate(time.Second)}
}

// Line is h as a replay's first line, with its newline.
func (h ReplayHeader) Line() []byte {
	v := url.Values{}
	v.Set("seed", strconv.FormatUint(h.Seed, 10))
	v.Set("race", h.Character.Race)
	v.Set("background", h.Character.Background)
	if h.Character.Name != "" {
		v.Set("name", h.Character.Name)
	}
	v.Set("rules", h.Rules)
	if h.Mode != "" {
		v.Set("mode", h.Mode)
	}
	v.Set("data", h.Data)
	if h.Build != "" {
		v.Set("build", h.Build)
	}
	if h.Daily != "" {
		v.Set("daily", h.Daily)
	}
	v.Set("started", h.Started.UTC().Format(time.RFC3339))
	return []byte(replayMagic + " " + v.Encode() + "\n")
}

// parseHeader reads a replay's first line.
func parseHeader(line string) (ReplayHeader, error) {
	rest, ok := strings.CutPrefix(line, replayMagic+" ")
	if !ok {
		if strings.HasPrefix(line, "cleave-replay ") {
			return ReplayHeader{}, fmt.Errorf("%w: it was written by another version of Cleave (%q)", ErrReplay, line[:min(len(line), 20)])
		}
		return ReplayHeader{}, fmt.Errorf("%w: it does not begin with %q", ErrReplay, replayMagic)
	}
	v, err := url.ParseQuery(rest)
	if err != nil {
		return ReplayHeader{}, fmt.Errorf("%w: its header: %w", ErrReplay, err)
	}
	var h ReplayHeader
	if h.Seed, err = strconv.ParseUint(v.Get("seed"), 10, 64); err != nil {
		return ReplayHeader{}, fmt.Errorf("%w: its seed: %w", ErrReplay, err)
	}
	rs, err := registry.List().Lookup(v.Get("rules"))
	if err != nil {
		return ReplayHeader{}, fmt.Errorf("%w: %w", ErrReplay, err)
	}
	h.Rules = rs.Name()
	h.Character = game.Character{Name: v.Get("name"), Race: v.Get("race"), Background: v.Get("background")}
	h.Data, h.Build, h.Daily, h.Mode = v.Get("data"), v.Get("build"), v.Get("daily"), v.Get("mode")
	if s := v.Get("started"); s != "" {
		if h.Started, err = time.Parse(time.RFC3339, s); err != nil {
			return ReplayHeader{}, fmt.Errorf("%w: its start: %w", ErrReplay, err)
		}
	}
	return h, nil
}

// Bot reports whether s asks the bot for its action (game.ActBot: the next step is the action it chose).
func (s ReplayStep) Bot() bool { return s.Action.Kind == game.ActBot }

// Play does step s of a replay in g: the action, or asking the bot (whose action is the next step).
func (s ReplayStep) Play(g *game.Game) game.Result {
	if s.Bot() {
		g.BotAction()
		return game.Result{}
	}
	return g.Do(s.Action)
}

// dirs are the eight directions as a replay's line numbers them ("d0" to "d7"), clockwise from north: the
// order of the game's own table, fixed here as the format's (a test holds them together).
var dirs = [8]gruid.Point{{X: 0, Y: -1}, {X: 1, Y: -1}, {X: 1, Y: 0}, {X: 1, Y: 1}, {X: 0, Y: 1}, {X: -1, Y: 1}, {X: -1, Y: 0}, {X: -1, Y: -1}}

// actionFields is how many fields Action has: the encoding below writes each (a test holds them together).
const actionFields = 10

// stepLine is the replay line of action a, after ms milliseconds, with its newline.
func stepLine(ms int64, a game.Action) []byte {
	b := make([]byte, 0, 16)
	b = strconv.AppendInt(b, ms, 10)
	b = append(b, ' ')
	if a.Kind == game.ActBot {
		return append(b, "B\n"...)
	}
	b = strconv.AppendUint(b, uint64(a.Kind), 10)
	if a.Dir != (gruid.Point{}) {
		b = append(b, " d"...)
		if i := slices.Index(dirs[:], a.Dir); i >= 0 {
			b = strconv.AppendInt(b, int64(i), 10)
		} else {
			b = appendPoint(append(b, ','), a.Dir)
		}
	}
	if a.Target != (gruid.Point{}) {
		b = appendPoint(append(b, " t"...), a.Target)
	}
	if a.Item != 0 {
		b = strconv.AppendInt(append(b, " i"...), int64(a.Item), 10)
	}
	if a.Slot != 0 {
		b = strconv.AppendInt(append(b, " s"...), int64(a.Slot), 10)
	}
	if a.Off {
		b = append(b, " o"...)
	}
	if a.Stance != "" {
		b = append(append(b, " S"...), url.PathEscape(a.Stance)...)
	}
	if a.Spell != "" {
		b = append(append(b, " c"...), url.PathEscape(a.Spell)...)
	}
	if a.Option != 0 {
		b = strconv.AppendInt(append(b, " O"...), int64(a.Option), 10)
	}
	if a.Choice != 0 {
		b = strconv.AppendInt(append(b, " g"...), int64(a.Choice), 10)
	}
	return append(b, '\n')
}

func appendPoint(b []byte, p gruid.Point) []byte {
	b = strconv.AppendInt(b, int64(p.X), 10)
	b = append(b, ',')
	return strconv.AppendInt(b, int64(p.Y), 10)
}

func parsePoint(s string) (gruid.Point, error) {
	xs, ys, ok := strings.Cut(s, ",")
	x, err1 := strconv.Atoi(xs)
	y, err2 := strconv.Atoi(ys)
	if !ok || err1 != nil || err2 != nil {
		return gruid.Point{}, fmt.Errorf("not a point: %q", s)
	}
	return gruid.Point{X: x, Y: y}, nil
}

// parseStep reads an action line.
func parseStep(fields []string) (ReplayStep, error) {
	if len(fields) < 2 {
		return ReplayStep{}, errors.New("an action line needs a time and a kind")
	}
	ms, err := strconv.ParseInt(fields[0], 10, 64)
	if err != nil || ms < 0 {
		return ReplayStep{}, fmt.Errorf("not a time: %q", fields[0])
	}
	k, err := strconv.ParseUint(fields[1], 10, 8)
	if fields[1] == "B" {
		k, err = uint64(game.ActBot), nil
	}
	if err != nil || game.ActionKind(k) == game.ActBot && fields[1] != "B" {
		return ReplayStep{}, fmt.Errorf("not an action: %q", fields[1])
	}
	st := ReplayStep{After: time.Duration(ms) * time.Millisecond, Action: game.Action{Kind: game.ActionKind(k)}}
	a := &st.Action
	for _, f := range fields[2:] {
		var err error
		v := f[1:]
		switch f[0] {
		case 'd':
			if i, e := strconv.Atoi(v); e == nil && i >= 0 && i < len(dirs) {
				a.Dir = dirs[i]
			} else {
				a.Dir, err = parsePoint(strings.TrimPrefix(v, ","))
			}
		case 't':
			a.Target, err = parsePoint(v)
		case 'i':
			a.Item, err = strconv.Atoi(v)
		case 's':
			var n int
			n, err = strconv.Atoi(v)
			a.Slot = game.Slot(n)
		case 'o':
			a.Off = true
		case 'S':
			a.Stance, err = url.PathUnescape(v)
		case 'c':
			a.Spell, err = url.PathUnescape(v)
		case 'g':
			if a.Choice, err = strconv.Atoi(v); err == nil && (a.Choice < 0 || a.Choice > 255) {
				err = fmt.Errorf("not a choice: %q", v)
			}
		case 'O':
			if a.Option, err = strconv.Atoi(v); err == nil && (a.Option < 0 || a.Option > 255) {
				err = fmt.Errorf("not an option: %q", v)
			}
		default:
			err = fmt.Errorf("unknown field %q", f)
		}
		if err != nil {
			return ReplayStep{}, err
		}
	}
	return st, nil
}

// markLine is a save (S) or load (L) line of game g.
func markLine(kind byte, g *game.Game) []byte {
	return fmt.Appendf(nil, "%c %d %d\n", kind, g.Turns, g.Time)
}

// The bound of a replay, from the longest game a player can play:
//
//   - MaxReplayActions: a million actions. The bot's winning runs take about 4,000 actions (designer survey),
//     and the score stops counting turns at 20,000 (an escape that slow gets nothing for its speed): a
//     million is 250 of the bot's wins, 50 of the slowest escapes the score knows, or eleven and a half days
//     of play at an action every second without a pause.
//   - MaxReplayLine: the longest line, 4 KiB. The header names a character, a race, a background and a rule
//     set, each at most assets.MaxNameLen (64) characters, escaped (12 bytes for a character of 4 bytes):
//     3.2 KB with all of them at their longest. An action's line is 1.6 KB with every field at once and the
//     stance's and spell's names at their longest (TestReplayBoundHoldsTheLongestGame).
//   - MaxReplayBytes, 128 MiB: a million action lines at their longest with the shipped data (every field at
//     once, which no action has, and a pause of 292 million years: 86 bytes), and the header. A real
//     replay's lines average 9 bytes a turn, 13 for the bot's: a million actions are about 13 MB.
//
// A file larger than MaxReplayBytes is no replay: it is refused before it is read whole (as one that does
// not begin as a replay is, at its first bytes), and a replay of more than MaxReplayActions actions is
// refused as it is parsed: the steps of a million actions take 112 MB.
const (
	MaxReplayActions = 1_000_000
	MaxReplayLine    = 4 << 10
	MaxReplayBytes   = 128 << 20
)

// ErrReplayTooLarge: a replay file larger than MaxReplayBytes (or a line longer than MaxReplayLine).
var ErrReplayTooLarge = fmt.Errorf("%w: larger than a replay can be", ErrReplay)

// readReplay reads the replay from rd, named name in errors: size is its size when known (a regular file;
// else -1). It reads no more than MaxReplayBytes and a byte, and stops at the first bytes when they do not
// begin a replay (a device such as /dev/zero, a binary file).
func readReplay(rd io.Reader, name string, size int64) ([]byte, error) {
	tooLarge := func() error {
		return fmt.Errorf("%s: %w: a replay holds at most %d actions, %d MiB",
			name, ErrReplayTooLarge, MaxReplayActions, MaxReplayBytes>>20)
	}
	if size > MaxReplayBytes {
		return nil, tooLarge()
	}
	head := make([]byte, len("cleave-replay "))
	n, err := io.ReadFull(rd, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("read replay %s: %w", name, err)
	}
	if n < len(head) || string(head) != "cleave-replay " {
		return nil, fmt.Errorf("%s: %w: it does not begin with %q", name, ErrReplay, replayMagic)
	}
	// a file's size and the room bytes.Buffer wants to read its end: it is not copied as it grows
	b := make([]byte, 0, min(max(size, 4096), MaxReplayBytes+1)+bytes.MinRead)
	b = append(b, head...)
	buf := bytes.NewBuffer(b)
	if _, err := buf.ReadFrom(io.LimitReader(rd, MaxReplayBytes+1-int64(len(head)))); err != nil {
		return nil, fmt.Errorf("read replay %s: %w", name, err)
	}
	if buf.Len() > MaxReplayBytes {
		return nil, tooLarge()
	}
	return buf.Bytes(), nil
}

// ParseReplay reads a replay. Actions recorded after the last save before a load (a crash's lost turns)
// are dropped, as the game that went on never played them. A replay larger than MaxReplayBytes, or with
// a line longer than MaxReplayLine, is refused (ErrReplayTooLarge).
func ParseReplay(data []byte) (*Replay, error) {
	if len(data) > MaxReplayBytes {
		return nil, fmt.Errorf("%w: %d bytes, where a replay holds at most %d actions, %d MiB", ErrReplayTooLarge, len(data), MaxReplayActions, MaxReplayBytes>>20)
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 4096), MaxReplayLine)
	if !sc.Scan() {
		return nil, fmt.Errorf("%w: it is empty", ErrReplay)
	}
	h, err := parseHeader(strings.TrimSuffix(sc.Text(), "\r"))
	if err != nil {
		return nil, err
	}
	// room for every line, within the bound: the steps are not copied as they grow
	r := &Replay{Header: h, Steps: make([]ReplayStep, 0, min(bytes.Count(data, []byte{'\n'}), MaxReplayActions))}
	saves := map[string]int{} // the steps before each save, by its turns and time (the last S of each)
	for n := 2; sc.Scan(); n++ {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			continue
		}
		switch fields[0] {
		case "S":
			saves[strings.Join(fields[1:], " ")] = len(r.Steps)
		case "D":
			r.Reloaded = true
		case "L":
			at := strings.Join(fields[1:], " ")
			saved, ok := saves[at]
			if !ok {
				return nil, fmt.Errorf("%w: line %d: a save was loaded (turn and time %s) that the replay did not see saved; the game cannot be played back past it",
					ErrReplay, n, at)
			}
			r.Steps = r.Steps[:saved]
			for k, i := range saves { // the saves of the actions dropped were never loaded: the store holds the one loaded
				if i > saved {
					delete(saves, k)
				}
			}
		default:
			if len(r.Steps) == MaxReplayActions {
				return nil, fmt.Errorf("%w: line %d: more than %d actions, the most a replay holds", ErrReplayTooLarge, n, MaxReplayActions)
			}
			st, err := parseStep(fields)
			if err != nil {
				return nil, fmt.Errorf("%w: line %d: %w", ErrReplay, n, err)
			}
			r.Steps = append(r.Steps, st)
		}
	}
	if err := sc.Err(); errors.Is(err, bufio.ErrTooLong) {
		return nil, fmt.Errorf("%w: a line is longer than %d bytes, the longest a replay writes", ErrReplayTooLarge, MaxReplayLine)
	} else if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrReplay, err)
	}
	return r, nil
}

// Mismatch says in l what differs between replay r and how it is about to be played: by this build (Build),
// with data d, where the player asked for rule set rules (nil: asked for none): "" when nothing. Another
// build or other data may not play back as it was played (one sentence says both); a replay is always fought
// under its own rule set (a name this build does not know is refused by ParseReplay), which it says when it
// is not the one asked for.
func (r *Replay) Mismatch(l *text.Lang, d *assets.Data, rules *string) string {
	return r.mismatch(l, d, rules, Build())
}

// mismatch is Mismatch played by build.
func (r *Replay) mismatch(l *text.Lang, d *assets.Data, rules *string, build string) string {
	var why []string
	other := ""
	if r.Header.Build != build {
		other = l.Say("save.replay.other_build", text.S("build", or(r.Header.Build, l.Say("save.replay.no_build"))),
			text.S("this", build))
	}
	if fp := DataFingerprint(d); r.Header.Data != fp {
		data := l.Say("save.replay.other_data", text.S("data", or(r.Header.Data, l.Say("save.replay.no_data"))), text.S("this", fp))
		if other == "" {
			other = data
		} else {
			other = l.Say("save.replay.both", text.S("one", other), text.S("other", data))
		}
	}
	if other != "" {
		why = append(why, l.Say("save.replay.recorded", text.S("how", other)))
	}
	if r.Reloaded {
		why = append(why, l.Say("save.replay.reloaded"))
	}
	if rules != nil && !strings.EqualFold(*rules, r.Header.Rules) {
		why = append(why, l.Say("save.replay.other_rules", text.S("rules", r.Header.Rules), text.S("asked", *rules)))
	}
	return strings.Join(why, " ")
}

// or is s, or alt when s is empty.
func or(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}

// NewGame starts the game of replay r, playing by data d.
func (r *Replay) NewGame(d *assets.Data) (*game.Game, error) {
	g, err := game.New(game.Config{Seed: r.Header.Seed, Data: d, Character: r.Header.Character, Rules: r.Header.Rules, Mode: r.Header.Mode})
	if err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	return g, nil
}

// Duration is how long the recorded game took, from its start to its last action.
func (r *Replay) Duration() time.Duration {
	var t time.Duration
	for _, s := range r.Steps {
		t += s.After
	}
	return t
}

// Recorder writes a game's replay to its keeper as the game goes: the header when the game begins, each
// action done (TakeActions) with the time since the last, a mark at each save and at a load.
type Recorder struct {
	keep  ReplayKeeper
	daily string
	g     *game.Game   // the game recorded
	data  *assets.Data // the data it plays by: another (a hot reload) is marked
	last  time.Time    // when the last action was recorded
	err   error        // the first write that failed: the recording stops
	bytes int          // written so far, for the numbers
}

// NewRecorder is a recorder that writes to keep; daily is the day of a daily game ("" for others).
func NewRecorder(keep ReplayKeeper, daily string) *Recorder {
	return &Recorder{keep: keep, daily: daily}
}

// ReplayKeeper keeps the replay of the game in play beside its save, append-only, and the replays of
// games that ended.
type ReplayKeeper interface {
	// AppendReplay adds data at the end of the replay of the game in play; fresh starts a new one (the
	// old is dropped).
	AppendReplay(data []byte, fresh bool) error
	// KeepReplay moves the replay of the game in play to a name of its own, made from tag, and returns
	// where it went (the browser keeps only the last one).
	KeepReplay(tag string) (string, error)
}

// Begin records game g from now on: a new game (loaded false) gets a new replay, a loaded game a load mark
// in the replay it has.
//
// A tutorial game is not recorded (issue 33): a replay's header holds no kind of run, so it would play back as
// a game of the dungeon; the tutorial is nothing to watch again. Nor is a sandbox game (issue 36): its
// console changes the game between actions, which a replay of the actions would not play back.
func (rc *Recorder) Begin(g *game.Game, loaded bool, now time.Time) {
	if rc == nil || rc.keep == nil {
		return
	}
	if g.Mode == game.ModeTutorial || g.Sandbox { // the sandbox's console edits the game outside its actions (issue 36)
		rc.g = nil
		return
	}
	rc.g, rc.last, rc.err, rc.data = g, now, nil, g.Data()
	g.Record()
	if !loaded {
		rc.write(HeaderOf(g, rc.daily, now).Line(), true)
		return
	}
	rc.write(markLine('L', g), false)
}

// Flush writes the actions g did since the last Flush, timed now.
func (rc *Recorder) Flush(now time.Time) {
	if rc == nil || rc.g == nil {
		return
	}
	var b []byte
	if d := rc.g.Data(); d != rc.data { // reloaded before these actions
		rc.data = d
		b = append(b, "D "+DataFingerprint(d)+"\n"...)
	}
	acts := rc.g.TakeActions()
	if len(acts) == 0 && b == nil {
		return
	}
	for i, a := range acts {
		ms := int64(0)
		if i == 0 {
			ms = max(0, now.Sub(rc.last).Milliseconds())
		}
		b = append(b, stepLine(ms, a)...)
	}
	rc.last = now
	rc.write(b, false)
}

// Saved marks that the game was saved here (after Flush).
func (rc *Recorder) Saved() {
	if rc == nil || rc.g == nil {
		return
	}
	rc.write(markLine('S', rc.g), false)
}

// Keep files the replay of an ended game under tag and returns where it went, or why it could not (in l).
func (rc *Recorder) Keep(l *text.Lang, tag string) (where, why string) {
	if rc == nil || rc.keep == nil || rc.g == nil {
		return "", ""
	}
	if rc.err != nil {
		return "", l.Say("save.replay.failed", text.S("error", rc.err.Error()))
	}
	where, err := rc.keep.KeepReplay(tag)
	rc.g = nil
	if err != nil {
		return "", l.Say("save.replay.not_kept", text.S("error", err.Error()))
	}
	return where, ""
}

// Bytes is how many bytes the recording has written.
func (rc *Recorder) Bytes() int { return rc.bytes }

func (rc *Recorder) write(b []byte, fresh bool) {
	if rc.err != nil {
		return
	}
	if err := rc.keep.AppendReplay(b, fresh); err != nil {
		rc.err = err
		if !errors.Is(err, ErrNoReplay) { // a game from before replays: nothing to tell while playing
			rc.g.Note(game.LangOf(rc.g).Say("save.replay.not_written", text.S("error", err.Error())))
		}
		return
	}
	rc.bytes += len(b)
}

// DailySeed is the seed of the daily game of day (its UTC date): the same for everyone. The formula:
// the date as the number YYYYMMDD, times 0x9E3779B97F4A7C15 (the golden ratio's 64-bit constant), wrapping,
// then xor-shifted right by 29 (so that days next to each other seed far apart); never 0.
func DailySeed(day time.Time) (seed uint64, date string) {
	d := day.UTC()
	n := uint64(d.Year()*10000 + int(d.Month())*100 + d.Day())
	s := n * 0x9E3779B97F4A7C15
	s ^= s >> 29
	return max(s, 1), d.Format("2006-01-02")
}

// DailyRules is the rule set of the daily game of seed (DailySeed) among the rule sets names (the registry's,
// in its order): the same for everyone on the day, each rule set in turn by the seed's bits above the 32nd
// (the seed's low bits already chose the dungeon). "" when there are none.
func DailyRules(seed uint64, names []string) string {
	if len(names) == 0 {
		return ""
	}
	return names[(seed>>32)%uint64(len(names))]
}

// DataFingerprint is a short fingerprint of data d (all of its values, not where they were read from): two
// games by the same fingerprint play alike.
func DataFingerprint(d *assets.Data) string {
	if d == nil {
		return ""
	}
	c := *d
	c.Overlaid = nil
	sum := digest(&c)
	return hex.EncodeToString(sum[:8])
}

// StateHash is a hash of everything game g is (its saved state and its random generator's) but its message
// log (which notes such things as a save restored): two games with the same hash will play on alike.
func StateHash(g *game.Game) string {
	rng, _ := g.RandomState()
	st := g.State
	st.Log = nil
	sum := digest(struct {
		S   game.State
		RNG []byte
	}{st, rng})
	return hex.EncodeToString(sum[:])
}

// digest hashes v's value, every exported field (what a save keeps; the rest is worked out from it) through pointers, maps in key order, by a fixed walk:
// nil and empty slices and maps alike, as a save's round trip makes one the other.
func digest(v any) [32]byte {
	h := newSHA256()
	w := &hashWalk{b: bufio.NewWriter(h)}
	w.walk(reflect.ValueOf(v))
	_ = w.b.Flush()
	return h.Sum()
}

type hashWalk struct {
	b   *bufio.Writer
	tmp [8]byte
}

func (w *hashWalk) u64(n uint64) {
	for i := range 8 {
		w.tmp[i] = byte(n >> (8 * i))
	}
	_, _ = w.b.Write(w.tmp[:])
}

func (w *hashWalk) walk(v reflect.Value) {
	switch v.Kind() {
	case reflect.Invalid:
		w.u64(0)
	case reflect.Bool:
		if v.Bool() {
			w.u64(1)
		} else {
			w.u64(0)
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		w.u64(uint64(v.Int()))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		w.u64(v.Uint())
	case reflect.Float32, reflect.Float64:
		w.u64(math.Float64bits(v.Float()))
	case reflect.Complex64, reflect.Complex128:
		w.u64(math.Float64bits(real(v.Complex())))
		w.u64(math.Float64bits(imag(v.Complex())))
	case reflect.String:
		w.u64(uint64(v.Len()))
		_, _ = w.b.WriteString(v.String())
	case reflect.Slice, reflect.Array:
		w.u64(uint64(v.Len()))
		for i := range v.Len() {
			w.walk(v.Index(i))
		}
	case reflect.Map:
		keys := v.MapKeys()
		type kv struct {
			k [32]byte
			v reflect.Value
		}
		s := make([]kv, len(keys))
		for i, k := range keys {
			sub := &hashWalk{}
			hh := newSHA256()
			sub.b = bufio.NewWriter(hh)
			sub.walk(k)
			_ = sub.b.Flush()
			s[i] = kv{hh.Sum(), v.MapIndex(k)}
		}
		slices.SortFunc(s, func(a, b kv) int { return bytes.Compare(a.k[:], b.k[:]) })
		w.u64(uint64(len(s)))
		for _, e := range s {
			_, _ = w.b.Write(e.k[:])
			w.walk(e.v)
		}
	case reflect.Pointer:
		if v.IsNil() {
			w.u64(0)
			return
		}
		w.u64(1) // a value shared by two pointers counts twice, as a save keeps it (there are no cycles: gob could not save them)
		w.walk(v.Elem())
	case reflect.Interface:
		if v.IsNil() {
			w.u64(0)
			return
		}
		_, _ = w.b.WriteString(v.Elem().Type().String())
		w.walk(v.Elem())
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				w.walk(v.Field(i))
			}
		}
	default: // funcs, channels: no value to compare
		w.u64(uint64(v.Kind()))
	}
}

// ReplayName is what the death and victory screens and the morgue call the replay filed at where, in l:
// the command that plays it on the desktop, the page that does in the browser.
func ReplayName(l *text.Lang, where string) string {
	switch {
	case where == "":
		return ""
	case strings.HasPrefix(where, "cleave."): // a key of the browser's storage
		return l.Say("save.replay.browser")
	}
	return "cleave --replay " + quoteArg(where)
}

// quoteArg quotes a path for a shell when it needs it.
func quoteArg(s string) string {
	if strings.ContainsAny(s, " '\"\\$`") {
		return strconv.Quote(s)
	}
	return s
}
