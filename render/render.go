// Package render draws Cleave with Ebitengine: the dungeon from the atlas, animations from game events, the HUD.
package render

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"codeberg.org/anaseto/gruid"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/basicfont"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
	"github.com/cleave-game/cleave/render/art"
)

// Screen layout in logical pixels: a HUD line, the map view, the message log.
const (
	ScreenW   = 640
	ScreenH   = 480
	tile      = art.Size
	hudH      = 16
	viewCols  = ScreenW / tile
	viewRows  = 24
	logTop    = hudH + viewRows*tile
	logLines  = 5
	lineH     = 16
	tps       = 60
	animTicks = 15 // 250 ms at 60 ticks a second
)

// Options are the settings of one run of the game.
type Options struct {
	Seed       uint64
	Frames     int  // quit after this many frames (0: never)
	BotTurns   int  // let the bot play this many turns, then quit (0: the player plays)
	Screenshot bool // capture the last frame before quitting
	// OnFrame, when set, is called after every update (the browser build publishes state with it).
	OnFrame func(*game.Game)
	// Data is the data to play by (nil: the embedded defaults); Reload, when set, is polled at the
	// start of each turn for edited data (hot reload of a designer's --assets directory).
	Data   *assets.Data
	Reload Reloader
}

// Reloader delivers edited data: new good data, or the problems of a bad edit (the last good data
// stays in use).
type Reloader interface {
	Poll() (data *assets.Data, errs error, changed bool)
}

// Runner is the Ebitengine game: it feeds input to the game and draws it.
type Runner struct {
	opt     Options
	g       *game.Game
	atlas   *ebiten.Image
	sprites map[string]*ebiten.Image
	face    text.Face
	anims   []anim
	tick    int
	frames  int
	botDone int
	repeat  keyRepeat

	quitting bool
	shot     *image.RGBA
	overAt   int
}

// New builds a runner with a new game from opt.Seed.
func New(opt Options) (*Runner, error) {
	a, err := art.Parse("render/art/sprites.txt", art.Sprites)
	if err != nil {
		return nil, fmt.Errorf("render: %w", err)
	}
	g, err := game.New(game.Config{Seed: opt.Seed, Data: opt.Data})
	if err != nil {
		return nil, fmt.Errorf("render: %w", err)
	}
	r := &Runner{opt: opt, g: g, atlas: ebiten.NewImageFromImage(a.Image), sprites: map[string]*ebiten.Image{}}
	for name, rect := range a.Rects {
		r.sprites[name] = r.atlas.SubImage(rect).(*ebiten.Image)
	}
	r.face = text.NewGoXFace(basicfont.Face7x13)
	return r, nil
}

// Game is the game being played.
func (r *Runner) Game() *game.Game { return r.g }

// Screenshot is the last frame drawn before quitting, when Options.Screenshot asked for it.
func (r *Runner) Screenshot() *image.RGBA { return r.shot }

// Layout gives the logical screen size; Ebitengine scales it to the window.
func (r *Runner) Layout(int, int) (int, int) { return ScreenW, ScreenH }

// Update advances one tick: input or the bot, then animations.
func (r *Runner) Update() error {
	if r.quitting && (r.shot != nil || !r.opt.Screenshot) {
		return ebiten.Termination
	}
	r.frames++
	r.tick++
	r.reload()
	if r.opt.Frames > 0 && r.frames >= r.opt.Frames {
		r.quitting = true
	}
	switch {
	case r.g.Over:
		if r.overAt == 0 {
			r.overAt = r.tick
		}
		if r.opt.BotTurns > 0 && r.tick-r.overAt > tps/2 {
			r.quitting = true
		}
		if r.opt.BotTurns == 0 && r.enterPressed() {
			if g, err := game.New(game.Config{Seed: r.g.Seed + 1, Data: r.g.Data()}); err == nil {
				r.g = g
			}
			r.anims = r.anims[:0]
			r.overAt = 0
		}
	case r.opt.BotTurns > 0:
		if r.botDone < r.opt.BotTurns {
			r.g.Act(r.g.BotAction())
			r.botDone++
		} else {
			r.quitting = true
		}
	default:
		if a, ok := r.playerAction(); ok {
			r.g.Act(a)
		}
	}
	r.addAnims(r.g.TakeEvents())
	r.expireAnims()
	if r.opt.OnFrame != nil {
		r.opt.OnFrame(r.g)
	}
	return nil
}

// Draw draws the HUD, the visible dungeon with its creatures and animations, the log, and the death screen.
func (r *Runner) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x0c, 0x0c, 0x12, 0xff})
	cam := r.camera()
	shake := r.shake()
	view := screen.SubImage(image.Rect(0, hudH, ScreenW, logTop)).(*ebiten.Image) // clips the map
	r.drawMap(view, cam, shake)
	r.drawActors(view, cam, shake)
	r.drawEffects(view, cam, shake)
	r.drawHUD(screen)
	r.drawLog(screen)
	if r.g.Over {
		r.drawDeath(screen)
	}
	if r.quitting && r.opt.Screenshot && r.shot == nil {
		r.shot = image.NewRGBA(image.Rect(0, 0, ScreenW, ScreenH))
		screen.ReadPixels(r.shot.Pix)
	}
}

// camera is the map cell at the top-left of the view, keeping the player in the middle where the level allows.
func (r *Runner) camera() gruid.Point {
	p := r.g.Player().Pos
	l := r.g.Level
	c := gruid.Point{X: p.X - viewCols/2, Y: p.Y - viewRows/2}
	c.X = max(0, min(c.X, l.W-viewCols))
	c.Y = max(0, min(c.Y, l.H-viewRows))
	return c
}

// screenPos is where cell p is drawn.
func screenPos(cam, p gruid.Point) (float64, float64) {
	return float64((p.X - cam.X) * tile), float64(hudH + (p.Y-cam.Y)*tile)
}

func (r *Runner) tileSprite(t levels.Tile, p gruid.Point) *ebiten.Image {
	variant := (p.X*7 + p.Y*13 + p.X*p.Y) % 5
	switch t {
	case levels.Wall:
		if variant == 0 {
			return r.sprites["wall2"]
		}
		return r.sprites["wall"]
	case levels.DoorClosed:
		return r.sprites["door_closed"]
	case levels.DoorOpen:
		return r.sprites["door_open"]
	case levels.StairsDown:
		return r.sprites["stairs_down"]
	case levels.StairsUp:
		return r.sprites["stairs_up"]
	}
	if variant == 0 {
		return r.sprites["floor2"]
	}
	return r.sprites["floor"]
}

func (r *Runner) drawMap(screen *ebiten.Image, cam gruid.Point, shake gruid.Point) {
	l := r.g.Level
	var op ebiten.DrawImageOptions
	for y := cam.Y; y < cam.Y+viewRows && y < l.H; y++ {
		for x := cam.X; x < cam.X+viewCols && x < l.W; x++ {
			p := gruid.Point{X: x, Y: y}
			if !r.g.IsSeen(p) {
				continue
			}
			op.GeoM.Reset()
			sx, sy := screenPos(cam, p)
			op.GeoM.Translate(sx+float64(shake.X), sy+float64(shake.Y))
			op.ColorScale.Reset()
			if !r.g.IsVisible(p) {
				op.ColorScale.Scale(0.35, 0.35, 0.5, 1) // remembered: dim and cold
			}
			screen.DrawImage(r.tileSprite(l.At(p), p), &op)
		}
	}
}

func (r *Runner) drawActors(screen *ebiten.Image, cam gruid.Point, shake gruid.Point) {
	var op ebiten.DrawImageOptions
	// Corpses first, under the living.
	for _, a := range r.g.Actors {
		if a.Dead && r.g.IsSeen(a.Pos) && !r.dying(a.ID) {
			op.GeoM.Reset()
			op.ColorScale.Reset()
			if !r.g.IsVisible(a.Pos) {
				op.ColorScale.Scale(0.35, 0.35, 0.5, 1)
			}
			sx, sy := screenPos(cam, a.Pos)
			op.GeoM.Translate(sx+float64(shake.X), sy+float64(shake.Y))
			screen.DrawImage(r.sprites["corpse"], &op)
		}
	}
	for _, a := range r.g.Actors {
		if (a.Dead && !r.dying(a.ID)) || !r.g.IsVisible(a.Pos) {
			continue
		}
		op.GeoM.Reset()
		op.ColorScale.Reset()
		sx, sy := screenPos(cam, a.Pos)
		off, flash, alpha := r.actorAnim(a.ID)
		op.GeoM.Translate(sx+off.X+float64(shake.X), sy+off.Y+float64(shake.Y))
		if flash > 0 {
			op.ColorScale.Scale(1+flash, 1+flash, 1+flash, 1)
		}
		if alpha < 1 {
			op.ColorScale.ScaleAlpha(alpha)
		}
		screen.DrawImage(r.sprite(a.Kind, "kobold"), &op)
	}
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
	return r.sprites[fallback]
}

var (
	colInfo  = color.RGBA{0xc8, 0xc8, 0xd0, 0xff}
	colGood  = color.RGBA{0x9a, 0xd8, 0x7a, 0xff}
	colBad   = color.RGBA{0xf0, 0x70, 0x60, 0xff}
	colDeath = color.RGBA{0xf0, 0xc0, 0x40, 0xff}
)

func (r *Runner) drawText(screen *ebiten.Image, s string, x, y float64, c color.Color) {
	var op text.DrawOptions
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	text.Draw(screen, s, r.face, &op)
}

func (r *Runner) drawHUD(screen *ebiten.Image) {
	pl := r.g.Player()
	hud := fmt.Sprintf("HP %d/%d   Depth %d   Time %d.%ds   Turn %d", pl.HP, pl.MaxHP, r.g.Depth, r.g.Time/10, r.g.Time%10, r.g.Turns)
	c := colInfo
	if pl.HP*3 <= pl.MaxHP {
		c = colBad
	}
	r.drawText(screen, hud, 4, 2, c)
}

func (r *Runner) drawLog(screen *ebiten.Image) {
	log := r.g.Log
	start := max(0, len(log)-logLines)
	for i, m := range log[start:] {
		c := colInfo
		switch m.Kind {
		case game.MsgGood:
			c = colGood
		case game.MsgBad:
			c = colBad
		case game.MsgDeath:
			c = colDeath
		}
		r.drawText(screen, m.Text, 4, float64(logTop+2+i*lineH), c)
	}
}

func (r *Runner) drawDeath(screen *ebiten.Image) {
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(ScreenW/float64(tile), float64(viewRows))
	op.GeoM.Translate(0, hudH)
	op.ColorScale.Scale(0, 0, 0, 0.7)
	screen.DrawImage(r.sprites["floor"], &op)
	r.drawText(screen, "You die...", ScreenW/2-35, 160, colDeath)
	r.drawText(screen, fmt.Sprintf("Killed on level %d after %d turns.", r.g.Depth, r.g.Turns), ScreenW/2-120, 190, colInfo)
	if r.opt.BotTurns == 0 {
		r.drawText(screen, "Press Enter to begin again.", ScreenW/2-95, 220, colInfo)
	}
}

// reload applies a designer's edit of the data, at the start of the next turn: new numbers count from
// the next attack; a bad edit's problems go to the log and the last good data stays.
func (r *Runner) reload() {
	if r.opt.Reload == nil {
		return
	}
	d, errs, changed := r.opt.Reload.Poll()
	switch {
	case !changed:
	case errs != nil:
		r.g.Note("The edited data has problems; the last good data stays in use:")
		for _, line := range strings.Split(errs.Error(), "\n") {
			r.g.Note("  " + line)
		}
	default:
		r.g.SetData(d)
		r.g.Note("The data files were reloaded.")
	}
}
