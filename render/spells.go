// Spells and traps on the map: found traps drawn under the items, and the animations of spells (a bolt in
// flight, a blast's area, a beam's line, a glow on a caster) and of a trap going off (combat/RULES.md §29,
// §30). Kept apart from anim.go and frame.go, which call it in one place each.

package render

import (
	"math"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// spellEvent reports whether e is an event of spells.go or traps.go, animated here.
func spellEvent(e game.Event) bool {
	switch e.Kind {
	case game.EventBolt, game.EventBlast, game.EventBeam, game.EventSelf, game.EventTrap:
		return true
	}
	return false
}

// spellAnim is the animation of a spell's or a trap's event: a bolt flies as a missile does (fl ticks), the
// rest last d ticks; it reports whether the attacks after it wait for it (a bolt's flight).
func (am *animator) spellAnim(e game.Event, fl, d int, s *sprites) (anim, bool) {
	switch e.Kind {
	case game.EventBolt:
		return anim{ev: e, start: am.tick, duration: fl, img: s.spellSprite(e.Weapon, "spell_bolt")}, true
	case game.EventBlast:
		return anim{ev: e, start: am.tick, duration: d + d/2, img: s.spellSprite(e.Weapon, "spell_blast")}, true
	case game.EventBeam:
		return anim{ev: e, start: am.tick, duration: d, img: s.spellSprite(e.Weapon, "spell_beam")}, true
	case game.EventTrap:
		return anim{ev: e, start: am.tick, duration: d, img: s.trapSprite(e.Weapon)}, false
	}
	return anim{ev: e, start: am.tick, duration: d, img: s.sprite("spark", "spark")}, false
}

// addTraps appends the found traps of the cells seen, under the items.
func (v *mapView) addTraps(cam gruid.Point, sx, sy float64) {
	for i := range v.g.Traps {
		t := &v.g.Traps[i]
		if t.Found && v.g.IsSeen(t.Pos) && v.inView(cam, t.Pos) {
			px, py := v.screenPos(cam, t.Pos)
			v.putCell(v.sprites.trapSprite(t.Name), px+sx, py+sy, v.g.IsVisible(t.Pos))
		}
	}
}

// spellEffect appends the overlay of a running spell or trap animation at phase t.
func (v *mapView) spellEffect(a *anim, cam, shake gruid.Point, t float64) {
	fade := float32(1 - t)
	sx, sy := float64(shake.X), float64(shake.Y)
	switch a.ev.Kind {
	case game.EventBolt:
		fx, fy := v.screenPos(cam, a.ev.From)
		tx, ty := v.screenPos(cam, a.ev.To)
		x, y := fx+(tx-fx)*t, fy+(ty-fy)*t
		at, onMap := v.viewCell(cam, x+tile/2, y+tile/2)
		if !onMap || !v.g.IsVisible(at) || a.ev.From == a.ev.To {
			return
		}
		v.put(a.img, x+sx, y+sy, math.Atan2(ty-fy, tx-fx), 1, 1, 1, 1, 1)
	case game.EventBeam:
		for _, p := range game.Line(a.ev.From, a.ev.To, levels.Distance(a.ev.From, a.ev.To)) {
			if !v.g.IsVisible(p) || !v.inView(cam, p) {
				continue
			}
			x, y := v.screenPos(cam, p)
			fx, fy := v.screenPos(cam, a.ev.From)
			tx, ty := v.screenPos(cam, a.ev.To)
			v.put(a.img, x+sx, y+sy, math.Atan2(ty-fy, tx-fx), 1, 1, 1, 1, fade)
		}
	case game.EventBlast:
		radius := 1
		if sp, ok := v.sprites.data.Spell(a.ev.Weapon); ok {
			radius = sp.Radius
		}
		for dy := -radius; dy <= radius; dy++ {
			for dx := -radius; dx <= radius; dx++ {
				p := a.ev.To.Add(gruid.Point{X: dx, Y: dy})
				if !v.g.IsVisible(p) || !v.inView(cam, p) {
					continue
				}
				x, y := v.screenPos(cam, p)
				v.put(a.img, x+sx, y+sy, 0, 0.6+0.6*t, 1, 1, 1, fade)
			}
		}
	default: // a glow on a caster, a trap going off
		if !v.g.IsVisible(a.ev.To) || !v.inView(cam, a.ev.To) {
			return
		}
		x, y := v.screenPos(cam, a.ev.To)
		v.put(a.img, x+sx, y+sy-3*t, 0, 1+0.3*t, 1, 1, 1, fade)
	}
}
