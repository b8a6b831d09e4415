// The item description: what a thing is, its weight and what it does, in words, from the data files.

package game

import (
	"fmt"
	"math"
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
)

// Describe is the description of an item, line by line, from the data: its name ("Long sword",
// "23 arrows"), its weight ("Weight: 4 lb."), then what it does in words: how it is held, its damage
// types, finesse, a wide threat or a high multiplier, "Pierces armour." (never how much: the chapter's
// rule), quick or slow, parry, made for throwing, the Strength a bow's draw weight needs, its skill; for armour and shields the numbers of the armour table
// (RULES.md §10), its Protection against each damage type where they differ.
func Describe(d *assets.Data, it Item) []string {
	lines := []string{Capitalize(it.Label(d))}
	switch it.Kind {
	case ItemWeapon:
		if w, ok := d.Weapon(it.Name); ok {
			return append(append(lines, weightLine(w.Weight, it.Count)), weaponWords(d, w)...)
		}
	case ItemAmmo:
		if a, ok := d.Ammo(it.Name); ok {
			return append(append(lines, weightLine(a.Weight, it.Count)), ammoWords(d, a)...)
		}
	case ItemArmour:
		if a, ok := d.Armour(it.Name); ok {
			return append(append(lines, weightLine(a.Weight, it.Count)), armourWords(a)...)
		}
	case ItemPotion, ItemScroll:
		if c, ok := d.Consumable(it.Name); ok {
			return append(lines, weightLine(c.Weight, it.Count))
		}
	}
	return append(lines, "Weight: unknown.", "Nothing is known of it.")
}

// DescribeItem is Describe for an item of a: with, for one it wields or wears (worn), the lines of the
// @ screen that use it ("Main hand (long sword): +3 to hit, 1d9+3 slashing or piercing"), and for one in
// its pack, the @ screen's line for throwing it when it is the one a throw would pick.
//
// It names the item as the player knows it, and says its magic as far as it is known (RULES.md §19.4):
// each known affix in words, a curse once known, and that the rest is unknown while it is.
func (g *Game) DescribeItem(a *Actor, it Item, worn bool) []string {
	lines := Describe(g.data, it)
	lines[0] = Capitalize(g.ItemName(it))
	lines = append(lines, g.lore.magicWords(it)...)
	for _, l := range g.CharacterSheet(a).Attacks {
		if l.names(it.Name) && worn != strings.HasPrefix(l.Label, "Thrown (") {
			lines = append(lines, l.Label+": "+l.Text)
		}
	}
	return lines
}

// names reports whether the attack line is made with the item called name: its label ends in
// "(name)" or "(name bash)".
func (l AttackLine) names(name string) bool {
	return strings.HasSuffix(l.Label, "("+name+")") || strings.HasSuffix(l.Label, "("+name+" bash)")
}

// weightLine is "Weight: 4 lb.", or for a stack "Weight: 0.1 lb each, 2.3 lb in all."
func weightLine(each float64, count int) string {
	lb := func(w float64) string { return fmt.Sprintf("%g lb", math.Round(w*10)/10) }
	if count > 1 {
		return "Weight: " + lb(each) + " each, " + lb(each*float64(count)) + " in all."
	}
	return "Weight: " + lb(each) + "."
}

// weaponWords says what a weapon does, without its numbers.
func weaponWords(d *assets.Data, w *assets.Weapon) []string {
	var out []string
	switch {
	case w.Held == assets.HeldMain:
		out = append(out, "A one-handed weapon, for the main hand.")
	case w.Held == assets.HeldOff:
		out = append(out, "A one-handed weapon, for either hand.")
	case w.Held == assets.HeldBoth:
		out = append(out, "A two-handed weapon.")
	case w.Range > 0:
		if shot := shotBy(d, w.Skill); len(shot) > 0 {
			out = append(out, "A missile weapon: it shoots "+orList(shot)+".")
		} else {
			out = append(out, "A missile weapon.")
		}
	default:
		out = append(out, "A missile, thrown by hand.")
	}
	var types []string
	for t := range combat.NumDamageTypes {
		if w.Types.Has(t) {
			types = append(types, t.String())
		}
	}
	if len(types) > 0 {
		out = append(out, Capitalize(orList(types))+" damage.")
	}
	if w.Finesse {
		out = append(out, "Guided by Dexterity rather than Strength.")
	}
	if w.ThreatLow != 0 && w.ThreatLow < combat.DefaultThreat { // RULES.md §6.1: the critical of a weapon that says nothing
		out = append(out, "Threatens a critical hit more often than most.")
	}
	if w.Multiplier > combat.DefaultMultiplier {
		out = append(out, "Its critical hits do more damage than most.")
	}
	if w.Pierce > 0 {
		out = append(out, "Pierces armour.")
	}
	switch {
	case w.BlowTime <= 0:
	case w.BlowTime*10 < plainBlow-0.5:
		out = append(out, "Quick: a blow takes less time than most.")
	case w.BlowTime*10 > plainBlow+0.5:
		out = append(out, "Slow: a blow takes longer than most.")
	}
	if w.Parry > 0 {
		out = append(out, "Turns blows aside while you hold it.")
	}
	if w.Throwable {
		out = append(out, "Made for throwing.")
	}
	if w.StrNeeded > 0 {
		out = append(out, fmt.Sprintf("Draw weight: needs Strength %d.", w.StrNeeded))
	}
	if w.Skill != "" {
		out = append(out, "Skill: "+w.Skill+".")
	}
	return out
}

// shotBy is the plural names of the ammunition of a missile weapon's skill ("arrows").
func shotBy(d *assets.Data, skill string) []string {
	var out []string
	for i := range d.Ammunition {
		if a := &d.Ammunition[i]; a.Skill == skill {
			out = append(out, Item{Kind: ItemAmmo, Name: a.Name, Count: 2}.plural(d))
		}
	}
	return out
}

// ammoWords says what ammunition does: what shoots it, whether it pierces armour.
func ammoWords(d *assets.Data, a *assets.Ammo) []string {
	var by []string
	for i := range d.Weapons {
		if w := &d.Weapons[i]; w.Missile() && w.Range > 0 && w.Skill == a.Skill {
			by = append(by, An(w.Name))
		}
	}
	out := []string{"Ammunition."}
	if len(by) > 0 {
		out[0] = "Ammunition for " + orList(by) + "."
	}
	if a.Pierce > 0 {
		out = append(out, "Pierces armour.")
	}
	if a.Skill != "" {
		out = append(out, "Skill: "+a.Skill+".")
	}
	return out
}

// armourWords says where a piece of armour is worn and gives its numbers of the armour table.
func armourWords(a *assets.Armour) []string {
	var out []string
	switch a.Slot {
	case assets.ArmourBody:
		out = append(out, "Body armour.")
	case assets.ArmourHand:
		out = append(out, "A shield, for either hand.")
	case assets.ArmourCloak:
		out = append(out, "A cloak.")
	case assets.ArmourRing:
		return append(out, "A ring, for either hand: it adds nothing but its magic.")
	case assets.ArmourNeck:
		return append(out, "An amulet, worn around the neck: it adds nothing but its magic.")
	default:
		out = append(out, "Worn on the "+a.Slot.String()+".")
	}
	switch {
	case a.Defence == 0:
	case a.Category == assets.CategoryShield:
		out = append(out, fmt.Sprintf("Defence %+d, as a shield.", a.Defence))
	default:
		out = append(out, fmt.Sprintf("Defence %+d, as armour.", a.Defence))
	}
	var vs [combat.NumDamageTypes]int
	soaks := a.Protection > 0
	for t := range vs {
		vs[t] = a.ProtectionAgainst(combat.DamageType(t))
		soaks = soaks || vs[t] > 0
	}
	if soaks {
		out = append(out, "Protection "+FormatProtection(max(0, a.Protection), vs)+".")
	} else {
		out = append(out, "No Protection.")
	}
	wear := "wear"
	if a.Category == assets.CategoryShield {
		wear = "hold"
	}
	if a.DexLimited {
		out = append(out, fmt.Sprintf("Dexterity adds at most %+d to Defence while you %s it.", a.DexLimit, wear))
	}
	if a.HasBash {
		out = append(out, "You can bash with it (x).")
	}
	return out
}

// orList joins words with commas and a last "or": "slashing or piercing", "a, b or c".
func orList(s []string) string {
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}

// effectWords say what each effect of a potion or scroll does (RULES.md §20.2).
var effectWords = [...]string{
	assets.EffectHeal: "It heals wounds.", assets.EffectCure: "It cures poison, disease and bleeding.",
	assets.EffectStrength: "It makes you stronger for a while.", assets.EffectIdentify: "It tells the magic of everything you carry.",
	assets.EffectRemoveCurse: "It lifts the curses of what you wear.", assets.EffectTeleport: "It takes you elsewhere on the level.",
	assets.EffectMap: "It shows you the whole level.", assets.NumEffects: "",
}

// MagicText is magic m in the words of the @ screen: "+2 to hit, +2 damage, threat range 2 wider,
// Deflection +3" (the parts it has, in the order of RULES.md §19).
func MagicText(m combat.Magic) string {
	var parts []string
	add := func(v int, format string) {
		if v != 0 {
			parts = append(parts, fmt.Sprintf(format, v))
		}
	}
	add(m.ToHit, "%+d to hit")
	add(m.Damage, "%+d damage")
	add(m.Threat, "threat range %d wider")
	add(m.Multiplier, "critical multiplier %+d")
	add(m.Defence, "Defence %+d")
	add(m.Deflection, "Deflection %+d")
	add(m.Dodge, "Dodge %+d")
	add(m.Natural, "Natural %+d")
	add(m.Protection, "Protection %+d")
	for t, v := range m.Vs {
		if v != 0 {
			parts = append(parts, fmt.Sprintf("Protection %+d vs %s", v, combat.DamageType(t)))
		}
	}
	return strings.Join(parts, ", ")
}
