// Package ui is what Cleave's keys and mouse mean, without a display: the input of one tick, read by the
// renderer into an Input value, goes to a Model, which turns it and the game into the game's actions and
// the state of the interface (the screen shown, the aim, the prompt, a refusal to show). It never draws
// and never imports Ebitengine: its tests run with CGO_ENABLED=0 and no display.
package ui

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/sandbox"
	"github.com/cleave-game/cleave/game/save"
	"github.com/cleave-game/cleave/render/prefs"
)

// Key is a set of the keys of interest that are not typed characters, pressed this tick.
type Key uint8

// The keys of interest. They combine into a set: KeyEscape|KeyTab.
const (
	KeyEscape     Key = 1 << iota
	KeyEnter          // Enter or the numpad's Enter
	KeyTab            // the next target, while aiming
	KeyPageUp         // scroll the history up a page
	KeyPageDown       // scroll the history down a page
	KeyFullscreen     // F11
)

// Has reports whether every key of k2 is in the set k.
func (k Key) Has(k2 Key) bool { return k&k2 == k2 }

// Move is a movement key held down: the direction it means (zero for the wait keys) and for how many
// ticks it has been held (1: pressed this tick).
type Move struct {
	Dir  gruid.Point
	Held int
}

// Input is everything the player did in one tick, as the renderer read it.
type Input struct {
	Typed   []rune // the characters typed, layout-aware ('@', '?', '>' whatever the keyboard)
	Pressed Key    // the keys of interest pressed this tick
	Moves   []Move // the movement keys held, in the order of the renderer's key table
	// Run is the direction of a Shift+direction key that types no character (arrows, numpad) pressed
	// this tick: a run. Shift with h j k l y u b n types H J K L Y U B N, which run too.
	Run     gruid.Point
	Click   bool // the left mouse button was pressed this tick, or a tap (Touch)
	Hover   gruid.Point
	HoverOK bool // the mouse is over the map, on cell Hover
	// Touch: the click (or the typed key of a line tapped) is a tap on a touch screen: a tap on a far foe
	// aims at it (a second tap on it looses) where a mouse click shoots at once; a tap on the creation
	// screen's line already chosen takes it.
	Touch bool
	// LongPress: a finger held on cell Hover: look at it.
	LongPress bool
	// MapZoom is the steps of a pinch this tick (Pinch.Move): +1 apart (bigger cells), -1 together.
	MapZoom int
	// Keys are the named keys (prefs.NamedKeys: "F1", "Escape", "Up") pressed this tick, whatever they are
	// bound to: the bindings' commands on named keys, and the settings screen's new binding.
	Keys []string
	// Commands are the characters of commands pressed on the touch bar or by a gamepad's button: play's
	// own, not bound keys.
	Commands []rune
	// PadButtons are the gamepad's buttons pressed this tick (prefs.PadButtons' names), whatever they are
	// bound to: the settings screen's new binding.
	PadButtons []string
	// Animating: the renderer is still showing animations (the bot's run waits for its last turn's).
	Animating bool
	// Wheel is how far the mouse wheel turned this tick, in notches: positive toward the player (down a
	// list), negative away. A list's cursor and a scrolled screen follow it.
	Wheel int
}

// anyKey reports whether the player pressed something this tick (a held key repeating does not count:
// neither the movement key nor the character the system's key repeat types for it).
func (in *Input) anyKey() bool {
	if in.Pressed != 0 || in.Click || in.LongPress || in.Run != (gruid.Point{}) || len(in.Keys) > 0 || len(in.Commands) > 0 {
		return true
	}
	held := false
	for _, mv := range in.Moves {
		if mv.Held == 1 {
			return true
		}
		held = true
	}
	return len(in.Typed) > 0 && !held
}

// Key repeat: a held movement key acts once, then after repeatDelay ticks every repeatEvery ticks.
const (
	repeatDelay = 15
	repeatEvery = 4
	travelEvery = 4 // ticks between the steps of a walk to a clicked cell
)

// Effect is what the renderer must do after an Update, beyond what the model did to the game.
type Effect struct {
	// Begin, when set, is the character the creation screen chose: start a game with it, then call
	// Model.Play (or, if it cannot start, leave the model on the creation screen).
	Begin *game.Character
	// Rules is the rule set the creation screen chose for Begin (its name), and Mode the kind of run
	// (game.Config.Mode: modes.toml's name, game.ModeTutorial for the tutorial's line; "": the whole dungeon).
	Rules, Mode string
	// Again: the dead player asks for a new game; the model shows the creation screen.
	Again bool
	Quit  bool // save and quit
	// QuitUnsaved: the save on the way out failed and the player chose to quit anyway (SaveFailed).
	QuitUnsaved bool
	Fullscreen  bool // toggle fullscreen
	// Settings: the settings screen changed the settings (Model.Settings): save them and use them.
	Settings bool
	// Zoom asks for a bigger scale (+1, the + key: bigger cells, less of the map) or a smaller one (-1,
	// the - key: more of the map).
	Zoom int
	// MapZoom asks for the map's cells bigger (+1: a pinch apart) or smaller (-1: together), within
	// MinMapZoom..MaxMapZoom and the map's fewest cells (Layout).
	MapZoom int
	// Mute: the sound was muted or unmuted (the m key); Model.Muted says which.
	Mute bool
	// BotDone: the bot's run (Config.BotTurns) is over and shows as it ends: quit.
	BotDone bool
	// Hints: a hint was shown, or the hints shown were forgotten: keep Model.ShownHints (prefs.SaveShown).
	Hints bool
	// Update: the player chose to load the new version of the game now, or took the stairs they chose it
	// for (UpdateQuestion): save the game, then load the new version (the page reloads into it).
	Update bool
	// Game, when set, is the game to show from now on: the replay's game after a seek back (decoded from a
	// snapshot), or a practice game forked from it ("play from here": the model now plays it, unsaved).
	Game *game.Game
}

// Config is what a model is made with: the data (for the creation screen) and the size of the history pager.
type Config struct {
	Data *assets.Data
	// PagerRows and PagerColumns are how many lines the history shows at once and how wide they are.
	PagerRows, PagerColumns int
	// BotTurns: the bot plays this many turns in the player's place (Bot), a turn a tick; only the keys that
	// work everywhere (fullscreen) do anything meanwhile. 0: the player plays.
	BotTurns int
	// Numbers: the look screen shows the exact odds beside the words, and the aim line instead of them
	// (the --numbers flag, or the player's setting); off by default.
	Numbers bool
	// Unsaved: the game is not saved (a seeded game, a scripted run): Q says it quits, never that it saves.
	Unsaved bool
	// Settings are the player's settings, which the settings screen edits: the key bindings among them.
	Settings prefs.Settings
	// Muted: the sound starts muted (the player's setting); the m key toggles it.
	Muted bool
	// Hints: this run shows hints, the first time each thing happens (the player's own play: never a replay,
	// never the bot), when the player's setting has them on; Shown are the hints shown before (prefs.LoadShown).
	Hints bool
	Shown prefs.Shown
	// Replay, when set, plays a replay back in the game: the keys drive the playback (Replaying), not the game.
	Replay *Replaying
	// What the run tells the title and the end screens: Scores, when set, gives the high-score table, the
	// rank in it of the game that just ended (−1: none) and a note on it ("": all is well); Morgue and
	// ReplayOf, when set, where the morgue file and the replay of the death went ("" says nothing); Daily the
	// day of a daily game ("" for others); Warning, when set, is shown on the creation screen (the save could
	// not be read).
	Scores           func() (save.HighScores, int, string)
	Morgue, ReplayOf func() string
	// Hindsight, when set, gives the death screen's lines of what would have saved the player
	// (game/hindsight: a line saying they are being worked out, until they are).
	Hindsight func() []string
	// Storage, when set, says where the saves are kept and whether the browser promised to keep them, a
	// line of the settings screen ("": none).
	Storage        func() string
	Daily, Warning string
	// Rules is the rule set --rules or ?rules= asked for ("": none), which the creation screen preselects;
	// DailyRules the daily game's rule set of the day, which it fixes ("": not a daily game).
	Rules, DailyRules string
	// Mode is the kind of run --mode or ?mode= asked for ("": none), which the creation screen preselects.
	Mode string
	// Leaderboard, when set, is where the end of a daily game may be submitted (submit.go), RunFiles the
	// texts to submit; without both the death screen offers nothing.
	Leaderboard Submitter
	RunFiles    RunFiles
	// Lang is the language of the game's words (issue 38): a folder of assets/lang ("": English), the one
	// --lang, ?lang=, the settings or the browser chose; the settings screen changes it.
	Lang string
	// AskName, when set, asks the name to submit under by the system's own keyboard (the browser's prompt, on
	// a phone): the name typed, ok false when the player cancels. Without it the name is typed on the screen.
	AskName func(question string) (name string, ok bool)
}

// Model is the state of the interface between ticks. It keeps no *game.Actor across ticks: targets are
// kept by position.
type Model struct {
	cfg     Config
	screen  Screen
	play    *Play
	notice  string
	tick    int
	held    int
	hover   gruid.Point
	hoverOK bool
	effect  Effect
	quiver  quiver           // what t looses
	in      Input            // the tick's input, kept here so that handing it to the screen allocates nothing
	binds   binds            // the key bindings, ready for lookups
	typed   []rune           // the tick's typed commands through the bindings (reused)
	bot     *Bot             // plays in the player's place (Config.BotTurns); nil: the player plays
	update  update           // a new version of the game waiting to load (UpdateReady)
	hint    hints            // the hint shown, and the hints shown in this profile (hints.go)
	console *sandbox.Console // the sandbox's console, its scrollback kept while the game runs (sandbox.go)
	// consoleHistory are the lines typed in it, for its Up and Down.
	consoleHistory []string
	submit         *submission // the offer to submit the daily game that ended (submit.go)
}

// BotPlayed is how many turns the bot has played (0 when the player plays).
func (m *Model) BotPlayed() int {
	if m.bot == nil {
		return 0
	}
	return m.bot.Played()
}

// New is a model on the creation screen when create is set, else in play.
func New(cfg Config, create bool) *Model {
	m := &Model{cfg: cfg, binds: compile(cfg.Settings.Keys, 0), hint: hints{shown: cfg.Shown}}
	if cfg.BotTurns > 0 {
		m.bot = &Bot{Turns: cfg.BotTurns}
	}
	if create {
		m.Create()
	} else {
		m.Play()
	}
	return m
}

// Play puts the model in play with a fresh state (a game has just begun or been loaded).
func (m *Model) Play() {
	m.play = &Play{}
	m.screen = m.play
	m.notice, m.held, m.hoverOK = "", 0, false
	m.hint.text, m.hint.looked = "", false
}

// Create shows the creation screen from its start.
func (m *Model) Create() {
	m.screen = &Creation{}
	m.submit = nil // the offer was the game's that ended
	m.notice, m.held, m.hoverOK = "", 0, false
	m.hint.text = ""
}

// SaveFailed shows that the save on the way out failed, for reason, and asks whether to quit anyway (the
// effect QuitUnsaved) or go on playing.
func (m *Model) SaveFailed(reason string) {
	m.screen = &SaveFailed{spoken: spoken{m.Lang()}, Reason: reason}
	m.notice, m.held, m.hoverOK = "", 0, false
}

// SetPager sets the history pager's size: how many lines it shows at once, and how many characters wide
// (the screen was laid out again).
func (m *Model) SetPager(rows, columns int) { m.cfg.PagerRows, m.cfg.PagerColumns = rows, columns }

// SetData changes the data the creation screen and the help read (a hot reload).
func (m *Model) SetData(d *assets.Data) { m.cfg.Data = d }

// Screen is the screen shown now.
func (m *Model) Screen() Screen { return m.screen }

// Notice is a refusal or a word to the player ("You have nothing to shoot with."), shown on screen until
// the next key; it is never written into the game's log.
func (m *Model) Notice() string { return m.notice }

// Prompt is the question the screen asks, shown on screen while it is open ("" for none).
func (m *Model) Prompt() string { return m.screen.prompt() }

// MuteKey mutes the sound, or turns it on again.
const MuteKey = 'm'

// Muted reports whether the sound is muted now.
func (m *Model) Muted() bool { return m.cfg.Muted }

// toggleMute mutes or unmutes the sound (the m key), and says which.
func (m *Model) toggleMute() {
	m.cfg.Muted = !m.cfg.Muted
	m.effect.Mute = true
	m.notice = m.Lang().Say("menu.play.sound_on")
	if m.cfg.Muted {
		m.notice = m.Lang().Say("menu.play.sound_muted")
	}
	st := m.cfg.Settings // kept in the settings: the next run starts as this one is left
	st.Mute = m.cfg.Muted
	m.setSettings(st)
}

// Replaying is the replay being played back, nil when the game is played.
func (m *Model) Replaying() *Replaying { return m.cfg.Replay }

// Held is how many ticks a movement key has been held (0: none), for faster animations while walking.
func (m *Model) Held() int { return m.held }

// Hover is the map cell under the mouse in play, and whether there is one.
func (m *Model) Hover() (gruid.Point, bool) {
	_, play := m.screen.(*Play)
	return m.hover, m.hoverOK && play
}

// Update takes the input of one tick: it changes the screen, does the player's actions in g (nil while
// the player creates a character) and returns what the renderer must do.
func (m *Model) Update(in Input, g *game.Game) Effect {
	m.effect = Effect{}
	m.tick++
	if in.Pressed.Has(KeyFullscreen) {
		m.effect.Fullscreen = true
	}
	if m.bot != nil {
		if g != nil && m.bot.Tick(g, m.tick, in.Animating) {
			m.effect.BotDone = true
		}
		return m.effect
	}
	if p := m.cfg.Replay; p != nil {
		p.update(m, &in, g)
		if m.effect.Game != nil {
			g = m.effect.Game
		}
		_, dead := m.screen.(*Death)
		switch {
		case m.cfg.Replay == nil: // played from here: the practice game is the model's now
		case g != nil && g.Over && !dead:
			m.screen = &Death{}
		case g != nil && !g.Over && dead: // a seek back from the death
			m.screen = m.play
		}
		m.notice = p.Warning
		return m.effect
	}
	m.held = 0
	for _, mv := range in.Moves {
		if mv.Held > 0 {
			m.held = mv.Held
		}
	}
	if in.anyKey() {
		m.notice, m.hint.text = "", ""
	}
	_, creating := m.screen.(*Creation)
	if _, scores := m.screen.(*Scores); scores {
		creating = true // the title's high-score table
	}
	if p, ok := m.screen.(*RulesPage); ok && g == nil && p.from != nil {
		creating = true // a rule set's page opened from the creation screen
	}
	switch {
	case g == nil && !creating:
		return m.effect // no game to play
	case g != nil:
		m.hover, m.hoverOK = in.Hover, in.HoverOK
		if _, dead := m.screen.(*Death); g.Over && !dead {
			m.screen = &Death{}
		}
	}
	if g != nil && in.MapZoom != 0 && m.showsMap() {
		m.effect.MapZoom = in.MapZoom
	}
	m.in = in
	m.in.pressTapped()
	m.leaveMode(&m.in)
	m.translate(&m.in)
	from := eventsFrom(g)
	m.screen.update(m, &m.in, g)
	m.noticeHints(g, from)
	m.updateTick(g)
	return m.effect
}

// step is the direction a movement key asks for this tick (zero for waiting), with key repeat, and
// whether one does.
func (m *Model) step(in *Input) (gruid.Point, bool) {
	for _, mv := range in.Moves {
		if mv.Held == 1 || (mv.Held >= repeatDelay && (mv.Held-repeatDelay)%repeatEvery == 0) {
			return mv.Dir, true
		}
	}
	return gruid.Point{}, false
}

// back returns to play.
func (m *Model) back() { m.screen = m.play }

// act does a player action: a refusal becomes the notice, and an action that took no time ends any walk.
func (m *Model) act(g *game.Game, a game.Action) {
	r := g.Do(a)
	if !r.Took {
		m.play.traveling = false
	}
	if r.Refusal != "" {
		m.notice = r.Refusal
	}
}
