// Package registry lists the rule sets the game can be played under (combat/RULES.md §32), once. Adding a
// rule set is a folder of its own beside cleave, drn, thac0, nethack and tiers, and one line here.
package registry

import (
	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/cleave-game/cleave/combat/ruleset/cleave"
	"github.com/cleave-game/cleave/combat/ruleset/drn"
	"github.com/cleave-game/cleave/combat/ruleset/nethack"
	"github.com/cleave-game/cleave/combat/ruleset/thac0"
	"github.com/cleave-game/cleave/combat/ruleset/tiers"
)

// List is every rule set, the chapter's own first (the default). The order is also the number a save of
// format 4 or older wrote for its rule set: new rule sets go at the end.
func List() ruleset.List {
	return ruleset.List{
		cleave.Rules{},  // this game's own chapter, RULES.md §1–§31
		drn.Rules{},     // Dominions' opposed rolls, §32
		thac0.Rules{},   // AD&D 2nd edition's THAC0, §33
		nethack.Rules{}, // NetHack's to-hit, §34
		tiers.Rules{},   // hit strengths and Guard Points, §35
	}
}
