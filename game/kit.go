// Kits: what an actor's names come to in the data (its kind's row, the rows of what it wears and wields,
// the weight it carries, its name with the article), kept between blows instead of looked up in the data's
// maps at every one (issue 35: a blow asked the same dozen names again and again). A kit is checked
// against the actor at every use, so nothing has to tell it of a change: a row is looked up again when
// the name it was found for is no longer the name the actor has, the weight is added up again when
// anything worn or carried is not what it was added up for. It is never saved.

package game

import (
	"slices"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/words"
)

// kits are the actors' kits, by actor ID, of the data they were resolved in.
type kits struct {
	data *assets.Data // the data the kits come from: other data (a hot reload) forget them all
	of   []kit
	// factions are the actors' factions' indices by ID, apart from the kits: a creature looking for a foe
	// asks those of all around it, and a small array is quicker to go through than the kits (faction)
	factions []factionKit
	// phrases are the killer phrases made, by the attacker's name and its weapon's (killerPhrase)
	phrases map[[3]string]string
}

// kit is what one actor's names came to. Each part says what it was found for. What every blow reads
// comes first, so that a blow reads a few of a kit's cache lines (a crowd's thousand kits do not fit the
// cache): the rows of the slots, read for the slots filled, and the resistances, for the target, come last.
type kit struct {
	a *Actor // whose: another actor with the same ID (another floor) takes the place

	// the bestiary row of kind
	kindOK bool
	kind   string
	row    *assets.Creature

	// the weight carried, added up for what was worn (NumSlots first) and carried then (weighed)
	weightOK bool
	weight   float64
	weighed  []weighedItem

	// the weapon row of the name its last blow was struck with, and the skill row of its last blow's skill
	// (blowOf, buildStrike)
	arm   named[assets.Weapon]
	skill named[assets.Skill]

	// the row of its stance (neutral for none), found for stance
	stance named[assets.Stance]

	// the row of its stance itself (nil for none or an unknown one: stanceFound)
	found named[assets.Stance]

	// the rows of its spells, each found for the name at its index in Spells (spellNamed)
	spells []named[assets.Spell]

	// name with its definite article, for the dice's records and the messages (the)
	theOK    bool
	theName  string
	theWords string
	dies     string // "The kobold dies.", made when first asked ("" until then), for diesName in diesLang
	diesName string
	diesLang *text.Lang

	// the rows of what is in each slot, found for the item's kind and name
	slots [NumSlots]slotKit

	resist combat.Resistances // the kind's row's resistances by element (assets.Data.Resistances of row.Resist)
}

// named is a data row found for a name, kept until another name is asked.
type named[T any] struct {
	ok   bool
	name string
	row  *T
}

// of is the row for name: the one kept when it was found for name, else find's, kept.
func (n *named[T]) of(name string, find func(string) (*T, bool)) *T {
	if !n.ok || n.name != name {
		n.row, _ = find(name)
		n.name, n.ok = name, true
	}
	return n.row
}

// slotKit is the row of the item in a slot: a weapon's (with its skill's) or armour's.
type slotKit struct {
	ok     bool
	kind   ItemKind
	name   string
	weapon *assets.Weapon
	skill  *assets.Skill // the weapon's skill row, nil for none
	armour *assets.Armour
}

// weighedItem is what an item's weight in a load was added up for.
type weighedItem struct {
	kind  ItemKind
	name  string
	count int
}

// kit is a's kit in data d, nil for an actor with no ID of a kit (a negative one).
func (ks *kits) kit(d *assets.Data, a *Actor) *kit {
	if ks.data != d {
		clear(ks.of)
		ks.of = ks.of[:0]
		clear(ks.factions)
		ks.factions = ks.factions[:0]
		ks.data = d
	}
	id := a.ID
	if id < 0 {
		return nil
	}
	if id >= len(ks.of) {
		if id < cap(ks.of) {
			ks.of = ks.of[:id+1]
		} else {
			ks.of = append(ks.of, make([]kit, id+1-len(ks.of))...)
		}
	}
	k := &ks.of[id]
	if k.a != a {
		*k = kit{a: a, weighed: k.weighed[:0], spells: k.spells[:0]}
	}
	return k
}

// creatureRow is the bestiary row of a's kind (nil: none of that name).
func (ks *kits) creatureRow(d *assets.Data, a *Actor) *assets.Creature {
	k := ks.kit(d, a)
	if k == nil {
		c, _ := d.Creature(a.Kind)
		return c
	}
	if !k.kindOK || k.kind != a.Kind {
		k.row, _ = d.Creature(a.Kind)
		k.kind, k.kindOK = a.Kind, true
		k.resist = combat.Resistances{}
		if k.row != nil {
			d.Resistances(&k.resist, k.row.Resist)
		}
	}
	return k.row
}

// creatureResist adds the resistances of a's bestiary row to r (none: no row), found once for its kind.
func (ks *kits) creatureResist(d *assets.Data, a *Actor, r *combat.Resistances) {
	k := ks.kit(d, a)
	if k == nil {
		if c, ok := d.Creature(a.Kind); ok {
			d.Resistances(r, c.Resist)
		}
		return
	}
	if ks.creatureRow(d, a) != nil {
		for e, v := range k.resist {
			r[e] += v
		}
	}
}

// slot is the rows of the item a has in slot s.
func (ks *kits) slot(d *assets.Data, a *Actor, s Slot) *slotKit {
	it := &a.Worn[s]
	k := ks.kit(d, a)
	if k == nil {
		var sk slotKit
		resolveSlot(d, &sk, it)
		return &sk
	}
	sk := &k.slots[s]
	if !sk.ok || sk.kind != it.Kind || sk.name != it.Name {
		resolveSlot(d, sk, it)
	}
	return sk
}

// resolveSlot finds the rows of item it.
func resolveSlot(d *assets.Data, sk *slotKit, it *Item) {
	*sk = slotKit{ok: true, kind: it.Kind, name: it.Name}
	switch it.Kind {
	case ItemWeapon:
		sk.weapon, _ = d.Weapon(it.Name)
		if sk.weapon != nil {
			sk.skill, _ = d.Skill(sk.weapon.Skill)
		}
	case ItemArmour:
		sk.armour, _ = d.Armour(it.Name)
	}
}

// carriedWeight is the weight a carries in g, added up again (weigh) when anything worn or carried
// changed since.
func (ks *kits) carriedWeight(g *Game, a *Actor) float64 {
	k := ks.kit(g.data, a)
	if k == nil {
		return g.gear.weigh(a)
	}
	if k.weightOK && len(k.weighed) == int(NumSlots)+len(a.Pack) {
		same := true
		for i := range a.Worn {
			if w, it := &k.weighed[i], &a.Worn[i]; w.count != it.Count || w.kind != it.Kind || w.name != it.Name {
				same = false
				break
			}
		}
		if same {
			for i := range a.Pack {
				if w, it := &k.weighed[int(NumSlots)+i], &a.Pack[i]; w.count != it.Count || w.kind != it.Kind || w.name != it.Name {
					same = false
					break
				}
			}
		}
		if same {
			return k.weight
		}
	}
	k.weighed = slices.Grow(k.weighed[:0], int(NumSlots)+len(a.Pack))
	for i := range a.Worn {
		k.weighed = append(k.weighed, weighedItem{a.Worn[i].Kind, a.Worn[i].Name, a.Worn[i].Count})
	}
	for i := range a.Pack {
		k.weighed = append(k.weighed, weighedItem{a.Pack[i].Kind, a.Pack[i].Name, a.Pack[i].Count})
	}
	k.weight, k.weightOK = g.gear.weigh(a), true
	return k.weight
}

// the is the(a), made once for a's name.
func (ks *kits) the(d *assets.Data, a *Actor) string {
	k := ks.kit(d, a)
	if k == nil || a.Player {
		return the(a)
	}
	if !k.theOK || k.theName != a.Name {
		k.theName, k.theWords, k.theOK = a.Name, the(a), true
	}
	return k.theWords
}

// dies is the message of a's death the player sees in l: "The kobold dies.", made once for each name.
func (ks *kits) dies(l *text.Lang, d *assets.Data, a *Actor) string {
	k := ks.kit(d, a)
	if k == nil || a.Player {
		return text.Capital(l.Say("fight.dies", text.W("creature", l.Word("creature", a.Name))))
	}
	if k.dies == "" || k.diesName != a.Name || k.diesLang != l {
		k.dies, k.diesName, k.diesLang = text.Capital(l.Say("fight.dies", text.W("creature", l.Word("creature", a.Name)))), a.Name, l
	}
	return k.dies
}

// faction is the index of a's faction among the data's (assets.Data.FactionIndex), and whether it has one.
func (ks *kits) faction(d *assets.Data, a *Actor) (int, bool) {
	id := a.ID
	if ks.data != d || id < 0 {
		if ks.kit(d, a) == nil { // kit forgets the kits of other data
			return d.FactionIndex(a.Faction)
		}
	}
	if id >= len(ks.factions) {
		if id < cap(ks.factions) {
			ks.factions = ks.factions[:id+1]
		} else {
			ks.factions = append(ks.factions, make([]factionKit, id+1-len(ks.factions))...)
		}
	}
	f := &ks.factions[id]
	if f.a != a || f.name != a.Faction {
		idx, in := d.FactionIndex(a.Faction)
		*f = factionKit{a: a, name: a.Faction, idx: int32(idx), in: in}
	}
	return int(f.idx), f.in
}

// factionKit is what one actor's faction came to: its index among the data's, and whether it has one.
type factionKit struct {
	a    *Actor // whose (nil: none yet)
	name string // the faction it was found for
	idx  int32
	in   bool
}

// noun is noun(a), its name made once.
func (ks *kits) noun(d *assets.Data, a *Actor) words.Noun {
	return words.Noun{Name: a.Name, You: a.Player}
}

// killerPhrase is killerPhrase(a, s), made once for each name of attacker and weapon (a creature's natural
// attacks take turns: one phrase a weapon).
func (ks *kits) killerPhrase(l *text.Lang, a *Actor, s strike) string {
	key := [3]string{a.Name, s.attack.Weapon.Name, l.Tag}
	if p, ok := ks.phrases[key]; ok {
		return p
	}
	if ks.phrases == nil {
		ks.phrases = map[[3]string]string{}
	}
	p := killerPhrase(l, a, s)
	ks.phrases[key] = p
	return p
}

// weaponNamed is the data's weapon row named name (nil: none), for a blow of a: a's last one found again.
func (ks *kits) weaponNamed(d *assets.Data, a *Actor, name string) *assets.Weapon {
	k := ks.kit(d, a)
	if k == nil {
		w, _ := d.Weapon(name)
		return w
	}
	return k.arm.of(name, d.Weapon)
}

// skillNamed is the data's skill row named name (nil: none), for a blow of a: a's last one found again.
func (ks *kits) skillNamed(d *assets.Data, a *Actor, name string) *assets.Skill {
	k := ks.kit(d, a)
	if k == nil {
		s, _ := d.Skill(name)
		return s
	}
	return k.skill.of(name, d.Skill)
}

// stanceRow is the stances.toml row of a's stance, neutral for none or an unknown one.
func (ks *kits) stanceRow(d *assets.Data, a *Actor) *assets.Stance {
	k := ks.kit(d, a)
	if k == nil {
		return stanceOf(d, a.Stance)
	}
	return k.stance.of(a.Stance, func(name string) (*assets.Stance, bool) { return stanceOf(d, name), true })
}

// stanceFound is the stances.toml row of a's stance as the data has it (assets.Data.Stance): nil for none
// or an unknown one, no neutral put in its place (stanceRow's).
func (ks *kits) stanceFound(d *assets.Data, a *Actor) *assets.Stance {
	k := ks.kit(d, a)
	if k == nil {
		s, _ := d.Stance(a.Stance)
		return s
	}
	return k.found.of(a.Stance, d.Stance)
}

// spellNamed is the data's row of a's spell at index i of Spells (nil: none of that name), found once for
// the name there (a caster asks for every spell it knows, each turn).
func (ks *kits) spellNamed(d *assets.Data, a *Actor, i int) *assets.Spell {
	name := a.Spells[i]
	k := ks.kit(d, a)
	if k == nil {
		sp, _ := d.Spell(name)
		return sp
	}
	for len(k.spells) <= i {
		k.spells = append(k.spells, named[assets.Spell]{})
	}
	return k.spells[i].of(name, d.Spell)
}
