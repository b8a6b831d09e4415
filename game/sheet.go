// The character sheet: what the @ screen shows, counted exactly as the attacks are made.

package game

import (
	"sort"
	"strconv"
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
)

// Sheet is the character screen's content.
type Sheet struct {
	Name, Race, Background string
	Str, Dex               int
	HP, MaxHP              int
	Dv                     int // the chapter's Defence against a blow, as things stand (Rules says the rule set's)
	Pv                     int // the chapter's Protection, every piece added up
	Stance                 string
	Burden                 string
	Carried                float64
	Attacks                []AttackLine
	Skills                 []SkillLine
	Status                 []string
	Kills                  int
	// PvVs is the Protection against each physical damage type, every piece added up (a chain
	// mail shirt's 4 against slashing, 2 against piercing).
	PvVs [combat.NumDamageTypes]int
	// Magic is the known magic of what a wears and wields, one line per item that has some: "left ring
	// (ring of bone of deflection): Deflection +2" (RULES.md §19.4: only what the player knows).
	Magic []string
	// Talents are the talents gained, "Bulwark: Protection 2 in any armour." (RULES.md §27); Stamina and
	// MaxStamina the stamina now and when fresh (§26.1).
	Talents             []string
	Stamina, MaxStamina int
	// Rules is what the game's rule set shows of a (RULES.md §32): its numbers in its own terms, which the
	// @ screen shows in the place of Dv and Pv (the chapter's, which the rule set shows when they are its
	// own), and a line of what else it counts. The attack lines are in its terms too.
	Rules ruleset.Sheet
}

// AttackLine is one attack on the sheet: "Main hand (long sword)" and "+3 to hit, 1d9+3 slashing or piercing".
type AttackLine struct {
	Label, Text string
}

// SkillLine is a skill or style with its rank and the uses toward the next.
type SkillLine struct {
	Name       string // in the game's language (SkillName)
	Rank       int
	Uses, Next int
}

// CharacterSheet builds the sheet of a. Attacks count stats, ranks, two-weapon penalties and stance,
// and nothing that depends on the moment (who is adjacent, who sees whom).
//
// RULES.md §19.4: the sheet counts the magic the player knows about; the rolls count all of it.
func (g *Game) CharacterSheet(a *Actor) Sheet {
	s, _ := characterSheet(g, a)
	return s
}

// madeWith is what an attack line of the sheet is made with: the name of the item, and whether it is
// thrown from the pack ("" for what no item makes: bare hands, a spell).
type madeWith struct {
	item   string
	thrown bool
}

// characterSheet is the sheet of a (CharacterSheet), and what each of its attack lines is made with.
func characterSheet(g *Game, a *Actor) (Sheet, []madeWith) {
	g.arms.knownOnly = true
	defer func() { g.arms.knownOnly = false }()
	l := langOf(g)
	s := Sheet{Name: a.Name, Race: a.Race, Background: a.Background, Str: a.Str, Dex: a.Dex, HP: a.HP, MaxHP: a.MaxHP,
		Stance: a.Stance, Burden: BurdenName(l, g.Burden(a)), Carried: g.CarriedWeight(a), Kills: a.Kills}
	s.Dv = g.arms.defence(a).Total(combat.Blow, true, false)
	def := g.arms.defenderOf(a)
	for _, p := range def.Protection {
		s.Pv += max(0, p.Protection)
	}
	for t := range combat.NumDamageTypes {
		s.PvVs[t], _ = def.ProtectionAgainst(t, 0)
	}
	// RULES.md §12: the bump's first blow (the main hand's, an off-hand weapon's alone, a bash or bare
	// hands), then the off hand's blow when a fights with two weapons.
	var with []madeWith
	add := func(key, item string, thrown bool, text string) {
		s.Attacks = append(s.Attacks, AttackLine{sayWeapon(l, key, item), text})
		with = append(with, madeWith{item, thrown})
	}
	first := g.arms.bumpStrike(a)
	switch {
	case first.attack.Mode == combat.Bash:
		add("item.sheet.main_bash", first.attack.Weapon.Name, false, g.arms.formatAttack(a, first.attack))
	case first.weapon == "":
		add("item.sheet.bare", assets.BareHands, false, g.arms.formatAttack(a, first.attack))
		with[len(with)-1].item = ""
	case first.attack.Hand == combat.OffHand:
		add("item.sheet.off", first.weapon, false, g.arms.formatAttack(a, first.attack))
	default:
		add("item.sheet.main", first.weapon, false, g.arms.formatAttack(a, first.attack))
	}
	if w, ok := g.gear.weaponIn(a, SlotOff); ok && g.arms.twoWeapons(a) {
		off := g.arms.buildStrike(a, SlotOff, combat.Blow)
		add("item.sheet.off", w.Name, false, g.arms.formatAttack(a, off.attack))
	}
	if w, ok := g.gear.weaponIn(a, SlotMissile); ok && !shoots(w) {
		th := g.arms.throwStrike(a, a.Worn[SlotMissile])
		add("item.sheet.missile", w.Name, false, g.arms.formatAttack(a, th.attack)+", "+describeRange(g.Shots().ShotRange(a)))
	} else if ok {
		shot := g.arms.buildStrike(a, SlotMissile, combat.Shot)
		add("item.sheet.missile", w.Name, false, g.arms.formatAttack(a, shot.attack)+", "+describeRange(g.Shots().ShotRange(a)))
	}
	if i := g.gear.throwable(a); i >= 0 {
		w, _ := g.data.Weapon(a.Pack[i].Name)
		th := g.arms.buildStrikeWith(a, a.Pack[i], w, combat.Throw)
		add("item.sheet.thrown", w.Name, true, g.arms.formatAttack(a, th.attack)+", "+describeRange(w.Thrown))
	}
	if slot, ok := g.arms.bashSlot(a); ok {
		sh, _ := g.gear.armourIn(a, slot)
		b := g.arms.buildStrike(a, slot, combat.Bash)
		s.Attacks = append(s.Attacks, AttackLine{l.Say("item.sheet.shield_bash", text.W("shield", l.Word("armour", sh.Name))), g.arms.formatAttack(a, b.attack)})
		with = append(with, madeWith{item: sh.Name})
	}
	for _, sp := range g.spells.lines(a) { // game/spells.go
		s.Attacks = append(s.Attacks, sp)
		with = append(with, madeWith{})
	}
	s.Rules = g.arms.rulesSheet(a) // the rule set's numbers
	names := make([]string, 0, len(a.Skills))
	for n := range a.Skills {
		names = append(names, n)
	}
	for n := range a.Practice {
		if _, ok := a.Skills[n]; !ok {
			names = append(names, n)
		}
	}
	names = g.arms.untrained(a, names)
	sort.Strings(names)
	for _, n := range names {
		r := a.Skills[n]
		s.Skills = append(s.Skills, SkillLine{Name: SkillName(langOf(g), n), Rank: r, Uses: a.Practice[n], Next: g.fight.usesForRank(r)}) // game/datatext.go
	}
	for sl := range a.Worn {
		if it := a.Worn[sl]; !it.IsZero() {
			if m := MagicText(l, g.lore.itemMagic(it, true)); m != "" {
				s.Magic = append(s.Magic, l.Say("item.sheet.magic", text.S("slot", l.Word("slot", Slot(sl).String()).Base),
					text.S("item", ItemLabel(g, it)), text.S("magic", m)))
			}
		}
	}
	if a.Boost > 0 {
		s.Status = append(s.Status, l.Say("item.sheet.strong"))
	}
	if a.Bleeding > 0 {
		s.Status = append(s.Status, l.Say("item.sheet.bleeding"))
	}
	if a.Poison > 0 {
		s.Status = append(s.Status, l.Say("item.sheet.poisoned"))
	}
	if a.Disease != "" {
		s.Status = append(s.Status, l.Say("item.sheet.sick", text.S("disease", a.Disease)))
	}
	g.arms.sheetTalents(&s, a)
	s.Status = append(s.Status, g.spells.status(a)...) // game/spells.go
	return s, with
}

// sayWeapon is the sheet's label of key for an attack made with weapon (names.toml's [weapon], else
// [attack]): "Main hand (long sword)".
func sayWeapon(l *text.Lang, key, weapon string) string {
	return l.Say(key, text.W("weapon", weaponWord(l, weapon)))
}

// TalentLine is the sheet's talents in one line in l: "Talents: Bulwark (Protection 2 in any armour.)" for
// one, "Talents: Bulwark, Vital strike" for more; "" for none.
func (s Sheet) TalentLine(l *text.Lang) string {
	switch len(s.Talents) {
	case 0:
		return ""
	case 1:
		name, what, _ := strings.Cut(s.Talents[0], ": ")
		return l.Say("item.sheet.talent", text.S("name", name), text.S("text", what))
	}
	names := make([]string, len(s.Talents))
	for i, t := range s.Talents {
		names[i], _, _ = strings.Cut(t, ": ")
	}
	return l.Say("item.sheet.talents", text.S("names", strings.Join(names, ", ")))
}

// PvText is the sheet's Protection as the @ screen writes it in l: the Protection of every piece, then the
// damage types it differs against ("3, 4 vs slashing, 2 vs piercing"; "6" when it is the same against
// all).
func (s Sheet) PvText(l *text.Lang) string {
	return FormatProtection(l, s.Pv, s.PvVs)
}

// FormatProtection writes a Protection and, where it differs, the Protection against each damage type, in
// l: "3, 4 vs slashing, 2 vs piercing".
func FormatProtection(l *text.Lang, pv int, vs [combat.NumDamageTypes]int) string {
	out := strconv.Itoa(pv)
	for t, v := range vs {
		if v != pv {
			out += ", " + l.Say("describe.vs", text.N("n", v), text.S("type", combat.DamageType(t).String()))
		}
	}
	return out
}
