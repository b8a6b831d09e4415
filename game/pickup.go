// Auto-pickup (issue 32): the kinds of item of pickup.toml that a walk picks up as the g key does, each
// switched on or off by the player, and the items auto-explore walks to before it explores on.

package game

import (
	"slices"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
)

// pickups is auto-pickup: the player's switches of pickup.toml's kinds (a setting, chosen with ActPickupKind
// so that a replay holds it; never saved, as the rule set's options are not: the interface chooses them again
// after a load), the items the player dropped, which it does not take again, and those it left and said why.
//
// Auto-explore walks only to an item auto-pickup would take now, and arriving takes it: it cannot walk to
// one again and again. What it remembers is never saved (a save's layout is kept): after a load it may walk
// once more to an item the player dropped before, and say once more why it leaves one.
type pickups struct {
	g  *Game
	on []int8 // by pickup.toml's kind: -1 the default, 0 off, 1 on
	// dropped are the items the player dropped, told those auto-pickup left and said so once.
	dropped, told map[itemSpot]bool
	drops         int          // how many times drop added to dropped (wantedMemo's)
	cells         []wantedCell // wantedSpots' scratch
	memo          wantedMemo   // wantedSpots' last answer and what it was found from
}

// wantedMemo is wantedSpots' last answer (spots) and everything it was found from: the floor's items, whether
// each one's cell was seen, the player's kit and Strength (what auto-pickup's takes asks of them: the kind of
// an item, room in the pack, the burden), the switches, the items dropped, the depth and the data. The bot
// asks at every action it explores, and these seldom change between two.
type wantedMemo struct {
	ok     bool
	data   *assets.Data
	player *Actor
	depth  int
	drops  int
	str    int
	items  []FloorItem
	seen   []bool // by item: its cell seen
	pack   []Item
	worn   [NumSlots]Item
	on     []int8
	spots  []gruid.Point
}

// itemSpot is an item at a cell of a depth: what auto-pickup and auto-explore remember of it.
type itemSpot struct {
	depth int
	pos   gruid.Point
	kind  ItemKind
	name  string
}

// ActPickupKind switches auto-pickup of pickup.toml's kind Option on (Choice 1) or off (Choice 0): no time.
const ActPickupKind = ActChoose + 1

// ActAutoPickUp picks up what auto-pickup takes of what lies at the player's feet, as ActPickUp does (its
// time, its messages), and says once of each item it leaves why (the pack is full, it would burden).
const ActAutoPickUp = ActChoose + 2

// PickupKinds are the data's kinds of auto-pickup (pickup.toml), in its order.
func (g *Game) PickupKinds() []assets.PickupKind { return g.data.Pickup }

// PickupOn reports whether auto-pickup takes pickup.toml's kind i: the player's switch, else its default.
func (g *Game) PickupOn(i int) bool {
	if i < 0 || i >= len(g.data.Pickup) {
		return false
	}
	if i < len(g.pickup.on) && g.pickup.on[i] >= 0 {
		return g.pickup.on[i] == 1
	}
	return g.data.Pickup[i].Default
}

// PickupSwitch is the action that switches auto-pickup of the kind named name on or off; ok is false when
// the data has no such kind.
func (g *Game) PickupSwitch(name string, on bool) (a Action, ok bool) {
	i, ok := g.data.PickupKind(name)
	if !ok {
		return Action{}, false
	}
	a = Action{Kind: ActPickupKind, Option: i}
	if on {
		a.Choice = 1
	}
	return a, true
}

// set is ActPickupKind's switch of kind i.
func (pk *pickups) set(i, v int) {
	n := len(pk.g.data.Pickup)
	if i < 0 || i >= n || v < 0 || v > 1 {
		return
	}
	if len(pk.on) != n {
		pk.on = slices.Repeat([]int8{-1}, n)
	}
	pk.on[i] = int8(v)
}

// class is the class of pickup.toml's items that it is for a: "potion", "ammunition" (ammunition that a
// launcher a carries shoots, or a throwing weapon a carries the like of), "jewellery", "weapon", "armour".
func (pk *pickups) class(a *Actor, it Item) string {
	g := pk.g
	switch it.Kind {
	case ItemPotion:
		return "potion"
	case ItemScroll:
		return "scroll"
	case ItemArmour:
		if g.gear.isJewel(it) {
			return "jewellery"
		}
		return "armour"
	case ItemAmmo:
		am, ok := g.data.Ammo(it.Name)
		if ok && pk.carries(a, func(c Item) bool {
			w, ok := g.data.Weapon(c.Name)
			return c.Kind == ItemWeapon && ok && shoots(w) && w.Skill == am.Skill
		}) {
			return "ammunition"
		}
		return "" // ammunition for no launcher the player has: no kind's
	case ItemWeapon:
		if w, ok := g.data.Weapon(it.Name); ok && w.Throwable && w.Thrown > 0 &&
			pk.carries(a, func(c Item) bool { return c.Kind == ItemWeapon && c.Name == it.Name }) {
			return "ammunition"
		}
		return "weapon"
	}
	return ""
}

// carries reports whether a wears or packs an item that is.
func (pk *pickups) carries(a *Actor, is func(Item) bool) bool {
	return slices.ContainsFunc(a.Worn[:], func(c Item) bool { return !c.IsZero() && is(c) }) || slices.ContainsFunc(a.Pack, is)
}

// wanted reports whether auto-pickup's switches take it for a.
func (pk *pickups) wanted(a *Actor, it Item) bool {
	c := pk.class(a, it)
	for i, k := range pk.g.data.Pickup {
		if k.Items == c && c != "" {
			return pk.g.PickupOn(i)
		}
	}
	return false
}

// why is why auto-pickup leaves wanted item it with a ("" when it takes it): the pack is full, or it would
// burden a more than a is (the g key takes it all the same).
func (pk *pickups) why(a *Actor, it Item) string {
	g := pk.g
	if !g.gear.fits(a, it) {
		return "game.pickup.full"
	}
	// weighed as if carried, last in the pack: its weight added after the rest, as CarriedWeight would add it
	load := g.CarriedWeight(a)
	before, after := g.burdenOf(a, load), g.burdenOf(a, load+g.gear.itemWeight(it)*float64(it.Count))
	if after > before {
		return "game.pickup.burden"
	}
	return ""
}

// takes reports whether auto-pickup takes it for a now: its kind switched on, room in the pack, no more
// burden.
func (pk *pickups) takes(a *Actor, it Item) bool { return pk.wanted(a, it) && pk.why(a, it) == "" }

// spot is it at p of the player's depth, as auto-pickup remembers it.
func (pk *pickups) spot(p gruid.Point, it Item) itemSpot {
	return itemSpot{depth: pk.g.Depth, pos: p, kind: it.Kind, name: it.Name}
}

// drop remembers it, dropped by the player at its feet: auto-pickup does not take it back.
func (pk *pickups) drop(it Item) {
	if pk.dropped == nil {
		pk.dropped = map[itemSpot]bool{}
	}
	pk.dropped[pk.spot(pk.g.Player.Pos, it)] = true
	pk.drops++
}

// AutoPickupHere reports whether auto-pickup has something to do at the player's feet: an item to take, or
// one to leave that it has not said why yet (the interface does ActAutoPickUp after a walk's step).
func (g *Game) AutoPickupHere() bool {
	pl, pk := g.Player, &g.pickup
	for _, fi := range g.Items {
		if fi.Pos == pl.Pos && pk.wanted(pl, fi.Item) && !pk.dropped[pk.spot(fi.Pos, fi.Item)] && (pk.why(pl, fi.Item) == "" || !pk.told[pk.spot(fi.Pos, fi.Item)]) {
			return true
		}
	}
	return false
}

// autoPickUp is ActAutoPickUp: what auto-pickup takes of what lies at a's feet, in the order it lies, with
// the g key's messages and time; of each wanted item it leaves, why, once.
func (pk *pickups) autoPickUp(a *Actor) int64 {
	g := pk.g
	var took bool
	n := 0
	for _, fi := range g.Items {
		if fi.Pos != a.Pos || !pk.wanted(a, fi.Item) || pk.dropped[pk.spot(fi.Pos, fi.Item)] {
			g.Items[n] = fi
			n++
			continue
		}
		if why := pk.why(a, fi.Item); why != "" {
			if s := pk.spot(fi.Pos, fi.Item); !pk.told[s] {
				if pk.told == nil {
					pk.told = map[itemSpot]bool{}
				}
				pk.told[s] = true
				tell(g, MsgInfo, "game.pickup.leave", itemArg(g, "item", fi.Item, g.lore.an(fi.Item)), text.S("why", langOf(g).Say(why)))
			}
			g.Items[n] = fi
			n++
			continue
		}
		g.gear.addToPack(a, fi.Item)
		tell(g, MsgInfo, "game.pickup.take", itemArg(g, "item", fi.Item, g.lore.an(fi.Item)))
		took = true
	}
	g.Items = g.Items[:n]
	if !took {
		return 0
	}
	return a.StepTime
}

// wantedSpots are the cells auto-explore may walk to (seen cells where lies an item auto-pickup takes, not
// one the player dropped there), in the buffer buf: found once before a walk of the whole level, not for
// every cell it looks at. The cells come in the order of their first item, each asked of its items until
// one is taken: every item is looked at once, not once for every item of the floor.
func (pk *pickups) wantedSpots(buf []gruid.Point) []gruid.Point {
	if pk.memoHolds() {
		return append(buf[:0], pk.memo.spots...)
	}
	buf = pk.findWantedSpots(buf)
	g, m := pk.g, &pk.memo
	pl := g.Player
	m.ok, m.data, m.player, m.depth, m.drops, m.str, m.worn = true, g.data, pl, g.Depth, pk.drops, pl.Str, pl.Worn
	m.items = append(m.items[:0], g.Items...)
	m.seen = m.seen[:0]
	for _, fi := range g.Items {
		m.seen = append(m.seen, g.IsSeen(fi.Pos))
	}
	m.pack, m.on, m.spots = append(m.pack[:0], pl.Pack...), append(m.on[:0], pk.on...), append(m.spots[:0], buf...)
	return buf
}

// memoHolds reports whether wantedSpots' last answer holds: nothing it was found from has changed.
func (pk *pickups) memoHolds() bool {
	g, m := pk.g, &pk.memo
	pl := g.Player
	if !m.ok || m.data != g.data || m.player != pl || m.depth != g.Depth || m.drops != pk.drops || m.str != pl.Str ||
		!sameWorn(&m.worn, &pl.Worn) || !sameItems(m.pack, pl.Pack) || !slices.Equal(m.on, pk.on) || !sameFloor(m.items, g.Items) {
		return false
	}
	for i, fi := range g.Items {
		if m.seen[i] != g.IsSeen(fi.Pos) {
			return false
		}
	}
	return true
}

// findWantedSpots is wantedSpots worked out afresh.
func (pk *pickups) findWantedSpots(buf []gruid.Point) []gruid.Point {
	g := pk.g
	cells := pk.cells[:0] // every cell of an item, in order, and whether it is wanted
	for _, fi := range g.Items {
		i := slices.IndexFunc(cells, func(c wantedCell) bool { return c.pos == fi.Pos })
		if i < 0 {
			i = len(cells)
			cells = append(cells, wantedCell{pos: fi.Pos, seen: g.IsSeen(fi.Pos)})
		}
		if c := &cells[i]; c.seen && !c.wanted && !pk.dropped[pk.spot(fi.Pos, fi.Item)] && pk.takes(g.Player, fi.Item) {
			c.wanted = true
		}
	}
	pk.cells = cells
	buf = buf[:0]
	for _, c := range cells {
		if c.wanted {
			buf = append(buf, c.pos)
		}
	}
	return buf
}

// wantedCell is a cell of items as wantedSpots asks it: seen by the player, and one of its items wanted.
type wantedCell struct {
	pos          gruid.Point
	seen, wanted bool
}

// PickupKindOf is pickup.toml's kind of item it for the player (ammunition counts as theirs when they carry
// what shoots or throws it); false for an item of no kind.
func (g *Game) PickupKindOf(it Item) (int, bool) {
	c := g.pickup.class(g.Player, it)
	for i, k := range g.data.Pickup {
		if c != "" && k.Items == c {
			return i, true
		}
	}
	return -1, false
}

// AutoPicks reports whether auto-pickup takes it for the player now: its kind switched on, room in the
// pack, no more burden.
func (g *Game) AutoPicks(it Item) bool { return g.pickup.takes(g.Player, it) }
