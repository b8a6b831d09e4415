// Items: what a creature carries and wears, the slots of the combat rules (combat/RULES.md), and burden.

package game

import (
	"fmt"
	"slices"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat"
)

// ItemKind says which table of the data an item's name is in.
type ItemKind uint8

// The kinds of item.
const (
	ItemWeapon ItemKind = iota
	ItemAmmo
	ItemArmour
	ItemPotion // a potion of potions.toml, quaffed (RULES.md §20)
	ItemScroll // a scroll of potions.toml, read
)

// Item is a stack of one kind of thing, named as in the data files.
type Item struct {
	Kind  ItemKind
	Name  string
	Count int
	// Letter is the item's letter in the pack (a–z, then A–Z), kept while it stays there and, when it
	// is worn and comes back, given again if still free: letters do not shift when an item leaves.
	Letter byte
	// Affixes are the affixes of affixes.toml it carries ("" for none): its magic (RULES.md §19).
	Affixes [MaxAffixes]string
	// Known: the player knows all about it (its magic; what a potion or scroll does), by use or by a
	// scroll of identify. Uses counts the hits or blows it took part in toward learning it by use.
	Known bool
	Uses  int
	// Uncursed: a scroll of remove curse lifted its curse.
	Uncursed bool
}

// IsZero reports an empty slot.
func (it Item) IsZero() bool { return it.Count == 0 }

// Label is the item as it is, all its magic told: "long sword", "23 arrows", "+2 long sword of accuracy",
// "potion of healing" (the morgue's names; what the player sees is Game.ItemName).
func (it Item) Label(d *assets.Data) string {
	name := trueName(d, it)
	if it.Count <= 1 {
		return name
	}
	if name != it.Name {
		return fmt.Sprintf("%d %s", it.Count, Plural(name))
	}
	return fmt.Sprintf("%d %s", it.Count, it.plural(d))
}

// Slot is where an item is worn or wielded.
type Slot uint8

// The equipment slots of the combat rules (combat/RULES.md §9, §10).
const (
	SlotMain    Slot = iota // main hand (a two-handed weapon fills both hands from here)
	SlotOff                 // off hand: a shield or a second weapon
	SlotMissile             // missile weapon: bow, crossbow, sling, or a rock readied to throw
	SlotAmmo                // the quiver
	SlotBody
	SlotHead
	SlotHands
	SlotFeet
	SlotCloak
	SlotLeftRing  // a ring (RULES.md §19.5)
	SlotRightRing // a second ring
	SlotNeck      // an amulet
	NumSlots
)

var slotNames = [NumSlots]string{"main hand", "off hand", "missile weapon", "quiver", "body", "head", "hands", "feet", "cloak",
	"left ring", "right ring", "neck"}

// String names the slot as the inventory does.
func (s Slot) String() string {
	if s < NumSlots {
		return slotNames[s]
	}
	return "slot?"
}

// FloorItem is an item lying on the level.
type FloorItem struct {
	Pos  gruid.Point
	Item Item
}

// gear is what creatures carry and wear: the slots and what goes in them, the pack, the items on the floor,
// weight, and the potions and scrolls used (potions.go).
type gear struct {
	g *Game // the data, the floor's items, the log
}

// weaponIn returns the weapon row held in slot s, if any.
func (gr *gear) weaponIn(a *Actor, s Slot) (*assets.Weapon, bool) {
	if it := &a.Worn[s]; it.IsZero() || it.Kind != ItemWeapon {
		return nil, false
	}
	w := gr.g.kits.slot(gr.g.data, a, s).weapon
	return w, w != nil
}

// weaponSkillIn returns the weapon row wielded in slot s, if any, and the row of its skill (nil for none).
func (gr *gear) weaponSkillIn(a *Actor, s Slot) (*assets.Weapon, *assets.Skill, bool) {
	if it := &a.Worn[s]; it.IsZero() || it.Kind != ItemWeapon {
		return nil, nil, false
	}
	sk := gr.g.kits.slot(gr.g.data, a, s)
	return sk.weapon, sk.skill, sk.weapon != nil
}

// armourIn returns the armour row worn in slot s, if any.
func (gr *gear) armourIn(a *Actor, s Slot) (*assets.Armour, bool) {
	if it := &a.Worn[s]; it.IsZero() || it.Kind != ItemArmour {
		return nil, false
	}
	ar := gr.g.kits.slot(gr.g.data, a, s).armour
	return ar, ar != nil
}

// slotFor is where an item goes when wielded or worn, and whether it can be.
func (gr *gear) slotFor(it Item) (Slot, bool) {
	g := gr.g
	switch it.Kind {
	case ItemAmmo:
		return SlotAmmo, true
	case ItemWeapon:
		w, ok := g.data.Weapon(it.Name)
		if !ok {
			return 0, false
		}
		if w.Held == assets.HeldMissile {
			return SlotMissile, true // a bow, and a rock readied to throw with t (RULES.md §9.2)
		}
		return SlotMain, true
	case ItemArmour:
		a, ok := g.data.Armour(it.Name)
		if !ok {
			return 0, false
		}
		if int(a.Slot) < len(armourSlots) {
			return armourSlots[a.Slot], true
		}
	}
	return 0, false
}

// armourSlots is the slot a piece of armour is worn in, by where the armour table says it goes (a shield
// goes to the off hand first).
var armourSlots = [...]Slot{
	assets.ArmourBody: SlotBody, assets.ArmourHand: SlotOff, assets.ArmourCloak: SlotCloak,
	assets.ArmourHead: SlotHead, assets.ArmourHands: SlotHands, assets.ArmourFeet: SlotFeet,
	assets.ArmourRing: SlotLeftRing, assets.ArmourNeck: SlotNeck,
}

// twoHanded reports whether the main hand holds a weapon held in both hands.
func (gr *gear) twoHanded(a *Actor) bool {
	w, ok := gr.weaponIn(a, SlotMain)
	return ok && w.Held == assets.HeldBoth
}

// equip moves item i of a's pack into its slot, putting back what was there. With otherHand set, a
// weapon goes to the off hand (if it may) and a shield to the main hand (for Two Shields). It returns
// a message for the player, and whether it was done.
func (gr *gear) equip(a *Actor, i int, otherHand bool) (string, bool) {
	g := gr.g
	l := langOf(g)
	if i < 0 || i >= len(a.Pack) {
		return l.Say("item.no_such"), false
	}
	it := a.Pack[i]
	s, ok := gr.slotFor(it)
	if !ok {
		return sayItem(g, "item.cannot_wear", it), false
	}
	// RULES.md §19.3: what is cursed stays, and so nothing can take its place.
	stuck := func(sl Slot) bool { return !a.Worn[sl].IsZero() && g.lore.cursed(a.Worn[sl]) }
	cursedMsg := func(sl Slot) string { return sayItem(g, "item.cursed", a.Worn[sl]) }
	if s == SlotOff && otherHand {
		s = SlotMain // a second shield, in the main hand
		if gr.twoHanded(a) {
			if stuck(SlotMain) {
				return cursedMsg(SlotMain), false
			}
			gr.unequip(a, SlotMain)
			i = indexOf(a.Pack, it)
		}
	}
	if s == SlotMain && otherHand && it.Kind == ItemWeapon {
		w, _ := g.data.Weapon(it.Name)
		if w.Held != assets.HeldOff {
			return sayItem(g, "item.not_off_hand", it), false
		}
		if gr.twoHanded(a) {
			return l.Say("item.both_hands"), false
		}
		s = SlotOff
	}
	if s == SlotMain {
		if w, ok := g.data.Weapon(it.Name); ok && it.Kind == ItemWeapon && w.Held == assets.HeldBoth && !a.Worn[SlotOff].IsZero() {
			if stuck(SlotOff) {
				return cursedMsg(SlotOff), false
			}
			if stuck(SlotMain) {
				return cursedMsg(SlotMain), false
			}
			// Both hands come back to the pack for the one weapon that leaves it: the one swap that
			// needs room (the pack holds PackSize things).
			if !a.Worn[SlotMain].IsZero() && len(a.Pack) >= PackSize {
				return sayItem(g, "item.no_room", a.Worn[SlotOff]), false
			}
			gr.unequip(a, SlotOff)
		}
	}
	if s == SlotOff && gr.twoHanded(a) {
		for _, sl := range []Slot{SlotMain, SlotOff} {
			if stuck(sl) {
				return cursedMsg(sl), false
			}
		}
		gr.unequip(a, SlotMain)
	}
	if s == SlotLeftRing && !a.Worn[s].IsZero() && (a.Worn[SlotRightRing].IsZero() || g.lore.cursed(a.Worn[s])) {
		s = SlotRightRing // the other finger
	}
	if stuck(s) {
		return cursedMsg(s), false
	}
	if w := a.Worn[s]; s == SlotAmmo && w.Kind == it.Kind && w.Name == it.Name {
		a.Pack = append(a.Pack[:i], a.Pack[i+1:]...)
		a.Worn[s].Count += it.Count // more of the quiver's own: one stack
		return saidStack(g, "item.equip.quiver", it), true
	}
	if !a.Worn[s].IsZero() {
		gr.unequip(a, s)
		if i = indexOf(a.Pack, it); i < 0 {
			return l.Say("item.cannot_ready"), false // never: the item is still in the pack
		}
	}
	a.Pack = append(a.Pack[:i], a.Pack[i+1:]...)
	a.Worn[s] = it
	gr.reletter(a) // what came back into a full pack before it left found no letter then
	msg := gr.equipped(it, s)
	g.lore.putOnCursed(a, s)
	if s == SlotMissile || s == SlotAmmo {
		msg += gr.wrongAmmo(a)
	}
	return msg, true
}

// equipped is the message for item it just put in slot s.
func (gr *gear) equipped(it Item, s Slot) string {
	key := "item.equip.put_on"
	switch {
	case it.Kind == ItemArmour && s == SlotMain:
		key = "item.equip.hold_main"
	case it.Kind == ItemArmour && s == SlotOff:
		key = "item.equip.hold_arm"
	case it.Kind == ItemWeapon && s == SlotOff:
		key = "item.equip.wield_off"
	case s == SlotMissile && it.Kind == ItemWeapon && !gr.shootsItem(it):
		key = "item.equip.ready_throw"
	case s == SlotMain || s == SlotOff || s == SlotMissile:
		key = "item.equip.wield"
	case s == SlotAmmo:
		return saidStack(gr.g, "item.equip.quiver", it)
	case s == SlotLeftRing || s == SlotRightRing:
		key = "item.equip.ring"
	}
	return sayItem(gr.g, key, it)
}

// indexOf is the pack index of an item of it's kind, name and count (whatever its letter), or −1.
func indexOf(pack []Item, it Item) int {
	for i, p := range pack {
		if p.Kind == it.Kind && p.Name == it.Name && p.Count == it.Count {
			return i
		}
	}
	return -1
}

// PackIndex is the index in a's pack of the item with letter c, or −1.
func PackIndex(a *Actor, c rune) int {
	for i, p := range a.Pack {
		if rune(p.Letter) == c {
			return i
		}
	}
	return -1
}

// packLetters are the letters of the pack, in the order they are given.
const packLetters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

// PackSize is how many things a pack holds: one for each of its letters, a–z and A–Z (a stack of arrows,
// potions or scrolls is one thing, however many it counts). What finds no room is not picked up, a thing
// is not taken off into a full pack, and a two-handed weapon is not wielded when both hands' things would
// not fit (RULES.md §4.2: the weight carried only burdens; the letters bound the pack).
const PackSize = len(packLetters)

// PackFull is the refusal of a thing that finds no room in the pack, in l.
func PackFull(l *text.Lang) string { return l.Say("item.pack_full") }

// fits reports whether it goes into a's pack: it joins a stack there or in the quiver, or a letter is free.
func (gr *gear) fits(a *Actor, it Item) bool {
	if len(a.Pack) < PackSize {
		return true
	}
	if !stacks(it) {
		return false
	}
	return sameStack(a.Worn[SlotAmmo], it) || slices.ContainsFunc(a.Pack, func(p Item) bool { return sameStack(p, it) })
}

// reletter gives a letter to each thing of a's pack that has none (it came back while every letter was
// taken, by the thing leaving in its place).
func (gr *gear) reletter(a *Actor) {
	for i := range a.Pack {
		if a.Pack[i].Letter == 0 {
			a.Pack[i].Letter = letterFor(a, a.Pack[i])
		}
	}
}

// letterFor is the letter it takes in a's pack: its own if still free, else the first free one.
func letterFor(a *Actor, it Item) byte {
	used := func(l byte) bool {
		for _, p := range a.Pack {
			if p.Letter == l {
				return true
			}
		}
		return false
	}
	if it.Letter != 0 && !used(it.Letter) {
		return it.Letter
	}
	for i := 0; i < len(packLetters); i++ {
		if !used(packLetters[i]) {
			return packLetters[i]
		}
	}
	return 0
}

// unequip takes off what is in slot s and puts it in the pack.
func (gr *gear) unequip(a *Actor, s Slot) bool {
	if s >= NumSlots || a.Worn[s].IsZero() || gr.g.lore.cursed(a.Worn[s]) {
		return false // RULES.md §19.3: a cursed item stays on until uncursed
	}
	it := a.Worn[s]
	a.Worn[s] = Item{} // first: ammunition put in the pack would join the quiver it leaves
	gr.addToPack(a, it)
	return true
}

// addToPack puts it in a's pack, stacking ammunition.
func (gr *gear) addToPack(a *Actor, it Item) {
	if stacks(it) {
		for i := range a.Pack {
			if sameStack(a.Pack[i], it) {
				a.Pack[i].Count += it.Count
				a.Pack[i].Known = a.Pack[i].Known || it.Known
				return
			}
		}
		if sameStack(a.Worn[SlotAmmo], it) {
			a.Worn[SlotAmmo].Count += it.Count
			return
		}
	}
	it.Letter = letterFor(a, it)
	a.Pack = append(a.Pack, it)
}

// itemWeight is the weight of one of it, in pounds.
func (gr *gear) itemWeight(it Item) float64 {
	g := gr.g
	switch it.Kind {
	case ItemWeapon:
		if w, ok := g.data.Weapon(it.Name); ok {
			return w.Weight
		}
	case ItemAmmo:
		if w, ok := g.data.Ammo(it.Name); ok {
			return w.Weight
		}
	case ItemArmour:
		if w, ok := g.data.Armour(it.Name); ok {
			return w.Weight
		}
	case ItemPotion, ItemScroll:
		if c, ok := g.data.Consumable(it.Name); ok {
			return c.Weight
		}
	}
	return 0
}

// CarriedWeight is the weight a carries, in pounds (its kit's, added up again when what a wears or carries
// changed).
func (g *Game) CarriedWeight(a *Actor) float64 { return g.kits.carriedWeight(g, a) }

// weigh adds up the weight a carries: what it wears, then its pack.
func (gr *gear) weigh(a *Actor) float64 {
	g := gr.g
	total := 0.0
	for _, it := range a.Worn {
		total += g.gear.itemWeight(it) * float64(it.Count)
	}
	for _, it := range a.Pack {
		total += g.gear.itemWeight(it) * float64(it.Count)
	}
	return total
}

// Burden is how heavily a is loaded: past rules.toml's pounds per point of Strength (5, 7.5, 10 by
// default) burdened, strained, overloaded (RULES.md §4.2: burden limits Dexterity's share of Defence: +3,
// +1, 0).
func (g *Game) Burden(a *Actor) combat.Burden { return g.burdenOf(a, g.CarriedWeight(a)) }

// burdenOf is a's burden carrying load pounds.
func (g *Game) burdenOf(a *Actor, load float64) combat.Burden {
	s, r := float64(max(1, a.Str)), g.data.Rules
	switch {
	case load > r.Overloaded*s:
		return combat.Overloaded
	case load > r.Strained*s:
		return combat.Strained
	case load > r.Burdened*s:
		return combat.Burdened
	}
	return combat.Unburdened
}

// BurdenName says the burden level in words in l, "" when unburdened.
func BurdenName(l *text.Lang, b combat.Burden) string {
	switch b {
	case combat.Burdened:
		return l.Say("item.burden.burdened")
	case combat.Strained:
		return l.Say("item.burden.strained")
	case combat.Overloaded:
		return l.Say("item.burden.overloaded")
	}
	return ""
}

// ItemsAt lists the items lying at p on the current level.
func (g *Game) ItemsAt(p gruid.Point) []Item {
	var out []Item
	for _, fi := range g.Items {
		if fi.Pos == p {
			out = append(out, fi.Item)
		}
	}
	return out
}

// dropItem puts it on the floor at p, stacking ammunition of one name.
func (gr *gear) dropItem(p gruid.Point, it Item) {
	g := gr.g
	if it.IsZero() {
		return
	}
	if stacks(it) {
		for i := range g.Items {
			if g.Items[i].Pos == p && sameStack(g.Items[i].Item, it) {
				g.Items[i].Item.Count += it.Count
				return
			}
		}
	}
	g.Items = append(g.Items, FloorItem{Pos: p, Item: it})
}

// pickUp takes everything at a's feet into its pack, as long as it fits (PackSize), and reports what it
// took and whether something was left for want of room.
func (gr *gear) pickUp(a *Actor) (took []Item, full bool) {
	g := gr.g
	n := 0
	for _, fi := range g.Items {
		if fi.Pos == a.Pos {
			if gr.fits(a, fi.Item) {
				gr.addToPack(a, fi.Item)
				took = append(took, fi.Item)
				continue
			}
			full = true
		}
		g.Items[n] = fi
		n++
	}
	g.Items = g.Items[:n]
	return took, full
}

// stacks reports whether things like it lie in one stack: ammunition, potions and scrolls.
func stacks(it Item) bool {
	return it.Kind == ItemAmmo || it.Kind == ItemPotion || it.Kind == ItemScroll
}

// sameStack reports whether it joins the stack st: the same kind, name and magic.
func sameStack(st, it Item) bool {
	return !st.IsZero() && stacks(st) && st.Kind == it.Kind && st.Name == it.Name && st.Affixes == it.Affixes
}

func (gr *gear) pickUpAction(a *Actor) int64 {
	g := gr.g
	took, full := gr.pickUp(a)
	switch {
	case len(took) == 0 && full:
		g.refuse("%s", PackFull(langOf(g)))
		return 0
	case len(took) == 0:
		g.refuse("%s", langOf(g).Say("item.nothing_here"))
		return 0
	}
	for _, it := range took {
		g.message(MsgInfo, "%s", saidStack(g, "item.pick_up", it))
	}
	if full {
		g.message(MsgInfo, "%s", langOf(g).Say("item.rest_stays"))
	}
	return a.StepTime
}

func (gr *gear) dropAction(a *Actor, i int) int64 {
	g := gr.g
	if i < 0 || i >= len(a.Pack) {
		return 0
	}
	it := a.Pack[i]
	a.Pack = append(a.Pack[:i], a.Pack[i+1:]...)
	gr.dropItem(a.Pos, it)
	if a.Player {
		g.pickup.drop(it) // auto-pickup leaves it (pickup.go)
	}
	g.message(MsgInfo, "%s", saidStack(g, "item.drop", it))
	return a.StepTime
}

// throwable is the pack index of a weapon made for throwing, or −1.
func (gr *gear) throwable(a *Actor) int {
	for i, it := range a.Pack {
		if it.Kind != ItemWeapon {
			continue
		}
		if w, ok := gr.g.data.Weapon(it.Name); ok && w.Throwable && w.Thrown > 0 {
			return i
		}
	}
	return -1
}

// isJewel reports whether it is a ring or an amulet.
func (gr *gear) isJewel(it Item) bool {
	ar, ok := gr.g.data.Armour(it.Name)
	return ok && it.Kind == ItemArmour && jewellery(ar)
}

// shootsItem reports whether weapon item it shoots (false for anything not in the weapon table).
func (gr *gear) shootsItem(it Item) bool {
	w, ok := gr.g.data.Weapon(it.Name)
	return ok && shoots(w)
}

// wrongAmmo is the warning when a's quiver holds ammunition its missile weapon cannot shoot ("" when it
// holds none, or the right kind): said at once when either is readied.
func (gr *gear) wrongAmmo(a *Actor) string {
	g := gr.g
	w, ok := gr.weaponIn(a, SlotMissile)
	q := a.Worn[SlotAmmo]
	if !ok || !shoots(w) || q.IsZero() {
		return ""
	}
	if am, ok := g.data.Ammo(q.Name); ok && am.Skill == w.Skill {
		return ""
	}
	l := langOf(g)
	return l.Say("item.wrong_ammo", append(gr.needsArgs(l, w), text.W("weapon", l.Word("weapon", w.Name)),
		text.W("ammo", ammoWord(g.data, l, q.Name)))...)
}

// ammoWords names the ammunition missile weapon w shoots, in the plural, in g's language: "arrows",
// "crossbow bolts" (the first of the data's rows for its skill), or "ammunition" when the data has none.
func (gr *gear) ammoWords(w *assets.Weapon) string {
	l := langOf(gr.g)
	return l.Say("item.needs", gr.needsArgs(l, w)...)
}

// needsArgs are the arguments of what missile weapon w needs (item.needs): needs, the word of the first
// of the data's ammunition for its skill, and none, true when the data has none.
func (gr *gear) needsArgs(l *text.Lang, w *assets.Weapon) []text.Arg {
	needs, am := text.Word{}, gr.g.data.AmmoFor(w)
	if len(am) > 0 {
		needs = ammoWord(gr.g.data, l, am[0].Name)
	}
	return []text.Arg{text.W("needs", needs), text.S("none", yes(len(am) == 0))}
}

// ammoFor names the ammunition a missile weapon shoots: the first of its skill.
func (gr *gear) ammoFor(w *assets.Weapon) string {
	for _, am := range gr.g.data.Ammunition {
		if am.Skill == w.Skill {
			return am.Name
		}
	}
	return ""
}
