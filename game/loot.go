// Generation of magic (RULES.md §21): affixes on the floor's weapons and armour and on creatures'
// weapons, rings and amulets, potions and scrolls, each drawn among those of the depth by frequency.

package game

import (
	"github.com/cleave-game/cleave/assets"
)

// classOf is the kind of item an affix names for it (affixes.toml "on"), and whether it may carry one.
func (g *Game) classOf(it Item) (assets.ItemClass, bool) {
	switch it.Kind {
	case ItemWeapon:
		w, ok := g.data.Weapon(it.Name)
		switch {
		case !ok:
		case w.Held == assets.HeldMissile && w.Range > 0:
			return assets.OnMissile, true
		default:
			return assets.OnWeapon, true
		}
	case ItemAmmo:
		return assets.OnAmmo, true
	case ItemArmour:
		if a, ok := g.data.Armour(it.Name); ok {
			c := a.Slot.Class()
			return c, c < assets.NumItemClasses
		}
	}
	return 0, false
}

// inDepth reports whether the current depth is within min..max.
func (g *Game) inDepth(lo, hi int) bool { return g.Depth >= lo && g.Depth <= hi }

// drawAffix picks an affix for an item of class c at the current depth among the cursed ones (cursed)
// or the others, each as likely as its frequency; "" when none fits.
func (g *Game) drawAffix(c assets.ItemClass, cursed bool) string {
	total := 0
	fits := func(a *assets.Affix) bool {
		return a.Cursed == cursed && a.Fits(c) && g.inDepth(a.MinDepth, a.MaxDepth)
	}
	for i := range g.data.Affixes {
		if fits(&g.data.Affixes[i]) {
			total += g.data.Affixes[i].Frequency
		}
	}
	if total == 0 {
		return ""
	}
	n := g.rng.IntN(total)
	for i := range g.data.Affixes {
		if a := &g.data.Affixes[i]; fits(a) {
			if n < a.Frequency {
				return a.Name
			}
			n -= a.Frequency
		}
	}
	return ""
}

// enchant gives it an affix with chance percent (cursed with affixes.toml's cursed_percent).
func (g *Game) enchant(it *Item, percent int) {
	c, ok := g.classOf(*it)
	if !ok || it.IsZero() || g.rng.IntN(100) >= percent {
		return
	}
	cursed := g.rng.IntN(100) < g.data.Magic.CursedPercent
	if n := g.drawAffix(c, cursed); n != "" {
		it.Affixes[0] = n
	} else if n := g.drawAffix(c, !cursed); n != "" {
		it.Affixes[0] = n
	}
}

// randomConsumable is a potion or a scroll of the depth (only scrolls: scroll; only potions: potion),
// each as likely as its frequency; nothing when none fits.
func (g *Game) randomConsumable(potion, scroll bool) Item {
	total := 0
	fits := func(c *assets.Consumable) bool {
		return ((c.Scroll && scroll) || (!c.Scroll && potion)) && g.inDepth(c.MinDepth, c.MaxDepth)
	}
	for i := range g.data.Consumables {
		if fits(&g.data.Consumables[i]) {
			total += g.data.Consumables[i].Frequency
		}
	}
	if total == 0 {
		return Item{}
	}
	n := g.rng.IntN(total)
	for i := range g.data.Consumables {
		if c := &g.data.Consumables[i]; fits(c) {
			if n < c.Frequency {
				k := ItemPotion
				if c.Scroll {
					k = ItemScroll
				}
				return Item{Kind: k, Name: c.Name, Count: 1}
			}
			n -= c.Frequency
		}
	}
	return Item{}
}

// randomJewel is a ring or an amulet (amulet) of the data with an affix: always magic (RULES.md §19.5);
// nothing when the data has none, or no affix for it.
func (g *Game) randomJewel(amulet bool) Item {
	slot, class := assets.ArmourRing, assets.OnRing
	if amulet {
		slot, class = assets.ArmourNeck, assets.OnAmulet
	}
	var names []string
	for _, a := range g.data.Armours {
		if a.Slot == slot {
			names = append(names, a.Name)
		}
	}
	if len(names) == 0 {
		return Item{}
	}
	it := Item{Kind: ItemArmour, Name: names[g.rng.IntN(len(names))], Count: 1}
	cursed := g.rng.IntN(100) < g.data.Magic.CursedPercent
	n := g.drawAffix(class, cursed)
	if n == "" {
		n = g.drawAffix(class, !cursed)
	}
	if n == "" {
		return Item{}
	}
	it.Affixes[0] = n
	return it
}

// randomMagic is what randomItem draws first: with potions.toml's item_percent a potion or a scroll,
// with half as much again a ring (two in three) or an amulet; ok false: draw a weapon, ammunition or
// armour.
func (g *Game) randomMagic() (Item, bool) {
	p := g.data.Looks.ItemPercent
	switch n := g.rng.IntN(100); {
	case n < p:
		return g.randomConsumable(true, true), true
	case n < p+p/2:
		return g.randomJewel(g.rng.IntN(3) == 0), true
	}
	return Item{}, false
}
