// The bot and magic: it picks up potions, scrolls, rings and amulets, wears the jewellery, tries what it
// does not know when it is safe, and drinks what heals it in a fight.

package game

import (
	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/levels"
)

// botPackMost is how many stacks the bot carries before it leaves magic on the floor.
const botPackMost = 16

// wantsMagic reports whether something here is magic the bot picks up: a potion, a scroll, a ring or an
// amulet.
func (bt *bot) wantsMagic(a *Actor) bool {
	g := bt.g
	if len(a.Pack) >= botPackMost {
		return false
	}
	for _, it := range g.ItemsAt(a.Pos) {
		if it.Kind == ItemPotion || it.Kind == ItemScroll || g.gear.isJewel(it) || bt.twin(a, it) {
			return true
		}
	}
	return false
}

// twin reports whether it is a weapon or armour of the very kind the bot wears in its slot, and
// not known to be no better: it may be magic.
func (bt *bot) twin(a *Actor, it Item) bool {
	g := bt.g
	if it.Kind != ItemWeapon && it.Kind != ItemArmour {
		return false
	}
	s, ok := g.gear.slotFor(it)
	if !ok || s == SlotLeftRing || s == SlotNeck || a.Worn[s].Name != it.Name || a.Worn[s].Kind != it.Kind {
		return false
	}
	return !g.lore.identified(it) || bt.score(it) > bt.score(a.Worn[s])
}

// score is how good the known magic of it looks to the bot: what it adds to hit, damage, Defence of
// every kind and Protection, a curse counting against it.
func (bt *bot) score(it Item) int {
	g := bt.g
	m := g.lore.itemMagic(it, true)
	v := m.ToHit + m.Damage + m.Threat + 2*m.Multiplier + m.Defence + m.Deflection + m.Dodge + m.Natural + m.Protection
	if g.lore.identified(it) && g.lore.cursed(it) {
		v -= 10
	}
	return v
}

// useMagic is what the bot does with its magic when no foe is in view: lift a curse it knows how to,
// put on a ring or an amulet where a finger or the neck is free, read an unknown scroll, drink an
// unknown potion when whole; ok false when nothing.
func (bt *bot) useMagic(a *Actor) (Action, bool) {
	m := &bt.magic
	if m.none && m.player == a && m.data == bt.g.data && m.known == len(bt.g.Magic.Known) && m.whole == (a.HP == a.MaxHP) &&
		sameWorn(&m.worn, &a.Worn) && sameItems(m.pack, a.Pack) {
		return Action{}, false
	}
	act, ok := bt.findMagic(a)
	m.none, m.player, m.data, m.known, m.whole, m.worn = !ok, a, bt.g.data, len(bt.g.Magic.Known), a.HP == a.MaxHP, a.Worn
	m.pack = append(m.pack[:0], a.Pack...)
	return act, ok
}

// magicMemo is what useMagic last found nothing to do with, kept while it holds: its answer depends only on
// a's kit, whether a is whole (an unknown potion is tried only then), what the player knows (Magic.Known:
// names are only ever added, so its size tells) and the data. The bot asks at every action with no foe.
type magicMemo struct {
	none   bool // useMagic found nothing to do
	player *Actor
	data   *assets.Data
	known  int
	whole  bool
	worn   [NumSlots]Item
	pack   []Item
}

// findMagic is useMagic worked out afresh.
func (bt *bot) findMagic(a *Actor) (Action, bool) {
	g := bt.g
	// Each test the cheapest first (the kind before a lookup by name): the bot asks at every action.
	cursed := false
	for _, it := range a.Worn {
		if g.lore.cursed(it) && g.lore.identified(it) {
			cursed = true
			break
		}
	}
	for i, it := range a.Pack {
		if !cursed || it.Kind != ItemScroll || !g.lore.identified(it) {
			continue
		}
		if c, ok := g.data.Consumable(it.Name); ok && c.Effect == assets.EffectRemoveCurse {
			return Action{Kind: ActRead, Item: i}, true
		}
	}
	for i, it := range a.Pack {
		if it.Kind != ItemArmour || !g.gear.isJewel(it) {
			continue
		}
		s, _ := g.gear.slotFor(it)
		if a.Worn[s].IsZero() || (s == SlotLeftRing && a.Worn[SlotRightRing].IsZero()) {
			// Not one it knows to be cursed.
			if !(g.lore.identified(it) && g.lore.cursed(it)) {
				return Action{Kind: ActWield, Item: i}, true
			}
		}
	}
	for i, it := range a.Pack {
		if it.Kind != ItemWeapon && it.Kind != ItemArmour { // no twin (twin)
			continue
		}
		s, ok := g.gear.slotFor(it)
		if !ok || !bt.twin(a, it) || g.lore.cursed(a.Worn[s]) && g.lore.identified(a.Worn[s]) {
			continue
		}
		// Better by what it knows, or unknown while what it wears holds nothing it knows of.
		if (g.lore.identified(it) && !g.lore.cursed(it)) || bt.score(a.Worn[s]) <= 0 && g.lore.identified(a.Worn[s]) {
			return Action{Kind: ActWield, Item: i}, true
		}
	}
	for i, it := range a.Pack {
		switch {
		case it.Kind == ItemScroll && !g.lore.identified(it):
			return Action{Kind: ActRead, Item: i}, true
		case it.Kind == ItemPotion && !g.lore.identified(it) && a.HP == a.MaxHP:
			return Action{Kind: ActQuaff, Item: i}, true
		}
	}
	return Action{}, false
}

// drink is the potion the bot drinks in a fight or hurt: a known potion of healing when badly hurt, a
// known cure when poisoned or bleeding; −1 when none.
func (bt *bot) drink(a *Actor) int {
	g := bt.g
	for i, it := range a.Pack {
		if it.Kind != ItemPotion || !g.lore.identified(it) {
			continue
		}
		c, ok := g.data.Consumable(it.Name)
		if !ok {
			continue
		}
		switch {
		case c.Effect == assets.EffectHeal && a.HP*3 <= a.MaxHP:
			return i
		case c.Effect == assets.EffectCure && (a.Poison > 2 || a.Bleeding > 2):
			return i
		}
	}
	return -1
}

// cast is the bot's spell against foe t, if it has one worth casting: a heal when hurt, a ward with t
// next to it, else the first damaging spell or dazzle that reaches t (as a caster chooses, RULES.md §31).
func (bt *bot) cast(pl, t *Actor) (Action, bool) {
	g := bt.g
	for _, name := range pl.Spells {
		sp, ok := g.data.Spell(name)
		if !ok || !g.spells.ready(pl, name) {
			continue
		}
		switch sp.Effect {
		case assets.SpellHeal:
			if pl.HP*2 <= pl.MaxHP {
				return Action{Kind: ActCast, Spell: name}, true
			}
		case assets.SpellWard:
			if g.arms.ward(pl) == 0 && levels.Distance(pl.Pos, t.Pos) <= 1 {
				return Action{Kind: ActCast, Spell: name}, true
			}
		default:
			if g.spells.reaches(pl, t, sp) && (sp.Effect != assets.SpellDazzle || !g.arms.dazzled(t)) {
				return Action{Kind: ActCast, Spell: name, Target: t.Pos}, true
			}
		}
	}
	return Action{}, false
}
