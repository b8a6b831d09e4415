// A designer's build: a character made over a race and a background by naming what it holds and knows
// (the arena's and the survey's --weapon, --armour, --shield, --str, --dex, --rank, --stance, --magic and
// --spell), to try a weapon just added without writing a background for it.

package game

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
)

// Build is what a designer changes of a character: each part given takes the place of what the race and
// background gave, a part left zero keeps theirs. Names are the data's, as it spells them.
type Build struct {
	// Weapon is wielded: a missile weapon that shoots (a bow) is readied in the missile slot with a quiver
	// of its ammunition, the main hand keeping its weapon; any other takes the main hand (a weapon held in
	// both hands the off hand too). What it replaces is gone, not packed: the build fights with what it
	// is given.
	Weapon string
	// Armour are pieces worn, each in its slot (body, head, hands, feet, cloak, a ring, an amulet) in place
	// of what was there; a shield is Shield.
	Armour []string
	// Shield is held on the off arm, in place of what was there (never with a weapon held in both hands).
	Shield string
	// Str and Dex are the character's Strength and Dexterity; Rank its ranks in the skill of the weapon it
	// fights with (Weapon's, else the main hand's, else the missile weapon's). Nil: the character's own.
	Str, Dex, Rank *int
	// Stance is the stance it starts in ("": the neutral stance, every character's).
	Stance string
	// Magic are affixes of affixes.toml, each put on the first thing worn that may carry it and has room
	// (the main weapon first, then the missile weapon, the quiver, the off hand, the body, head, hands,
	// feet, cloak, rings and amulet; at most MaxAffixes a thing), known.
	Magic []string
	// Spells are spells of spells.toml it knows besides its background's.
	Spells []string
}

// IsZero reports a build that changes nothing.
func (b Build) IsZero() bool {
	return b.Weapon == "" && len(b.Armour) == 0 && b.Shield == "" && b.Str == nil && b.Dex == nil && b.Rank == nil &&
		b.Stance == "" && len(b.Magic) == 0 && len(b.Spells) == 0
}

// String writes the build's parts, in the order of its fields: "war hammer, Str 16, rank 3"; "" for none.
func (b Build) String() string {
	var parts []string
	add := func(f string, v ...any) { parts = append(parts, fmt.Sprintf(f, v...)) }
	if b.Weapon != "" {
		add("%s", b.Weapon)
	}
	for _, n := range b.Armour {
		add("%s", n)
	}
	if b.Shield != "" {
		add("%s", b.Shield)
	}
	for _, x := range []struct {
		v    *int
		name string
	}{{b.Str, "Str"}, {b.Dex, "Dex"}, {b.Rank, "rank"}} {
		if x.v != nil {
			add("%s %d", x.name, *x.v)
		}
	}
	if b.Stance != "" {
		add("%s stance", b.Stance)
	}
	if len(b.Magic) > 0 {
		add("magic %s", strings.Join(b.Magic, " and "))
	}
	if len(b.Spells) > 0 {
		add("spells %s", strings.Join(b.Spells, " and "))
	}
	return strings.Join(parts, ", ")
}

// magicOrder is the order of the slots an affix of Build.Magic is put on.
var magicOrder = []Slot{SlotMain, SlotMissile, SlotAmmo, SlotOff, SlotBody, SlotHead, SlotHands, SlotFeet, SlotCloak,
	SlotLeftRing, SlotRightRing, SlotNeck}

// Outfit makes g's player build b over its race and background. It is for a game not yet played (the
// arena's fight, the survey's game, right after New or NewOn): it draws nothing from the game's random
// source, so the dungeon of a seed is the same with any build. An error says what of b does not fit the
// data or the character, and changes nothing. (A function, not a method of Game: the browser's game module
// keeps every exported method of Game, 46 KB for this one, and never outfits anyone.)
func Outfit(g *Game, b Build) error {
	if b.IsZero() {
		return nil
	}
	d := g.data
	a := *g.Player // the changes on a copy, kept only when all of them fit
	a.Skills = maps.Clone(a.Skills)
	if a.Skills == nil {
		a.Skills = map[string]int{}
	}
	a.Spells = slices.Clone(a.Spells)
	item := func(k ItemKind, name string) Item { return Item{Kind: k, Name: name, Count: 1, Known: true} }
	fights := "" // the skill of the weapon the build fights with
	if b.Weapon != "" {
		w, ok := d.Weapon(b.Weapon)
		if !ok {
			return fmt.Errorf("build: unknown weapon %q: want one of %s", b.Weapon, strings.Join(d.WeaponNames(), ", "))
		}
		fights = w.Skill
		switch {
		case w.Held == assets.HeldMissile && w.Range > 0:
			a.Worn[SlotMissile] = item(ItemWeapon, w.Name)
			ammo := g.gear.ammoFor(w)
			if ammo == "" {
				return fmt.Errorf("build: the %s shoots nothing ammunition.toml holds (its skill, %s, has none)", w.Name, w.Skill)
			}
			if a.Worn[SlotAmmo].Name != ammo {
				a.Worn[SlotAmmo] = Item{Kind: ItemAmmo, Name: ammo, Count: quiverOf(d, ammo), Known: true}
			}
		case w.Held == assets.HeldMissile:
			a.Worn[SlotMissile] = item(ItemWeapon, w.Name) // a rock, readied to throw
		default:
			a.Worn[SlotMain] = item(ItemWeapon, w.Name)
			if w.Held == assets.HeldBoth {
				a.Worn[SlotOff] = Item{}
			}
		}
	}
	if b.Shield != "" {
		s, ok := d.Armour(b.Shield)
		if !ok || s.Slot != assets.ArmourHand {
			return fmt.Errorf("build: %q is not a shield of armour.toml: want one of %s", b.Shield, strings.Join(shields(d, true), ", "))
		}
		if w, ok := g.gear.weaponIn(&a, SlotMain); ok && w.Held == assets.HeldBoth {
			return fmt.Errorf("build: the %s takes both hands: no shield with it", w.Name)
		}
		a.Worn[SlotOff] = item(ItemArmour, s.Name)
	}
	taken := map[Slot]string{}
	for _, n := range b.Armour {
		ar, ok := d.Armour(n)
		switch {
		case !ok:
			return fmt.Errorf("build: unknown armour %q: want one of %s", n, strings.Join(shields(d, false), ", "))
		case ar.Slot == assets.ArmourHand:
			return fmt.Errorf("build: the %s is a shield: give it as the shield", ar.Name)
		}
		s, _ := g.gear.slotFor(item(ItemArmour, ar.Name))
		if s == SlotLeftRing && taken[s] != "" {
			s = SlotRightRing
		}
		if other := taken[s]; other != "" {
			return fmt.Errorf("build: the %s and the %s are both worn on the %s: one a slot", other, ar.Name, s)
		}
		taken[s] = ar.Name
		a.Worn[s] = item(ItemArmour, ar.Name)
	}
	if b.Str != nil || b.Dex != nil {
		for _, v := range []*int{b.Str, b.Dex} {
			if v != nil && (*v < 0 || *v > combat.MaxAttribute) {
				return fmt.Errorf("build: Strength and Dexterity %d: want 0 to %d (the rules' range)", *v, combat.MaxAttribute)
			}
		}
		if b.Str != nil {
			a.Str = *b.Str
		}
		if b.Dex != nil {
			a.Dex = *b.Dex
		}
	}
	if b.Rank != nil {
		if *b.Rank < 0 || *b.Rank > assets.MaxRank {
			return fmt.Errorf("build: rank %d: want 0 to %d (the ranks of a skill)", *b.Rank, assets.MaxRank)
		}
		for _, s := range []Slot{SlotMain, SlotMissile} {
			if w, ok := g.gear.weaponIn(&a, s); ok && fights == "" {
				fights = w.Skill
			}
		}
		if fights == "" {
			return fmt.Errorf("build: a rank, but no weapon to count it for: give a weapon")
		}
		a.Skills[fights] = *b.Rank
	}
	if b.Stance != "" {
		st, ok := d.Stance(b.Stance)
		if !ok {
			return fmt.Errorf("build: unknown stance %q: want one of %s", b.Stance, strings.Join(d.StanceNames(), ", "))
		}
		a.Stance = st.Name
	}
	for _, n := range b.Magic {
		af, ok := d.Affix(n)
		if !ok {
			return fmt.Errorf("build: unknown affix %q of affixes.toml", n)
		}
		if !(loot{data: g.data}).putAffix(&a, af) {
			return fmt.Errorf("build: the affix %s goes on %s: the build has no such thing with room for it (at most %d affixes a thing)", af.Name, classWords(af.On), MaxAffixes)
		}
	}
	for _, n := range b.Spells {
		sp, ok := d.Spell(n)
		if !ok {
			return fmt.Errorf("build: unknown spell %q: want one of %s", n, strings.Join(d.SpellNames(), ", "))
		}
		if !slices.Contains(a.Spells, sp.Name) {
			a.Spells = append(a.Spells, sp.Name)
		}
	}
	*g.Player = a
	return nil
}

// putAffix puts af on the first thing a wears that may carry it (by the loot's classes) and has room
// (magicOrder), reporting whether one had.
func (l loot) putAffix(a *Actor, af *assets.Affix) bool {
	for _, s := range magicOrder {
		it := &a.Worn[s]
		if it.IsZero() {
			continue
		}
		if c, ok := l.classOf(*it); !ok || !af.Fits(c) {
			continue
		}
		for i := range it.Affixes {
			if it.Affixes[i] == "" {
				it.Affixes[i], it.Known = af.Name, true
				return true
			}
		}
	}
	return false
}

// quiverOf is how many of ammo a build's quiver holds: the most of it a background starts with
// (backgrounds.toml), else the most of any ammunition one does.
func quiverOf(d *assets.Data, ammo string) int {
	most, any := 0, 1
	for _, bg := range d.Backgrounds {
		for _, k := range bg.Kit {
			if _, ok := d.Ammo(k.Item); !ok {
				continue
			}
			any = max(any, k.Count)
			if k.Item == ammo {
				most = max(most, k.Count)
			}
		}
	}
	if most == 0 {
		return any
	}
	return most
}

// Shields are the names of armour.toml's shields, in its order.
func Shields(d *assets.Data) []string { return shields(d, true) }

// shields are the names of armour.toml's shields (held true) or its other pieces.
func shields(d *assets.Data, held bool) []string {
	var out []string
	for _, ar := range d.Armours {
		if (ar.Slot == assets.ArmourHand) == held {
			out = append(out, ar.Name)
		}
	}
	return out
}

// classWords are the kinds of thing an affix goes on, in affixes.toml's words: "weapon or missile".
func classWords(cs []assets.ItemClass) string {
	var out []string
	for _, c := range cs {
		out = append(out, c.String())
	}
	return strings.Join(out, " or ")
}
