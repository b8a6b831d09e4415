// The odds command under the drn rule set (combat/RULES.md §32.2), and the --rules flag of odds and balance.

package cli

import (
	"flag"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/game"
)

// rulesFlag adds --rules to a command's flags.
func rulesFlag(fs *flag.FlagSet) *string {
	return fs.String("rules", "", "the rule set: "+strings.Join(combat.RuleSetNames(), ", ")+" (default cleave, the chapter)")
}

// oddsDRN prints the exact odds of attack a under drn: against creature target (its drn numbers from
// assets/drn.toml), or a bare target of drn Defence def and Protection prot, no shield (dd's hit points).
func oddsDRN(e env, d *assets.Data, a combat.Attack, dd combat.Defender, target string, def, prot int, asJSON bool) int {
	game.DRNSpecAttack(d, &a)
	rep, dealt, dd, err := ruleOdds(a, dd, target, func(c string) (combat.Defender, error) { return game.DRNCreatureDefender(d, c, a) },
		func(b *combat.Defender) { b.DRN = combat.DRNDefence{Defence: def, Protection: prot} }, combat.OddsDRN)
	if status, done := answered(e, rep, dealt, dd, err, asJSON); done {
		return status
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "Rules\tdrn (assets/drn.toml)\n")
	ap := ""
	if a.DRN.ArmourPiercing {
		ap = ", armour-piercing"
	}
	fmt.Fprintf(tw, "Attack\t%d + DRN, damage %d + DRN%s\n", rep.ToHit, rep.Damage, ap)
	fmt.Fprintf(tw, "Defence\t%d + DRN (the defender wins ties)\n", rep.Defence)
	if dd.DRN.Shield {
		fmt.Fprintf(tw, "Shield\tParry %d, Protection %d\n", dd.DRN.Parry, dd.DRN.ShieldProtection)
	}
	fmt.Fprintf(tw, "Protection\t%d + DRN\n", rep.Protection)
	fmt.Fprintf(tw, "Hit\t%s\n", pct(rep.Hit))
	fmt.Fprintf(tw, "Shield hit\t%s\n", pct(rep.ShieldHit))
	fmt.Fprintf(tw, "Critical\t%s\n", pct(rep.Crit))
	fmt.Fprintf(tw, "Glance\t%s\n", pct(rep.Glance))
	fmt.Fprintf(tw, "Mean damage an attack\t%.2f\n", rep.MeanDamage)
	fmt.Fprintf(tw, "Kill in one attack\t%s\n", pct(rep.Kill))
	return flushed(e, "odds", tw)
}
