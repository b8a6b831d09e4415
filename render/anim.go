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

// animator plays the game's events as animations: the ones running (or waiting for a missile to land),
// the tick they run by (the game loop's), what they do to each actor this frame, indexed once a frame, and
// the player's motion settings.
type animator struct {
	list []anim
	// depth is the depth the animations were made on: actor IDs are per floor, so a change of floor drops
	// them rather than play them on the new floor's creature of the same ID.
	depth int
	tick  int
	fx    []actorFx // what the running animations do to each actor this frame, by ID (index)
	// reduceMotion and speed are the player's settings: no shake and a short flash; the animations' speed in
	// percent (0: 100).
	reduceMotion bool
	speed        int
}

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

// addAnims turns the game's events into animations and sounds (animator.add), sped up while keys are held
// and in bot play.
func (r *Runner) addAnims(events []game.Event) {
	r.anim.add(r.g, events, r.ui.Held() > 0 || r.opt.BotTurns > 0, r.sprites, r.audio)
	r.vibrate(events) // render/gamepad.go
}

// add starts an animation for every attack, missile and death of g's events, and queues its sound with it
// on au; moves and doors are instant (their sound plays at once). The attack that follows a missile (and a
// death it causes) waits for the missile to arrive. When the floor has changed since the running animations
// were made, they are dropped first: they name actors by ID, and IDs are per floor. Fast halves the times.
func (am *animator) add(g *game.Game, events []game.Event, fast bool, s *sprites, au *audioOut) {
	if g.Depth != am.depth {
		am.list, am.depth = am.list[:0], g.Depth
	}
	d, fl := am.time(animTicks), am.time(flightTicks) // the player's speed (settings: anim_speed)
	if fast {
		d, fl = max(1, d/2), max(1, fl/2) // sped up while keys are held and in bot play
	}
	chainActor, chainAt := -1, 0
	for _, e := range events {
		start := am.tick
		switch {
		case spellEvent(e): // render/spells.go
			a, chained := am.spellAnim(e, fl, d, s)
			am.list = append(am.list, a)
			if chained {
				chainActor, chainAt = e.Actor, am.tick+a.duration
			}
			continue
		}
		switch e.Kind {
		case game.EventMove, game.EventDoorOpen, game.EventDoorClose:
			cueSound(au, g, e, am.tick)
			chainActor = -1
			continue
		case game.EventMissile:
			cueSound(au, g, e, am.tick)
			am.list = append(am.list, anim{ev: e, start: am.tick, duration: fl, img: s.projectile(e.Weapon)})
			chainActor, chainAt = e.Actor, am.tick+fl
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
		cueSound(au, g, e, start)
		am.list = append(am.list, anim{ev: e, start: start, duration: d, dry: bloodless(g, s, e.Target)})
	}
}

// cueSound queues the sound of g's event e on au (render/audio.go) to start with its animation at tick.
func cueSound(au *audioOut, g *game.Game, e game.Event, tick int) {
	if au != nil {
		au.cue(e, tick, g.Player.ID, g.IsVisible(e.To))
	}
}

// setMotion takes the player's motion settings: reduce motion, and the animations' speed in percent (0: 100).
func (am *animator) setMotion(reduce bool, speed int) {
	am.reduceMotion, am.speed = reduce, speed
	if am.speed == 0 {
		am.speed = 100
	}
}

// time is a duration of animation in ticks at the player's animation speed (at least a tick).
func (am *animator) time(ticks int) int {
	if am.speed <= 0 {
		return ticks
	}
	return max(1, ticks*100/am.speed)
}

// bloodless reports whether g's actor id is a creature with no blood to spill (its kind's
// Traits.Bloodless: a skeleton, an incorporeal, a construct or an elemental).
func bloodless(g *game.Game, s *sprites, id int) bool {
	a := g.Actor(id)
	return a != nil && !a.Player && s.lookOf(a.Kind).bloodless
}

// expire drops finished animations, in place.
func (am *animator) expire() {
	n := 0
	for _, a := range am.list {
		if am.tick-a.start < a.duration {
			am.list[n] = a
			n++
		}
	}
	am.list = am.list[:n]
}

// phase is how far an animation has run, from 0 to 1 (0 while it waits).
func (am *animator) phase(a *anim) float64 {
	return math.Max(0, math.Min(1, float64(am.tick-a.start)/float64(a.duration)))
}

// waiting reports whether an animation has not started yet (an attack whose missile is in flight).
func (am *animator) waiting(a *anim) bool { return am.tick < a.start }

// dying reports whether actor id is playing its death, or waiting to.
func (am *animator) dying(id int) bool {
	for i := range am.list {
		if am.list[i].ev.Kind == game.EventDeath && am.list[i].ev.Actor == id {
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

// actorAnim gives how g's actor id is drawn now: moved by off, brightened by flash, faded to alpha (the
// animations indexed afresh; a frame indexes them once, in addActors).
func (am *animator) actorAnim(g *game.Game, id int) (off offset, flash float32, alpha float32) {
	am.index(g)
	return am.fxOf(id).now()
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

// fxOf is the entry of actor id in the index (nil for no actor of the floor).
func (am *animator) fxOf(id int) *actorFx {
	if id < 0 || id >= len(am.fx) {
		return nil
	}
	return &am.fx[id]
}

// index works out what the running animations do to each actor of g (nil: none but the player), into fx by
// actor ID (IDs are dense on a floor: the player 0, the creatures 1 on): one pass over the animations, one
// phase and one sine each, rather than every actor drawn asking every animation. It allocates only when the
// floor has more actors than ever before.
func (am *animator) index(g *game.Game) {
	n := 1
	if g != nil {
		n += len(g.Creatures)
	}
	if cap(am.fx) < n {
		am.fx = make([]actorFx, n, n+n/2)
	} else {
		am.fx = am.fx[:n]
		clear(am.fx)
	}
	var sines sines
	for i := range am.list {
		a := &am.list[i]
		e := &a.ev
		if e.Kind == game.EventDeath {
			if fx := am.fxOf(e.Actor); fx != nil {
				fx.dying = true
			}
		}
		if am.waiting(a) || (e.Kind != game.EventDeath && e.Kind != game.EventAttack) {
			continue
		}
		t := am.phase(a)
		if e.Kind == game.EventDeath {
			if fx := am.fxOf(e.Actor); fx != nil {
				fx.alpha, fx.faded = float32(1-t), true
			}
			continue
		}
		bump := sines.of(am.tick-a.start, a.duration, t) // out and back: sin(πt)
		dir := unit(e.From, e.To)
		lunge := !ranged(e.Mode)
		if fx := am.fxOf(e.Actor); fx != nil && lunge { // the attacker lunges toward the target
			fx.off.X += dir.X * 4 * bump
			fx.off.Y += dir.Y * 4 * bump
		}
		fx := am.fxOf(e.Target)
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
			fx.flash = max(fx.flash, f*am.flashFade(t))
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

// ailing reports whether a bleeding or poisoned creature is in view in g (nil: no game): its drips and
// bubbles animate.
func ailing(g *game.Game) bool {
	if g == nil {
		return false
	}
	for a := range g.Everyone() {
		if !a.Dead && (a.Bleeding > 0 || a.Poison > 0) && g.IsVisible(a.Pos) {
			return true
		}
	}
	return false
}

// flashFade is how much of a hit's flash is left at phase t of its animation: fading over the whole
// animation, or with reduce motion over its first quarter.
func (am *animator) flashFade(t float64) float32 {
	if am.reduceMotion {
		return float32(max(0, 1-4*t))
	}
	return float32(1 - t)
}

// shake is the screen's offset while a confirmed critical lands in view in g (none with reduce motion).
func (am *animator) shake(g *game.Game) gruid.Point {
	if am.reduceMotion {
		return gruid.Point{}
	}
	for i := range am.list {
		a := &am.list[i]
		if a.ev.Kind == game.EventAttack && a.ev.Outcome.Critical && !am.waiting(a) && g.IsVisible(a.ev.To) {
			k := am.tick - a.start
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
func (v *mapView) addEffects(cam, shake gruid.Point) {
	for i := range v.anim.list {
		a := &v.anim.list[i]
		if v.anim.waiting(a) {
			continue
		}
		t := v.anim.phase(a)
		fade := float32(1 - t)
		switch a.ev.Kind {
		case game.EventAttack:
			if !v.g.IsVisible(a.ev.To) {
				continue
			}
			x, y := v.screenPos(cam, a.ev.To)
			x, y = x+float64(shake.X), y+float64(shake.Y)
			o := a.ev.Outcome
			if o.Hit && !o.Glance && !a.dry { // blood first, the blow over it
				blood := v.sprites.overlay(ovBlood)
				if o.Critical || o.Bleeding {
					blood = v.sprites.overlay(ovBlood2)
				}
				v.put(blood, x, y+3*t, 0, 1, 1, 1, 1, 1-float32(t)*0.5)
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
			v.put(v.sprites.overlay(ov), x+dx, y, 0, sc, cr, cg, cb, ca*fade)
		case game.EventDeath:
			if !v.g.IsVisible(a.ev.To) {
				continue
			}
			x, y := v.screenPos(cam, a.ev.To)
			v.put(v.sprites.overlay(ovDeath), x+float64(shake.X), y+float64(shake.Y)-4*t, 0, 1+0.3*t, 1, 1, 1, fade)
		case game.EventMissile:
			fx, fy := v.screenPos(cam, a.ev.From)
			tx, ty := v.screenPos(cam, a.ev.To)
			x, y := fx+(tx-fx)*t, fy+(ty-fy)*t
			at, onMap := v.viewCell(cam, x+tile/2, y+tile/2)
			if !onMap || !v.g.IsVisible(at) || a.ev.From == a.ev.To {
				continue
			}
			rot := math.Atan2(ty-fy, tx-fx)
			v.put(a.img, x+float64(shake.X), y+float64(shake.Y), rot, 1, 1, 1, 1, 1)
		default:
			v.spellEffect(a, cam, shake, t) // render/spells.go
		}
	}
	v.addAilments(cam, shake)
}

// addAilments appends a falling drip on every bleeding actor in view, now and then, and rising bubbles on
// the poisoned; each actor keeps its own beat so a crowd does not drip in step.
func (v *mapView) addAilments(cam, shake gruid.Point) {
	for a := range v.g.Everyone() {
		if a.Dead || (a.Bleeding == 0 && a.Poison == 0) || !v.g.IsVisible(a.Pos) || !v.inView(cam, a.Pos) {
			continue
		}
		x, y := v.screenPos(cam, a.Pos)
		x, y = x+float64(shake.X), y+float64(shake.Y)
		if a.Bleeding > 0 {
			if k := (v.anim.tick + a.ID*13) % dripEvery; k < dripTicks {
				t := float64(k) / dripTicks
				v.put(v.sprites.overlay(ovDrip), x, y+4*t, 0, 1, 1, 1, 1, float32(1-t))
			}
		}
		if a.Poison > 0 {
			if k := (v.anim.tick + a.ID*17 + bubbleEvery/2) % bubbleEvery; k < bubbleTicks {
				t := float64(k) / bubbleTicks
				v.put(v.sprites.overlay(ovPoison), x, y-5*t, 0, 1, 1, 1, 1, float32(1-t))
			}
		}
	}
}
