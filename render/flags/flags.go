// Package flags reads the game binary's flags, each within its range, and refuses a bad request in one line
// that names the flag and its range (exit status 2): a number out of its range, a name the data does not
// hold, a file that cannot be, a stray argument, flags that do not go together. It needs no display (it
// imports no Ebitengine), so the flags are tested without one.
package flags

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat/ruleset/registry"
	"github.com/cleave-game/cleave/render/prefs"
)

// MaxTicks bounds --frames and --bot: a day of ticks at 60 a second (the bot takes a turn a tick). A
// scripted run longer than a day is a mistake (a typed zero too many), not a run.
const MaxTicks = 24 * 60 * 60 * 60

// MinReplaySpeed and MaxReplaySpeed bound --replay-speed (0 aside: as fast as it goes), the slowest and the
// fastest of the playback's speeds; it takes the nearest of them (ui.NewReplaying).
const (
	MinReplaySpeed = 0.25
	MaxReplaySpeed = 64.0
)

// Options are the game's flags, read and checked.
type Options struct {
	Seed        uint64 // 0: from the clock
	Frames      int    // quit after this many ticks (0: no limit)
	Bot         int    // the bot's turns (0: the player plays)
	Screenshot  string // "" none
	Log         string // "" none
	Race        string
	Background  string
	Assets      string
	Numbers     bool
	Scale       int // -1: not given
	Rules       string
	LogLines    int // 0: not given
	Replay      string
	ReplaySpeed float64
	Daily       bool
}

// BadRequest is a request the game refuses: Msg says, in one line, which flag and what it takes.
type BadRequest struct{ Msg string }

func (e *BadRequest) Error() string { return e.Msg }

// ErrHelp: -h or --help was asked for (Usage says the flags).
var ErrHelp = flag.ErrHelp

// bounded is a flag's value that knows its range (every flag of the set is one: a test holds it).
type bounded interface {
	flag.Value
	// Range says what the flag takes, for the usage and the message that refuses a value.
	Range() string
}

// reader is the state of one reading of the flags: the flag set, the first value refused (the flag package
// says it in words of its own) and the flags given.
type reader struct {
	fs    *flag.FlagSet
	bad   *BadRequest
	given map[string]bool
}

// NewFlagSet is the game's flag set, reading into o (filled with the defaults), and the names of the flags
// given once it has parsed. Parse uses it; a test walks it (flag.VisitAll).
func NewFlagSet(o *Options) (*flag.FlagSet, map[string]bool) {
	r := newReader(o)
	return r.fs, r.given
}

func newReader(o *Options) *reader {
	*o = Options{Scale: -1, ReplaySpeed: 1}
	r := &reader{fs: flag.NewFlagSet("cleave", flag.ContinueOnError), given: map[string]bool{}}
	r.fs.SetOutput(io.Discard)
	r.fs.Usage = func() {}
	desktop := runtime.GOOS != "js" // the browser names what is in its storage, no files
	rules := registry.List().Names()
	r.add("seed", "seed of the game: the same seed gives the same game", &uint64Value{p: &o.Seed})
	r.add("frames", "quit after this many ticks of the game loop", &intValue{p: &o.Frames, min: 0, max: MaxTicks,
		rng: fmt.Sprintf("a whole number of ticks from 0 to %d, a day at 60 a second (0: no limit)", MaxTicks)})
	r.add("screenshot", "write the last frame as a PNG to this file before quitting", &pathValue{p: &o.Screenshot, check: desktop, what: "a PNG file to write"})
	r.add("bot", "let the built-in player take this many turns, then quit", &intValue{p: &o.Bot, min: 0, max: MaxTicks,
		rng: fmt.Sprintf("a whole number of turns from 0 to %d, a day at a turn a tick (0: you play)", MaxTicks)})
	r.add("log", "write the message log to this file, one message a line", &pathValue{p: &o.Log, check: desktop, what: "a text file to write"})
	r.add("race", "play a race of races.toml without the creation screen (no --background: the default character's)",
		&nameValue{p: &o.Race, rng: "a race of races.toml (of --assets, when given)"})
	r.add("background", "play a background of backgrounds.toml without the creation screen (no --race: the default character's)",
		&nameValue{p: &o.Background, rng: "a background of backgrounds.toml (of --assets, when given)"})
	r.add("assets", "a directory of data files that replace the embedded ones, watched for edits", &pathValue{p: &o.Assets, check: desktop, dir: true, what: "a directory"})
	r.add("numbers", "the look screen shows the exact odds beside the words (also: numbers = true in settings.toml beside the save)", &boolValue{p: &o.Numbers})
	r.add("scale", "pixels of the window to one of the game's (also: scale in settings.toml; + and - change it in play)", &intValue{p: &o.Scale, min: 0, max: prefs.MaxScale,
		rng: fmt.Sprintf("a whole number from 0 to %d (0: the largest that fits)", prefs.MaxScale)})
	r.add("rules", "the rule set a new game is fought under (a resumed game keeps its own)", &nameValue{p: &o.Rules, names: rules,
		rng: "one of " + strings.Join(rules, ", ") + " (default " + rules[0] + ")"})
	r.add("log-lines", "the message log's height in lines (also: log_lines in settings.toml; default 5)", &intValue{p: &o.LogLines, min: prefs.MinLogLines, max: prefs.MaxLogLines,
		rng: fmt.Sprintf("a whole number from %d to %d", prefs.MinLogLines, prefs.MaxLogLines)})
	r.add("replay", "play back the replay in this file (the browser: last, the last game that ended; file, one given to the page)", &pathValue{p: &o.Replay, check: desktop, in: true, what: "a replay file"})
	r.add("replay-speed", "the replay's speed, a multiple of the time it was played in ([ and ] change it)", &floatValue{p: &o.ReplaySpeed})
	r.add("daily", "play the daily game: the day's seed (UTC date), the same for everyone; not saved, its replay kept", &boolValue{p: &o.Daily})
	return r
}

// add defines flag name on v, noting when it is given and the first value it refuses.
func (r *reader) add(name, usage string, v bounded) {
	r.fs.Var(&noted{bounded: v, name: name, r: r}, name, usage+": "+v.Range())
}

// noted is a flag's value that tells its reader it was given, and what it refused.
type noted struct {
	bounded
	name string
	r    *reader
}

func (n *noted) Set(s string) error {
	n.r.given[n.name] = true
	err := errors.New("empty") // no flag takes an empty value
	if s != "" {
		err = n.bounded.Set(s)
	}
	if err != nil {
		if n.r.bad == nil {
			n.r.bad = &BadRequest{fmt.Sprintf("--%s %s: %v: want %s", n.name, quote(s), err, n.Range())}
		}
		return err
	}
	return nil
}

// IsBoolFlag tells the flag package that a bool flag may stand alone.
func (n *noted) IsBoolFlag() bool {
	b, ok := n.bounded.(*boolValue)
	return ok && b.IsBoolFlag()
}

// quote quotes a value when it needs it to be seen (empty, spaces).
func quote(s string) string {
	if s == "" || strings.ContainsAny(s, " \t\n\"'") {
		return strconv.Quote(s)
	}
	return s
}

// Parse reads the game's flags from args (without the program's name). A bad request is a *BadRequest, -h
// ErrHelp.
func Parse(args []string) (Options, error) {
	var o Options
	r := newReader(&o)
	if err := r.fs.Parse(args); err != nil {
		switch {
		case errors.Is(err, flag.ErrHelp):
			return o, ErrHelp
		case r.bad != nil:
			return o, r.bad
		}
		return o, r.flagError(err)
	}
	if r.fs.NArg() > 0 {
		return o, &BadRequest{fmt.Sprintf("unexpected argument %s: the game takes flags only (cleave -h lists them, and the designer commands)", strconv.Quote(r.fs.Arg(0)))}
	}
	return o, r.together()
}

// flagError is the flag package's own refusal (a flag it does not know, one with no value), with the flag's
// range when it names one.
func (r *reader) flagError(err error) error {
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: -"); ok {
		if f := r.fs.Lookup(name); f != nil {
			return &BadRequest{fmt.Sprintf("--%s needs a value: %s", name, f.Value.(bounded).Range())}
		}
	}
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
		return &BadRequest{fmt.Sprintf("--%s: no such flag (cleave -h lists the flags)", name)}
	}
	return &BadRequest{msg + " (cleave -h lists the flags)"}
}

// together refuses flags given with others they do not go with.
func (r *reader) together() error {
	g := r.given
	if g["replay-speed"] && !g["replay"] {
		return &BadRequest{"--replay-speed is the speed of a --replay: give --replay FILE too"}
	}
	if g["replay"] {
		for _, f := range []string{"seed", "daily", "race", "background", "bot"} {
			if g[f] {
				return &BadRequest{fmt.Sprintf("--%s does not go with --replay: a replay plays its own game (its seed, character and actions)", f)}
			}
		}
	}
	if g["daily"] && g["seed"] {
		return &BadRequest{"--seed does not go with --daily: the daily game is played on the day's seed"}
	}
	return nil
}

// Check refuses what the data d do not hold: a race or a background they do not know.
func (o Options) Check(d *assets.Data) error {
	if _, ok := d.Race(o.Race); o.Race != "" && !ok {
		return &BadRequest{fmt.Sprintf("--race %s: want a race of races.toml: %s", quote(o.Race), strings.Join(d.RaceNames(), ", "))}
	}
	if _, ok := d.Background(o.Background); o.Background != "" && !ok {
		return &BadRequest{fmt.Sprintf("--background %s: want a background of backgrounds.toml: %s", quote(o.Background), strings.Join(d.BackgroundNames(), ", "))}
	}
	return nil
}

// Usage writes the flags, each with what it does and its range.
func Usage(w io.Writer) {
	var o Options
	r := newReader(&o)
	fmt.Fprintln(w, "usage: cleave [flags]   (or: cleave COMMAND [flags], a designer command)")
	r.fs.VisitAll(func(f *flag.Flag) {
		arg := " VALUE"
		if n, ok := f.Value.(*noted); ok && n.IsBoolFlag() {
			arg = ""
		}
		fmt.Fprintf(w, "  --%s%s\n      %s\n", f.Name, arg, f.Usage)
	})
}

// uint64Value is a whole number from 0 to the largest of 64 bits (in decimal, or 0x hexadecimal).
type uint64Value struct{ p *uint64 }

func (v *uint64Value) Set(s string) error {
	n, err := strconv.ParseUint(s, 0, 64)
	if err != nil {
		return numError(err)
	}
	*v.p = n
	return nil
}
func (v *uint64Value) String() string { return strconv.FormatUint(*v.p, 10) }
func (v *uint64Value) Range() string {
	return fmt.Sprintf("a whole number from 0 to %d (0: a seed from the clock)", uint64(math.MaxUint64))
}

// intValue is a whole number from min to max.
type intValue struct {
	p        *int
	min, max int
	rng      string
}

func (v *intValue) Set(s string) error {
	n, err := strconv.ParseInt(s, 0, 64)
	if err != nil {
		return numError(err)
	}
	if n < int64(v.min) || n > int64(v.max) {
		return errors.New("out of range")
	}
	*v.p = int(n)
	return nil
}
func (v *intValue) String() string { return strconv.Itoa(*v.p) }
func (v *intValue) Range() string  { return v.rng }

// numError says why a number could not be read, without strconv's words for the function.
func numError(err error) error {
	var ne *strconv.NumError
	if errors.As(err, &ne) && errors.Is(ne.Err, strconv.ErrRange) {
		return errors.New("out of range")
	}
	return errors.New("not a whole number")
}

// floatValue is the replay's speed: 0 (as fast as it goes), or from MinReplaySpeed to MaxReplaySpeed.
type floatValue struct{ p *float64 }

func (v *floatValue) Set(s string) error {
	f, err := strconv.ParseFloat(s, 64)
	switch {
	case err != nil && !errors.Is(err, strconv.ErrRange) || math.IsNaN(f):
		return errors.New("not a number")
	case f != 0 && (f < MinReplaySpeed || f > MaxReplaySpeed) || err != nil:
		return errors.New("out of range")
	}
	*v.p = f
	return nil
}
func (v *floatValue) String() string { return strconv.FormatFloat(*v.p, 'g', -1, 64) }
func (v *floatValue) Range() string {
	return fmt.Sprintf("0 (as fast as it goes), or from %g to %g (the nearest of 0.25, 0.5, 1, 2, 4, 8, 16, 64 is taken)", MinReplaySpeed, MaxReplaySpeed)
}

// boolValue is true or false.
type boolValue struct{ p *bool }

func (v *boolValue) Set(s string) error {
	b, err := strconv.ParseBool(s)
	if err != nil {
		return errors.New("not true or false")
	}
	*v.p = b
	return nil
}
func (v *boolValue) String() string   { return strconv.FormatBool(*v.p) }
func (v *boolValue) Range() string    { return "true or false (the flag alone: true)" }
func (v *boolValue) IsBoolFlag() bool { return true }

// nameValue is a name: one of names (any case) when they are known now, else one the data check
// (Options.Check); never empty.
type nameValue struct {
	p     *string
	names []string
	rng   string
}

func (v *nameValue) Set(s string) error {
	if strings.TrimSpace(s) == "" {
		return errors.New("empty")
	}
	if v.names != nil {
		found := false
		for _, n := range v.names {
			found = found || strings.EqualFold(n, s)
		}
		if !found {
			return errors.New("unknown")
		}
	}
	*v.p = s
	return nil
}
func (v *nameValue) String() string { return *v.p }
func (v *nameValue) Range() string  { return v.rng }

// pathValue is a file or directory (never empty: noted); on the desktop (check) a file to read (in) or a
// directory (dir) that is there, or a file to write in a directory that is there, not a directory itself.
type pathValue struct {
	p       *string
	check   bool
	in, dir bool
	what    string
}

func (v *pathValue) Set(s string) error {
	if v.check {
		if err := v.usable(s); err != nil {
			return err
		}
	}
	*v.p = s
	return nil
}

// usable says why path s cannot be used, or nil.
func (v *pathValue) usable(s string) error {
	fi, err := os.Stat(s)
	switch {
	case v.dir && err != nil, v.in && err != nil:
		return pathError(err)
	case v.dir && !fi.IsDir():
		return errors.New("not a directory")
	case v.dir:
		return nil
	case err == nil && fi.IsDir():
		return errors.New("a directory")
	case v.in:
		return nil
	case err != nil && !errors.Is(err, os.ErrNotExist):
		return pathError(err)
	}
	parent := filepath.Dir(s)
	if fi, err := os.Stat(parent); err != nil || !fi.IsDir() {
		return fmt.Errorf("no directory %s to write it in", parent)
	}
	return nil
}

// pathError is why a path cannot be used, in the system's words without the path (the message has it).
func pathError(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

func (v *pathValue) String() string { return *v.p }
func (v *pathValue) Range() string {
	if v.dir || v.in {
		return v.what + " that is there"
	}
	return v.what + ", in a directory that is there"
}
