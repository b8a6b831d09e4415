// Package render draws Cleave with Ebitengine: the dungeon from the atlas, animations from game events, the side panel and the log; the screens draw themselves (render/ui) with its painter. It reads the keys and the mouse once a tick into a ui.Input; the ui package's Model says what they mean.
package render

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strconv"
	"strings"
	"sync/atomic"

	"codeberg.org/anaseto/gruid"
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/save"
	"github.com/cleave-game/cleave/render/art"
	"github.com/cleave-game/cleave/render/prefs"
	"github.com/cleave-game/cleave/render/ui"
)

// The logical screen is the window divided by a whole number (ui.Layout): a side panel, the map view,
// which grows with the window, and the message log. ScreenW×ScreenH is its smallest size.
const (
	ScreenW   = ui.MinW
	ScreenH   = ui.MinH
	tile      = art.Size
	tps       = 60
	animTicks = 15 // 250 ms at 60 ticks a second
)

// Options are the settings of one run of the game.
type Options struct {
	Seed       uint64
	Frames     int  // quit after this many frames (0: never)
	BotTurns   int  // let the bot play this many turns, then quit (0: the player plays)
	Screenshot bool // capture the last frame before quitting
	// Create asks for a race and a background first; otherwise Character (or the default) plays.
	Create    bool
	Character game.Character
	// OnFrame, when set, is called after every update (the browser build publishes state with it).
	OnFrame func(*game.Game)
	// Data is the data to play by (nil: the embedded defaults); Reload, when set, is polled at the
	// start of each turn for edited data (hot reload of a designer's --assets directory).
	Data   *assets.Data
	Reload Reloader
	// Game, when set, is a game to go on with (a loaded save): no creation screen.
	Game *game.Game
	// Save, when set, saves the game on the way out, before the loop ends: on Q, the window's close
	// button, RequestQuit (a signal) or the end of Frames. When it fails and the player asked to quit (Q or
	// the close button), the SaveFailed screen tells why and asks whether to quit anyway; a second click
	// on the close button while it asks, RequestQuit and Frames quit without asking. Saved reports the
	// outcome.
	Save func(*game.Game) error
	// Numbers: the look screen shows the exact odds beside the words (the --numbers flag or the
	// player's settings.toml).
	Numbers bool
	// Warning, when set, is shown on the creation screen and noted in the log of the game that begins
	// (the save could not be read, so this game will not be saved).
	Warning string
	// Morgue, when set, tells the death screen where the morgue file of the death went (or why it could
	// not be written); "" says nothing.
	Morgue func() string
	// Hindsight, when set, gives the death screen's lines of what would have saved the player
	// (game/hindsight's Watcher.Lines).
	Hindsight func() []string
	// Scores, when set, gives the high-score table, the rank in it of the game that just ended (−1: none)
	// and a note on the table ("": all is well), for the death and victory screens and the title's table.
	Scores func() (save.HighScores, int, string)
	// Layout is the player's choice of scale (0: the largest that fits the window; + and - change it while
	// playing) and of the log's height in lines (the --scale and --log-lines flags, or settings.toml).
	Layout ui.LayoutOptions
	// Rules names the rule set a new game is fought under (--rules; RULES.md §32; "" the default); a loaded
	// game keeps its own.
	Rules string
	// AskedRules is the rule set --rules or ?rules= asked for ("": none), which the creation screen
	// preselects; DailyRules the daily game's rule set of the day, which it fixes.
	AskedRules, DailyRules string
	// Mode is the kind of run of a new game (game.Config.Mode: modes.toml's, --mode; game.ModeTutorial for
	// the tutorial, --tutorial; "": the whole dungeon, or the creation screen's choice): a game started at
	// once is of it, and the creation screen preselects it.
	Mode string
	// Guard is the player's guard under a rule set of Guard Points (settings.toml's guard, RULES.md §35.2; ""
	// the rule set's default); the @ screen's G key changes it for the run.
	Guard string
	// Settings are the player's settings (settings.toml): the key bindings, the colours, the motion; the
	// settings screen (O) changes them and SaveSettings, when set, keeps them.
	Settings     prefs.Settings
	SaveSettings func(prefs.Settings) error
	// Hints: the run shows a hint the first time a thing happens (the player's own play; never a replay or
	// the bot), when Settings has them on; Shown are those shown before (prefs.LoadShown), and SaveShown,
	// when set, keeps them as each shows (prefs.SaveShown).
	Hints     bool
	Shown     prefs.Shown
	SaveShown func(prefs.Shown) error
	// Volume is the sound effects' loudness, 0 to 100 (0, the zero value and the tests': no sound at all,
	// no audio device touched); Muted starts them muted (the m key toggles). The player's settings.toml.
	Volume int
	Muted  bool
	// Record: the games begun record their actions for a replay (the player's own and daily games).
	Record bool
	// Replay, when set, plays a replay back in Game (--replay): the keys drive the playback.
	Replay *ui.Replaying
	// ReplayOf, when set, tells the death screen where the replay of the death went ("" says nothing);
	// Daily is the day of a daily game, for the death screen ("" for other games).
	ReplayOf func() string
	Daily    string
	// WaitWhenIdle: when nothing has moved for half a second, the loop waits for input instead of running
	// 60 ticks a second (render/idle.go; the desktop game; not with Frames, BotTurns or a replay playing).
	WaitWhenIdle bool
	// Storage, when set, says where the saves are kept and whether the browser promised to keep them: a
	// line of the settings screen (AutoSaver.Storage; "" says nothing).
	Storage func() string
	// Sandbox: the games begun are sandbox games (--sandbox, issue 36: game.Config.Sandbox), with the
	// console; SandboxRun, when set, is run in the console of the first game as soon as there is one
	// (--sandbox-run), the console left open on what it did.
	Sandbox    bool
	SandboxRun string
	// Leaderboard, when set, is where the end of a daily game may be submitted, if the player says yes
	// (issue 37: ui.Config.Leaderboard), RunFiles the run's texts to submit (AutoSaver.RunFiles).
	Leaderboard ui.Submitter
	RunFiles    ui.RunFiles
	// Lang is the language of the game's words (issue 38: ui.Config.Lang; "": English).
	Lang string
}

// Reloader delivers edited data: new good data, or the problems of a bad edit (the last good data
// stays in use), and notes for the player about the reloads (a file removed from the directory).
type Reloader interface {
	Poll() (data *assets.Data, errs error, changed bool)
	Notes() []string
}

// Runner is the Ebitengine game, a driver of parts that own their state. Each tick it reads the input
// (input), hands it to the model (ui), which acts in the game (or lets the bot, ui.Bot, play), and
// turns the game's events into animations and sounds (animator, audioOut). Each frame it draws the map
// (mapView), the side panel and the log (hud), then the screen shown, which draws itself (ui.Model.Draw)
// with its painter; the sprites are shared.
type Runner struct {
	opt  Options
	data *assets.Data
	g    *game.Game // nil while the player creates a character
	ui   *ui.Model  // what the keys mean, the screen shown, and the bot when it plays (--bot)

	input   input     // the keys, the mouse and the fingers, read once a tick
	anim    animator  // the animations, and the tick they run by
	audio   *audioOut // the sounds (nil: silence)
	sprites *sprites
	view    mapView // the map: the frame's draw list and the image it goes to
	hud     hud     // the side panel, the log and the touch bar, in the player's palette
	sleep   sleeper // the loop waits for input while idle (render/idle.go)

	// lay is where things go on the window now (ui.Layout), layOpt what the player asked of it; canvas is
	// the logical screen, scaled to the window, placed where the last frame put it (for the mouse).
	lay    ui.Layout
	layOpt ui.LayoutOptions
	canvas *ebiten.Image // nil where the logical screen is drawn on the window itself (onWindow)
	target *ebiten.Image // what the painters draw on now: the canvas or the window (nil: bound at the next frame)
	placed placement
	// tapsPublished is what the page was last told of the screen and its places to tap (render/view_js.go).
	tapsPublished string
	// The painters: on the logical screen (the screens draw themselves with it: ui.Painter, and it keeps
	// the places to tap they drew) and on the map view for the screens' marks (ui.MapView); drawing is the
	// frame as the screens see it.
	paint   painter
	marks   viewMarks
	drawing ui.Drawing
	// still is set by Update when nothing that shows changed since the last frame (see changed): Draw then
	// leaves the screen as it is (the screen is not cleared between frames) and costs nothing.
	still   bool
	pending bool          // a change no frame has drawn yet
	seen    frameKey      // what the last frame showed
	drawn   *ebiten.Image // the screen the last frame went to, and its size
	size    image.Point
	frames  int         // the updates so far (Options.Frames)
	redraws int         // the frames drawn whole (a still frame is not: Draw)
	shot    *image.RGBA // the last frame, when Options.Screenshot asked for it

	quitting bool
	saved    bool        // the save on the way out was tried
	saveErr  error       // and failed, why
	quit     atomic.Bool // asked from outside the loop (a signal)

	// published is what the page was told (publishPage, in the browser): the player's choice about a new
	// version, whether a replay's warning was said, and the offer to submit a daily run as shown.
	published struct {
		update, submit string
		replay         bool
	}
	// a11y is what the page's screen reader regions were told (render/a11y.go; issue 38).
	a11y a11yState
}

// frameKey is what decides whether a frame would differ from the last: the game's clock and log, the
// screen shown, the mouse. Input that does anything, and animations, count as change on their own.
type frameKey struct {
	g                   *game.Game
	turns, lines, depth int
	time                int64
	last, notice        string // the last message (a repeat may change it in place) and the screen's notice
	over, quitting      bool
	anims, ailing       bool // an animation plays, drips or bubbles fall: their end is a change too
	cursor              image.Point
	screen              ui.Screen // the screen shown: the model opens one by itself too (a new version's question)
	submit              string    // the offer to submit a daily run, as shown: its verdict comes by itself
}

// New builds a runner: a new game from opt.Seed, or the character creation screen.
func New(opt Options) (*Runner, error) {
	a, err := art.Parse("render/art/sprites.txt", art.Sprites)
	if err != nil {
		return nil, fmt.Errorf("render: %w", err)
	}
	d := opt.Data
	if d == nil {
		if d, err = assets.Load(nil); err != nil {
			return nil, fmt.Errorf("render: %w", err)
		}
	}
	r := &Runner{opt: opt, data: d, sprites: newSprites(a, d), layOpt: opt.Layout}
	r.input = input{touchedAt: math.MinInt / 2, placed: &r.placed, lay: &r.lay, cellAt: r.cellAt, touchOn: r.touchOn}
	r.view = mapView{cmds: make([]drawCmd, 0, 2048), lay: &r.lay, sprites: r.sprites, anim: &r.anim}
	white := ebiten.NewImage(1, 1)
	white.Fill(color.White)
	font, err := newGlyphs()
	if err != nil {
		return nil, fmt.Errorf("render: %w", err)
	}
	r.paint = painter{glyphs: font, lay: &r.lay, sprites: r.sprites, white: white}
	r.hud = hud{paint: r.paint, lay: &r.lay, sprites: r.sprites}
	r.marks = viewMarks{painter: r.paint, at: r.view.screenPos}
	r.drawing = ui.Drawing{Painter: &r.paint, Palette: &r.hud.pal}
	r.sleep.apply, r.sleep.wake = waitForInput, scheduleFrame
	// The screen keeps the last frame, so that Draw can skip frames when nothing changed (and the loop
	// can sleep while nothing moves: render/idle.go).
	ebiten.SetScreenClearedEveryFrame(false)
	create := opt.Game == nil && opt.Create && opt.BotTurns == 0
	r.layOpt.Touch = r.layOpt.Touch || touchScreen()
	r.ui = ui.New(ui.Config{Data: d, BotTurns: opt.BotTurns, Numbers: opt.Numbers, Unsaved: opt.Save == nil, Settings: opt.Settings,
		Muted: opt.Muted, Replay: opt.Replay, Scores: opt.Scores, Morgue: opt.Morgue, Hindsight: opt.Hindsight, ReplayOf: opt.ReplayOf, Daily: opt.Daily,
		Warning: opt.Warning, Storage: opt.Storage, Rules: opt.AskedRules, DailyRules: opt.DailyRules, Mode: opt.Mode,
		Leaderboard: opt.Leaderboard, RunFiles: opt.RunFiles, Lang: opt.Lang, AskName: nameAsker(),
		Hints: opt.Hints && opt.Replay == nil && opt.BotTurns == 0, Shown: opt.Shown}, create)
	if err := r.useSettings(opt.Settings); err != nil {
		return nil, err
	}
	r.audio = newAudio(opt.Volume, opt.Muted)
	r.relayout(image.Pt(ScreenW, ScreenH)) // until the window says its size
	if opt.Game != nil {
		r.g = opt.Game
		game.SetLang(r.g, r.ui.Lang()) // a setting, never saved
		if a, ok := r.g.Choose(prefs.GuardOption, opt.Guard); ok {
			r.g.Do(a)
		}
		for _, a := range r.ui.Settings().PickupActions(r.g) { // never saved: chosen again after a load
			r.g.Do(a)
		}
		r.sandboxRun()
		return r, nil
	}
	if create {
		return r, nil
	}
	if err := r.start(opt.Character, opt.Rules, opt.Mode); err != nil {
		return nil, err
	}
	return r, nil
}

// start begins a game with character c under the rule set rules ("": the run's, Options.Rules), a run of
// mode (modes.toml; "": the whole dungeon; the tutorial's plays its own character under the data's first
// rule set).
func (r *Runner) start(c game.Character, rules, mode string) error {
	if rules == "" {
		rules = r.opt.Rules
	}
	g, err := game.New(game.Config{Seed: r.opt.Seed, Data: r.data, Character: c, Rules: rules, Mode: mode, Record: r.opt.Record, Sandbox: r.opt.Sandbox, Lang: r.ui.Lang()})
	if err != nil {
		return fmt.Errorf("render: %w", err)
	}
	guard := r.opt.Guard
	if r.g != nil { // a game after this run's last: the guard the player chose in it
		if v := r.g.OptionValue(prefs.GuardOption); v != "" {
			guard = v
		}
	}
	if a, ok := g.Choose(prefs.GuardOption, guard); ok {
		g.Do(a)
	}
	for _, a := range r.ui.Settings().PickupActions(g) { // auto-pickup's switches, as a replay holds them
		g.Do(a)
	}
	r.g = g
	r.anim.list, r.anim.depth = r.anim.list[:0], g.Depth
	r.hud.forget()
	r.sprites.forgetPlayer()
	r.ui.Play()
	if r.opt.Warning != "" {
		g.Note(r.opt.Warning)
	}
	r.sandboxRun()
	return nil
}

// sandboxRun runs Options.SandboxRun in the console of the game begun or resumed, once (issue 36).
func (r *Runner) sandboxRun() {
	if r.opt.SandboxRun == "" || r.g == nil {
		return
	}
	r.ui.SandboxRun(r.g, r.opt.SandboxRun)
	r.opt.SandboxRun = ""
}

// RequestQuit asks the game to end at the next tick, saved as on the Q key, but without asking when the
// save fails (no player may be there to answer: a TERM signal); safe from any goroutine.
func (r *Runner) RequestQuit() {
	r.quit.Store(true)
	if r.sleep.wake != nil {
		r.sleep.wake() // a loop asleep (render/idle.go) wakes to quit
	}
}

// Saved reports whether the game was saved on the way out (Options.Save was called; false when the loop
// ended otherwise), and why that save failed (nil: it did not). A player who chose to quit anyway after a
// failed save leaves it failed.
func (r *Runner) Saved() (tried bool, err error) { return r.saved, r.saveErr }

// endGame ends the game at the next tick, saved first (Options.Save). When the save fails and ask is set
// (the player asked, with Q or the close button) and the game is not over, the SaveFailed screen asks
// instead whether to quit anyway; otherwise the game ends all the same.
func (r *Runner) endGame(ask bool) {
	if r.quitting {
		return
	}
	if r.opt.Save != nil {
		r.saved = true
		r.saveErr = r.opt.Save(r.g)
		if r.saveErr != nil && ask && r.g != nil && !r.g.Over {
			r.ui.SaveFailed(r.saveErr.Error())
			return
		}
	}
	r.quitting = true
}

// loadUpdate loads the new version of the game the player chose to load (ui.Effect.Update): the game saved
// first, as it goes on from its save in the new version, then the page reloads into it. When the save
// fails, this version plays on, and the log says why.
func (r *Runner) loadUpdate() {
	if r.opt.Save != nil && r.g != nil && !r.g.Over {
		if err := r.opt.Save(r.g); err != nil {
			r.g.Note(r.ui.Lang().Say("render.notice.update_unsaved", text.S("error", err.Error())))
			return
		}
	}
	if err := applyUpdate(); err != nil {
		if r.g != nil {
			r.g.Note(r.ui.Lang().Say("render.notice.update_failed", text.S("error", err.Error())))
		}
	}
}

// show shows game g from now on (ui.Effect.Game: a replay's seek back decoded it, or a practice game was
// forked from the replay), with nothing of the game before it on the screen.
func (r *Runner) show(g *game.Game) {
	r.g = g
	r.opt.Replay = r.ui.Replaying()
	r.anim.list, r.anim.depth = r.anim.list[:0], g.Depth
	r.hud.forget()
	r.sprites.forgetPlayer()
}

// Game is the game being played (nil during character creation).
func (r *Runner) Game() *game.Game { return r.g }

// Screenshot is the last frame drawn before quitting, when Options.Screenshot asked for it.
func (r *Runner) Screenshot() *image.RGBA { return r.shot }

// Layout takes the window's size in device pixels, so the logical screen can be scaled by whole numbers
// on high-DPI screens too, and lays the screen out for it.
func (r *Runner) Layout(w, h int) (int, int) {
	s := ebiten.Monitor().DeviceScaleFactor()
	dw, dh := max(1, int(float64(w)*s)), max(1, int(float64(h)*s))
	r.layOpt.MinScale = readableScale(s)
	r.relayout(image.Pt(dw, dh))
	return dw, dh
}

// readableScale is the smallest scale at which the 13-pixel font is 12 pixels of the device's (CSS pixels in
// a browser) or more, at a device pixel ratio of dpr: 1 on most desktops, 3 on most phones.
func readableScale(dpr float64) int {
	return max(1, int(math.Ceil(dpr*12/13-0.02)))
}

// relayout lays the screen out for a window of device size dev, as the player's options ask, when either
// changed: the canvas takes the logical screen's new size, the pager its new lines, and the next frame is
// drawn whole.
func (r *Runner) relayout(dev image.Point) {
	l := ui.NewLayout(dev.X, dev.Y, tile, r.layOpt)
	if l == r.lay {
		return
	}
	r.lay = l
	r.hud.resize(l)
	switch {
	case onWindow(l): // drawn on the window itself: no texture of its own, no copy
		if r.canvas != nil {
			r.canvas.Deallocate()
			r.canvas = nil
		}
	case r.canvas == nil || r.canvas.Bounds().Size() != image.Pt(l.W, l.H):
		if r.canvas != nil {
			r.canvas.Deallocate()
		}
		r.canvas = layerImage(l.W, l.H)
	}
	r.view.relayout(l)
	r.target = nil // the painters take the logical screen's image at the next frame (bind)
	rows, cols := l.Pager()
	r.ui.SetPager(rows, cols)
	r.hud.stale()
	r.pending = true
}

// touchOn turns the touch bar on at the first touch: the screen is laid out again for it.
func (r *Runner) touchOn() {
	if !r.layOpt.Touch {
		r.layOpt.Touch = true
		r.relayout(r.lay.Device)
	}
}

// zoom changes the scale by d (+1: bigger, -1: smaller, more of the map), within what fits the window.
func (r *Runner) zoom(d int) {
	k := max(1, min(r.lay.Scale+d, r.lay.MaxScale))
	if k == r.lay.Scale {
		return
	}
	r.layOpt.Scale = k
	r.relayout(r.lay.Device)
}

// mapZoom changes the map's zoom by d (+1: bigger cells, -1: more of the map; a pinch), within
// ui.MinMapZoom..ui.MaxMapZoom and what keeps the map its fewest cells (the layout lowers the rest).
func (r *Runner) mapZoom(d int) {
	z := ui.ClampMapZoom(r.lay.Zoom + d)
	if z == r.lay.Zoom {
		return
	}
	r.layOpt.MapZoom = z
	r.relayout(r.lay.Device)
}

// scale is the scale and the offset of the logical screen on a screen of size w×h: the layout's whole
// number, or below the smallest logical screen the fraction that fits it in.
func (r *Runner) scale(w, h int) (k float64, ox, oy float64) {
	k = float64(r.lay.Scale)
	if r.lay.Fit > 0 {
		k = r.lay.Fit
	}
	return k, (float64(w) - float64(r.lay.W)*k) / 2, (float64(h) - float64(r.lay.H)*k) / 2
}

// placement is the scale and offset of the logical screen on the window.
type placement struct{ k, ox, oy float64 }

// Update advances one tick: input or the bot, then animations.
func (r *Runner) Update() error {
	if r.quitting && (r.shot != nil || !r.opt.Screenshot) {
		return ebiten.Termination
	}
	r.frames++
	r.anim.tick++
	if r.quit.Swap(false) {
		r.endGame(false)
	}
	if r.opt.Frames > 0 && r.frames >= r.opt.Frames {
		r.endGame(false)
	}
	if ebiten.IsWindowBeingClosed() {
		_, asking := r.ui.Screen().(*ui.SaveFailed)
		r.endGame(!asking) // closed again while asking: quit anyway
	}
	in := r.input.read(r.ui, r.g, r.anim.tick, r.paint.hits)
	in.Animating = len(r.anim.list) > 0
	if r.g != nil {
		r.reload()
	}
	if updateReady() { // the browser's page has a new version of the game waiting
		r.ui.UpdateReady()
	}
	eff := r.ui.Update(in, r.g)
	if eff.Settings {
		r.settingsChanged()
	}
	if eff.Hints && r.opt.SaveShown != nil {
		if err := r.opt.SaveShown(r.ui.ShownHints()); err != nil {
			r.ui.Tell(r.ui.Lang().Say("render.notice.hints_not_kept", text.S("error", err.Error())))
		}
	}
	if eff.Zoom != 0 {
		r.zoom(eff.Zoom)
	}
	if eff.MapZoom != 0 {
		r.mapZoom(eff.MapZoom)
	}
	if eff.Mute {
		r.audio.setMuted(r.ui.Muted())
	}
	if eff.Fullscreen {
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
	}
	if eff.Quit {
		r.endGame(true)
	}
	if eff.QuitUnsaved || eff.BotDone {
		r.quitting = true // the player's, or the bot's run is over (ui.Bot)
	}
	switch {
	case eff.Begin != nil:
		_ = r.start(*eff.Begin, eff.Rules, eff.Mode) // a game that cannot start leaves the creation screen shown
	case eff.Game != nil: // a replay's seek back, or a practice game played from it
		r.show(eff.Game)
	case eff.Again:
		r.opt.Seed++
		r.g = nil
	case r.g != nil:
		r.addAnims(r.g.TakeEvents())
		r.audio.update(r.anim.tick)
		r.anim.expire()
		if r.opt.OnFrame != nil {
			r.opt.OnFrame(r.g)
		}
	}
	if r.g == nil { // the creation screen: no cues, but what still plays ends and the device goes to sleep
		r.audio.update(r.anim.tick)
	}
	if r.redraws > 0 { // the sound device opens once the window shows its first frame, in the background
		r.audio.open()
	}
	if eff.Update {
		r.loadUpdate()
	}
	r.publishPage()
	// The creation screen (no game yet) is still too when nothing happens: Draw keeps its frame. Drawn
	// every tick, a large window under a software renderer took 0.4 s a frame, and Ebitengine, behind,
	// runs one update a frame: 60 ticks of --frames took 26 s on the creation screen against 4 in play.
	if r.changed(in) {
		r.pending = true // until a frame draws it: Ebitengine may run several updates between two draws
	}
	r.still = !r.pending
	r.publishA11y(eff.Game != nil)
	r.sleep.rest(r.still && r.maySleep(), r.opt.Reload != nil)
	return nil
}

// changed reports whether the frame to draw may differ from the last one: input came, the game or the
// screen changed, the mouse moved, or something animates (an attack, a shake, a bleeding or poisoned
// creature in view). It remembers what it saw.
func (r *Runner) changed(in ui.Input) bool {
	k := frameKey{g: r.g, quitting: r.quitting, notice: r.ui.Notice(), anims: len(r.anim.list) > 0, ailing: ailing(r.g), screen: r.ui.Screen(), submit: r.ui.SubmitText()}
	k.cursor.X, k.cursor.Y = ebiten.CursorPosition()
	if r.g != nil {
		k.turns, k.time, k.lines, k.depth, k.over = r.g.Turns, r.g.Time, len(r.g.Log), r.g.Depth, r.g.Over
		if n := len(r.g.Log); n > 0 {
			k.last = r.g.Log[n-1].Text
		}
	}
	busy := len(in.Typed) > 0 || len(in.Keys) > 0 || len(in.Commands) > 0 || in.Pressed != 0 || len(in.Moves) > 0 || in.Run != (gruid.Point{}) || in.Click ||
		k.anims || k.ailing
	if k == r.seen && !busy {
		return false
	}
	r.seen = k
	return true
}

// Draw draws the logical screen, then puts it on the window scaled by a whole number.
func (r *Runner) Draw(screen *ebiten.Image) {
	b := screen.Bounds()
	if b.Size() != r.lay.Device {
		r.relayout(b.Size()) // a screen drawn to without Layout (tests)
	}
	if r.still && screen == r.drawn && b.Size() == r.size {
		return // nothing changed: the screen keeps the last frame (SetScreenClearedEveryFrame(false))
	}
	r.drawn, r.size, r.pending = screen, b.Size(), false
	r.redraws++
	c := r.canvas
	if c == nil {
		c = screen // the logical screen is the window (onWindow)
	}
	if c != r.target {
		r.bind(c)
	}
	c.Fill(&r.hud.pal.Background) // a pointer: no interface conversion to allocate
	r.paint.hits = r.paint.hits[:0]
	d := &r.drawing
	d.Lay, d.Game = r.lay, r.g
	if r.g != nil {
		cam := r.camera()
		r.view.draw(r.g, cam, r.anim.shake(r.g))
		r.marks.cam = cam
		r.ui.DrawMap(d, &r.marks) // the screen's marks on the map: the aim's line, the look's cursor
		r.view.present(c)
		r.hud.draw(c, r.g, r.ui)
		if rl := r.hud.rulesLine; rl.w > 0 {
			r.paint.Hit(rl.x, rl.y, rl.w, ui.RulesPageKey) // the "Rules:" line opens the rule set's page
		}
	}
	r.ui.Draw(d) // the screen shown draws itself: over the map, or on the title in its place
	r.hud.drawBar(&r.paint, r.ui.Lang())
	if r.quitting && r.opt.Screenshot && r.shot == nil {
		r.shot = image.NewRGBA(image.Rect(0, 0, r.lay.W, r.lay.H))
		c.ReadPixels(r.shot.Pix)
	}
	k, ox, oy := r.scale(b.Dx(), b.Dy())
	r.placed = placement{k, ox, oy}
	r.publishView()
	if c == screen {
		return
	}
	screen.Fill(&colBlack)
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(ox, oy)
	if k < 1 {
		op.Filter = ebiten.FilterLinear // shrunk into a small window: smooth rather than drop pixels
	}
	screen.DrawImage(c, &op)
}

// onWindow reports whether layout l puts the logical screen on the window pixel for pixel (scale 1, the
// window its size: any window under 1280×960 on a desktop of device scale 1). The frame is then drawn on the
// window itself: a canvas of its own would be a texture of the window's size more (2 MB at 640×480 under
// a software renderer, the start's memory: issue 35) and a copy of every pixel each frame.
func onWindow(l ui.Layout) bool {
	return l.Scale == 1 && l.Fit == 0 && l.Device == image.Pt(l.W, l.H)
}

// bind has the painters and the map view draw on c, the logical screen's image: the canvas, or the window.
func (r *Runner) bind(c *ebiten.Image) {
	r.target = c
	r.view.bind(c)
	r.paint.dst, r.marks.dst = c, r.view.img
}

// camera is the map cell at the top-left of the view, keeping the player in the middle where the level allows.
func (r *Runner) camera() gruid.Point {
	return r.lay.Camera(r.g.Player.Pos, r.g.Level.W, r.g.Level.H)
}

// cellAt is the map cell under logical pixel (x, y), and whether there is one: on the map view, or on the
// level overview while it is shown; none before a game begins.
func (r *Runner) cellAt(x, y int) (gruid.Point, bool) {
	if r.g == nil {
		return gruid.Point{}, false // no game yet (a tap on the creation screen, on a page opened from it)
	}
	if _, ok := r.ui.Screen().(*ui.Overview); ok {
		return r.lay.OverviewCellAt(image.Pt(x, y), r.g.Level.W, r.g.Level.H)
	}
	return r.lay.CellAt(image.Pt(x, y), r.camera())
}

// reload applies a designer's edit of the data, at the start of the next turn: new numbers count from
// the next attack; a bad edit's problems go to the log and the last good data stays.
func (r *Runner) reload() {
	if r.opt.Reload == nil {
		return
	}
	d, errs, changed := r.opt.Reload.Poll()
	for _, n := range r.opt.Reload.Notes() {
		r.g.Note(n)
	}
	switch {
	case !changed:
	case errs != nil:
		r.g.Note(r.ui.Lang().Say("render.notice.data_problems"))
		for _, line := range strings.Split(errs.Error(), "\n") {
			r.g.Note("  " + line)
		}
	default:
		r.data = d
		r.g.SetData(d)
		r.ui.SetData(d)
		r.sprites.setData(d)
		r.hud.forget()
		r.g.Note(r.ui.Lang().Say("render.notice.reloaded", text.S("files", strings.Join(d.Overlaid, ", ")),
			text.S("yours", strconv.FormatBool(len(d.Overlaid) > 0))))
	}
}
