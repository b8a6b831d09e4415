// Animations: each game event becomes a short effect (at most 250 ms) that never holds up the rules.
package render

import (
	"math"

	"codeberg.org/anaseto/gruid"
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/cleave-game/cleave/game"
)

// anim is one running animation of an event.
type anim struct {
	ev       game.Event
	start    int // tick it started
	duration int // ticks it lasts
}

// addAnims starts an animation for every attack and death; moves are instant.
func (r *Runner) addAnims(events []game.Event) {
	d := animTicks
	if r.ui.held > 0 || r.opt.BotTurns > 0 {
		d = animTicks / 2 // sped up while keys are held and in bot play
	}
	for _, e := range events {
		if e.Kind == game.EventMove {
			continue
		}
		r.anims = append(r.anims, anim{ev: e, start: r.tick, duration: d})
	}
}

// expireAnims drops finished animations, in place.
func (r *Runner) expireAnims() {
	n := 0
	for _, a := range r.anims {
		if r.tick-a.start < a.duration {
			r.anims[n] = a
			n++
		}
	}
	r.anims = r.anims[:n]
}

// phase is how far an animation has run, from 0 to 1.
func (r *Runner) phase(a *anim) float64 {
	return math.Min(1, float64(r.tick-a.start)/float64(a.duration))
}

// dying reports whether actor id is playing its death.
func (r *Runner) dying(id int) bool {
	for i := range r.anims {
		if r.anims[i].ev.Kind == game.EventDeath && r.anims[i].ev.Actor == id {
			return true
		}
	}
	return false
}

// offset is a point in pixels.
type offset struct{ X, Y float64 }

// actorAnim gives how actor id is drawn now: moved by off, brightened by flash, faded to alpha.
func (r *Runner) actorAnim(id int) (off offset, flash float32, alpha float32) {
	alpha = 1
	for i := range r.anims {
		a := &r.anims[i]
		t := r.phase(a)
		bump := math.Sin(t * math.Pi) // out and back
		dir := a.ev.To.Sub(a.ev.From)
		switch {
		case a.ev.Kind == game.EventDeath && a.ev.Actor == id:
			alpha = float32(1 - t)
		case a.ev.Kind != game.EventAttack:
		case a.ev.Actor == id: // the attacker lunges toward the target
			off.X += float64(dir.X) * 4 * bump
			off.Y += float64(dir.Y) * 4 * bump
		case a.ev.Target == id && a.ev.Outcome.Hit && !a.ev.Outcome.Glance: // struck: a flash, pushed back
			f := float32(1.5)
			if a.ev.Outcome.Critical {
				f = 3
			}
			flash = max(flash, f*float32(1-t))
			off.X += float64(dir.X) * 2 * bump
			off.Y += float64(dir.Y) * 2 * bump
		case a.ev.Target == id && !a.ev.Outcome.Hit: // a miss: the target sidesteps
			off.X += float64(-dir.Y) * 3 * bump
			off.Y += float64(dir.X) * 3 * bump
		}
	}
	return off, flash, alpha
}

// shake is the screen's offset while a confirmed critical lands.
func (r *Runner) shake() gruid.Point {
	for i := range r.anims {
		a := &r.anims[i]
		if a.ev.Kind == game.EventAttack && a.ev.Outcome.Critical && r.g.IsVisible(a.ev.To) {
			k := r.tick - a.start
			if k < a.duration/2 {
				return gruid.Point{X: []int{2, -2, 1, -1}[k%4], Y: []int{1, -1, -1, 1}[k%4]}
			}
		}
	}
	return gruid.Point{}
}

// drawEffects draws the overlays of attacks: a slash and blood for a hit, a spark for a glance or a critical,
// a swish for a miss.
func (r *Runner) drawEffects(screen *ebiten.Image, cam, shake gruid.Point) {
	var op ebiten.DrawImageOptions
	for i := range r.anims {
		a := &r.anims[i]
		if a.ev.Kind != game.EventAttack || !r.g.IsVisible(a.ev.To) {
			continue
		}
		t := r.phase(a)
		sx, sy := screenPos(cam, a.ev.To)
		draw := func(name string, alpha float64) {
			op.GeoM.Reset()
			op.GeoM.Translate(sx+float64(shake.X), sy+float64(shake.Y))
			op.ColorScale.Reset()
			op.ColorScale.ScaleAlpha(float32(alpha))
			screen.DrawImage(r.sprites[name], &op)
		}
		o := a.ev.Outcome
		switch {
		case !o.Hit:
			draw("miss", 1-t)
		case o.Glance:
			draw("spark", 1-t)
		default:
			draw("slash", 1-t)
			draw("blood", 1-t*0.5)
			if o.Critical {
				draw("spark", 1-t)
			}
		}
	}
}
