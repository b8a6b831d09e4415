// Input: arrows, vi-keys and the numpad in eight directions, with key repeat.
package render

import (
	"codeberg.org/anaseto/gruid"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/cleave-game/cleave/game"
)

// keyDir binds a key to a direction of movement.
type keyDir struct {
	key ebiten.Key
	dir gruid.Point
}

var (
	north, south, east, west = gruid.Point{Y: -1}, gruid.Point{Y: 1}, gruid.Point{X: 1}, gruid.Point{X: -1}
	ne, nw, se, sw           = gruid.Point{X: 1, Y: -1}, gruid.Point{X: -1, Y: -1}, gruid.Point{X: 1, Y: 1}, gruid.Point{X: -1, Y: 1}
)

// moveKeys are every key that moves, with its direction. Wait keys have the zero direction.
var moveKeys = []keyDir{
	{ebiten.KeyArrowUp, north}, {ebiten.KeyArrowDown, south}, {ebiten.KeyArrowLeft, west}, {ebiten.KeyArrowRight, east},
	{ebiten.KeyK, north}, {ebiten.KeyJ, south}, {ebiten.KeyH, west}, {ebiten.KeyL, east},
	{ebiten.KeyY, nw}, {ebiten.KeyU, ne}, {ebiten.KeyB, sw}, {ebiten.KeyN, se},
	{ebiten.KeyNumpad8, north}, {ebiten.KeyNumpad2, south}, {ebiten.KeyNumpad4, west}, {ebiten.KeyNumpad6, east},
	{ebiten.KeyNumpad7, nw}, {ebiten.KeyNumpad9, ne}, {ebiten.KeyNumpad1, sw}, {ebiten.KeyNumpad3, se},
	{ebiten.KeyHome, nw}, {ebiten.KeyPageUp, ne}, {ebiten.KeyEnd, sw}, {ebiten.KeyPageDown, se},
	{ebiten.KeyPeriod, gruid.Point{}}, {ebiten.KeyNumpad5, gruid.Point{}},
}

// Key repeat: a held key acts once, then after repeatDelay ticks every repeatEvery ticks.
const (
	repeatDelay = 15
	repeatEvery = 4
)

// keyRepeat tracks how long a movement key has been held.
type keyRepeat struct{ held int }

// playerAction reads the keyboard and returns the player's action this tick, if any.
func (r *Runner) playerAction() (game.Action, bool) {
	r.repeat.held = 0
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	switch {
	case shift && inpututil.IsKeyJustPressed(ebiten.KeyPeriod): // '>'
		return game.Action{Kind: game.ActDescend}, true
	case shift && inpututil.IsKeyJustPressed(ebiten.KeyComma): // '<'
		return game.Action{Kind: game.ActAscend}, true
	case shift:
		return game.Action{}, false
	}
	for _, k := range moveKeys {
		d := inpututil.KeyPressDuration(k.key)
		if d == 0 {
			continue
		}
		r.repeat.held = d
		if d == 1 || (d >= repeatDelay && (d-repeatDelay)%repeatEvery == 0) {
			if k.dir == (gruid.Point{}) {
				return game.Action{Kind: game.ActWait}, true
			}
			return game.Action{Kind: game.ActMove, Dir: k.dir}, true
		}
	}
	return game.Action{}, false
}

func (r *Runner) enterPressed() bool {
	return inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyNumpadEnter)
}
