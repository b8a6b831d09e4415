// The sandbox's seams (issue 36): what its console (game/sandbox) does to a game that the game's own
// actions never do — an item given or laid down, the player moved, the level revealed, everything
// identified. A part of its own, reached by Wizard(g), so that Game keeps its methods to the play's.

package game

import (
	"fmt"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
)

// Wizardry is the sandbox's hand on a game: nothing of it is an action, nothing of it takes time.
type Wizardry struct{ g *Game }

// Wizard is the sandbox's hand on g.
func Wizard(g *Game) Wizardry { return Wizardry{g} }

// Give puts it in the player's pack, known (the sandbox knows what it hands over), or says why it does not
// fit (RULES.md's pack limits: the pack's letters, the weight the player may carry).
func (w Wizardry) Give(it Item) error {
	g := w.g
	if it.IsZero() {
		return fmt.Errorf("nothing to give")
	}
	if !g.gear.fits(g.Player, it) {
		return fmt.Errorf("the pack has no room for the %s", trueName(g.data, it))
	}
	g.lore.knowQuietly(&it)
	g.gear.addToPack(g.Player, it)
	return nil
}

// Drop lays it on cell p of the player's floor, which must be a cell in the level that can be walked on.
func (w Wizardry) Drop(it Item, p gruid.Point) error {
	g := w.g
	if it.IsZero() {
		return fmt.Errorf("nothing to lay down")
	}
	if !g.Level.In(p) || !g.Level.At(p).Passable() {
		return fmt.Errorf("%d %d is not a floor cell of the level (%d by %d)", p.X, p.Y, g.Level.W, g.Level.H)
	}
	g.gear.dropItem(p, it)
	return nil
}

// Teleport moves the player to p: a free cell of the level that can be walked on.
func (w Wizardry) Teleport(p gruid.Point) error {
	g := w.g
	switch {
	case !g.Level.In(p):
		return fmt.Errorf("%d %d is outside the level (0 0 to %d %d)", p.X, p.Y, g.Level.W-1, g.Level.H-1)
	case !g.Level.At(p).Passable():
		return fmt.Errorf("%d %d cannot be stood on", p.X, p.Y)
	case g.ActorAt(p) != nil && g.ActorAt(p) != g.Player:
		return fmt.Errorf("the %s stands at %d %d", g.ActorAt(p).Name, p.X, p.Y)
	}
	g.Place(g.Player, p)
	g.updateSight()
	return nil
}

// Reveal maps the level as a scroll of magic mapping does (every cell but the rock deep in the walls
// remembered) and finds every trap on it.
func (w Wizardry) Reveal() {
	g := w.g
	g.gear.mapLevel()
	for i := range g.Traps {
		g.Traps[i].Found = true
	}
}

// Identify makes the player know every kind of magic of the data (each affix, potion and scroll) and every
// item carried, worn and lying on any floor; it reports how many items it made known.
func (w Wizardry) Identify() int {
	g := w.g
	if g.Magic.Known == nil {
		g.Magic.Known = map[string]bool{}
	}
	for _, af := range g.data.Affixes {
		g.Magic.Known[af.Name] = true
	}
	for _, c := range g.data.Consumables {
		g.Magic.Known[c.Name] = true
	}
	n := 0
	know := func(it *Item) {
		if !it.IsZero() && !it.Known {
			it.Known = true
			n++
		}
	}
	pl := g.Player
	for i := range pl.Pack {
		know(&pl.Pack[i])
	}
	for i := range pl.Worn {
		know(&pl.Worn[i])
	}
	for _, f := range g.Floors {
		for i := range f.Items {
			know(&f.Items[i].Item)
		}
	}
	return n
}

// Sight works the player's view out again after the sandbox changed who stands where or what blocks it.
func (w Wizardry) Sight() { w.g.updateSight() }

// Takes reports whether it may carry affix af (affixes.toml's "on": the classes of item it fits).
func (w Wizardry) Takes(it Item, af *assets.Affix) bool {
	c, ok := loot{data: w.g.data}.classOf(it)
	return ok && af.Fits(c)
}

// Label is it's name with all its magic told ("+2 long sword of accuracy"), as the sandbox says it.
func (w Wizardry) Label(it Item) string { return trueName(w.g.data, it) }
