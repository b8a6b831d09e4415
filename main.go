// Command cleave is Cleave, a graphical tile roguelike whose every blow is rolled on two twelve-sided
// dice: it plays the game in a window (flags: --seed, --assets, --bot, --screenshot, ..., each within its
// range: render/flags), and runs the
// designer commands `cleave odds` and `cleave balance` (game/cli; game/cli/designer runs them without
// linking Ebitengine, for machines with no display).
package main

import (
	"errors"
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/hindsight"
	"github.com/cleave-game/cleave/game/save"
	"github.com/cleave-game/cleave/render"
	_ "github.com/cleave-game/cleave/render/display/check"
	"github.com/cleave-game/cleave/render/flags" // no display: one line, before Ebitengine's init panics
	"github.com/cleave-game/cleave/render/launch"
	"github.com/cleave-game/cleave/render/prefs"
	"github.com/cleave-game/cleave/render/ui"
)

func main() {
	args := os.Args[1:]
	if status, ok := launch.Command(args); ok {
		os.Exit(status)
	}
	os.Exit(run(args))
}

// run plays the game with the given flags and returns the exit status: 2 for a bad request (a flag out of
// its range, flags.Parse; a name the data do not hold; a file that is no replay), said in one line.
func run(args []string) int {
	o, err := flags.Parse(args)
	switch {
	case errors.Is(err, flags.ErrHelp):
		flags.Usage(os.Stdout)
		launch.CommandsUsage(os.Stdout)
		return 0
	case err != nil:
		fmt.Fprintln(os.Stderr, "cleave:", err)
		return 2
	}
	data, err := assets.LoadDir(o.Assets)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	if err := o.Check(data); err != nil {
		fmt.Fprintln(os.Stderr, "cleave:", err)
		return 2
	}
	rs, err := data.RuleSet(o.Rules)
	if err != nil {
		fmt.Fprintln(os.Stderr, "cleave:", err)
		return 2
	}
	ruleSet := rs.Name()
	if o.Replay != "" {
		var asked *string // the rule set the player asked for, if any: a replay plays under its own
		if o.Rules != "" {
			asked = &ruleSet
		}
		return replay(o, data, asked)
	}
	settings, err := prefs.LoadSettings()
	saveSettings := prefs.SaveSettings // the settings screen's changes
	if err != nil {
		fmt.Fprintln(os.Stderr, "cleave:", err) // the defaults, then, and the broken file is not written over
		saveSettings = nil
	}
	shown, err := prefs.LoadShown() // a damaged file is told and written over: its hints show again
	if err != nil {
		fmt.Fprintln(os.Stderr, "cleave:", err, "(the hints will show again)")
	}
	var reload render.Reloader
	if o.Assets != "" {
		w, err := assets.NewWatcher(o.Assets, data)
		if err != nil {
			fmt.Fprintln(os.Stderr, "cleave:", err)
			return 2
		}
		defer w.Close()
		reload = w
	}
	// Asked for nothing in particular: the player creates a character. A seed, a bot or a
	// character given on the command line starts at once (the default: backgrounds.toml's default_character).
	create := o.Seed == 0 && o.Bot == 0 && o.Race == "" && o.Background == "" && !o.Tutorial
	var day, dailyRules string
	if o.Daily {
		o.Seed, day = save.DailySeed(time.Now())
	}
	if o.Seed == 0 {
		o.Seed = clockSeed()
	}
	ch := character(data, o.Race, o.Background)
	tag, words := languageOf(o.Lang, settings.Language)
	// A game of the player's own is saved: on quit, at every level change, every few turns; it is loaded
	// at the next start. Scripted runs (a seed, a bot, a character on the command line) never touch it.
	var sv *save.AutoSaver
	var resumed *game.Game
	var warning string
	switch {
	case o.Daily:
		// the daily game: the day's dungeon for everyone, the character of the player's choosing (or the
		// command line's); not saved (one sitting, as everyone plays it), its replay and morgue kept
		sv = save.StartDaily(words, day)
		dailyRules = save.DailyRules(o.Seed, data.RuleSets().Names())
		if o.Rules != "" && !strings.EqualFold(o.Rules, dailyRules) {
			fmt.Fprintf(os.Stderr, "cleave: the daily game is played under the rule set of the day, %s, not %s\n", dailyRules, ruleSet)
		}
		ruleSet = dailyRules
		if o.Mode != "" {
			fmt.Fprintf(os.Stderr, "cleave: the daily game is a run of the whole dungeon for everyone, not of mode %s\n", o.Mode)
			o.Mode = ""
		}
		warning = words.Say("start.daily", text.S("day", day), text.S("seed", strconv.FormatUint(o.Seed, 10)), text.S("rules", dailyRules))
		create = o.Race == "" && o.Background == ""
	case create:
		var note string
		if o.Sandbox { // issue 36: the sandbox's own save, never the player's game
			sv, resumed, note, err = save.StartSandbox(words, data)
		} else {
			sv, resumed, note, err = save.StartAutoSave(words, data)
		}
		if resumed != nil && render.UpdatedFrom() != "" {
			resumed.Note(words.Say("start.updated"))
		}
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
	if !create && !o.Daily && runtime.GOOS == "js" { // the page's ?seed=N
		warning = words.Say("start.seeded")
	}
	// What would have saved the player: the start of each fight kept in memory, the fight that killed
	// them played again at death under the alternatives they had, in the background (game/hindsight).
	hs := hindsight.NewWatcher(data)
	sv.SetAfterword(hs)
	onFrame := func(g *game.Game) {
		render.PublishState(g)
		hs.Frame(g)
		sv.Frame(g)
	}
	storage := sv.Storage           // where the browser keeps the saves, for the settings screen (sv may be nil)
	var save func(*game.Game) error // none for a game that is not saved: Q then says so
	if sv != nil && !o.Daily {
		save = sv.Quit
	}
	// A daily game's end offers to submit it to the leaderboard, if there is one (issue 37): nothing is sent
	// without the player's yes.
	var board ui.Submitter
	if base := render.Leaderboard(o.Leaderboard, settings.Leaderboard); base != "" && o.Daily {
		board = ui.Leaderboard{Base: base}
	}
	r, err := render.New(render.Options{Game: resumed, Seed: o.Seed, Frames: o.Frames, BotTurns: o.Bot, Screenshot: o.Screenshot != "", OnFrame: onFrame, Data: data, Reload: reload,
		Create: create, Character: ch, Rules: ruleSet, Mode: mode(o.Tutorial, o.Mode), AskedRules: o.Rules, DailyRules: dailyRules, Save: save, Warning: warning, Numbers: o.Numbers || settings.Numbers, Morgue: sv.Morgue, Hindsight: hs.Lines, Scores: sv.Scores,
		Layout: layoutOptions(settings, o.Scale, o.LogLines), Guard: settings.Guard, Settings: settings, SaveSettings: saveSettings,
		Hints: o.Bot == 0, Shown: shown, SaveShown: prefs.SaveShown,
		Volume: settings.SoundVolume(), Muted: settings.Mute,
		Record: sv != nil && !o.Sandbox, ReplayOf: sv.Replay, Daily: day, WaitWhenIdle: true, Storage: storage,
		Sandbox: o.Sandbox, SandboxRun: o.SandboxRun, Leaderboard: board, RunFiles: sv.RunFiles,
		Lang: tag})
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
	render.PageEnded(words, r.Game(), sv != nil, serr) // in the browser: the page's end screen; never returns
	return max(status, writeOutputs(o, r))
}

// writeOutputs writes what the flags asked of a run that ended: the screenshot of its last frame and its
// message log; it returns 1 when one could not be written (and says why), else 0.
func writeOutputs(o flags.Options, r *render.Runner) int {
	status := 0
	if o.Screenshot != "" {
		if err := launch.WritePNG(o.Screenshot, r); err != nil {
			fmt.Fprintln(os.Stderr, "cleave:", err)
			status = 1
		}
	}
	if o.Log != "" && r.Game() != nil { // nil: quit on the creation screen, before any game
		var b strings.Builder
		for _, m := range r.Game().Log {
			b.WriteString(m.Text)
			b.WriteByte('\n')
		}
		if err := os.WriteFile(o.Log, []byte(b.String()), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "cleave: writing the log:", err)
			status = 1
		}
	}
	return status
}

// replay plays back the replay at o.Replay (a file; in the browser a name of its storage, save.ReadReplay) at
// o.ReplaySpeed, in a window, and returns the exit status: 2 when it is no replay (or larger than one can
// be). A replay recorded with other data, or under another rule set than rules (the one asked for; nil:
// none), says so first, on stderr and on the screen, and waits for a key.
func replay(o flags.Options, data *assets.Data, rules *string) int {
	path := o.Replay
	b, err := save.ReadReplay(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "cleave:", err)
		return 2
	}
	rp, err := save.ParseReplay(b)
	if err != nil {
		fmt.Fprintf(os.Stderr, "cleave: %s: %v\n", path, err)
		return 2
	}
	if warning := rp.Mismatch(lang.English(), data, rules); warning != "" { // the command line speaks English
		fmt.Fprintln(os.Stderr, "cleave:", warning)
	}
	g, err := rp.NewGame(data)
	if err != nil {
		fmt.Fprintln(os.Stderr, "cleave:", err)
		return 1
	}
	settings, _ := prefs.LoadSettings()
	tag, words := languageOf(o.Lang, settings.Language)
	r, err := render.New(render.Options{Game: g, Seed: g.Seed, Data: data, Frames: o.Frames, Screenshot: o.Screenshot != "",
		Replay: ui.NewReplaying(rp, o.ReplaySpeed, rp.Mismatch(words, data, rules)), Daily: rp.Header.Daily, OnFrame: render.PublishState,
		Numbers: o.Numbers || settings.Numbers, Layout: layoutOptions(settings, o.Scale, o.LogLines), WaitWhenIdle: true, Lang: tag})
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
	render.PageEnded(words, g, false, nil) // in the browser: the page's end screen (it knows a replay); never returns
	return writeOutputs(o, r)
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

// layoutOptions are the scale, the log's height, the text size and the touch bar's side: the flags' when given (scale -1 and log lines 0 are
// not given), else the settings'.
func layoutOptions(s prefs.Settings, scale, logLines int) ui.LayoutOptions {
	o := ui.LayoutOptions{Scale: s.Scale, LogLines: s.LogLines, TextSize: s.TextSize, LeftHanded: s.LeftHanded}
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

// mode is the kind of run the flags ask for: the tutorial (--tutorial), else --mode's ("": none asked).
func mode(tutorial bool, asked string) string {
	if tutorial {
		return game.ModeTutorial
	}
	return asked
}

// languageOf is the language of the game's words (language, with the browser's) and its texts, to say
// what the game says before its screens do (a save's note, a replay's warning).
func languageOf(flag, settings string) (string, *text.Lang) {
	tag := language(flag, settings, render.BrowserLanguage())
	words, err := lang.Load(tag)
	if err != nil { // the embedded texts are the build's, tested: English then, as lang.English is
		return tag, lang.English()
	}
	return tag, words
}

// language is the language of the game's words (issue 38): --lang's (the page's ?lang=), else the settings',
// else the browser's where there are texts for it, else English.
func language(flag, settings, browser string) string {
	for _, l := range []string{flag, settings} {
		if l != "" {
			return lang.Match(l)
		}
	}
	return lang.Match(browser)
}
