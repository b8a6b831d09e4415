// The gamepad and the phone's vibration: the first gamepad with Ebitengine's standard layout read once a
// tick into a ui.PadState (what it means is the ui package's: ui.Pad), and a buzz on a hit taken and a
// critical where the device can vibrate.

package render

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/prefs"
	"github.com/cleave-game/cleave/render/ui"
)

// readPad adds to in what the first gamepad with the standard layout does this tick under bindings b, and
// notes whether one is there (padOn: a gamepad does not wake a loop asleep, so the loop stays awake).
func (ip *input) readPad(in *ui.Input, b prefs.Pad) {
	ip.padIDs = ebiten.AppendGamepadIDs(ip.padIDs[:0])
	var s ui.PadState
	ip.padOn = false
	for _, id := range ip.padIDs {
		if !ebiten.IsStandardGamepadLayoutAvailable(id) {
			continue
		}
		for i := range s.Down {
			s.Down[i] = ebiten.IsStandardGamepadButtonPressed(id, ebiten.StandardGamepadButton(i))
		}
		s.LX = ebiten.StandardGamepadAxisValue(id, ebiten.StandardGamepadAxisLeftStickHorizontal)
		s.LY = ebiten.StandardGamepadAxisValue(id, ebiten.StandardGamepadAxisLeftStickVertical)
		ip.padOn = true
		break
	}
	ip.pad.Read(s, b, in)
}

// The vibrations: a short one for a hit the player takes, a long and strong one for a critical given or
// taken.
var (
	buzzHit  = ebiten.VibrateOptions{Duration: 60 * time.Millisecond, Magnitude: 0.5}
	buzzCrit = ebiten.VibrateOptions{Duration: 180 * time.Millisecond, Magnitude: 1}
)

// buzz is the vibration of event e for the player (actor player), and whether it has one: a critical the
// player gives or takes, a hit the player takes (a glance too: it is felt).
func buzz(e game.Event, player int) (ebiten.VibrateOptions, bool) {
	o := e.Outcome
	switch {
	case e.Kind != game.EventAttack || !o.Hit || (e.Actor != player && e.Target != player):
		return ebiten.VibrateOptions{}, false
	case o.Critical:
		return buzzCrit, true
	case e.Target == player:
		return buzzHit, true
	}
	return ebiten.VibrateOptions{}, false
}

// vibrate buzzes the device for the strongest of events, when the settings allow it (vibrate, on by
// default) and the device can (a browser's or a phone's: a desktop has nothing to vibrate).
func (r *Runner) vibrate(events []game.Event) {
	if !canVibrate || !r.ui.Settings().Vibrates() {
		return
	}
	var v ebiten.VibrateOptions
	for _, e := range events {
		if b, ok := buzz(e, r.g.Player.ID); ok && b.Magnitude > v.Magnitude {
			v = b
		}
	}
	if v.Duration > 0 {
		ebiten.Vibrate(&v)
	}
}
