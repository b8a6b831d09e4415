// Potions and scrolls (RULES.md §20): quaffing and reading, and what each effect does.

package game

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/levels"
)

// use quaffs (scroll false) or reads (scroll true) item i of a's pack. It returns the time taken, 0 when
// it cannot (the refusal said).
func (gr *gear) use(a *Actor, i int, scroll bool) int64 {
	g := gr.g
	want := ItemPotion
	if scroll {
		want = ItemScroll
	}
	if i < 0 || i >= len(a.Pack) || a.Pack[i].Kind != want {
		if a.Player {
			refuseSay(g, "game.use.cannot", text.S("scroll", yes(scroll)))
		}
		return 0
	}
	it := a.Pack[i]
	c, ok := g.data.Consumable(it.Name)
	if !ok {
		if a.Player {
			refuseSay(g, "game.use.nothing")
		}
		return 0
	}
	if a.Pack[i].Count > 1 {
		a.Pack[i].Count--
	} else {
		a.Pack = append(a.Pack[:i], a.Pack[i+1:]...)
	}
	one := it
	one.Count = 1
	known := g.lore.identified(one)
	if a.Player {
		if scroll {
			tell(g, MsgInfo, "game.use.read", itemArg(g, "item", one, g.lore.itemName(one, false, true)))
		} else {
			tell(g, MsgInfo, "game.use.quaff", itemArg(g, "item", one, g.lore.itemName(one, false, true)))
		}
	}
	gr.effect(a, c)
	if a.Player && !known {
		if g.Magic.Known == nil {
			g.Magic.Known = map[string]bool{}
		}
		g.Magic.Known[it.Name] = true // tried: known for the game (RULES.md §20.1)
		tell(g, MsgInfo, "game.use.was", itemArg(g, "item", one, g.lore.itemName(one, false, true)))
	}
	return a.StepTime
}

// effect does what potion or scroll c does to a (RULES.md §20.2).
func (gr *gear) effect(a *Actor, c *assets.Consumable) {
	g := gr.g
	say := func(kind MessageKind, key string) {
		if a.Player {
			tell(g, kind, key)
		}
	}
	switch c.Effect {
	case assets.EffectHeal:
		g.roller.Who = the(a)
		n := g.roller.Roll("heal", c.Dice)
		a.HP = min(a.MaxHP, a.HP+max(0, n))
		say(MsgGood, "game.use.better")
	case assets.EffectCure:
		a.Poison, a.Bleeding, a.Disease, a.Sick = 0, 0, "", 0
		say(MsgGood, "game.use.clean")
	case assets.EffectStrength:
		if a.Boost == 0 {
			a.Str += c.Amount
			a.Boost = c.Amount
		}
		a.BoostLeft = tenths(c.Seconds)
		say(MsgGood, "game.use.strong")
	case assets.EffectIdentify:
		for s := range a.Worn {
			g.lore.knowQuietly(&a.Worn[s])
		}
		for i := range a.Pack {
			g.lore.knowQuietly(&a.Pack[i])
		}
		say(MsgGood, "game.use.identify")
	case assets.EffectRemoveCurse:
		lifted := false
		for s := range a.Worn {
			if g.lore.cursed(a.Worn[s]) {
				a.Worn[s].Uncursed, lifted = true, true
			}
		}
		if lifted {
			say(MsgGood, "game.use.uncursed")
		} else {
			say(MsgInfo, "game.use.calm")
		}
	case assets.EffectTeleport:
		if p, ok := gr.freeCell(); ok {
			from := a.Pos
			g.cells.move(g.Floor, a, p)
			g.emit(Event{Kind: EventMove, Actor: a.ID, Target: -1, From: from, To: p})
			if a.Player {
				g.updateSight()
			}
		}
		say(MsgInfo, "game.use.teleport")
	case assets.EffectMap:
		if a.Player {
			gr.mapLevel()
		}
		say(MsgGood, "game.use.map")
	}
}

// freeCell is a random floor cell of the level with nobody on it.
func (gr *gear) freeCell() (gruid.Point, bool) {
	g := gr.g
	for range 1000 {
		p := gruid.Point{X: g.rng.IntN(g.Level.W), Y: g.rng.IntN(g.Level.H)}
		if g.Level.At(p) == levels.Floor && g.ActorAt(p) == nil {
			return p, true
		}
	}
	return gruid.Point{}, false
}

// mapLevel remembers every cell of the level that is not rock deep inside the walls, as if seen.
func (gr *gear) mapLevel() {
	g := gr.g
	l := g.Level
	for y := range l.H {
		for x := range l.W {
			p := gruid.Point{X: x, Y: y}
			show := l.At(p) != levels.Wall
			for _, d := range dirs {
				if show {
					break
				}
				show = l.In(p.Add(d)) && l.At(p.Add(d)) != levels.Wall
			}
			if show {
				g.seenMarks.see(g.Seen, y*l.W+x)
			}
		}
	}
}

// Quaffable and Readable report whether it is a potion, a scroll.
func Quaffable(it Item) bool { return it.Kind == ItemPotion }

// Readable reports whether it is a scroll.
func Readable(it Item) bool { return it.Kind == ItemScroll }
