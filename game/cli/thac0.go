// The odds command under the thac0 rule set (combat/RULES.md §33).

package cli

import (
	"fmt"
	"text/tabwriter"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/game"
)

// thac0Odds is the exact thac0 odds and dealt distribution of attack a: against creature target (its thac0
// numbers from assets/thac0.toml), or a bare target of AC ac (dd's hit points).
func thac0Odds(d *assets.Data, a combat.Attack, dd combat.Defender, target string, ac int) (combat.THAC0Report, combat.Dist, combat.Defender, error) {
	game.THAC0SpecAttack(d, &a)
	return ruleOdds(a, dd, target, func(c string) (combat.Defender, error) { return game.THAC0CreatureDefender(d, c, a) },
		func(b *combat.Defender) { b.THAC0 = combat.THAC0Defence{AC: ac} }, combat.OddsTHAC0)
}

// oddsTHAC0 prints the exact odds of attack a under thac0; --defence N is the bare target's AC.
func oddsTHAC0(e env, d *assets.Data, a combat.Attack, dd combat.Defender, target string, ac int, asJSON bool) int {
	rep, dealt, dd, err := thac0Odds(d, a, dd, target, ac)
	if status, done := answered(e, rep, dealt, dd, err, asJSON); done {
		return status
	}
	game.THAC0SpecAttack(d, &a)
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "Rules\tthac0 (assets/thac0.toml)\n")
	fmt.Fprintf(tw, "Attack\tTHAC0 %d, damage %s\n", rep.THAC0, a.THAC0.Damage)
	fmt.Fprintf(tw, "Target\tAC %d\n", rep.AC)
	fmt.Fprintf(tw, "Need\t%d or more on a d20 (THAC0 − AC)\n", rep.Need)
	fmt.Fprintf(tw, "Hit\t%s\n", pct(rep.Hit))
	fmt.Fprintf(tw, "Critical\t%s\n", pct(rep.Crit))
	fmt.Fprintf(tw, "Mean damage an attack\t%.2f\n", rep.MeanDamage)
	fmt.Fprintf(tw, "Kill in one attack\t%s\n", pct(rep.Kill))
	return flushed(e, "odds", tw)
}
