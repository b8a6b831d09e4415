// The odds command under the nethack rule set (combat/RULES.md §34): --luck, --level, --distance and the
// target's state.

package cli

import (
	"flag"
	"fmt"
	"text/tabwriter"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/game"
)

// nethackFlags are the flags odds takes for nethack.
type nethackFlags struct {
	luck, level, distance               *int
	asleep, fleeing, stunned, paralysed *bool
}

// addNetHackFlags adds nethack's flags to odds; --asleep is the moment's (asleep).
func addNetHackFlags(fs *flag.FlagSet, asleep *bool) nethackFlags {
	return nethackFlags{
		asleep:    asleep,
		luck:      fs.Int("luck", 0, "--rules nethack: the attacker's Luck (-13 to 13)"),
		level:     fs.Int("level", 0, "--rules nethack: the attacker's experience level (0: level_base + the ranks' to-hit)"),
		distance:  fs.Int("distance", 1, "--rules nethack: steps to the target of a shot or throw (1: adjacent)"),
		fleeing:   fs.Bool("fleeing", false, "--rules nethack: the target flees"),
		stunned:   fs.Bool("stunned", false, "--rules nethack: the target is stunned"),
		paralysed: fs.Bool("paralysed", false, "--rules nethack: the target is paralysed"),
	}
}

// nethackOdds is the exact nethack odds and dealt distribution of attack a (rank in its skill) against
// creature target or a bare target of AC ac.
func nethackOdds(d *assets.Data, a combat.Attack, rank int, dd combat.Defender, target string, ac int, f nethackFlags) (combat.NetHackReport, combat.Dist, combat.Defender, error) {
	if *f.luck < -13 || *f.luck > 13 || *f.level < 0 || *f.level > 50 || *f.distance < 1 || *f.distance > 100 {
		return combat.NetHackReport{}, combat.Dist{}, dd, usageError{fmt.Errorf("--luck %d --level %d --distance %d: want Luck -13 to 13, level 0 to 50, distance 1 to 100", *f.luck, *f.level, *f.distance)}
	}
	game.NetHackSpecAttack(d, &a, rank, *f.level, *f.luck, *f.distance, target)
	st := game.NetHackState{Asleep: *f.asleep, Fleeing: *f.fleeing, Stunned: *f.stunned, Paralysed: *f.paralysed}
	return ruleOdds(a, dd, target, func(c string) (combat.Defender, error) { return game.NetHackCreatureDefender(d, c, a, st) },
		func(b *combat.Defender) { game.NetHackBareDefender(d, b, ac, st) }, combat.OddsNetHack)
}

// oddsNetHack prints the exact odds of attack a under nethack; --defence N is the bare target's AC.
func oddsNetHack(e env, d *assets.Data, a combat.Attack, rank int, dd combat.Defender, target string, ac int, f nethackFlags, asJSON bool) int {
	rep, dealt, dd, err := nethackOdds(d, a, rank, dd, target, ac, f)
	if status, done := answered(e, rep, dealt, dd, err, asJSON); done {
		return status
	}
	game.NetHackSpecAttack(d, &a, rank, *f.level, *f.luck, *f.distance, target)
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "Rules\tnethack (assets/nethack.toml)\n")
	fmt.Fprintf(tw, "To-hit sum\t%d (the target's AC %d and state included); hits when greater than 1d20\n", rep.ToHit, rep.AC)
	fmt.Fprintf(tw, "Damage\t%s\n", a.NetHack.Damage)
	fmt.Fprintf(tw, "Hit\t%s\n", pct(rep.Hit))
	fmt.Fprintf(tw, "Mean damage an attack\t%.2f\n", rep.MeanDamage)
	fmt.Fprintf(tw, "Kill in one attack\t%s\n", pct(rep.Kill))
	return flushed(e, "odds", tw)
}
