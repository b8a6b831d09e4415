// Package cleave is the rule set of this game's own chapter, combat/RULES.md §1–§31: a blow rolled on 2d12
// against Defence, criticals that threaten and confirm, Protection that soaks. The default rule set.
package cleave

import (
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
)

// Rules is the chapter's rule set. It has no data file of its own: its numbers are the chapter's data
// (weapons.toml, armour.toml, creatures.toml, rules.toml...).
type Rules struct{ ruleset.Defaults }

// Name is "cleave".
func (Rules) Name() string { return "cleave" }

// About tells the chapter's rules.
func (Rules) About() ruleset.About {
	return ruleset.About{
		Title:   "Cleave's own rules",
		Summary: "Two twelve-sided dice against Defence; armour soaks what gets through; criticals must confirm.",
		Source:  "This game's own combat chapter (combat/RULES.md §1–§31).",
		Blow: "A blow rolls two twelve-sided dice and adds the attacker's to-hit; it lands when that reaches the " +
			"target's Defence. A natural 2 always misses and 22 or more always hits. A high roll threatens a " +
			"critical, which a second roll must confirm; a confirmed critical rolls its damage several times. " +
			"Armour's Protection then takes part of the damage off: a hit it takes whole glances.",
		Numbers: "To hit is what you add to the dice; Dv (Defence) is what a foe's dice must reach; Pv (Protection) " +
			"is what your armour takes off a hit, half to all of it.",
		Conditions: []ruleset.Condition{
			{Name: "stances", Means: "An aggressive stance adds to hit and damage, a defensive one to Defence, each at the other's cost."},
			{Name: "asleep", Means: "A sleeper is struck unaware: a sneak attack, easier to hit and to crit."},
			{Name: "dazzled", Means: "A dazzled fighter hits less often."},
			{Name: "winded", Means: "A winded fighter, its stamina spent, hits less often."},
		},
	}
}

// Resolve settles the blow by the chapter: combat.Resolve.
func (Rules) Resolve(r *combat.Roller, b *ruleset.Blow) (combat.Outcome, error) {
	return combat.Resolve(r, b.Attack, b.Defender)
}

// Odds is the chapter's exact odds: the 144 natural rolls, the damage dice and the Protection roll.
func (Rules) Odds(b *ruleset.Blow) (ruleset.Odds, error) {
	o, err := combat.NewAttackOdds(b.Attack)
	if err != nil {
		return ruleset.Odds{}, err
	}
	rep, dealt, err := o.Against(b.Defender)
	if err != nil {
		return ruleset.Odds{}, err
	}
	pct := ruleset.Percent
	t := [][2]string{ruleset.Row("Attack", "%s", combat.FormatAttack(b.Attack))}
	if b.Moment != "" {
		t = append(t, ruleset.Row("The moment", "%s (counted above)", b.Moment))
	}
	t = append(t,
		ruleset.Row("Defence", "%d (the dice need %d)", rep.Defence, rep.Need),
		ruleset.Row("Hit", "%s", pct(rep.Hit)),
		ruleset.Row("Threaten a critical", "%s", pct(rep.Threat)),
		ruleset.Row("Confirmed critical", "%s", pct(rep.Crit)),
		ruleset.Row("Glance", "%s", pct(rep.Glance)),
		ruleset.Row("Damage of a hit", "%d-%d (critical %d-%d), before Protection", rep.HitDamage[0], rep.HitDamage[1], rep.CritDamage[0], rep.CritDamage[1]),
		ruleset.Row("Mean damage an attack", "%.2f", rep.MeanDamage),
		ruleset.Row("Kill in one attack", "%s", pct(rep.Kill)))
	return ruleset.Odds{Report: rep, Dealt: dealt, Own: rep, Table: t}, nil
}

// Memoryless: a blow's odds hang on nothing spent or gathered before it.
func (Rules) Memoryless() bool { return true }
