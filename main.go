// Command cleave is Cleave, a graphical tile roguelike whose every blow is rolled on two twelve-sided
// dice: it plays the game in a window (flags: --seed, --assets, --bot, --screenshot, ...), and runs the
// designer commands `cleave odds` and `cleave balance` (game/cli; game/cli/designer runs them without
// linking Ebitengine, for machines with no display).
package main

import (
	"errors"
	"flag"
	"fmt"
	"image/png"
	"os"
	"os/signal"
	"runtime"
	"strings"
	"syscall"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat/ruleset/registry"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/cli"
	"github.com/cleave-game/cleave/game/save"
	"github.com/cleave-game/cleave/render"
	_ "github.com/cleave-game/cleave/render/display/check" // no display: one line, before Ebitengine's init panics
	"github.com/cleave-game/cleave/render/prefs"
	"github.com/cleave-game/cleave/render/ui"
)

func main() {
	args := os.Args[1:]
	if status, ok := cli.Run("cleave", args, os.Stdout, os.Stderr); ok {
		os.Exit(status)
	}
	os.Exit(run(args))
}

// run plays the game with the given flags and returns the exit status.
func run(args []string) int {
	fs := flag.NewFlagSet("cleave", flag.ContinueOnError)
	seed := fs.Uint64("seed", 0, "seed of the game: the same seed gives the same game (0: from the clock)")
	frames := fs.Int("frames", 0, "quit after this many frames")
	shot := fs.String("screenshot", "", "write the last frame as a PNG to this file before quitting")
	bot := fs.Int("bot", 0, "let the built-in player take this many turns, then quit")
	logPath := fs.String("log", "", "write the message log to this file, one message a line")
	race := fs.String("race", "", "play a race of races.toml without the creation screen (no --background: the default character's)")
	background := fs.String("background", "", "play a background of backgrounds.toml without the creation screen (no --race: the default character's)")
	dir := fs.String("assets", "", "a directory of data files that replace the embedded ones, watched for edits")
	numbers := fs.Bool("numbers", false, "the look screen shows the exact odds beside the words (also: numbers = true in settings.toml beside the save)")
	scale := fs.Int("scale", -1, "pixels of the window to one of the game's, 1 to 8 (0: the largest that fits; also: scale in settings.toml; + and - change it in play)")
	rules := fs.String("rules", "", "the rule set a new game is fought under: "+strings.Join(registry.List().Names(), ", ")+" (default "+registry.List()[0].Name()+"; a resumed game keeps its own)")
	logLines := fs.Int("log-lines", 0, "the message log's height in lines, 2 to 20 (also: log_lines in settings.toml; default 5)")
	replayPath := fs.String("replay", "", "play back the replay in this file (the browser: last, the last game that ended; file, one given to the page)")
	replaySpeed := fs.Float64("replay-speed", 1, "the replay's speed, a multiple of the time it was played in: 0.25, 0.5, 1, 2, 4, 8, 16, 64, the nearest of them is taken; 0 for as fast as it goes ([ and ] change it)")
	daily := fs.Bool("daily", false, "play the daily game: the day's seed (UTC date), the same for everyone; not saved, its replay kept")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *scale > prefs.MaxScale || *scale < -1 || (*logLines != 0 && (*logLines < prefs.MinLogLines || *logLines > prefs.MaxLogLines)) {
		fmt.Fprintf(os.Stderr, "cleave: --scale goes from 0 to %d, --log-lines from %d to %d\n", prefs.MaxScale, prefs.MinLogLines, prefs.MaxLogLines)
		return 2
	}
	data, err := assets.LoadDir(*dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	rs, err := data.RuleSet(*rules)
	if err != nil {
		fmt.Fprintln(os.Stderr, "cleave:", err)
		return 2
	}
	ruleSet := rs.Name()
	if *replayPath != "" {
		var asked *string // the rule set the player asked for, if any: a replay plays under its own
		if *rules != "" {
			asked = &ruleSet
		}
		return replay(*replayPath, *replaySpeed, data, asked, *frames, *shot)
	}
	settings, err := prefs.LoadSettings()
	saveSettings := prefs.SaveSettings // the settings screen's changes
	if err != nil {
		fmt.Fprintln(os.Stderr, "cleave:", err) // the defaults, then, and the broken file is not written over
		saveSettings = nil
	}
	var reload render.Reloader
	if *dir != "" {
		w, err := assets.NewWatcher(*dir, data)
		if err != nil {
			fmt.Fprintln(os.Stderr, "cleave:", err)
			return 2
		}
		defer w.Close()
		reload = w
	}
	// Asked for nothing in particular: the player creates a character. A seed, a bot or a
	// character given on the command line starts at once (the default: backgrounds.toml's default_character).
	create := *seed == 0 && *bot == 0 && *race == "" && *background == ""
	var day string
	if *daily {
		*seed, day = save.DailySeed(time.Now())
	}
	if *seed == 0 {
		*seed = clockSeed()
	}
	ch := character(data, *race, *background)
	// A game of the player's own is saved: on quit, at every level change, every few turns; it is loaded
	// at the next start. Scripted runs (a seed, a bot, a character on the command line) never touch it.
	var sv *save.AutoSaver
	var resumed *game.Game
	var warning string
	switch {
	case *daily:
		// the daily game: the day's dungeon for everyone, the character of the player's choosing (or the
		// command line's); not saved (one sitting, as everyone plays it), its replay and morgue kept
		sv = save.StartDaily(day)
		warning = fmt.Sprintf("The daily game of %s (seed %d): the same dungeon for everyone today. It is not saved; its replay is kept.", day, *seed)
		create = *race == "" && *background == ""
	case create:
		var note string
		sv, resumed, note, err = save.StartAutoSave(data)
		if note != "" {
			fmt.Fprintln(os.Stderr, "cleave:", note)
			warning = tellResume(note, resumed)
		}
		if err != nil {
			// The save is left as it is and this run saves nothing over it (the autosave is off):
			// the player is told why, here and on the creation screen, and can fix it and come back.
			warning = unsavedWarning(err)
			fmt.Fprintln(os.Stderr, "cleave:", warning)
		}
	}
	if !create && !*daily && runtime.GOOS == "js" { // the page's ?seed=N
		warning = "A game with a seed is not saved: open the page without ?seed for one that is."
	}
	onFrame := func(g *game.Game) {
		render.PublishState(g)
		sv.Frame(g)
	}
	var save func(*game.Game) error // none for a game that is not saved: Q then says so
	if sv != nil && !*daily {
		save = sv.Quit
	}
	r, err := render.New(render.Options{Game: resumed, Seed: *seed, Frames: *frames, BotTurns: *bot, Screenshot: *shot != "", OnFrame: onFrame, Data: data, Reload: reload,
		Create: create, Character: ch, Rules: ruleSet, Save: save, Warning: warning, Numbers: *numbers || settings.Numbers, Morgue: sv.Morgue, Scores: sv.Scores,
		Layout: layoutOptions(settings, *scale, *logLines), Guard: settings.Guard, Settings: settings, SaveSettings: saveSettings,
		Volume: settings.SoundVolume(), Muted: settings.Mute,
		Record: sv != nil, ReplayOf: sv.Replay, Daily: day, WaitWhenIdle: true})
	if err != nil {
		fmt.Fprintln(os.Stderr, "cleave:", err)
		return 1
	}
	ebiten.SetWindowTitle("Cleave")
	ebiten.SetWindowSize(ui.WindowSize(ebiten.Monitor().Size()))
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetTPS(60)
	// The close button asks the game to quit, as Q does: it saves first, and asks when that fails.
	ebiten.SetWindowClosingHandled(true)
	// A terminal's Ctrl-C or a TERM signal quits as the Q key does: the game is saved on the way out, but
	// a failed save does not ask (nobody may be there to answer); it is told on stderr.
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-stop
		r.RequestQuit()
	}()
	if err := ebiten.RunGame(r); err != nil && !errors.Is(err, ebiten.Termination) {
		fmt.Fprintln(os.Stderr, "cleave:", err)
		return 1
	}
	status := 0
	tried, serr := r.Saved()
	if !tried { // the loop ended without its save
		serr = sv.Quit(r.Game())
	}
	if serr != nil {
		fmt.Fprintln(os.Stderr, "cleave: your game was not saved:", serr)
		status = 1
	}
	render.PageEnded(r.Game(), sv != nil, serr) // in the browser: the page's end screen; never returns
	if *shot != "" {
		if err := writePNG(*shot, r); err != nil {
			fmt.Fprintln(os.Stderr, "cleave:", err)
			status = 1
		}
	}
	if *logPath != "" && r.Game() != nil { // nil: quit on the creation screen, before any game
		var b strings.Builder
		for _, m := range r.Game().Log {
			b.WriteString(m.Text)
			b.WriteByte('\n')
		}
		if err := os.WriteFile(*logPath, []byte(b.String()), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "cleave: writing the log:", err)
			status = 1
		}
	}
	return status
}

// replay plays back the replay at path (a file; in the browser a name of its storage, save.ReadReplay) at
// speed, in a window, and returns the exit status. A replay recorded with other data, or under another rule
// set than rules (the one asked for; nil: none), says so first, on stderr and on the screen, and waits for a key.
func replay(path string, speed float64, data *assets.Data, rules *string, frames int, shot string) int {
	b, err := save.ReadReplay(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "cleave:", err)
		return 1
	}
	rp, err := save.ParseReplay(b)
	if err != nil {
		fmt.Fprintf(os.Stderr, "cleave: %s: %v\n", path, err)
		return 1
	}
	warning := rp.Mismatch(data, rules)
	if warning != "" {
		fmt.Fprintln(os.Stderr, "cleave:", warning)
	}
	g, err := rp.NewGame(data)
	if err != nil {
		fmt.Fprintln(os.Stderr, "cleave:", err)
		return 1
	}
	settings, _ := prefs.LoadSettings()
	r, err := render.New(render.Options{Game: g, Seed: g.Seed, Data: data, Frames: frames, Screenshot: shot != "",
		Replay: ui.NewReplaying(rp, speed, warning), Daily: rp.Header.Daily, OnFrame: render.PublishState,
		Layout: layoutOptions(settings, -1, 0), WaitWhenIdle: true})
	if err != nil {
		fmt.Fprintln(os.Stderr, "cleave:", err)
		return 1
	}
	ebiten.SetWindowTitle("Cleave: replay of " + path)
	ebiten.SetWindowSize(ui.WindowSize(ebiten.Monitor().Size()))
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetTPS(60)
	if err := ebiten.RunGame(r); err != nil && !errors.Is(err, ebiten.Termination) {
		fmt.Fprintln(os.Stderr, "cleave:", err)
		return 1
	}
	render.PageEnded(g, false, nil) // in the browser: the page's end screen (it knows a replay); never returns
	if shot != "" {
		if err := writePNG(shot, r); err != nil {
			fmt.Fprintln(os.Stderr, "cleave:", err)
			return 1
		}
	}
	return 0
}

// unsavedWarning tells the player why the saved game could not be loaded or there is no place to save
// (err), that a save that could not be read is left as it is, and that the game played now will not be saved.
func unsavedWarning(err error) string {
	left := ""
	if errors.Is(err, save.ErrUnreadable) {
		left = " It is left as it is."
	}
	return fmt.Sprintf("%v.%s The game you play now will not be saved: fix the cause and start Cleave again.", err, left)
}

func writePNG(path string, r *render.Runner) error {
	img := r.Screenshot()
	if img == nil {
		return fmt.Errorf("no frame was captured for %s", path)
	}
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("writing the screenshot: %w", err)
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("writing the screenshot %s: %w", path, err)
	}
	return f.Close()
}

// clockSeed picks a seed when none is given.
func clockSeed() uint64 { return uint64(time.Now().UnixNano()) }

// character is the character of the command line: the data's default character, its race or its
// background replaced by the one given. A character with either given has no name (the default's name
// is the default's own).
func character(d *assets.Data, race, background string) game.Character {
	ch := game.DefaultCharacter(d)
	if race == "" && background == "" {
		return ch
	}
	return game.Character{Race: or(race, ch.Race), Background: or(background, ch.Background)}
}

// layoutOptions are the scale, the log's height and the text size: the flags' when given (scale -1 and log lines 0 are
// not given), else the settings'.
func layoutOptions(s prefs.Settings, scale, logLines int) ui.LayoutOptions {
	o := ui.LayoutOptions{Scale: s.Scale, LogLines: s.LogLines, TextSize: s.TextSize}
	if scale >= 0 {
		o.Scale = scale
	}
	if logLines > 0 {
		o.LogLines = logLines
	}
	return o
}

// or is s, or def when s is empty.
func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// tellResume puts what resuming said where the player sees it: for a game restored, nowhere more, as
// StartAutoSave already put it in its log ("Welcome back..."); when there is none (a save set aside), as
// the warning of the creation screen, which it returns.
func tellResume(note string, resumed *game.Game) (warning string) {
	if resumed != nil {
		return ""
	}
	return note
}
