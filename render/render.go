// Package render draws Cleave with Ebitengine: the dungeon from the atlas, animations from game events, the side panel and the screens. It reads the keys and the mouse once a tick into a ui.Input; the ui package's Model says what they mean.
package render

import (
	"fmt"
	"image"
	"math"
	"strings"
	"sync/atomic"

	"codeberg.org/anaseto/gruid"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/basicfont"

	"github.com/cleave-game/cleave/assets"
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
	// Scores, when set, gives the high-score table, the rank in it of the game that just ended (−1: none)
	// and a note on the table ("": all is well), for the death and victory screens and the title's table.
	Scores func() (save.HighScores, int, string)
	// Layout is the player's choice of scale (0: the largest that fits the window; + and - change it while
	// playing) and of the log's height in lines (the --scale and --log-lines flags, or settings.toml).
	Layout ui.LayoutOptions
	// Rules names the rule set a new game is fought under (--rules; RULES.md §32; "" the default); a loaded
	// game keeps its own.
	Rules string
	// Guard is the player's guard under a rule set of Guard Points (settings.toml's guard, RULES.md §35.2; ""
	// the rule set's default); the @ screen's G key changes it for the run.
	Guard string
	// Settings are the player's settings (settings.toml): the key bindings, the colours, the motion; the
	// settings screen (O) changes them and SaveSettings, when set, keeps them.
	Settings     prefs.Settings
	SaveSettings func(prefs.Settings) error
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
}

// Reloader delivers edited data: new good data, or the problems of a bad edit (the last good data
// stays in use), and notes for the player about the reloads (a file removed from the directory).
type Reloader interface {
	Poll() (data *assets.Data, errs error, changed bool)
	Notes() []string
}

// Runner is the Ebitengine game: it feeds input to the game and draws it.
type Runner struct {
	opt     Options
	data    *assets.Data
	g       *game.Game // nil while the player creates a character
	atlas   *ebiten.Image
	sprites map[string]*ebiten.Image
	canvas  *ebiten.Image // the logical screen, scaled to the window
	face    text.Face
	anims   []anim
	audio   *audioOut // the sounds (nil: silence)
	// animDepth is the depth anims were made on: actor IDs are per floor, so a change of floor
	// drops them rather than play them on the new floor's creature of the same ID.
	animDepth int
	tick      int
	frames    int
	botDone   int
	botEnd    int          // the tick the bot took its last turn (0: not yet)
	ui        *ui.Model    // what the keys mean, and the screen shown
	in        ui.Input     // the input of this tick, its slices reused
	keyTab    keyTables    // the key bindings as Ebitengine's keys
	pressed   []ebiten.Key // the keys pressed this tick (reused)
	// The player's settings as drawing reads them: the colour scheme, reduce motion, the animations'
	// speed in percent.
	pal          assets.Palette
	reduceMotion bool
	animSpeed    int
	hint         string // the panel's foot: the keys of the help, the map and the zoom, as bound
	// Caches of sprites by the data's names, so drawing builds no strings each frame.
	variants map[string][]*ebiten.Image
	// tiles is the terrain's sprites on the level shown, made again when its kind or theme changes (tileTable).
	tiles tileTable
	items map[string]*ebiten.Image
	kinds map[string]kindLook      // how each creature kind is drawn
	projs map[string]*ebiten.Image // missiles by weapon name
	// lay is where things go on the window now (ui.Layout), layOpt what the player asked of it.
	lay    ui.Layout
	layOpt ui.LayoutOptions
	// The frame being built: the map view's draw list, reused every frame, and the player's layers.
	view   *ebiten.Image // the map area of canvas, which clips the map, or zoomed
	zoomed *ebiten.Image // the map at the art's size when the layout zooms it (nil: not zoomed)
	white  *ebiten.Image // one white pixel, for bars, marks and the overview's cells (made once)
	text   *ebiten.Image // the side panel and the log, written again only when they change
	cmds   []drawCmd
	look   playerLook
	layers [6]*ebiten.Image
	layerN int
	hud    hudCache
	// The animations' effect on each actor this frame, by ID (indexAnims), and their overlays' sprites.
	fx       []actorFx
	overlays overlaySprites

	placed placement // where the last frame put the logical screen, for the mouse
	// Touch: the fingers on the screen, the IDs read this tick, the tick a finger was last down, and the
	// places to tap of the screen drawn last (its lists' lines).
	fingers   []finger
	touchIDs  []ebiten.TouchID
	touchedAt int
	hits      []hit
	quitting  bool
	saved     bool        // the save on the way out was tried
	saveErr   error       // and failed, why
	quit      atomic.Bool // asked from outside the loop (a signal)
	shot      *image.RGBA
	overAt    int
	// still is set by Update when nothing that shows changed since the last frame (see changed): Draw then
	// leaves the screen as it is (the screen is not cleared between frames) and costs nothing.
	still   bool
	pending bool          // a change no frame has drawn yet
	seen    frameKey      // what the last frame showed
	drawn   *ebiten.Image // the screen the last frame went to, and its size
	size    image.Point
	sleep   sleeper // the loop waits for input while idle (render/idle.go)
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
	r := &Runner{opt: opt, data: d, atlas: ebiten.NewImageFromImage(a.Image), sprites: map[string]*ebiten.Image{},
		variants: map[string][]*ebiten.Image{}, layOpt: opt.Layout, touchedAt: math.MinInt / 2,
		items: map[string]*ebiten.Image{}, kinds: map[string]kindLook{}, projs: map[string]*ebiten.Image{}, cmds: make([]drawCmd, 0, 2048)}
	for name, rect := range a.Rects {
		r.sprites[name] = r.atlas.SubImage(rect).(*ebiten.Image)
	}
	r.face = text.NewGoXFace(basicfont.Face7x13)
	r.sleep.apply, r.sleep.wake = waitForInput, scheduleFrame
	// The screen keeps the last frame, so that Draw can skip frames when nothing changed (and the loop
	// can sleep while nothing moves: render/idle.go).
	ebiten.SetScreenClearedEveryFrame(false)
	create := opt.Game == nil && opt.Create && opt.BotTurns == 0
	r.layOpt.Touch = r.layOpt.Touch || touchScreen()
	r.ui = ui.New(ui.Config{Data: d, Watch: opt.BotTurns > 0, Numbers: opt.Numbers, Unsaved: opt.Save == nil, Settings: opt.Settings, Muted: opt.Muted, Replay: opt.Replay}, create)
	if err := r.useSettings(opt.Settings); err != nil {
		return nil, err
	}
	r.audio = newAudio(opt.Volume, opt.Muted)
	r.relayout(image.Pt(ScreenW, ScreenH)) // until the window says its size
	if opt.Game != nil {
		r.g = opt.Game
		if a, ok := r.g.Choose(prefs.GuardOption, opt.Guard); ok {
			r.g.Do(a)
		}
		return r, nil
	}
	if create {
		return r, nil
	}
	if err := r.start(opt.Character); err != nil {
		return nil, err
	}
	return r, nil
}

// start begins a game with character c.
func (r *Runner) start(c game.Character) error {
	g, err := game.New(game.Config{Seed: r.opt.Seed, Data: r.data, Character: c, Rules: r.opt.Rules, Record: r.opt.Record})
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
	r.g = g
	r.anims, r.animDepth = r.anims[:0], g.Depth
	r.hud, r.layerN = hudCache{}, 0
	r.overAt = 0
	r.ui.Play()
	if r.opt.Warning != "" {
		g.Note(r.opt.Warning)
	}
	return nil
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
	old := r.lay
	r.lay = l
	if r.canvas == nil || old.W != l.W || old.H != l.H {
		if r.canvas != nil {
			r.canvas.Deallocate()
			r.text.Deallocate()
		}
		r.canvas, r.text = ebiten.NewImage(l.W, l.H), ebiten.NewImage(l.W, l.H)
	}
	if r.zoomed != nil {
		r.zoomed.Deallocate()
		r.zoomed = nil
	}
	r.view = r.canvas.SubImage(l.Map).(*ebiten.Image)
	if l.Zoom > 1 { // the map drawn at the art's size, then doubled onto the canvas
		r.zoomed = ebiten.NewImage(l.Cols*tile, l.Rows*tile)
		r.view = r.zoomed
	}
	rows, cols := l.Pager()
	r.ui.SetPager(rows, cols)
	r.hud.layerOK = false
	r.pending = true
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
	r.tick++
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
	in := r.readInput()
	if r.g != nil {
		r.reload()
	}
	eff := r.ui.Update(in, r.g)
	if eff.Settings {
		r.settingsChanged()
	}
	if eff.Zoom != 0 {
		r.zoom(eff.Zoom)
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
	if eff.QuitUnsaved {
		r.quitting = true
	}
	switch {
	case eff.Begin != nil:
		_ = r.start(*eff.Begin) // a game that cannot start leaves the creation screen shown
		return nil
	case eff.Again:
		r.opt.Seed++
		r.g = nil
		return nil
	case r.g == nil:
		return nil
	case r.g.Over:
		if r.overAt == 0 {
			r.overAt = r.tick
		}
		if r.opt.BotTurns > 0 && r.tick-r.overAt > tps/2 {
			r.quitting = true
		}
	case r.opt.BotTurns > 0:
		switch {
		case r.botDone < r.opt.BotTurns:
			r.g.Act(r.g.BotAction())
			r.botDone++
		case r.botEnd == 0:
			r.botEnd = r.tick
		case len(r.anims) == 0 || r.tick-r.botEnd > 2*tps:
			// The last turn's animations have played out (or two seconds went by): the last frame, and
			// the screenshot, show the game as it stands.
			r.quitting = true
		}
	}
	r.addAnims(r.g.TakeEvents())
	r.audio.update(r.tick)
	r.expireAnims()
	if r.opt.OnFrame != nil {
		r.opt.OnFrame(r.g)
	}
	if r.changed(in) {
		r.pending = true // until a frame draws it: Ebitengine may run several updates between two draws
	}
	r.still = !r.pending
	r.rest(r.still)
	return nil
}

// changed reports whether the frame to draw may differ from the last one: input came, the game or the
// screen changed, the mouse moved, or something animates (an attack, a shake, a bleeding or poisoned
// creature in view). It remembers what it saw.
func (r *Runner) changed(in ui.Input) bool {
	k := frameKey{g: r.g, quitting: r.quitting, notice: r.ui.Notice(), anims: len(r.anims) > 0, ailing: r.ailing()}
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

// ailing reports whether a bleeding or poisoned creature is in view: its drips and bubbles animate.
func (r *Runner) ailing() bool {
	if r.g == nil {
		return false
	}
	for a := range r.g.Everyone() {
		if !a.Dead && (a.Bleeding > 0 || a.Poison > 0) && r.g.IsVisible(a.Pos) {
			return true
		}
	}
	return false
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
	c := r.canvas
	c.Fill(&r.pal.Background) // a pointer: no interface conversion to allocate
	r.hits = r.hits[:0]
	if _, ok := r.ui.Screen().(*ui.Scores); ok && r.g == nil {
		r.drawScores(c)
	} else if r.g == nil {
		r.drawCreate(c)
	} else {
		cam := r.camera()
		shake := r.shake()
		r.buildFrame(cam, shake)
		if r.zoomed != nil {
			r.zoomed.Clear()
		}
		r.submit(r.view)
		r.drawOverlay(r.view, cam)
		if r.zoomed != nil {
			var op ebiten.DrawImageOptions
			op.GeoM.Scale(float64(r.lay.Zoom), float64(r.lay.Zoom))
			op.GeoM.Translate(float64(r.lay.Map.Min.X), float64(r.lay.Map.Min.Y))
			c.DrawImage(r.zoomed, &op)
		}
		r.drawTextLayer(c)
		r.drawScreen(c)
	}
	r.drawBar(c)
	if r.quitting && r.opt.Screenshot && r.shot == nil {
		r.shot = image.NewRGBA(image.Rect(0, 0, r.lay.W, r.lay.H))
		c.ReadPixels(r.shot.Pix)
	}
	k, ox, oy := r.scale(b.Dx(), b.Dy())
	r.placed = placement{k, ox, oy}
	r.publishView()
	screen.Fill(&colBlack)
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(ox, oy)
	if k < 1 {
		op.Filter = ebiten.FilterLinear // shrunk into a small window: smooth rather than drop pixels
	}
	screen.DrawImage(c, &op)
}

// camera is the map cell at the top-left of the view, keeping the player in the middle where the level allows.
func (r *Runner) camera() gruid.Point {
	return r.lay.Camera(r.g.Player.Pos, r.g.Level.W, r.g.Level.H)
}

// screenPos is where cell p is drawn on the map view, the camera at cam: on the logical screen itself,
// unless the map is zoomed (then on the view's own image, which is doubled onto it).
func (r *Runner) screenPos(cam, p gruid.Point) (float64, float64) {
	x, y := (p.X-cam.X)*tile, (p.Y-cam.Y)*tile
	if r.zoomed == nil {
		x, y = x+r.lay.Map.Min.X, y+r.lay.Map.Min.Y
	}
	return float64(x), float64(y)
}

// viewCell is the map cell at point (x, y) of the map view (screenPos's coordinates), the camera at cam,
// and whether it is on the view.
func (r *Runner) viewCell(cam gruid.Point, x, y float64) (gruid.Point, bool) {
	if r.zoomed == nil {
		x, y = x-float64(r.lay.Map.Min.X), y-float64(r.lay.Map.Min.Y)
	}
	cx, cy := int(math.Floor(x/tile)), int(math.Floor(y/tile))
	if x < 0 || y < 0 || cx >= r.lay.Cols || cy >= r.lay.Rows {
		return gruid.Point{}, false
	}
	return gruid.Point{X: cam.X + cx, Y: cam.Y + cy}, true
}

// cellAt is the map cell under logical pixel (x, y), and whether there is one: on the map view, or on the
// level overview while it is shown.
func (r *Runner) cellAt(x, y int) (gruid.Point, bool) {
	if _, ok := r.ui.Screen().(*ui.Overview); ok {
		return r.lay.OverviewCellAt(image.Pt(x, y), r.g.Level.W, r.g.Level.H)
	}
	return r.lay.CellAt(image.Pt(x, y), r.camera())
}

// sprite is the sprite of a thing of the data by its name ("giant rat" → giant_rat), or fallback's.
func (r *Runner) sprite(name, fallback string) *ebiten.Image {
	if s, ok := r.sprites[name]; ok {
		return s
	}
	if s, ok := r.sprites[strings.ReplaceAll(name, " ", "_")]; ok {
		r.sprites[name] = s // remembered: no string building next frame
		return s
	}
	if s, ok := r.sprites[fallback]; ok {
		r.sprites[name] = s
		return s
	}
	return r.sprites["kobold"]
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
		r.g.Note("The edited data has problems; the last good data stays in use:")
		for _, line := range strings.Split(errs.Error(), "\n") {
			r.g.Note("  " + line)
		}
	default:
		r.data = d
		r.g.SetData(d)
		r.ui.SetData(d)
		clear(r.items)
		clear(r.kinds)
		clear(r.projs)
		r.hud = hudCache{}
		if len(d.Overlaid) > 0 {
			r.g.Note("The data files were reloaded (" + strings.Join(d.Overlaid, ", ") + " from your directory).")
		} else {
			r.g.Note("The data files were reloaded.")
		}
	}
}
