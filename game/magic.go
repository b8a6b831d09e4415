// Magic items: what an item's affixes add to attacks and Defence (RULES.md §19), what the player knows of
// them, learning by use, curses, and the names items show by.

package game

import (
	"math/rand/v2"
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
)

// MaxAffixes is how many affixes one item may carry.
const MaxAffixes = 2

// lookStream is the second seed of the generator that deals the looks of potions and scrolls.
const lookStream = 0x6c6f6f6b73

// MagicState is what the game remembers of magic: the kinds the player knows, and the looks of this
// game's potions and scrolls.
type MagicState struct {
	// Known holds the affixes, potions and scrolls the player knows, by name: a kind once known is
	// known for the game (RULES.md §19.4).
	Known map[string]bool
	// Looks is the look of each potion and scroll this game, by name (dealt at the start, saved).
	Looks map[string]string
}

// affixes are the affix rows of it (names the data no longer has left out).
func (g *Game) affixes(it Item) []*assets.Affix {
	var out []*assets.Affix
	for _, n := range it.Affixes {
		if n == "" {
			continue
		}
		if af, ok := g.data.Affix(n); ok {
			out = append(out, af)
		}
	}
	return out
}

// knowsAffix reports whether the player knows affix af of it: the item is identified, or the affix's
// kind is known for the game.
func (g *Game) knowsAffix(it Item, af *assets.Affix) bool {
	return it.Known || g.Magic.Known[af.Name]
}

// Identified reports whether the player knows everything about it: its magic, or what a potion or scroll
// does.
func (g *Game) Identified(it Item) bool {
	if it.Kind == ItemPotion || it.Kind == ItemScroll {
		return it.Known || g.Magic.Known[it.Name]
	}
	for _, af := range g.affixes(it) {
		if !g.knowsAffix(it, af) {
			return false
		}
	}
	return true
}

// itemMagic is what it's affixes add up to: all of them when known is false (the roll always counts
// everything), only those the player knows when it is set (the @ screen, RULES.md §19.4).
func (g *Game) itemMagic(it Item, known bool) combat.Magic {
	var m combat.Magic
	if it.IsZero() {
		return m
	}
	for _, af := range g.affixes(it) {
		if !known || g.knowsAffix(it, af) {
			m = m.Plus(af.Magic)
		}
	}
	return m
}

// cursed reports whether it carries a curse not lifted.
func (g *Game) cursed(it Item) bool {
	if it.Uncursed {
		return false
	}
	for _, af := range g.affixes(it) {
		if af.Cursed {
			return true
		}
	}
	return false
}

// attackMagic is the magic a's attack of mode counts (RULES.md §19.1): own is the attacking item (the
// weapon of a blow or a throw; the bow of a shot, with the quiver's ammunition), then what a wears and
// wields that is no weapon and no ammunition. known: only what the player knows (the @ screen).
func (g *Game) attackMagic(a *Actor, own Item, mode combat.Mode, known bool) combat.Magic {
	var ownBuf [2]combat.Magic // the weapon's own, and a shot's ammunition's: on the stack, as the worn
	var wornBuf [NumSlots]combat.Magic
	owns, worn := ownBuf[:0], wornBuf[:0]
	if mode != combat.Bash {
		owns = append(owns, g.itemMagic(own, known))
		if mode == combat.Shot {
			owns = append(owns, g.itemMagic(a.Worn[SlotAmmo], known))
		}
	}
	for s := range a.Worn {
		if it := a.Worn[s]; it.Kind == ItemArmour {
			worn = append(worn, g.itemMagic(it, known))
		}
	}
	m := combat.AttackMagic(owns, worn)
	// The Defence parts of a worn item are its wearer's Defence, not the attack's.
	return combat.Magic{ToHit: m.ToHit, Damage: m.Damage, Threat: m.Threat, Multiplier: m.Multiplier}
}

// defenceMagic adds the Deflection, Dodge and Natural of everything t wears and wields to d (the quiver
// left out: ammunition's magic is its shots').
func (g *Game) defenceMagic(t *Actor, d *combat.Defence, known bool) {
	for s := range t.Worn {
		if Slot(s) == SlotAmmo {
			continue
		}
		d.AddMagic(g.itemMagic(t.Worn[s], known))
	}
}

// ItemName is the item as the player knows it: its known affixes' words around its name ("+2 long sword
// of accuracy"), an unknown potion or scroll by its look ("murky green potion", "scroll titled XOTH
// ANUR"). A stack's count comes first ("3 murky green potions").
func (g *Game) ItemName(it Item) string {
	return g.itemName(it, false, false)
}

// itemName is ItemName, or the whole truth when all is set (the morgue); with words set, the affixes
// whose words hold a number are left out ("+2"): messages never give numbers (RULES.md §7.6).
func (g *Game) itemName(it Item, all, words bool) string {
	name := g.baseName(it, all || g.Identified(it))
	if it.Kind != ItemPotion && it.Kind != ItemScroll {
		name = withAffixes(name, g.affixes(it), func(af *assets.Affix) bool {
			return (all || g.knowsAffix(it, af)) && !(words && strings.ContainsAny(af.Words, "0123456789"))
		})
	}
	if it.Count > 1 {
		if rest, ok := strings.CutPrefix(name, "scroll titled "); ok {
			return itoa(it.Count) + " scrolls titled " + rest
		}
		if name == it.Name {
			return itoa(it.Count) + " " + it.plural(g.data) // the data's own plural ("crossbow bolts")
		}
		return itoa(it.Count) + " " + Plural(name)
	}
	return name
}

// withAffixes is name with the words of the affixes shown put around it: before it, or after it for
// words that start with "of ".
func withAffixes(name string, affixes []*assets.Affix, shown func(*assets.Affix) bool) string {
	var pre, post []string
	for _, af := range affixes {
		if !shown(af) {
			continue
		}
		if af.Suffix() {
			post = append(post, af.Words)
		} else {
			pre = append(pre, af.Words)
		}
	}
	if len(pre) > 0 {
		name = strings.Join(pre, " ") + " " + name
	}
	if len(post) > 0 {
		name += " " + strings.Join(post, " ")
	}
	return name
}

// trueName is it's name with all its magic told, without a count: "+2 long sword", "potion of healing".
func trueName(d *assets.Data, it Item) string {
	switch it.Kind {
	case ItemPotion:
		return "potion of " + it.Name
	case ItemScroll:
		return "scroll of " + it.Name
	}
	var afs []*assets.Affix
	for _, n := range it.Affixes {
		if af, ok := d.Affix(n); ok && n != "" {
			afs = append(afs, af)
		}
	}
	return withAffixes(it.Name, afs, func(*assets.Affix) bool { return true })
}

// baseName is the name of the item without its affixes: a potion or scroll by what it is when known,
// else by its look.
func (g *Game) baseName(it Item, known bool) string {
	switch it.Kind {
	case ItemPotion:
		if known {
			return "potion of " + it.Name
		}
		return g.look(it.Name) + " potion"
	case ItemScroll:
		if known {
			return "scroll of " + it.Name
		}
		return "scroll titled " + g.look(it.Name)
	}
	return it.Name
}

// look is the look of potion or scroll name this game ("murky green"), "unmarked" when none was dealt.
func (g *Game) look(name string) string {
	if l, ok := g.Magic.Looks[name]; ok {
		return l
	}
	return "unmarked"
}

// dealLooks gives each potion and scroll of the data a look of its own, at random (RULES.md §20.1).
func (g *Game) dealLooks() {
	g.Magic.Looks = map[string]string{}
	if g.Magic.Known == nil {
		g.Magic.Known = map[string]bool{}
	}
	// A generator of its own, from the seed: dealing the looks takes nothing from the game's rolls.
	r := rand.New(rand.NewPCG(g.Seed, lookStream))
	pl := r.Perm(len(g.data.Looks.Potions))
	sl := r.Perm(len(g.data.Looks.Scrolls))
	np, ns := 0, 0
	for _, c := range g.data.Consumables {
		switch {
		case c.Scroll && ns < len(sl):
			g.Magic.Looks[c.Name] = g.data.Looks.Scrolls[sl[ns]]
			ns++
		case !c.Scroll && np < len(pl):
			g.Magic.Looks[c.Name] = g.data.Looks.Potions[pl[np]]
			np++
		}
	}
}

// learn makes the player know it (in slot s, or in the pack when s is NumSlots) and every affix kind it
// carries, for the game, with a message when there was anything to learn. It reports whether there was.
func (g *Game) learn(it *Item, why string) bool {
	if g.Identified(*it) {
		it.Known = true
		return false
	}
	before := it.Name // the name of what it is, never its numbers
	g.knowQuietly(it)
	// RULES.md §19.4: messages say that it is known, never its numbers.
	g.message(MsgGood, "%s You know your %s now.", why, before)
	return true
}

// usedInAttack counts one hit for the items a's strike s was made with, and for what a wears that adds to
// attacks, and makes known those hit enough times (RULES.md §19.4). Only the player learns.
func (g *Game) usedInAttack(a *Actor, s strike) {
	if !a.Player {
		return
	}
	var slots []Slot
	switch s.attack.Mode {
	case combat.Blow:
		slots = append(slots, SlotMain)
		if s.attack.Hand == combat.OffHand {
			slots[0] = SlotOff
		}
	case combat.Shot:
		slots = append(slots, SlotMissile, SlotAmmo)
	}
	for sl := range a.Worn {
		if a.Worn[sl].Kind == ItemArmour {
			slots = append(slots, Slot(sl))
		}
	}
	for _, sl := range slots {
		it := &a.Worn[sl]
		m := g.itemMagic(*it, false)
		if it.IsZero() || (m.ToHit == 0 && m.Damage == 0 && m.Threat == 0 && m.Multiplier == 0) {
			continue
		}
		it.Uses++
		if it.Uses >= g.data.Magic.LearnHits {
			g.learn(it, "Your blows have taught you.")
		}
	}
}

// struck counts one attack against t for every item it wears that adds to its Defence or Protection, and
// makes known those struck at enough times; an item whose Deflection or Dodge turned the blow is known at
// once (RULES.md §19.4).
func (g *Game) struck(t *Actor, o combat.Outcome) {
	if !t.Player {
		return
	}
	for sl := range t.Worn {
		it := &t.Worn[sl]
		if it.IsZero() || Slot(sl) == SlotAmmo {
			continue
		}
		m := g.itemMagic(*it, false)
		defends := m.Defence != 0 || m.Deflection != 0 || m.Dodge != 0 || m.Natural != 0 || m.Protection != 0 || m.Vs != [combat.NumDamageTypes]int{}
		if !defends {
			continue
		}
		it.Uses++
		switch {
		case o.MissReason == combat.MissDeflection && m.Deflection > 0:
			g.learn(it, "Something you wear turned the blow aside.")
		case o.MissReason == combat.MissDodge && m.Dodge > 0:
			g.learn(it, "Something you wear made you quick.")
		case it.Uses >= g.data.Magic.LearnStruck:
			g.learn(it, "The blows you took have taught you.")
		}
	}
}

// putOnCursed tells the player that what they just put on is cursed, and makes the curse known.
func (g *Game) putOnCursed(a *Actor, s Slot) {
	it := &a.Worn[s]
	if !a.Player || !g.cursed(*it) {
		return
	}
	for _, af := range g.affixes(*it) {
		if af.Cursed {
			if g.Magic.Known == nil {
				g.Magic.Known = map[string]bool{}
			}
			g.Magic.Known[af.Name] = true
		}
	}
	g.message(MsgBad, "You wince: the %s is cursed, and will not come off.", it.Name)
}

// itoa is n in decimal.
func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// morgueLabel is it as the morgue file lists it: all its magic told, and what the player had not learned
// of it, or that it is cursed, said after ("+2 long sword (not identified)").
func (g *Game) morgueLabel(it Item) string {
	label := it.Label(g.data)
	var notes []string
	if !g.Identified(it) {
		notes = append(notes, "not identified")
	}
	if g.cursed(it) {
		notes = append(notes, "cursed")
	}
	if len(notes) > 0 {
		label += " (" + strings.Join(notes, ", ") + ")"
	}
	return label
}

// thrownHit counts a hit of the player's thrown weapon it toward learning its magic.
func (g *Game) thrownHit(a *Actor, it *Item) {
	m := g.itemMagic(*it, false)
	if !a.Player || (m.ToHit == 0 && m.Damage == 0 && m.Threat == 0 && m.Multiplier == 0) {
		return
	}
	it.Uses++
	if it.Uses >= g.data.Magic.LearnHits {
		g.learn(it, "Your throws have taught you.")
	}
}

// fillLooks gives a look to each potion and scroll of the data that has none yet (one a hot reload added),
// the first of its kind's looks not taken, so that the looks already dealt stay.
func (g *Game) fillLooks() {
	if g.Magic.Looks == nil {
		g.Magic.Looks = map[string]string{}
	}
	taken := map[string]bool{}
	for _, l := range g.Magic.Looks {
		taken[l] = true
	}
	for _, c := range g.data.Consumables {
		if _, ok := g.Magic.Looks[c.Name]; ok {
			continue
		}
		looks := g.data.Looks.Potions
		if c.Scroll {
			looks = g.data.Looks.Scrolls
		}
		for _, l := range looks {
			if !taken[l] {
				g.Magic.Looks[c.Name], taken[l] = l, true
				break
			}
		}
	}
}
