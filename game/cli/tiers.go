// The odds command under the tiers rule set (combat/RULES.md §35).

package cli

import (
	"fmt"
	"text/tabwriter"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/game"
)

// tiersOdds is the exact tiers odds (before Guard) of attack a against creature target or a bare target of
// defence bonus def.
func tiersOdds(d *assets.Data, a combat.Attack, dd combat.Defender, target string, def int) (combat.TiersReport, combat.Dist, combat.Defender, error) {
	game.TiersSpecAttack(d, &a)
	return ruleOdds(a, dd, target, func(c string) (combat.Defender, error) { return game.TiersCreatureDefender(d, c, a) },
		func(b *combat.Defender) { b.Tiers = combat.TiersDefence{Bonus: def} }, combat.OddsTiers)
}

// oddsTiers prints the exact odds of attack a under tiers; --defence N is the bare target's defence bonus.
func oddsTiers(e env, d *assets.Data, a combat.Attack, dd combat.Defender, target string, def int, asJSON bool) int {
	rep, dealt, dd, err := tiersOdds(d, a, dd, target, def)
	if status, done := answered(e, rep, dealt, dd, err, asJSON); done {
		return status
	}
	game.TiersSpecAttack(d, &a)
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "Rules\ttiers (assets/tiers.toml)\n")
	fmt.Fprintf(tw, "Attack\td20 %+d, damage %d/%d/%d\n", rep.ToHit, a.Tiers.Damage[0], a.Tiers.Damage[1], a.Tiers.Damage[2])
	fmt.Fprintf(tw, "Defence\td20 %+d\n", rep.Defence)
	fmt.Fprintf(tw, "Hit\t%s (Light %s, Medium %s, Critical %s; before Guard)\n", pct(rep.Hit), pct(rep.Light), pct(rep.Medium), pct(rep.Critical))
	fmt.Fprintf(tw, "Mean damage an attack\t%.2f (no Guard spent)\n", rep.MeanDamage)
	fmt.Fprintf(tw, "Kill in one attack\t%s\n", pct(rep.Kill))
	return flushed(e, "odds", tw)
}
