// Magic items: what an item's affixes add to attacks and Defence (RULES.md §19), what the player knows of
// them, learning by use, curses, and the names items show by.

package game

import (
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
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

// lore is what the player knows of magic, and the names items show by (RULES.md §19.4, §20.1): the kinds
// known for the game and the looks of its potions and scrolls (the game's State.Magic, which saves keep),
// learning by use, curses, and the words of what an item does.
type lore struct {
	g *Game // the data, State.Magic, the log
}

// affixes are the affix rows of it (names the data no longer has left out).
func (lo *lore) affixes(it Item) []*assets.Affix {
	var out []*assets.Affix
	for _, n := range it.Affixes {
		if n == "" {
			continue
		}
		if af, ok := lo.g.data.Affix(n); ok {
			out = append(out, af)
		}
	}
	return out
}

// affixRows are an item's affix rows, the first n of rows, without a slice made for them (the blows ask
// them of every item worn).
type affixRows struct {
	n    int
	rows [MaxAffixes]*assets.Affix
}

// affixRowsOf are the affix rows of it, as affixes lists them.
func (lo *lore) affixRowsOf(it *Item) affixRows {
	var r affixRows
	for _, n := range it.Affixes {
		if n == "" {
			continue
		}
		if af, ok := lo.g.data.Affix(n); ok {
			r.rows[r.n] = af
			r.n++
		}
	}
	return r
}

// knowsAffix reports whether the player knows affix af of it: the item is identified, or the affix's
// kind is known for the game.
func (lo *lore) knowsAffix(it Item, af *assets.Affix) bool {
	return it.Known || lo.g.Magic.Known[af.Name]
}

// identified reports whether the player knows everything about it: its magic, or what a potion or scroll
// does.
func (lo *lore) identified(it Item) bool {
	if it.Kind == ItemPotion || it.Kind == ItemScroll {
		return it.Known || lo.g.Magic.Known[it.Name]
	}
	r := lo.affixRowsOf(&it)
	for _, af := range r.rows[:r.n] {
		if !lo.knowsAffix(it, af) {
			return false
		}
	}
	return true
}

// itemMagic is what it's affixes add up to: all of them when known is false (the roll always counts
// everything), only those the player knows when it is set (the @ screen, RULES.md §19.4).
func (lo *lore) itemMagic(it Item, known bool) combat.Magic {
	var m combat.Magic
	if it.IsZero() {
		return m
	}
	r := lo.affixRowsOf(&it)
	for _, af := range r.rows[:r.n] {
		if !known || lo.knowsAffix(it, af) {
			m = m.Plus(af.Magic)
		}
	}
	return m
}

// cursed reports whether it carries a curse not lifted.
func (lo *lore) cursed(it Item) bool {
	if it.Uncursed {
		return false
	}
	r := lo.affixRowsOf(&it)
	for _, af := range r.rows[:r.n] {
		if af.Cursed {
			return true
		}
	}
	return false
}

// UnknownLook reports whether it is a potion or a scroll the player does not know, shown by its look
// (RULES.md §20.1). Unknown magic on gear is not told: the item shows by its plain name (§19.4).
func (g *Game) UnknownLook(it Item) bool {
	return (it.Kind == ItemPotion || it.Kind == ItemScroll) && !g.lore.identified(it)
}

// ItemName is the item as the player knows it: its known affixes' words around its name ("+2 long sword
// of accuracy"), an unknown potion or scroll by its look ("murky green potion", "scroll titled XOTH
// ANUR"). A stack's count comes first ("3 murky green potions"). In another language: ItemLabel.
func (g *Game) ItemName(it Item) string {
	if langOf(g).Tag != lang.Default {
		return ItemLabel(g, it) // another language puts its words together (game/itemword.go)
	}
	return g.lore.itemName(it, false, false)
}

// itemName is ItemName, or the whole truth when all is set (the morgue); with words set, the affixes
// whose words hold a number are left out ("+2"): messages never give numbers (RULES.md §7.6).
func (lo *lore) itemName(it Item, all, words bool) string {
	name := lo.baseName(it, all || lo.identified(it))
	if it.Kind != ItemPotion && it.Kind != ItemScroll {
		name = withAffixes(name, lo.affixes(it), func(af *assets.Affix) bool {
			return (all || lo.knowsAffix(it, af)) && !(words && strings.ContainsAny(af.Words, "0123456789"))
		})
	}
	if it.Count > 1 {
		if it.Kind == ItemScroll && !(all || lo.identified(it)) {
			return itoa(it.Count) + " " + lang.English().Say("game.item.scrolls_titled", text.S("look", lo.look(it.Name)))
		}
		if name == it.Name {
			return itoa(it.Count) + " " + it.plural(lo.g.data) // the data's own plural ("crossbow bolts")
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
	case ItemPotion, ItemScroll:
		return consumableName(lang.English(), it, true, "")
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
func (lo *lore) baseName(it Item, known bool) string {
	switch it.Kind {
	case ItemPotion, ItemScroll:
		if known { // English: another language names items by game/itemword.go
			return consumableName(lang.English(), it, true, "")
		}
		return consumableName(lang.English(), it, false, lo.look(it.Name))
	}
	return it.Name
}

// consumableName is potion or scroll it's name in l, without a count: by what it is when known ("potion
// of healing"), else by its look ("murky green potion", "scroll titled XOTH ANUR").
func consumableName(l *text.Lang, it Item, known bool, look string) string {
	scroll := it.Kind == ItemScroll
	switch {
	case known && scroll:
		return l.Say("game.item.scroll_of", text.S("name", l.Word("scroll", it.Name).Base))
	case known:
		return l.Say("game.item.potion_of", text.S("name", l.Word("potion", it.Name).Base))
	case scroll:
		return l.Say("game.item.scroll_titled", text.S("look", look))
	}
	return l.Say("game.item.potion_look", text.S("look", l.Word("look", look).Base))
}

// look is the look of potion or scroll name this game ("murky green"), "unmarked" when none was dealt.
func (lo *lore) look(name string) string {
	if l, ok := lo.g.Magic.Looks[name]; ok {
		return l
	}
	return lang.English().Say("game.item.unmarked") // a data name, as the data's looks are (data/look.toml)
}

// dealLooks gives each potion and scroll of the data a look of its own, at random (RULES.md §20.1).
func (lo *lore) dealLooks() {
	g := lo.g
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
func (lo *lore) learn(it *Item, why string) bool { // why: a sentence, said first
	if lo.identified(*it) {
		it.Known = true
		return false
	}
	before := it.Name // the name of what it is, never its numbers
	lo.knowQuietly(it)
	// RULES.md §19.4: messages say that it is known, never its numbers.
	tell(lo.g, MsgGood, "game.item.learn.known", text.S("why", why), itemArg(lo.g, "item", Item{Kind: it.Kind, Name: before, Count: 1}, before))
	return true
}

// usedInAttack counts one hit for the items a's strike s was made with, and for what a wears that adds to
// attacks, and makes known those hit enough times (RULES.md §19.4). Only the player learns.
func (lo *lore) usedInAttack(a *Actor, s strike) {
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
		m := lo.itemMagic(*it, false)
		if it.IsZero() || (m.ToHit == 0 && m.Damage == 0 && m.Threat == 0 && m.Multiplier == 0) {
			continue
		}
		it.Uses++
		if it.Uses >= lo.g.data.Magic.LearnHits {
			lo.learn(it, sentence(lo.g, "game.item.learn.blows"))
		}
	}
}

// struck counts one attack against t for every item it wears that adds to its Defence or Protection, and
// makes known those struck at enough times; an item whose Deflection or Dodge turned the blow is known at
// once (RULES.md §19.4).
func (lo *lore) struck(t *Actor, o combat.Outcome) {
	if !t.Player {
		return
	}
	for sl := range t.Worn {
		it := &t.Worn[sl]
		if it.IsZero() || Slot(sl) == SlotAmmo {
			continue
		}
		m := lo.itemMagic(*it, false)
		defends := m.Defence != 0 || m.Deflection != 0 || m.Dodge != 0 || m.Natural != 0 || m.Protection != 0 || m.Vs != [combat.NumDamageTypes]int{}
		if !defends {
			continue
		}
		it.Uses++
		switch {
		case o.MissReason == combat.MissDeflection && m.Deflection > 0:
			lo.learn(it, sentence(lo.g, "game.item.learn.deflection"))
		case o.MissReason == combat.MissDodge && m.Dodge > 0:
			lo.learn(it, sentence(lo.g, "game.item.learn.dodge"))
		case it.Uses >= lo.g.data.Magic.LearnStruck:
			lo.learn(it, sentence(lo.g, "game.item.learn.struck"))
		}
	}
}

// putOnCursed tells the player that what they just put on is cursed, and makes the curse known.
func (lo *lore) putOnCursed(a *Actor, s Slot) {
	g := lo.g
	it := &a.Worn[s]
	if !a.Player || !lo.cursed(*it) {
		return
	}
	for _, af := range lo.affixes(*it) {
		if af.Cursed {
			if g.Magic.Known == nil {
				g.Magic.Known = map[string]bool{}
			}
			g.Magic.Known[af.Name] = true
		}
	}
	tell(g, MsgBad, "game.item.wince", itemArg(g, "item", Item{Kind: it.Kind, Name: it.Name, Count: 1}, it.Name))
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

// morgueLabel is it as the death screen and the morgue file list it: as the player knew it, with what
// they had not learned of it said after and never named ("ring of green jade (not identified)"), and a
// curse they knew of ("ring of bone of clumsiness (cursed)").
func (lo *lore) morgueLabel(it Item) string {
	label := lo.g.ItemName(it) // in the game's language
	var notes []string
	if !lo.identified(it) {
		notes = append(notes, langOf(lo.g).Say("game.item.note.unknown"))
	}
	if lo.cursed(it) && slices.ContainsFunc(lo.affixes(it), func(af *assets.Affix) bool { return af.Cursed && lo.knowsAffix(it, af) }) {
		notes = append(notes, langOf(lo.g).Say("game.item.note.cursed"))
	}
	if len(notes) > 0 {
		label += " (" + strings.Join(notes, langOf(lo.g).Say("game.list.comma")) + ")"
	}
	return label
}

// thrownHit counts a hit of the player's thrown weapon it toward learning its magic.
func (lo *lore) thrownHit(a *Actor, it *Item) {
	m := lo.itemMagic(*it, false)
	if !a.Player || (m.ToHit == 0 && m.Damage == 0 && m.Threat == 0 && m.Multiplier == 0) {
		return
	}
	it.Uses++
	if it.Uses >= lo.g.data.Magic.LearnHits {
		lo.learn(it, sentence(lo.g, "game.item.learn.throws"))
	}
}

// fillLooks gives a look to each potion and scroll of the data that has none yet (one a hot reload added),
// the first of its kind's looks not taken, so that the looks already dealt stay.
func (lo *lore) fillLooks() {
	g := lo.g
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

// knowQuietly makes it known, and the kinds of its affixes (or of the potion or scroll it is), without a word.
func (lo *lore) knowQuietly(it *Item) {
	g := lo.g
	if it.IsZero() {
		return
	}
	it.Known = true
	if g.Magic.Known == nil {
		g.Magic.Known = map[string]bool{}
	}
	for _, af := range lo.affixes(*it) {
		g.Magic.Known[af.Name] = true
	}
	if it.Kind == ItemPotion || it.Kind == ItemScroll {
		g.Magic.Known[it.Name] = true
	}
}

// learnResist makes the worn items that took their share of an element's damage from t known ("Something you
// wear shields you from the fire."): RULES.md §19.4, learning by use.
func (lo *lore) learnResist(t *Actor, o combat.Outcome) {
	g := lo.g
	if !t.Player || !o.Elemental || o.Resisted <= 0 || int(o.Element) >= len(g.data.Elements) {
		return
	}
	name := g.data.Elements[o.Element].Name
	for sl := range t.Worn {
		it := &t.Worn[sl]
		if it.IsZero() || Slot(sl) == SlotAmmo || it.Kind == ItemWeapon {
			continue
		}
		for _, af := range lo.affixes(*it) {
			if af.Resist[name] > 0 && !lo.knowsAffix(*it, af) {
				lo.learn(it, sentence(g, "game.item.learn.shields", text.S("element", name)))
				break
			}
		}
	}
}

// magicWords say what the player knows of it's magic, or of what a potion or scroll does.
func (lo *lore) magicWords(it Item) []string {
	var out []string
	switch it.Kind {
	case ItemPotion, ItemScroll:
		c, ok := lo.g.data.Consumable(it.Name)
		switch {
		case !ok:
		case !lo.identified(it) && it.Kind == ItemPotion:
			out = append(out, sentence(lo.g, "game.item.unknown_potion"))
		case !lo.identified(it):
			out = append(out, sentence(lo.g, "game.item.unknown_scroll"))
		default:
			out = append(out, EffectWords(langOf(lo.g), c.Effect))
		}
		return out
	}
	for _, af := range lo.affixes(it) {
		if !lo.knowsAffix(it, af) {
			continue
		}
		w := sentence(lo.g, "game.item.magic", text.S("words", af.Words), text.S("magic", MagicText(langOf(lo.g), af.Magic)))
		if af.Cursed && !it.Uncursed {
			w += langOf(lo.g).Say("game.item.cursed_note")
		}
		out = append(out, w)
	}
	if !lo.identified(it) {
		out = append(out, sentence(lo.g, "game.item.unknown_magic"))
	}
	return out
}

// an names an item in a message: "a spear", "an arrow"; a stack by its plural alone, with no article
// and no count ("sling bullets"), for messages never give numbers (RULES.md §7.6): the inventory
// shows how many.
func (lo *lore) an(it Item) string {
	one := it
	one.Count = 1
	name := lo.itemName(one, false, true) // as the player knows it, without numbers: "murky green potion"
	switch {
	case it.Count > 1 && name == it.Name:
		return it.plural(lo.g.data)
	case it.Count > 1 && it.Kind == ItemScroll && !lo.identified(it):
		return langOf(lo.g).Say("game.item.scrolls_titled", text.S("look", lo.look(it.Name)))
	case it.Count > 1:
		return Plural(name)
	}
	return langOf(lo.g).Say("game.item.a", text.W("name", text.Word{Base: name}))
}
