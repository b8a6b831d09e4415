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
