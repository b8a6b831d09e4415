// Package thac0 is the thac0 rule set, AD&D 2nd edition's combat as Baldur's Gate plays it (seed 003,
// combat/RULES.md §33): its roll and exact odds (roll.go), its numbers (thac0.toml, numbers.go), and how it
// reads a blow of this game — THAC0 by level, the Strength and Dexterity tables, Armour Class, the speed
// factor, the saving throw against poison (this file).
package thac0

import (
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
)

// Rules is the thac0 rule set; the zero Rules has no numbers yet (assets loads them from thac0.toml: Load).
type Rules struct {
	ruleset.Defaults
	ruleset.Data[Numbers]
}

// WhySave is the Why of the d20 of a saving throw against poison.
const WhySave = "thac0 save"

// Name is "thac0".
func (Rules) Name() string { return "thac0" }

// File is thac0.toml.
func (Rules) File() ruleset.File { return ruleset.File{Name: "thac0.toml", Schema: &file{}} }

// Load reads thac0.toml.
func (Rules) Load(src ruleset.Source) ruleset.RuleSet { return Rules{Data: ruleset.Loaded(read(src))} }

// Resolve fills the blow's thac0 numbers and settles it.
func (r Rules) Resolve(rl *combat.Roller, b *ruleset.Blow) (combat.Outcome, error) {
	n, err := r.Of("thac0")
	if err != nil {
		return combat.Outcome{}, err
	}
	return settle(rl, b.Attack, b.Defender, n.AttackOf(b), n.DefenceOf(b))
}

// Odds is thac0's exact odds of the blow: the twenty faces counted.
func (r Rules) Odds(b *ruleset.Blow) (ruleset.Odds, error) {
	n, err := r.Of("thac0")
	if err != nil {
		return ruleset.Odds{}, err
	}
	x := n.AttackOf(b)
	rep, dealt, err := odds(b.Attack, b.Defender, x, n.DefenceOf(b))
	if err != nil {
		return ruleset.Odds{}, err
	}
	pct := ruleset.Percent
	t := [][2]string{
		ruleset.Row("Rules", "thac0 (assets/thac0.toml)"),
		ruleset.Row("Attack", "THAC0 %d, damage %s", rep.THAC0, x.Damage),
		ruleset.Row("Target", "AC %d", rep.AC),
		ruleset.Row("Need", "%d or more on a d20 (THAC0 − AC)", rep.Need),
		ruleset.Row("Hit", "%s", pct(rep.Hit)),
		ruleset.Row("Critical", "%s", pct(rep.Crit)),
		ruleset.Row("Mean damage an attack", "%.2f", rep.MeanDamage),
		ruleset.Row("Kill in one attack", "%s", pct(rep.Kill)),
	}
	return ruleset.Odds{Report: rep.Common(), Dealt: dealt, Own: rep, Table: t}, nil
}

// BlowTime is the speed factor on the clock (RULES.md §33.2): speed × seconds_per_speed when the weapon's
// entry gives a speed factor, else the chapter's.
func (r Rules) BlowTime(a ruleset.Arm, chapter int64) int64 {
	n := r.Numbers()
	if n == nil {
		return chapter
	}
	s := n.Speed(a.Weapon, a.BlowTime)
	if !s.SpeedSet {
		return chapter
	}
	return int64(float64(s.Speed)*n.SecondsPerSpd*10 + 0.5)
}

// ShakesPoison is the saving throw against poison (RULES.md §33.1): a d20 at least thac0.toml's need for
// the level of the fighter b.By (its own bump in b.Attack).
func (r Rules) ShakesPoison(rl *combat.Roller, b *ruleset.Blow) bool {
	n := r.Numbers()
	if n == nil {
		return false
	}
	lv := n.Level(b.By, b.Attack)
	return rl.Roll(WhySave, combat.Dice{Count: 1, Sides: 20}) >= n.SaveVsPoison(lv)
}

// AttackLine is "THAC0 14, 1d9+2 slashing, speed 5".
func (r Rules) AttackLine(b *ruleset.Blow) string {
	n := r.Numbers()
	if n == nil {
		return ruleset.SayAttack(b.Lang, b.Attack)
	}
	x := n.AttackOf(b)
	speed := text.S("speed", "none")
	if b.Attack.Mode == combat.Blow {
		speed = ruleset.Num("speed", n.Speed(b.Attack.Weapon, b.Arm.BlowTime).Speed)
	}
	return b.Lang.Say("ruleset.attack.thac0", ruleset.Num("thac0", x.THAC0), text.S("dice", x.Damage.String()),
		text.S("types", ruleset.SayTypes(b.Lang, b.Attack.Weapon.Types)), speed)
}

// Sheet is b.To's Armour Class, its THAC0 with its bump (b.Attack) and its level (RULES.md §33): lower AC
// and THAC0 are better; armour soaks nothing, so there is no Protection.
func (r Rules) Sheet(b *ruleset.Blow) ruleset.Sheet {
	n := r.Numbers()
	if n == nil {
		return ruleset.Sheet{}
	}
	d := n.DefenceOf(b)
	x := n.AttackOf(b)
	lv := n.Level(b.To, b.Attack)
	return ruleset.Sheet{
		Numbers: []ruleset.Number{{Name: "AC", Value: d.AC, Lower: true}, {Name: "THAC0", Value: x.THAC0, Lower: true}, {Name: "level", Value: lv}},
		Attack:  []ruleset.Number{{Name: "THAC0", Value: x.THAC0, Lower: true}, {Name: "damage", Value: x.Damage.Bonus}},
		Line:    b.Lang.Say("ruleset.line.thac0", ruleset.Num("thac0", n.THAC0ForLevel(lv)), ruleset.Num("level", lv)),
	}
}

// Memoryless: a blow's odds hang on nothing spent or gathered before it.
func (Rules) Memoryless() bool { return true }

// Level is f's level under thac0: a creature's entry, else its hit points / creature_hp_per_level (at
// least 1); a character's (or a trap's, a nil f) level_base + the to-hit its ranks in the weapon's skill
// and style give (at's).
func (n *Numbers) Level(f *ruleset.Fighter, at combat.Attack) int {
	if f != nil && f.Kind != "" {
		if l, ok := n.Creature(f.Kind).LevelOf(); ok {
			return l
		}
		return max(1, f.MaxHP/max(1, n.HPPerLevel))
	}
	return max(1, n.LevelBase+at.Skill.ToHit+at.Style.ToHit)
}

// AttackOf is b's attack in thac0's numbers, as thac0.toml derives them for its attacker (nil: a trap or the
// odds command's attacker of no kind).
func (n *Numbers) AttackOf(b *ruleset.Blow) Attack {
	at := &b.Attack
	p := at.Profile()
	str, dex := n.StrengthRow(at.Str), n.DexterityRow(at.Dex)
	// The chapter's to-hit less its stat and ranks: the weapon's own, magic, stance, talents, the moment,
	// sneak, two weapons — each counts one for one.
	other := p.ToHit - at.Skill.ToHit - at.Style.ToHit
	otherDmg := p.Damage.Bonus - at.Weapon.Damage.Bonus
	statHit := 0
	switch at.Mode {
	case combat.Blow, combat.Bash:
		if at.Weapon.Finesse && at.Mode == combat.Blow {
			other -= combat.Mod(at.Dex)
		} else {
			other -= combat.Mod(at.Str)
		}
		otherDmg -= combat.Mod(at.Str)
		statHit = str.Hit
		otherDmg += str.Damage
	case combat.Shot:
		other -= combat.Mod(at.Dex)
		statHit = dex.Hit
	case combat.Throw:
		other -= combat.Mod(at.Dex)
		otherDmg -= combat.Mod(at.Str)
		statHit = dex.Hit
		otherDmg += str.Damage
	}
	thac0 := n.THAC0ForLevel(n.Level(b.By, *at)) - statHit - other
	if a := b.By; a != nil && a.Kind != "" {
		if t, ok := n.Creature(a.Kind).THAC0Of(); ok {
			thac0 = t - other
		}
	}
	dmg := at.Weapon.Damage
	dmg.Bonus += otherDmg
	return Attack{THAC0: thac0, Damage: dmg, Natural20: n.Natural20, Natural1: n.Natural1, CritMultiplier: n.CritMultiplier}
}

// DefenceOf is b.To's thac0 defence against b.Attack: AC = ac_base − the chapter's Defence above 10 but
// Dexterity's (an armour piece with an entry counting its ac) + the Dexterity table's ac; a creature's
// entry replaces it. A sleeping target is helpless. The odds command's bare target is AC --defence, helpless
// asleep as any.
func (n *Numbers) DefenceOf(b *ruleset.Blow) Defence {
	if b.Bare != nil {
		return Defence{AC: b.Bare.Defence, Helpless: b.To != nil && b.To.Asleep}
	}
	t, d := b.To, &b.Defender
	parts := d.Defence.Parts(b.Attack.Mode, b.Attack.Adjacent, d.Measure)
	bonus := 0
	for k, v := range parts {
		if combat.DefenceKind(k) != combat.Dexterity && combat.DefenceKind(k) != combat.Wall {
			bonus += v
		}
	}
	for _, ar := range t.Worn {
		k := combat.Armour
		if ar.Shield {
			k = combat.Shield
		}
		if ar.Defence == parts[k] && ar.Defence > 0 { // the piece the chapter counts for its kind
			bonus += n.ArmourAC(ar) - ar.Defence
		}
	}
	ac := n.ACBase - bonus + n.DexterityRow(t.Dex).AC
	if t.Kind != "" {
		if v, ok := n.Creature(t.Kind).ACOf(); ok {
			ac = v
		}
	}
	return Defence{AC: ac, Helpless: t.Asleep}
}
