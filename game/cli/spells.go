// The spells in the odds and balance commands (combat/RULES.md §30.6).

package cli

import (
	"fmt"
	"text/tabwriter"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/game"
)

// oddsSpell is `cleave odds --spell NAME`: the exact odds of one casting against a creature (its Defence,
// its resistances) or a bare Defence (which a bolt meets only as Dodge).
// The flags' ranges are checked as they are read (declareOdds): rank within a skill's, the Defence and hit
// points within the rules', --target and --defence not both.
func oddsSpell(e env, d *assets.Data, name string, rank int, target string, bare bool, def, hp int, asJSON bool) int {
	cs, sp, err := game.SpecSpell(d, name, rank)
	if err != nil {
		return fail(e, "odds", usageError{err})
	}
	var dd combat.Defender
	switch {
	case target != "":
		if dd, err = game.CreatureDefender(d, target); err != nil {
			return fail(e, "odds", usageError{err})
		}
	case bare:
		dd = combat.Defender{HP: hp, MaxHP: hp}
		dd.Defence.Add(combat.Dodge, def-10) // a bare number: all of it counts against a bolt
	default:
		return fail(e, "odds", usageError{fmt.Errorf("a target is required: --target CREATURE or --defence N")})
	}
	rep, _, err := combat.SpellOddsChecked(cs, dd, d.Resist)
	if err != nil {
		return fail(e, "odds", err)
	}
	if asJSON {
		return printJSON(e, "odds", struct {
			combat.Report
			Spell   string `json:"spell"`
			Element string `json:"element,omitempty"`
			Resist  int    `json:"resist"`
		}{rep, sp.Name, sp.Element, dd.Resist[cs.Element]})
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "Spell\t%s: %s %s, %s %s\n", sp.Name, sp.Shape, sp.Effect, cs.Damage, sp.Element)
	if cs.Bolt {
		fmt.Fprintf(tw, "Defence\t%d, Dodge and Deflection only (the dice need %d)\n", rep.Defence, rep.Need)
	} else {
		fmt.Fprintf(tw, "Defence\tnone: it never misses\n")
	}
	if cs.Resistible {
		fmt.Fprintf(tw, "Resistance\tlevel %d (%d%% a level)\n", dd.Resist[cs.Element], d.Resist.Step)
	}
	fmt.Fprintf(tw, "Hit\t%s\n", pct(rep.Hit))
	fmt.Fprintf(tw, "Damage of a hit\t%d-%d, before resistance; no Protection soaks it\n", rep.HitDamage[0], rep.HitDamage[1])
	fmt.Fprintf(tw, "Mean damage a cast\t%.2f\n", rep.MeanDamage)
	fmt.Fprintf(tw, "Kill in one cast\t%s\n", pct(rep.Kill))
	return flushed(e, "odds", tw)
}

// SpellRow is one line of the spells' balance sheet: a damaging spell against a creature.
type SpellRow struct {
	Spell, Target     string
	Hit, MeanDamage   float64
	PerSecond, ToKill float64
}

// SpellSheet is every damaging spell of the data at rank rank against each of creatures.
func SpellSheet(d *assets.Data, creatures []string, rank int) ([]SpellRow, error) {
	var rows []SpellRow
	for i := range d.Spells {
		sp := &d.Spells[i]
		if sp.Effect != assets.SpellDamage {
			continue
		}
		cs, _, err := game.SpecSpell(d, sp.Name, rank)
		if err != nil {
			return nil, err
		}
		for _, c := range creatures {
			dd, err := game.CreatureDefender(d, c)
			if err != nil {
				return nil, err
			}
			rep, dealt, err := combat.SpellOddsChecked(cs, dd, d.Resist)
			if err != nil {
				return nil, fmt.Errorf("%s against %s: %w", sp.Name, c, err)
			}
			rows = append(rows, SpellRow{Spell: sp.Name, Target: c, Hit: rep.Hit, MeanDamage: rep.MeanDamage,
				PerSecond: rep.MeanDamage / (sp.Time + sp.Recharge), ToKill: combat.ExpectedAttacks(dealt, dd.HP)})
		}
	}
	return rows, nil
}

// spellBalance writes the spells' sheet after the weapons' (balance --spells).
func spellBalance(e env, d *assets.Data, creatures []string, rank int) int {
	rows, err := SpellSheet(d, creatures, rank)
	if err != nil {
		return fail(e, "balance", err)
	}
	fmt.Fprintf(e.stdout, "\nSpells, cast at rank %d in their skill (damage a second counts the cast and the recharge):\n\n", rank)
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "spell\ttarget\thit\tdamage/cast\tdamage/second\tcasts to kill\t")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%.2f\t%.3f\t%s\t\n", r.Spell, r.Target, pct(r.Hit), r.MeanDamage, r.PerSecond, killText(r.ToKill))
	}
	return flushed(e, "balance", tw)
}
