// What the odds of every rule set but the chapter's do alike: the target, a failure, the dealt
// distribution balance reads, the JSON.

package cli

import "github.com/cleave-game/cleave/combat"

// ruleDefender is the target of a rule set's odds: creature target's numbers (made by creature), or dd with
// bare's numbers put on it (a bare target of --defence, --protection, --hp).
func ruleDefender(target string, dd combat.Defender, creature func(string) (combat.Defender, error), bare func(*combat.Defender)) (combat.Defender, error) {
	if target == "" {
		bare(&dd)
		return dd, nil
	}
	c, err := creature(target)
	if err != nil {
		return dd, usageError{err}
	}
	return c, nil
}

// ruleOdds is a rule set's exact odds of attack a (given that set's numbers already) against target, made by
// ruleDefender from creature or bare, with the defender they were worked out against.
func ruleOdds[R any](a combat.Attack, dd combat.Defender, target string, creature func(string) (combat.Defender, error),
	bare func(*combat.Defender), odds func(combat.Attack, combat.Defender) (R, combat.Dist, error)) (R, combat.Dist, combat.Defender, error) {
	dd, err := ruleDefender(target, dd, creature, bare)
	if err != nil {
		var none R
		return none, combat.Dist{}, dd, err
	}
	rep, dealt, err := odds(a, dd)
	return rep, dealt, dd, err
}

// answered does what every rule set's odds do alike once worked out: a failure, the dealt distribution for
// balance, the JSON. It returns the exit status and whether the odds are answered; if not, the caller writes
// its table.
func answered[R any](e env, rep R, dealt combat.Dist, dd combat.Defender, err error, asJSON bool) (int, bool) {
	if err != nil {
		return fail(e, "odds", err), true
	}
	if e.dealt != nil {
		e.dealt(dealt, max(dd.MaxHP, dd.HP))
	}
	if asJSON {
		return printJSON(e, "odds", rep), true
	}
	return 0, false
}
