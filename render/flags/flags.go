// Package flags reads the game binary's flags, each within its range (a flagrange.Value, as the designer
// commands' are), and refuses a bad request in one line that names the flag and its range (exit status 2):
// a number out of its range, a name the data does not hold, a file that cannot be, a stray argument, flags
// that do not go together. It needs no display (it imports no Ebitengine), so the flags are tested without
// one.
package flags

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/combat/ruleset/registry"
	"github.com/cleave-game/cleave/game/flagrange"
	"github.com/cleave-game/cleave/game/sandbox"
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
	Lang        string // the language of the game's words (issue 38; "": the settings', the browser's, English)
	Background  string
	Assets      string
	Numbers     bool
	Scale       int // -1: not given
	Rules       string
	LogLines    int // 0: not given
	Replay      string
	ReplaySpeed float64
	Daily       bool
	Tutorial    bool
	// Mode is the kind of run of a new game (modes.toml: "dungeon", "short", "explore"; "" none asked).
	Mode string
	// Sandbox: play the sandbox (issue 36): a game with the console (&), never scored, saved apart;
	// SandboxRun are console commands to run at the start (separated by ';'), which imply Sandbox.
	Sandbox    bool
	SandboxRun string
	// Leaderboard is the server a daily run may be submitted to at its end (issue 37; "": settings.toml's
	// leaderboard, else none).
	Leaderboard string
}

// BadRequest is a request the game refuses: Msg says, in one line, which flag and what it takes.
type BadRequest struct{ Msg string }

func (e *BadRequest) Error() string { return e.Msg }

// ErrHelp: -h or --help was asked for (Usage says the flags).
var ErrHelp = flag.ErrHelp

// NewFlagSet is the game's flag set, reading into o (filled with the defaults). Parse uses it; a test walks
// it (flag.VisitAll): every flag's value is a flagrange.Value.
func NewFlagSet(o *Options) *flag.FlagSet {
	*o = Options{Scale: -1, ReplaySpeed: 1}
	fs := flag.NewFlagSet("cleave", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	add := func(name, usage string, v flagrange.Value) { fs.Var(v, name, usage+": "+v.Range()) }
	desktop := runtime.GOOS != "js" // the browser names what is in its storage, no files
	rules := registry.List().Names()
	add("seed", "seed of the game: the same seed gives the same game", &flagrange.Uint64{P: &o.Seed, Note: "(0: a seed from the clock)"})
	add("frames", "quit after this many ticks of the game loop", &flagrange.Int{P: &o.Frames, Max: MaxTicks, Note: "ticks, a day at 60 a second (0: no limit)"})
	add("screenshot", "write the last frame as a PNG to this file before quitting", &pathValue{p: &o.Screenshot, check: desktop, what: "a PNG file to write"})
	add("bot", "let the built-in player take this many turns, then quit", &flagrange.Int{P: &o.Bot, Max: MaxTicks, Note: "turns, a day at a turn a tick (0: you play)"})
	add("log", "write the message log to this file, one message a line", &pathValue{p: &o.Log, check: desktop, what: "a text file to write"})
	add("race", "play a race of races.toml without the creation screen (no --background: the default character's)",
		&nameValue{p: &o.Race, rng: "a race of races.toml (of --assets, when given)"})
	add("background", "play a background of backgrounds.toml without the creation screen (no --race: the default character's)",
		&nameValue{p: &o.Background, rng: "a background of backgrounds.toml (of --assets, when given)"})
	add("assets", "a directory of data files that replace the embedded ones, watched for edits", &pathValue{p: &o.Assets, check: desktop, dir: true, what: "a directory"})
	add("numbers", "the look screen shows the exact odds beside the words (also: numbers = true in settings.toml beside the save)", &flagrange.Bool{P: &o.Numbers})
	add("scale", "pixels of the window to one of the game's (also: scale in settings.toml; + and - change it in play)",
		&flagrange.Int{P: &o.Scale, Max: prefs.MaxScale, Note: "(0: the largest that fits)"})
	add("rules", "the rule set a new game is fought under (a resumed game keeps its own)", &flagrange.OneOf{P: &o.Rules, Names: rules, Note: "(default " + rules[0] + ")"})
	add("lang", "the language of the game's words (also: language in settings.toml, the settings screen; the browser: ?lang=, else the browser's language)",
		&flagrange.OneOf{P: &o.Lang, Names: lang.Tags(), Note: "(default " + lang.Default + ")"})
	add("log-lines", "the message log's height in lines (also: log_lines in settings.toml; default 5)",
		&flagrange.Int{P: &o.LogLines, Min: prefs.MinLogLines, Max: prefs.MaxLogLines, Note: "lines"})
	add("replay", "play back the replay in this file (the browser: last, the last game that ended; file, one given to the page)", &pathValue{p: &o.Replay, check: desktop, in: true, what: "a replay file"})
	add("replay-speed", "the replay's speed, a multiple of the time it was played in ([ and ] change it)", &flagrange.Float{P: &o.ReplaySpeed,
		Min: MinReplaySpeed, Max: MaxReplaySpeed, Zero: true, Note: "(0: as fast as it goes; else the nearest of 0.25, 0.5, 1, 2, 4, 8, 16, 64 is taken)"})
	add("tutorial", "play the tutorial at once: its lessons, with its own character; not saved, never scored", &flagrange.Bool{P: &o.Tutorial})
	add("mode", "the kind of run of a new game: the whole dungeon, a short run, explore (README: Kinds of run; a resumed game keeps its own, the daily game is a whole dungeon's)",
		&nameValue{p: &o.Mode, rng: "a mode of modes.toml (of --assets, when given)"})
	add("daily", "play the daily game: the day's seed (UTC date), the same for everyone; not saved, its replay kept", &flagrange.Bool{P: &o.Daily})
	add("sandbox", "play the sandbox: & opens a console that places creatures and items, sets hit points and stats, reveals, runs the arena (README: Sandbox); never scored, saved apart from your game",
		&flagrange.Bool{P: &o.Sandbox})
	add("sandbox-run", "run these sandbox console commands at the start, separated by ; (implies --sandbox): \"place troll; hp it 30; arena 100\"",
		&scriptValue{p: &o.SandboxRun, most: sandbox.MaxTyped})
	add("leaderboard", "the leaderboard server a daily run may be submitted to at its end, if you say yes (README: Submitting a daily run; also: leaderboard in settings.toml)",
		&baseValue{p: &o.Leaderboard})
	return fs
}

// Parse reads the game's flags from args (without the program's name). A bad request is a *BadRequest, -h
// ErrHelp.
func Parse(args []string) (Options, error) {
	var o Options
	fs := NewFlagSet(&o)
	if err := fs.Parse(args); errors.Is(err, flag.ErrHelp) {
		return o, ErrHelp
	} else if err != nil {
		return o, &BadRequest{flagrange.ParseError(fs, err).Error()}
	}
	if fs.NArg() > 0 {
		return o, &BadRequest{fmt.Sprintf("unexpected argument %s: the game takes flags only (cleave -h lists them, and the designer commands)", strconv.Quote(fs.Arg(0)))}
	}
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	if given["sandbox-run"] {
		o.Sandbox, given["sandbox"] = true, true
	}
	return o, together(given)
}

// together refuses flags given (g) with others they do not go with.
func together(g map[string]bool) error {
	if g["replay-speed"] && !g["replay"] {
		return &BadRequest{"--replay-speed is the speed of a --replay: give --replay FILE too"}
	}
	if g["replay"] {
		for _, f := range []string{"seed", "daily", "race", "background", "bot", "tutorial"} {
			if g[f] {
				return &BadRequest{fmt.Sprintf("--%s does not go with --replay: a replay plays its own game (its seed, character and actions)", f)}
			}
		}
	}
	if g["tutorial"] {
		for _, f := range []string{"daily", "race", "background", "rules"} {
			if g[f] {
				return &BadRequest{fmt.Sprintf("--%s does not go with --tutorial: the tutorial plays its own character under its own rules", f)}
			}
		}
	}
	if g["sandbox"] {
		for _, f := range []string{"daily", "replay", "tutorial"} {
			if g[f] {
				return &BadRequest{fmt.Sprintf("--%s does not go with --sandbox: the sandbox is never a scored game, a replay or a lesson", f)}
			}
		}
	}
	if g["daily"] && g["seed"] {
		return &BadRequest{"--seed does not go with --daily: the daily game is played on the day's seed"}
	}
	return nil
}

// Check refuses what the data d do not hold: a race, a background or a mode they do not know.
func (o Options) Check(d *assets.Data) error {
	if _, ok := d.Race(o.Race); o.Race != "" && !ok {
		return &BadRequest{flagrange.Invalid("race", o.Race, fmt.Errorf("want a race of races.toml: %s", strings.Join(d.RaceNames(), ", "))).Error()}
	}
	if _, ok := d.Mode(o.Mode); o.Mode != "" && !ok {
		return &BadRequest{flagrange.Invalid("mode", o.Mode, fmt.Errorf("want a mode of modes.toml: %s", strings.Join(d.ModeNames(), ", "))).Error()}
	}
	if _, ok := d.Background(o.Background); o.Background != "" && !ok {
		return &BadRequest{flagrange.Invalid("background", o.Background, fmt.Errorf("want a background of backgrounds.toml: %s", strings.Join(d.BackgroundNames(), ", "))).Error()}
	}
	return nil
}

// Usage writes the flags, each with what it does and its range.
func Usage(w io.Writer) {
	var o Options
	fmt.Fprintln(w, "usage: cleave [flags]   (or: cleave COMMAND [flags], a designer command)")
	NewFlagSet(&o).VisitAll(func(f *flag.Flag) {
		arg := " VALUE"
		if _, ok := f.Value.(*flagrange.Bool); ok {
			arg = ""
		}
		fmt.Fprintf(w, "  --%s%s\n      %s\n", f.Name, arg, f.Usage)
	})
}

// nameValue is a name the data check (Options.Check), never empty.
type nameValue struct {
	p   *string
	rng string
}

func (v *nameValue) Set(s string) error {
	if strings.TrimSpace(s) == "" {
		return flagrange.Want(v, "")
	}
	*v.p = s
	return nil
}
func (v *nameValue) String() string    { return *v.p }
func (v *nameValue) Range() string     { return v.rng }
func (v *nameValue) Outside() []string { return []string{"", " "} }

// scriptValue is a line of the sandbox's console commands, never empty, at most most bytes.
type scriptValue struct {
	p    *string
	most int
}

func (v *scriptValue) Set(s string) error {
	switch {
	case strings.TrimSpace(s) == "":
		return flagrange.Want(v, "")
	case len(s) > v.most:
		return flagrange.Want(v, fmt.Sprintf("%d bytes", len(s)))
	}
	*v.p = s
	return nil
}
func (v *scriptValue) String() string { return *v.p }
func (v *scriptValue) Range() string {
	return fmt.Sprintf("sandbox console commands separated by ;, at most %d bytes", v.most)
}
func (v *scriptValue) Outside() []string { return []string{"", " ", strings.Repeat("x", v.most+1)} }

// pathValue is a file or directory, never empty; on the desktop (check) a file to read (in) or a directory
// (dir) that is there, or a file to write in a directory that is there, not a directory itself.
type pathValue struct {
	p       *string
	check   bool
	in, dir bool
	what    string
}

func (v *pathValue) Set(s string) error {
	if s == "" {
		return flagrange.Want(v, "")
	}
	if v.check {
		if err := v.usable(s); err != nil {
			return flagrange.Want(v, err.Error())
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

// Outside are an empty path, and on the desktop one in a directory that is not there.
func (v *pathValue) Outside() []string {
	if !v.check {
		return []string{""}
	}
	return []string{"", filepath.Join(os.TempDir(), "cleave-no-such-directory", "x")}
}
