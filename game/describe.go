// The item description: what a thing is, its weight and what it does, in words, from the data files.

package game

import (
	"fmt"
	"math"
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat"
)

// Describe is the description of an item, line by line, from the data, in l: its name ("Long sword",
// "23 arrows"), its weight ("Weight: 4 lb."), then what it does in words: how it is held, its damage
// types, finesse, a wide threat or a high multiplier, "Pierces armour." (never how much: the chapter's
// rule), quick or slow, parry, made for throwing, the Strength a bow's draw weight needs, its skill; for armour and shields the numbers of the armour table
// (RULES.md §10), its Protection against each damage type where they differ.
func Describe(l *text.Lang, d *assets.Data, it Item) []string {
	lines := []string{Capitalize(it.Label(d))}
	switch it.Kind {
	case ItemWeapon:
		if w, ok := d.Weapon(it.Name); ok {
			return append(append(lines, weightLine(l, w.Weight, it.Count)), weaponWords(l, d, w)...)
		}
	case ItemAmmo:
		if a, ok := d.Ammo(it.Name); ok {
			return append(append(lines, weightLine(l, a.Weight, it.Count)), ammoWords(l, d, a)...)
		}
	case ItemArmour:
		if a, ok := d.Armour(it.Name); ok {
			return append(append(lines, weightLine(l, a.Weight, it.Count)), armourWords(l, a)...)
		}
	case ItemPotion, ItemScroll:
		if c, ok := d.Consumable(it.Name); ok {
			return append(lines, weightLine(l, c.Weight, it.Count))
		}
	}
	return append(lines, l.Say("describe.item.weight_unknown"), l.Say("describe.item.unknown"))
}

// DescribeItem is Describe for an item of a: with, for one it wields or wears (worn), the lines of the
// @ screen that use it ("Main hand (long sword): +3 to hit, 1d9+3 slashing or piercing"), and for one in
// its pack, the @ screen's line for throwing it when it is the one a throw would pick.
//
// It names the item as the player knows it, and says its magic as far as it is known (RULES.md §19.4):
// each known affix in words, a curse once known, and that the rest is unknown while it is.
func (g *Game) DescribeItem(a *Actor, it Item, worn bool) []string {
	l := langOf(g)
	lines := Describe(l, g.data, it)
	lines[0] = text.Capital(ItemLabel(g, it))
	lines = append(lines, g.lore.magicWords(it)...)
	sheet, with := characterSheet(g, a)
	for i, at := range sheet.Attacks {
		if with[i].item == it.Name && worn != with[i].thrown {
			lines = append(lines, l.Say("describe.item.attack", text.S("label", at.Label), text.S("text", at.Text)))
		}
	}
	return lines
}

// weightLine is "Weight: 4 lb.", or for a stack "Weight: 0.1 lb each, 2.3 lb in all."
func weightLine(l *text.Lang, each float64, count int) string {
	lb := func(w float64) string { return fmt.Sprintf("%g", math.Round(w*10)/10) }
	if count > 1 {
		return l.Say("describe.item.weight_stack", text.S("each", lb(each)), text.S("all", lb(each*float64(count))))
	}
	return l.Say("describe.item.weight", text.S("lb", lb(each)))
}

// weaponWords says what a weapon does, without its numbers.
func weaponWords(l *text.Lang, d *assets.Data, w *assets.Weapon) []string {
	var out []string
	say := func(key string, args ...text.Arg) { out = append(out, l.Say(key, args...)) }
	switch {
	case w.Held == assets.HeldMain:
		say("describe.item.main")
	case w.Held == assets.HeldOff:
		say("describe.item.either")
	case w.Held == assets.HeldBoth:
		say("describe.item.both")
	case w.Range > 0:
		if shot := shotBy(l, d, w.Skill); len(shot) > 0 {
			say("describe.item.shoots", text.S("list", orList(l, shot)))
		} else {
			say("describe.item.missile")
		}
	default:
		say("describe.item.thrown")
	}
	var types []string
	for t := range combat.NumDamageTypes {
		if w.Types.Has(t) {
			types = append(types, l.Say("describe.type", text.S("type", t.String())))
		}
	}
	if len(types) > 0 {
		say("describe.item.damage", text.S("types", orList(l, types)))
	}
	if w.Finesse {
		say("describe.item.finesse")
	}
	if w.ThreatLow != 0 && w.ThreatLow < combat.DefaultThreat { // RULES.md §6.1: the critical of a weapon that says nothing
		say("describe.item.threat")
	}
	if w.Multiplier > combat.DefaultMultiplier {
		say("describe.item.multiplier")
	}
	if w.Pierce > 0 {
		say("describe.item.pierces")
	}
	switch {
	case w.BlowTime <= 0:
	case w.BlowTime*10 < plainBlow-0.5:
		say("describe.item.quick")
	case w.BlowTime*10 > plainBlow+0.5:
		say("describe.item.slow")
	}
	if w.Parry > 0 {
		say("describe.item.parry")
	}
	if w.Throwable {
		say("describe.item.throwing")
	}
	if w.StrNeeded > 0 {
		say("describe.item.draw", text.N("n", w.StrNeeded))
	}
	if w.Skill != "" {
		say("describe.item.skill", text.S("skill", w.Skill))
	}
	return out
}

// shotBy is the names of the ammunition of a missile weapon's skill in l, as a list of what it shoots says
// them ("arrows").
func shotBy(l *text.Lang, d *assets.Data, skill string) []string {
	var out []string
	for i := range d.Ammunition {
		if a := &d.Ammunition[i]; a.Skill == skill {
			out = append(out, l.Say("describe.item.shot", text.W("ammo", ammoWord(d, l, a.Name))))
		}
	}
	return out
}

// ammoWords says what ammunition does: what shoots it, whether it pierces armour.
func ammoWords(l *text.Lang, d *assets.Data, a *assets.Ammo) []string {
	var by []string
	for i := range d.Weapons {
		if w := &d.Weapons[i]; w.Missile() && w.Range > 0 && w.Skill == a.Skill {
			by = append(by, l.Say("describe.item.ammo_weapon", text.W("weapon", l.Word("weapon", w.Name))))
		}
	}
	out := []string{l.Say("describe.item.ammo")}
	if len(by) > 0 {
		out[0] = l.Say("describe.item.ammo_for", text.S("list", orList(l, by)))
	}
	if a.Pierce > 0 {
		out = append(out, l.Say("describe.item.pierces"))
	}
	if a.Skill != "" {
		out = append(out, l.Say("describe.item.skill", text.S("skill", a.Skill)))
	}
	return out
}

// armourWords says where a piece of armour is worn and gives its numbers of the armour table.
func armourWords(l *text.Lang, a *assets.Armour) []string {
	var out []string
	say := func(key string, args ...text.Arg) { out = append(out, l.Say(key, args...)) }
	switch a.Slot {
	case assets.ArmourBody:
		say("describe.item.body")
	case assets.ArmourHand:
		say("describe.item.shield")
	case assets.ArmourCloak:
		say("describe.item.cloak")
	case assets.ArmourRing:
		say("describe.item.ring")
		return out
	case assets.ArmourNeck:
		say("describe.item.amulet")
		return out
	default:
		say("describe.item.worn_on", text.S("slot", a.Slot.String()))
	}
	switch {
	case a.Defence == 0:
	case a.Category == assets.CategoryShield:
		say("describe.item.defence_shield", text.S("d", fmt.Sprintf("%+d", a.Defence)))
	default:
		say("describe.item.defence_armour", text.S("d", fmt.Sprintf("%+d", a.Defence)))
	}
	var vs [combat.NumDamageTypes]int
	soaks := a.Protection > 0
	for t := range vs {
		vs[t] = a.ProtectionAgainst(combat.DamageType(t))
		soaks = soaks || vs[t] > 0
	}
	if soaks {
		say("describe.item.protection", text.S("p", FormatProtection(l, max(0, a.Protection), vs)))
	} else {
		say("describe.item.no_protection")
	}
	if a.DexLimited {
		say("describe.item.dex_limit", text.S("d", fmt.Sprintf("%+d", a.DexLimit)), text.S("shield", yes(a.Category == assets.CategoryShield)))
	}
	if a.HasBash {
		say("describe.item.bash")
	}
	return out
}

// orList joins words with commas and a last "or" in l: "slashing or piercing", "a, b or c".
func orList(l *text.Lang, s []string) string { return joinList(l, "describe.or", s) }

// joinList joins words with commas and the last two by the message of key (describe.or, describe.and).
func joinList(l *text.Lang, key string, s []string) string {
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return l.Say(key, text.S("rest", strings.Join(s[:len(s)-1], ", ")), text.S("last", s[len(s)-1]))
}

// effectKeys are the keys of what each effect of a potion or scroll does (RULES.md §20.2).
var effectKeys = [...]string{
	assets.EffectHeal: "describe.effect.heal", assets.EffectCure: "describe.effect.cure",
	assets.EffectStrength: "describe.effect.strength", assets.EffectIdentify: "describe.effect.identify",
	assets.EffectRemoveCurse: "describe.effect.remove_curse", assets.EffectTeleport: "describe.effect.teleport",
	assets.EffectMap: "describe.effect.map", assets.NumEffects: "",
}

// EffectWords say what effect e of a potion or scroll does, in l: "It heals wounds." ("" for none).
func EffectWords(l *text.Lang, e assets.Effect) string {
	if int(e) >= len(effectKeys) || effectKeys[e] == "" {
		return ""
	}
	return l.Say(effectKeys[e])
}

// MagicText is magic m in the words of the @ screen, in l: "+2 to hit, +2 damage, threat range 2 wider,
// Deflection +3" (the parts it has, in the order of RULES.md §19).
func MagicText(l *text.Lang, m combat.Magic) string {
	var parts []string
	add := func(v int, key string) {
		if v != 0 {
			parts = append(parts, l.Say(key, text.S("v", fmt.Sprintf("%+d", v)), text.N("n", v)))
		}
	}
	add(m.ToHit, "describe.magic.to_hit")
	add(m.Damage, "describe.magic.damage")
	add(m.Threat, "describe.magic.threat")
	add(m.Multiplier, "describe.magic.multiplier")
	add(m.Defence, "describe.magic.defence")
	add(m.Deflection, "describe.magic.deflection")
	add(m.Dodge, "describe.magic.dodge")
	add(m.Natural, "describe.magic.natural")
	add(m.Protection, "describe.magic.protection")
	for t, v := range m.Vs {
		if v != 0 {
			parts = append(parts, l.Say("describe.magic.protection_vs", text.S("v", fmt.Sprintf("%+d", v)),
				text.S("type", combat.DamageType(t).String())))
		}
	}
	return strings.Join(parts, ", ")
}
