// Animations: each game event becomes a short effect (at most 250 ms) that only decorates a state already final.

package render

import (
	"math"

	"codeberg.org/anaseto/gruid"
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// flightTicks is how long a missile flies, from the shooter to where it stops.
const flightTicks = 8

// Bleeding drips and poison bubbles repeat every so many ticks on an actor in view.
const (
	dripEvery   = 40
	dripTicks   = 16
	bubbleEvery = 48
	bubbleTicks = 20
)

// anim is one running (or, when start is ahead of the tick, waiting) animation of an event.
type anim struct {
	ev       game.Event
	start    int           // tick it starts
	duration int           // ticks it lasts
	img      *ebiten.Image // the missile of an EventMissile
	dry      bool          // the target of an attack has no blood (bones, spirits, stone, fire)
}

// shakeX and shakeY are the screen's offsets, tick by tick, while a confirmed critical lands.
var (
	shakeX = [4]int{2, -2, 1, -1}
	shakeY = [4]int{1, -1, -1, 1}
)

// addAnims starts an animation for every attack, missile and death, and queues its sound with it; moves
// and doors are instant (their sound plays at once). The attack that follows a missile (and a death it
// causes) waits for the missile to arrive. When the floor has changed since the running animations were
// made, they are dropped first: they name actors by ID, and IDs are per floor.
func (r *Runner) addAnims(events []game.Event) {
	if r.g.Depth != r.animDepth {
		r.anims, r.animDepth = r.anims[:0], r.g.Depth
	}
	d, fl := r.animTime(animTicks), r.animTime(flightTicks) // the player's speed (settings: anim_speed)
	if r.ui.Held() > 0 || r.opt.BotTurns > 0 {
		d, fl = max(1, d/2), max(1, fl/2) // sped up while keys are held and in bot play
	}
	chainActor, chainAt := -1, 0
	for _, e := range events {
		start := r.tick
		switch {
		case spellEvent(e): // render/spells.go
			a, chained := r.spellAnim(e, fl, d)
			r.anims = append(r.anims, a)
			if chained {
				chainActor, chainAt = e.Actor, r.tick+a.duration
			}
			continue
		}
		switch e.Kind {
		case game.EventMove, game.EventDoorOpen, game.EventDoorClose:
			r.cueSound(e, r.tick)
			chainActor = -1
			continue
		case game.EventMissile:
			r.cueSound(e, r.tick)
			r.anims = append(r.anims, anim{ev: e, start: r.tick, duration: fl, img: r.projectile(e.Weapon)})
			chainActor, chainAt = e.Actor, r.tick+fl
			continue
		case game.EventAttack:
			if e.Actor == chainActor {
				start = chainAt
			} else {
				chainActor = -1
			}
		case game.EventDeath:
			if chainActor >= 0 {
				start = chainAt
			}
		}
		r.cueSound(e, start)
		r.anims = append(r.anims, anim{ev: e, start: start, duration: d, dry: r.bloodless(e.Target)})
	}
}

// cueSound queues the sound of event e (render/audio.go) to start with its animation at tick.
func (r *Runner) cueSound(e game.Event, tick int) {
	if r.audio != nil {
		r.audio.cue(e, tick, r.g.Player.ID, r.g.IsVisible(e.To))
	}
}

// bloodless reports whether actor id is a creature with no blood to spill (its kind's
// Traits.Bloodless: a skeleton, an incorporeal, a construct or an elemental).
func (r *Runner) bloodless(id int) bool {
	a := r.g.Actor(id)
	return a != nil && !a.Player && r.lookOf(a.Kind).bloodless
}

// projectile is the sprite of a missile by its name: the flight_sprite the data gives the ammunition
// shot or the weapon thrown; a stone for anything else (a sling's rock, which leaves no name).
func (r *Runner) projectile(weapon string) *ebiten.Image {
	if s, ok := r.projs[weapon]; ok {
		return s
	}
	name := "proj_stone"
	if am, ok := r.data.Ammo(weapon); ok {
		if am.FlightSprite != "" {
			name = am.FlightSprite
		}
	} else if w, ok := r.data.Weapon(weapon); ok && w.FlightSprite != "" {
		name = w.FlightSprite
	}
	s := r.sprite(name, "proj_stone")
	r.projs[weapon] = s
	return s
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

// phase is how far an animation has run, from 0 to 1 (0 while it waits).
func (r *Runner) phase(a *anim) float64 {
	return math.Max(0, math.Min(1, float64(r.tick-a.start)/float64(a.duration)))
}

// waiting reports whether an animation has not started yet (an attack whose missile is in flight).
func (r *Runner) waiting(a *anim) bool { return r.tick < a.start }

// dying reports whether actor id is playing its death, or waiting to.
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

// unit is the direction from one cell to another, each coordinate -1, 0 or 1.
func unit(from, to gruid.Point) offset {
	d := levels.Toward(from, to)
	return offset{float64(d.X), float64(d.Y)}
}

// ranged reports whether an attack was loosed from afar.
func ranged(m combat.Mode) bool { return m == combat.Shot || m == combat.Throw }

// sidesteps reports whether a miss is the target getting out of the way.
func sidesteps(m combat.MissReason) bool { return m == combat.MissDexterity || m == combat.MissDodge }

// actorAnim gives how actor id is drawn now: moved by off, brightened by flash, faded to alpha (the
// animations indexed afresh; a frame indexes them once, in addActors).
func (r *Runner) actorAnim(id int) (off offset, flash float32, alpha float32) {
	r.indexAnims()
	return r.fxOf(id).now()
}

// sines remembers sin(πt) for the phases t of one frame, each given by its tick k of a duration d: the
// animations of a frame share a few phases, so a frame takes a few sines, not one an animation.
type sines struct {
	n    int
	k, d [8]int
	v    [8]float64
}

// of is sin(πt), t being the phase at tick k of duration d.
func (s *sines) of(k, d int, t float64) float64 {
	for i := range s.n {
		if s.k[i] == k && s.d[i] == d {
			return s.v[i]
		}
	}
	v := math.Sin(t * math.Pi)
	if s.n < len(s.k) {
		s.k[s.n], s.d[s.n], s.v[s.n] = k, d, v
		s.n++
	}
	return v
}

// actorFx is what the running animations do to one actor in this frame: move it by off, brighten it by
// flash, fade it to alpha (when faded); dying: its death plays or waits, so it is still drawn.
type actorFx struct {
	off          offset
	flash, alpha float32
	faded, dying bool
}

// now is how the actor is drawn: moved by off, brightened by flash, faded to alpha (nil: as it stands).
func (fx *actorFx) now() (off offset, flash float32, alpha float32) {
	switch {
	case fx == nil:
		return offset{}, 0, 1
	case fx.faded:
		return fx.off, fx.flash, fx.alpha
	}
	return fx.off, fx.flash, 1
}

// fxOf is the entry of actor id in the index of indexAnims (nil for no actor of the floor).
func (r *Runner) fxOf(id int) *actorFx {
	if id < 0 || id >= len(r.fx) {
		return nil
	}
	return &r.fx[id]
}

// indexAnims works out what the running animations do to each actor, into r.fx by actor ID (IDs are dense
// on a floor: the player 0, the creatures 1 on): one pass over the animations, one phase and one sine each,
// rather than every actor drawn asking every animation. It allocates only when the floor has more actors
// than ever before.
func (r *Runner) indexAnims() {
	n := 1
	if r.g != nil {
		n += len(r.g.Creatures)
	}
	if cap(r.fx) < n {
		r.fx = make([]actorFx, n, n+n/2)
	} else {
		r.fx = r.fx[:n]
		clear(r.fx)
	}
	var sines sines
	for i := range r.anims {
		a := &r.anims[i]
		e := &a.ev
		if e.Kind == game.EventDeath {
			if fx := r.fxOf(e.Actor); fx != nil {
				fx.dying = true
			}
		}
		if r.waiting(a) || (e.Kind != game.EventDeath && e.Kind != game.EventAttack) {
			continue
		}
		t := r.phase(a)
		if e.Kind == game.EventDeath {
			if fx := r.fxOf(e.Actor); fx != nil {
				fx.alpha, fx.faded = float32(1-t), true
			}
			continue
		}
		bump := sines.of(r.tick-a.start, a.duration, t) // out and back: sin(πt)
		dir := unit(e.From, e.To)
		lunge := !ranged(e.Mode)
		if fx := r.fxOf(e.Actor); fx != nil && lunge { // the attacker lunges toward the target
			fx.off.X += dir.X * 4 * bump
			fx.off.Y += dir.Y * 4 * bump
		}
		fx := r.fxOf(e.Target)
		if fx == nil || (e.Target == e.Actor && lunge) {
			continue
		}
		o := &e.Outcome
		switch {
		case o.Hit && o.Glance: // a glance: a small jolt, no flash
			fx.off.X += dir.X * bump
			fx.off.Y += dir.Y * bump
		case o.Hit: // struck: a flash, pushed back
			f, k := float32(1), 2.0
			if o.Critical {
				f, k = 2, 3
			}
			fx.flash = max(fx.flash, f*r.flashFade(t))
			fx.off.X += dir.X * k * bump
			fx.off.Y += dir.Y * k * bump
		case sidesteps(o.MissReason): // quick feet: the target sidesteps
			fx.off.X += -dir.Y * 4 * bump
			fx.off.Y += dir.X * 4 * bump
			if dir.X == 0 && dir.Y == 0 {
				fx.off.X += 4 * bump
			}
		}
	}
}

// flashFade is how much of a hit's flash is left at phase t of its animation: fading over the whole
// animation, or with reduce motion over its first quarter.
func (r *Runner) flashFade(t float64) float32 {
	if r.reduceMotion {
		return float32(max(0, 1-4*t))
	}
	return float32(1 - t)
}

// shake is the screen's offset while a confirmed critical lands in view (none with reduce motion).
func (r *Runner) shake() gruid.Point {
	if r.reduceMotion {
		return gruid.Point{}
	}
	for i := range r.anims {
		a := &r.anims[i]
		if a.ev.Kind == game.EventAttack && a.ev.Outcome.Critical && !r.waiting(a) && r.g.IsVisible(a.ev.To) {
			k := r.tick - a.start
			if k < a.duration/2 {
				return gruid.Point{X: shakeX[k%4], Y: shakeY[k%4]}
			}
		}
	}
	return gruid.Point{}
}

// effectOf names the effect sprite an attack's outcome shows at its target, with its tint and opacity at full
// strength: hits by damage type, a critical's hard slash, a glance's spark, and each miss reason its own.
func effectOf(o combat.Outcome) (name string, r, g, b, a float32) {
	ov, r, g, b, a := overlayOf(o)
	return overlayNames[ov], r, g, b, a
}

// overlay is an effect sprite of the animations; overlayNames names them in the art.
type overlay uint8

// The overlays: the effects of attacks at their targets, then blood, death puffs, drips and bubbles.
const (
	ovBlock overlay = iota
	ovSpark
	ovSlashHard
	ovPierce
	ovCrush
	ovSlash
	ovDodge
	ovParry
	ovClank
	ovMiss
	ovBlood
	ovBlood2
	ovDeath
	ovDrip
	ovPoison
	numOverlays
)

// overlayNames are the art's names of the overlays' sprites.
var overlayNames = [numOverlays]string{"block", "spark", "slash_hard", "pierce", "crush", "slash", "dodge", "parry",
	"clank", "miss", "blood", "blood2", "death", "drip", "poison"}

// overlaySprites are the overlays' sprites, looked up by name once rather than for every effect of every frame.
type overlaySprites struct {
	ok  bool
	img [numOverlays]*ebiten.Image
}

// overlay is the sprite of overlay ov.
func (r *Runner) overlay(ov overlay) *ebiten.Image {
	if !r.overlays.ok {
		for i, name := range overlayNames {
			r.overlays.img[i] = r.sprites[name]
		}
		r.overlays.ok = true
	}
	return r.overlays.img[ov]
}

// overlayOf is effectOf's overlay.
func overlayOf(o combat.Outcome) (ov overlay, r, g, b, a float32) {
	r, g, b, a = 1, 1, 1, 1
	switch {
	case o.Hit && o.Glance && o.ShieldHit: // a shield hit that nothing got through (a rule set whose shields soak): the shield's block
		ov = ovBlock
	case o.Hit && o.Glance:
		ov = ovSpark
	case o.Hit && o.Critical:
		ov = ovSlashHard
	case o.Hit:
		switch o.Type {
		case combat.Piercing:
			ov = ovPierce
		case combat.Bludgeoning:
			ov = ovCrush
		default:
			ov = ovSlash
		}
	default:
		switch o.MissReason {
		case combat.MissDexterity, combat.MissDodge:
			ov = ovDodge
		case combat.MissShield:
			ov = ovBlock
		case combat.MissParry:
			ov = ovParry
		case combat.MissArmour, combat.MissNatural:
			ov = ovClank
		case combat.MissDeflection: // magic turns the blow: a blue ward
			ov, r, g = ovBlock, 0.55, 0.75
		case combat.MissWall: // the stone takes it: a grey clank
			ov, r, g, b = ovClank, 0.7, 0.7, 0.7
		case combat.MissUnseen: // nothing to see but a faint swish
			ov, a = ovMiss, 0.3
		default:
			ov = ovMiss
		}
	}
	return ov, r, g, b, a
}

// addEffects appends the overlays of the running animations: the effect of each attack at its target,
// blood under a wound, death puffs and missiles in flight; then drips and bubbles on the wounded and poisoned.
func (r *Runner) addEffects(cam, shake gruid.Point) {
	for i := range r.anims {
		a := &r.anims[i]
		if r.waiting(a) {
			continue
		}
		t := r.phase(a)
		fade := float32(1 - t)
		switch a.ev.Kind {
		case game.EventAttack:
			if !r.g.IsVisible(a.ev.To) {
				continue
			}
			x, y := r.screenPos(cam, a.ev.To)
			x, y = x+float64(shake.X), y+float64(shake.Y)
			o := a.ev.Outcome
			if o.Hit && !o.Glance && !a.dry { // blood first, the blow over it
				blood := r.overlay(ovBlood)
				if o.Critical || o.Bleeding {
					blood = r.overlay(ovBlood2)
				}
				r.put(blood, x, y+3*t, 0, 1, 1, 1, 1, 1-float32(t)*0.5)
			}
			ov, cr, cg, cb, ca := overlayOf(o)
			sc := 1.0
			var dx float64
			switch {
			case o.Hit && o.Critical:
				sc = 1 + 0.35*t
			case o.Hit && o.Glance:
				sc = 1 + 0.3*t
			case !o.Hit && (o.MissReason == combat.MissPlain || o.MissReason == combat.MissUnseen):
				dx = 4 * t * unit(a.ev.From, a.ev.To).X // the swish goes on past
			}
			r.put(r.overlay(ov), x+dx, y, 0, sc, cr, cg, cb, ca*fade)
		case game.EventDeath:
			if !r.g.IsVisible(a.ev.To) {
				continue
			}
			x, y := r.screenPos(cam, a.ev.To)
			r.put(r.overlay(ovDeath), x+float64(shake.X), y+float64(shake.Y)-4*t, 0, 1+0.3*t, 1, 1, 1, fade)
		case game.EventMissile:
			fx, fy := r.screenPos(cam, a.ev.From)
			tx, ty := r.screenPos(cam, a.ev.To)
			x, y := fx+(tx-fx)*t, fy+(ty-fy)*t
			at, onMap := r.viewCell(cam, x+tile/2, y+tile/2)
			if !onMap || !r.g.IsVisible(at) || a.ev.From == a.ev.To {
				continue
			}
			rot := math.Atan2(ty-fy, tx-fx)
			r.put(a.img, x+float64(shake.X), y+float64(shake.Y), rot, 1, 1, 1, 1, 1)
		default:
			r.spellEffect(a, cam, shake, t) // render/spells.go
		}
	}
	r.addAilments(cam, shake)
}

// addAilments appends a falling drip on every bleeding actor in view, now and then, and rising bubbles on
// the poisoned; each actor keeps its own beat so a crowd does not drip in step.
func (r *Runner) addAilments(cam, shake gruid.Point) {
	for a := range r.g.Everyone() {
		if a.Dead || (a.Bleeding == 0 && a.Poison == 0) || !r.g.IsVisible(a.Pos) || !r.inView(cam, a.Pos) {
			continue
		}
		x, y := r.screenPos(cam, a.Pos)
		x, y = x+float64(shake.X), y+float64(shake.Y)
		if a.Bleeding > 0 {
			if k := (r.tick + a.ID*13) % dripEvery; k < dripTicks {
				t := float64(k) / dripTicks
				r.put(r.overlay(ovDrip), x, y+4*t, 0, 1, 1, 1, 1, float32(1-t))
			}
		}
		if a.Poison > 0 {
			if k := (r.tick + a.ID*17 + bubbleEvery/2) % bubbleEvery; k < bubbleTicks {
				t := float64(k) / bubbleTicks
				r.put(r.overlay(ovPoison), x, y-5*t, 0, 1, 1, 1, 1, float32(1-t))
			}
		}
	}
}
