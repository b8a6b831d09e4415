// Package tiers is the tiers rule set, opposed d20s with three hit strengths and Guard Points (seed 002,
// combat/RULES.md §35): its roll and exact odds (roll.go), its numbers (tiers.toml, numbers.go), and how it
// reads a blow of this game — the bonuses, the damage values, Critical Features, Guard Points and what each
// side does with them, two weapons' two dice, the step after a Dodge (this file).
package tiers

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
)

// Rules is the tiers rule set; the zero Rules has no numbers yet (assets loads them from tiers.toml: Load).
type Rules struct {
	ruleset.Defaults
	ruleset.Data[Numbers]
}

// What tiers keeps of a fighter (its ruleset.State, RULES.md §35.2): the Guard Points spent as they stood at
// guardAt (the clock gives them back), and what is left of a Block until its next attack.
const (
	guardSpent = iota
	guardAt
	blockLeft
)

// guardOption is the player's one choice under tiers: what to do with a Guard Point when hit.
const guardOption = 0

// Name is "tiers".
func (Rules) Name() string { return "tiers" }

// File is tiers.toml.
func (Rules) File() ruleset.File { return ruleset.File{Name: "tiers.toml", Schema: &file{}} }

// Load reads tiers.toml.
func (Rules) Load(src ruleset.Source) ruleset.RuleSet { return Rules{Data: ruleset.Loaded(read(src))} }

// Resolve fills the blow's tiers numbers, settles it, then keeps what Guard cost the target, and clears the
// attacker's block (its turn has come).
func (r Rules) Resolve(rl *combat.Roller, b *ruleset.Blow) (combat.Outcome, error) {
	n, err := r.Of("tiers")
	if err != nil {
		return combat.Outcome{}, err
	}
	o, err := settle(rl, b.Attack, b.Defender, n.AttackOf(b), n.DefenceOf(b))
	if err == nil {
		n.After(b, guarded(o))
	}
	return o, err
}

// Odds is tiers' exact odds of the blow, before Guard.
func (r Rules) Odds(b *ruleset.Blow) (ruleset.Odds, error) {
	n, err := r.Of("tiers")
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
		ruleset.Row("Rules", "tiers (assets/tiers.toml)"),
		ruleset.Row("Attack", "d20 %+d, damage %d/%d/%d", rep.ToHit, x.Damage[0], x.Damage[1], x.Damage[2]),
		ruleset.Row("Defence", "d20 %+d", rep.Defence),
		ruleset.Row("Hit", "%s (Light %s, Medium %s, Critical %s; before Guard)", pct(rep.Hit), pct(rep.Light), pct(rep.Medium), pct(rep.Critical)),
		ruleset.Row("Mean damage an attack", "%.2f (no Guard spent)", rep.MeanDamage),
		ruleset.Row("Kill in one attack", "%s", pct(rep.Kill)),
	}
	return ruleset.Odds{Report: rep.Common(), Dealt: dealt, Own: rep, Table: t}, nil
}

// GuardedDealt is the exact distribution of the hit points the blow takes off its target after the
// target's Guard (RULES.md §35.2).
func (r Rules) GuardedDealt(b *ruleset.Blow) (combat.Dist, error) {
	n, err := r.Of("tiers")
	if err != nil {
		return combat.Dist{}, err
	}
	return guardedDealt(b.Attack, b.Defender, n.AttackOf(b), n.DefenceOf(b))
}

// Note says a hit's strength and what Guard did after the chapter's message (RULES.md §35): "You slash the
// kobold: a Critical hit, dodged to a Medium hit."
func (Rules) Note(l *text.Lang, o combat.Outcome) string {
	if !o.Hit {
		return ""
	}
	return guardNote(l, guarded(o), o.Glance)
}

// guardNote says a hit's strength and what Guard did (RULES.md §35), in words in language l, as every message
// (the chapter's rule: no numbers): "a Medium hit", "a Critical hit, dodged to a Medium hit", "a Critical
// hit, dodged and evaded to a Light hit", "a Light hit, blocked" (a glance: the block took it whole), "a
// Medium hit, partly blocked".
func guardNote(l *text.Lang, t Guarded, glance bool) string {
	tier := func(form string, n int) string {
		return l.Say("ruleset.tiers." + form + "." + strconv.Itoa(min(3, max(0, n))))
	}
	guard, landed, block := "none", "none", "vain"
	switch t.Guard {
	case GuardDodge:
		guard = "dodge"
		if t.Landed > 0 {
			landed = tier("landed", t.Landed)
		}
	case GuardBlock:
		guard = "block"
		switch {
		case glance:
			block = "whole"
		case t.Blocked > 0:
			block = "part"
		}
	}
	// the Evasion talent's Dodge Die took more off (RULES.md §35.2)
	return l.Say("ruleset.tiers.note", text.S("tier", tier("hit", t.Strength)), text.S("guard", guard),
		ruleset.Yes("evaded", t.Evaded > 0), text.S("landed", landed), text.S("block", block))
}

// Swings are two d20 at once, one a hand, the higher kept (RULES.md §35.1): the blow of its hand with that
// die; doubles strike with both, the main hand first.
func (Rules) Swings(r *combat.Roller, into []ruleset.Swing) []ruleset.Swing {
	main := r.Roll(WhyAttack, combat.Dice{Count: 1, Sides: 20})
	off := r.Roll(WhyAttack, combat.Dice{Count: 1, Sides: 20})
	switch {
	case main == off:
		return append(into, ruleset.Swing{Hand: combat.MainHand, Natural: main}, ruleset.Swing{Hand: combat.OffHand, Natural: off})
	case main > off:
		return append(into, ruleset.Swing{Hand: combat.MainHand, Natural: main})
	}
	return append(into, ruleset.Swing{Hand: combat.OffHand, Natural: off})
}

// StepsAway is the step a Dodge to 0 damage allows the target (RULES.md §35.2), when it wants it: a creature
// that keeps its distance (it flees, shoots or casts), the player at or below dodge_step_percent of its hit
// points.
func (r Rules) StepsAway(b *ruleset.Blow, o combat.Outcome) bool {
	n := r.Numbers()
	t := b.To
	if n == nil || b.By == nil || t == nil || !r.MayStepAway(o) {
		return false
	}
	if t.Player {
		return t.HP*100 <= n.DodgeStepPercent*t.MaxHP
	}
	return t.KeepsAway
}

// MayStepAway: only a Dodge that took a hit to 0 damage lets the target step away (StepsAway).
func (r Rules) MayStepAway(o combat.Outcome) bool {
	return o.Hit && o.Dealt == 0 && guarded(o).Guard == GuardDodge
}

// Options are the player's guard (RULES.md §35.2): settings.toml's guard, G on the @ screen.
func (Rules) Options() []ruleset.Option {
	return []ruleset.Option{{Key: "guard", Title: "guard", Values: guardNames[:], Default: int(GuardAuto), Hint: 'G',
		Turn: []int{int(GuardAuto), int(GuardDodge), int(GuardBlock), int(GuardNone)}}}
}

// AttackLine is "+5 to hit, 3/5/7 slashing (Critical: bleeds)".
func (r Rules) AttackLine(b *ruleset.Blow) string {
	n := r.Numbers()
	if n == nil {
		return ruleset.SayAttack(b.Lang, b.Attack)
	}
	x := n.AttackOf(b)
	crit := text.S("crit", "none")
	switch {
	case x.CritBleeds:
		crit = text.S("crit", "bleeds")
	case x.CritDamage > 0:
		crit = ruleset.Signed("crit", x.CritDamage)
	}
	return b.Lang.Say("ruleset.attack.tiers", ruleset.Signed("hit", x.Bonus), ruleset.Num("light", x.Damage[0]),
		ruleset.Num("medium", x.Damage[1]), ruleset.Num("critical", x.Damage[2]),
		text.S("types", ruleset.SayTypes(b.Lang, b.Attack.Weapon.Types)), crit, ruleset.Yes("light_only", x.LightOnly))
}

// Sheet is b.To's Defence bonus and Guard Points (RULES.md §35), and the line of its guard and its
// talents' dice.
func (r Rules) Sheet(b *ruleset.Blow) ruleset.Sheet {
	n := r.Numbers()
	if n == nil {
		return ruleset.Sheet{}
	}
	a := b.To
	d, x := n.DefenceOf(b), n.AttackOf(b)
	gp := n.GuardPoints(a, b.Time)
	ev, de := n.Talents(a)
	left := text.S("left", "none")
	if v := state(a)[blockLeft]; v > 0 {
		left = text.S("left", strconv.FormatInt(int64(v), 10))
	}
	line := b.Lang.Say("ruleset.line.tiers", text.S("guard", b.Lang.Say("ruleset.guard."+guardNames[playerGuard(a)])),
		ruleset.Yes("dice", ev || de), text.S("dodge", dieOr(ev, n.DodgeDie)), text.S("block", dieOr(de, n.DeflectDie)), left)
	return ruleset.Sheet{
		Numbers: []ruleset.Number{{Name: "Defence", Value: d.Bonus, Text: fmt.Sprintf("%+d", d.Bonus)},
			{Name: "Guard Points", Value: gp, Text: fmt.Sprintf("%d/%d", gp, n.GuardPool(a))}},
		Attack: []ruleset.Number{{Name: "to hit", Value: x.Bonus}, {Name: "Light damage", Value: x.Damage[0]},
			{Name: "Medium damage", Value: x.Damage[1]}, {Name: "Critical damage", Value: x.Damage[2]}},
		Line: line,
	}
}

// Migrate reads a fighter's Guard Points spent and block from a save of before State.
func (Rules) Migrate(old ruleset.Legacy) ruleset.State {
	var s ruleset.State
	s[guardSpent], s[guardAt], s[blockLeft] = old["GuardSpent"], old["GuardAt"], old["BlockLeft"]
	return s
}

// playerGuard is the guard player f chose (its choice of the guard option), GuardAuto until it chooses.
func playerGuard(f *ruleset.Fighter) Guard {
	if f != nil && guardOption < len(f.Choices) && f.Choices[guardOption] >= 0 && f.Choices[guardOption] < len(guardNames) {
		return Guard(f.Choices[guardOption])
	}
	return GuardAuto
}

// dieOr is d written out when has, else "none".
func dieOr(has bool, d combat.Dice) string {
	if !has {
		return "none"
	}
	return d.String()
}

// state is f's State, a zero one for a fighter with none.
func state(f *ruleset.Fighter) *ruleset.State {
	if f == nil || f.State == nil {
		return &ruleset.State{}
	}
	return f.State
}

// GuardPool is f's Guard Point pool: the player's, or its kind's.
func (n *Numbers) GuardPool(f *ruleset.Fighter) int {
	if f.Kind != "" {
		return n.Creature(f.Kind).GP
	}
	return n.GPPlayer
}

// GuardPoints is f's Guard Points at time: the pool less what it spent, the clock giving one back every
// gp_recover_seconds.
func (n *Numbers) GuardPoints(f *ruleset.Fighter, time int64) int {
	s := state(f)
	back := int64(0)
	if t := int64(n.RecoverSeconds*10 + 0.5); t > 0 {
		back = max(0, time-s[guardAt]) / t
	}
	spent := max(0, s[guardSpent]-back)
	return max(0, n.GuardPool(f)-int(spent))
}

// SpendGuard records n Guard Points spent at time in a fighter's State (tests that empty a pool).
func SpendGuard(s *ruleset.State, n int, time int64) {
	s[guardSpent], s[guardAt] = int64(n), time
}

// Talents is whether f has the Evasion and the Deflect talents: gained as a character gains talents
// (talents.toml), or its kind's in tiers.toml.
func (n *Numbers) Talents(f *ruleset.Fighter) (evasion, deflect bool) {
	evasion, deflect = f.Evasion, f.Deflect
	if f.Kind != "" {
		e := n.Creature(f.Kind)
		evasion, deflect = evasion || e.Evasion, deflect || e.Deflect
	}
	return evasion, deflect
}

// AttackOf is b's attack in tiers' numbers (the attacker's numbers are all in the chapter's to-hit).
func (n *Numbers) AttackOf(b *ruleset.Blow) Attack {
	at := &b.Attack
	base := *at
	base.TwoWeapon = false // the seed's two weapons roll two dice; the off hand lands only Light hits
	p := base.Profile()
	x := Attack{Bonus: p.ToHit, Damage: n.Damage(at.Weapon), LightOnly: at.TwoWeapon && at.Hand == combat.OffHand && at.Mode == combat.Blow,
		Natural: b.Natural}
	gr := n.Group(b.Arm.Skill)
	x.CritBleeds, x.CritDamage = gr.Bleeds, gr.Damage
	for i := range x.Damage {
		x.Damage[i] = max(0, x.Damage[i]+at.MagicDamage)
	}
	return x
}

// DefenceOf is b.To's tiers defence: the defence bonus, its Guard Points and what it does when hit (the
// player's guard its choice, GuardAuto until it makes one); the odds command's bare target is the bonus
// --defence, no Guard.
func (n *Numbers) DefenceOf(b *ruleset.Blow) Defence {
	d, at := &b.Defender, &b.Attack
	parts := d.Defence.Parts(at.Mode, at.Adjacent, d.Measure)
	x := Defence{}
	for k, v := range parts {
		switch combat.DefenceKind(k) {
		case combat.Armour, combat.Wall:
		default:
			x.Bonus += v
		}
	}
	if b.Bare != nil {
		return Defence{Bonus: b.Bare.Defence}
	}
	t := b.To
	x.GP, x.Block, x.BlockNew = n.GuardPoints(t, b.Time), int(state(t)[blockLeft]), n.Block
	if t.Kind != "" {
		x.Bonus += n.Creature(t.Kind).Defence
		x.Guard = [4]Guard{GuardNone, n.CreatureLight, n.CreatureHeavy, n.CreatureHeavy}
	} else {
		pg := playerGuard(t)
		x.Guard = [4]Guard{GuardNone, pg, pg, pg}
	}
	evasion, deflect := n.Talents(t)
	if evasion {
		x.DodgeDie = n.DodgeDie
	}
	if deflect {
		x.BlockDie = n.DeflectDie // a shield's own die, below, over it
	}
	for _, p := range t.Worn {
		if p.Shield {
			x.BlockDie = n.ShieldBlockDie
			if bd, ok := n.Shields[strings.ToLower(p.Name)]; ok {
				x.BlockDie = bd
			}
		}
	}
	if t.Asleep {
		x.GP, x.Block = 0, 0 // a sleeper guards nothing
	}
	return x
}

// After records what Guard cost b.To, and clears b.By's block (its turn has come).
func (n *Numbers) After(b *ruleset.Blow, g Guarded) {
	if a := b.By; a != nil && a.State != nil {
		a.State[blockLeft] = 0
	}
	t := b.To
	if t == nil || t.State == nil {
		return
	}
	if g.GPSpent {
		pool := n.GuardPool(t)
		t.State[guardSpent], t.State[guardAt] = int64(pool-n.GuardPoints(t, b.Time)+1), b.Time
	}
	if g.Guard == GuardBlock {
		t.State[blockLeft] = int64(g.BlockLeft)
	}
}
