// Ranged attacks: shots from a missile weapon and throws, along a line of fire that stops at walls and at the first creature in the way.

package game

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/levels"
)

// Line is the cells from a (excluded) toward b and on, up to n cells, stepping as a straight line.
func Line(a, b gruid.Point, n int) []gruid.Point {
	if a == b {
		return nil
	}
	out := make([]gruid.Point, 0, n)
	for i := 1; i <= n; i++ {
		out = append(out, lineAt(a, b, i))
	}
	return out
}

// lineAt is the i-th cell of the line from a toward b (a ≠ b), rounding to the nearest cell and
// extending past b.
func lineAt(a, b gruid.Point, i int) gruid.Point {
	d := b.Sub(a)
	steps := levels.Distance(a, b)
	return gruid.Point{X: a.X + divRound(d.X*i, steps), Y: a.Y + divRound(d.Y*i, steps)}
}

func divRound(n, d int) int {
	if n >= 0 {
		return (2*n + d) / (2 * d)
	}
	return -((-2*n + d) / (2 * d))
}

// clearLine reports whether nothing opaque of l stands between a and b.
func clearLine(l *levels.Level, a, b gruid.Point) bool {
	n := levels.Distance(a, b)
	for i := 1; i < n; i++ {
		if l.At(lineAt(a, b, i)).Opaque() {
			return false
		}
	}
	return true
}

// missiles are shots and throws: a missile loosed along its line of fire, the first creature in its way
// struck (by the strike's assembly's strike, fight's strikeAt), and where it lands.
type missiles struct {
	g *Game // the floor, the log, the strike's assembly, the fight
}

// flight is where a missile from a toward b, range n, ends: the first creature in its way (hit), or
// the last open cell before a wall, or the end of its range.
func (ms *missiles) flight(a, b gruid.Point, n int) (path []gruid.Point, hit *Actor) {
	cells, _, hit := ms.trace(a, b, n)
	if cells == 0 {
		return nil, hit
	}
	path = make([]gruid.Point, cells)
	for i := range path {
		path[i] = lineAt(a, b, i+1)
	}
	return path, hit
}

// trace is flight without its path made: how many cells the missile crosses, the last of them (a when
// none), and the creature it hits first (nil when none). The creatures' turns ask it, and make nothing.
func (ms *missiles) trace(a, b gruid.Point, n int) (cells int, end gruid.Point, hit *Actor) {
	g := ms.g
	end = a
	if a == b {
		return 0, end, nil // Line's: no cells
	}
	for i := 1; i <= n; i++ {
		p := lineAt(a, b, i)
		if !g.Level.In(p) || !g.Level.At(p).Passable() || g.Level.At(p) == levels.DoorClosed {
			return cells, end, nil
		}
		cells, end = cells+1, p
		if t := g.ActorAt(p); t != nil {
			return cells, end, t
		}
	}
	return cells, end, nil
}

// ShotRange is how far a's missile weapon reaches with t, in cells: its shot range, or the thrown range
// of a rock readied in its place; 0 when it has none.
func (sh Shots) ShotRange(a *Actor) int {
	g := sh.g
	w, ok := g.gear.weaponIn(a, SlotMissile)
	switch {
	case !ok:
		return 0
	case shoots(w):
		return w.Range
	}
	return w.Thrown
}

// shoots reports whether missile weapon w shoots ammunition (a bow, a crossbow, a sling); a rock does
// not: it is thrown (RULES.md §9.2).
func shoots(w *assets.Weapon) bool { return w.Range > 0 }

// Why the player cannot shoot or bash, in English, as render/ui compares and shows them before asking
// where; the game says them in its language (game.ranged.nothing_to_shoot, game.ranged.no_shield).
const (
	NothingToShoot = "You have nothing to shoot with."
	NoShieldToBash = "You have no shield to bash with."
)

// CanShoot reports whether a can loose its missile weapon with t: a weapon that shoots with ammunition
// of its skill in the quiver, or a weapon thrown from the missile weapon's place (a rock).
func (sh Shots) CanShoot(a *Actor) bool {
	g := sh.g
	w, ok := g.gear.weaponIn(a, SlotMissile)
	switch {
	case !ok:
		return false
	case !shoots(w):
		return w.Thrown > 0
	}
	am, ok := g.data.Ammo(a.Worn[SlotAmmo].Name)
	return ok && a.Worn[SlotAmmo].Count > 0 && am.Skill == w.Skill
}

// ShootRefusal is why a cannot loose its missile weapon with t, "" when it can: nothing to shoot with
// (NothingToShoot), or the ammunition its weapon needs and the quiver lacks ("Your heavy crossbow needs
// crossbow bolts.").
func (sh Shots) ShootRefusal(a *Actor) string {
	g := sh.g
	if g.Shots().CanShoot(a) {
		return ""
	}
	w, ok := g.gear.weaponIn(a, SlotMissile)
	if !ok || !shoots(w) {
		return sentence(g, "game.ranged.nothing_to_shoot")
	}
	return sentence(g, "game.ranged.needs", nameArg(g, "weapon", "weapon", w.Name), text.S("ammo", g.gear.ammoWords(w)))
}

// AmmoNeeded names the ammunition a's missile weapon shoots, in the plural ("crossbow bolts"); "" when a
// holds no missile weapon that shoots.
func (sh Shots) AmmoNeeded(a *Actor) string {
	g := sh.g
	if w, ok := g.gear.weaponIn(a, SlotMissile); ok && shoots(w) {
		return g.gear.ammoWords(w)
	}
	return ""
}

// shoot fires a's missile weapon at target cell to, or throws the rock readied in its place. It returns
// the time taken, 0 when it cannot.
func (ms *missiles) shoot(a *Actor, to gruid.Point) int64 {
	g := ms.g
	if !g.Shots().CanShoot(a) {
		if a.Player {
			g.refuse("%s", g.Shots().ShootRefusal(a))
		}
		return 0
	}
	if w, _ := g.gear.weaponIn(a, SlotMissile); !shoots(w) {
		return ms.throwReadied(a, to)
	}
	s := g.arms.buildStrike(a, SlotMissile, combat.Shot)
	missile := a.Worn[SlotAmmo]
	missile.Count = 1
	s.attack.Weapon.Name = missile.Name // "The kobold dodges your arrow.", not your bow
	a.Worn[SlotAmmo].Count--
	if a.Worn[SlotAmmo].Count == 0 {
		a.Worn[SlotAmmo] = Item{}
	}
	ms.loose(a, to, g.Shots().ShotRange(a), s, missile)
	return s.time
}

// throwReadied throws the weapon readied in a's missile weapon's place (a rock) at cell to, and readies
// the next one of its name from the pack, if any (RULES.md §13.2).
func (ms *missiles) throwReadied(a *Actor, to gruid.Point) int64 {
	it := a.Worn[SlotMissile]
	a.Worn[SlotMissile] = Item{}
	for i, p := range a.Pack {
		if p.Kind == it.Kind && p.Name == it.Name {
			a.Worn[SlotMissile] = p
			a.Pack = append(a.Pack[:i], a.Pack[i+1:]...)
			break
		}
	}
	return ms.hurl(a, it, to)
}

// throw throws item i of a's pack (or, for i < 0, what a holds in its main hand) at cell to.
func (ms *missiles) throw(a *Actor, i int, to gruid.Point) int64 {
	g := ms.g
	var it Item
	switch {
	case i < 0 && g.lore.cursed(a.Worn[SlotMain]):
		if a.Player {
			refuseSay(g, "game.ranged.cursed", itemArg(g, "item", a.Worn[SlotMain], a.Worn[SlotMain].Name))
		}
		return 0
	case i < 0 && !a.Worn[SlotMain].IsZero():
		it = a.Worn[SlotMain]
		a.Worn[SlotMain] = Item{}
	case i >= 0 && i < len(a.Pack):
		it = a.Pack[i]
		if it.Count > 1 {
			a.Pack[i].Count--
			it.Count = 1
		} else {
			a.Pack = append(a.Pack[:i], a.Pack[i+1:]...)
		}
	default:
		return 0
	}
	return ms.hurl(a, it, to)
}

// hurl sends it, one thing already out of a's hands, flying at cell to. It returns the time taken.
func (ms *missiles) hurl(a *Actor, it Item, to gruid.Point) int64 {
	g := ms.g
	s := g.arms.throwStrike(a, it)
	ms.loose(a, to, g.arms.throwRange(it), s, it)
	return s.time
}

// loose sends a missile from a toward to: it hits the first creature in its way, and lands where it
// stops (a shot missile may break when it hits).
func (ms *missiles) loose(a *Actor, to gruid.Point, rng int, s strike, missile Item) {
	g := ms.g
	_, end, t := ms.trace(a.Pos, to, rng)
	g.emit(Event{Kind: EventMissile, Actor: a.ID, Target: -1, From: a.Pos, To: end, Mode: s.attack.Mode, Weapon: missile.Name})
	if t == nil {
		if a.Player {
			tell(g, MsgInfo, "game.ranged.wide", nameArg(g, "missile", "weapon", missileName(missile, s)))
		}
		g.gear.dropItem(end, missile)
		return
	}
	o := g.fight.strikeAt(a, t, s)
	if o.Hit && s.attack.Mode == combat.Throw {
		g.lore.thrownHit(a, &missile) // RULES.md §19.4: a thrown weapon is learned by its hits too
	}
	if o.Hit && s.attack.Mode == combat.Shot && g.rng.IntN(100) < g.data.Rules.BreakPercent {
		return // broken
	}
	g.gear.dropItem(t.Pos, missile)
}

func missileName(it Item, s strike) string {
	if it.Name != "" {
		return it.Name
	}
	return s.attack.Weapon.Name
}

// Targets lists the visible hostile creatures, nearest first: what the player's aim picks from.
func (g *Game) Targets() []*Actor {
	pl := g.Player
	var out []*Actor
	for _, a := range g.Creatures {
		if !a.Dead && g.IsVisible(a.Pos) {
			out = append(out, a)
		}
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && levels.Distance(out[j].Pos, pl.Pos) < levels.Distance(out[j-1].Pos, pl.Pos); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// CanBash reports whether a holds a shield to bash with.
func (g *Game) CanBash(a *Actor) bool {
	_, ok := g.arms.bashSlot(a)
	return ok
}

// describeRange is the missile weapon's reach for the character screen in English: "range 10" (rangeWords).
func describeRange(n int) string { return rangeWords(lang.English(), n) }

// rangeWords is a reach for the character screen in l: "range 10", "дальность 10".
func rangeWords(l *text.Lang, n int) string { return l.Say("game.ranged.range", text.N("n", n)) }

// FlightPath is where a missile from a toward b, range n, would fly: the cells it crosses and the
// creature it would hit first (nil when none). The aim overlay draws it.
func (sh Shots) FlightPath(a, b gruid.Point, n int) ([]gruid.Point, *Actor) {
	g := sh.g
	return g.missiles.flight(a, b, n)
}

// TravelStep is the player's next step on a walk to goal through cells the player has seen, around
// creatures; false when there is no such walk.
func (wk Walks) TravelStep(goal gruid.Point) (gruid.Point, bool) {
	g := wk.g
	return g.bot.step(g.Player.Pos, goal)
}
