// Loot: the items a floor is stocked with, and the generation of magic (RULES.md §21): affixes on the
// floor's weapons and armour and on creatures' weapons, rings and amulets, potions and scrolls, each drawn
// among those of the depth by frequency.

package game

import (
	"math/rand/v2"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/levels"
)

// loot draws the items of a depth: what a new floor is stocked with, and the magic of what its creatures
// carry. It needs the data, the game's random generator (its draws are the game's, in the game's order)
// and the depth, and nothing else of the game: the dungeon makes one when it draws (dungeon.loot).
type loot struct {
	data  *assets.Data
	rng   *rand.Rand
	depth int
}

// classOf is the kind of item an affix names for it (affixes.toml "on"), and whether it may carry one.
func (l loot) classOf(it Item) (assets.ItemClass, bool) {
	switch it.Kind {
	case ItemWeapon:
		w, ok := l.data.Weapon(it.Name)
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
		if a, ok := l.data.Armour(it.Name); ok {
			c := a.Slot.Class()
			return c, c < assets.NumItemClasses
		}
	}
	return 0, false
}

// inDepth reports whether the current depth is within min..max.
func (l loot) inDepth(lo, hi int) bool { return l.depth >= lo && l.depth <= hi }

// drawAffix picks an affix for an item of class c at the current depth among the cursed ones (cursed)
// or the others, each as likely as its frequency; "" when none fits.
func (l loot) drawAffix(c assets.ItemClass, cursed bool) string {
	total := 0
	fits := func(a *assets.Affix) bool {
		return a.Cursed == cursed && a.Fits(c) && l.inDepth(a.MinDepth, a.MaxDepth)
	}
	for i := range l.data.Affixes {
		if fits(&l.data.Affixes[i]) {
			total += l.data.Affixes[i].Frequency
		}
	}
	if total == 0 {
		return ""
	}
	n := l.rng.IntN(total)
	for i := range l.data.Affixes {
		if a := &l.data.Affixes[i]; fits(a) {
			if n < a.Frequency {
				return a.Name
			}
			n -= a.Frequency
		}
	}
	return ""
}

// enchant gives it an affix with chance percent (cursed with affixes.toml's cursed_percent).
func (l loot) enchant(it *Item, percent int) {
	c, ok := l.classOf(*it)
	if !ok || it.IsZero() || l.rng.IntN(100) >= percent {
		return
	}
	cursed := l.rng.IntN(100) < l.data.Magic.CursedPercent
	if n := l.drawAffix(c, cursed); n != "" {
		it.Affixes[0] = n
	} else if n := l.drawAffix(c, !cursed); n != "" {
		it.Affixes[0] = n
	}
}

// consumable is a potion or a scroll of the depth (only scrolls: scroll; only potions: potion),
// each as likely as its frequency; nothing when none fits.
func (l loot) consumable(potion, scroll bool) Item {
	total := 0
	fits := func(c *assets.Consumable) bool {
		return ((c.Scroll && scroll) || (!c.Scroll && potion)) && l.inDepth(c.MinDepth, c.MaxDepth)
	}
	for i := range l.data.Consumables {
		if fits(&l.data.Consumables[i]) {
			total += l.data.Consumables[i].Frequency
		}
	}
	if total == 0 {
		return Item{}
	}
	n := l.rng.IntN(total)
	for i := range l.data.Consumables {
		if c := &l.data.Consumables[i]; fits(c) {
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

// jewel is a ring or an amulet (amulet) of the data with an affix: always magic (RULES.md §19.5);
// nothing when the data has none, or no affix for it.
func (l loot) jewel(amulet bool) Item {
	slot, class := assets.ArmourRing, assets.OnRing
	if amulet {
		slot, class = assets.ArmourNeck, assets.OnAmulet
	}
	var names []string
	for _, a := range l.data.Armours {
		if a.Slot == slot {
			names = append(names, a.Name)
		}
	}
	if len(names) == 0 {
		return Item{}
	}
	it := Item{Kind: ItemArmour, Name: names[l.rng.IntN(len(names))], Count: 1}
	cursed := l.rng.IntN(100) < l.data.Magic.CursedPercent
	n := l.drawAffix(class, cursed)
	if n == "" {
		n = l.drawAffix(class, !cursed)
	}
	if n == "" {
		return Item{}
	}
	it.Affixes[0] = n
	return it
}

// magic is what item draws first: with potions.toml's item_percent a potion or a scroll,
// with half as much again a ring (two in three) or an amulet; ok false: draw a weapon, ammunition or
// armour.
func (l loot) magic() (Item, bool) {
	p := l.data.Looks.ItemPercent
	switch n := l.rng.IntN(100); {
	case n < p:
		return l.consumable(true, true), true
	case n < p+p/2:
		return l.jewel(l.rng.IntN(3) == 0), true
	}
	return Item{}, false
}

// item picks an item for the floor: a potion, a scroll, a ring or an amulet as magic draws
// them, else a weapon (half the time), some ammunition (a fifth) or a piece of armour, magic with
// affixes.toml's magic_percent (RULES.md §21); the zero Item (nothing) when the data has none of the kind
// drawn.
func (l loot) item() Item {
	if it, ok := l.magic(); ok {
		return it
	}
	it := l.mundane()
	l.enchant(&it, l.data.Magic.MagicPercent)
	return it
}

// mundane is a weapon (half the time), some ammunition (a fifth) or a piece of armour.
func (l loot) mundane() Item {
	d := l.data
	switch n := l.rng.IntN(10); {
	case n < 5 && len(d.Weapons) > 0:
		if w := d.Weapons[l.rng.IntN(len(d.Weapons))]; w.Name != assets.BareHands {
			return Item{Kind: ItemWeapon, Name: w.Name, Count: 1}
		}
	case n < 7:
		return l.ammo()
	case n >= 7:
		return l.armour()
	}
	return Item{}
}

// ofKind is an item of the kind a vault's item glyph places: a weapon (never bare hands), some
// ammunition, a piece of armour, or any item as item draws it; nothing when the data has none.
func (l loot) ofKind(k levels.ItemKind) Item {
	switch k {
	case levels.WeaponItem:
		n := 0
		for _, w := range l.data.Weapons {
			if w.Name != assets.BareHands {
				n++
			}
		}
		if n == 0 {
			return Item{}
		}
		i := l.rng.IntN(n)
		for _, w := range l.data.Weapons {
			if w.Name == assets.BareHands {
				continue
			}
			if i == 0 {
				it := Item{Kind: ItemWeapon, Name: w.Name, Count: 1}
				l.enchant(&it, l.data.Magic.MagicPercent)
				return it
			}
			i--
		}
	case levels.AmmoItem:
		it := l.ammo()
		l.enchant(&it, l.data.Magic.MagicPercent)
		return it
	case levels.ArmourItem:
		it := l.armour()
		l.enchant(&it, l.data.Magic.MagicPercent)
		return it
	case levels.PotionItem, levels.ScrollItem:
		return l.consumable(k == levels.PotionItem, k == levels.ScrollItem)
	case levels.RingItem, levels.AmuletItem:
		return l.jewel(k == levels.AmuletItem)
	}
	return l.item()
}

// ammo is a stack of some ammunition, nothing when the data has none.
func (l loot) ammo() Item {
	d := l.data
	if len(d.Ammunition) == 0 {
		return Item{}
	}
	return Item{Kind: ItemAmmo, Name: d.Ammunition[l.rng.IntN(len(d.Ammunition))].Name, Count: 5 + l.rng.IntN(15)}
}

// armour is a piece of armour or a shield (no ring or amulet: those are always magic, RULES.md
// §19.5), nothing when the data has none.
func (l loot) armour() Item {
	var pieces []string
	for _, a := range l.data.Armours {
		if !jewellery(&a) {
			pieces = append(pieces, a.Name)
		}
	}
	if len(pieces) == 0 {
		return Item{}
	}
	return Item{Kind: ItemArmour, Name: pieces[l.rng.IntN(len(pieces))], Count: 1}
}

// jewellery reports whether a is a ring or an amulet.
func jewellery(a *assets.Armour) bool {
	return a.Slot == assets.ArmourRing || a.Slot == assets.ArmourNeck
}
