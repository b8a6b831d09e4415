// Defaults: the hooks a rule set leaves as the chapter has them.

package ruleset

import (
	"flag"
	"strconv"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat"
)

// Defaults gives a rule set that embeds it the chapter's way with everything around a blow: nothing added
// to the chapter's messages, two weapons as RULES.md §12 swings them, the chapter's blow times and hit points, no saving
// throw, no step away, nothing earned by a kill or a new depth, no options, the chapter's attack line and
// @ screen, no flags of its own, no data file. A rule set still says its Name and settles a blow (Resolve,
// Odds) itself.
type Defaults struct{}

// File is none.
func (Defaults) File() File { return File{} }

// Load is never called for a rule set with no file; it returns nil, which the loader reads as the rule set
// as it is.
func (Defaults) Load(Source) RuleSet { return nil }

// Note is nothing: the chapter's words say it all.
func (Defaults) Note(*text.Lang, combat.Outcome) string { return "" }

// Swings are the main hand's blow, then the off hand's (RULES.md §12).
func (Defaults) Swings(_ *combat.Roller, into []Swing) []Swing {
	return append(into, Swing{Hand: combat.MainHand}, Swing{Hand: combat.OffHand})
}

// BlowTime is the chapter's.
func (Defaults) BlowTime(_ Arm, chapter int64) int64 { return chapter }

// HitPoints are the bestiary's.
func (Defaults) HitPoints(_ string, chapter int) int { return chapter }

// ShakesPoison: no saving throw.
func (Defaults) ShakesPoison(*combat.Roller, *Blow) bool { return false }

// StepsAway: nobody steps away.
func (Defaults) StepsAway(*Blow, combat.Outcome) bool { return false }

// MayStepAway: nobody steps away, whatever the outcome.
func (Defaults) MayStepAway(combat.Outcome) bool { return false }

// Killed earns nothing.
func (Defaults) Killed(*Blow) []string { return nil }

// Deeper earns nothing.
func (Defaults) Deeper(*Fighter, int64) {}

// Options are none.
func (Defaults) Options() []Option { return nil }

// AttackLine is the chapter's: "+3 to hit, 1d9+3 slashing or piercing".
func (Defaults) AttackLine(b *Blow) string { return SayAttack(b.Lang, b.Attack) }

// Sheet is the chapter's numbers (RULES.md §6, §8): Dv, the Defence against a blow, and Pv, the
// Protection of every piece added up and, where it differs, against each damage type; the attack's to hit
// and damage bonus.
func (Defaults) Sheet(b *Blow) Sheet {
	d := &b.Defender
	pv := 0
	for _, p := range d.Protection {
		pv += max(0, p.Protection)
	}
	pvText := strconv.Itoa(pv)
	for t := range combat.NumDamageTypes {
		if v, _ := d.ProtectionAgainst(t, 0); v != pv {
			pvText += b.Lang.Say("ruleset.number.against", Num("value", v), text.S("type", b.Lang.Say("combat.damage."+t.String())))
		}
	}
	p := b.Attack.Profile()
	return Sheet{
		Numbers: []Number{{Name: "Dv", Value: d.Defence.Total(combat.Blow, true, false)}, {Name: "Pv", Value: pv, Text: pvText}},
		Attack:  []Number{{Name: "to hit", Value: p.ToHit}, {Name: "damage", Value: p.Damage.Bonus}},
	}
}

// Flags are none.
func (Defaults) Flags(*flag.FlagSet) func(*Blow) error { return func(*Blow) error { return nil } }

// Memoryless: not said.
func (Defaults) Memoryless() bool { return false }

// Migrate keeps nothing.
func (Defaults) Migrate(Legacy) State { return State{} }
