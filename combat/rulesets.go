// Rule sets: the seam through which an attack is settled under one named system (RULES.md §32).

package combat

import (
	"fmt"
	"strings"
)

// RuleSet names a way to settle a blow. The zero RuleSet is Cleave, this game's own chapter.
type RuleSet uint8

// The rule sets. Cleave is RULES.md §1–§31 (seed 000), unchanged; DRN is Dominions' opposed
// open-ended rolls (seed 001, RULES.md §32.2); THAC0 is AD&D 2nd edition as in Baldur's Gate (seed 003,
// RULES.md §33); NetHack is NetHack's to-hit (seed 004, RULES.md §34); Tiers is
// d20 opposed rolls with three hit strengths and Guard Points (seed 002, RULES.md §35).
const (
	Cleave RuleSet = iota
	DRN
	THAC0
	NetHack
	Tiers
	NumRuleSets // how many rule sets there are
)

// ruleSetNames are the names --rules takes, by RuleSet.
var ruleSetNames = [NumRuleSets]string{Cleave: "cleave", DRN: "drn", THAC0: "thac0", NetHack: "nethack", Tiers: "tiers"}

// String is the rule set's name as --rules takes it: "cleave", "drn", "thac0", "nethack", "tiers".
func (s RuleSet) String() string {
	if s < NumRuleSets {
		return ruleSetNames[s]
	}
	return fmt.Sprintf("ruleset(%d)", uint8(s))
}

// RuleSetNames lists every rule set's name, in order.
func RuleSetNames() []string { return append([]string(nil), ruleSetNames[:]...) }

// ParseRuleSet reads a rule set's name (case-insensitive); "" is Cleave.
func ParseRuleSet(name string) (RuleSet, error) {
	if name == "" {
		return Cleave, nil
	}
	for i, n := range ruleSetNames {
		if strings.EqualFold(n, name) {
			return RuleSet(i), nil
		}
	}
	return Cleave, fmt.Errorf("combat: unknown rule set %q: want one of %s", name, strings.Join(ruleSetNames[:], ", "))
}

// resolver settles one attack under a rule set.
type resolver func(r *Roller, a Attack, d Defender) (Outcome, error)

// resolvers is the seam: one function a rule set, each returning the common Outcome.
var resolvers = [NumRuleSets]resolver{Cleave: Resolve, DRN: ResolveDRN, THAC0: ResolveTHAC0, NetHack: ResolveNetHack, Tiers: ResolveTiers}

// ResolveUnder rolls one attack under rule set s: Resolve for Cleave, ResolveDRN for DRN, ResolveTHAC0 for THAC0, ResolveNetHack for NetHack, ResolveTiers for Tiers.
func ResolveUnder(s RuleSet, r *Roller, a Attack, d Defender) (Outcome, error) {
	if s >= NumRuleSets {
		return Outcome{}, fmt.Errorf("combat: resolve: unknown rule set %d", uint8(s))
	}
	return resolvers[s](r, a, d)
}

// resolvable checks what every rule set but the chapter's checks before it rolls: a roller, an attack and a
// defender the chapter's checks accept, and the rule set's own numbers (own).
func resolvable(r *Roller, a Attack, d Defender, rules string, own func() error) error {
	if r == nil || r.rng == nil {
		return fmt.Errorf("combat: resolve %s: no roller (use NewRoller)", rules)
	}
	return checkRule("resolve", rules, a, d, own)
}

// checkRule checks, for what (resolve, odds) a rule set does, an attack and a defender by the chapter's checks
// and the rule set's own numbers (own).
func checkRule(what, rules string, a Attack, d Defender, own func() error) error {
	for _, check := range []func() error{a.Validate, d.Validate, own} {
		if err := check(); err != nil {
			return fmt.Errorf("combat: %s %s: %w", what, rules, err)
		}
	}
	return nil
}

// plainMiss is why a miss that nothing turned aside missed: unseen when either side could not see the other.
func plainMiss(a Attack) MissReason {
	if a.Unseen || a.Blind {
		return MissUnseen
	}
	return MissPlain
}
