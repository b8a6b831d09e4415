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

// Resolve settles the blow by the chapter: combat.Resolve.
func (Rules) Resolve(r *combat.Roller, b *ruleset.Blow) (combat.Outcome, error) {
	return combat.ResolveIn(r, &b.Attack, &b.Defender)
}

// LedgerOdds is Odds' Report and Dealt alone, without the table's words: what the game's luck ledger asks
// of every blow the player strikes or takes (issue 35: the table's text was most of a turn's allocations),
// worked out in s: the distribution's P is s's, good until s is used again.
func (Rules) LedgerOdds(b *ruleset.Blow, s *combat.OddsScratch) (combat.Report, combat.Dist, error) {
	return s.Against(b.Attack, b.Defender)
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

// AttackOnly: Resolve and LedgerOdds read nothing of a blow but its Attack and Defender (the fighters, By
// and To, are the other rule sets'), a kill earns nothing and no saving throw shakes a poison off (Killed
// and ShakesPoison are Defaults'): the game may leave the fighters out of the blows it settles and not ask
// the two.
func (Rules) AttackOnly() bool { return true }

// Memoryless: a blow's odds hang on nothing spent or gathered before it.
func (Rules) Memoryless() bool { return true }
