// The rule sets in the designer commands (combat/ruleset, RULES.md §32): --rules, and each rule set's own
// flags (the blow the odds and balance commands put to a rule set is game.SpecBlow's).

package cli

import (
	"flag"
	"fmt"

	"github.com/cleave-game/cleave/combat/ruleset"
)

// rulesFlag adds --rules to a command's flags: one of the rule sets sets.
func rulesFlag(fs *flagSet, sets ruleset.List) *string {
	names := sets.Names()
	def := ""
	if len(names) > 0 {
		def = " (default " + names[0] + ", the chapter)"
	}
	return fs.choice("rules", "", names, "the rule set"+def)
}

// ruleFlags adds every rule set's own flags to the odds command's, each marked as its rule set's (ownFlag),
// and gives, by rule set, what puts them on a blow. Two rule sets giving a flag of one name is an error (of
// the registry, not the designer's).
func ruleFlags(fs *flagSet, sets ruleset.List) (own map[string]func(*ruleset.Blow) error, err error) {
	defer func() {
		if r := recover(); r != nil { // flag.FlagSet panics on a flag defined twice
			own, err = nil, fmt.Errorf("the rule sets' flags: %v", r)
		}
	}()
	own = map[string]func(*ruleset.Blow) error{}
	for _, s := range sets {
		before := map[string]bool{}
		fs.VisitAll(func(f *flag.Flag) { before[f.Name] = true })
		own[s.Name()] = s.Flags(fs.FlagSet)
		fs.VisitAll(func(f *flag.Flag) {
			if !before[f.Name] {
				f.Value = &ownFlag{Value: f.Value, rules: s.Name()}
			}
		})
	}
	return own, nil
}
